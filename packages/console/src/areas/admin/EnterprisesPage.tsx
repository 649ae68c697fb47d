/** Enterprises (spec 1 §2): page size 100, an Add New row, the pen expands the details form. */
import styled from 'styled-components';
import { Checkbox, TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { ADMIN_PAGE_SIZE, MESSAGES, enterpriseFormSchema } from '@equipdesk/api-client/contract';
import type { Enterprise } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, DATE_TIME_WIDTH, formatDateTime, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFormProps } from '../../listing';

/** The sign-in setting under the fields. */
const Setting = styled(Checkbox)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const COLUMNS: DataTableColumn<Enterprise>[] = [
  { id: 'internalId', header: 'ID', cell: (row) => row.internalId, sortable: true, width: 'minmax(80px, 0.5fr)' },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'externalId', header: 'UUID', cell: (row) => row.externalId, width: 'minmax(280px, 1.5fr)' },
  { id: 'createdTimestamp', header: 'Created', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'lastModifiedTimestamp', header: 'Last Modified', cell: (row) => formatDateTime(row.lastModifiedTimestamp), sortable: true, width: DATE_TIME_WIDTH },
];

export function EnterpriseForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Enterprise>) {
  const client = useApiClient();
  const save = useEntitySave<Enterprise>('enterprises', { referenceList: 'enterprises' });
  const form = useSchemaForm(enterpriseFormSchema, { name: row?.name ?? '', passwordSignIn: row?.passwordSignIn ?? true });
  const { passwordSignIn } = form.values;
  const { submit, busy } = useFormSubmit({
    schema: enterpriseFormSchema,
    exists: async (form) => ((await client.exists('enterprises', { name: form.name, externalId: row?.externalId })) ? [] : [MESSAGES.enterpriseExistsWithName]),
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
    failureMessage: MESSAGES.enterpriseExists,
  });

  return (
    <InlineForm
      title={row ? `Edit Enterprise ${row.name}` : 'Create New Enterprise'}
      onSubmit={() => void submit({ ...form.values, externalId: row?.externalId })}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
    >
      <FieldGrid>
        <TextField label="Name" {...form.text('name')} autoFocus />
        {row && <TextField label="ID" value={String(row.internalId)} readOnly />}
        {row && <TextField label="UUID" value={row.externalId} readOnly />}
      </FieldGrid>
      <Setting
        label="Password sign-in"
        {...form.checkbox('passwordSignIn')}
        hint={
          passwordSignIn
            ? 'Users of this enterprise may sign in with an EquipDesk password as well as through its single sign-on provider.'
            : 'Users of this enterprise sign in only through its single sign-on provider; their EquipDesk passwords no longer sign in.'
        }
      />
    </InlineForm>
  );
}

export function EnterprisesPage() {
  return (
    <ListingPage<Enterprise>
      resource="enterprises"
      title="Enterprises"
      columns={COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `enterprise ${row.name}`}
      pageSize={ADMIN_PAGE_SIZE}
      renderForm={(props) => <EnterpriseForm {...props} />}
      referenceList="enterprises"
      routeParam="externalId"
    />
  );
}
