/** Users (spec 1 §2): the list, its filters and row actions, the inline user form and the reset-password modal. */
import { useCallback, useMemo, useState } from 'react';
import type { DataTableColumn } from '@equipdesk/ui';
import { ENTITY_STATUSES, USER_TYPES } from '@equipdesk/api-client/contract';
import type { User } from '@equipdesk/api-client/contract';
import { useApiClient } from '@equipdesk/api-client/react';
import { ListingPage, DATE_TIME_WIDTH, SPEC_STATUS_DEFAULT, formatDateTime } from '../../listing';
import type { ExtraRowActions, ListingFilter } from '../../listing';
import { usePermissions } from '../../session/hooks';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFlags } from './UserFlags';
import { UserForm } from './UserForm';
import { useUserOptions } from './userOptions';

export function accountsTooltip(user: Pick<User, 'accountRefs'>) {
  if (user.accountRefs.length === 0) return undefined;
  return (
    <ul aria-label="Accounts">
      {user.accountRefs.map((account) => (
        <li key={account.externalId}>
          {account.name} ({account.accountNo})
        </li>
      ))}
    </ul>
  );
}

export function auditInfo(row: Pick<User, 'createdBy' | 'createdTimestamp' | 'lastModifiedBy' | 'lastModifiedTimestamp'>) {
  return (
    <dl>
      <dt>Created by</dt>
      <dd>
        {row.createdBy ?? 'unknown'} {formatDateTime(row.createdTimestamp)}
      </dd>
      <dt>Modified by</dt>
      <dd>
        {row.lastModifiedBy ?? 'unknown'} {formatDateTime(row.lastModifiedTimestamp)}
      </dd>
    </dl>
  );
}

export const USER_COLUMNS: DataTableColumn<User>[] = [
  { id: 'enterpriseName', header: 'Enterprise', cell: (row) => row.enterpriseName ?? '', sortable: true },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (row) => row.email, sortable: true, width: 'minmax(200px, 1.4fr)' },
  { id: 'role', header: 'Role', cell: (row) => row.roleName, sortable: true, tooltip: accountsTooltip },
  {
    id: 'lastActivityTimestamp',
    header: 'Last Activity',
    cell: (row) => formatDateTime(row.lastActivityTimestamp),
    sortable: true,
    width: DATE_TIME_WIDTH,
  },
  { id: 'type', header: 'Type', cell: (row) => row.type, sortable: true, width: 'minmax(90px, 0.6fr)' },
  { id: 'flags', header: 'Flags', cell: (row) => <UserFlags user={row} />, width: 'minmax(130px, 0.8fr)' },
];

const STATUS_OPTIONS = ENTITY_STATUSES.map((status) => ({ value: status, label: status }));
const TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: type }));

export function UsersPage() {
  const options = useUserOptions();
  const { can } = usePermissions('users');
  const [resetting, setResetting] = useState<User | null>(null);
  const client = useApiClient();
  const loadUser = useCallback((id: string) => client.usersMono(id), [client]);

  const filters = useMemo<ListingFilter[]>(
    () => [
      { id: 'statuses', label: 'Status', options: STATUS_OPTIONS },
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'userTypes', label: 'Type', options: TYPE_OPTIONS },
      { id: 'roles', label: 'Role', options: options.roles },
    ],
    [options],
  );

  const extraActions = useCallback(
    (row: User): ExtraRowActions => ({
      reset: row.status === 'ACTIVE' && can('RESET') ? { onReset: () => setResetting(row) } : undefined,
      info: auditInfo(row),
    }),
    [can],
  );

  return (
    <>
      <ListingPage<User>
        resource="users"
        title="Users"
        columns={USER_COLUMNS}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `user ${row.name}`}
        defaultSort={{ id: 'lastActivityTimestamp', direction: 'desc' }}
        defaultFilters={{ statuses: [...SPEC_STATUS_DEFAULT] }}
        filters={filters}
        renderForm={(props) => <UserForm {...props} />}
        draft={{ form: 'user', noun: 'user' }}
        extraActions={extraActions}
        referenceList="users"
        routeParam="externalId"
        loadRow={loadUser}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
