/** Roles (spec 1 §2): page size 100, default sort name descending, identifier read-only once saved. */
import { Checkbox, TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { ADMIN_PAGE_SIZE, MESSAGES, roleFormSchema } from '@equipdesk/api-client/contract';
import type { Role } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, DATE_TIME_WIDTH, formatDateTime, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFormProps } from '../../listing';

const COLUMNS: DataTableColumn<Role>[] = [
  { id: 'externalId', header: 'UUID', cell: (row) => row.externalId, width: 'minmax(280px, 1.5fr)' },
  { id: 'identifier', header: 'Identifier', cell: (row) => row.identifier, sortable: true, alwaysVisible: true },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  // Headed and written as its export writes it (the roles' export: 'Requires Multi-Factor', Yes or No).
  { id: 'requireMfa', header: 'Requires Multi-Factor', cell: (row) => (row.requireMfa ? 'Yes' : 'No') },
  { id: 'createdBy', header: 'Created By', cell: (row) => row.createdBy ?? '' },
  { id: 'createdTimestamp', header: 'Created', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'lastModifiedBy', header: 'Last Modified By', cell: (row) => row.lastModifiedBy ?? '' },
  { id: 'lastModifiedTimestamp', header: 'Last Modified', cell: (row) => formatDateTime(row.lastModifiedTimestamp), sortable: true, width: DATE_TIME_WIDTH },
];

export function RoleForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Role>) {
  const client = useApiClient();
  const save = useEntitySave<Role>('roles', { referenceList: 'roles' });
  const form = useSchemaForm(roleFormSchema, { name: row?.name ?? '', identifier: row?.identifier ?? '', requireMfa: row?.requireMfa ?? false });
  const { submit, busy } = useFormSubmit({
    schema: roleFormSchema,
    exists: async (form) => {
      const [nameFree, identifierFree] = await Promise.all([
        client.exists('roles', { name: form.name, externalId: row?.externalId }),
        row ? Promise.resolve(true) : client.exists('roles', { identifier: form.identifier }),
      ]);
      return [...(nameFree ? [] : [MESSAGES.roleNameExists]), ...(identifierFree ? [] : [MESSAGES.roleIdentifierExists])];
    },
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  return (
    <InlineForm
      title={row ? `Edit Role ${row.name}` : 'Create New Role'}
      onSubmit={() => void submit({ ...form.values, externalId: row?.externalId })}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
    >
      <FieldGrid>
        <TextField label="Name" {...form.text('name')} autoFocus />
        <TextField
          label="Identifier"
          {...form.text('identifier')}
          readOnly={!!row}
          hint={row ? 'The identifier cannot change once saved.' : undefined}
        />
        <Checkbox
          label="Require multi-factor sign-in"
          {...form.checkbox('requireMfa')}
          title="Its users with an EquipDesk password set up an authenticator app at their next sign-in, and cannot use the console until they do."
        />
      </FieldGrid>
    </InlineForm>
  );
}

export function RolesPage() {
  return (
    <ListingPage<Role>
      resource="roles"
      title="Roles"
      columns={COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `role ${row.name}`}
      pageSize={ADMIN_PAGE_SIZE}
      defaultSort={{ id: 'name', direction: 'desc' }}
      renderForm={(props) => <RoleForm {...props} />}
      referenceList="roles"
      routeParam="id"
    />
  );
}
