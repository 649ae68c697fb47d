/** Enterprises (spec 1 §2): page size 100, an Add New row, the pen expands the details form. */
import { useState } from 'react';
import { TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client';
import { ADMIN_PAGE_SIZE, MESSAGES, enterpriseFormSchema } from '@equipdesk/api-client/contract';
import type { Enterprise } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, formatDateTime, useEntitySave, useValidationToast } from '../../listing';
import type { ListingFormProps } from '../../listing';

const COLUMNS: DataTableColumn<Enterprise>[] = [
  { id: 'internalId', header: 'ID', cell: (row) => row.internalId, sortable: true, width: 'minmax(80px, 0.5fr)' },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'externalId', header: 'UUID', cell: (row) => row.externalId, width: 'minmax(280px, 1.5fr)' },
  { id: 'createdTimestamp', header: 'Created', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true },
  { id: 'lastModifiedTimestamp', header: 'Last Modified', cell: (row) => formatDateTime(row.lastModifiedTimestamp), sortable: true },
];

export function EnterpriseForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Enterprise>) {
  const client = useApiClient();
  const { validate, showErrors } = useValidationToast();
  const save = useEntitySave<Enterprise>('enterprises', { referenceList: 'enterprises' });
  const [name, setName] = useState(row?.name ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const form = validate(enterpriseFormSchema, { name, externalId: row?.externalId });
    if (!form) return;
    setBusy(true);
    try {
      const free = await client.exists('enterprises', { name: form.name, externalId: row?.externalId });
      if (!free) {
        showErrors([MESSAGES.enterpriseExistsWithName]);
        return;
      }
      const outcome = await save(form, row?.externalId);
      if (outcome.ok) onSaved();
    } catch (error) {
      showErrors([error instanceof Error ? error.message : MESSAGES.enterpriseExists]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineForm
      title={row ? `Edit Enterprise ${row.name}` : 'Create New Enterprise'}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
    >
      <FieldGrid>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
        {row && <TextField label="ID" value={String(row.internalId)} readOnly />}
        {row && <TextField label="UUID" value={row.externalId} readOnly />}
      </FieldGrid>
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
