/**
 * The Users tab of the account wizard (spec 2 §2): the account's users (name, email, role, type)
 * and the `Pick Users` modal that allocates users with POST accounts/{id}/users, choosing among
 * GET users/assignables (flavor LITE).
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button, DataTable, Modal, MultiSelect, useToast } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { accountAssignablesKey, isSaveOk } from '@equipdesk/api-client';
import { useAccountUsers, useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, SUCCESS_TOAST_MS } from '@equipdesk/api-client/contract';
import type { AccountUser } from '@equipdesk/api-client/contract';
import { refreshReferenceList, useValidationToast } from '../../listing';

const COLUMNS: DataTableColumn<AccountUser>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (row) => row.email, width: 'minmax(200px, 1.4fr)' },
  { id: 'role', header: 'Role', cell: (row) => row.role },
  { id: 'type', header: 'Type', cell: (row) => row.type, width: 'minmax(90px, 0.6fr)' },
];

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface AccountUsersTabProps {
  accountId: string;
  /** EDIT on accounts: may allocate users. */
  canEdit: boolean;
}

export function AccountUsersTab({ accountId, canEdit }: AccountUsersTabProps) {
  const users = useAccountUsers(accountId);
  const [picking, setPicking] = useState(false);
  return (
    <section aria-label="Account users">
      <Bar>
        <h2>Users</h2>
        {canEdit && <Button onClick={() => setPicking(true)}>Pick Users</Button>}
      </Bar>
      <DataTable<AccountUser>
        aria-label="Account users"
        columns={COLUMNS}
        rows={users.data ?? []}
        getRowId={(row) => row.externalId}
        loading={users.isLoading}
        error={users.error ? users.error.message : undefined}
        emptyMessage={MESSAGES.noMatchingRecords}
        height="50vh"
      />
      <PickUsersModal
        open={picking}
        accountId={accountId}
        current={users.data ?? []}
        onClose={() => setPicking(false)}
        onSaved={() => {
          setPicking(false);
          void users.mutate();
        }}
      />
    </section>
  );
}

interface PickUsersModalProps {
  open: boolean;
  accountId: string;
  current: readonly AccountUser[];
  onClose(): void;
  onSaved(): void;
}

export function PickUsersModal({ open, accountId, current, onClose, onSaved }: PickUsersModalProps) {
  const client = useApiClient();
  const toast = useToast();
  const { showErrors } = useValidationToast();
  const assignables = useSWR(open ? accountAssignablesKey(accountId) : null, () => client.accountAssignables(accountId), { revalidateOnFocus: false });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the users the account has now.
  useEffect(() => {
    if (open) setChosen(current.map((user) => user.externalId));
  }, [open, current]);

  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const user of current) byId.set(user.externalId, `${user.name} (${user.email})`);
    for (const user of assignables.data ?? []) byId.set(user.externalId, `${user.name} (${user.email})`);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [assignables.data, current]);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await client.allocateAccountUsers(accountId, chosen);
      if (!isSaveOk(answer)) {
        showErrors([answer.message || 'The users could not be allocated.']);
        return;
      }
      toast.show({ type: 'success', message: answer.message || 'Users allocated.', durationMs: SUCCESS_TOAST_MS });
      void refreshReferenceList(client, 'users');
      onSaved();
    } catch (error) {
      showErrors([error instanceof Error ? error.message : 'The users could not be allocated.']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Pick Users"
      size="lg"
      footer={
        <Actions>
          <Button onClick={() => void save()} busy={busy}>
            Save
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      }
    >
      <MultiSelect
        label="Users"
        options={options}
        value={chosen}
        onChange={setChosen}
        placeholder={assignables.isLoading ? 'Loading users…' : 'Select users'}
        error={assignables.error ? assignables.error.message : undefined}
      />
    </Modal>
  );
}
