/**
 * The permissions matrix (spec 1 §2): one row per permission, one toggle column per role, locked
 * (INACTIVE) cells that must be unlocked first, the create/edit modal and the exports. The whole
 * matrix comes in one call; search, sort and paging happen here, the table is virtualized.
 */
import { useCallback, useMemo, useState } from 'react';
import { DataTable, EntityActions, ListingToolbar, NoPermission, useColumnChoice, useToast } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient, usePermissionsList } from '@equipdesk/api-client/react';
import type { ApiError, ExportFormat } from '@equipdesk/api-client';
import type { KeyedMutator } from 'swr';
import { MESSAGES, VALIDATION_TOAST_MS, SUCCESS_TOAST_MS } from '@equipdesk/api-client/contract';
import type { Permission, PermissionRoleCell } from '@equipdesk/api-client/contract';
import { hasGrant } from '@equipdesk/permissions';
import { useSnapshot } from 'valtio';
import { useListState } from '../../listing';
import { usePermissionEntries, usePermissions } from '../../session/hooks';
import { session } from '../../session/store';
import { PermissionCell } from './PermissionCell';
import { PermissionModal } from './PermissionModal';

const PATH = 'permissions';
const TITLE = 'Permissions';

type FixedKey = 'platform' | 'context' | 'type' | 'value' | 'description';
const FIXED: { id: FixedKey; header: string; width: string }[] = [
  { id: 'platform', header: 'Platform', width: 'minmax(90px, 0.6fr)' },
  { id: 'context', header: 'Context', width: 'minmax(80px, 0.6fr)' },
  { id: 'type', header: 'Type', width: 'minmax(125px, 0.7fr)' },
  { id: 'value', header: 'Value', width: 'minmax(160px, 1.2fr)' },
  { id: 'description', header: 'Description', width: 'minmax(200px, 1.5fr)' },
];

const NO_COLUMNS: DataTableColumn<Permission>[] = [];

/** The roles of the matrix, in the order the first rows name them. */
function rolesOf(rows: readonly Permission[]): { identifier: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) for (const cell of row.roles) if (!seen.has(cell.roleIdentifier)) seen.set(cell.roleIdentifier, cell.role);
  return [...seen].map(([identifier, name]) => ({ identifier, name }));
}

function matches(row: Permission, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return FIXED.some((column) => String(row[column.id]).toLowerCase().includes(needle));
}

export function PermissionsPage() {
  const { can } = usePermissions(PATH);
  if (!can('VIEW')) return <NoPermission title={TITLE} message={MESSAGES.noPrivilege} />;
  return <PermissionsMatrix />;
}

function PermissionsMatrix() {
  const { data, error, mutate } = usePermissionsList();
  const rows = useMemo(() => data ?? [], [data]);
  const { can } = usePermissions(PATH);
  const canEdit = hasGrant(usePermissionEntries(), PATH, 'EDIT');
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  return (
    <>
      <MatrixTable all={rows} error={error} answered={data !== undefined} mutate={mutate} onEdit={setEditing} />
      <PermissionModal
        permission={editing}
        canSave={editing === 'new' ? can('NEW') : canEdit}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void mutate();
        }}
      />
    </>
  );
}

interface MatrixTableProps {
  all: Permission[];
  error: ApiError | undefined;
  /** The matrix has come: its roles (the role columns) and permissions (the rows) are known together. */
  answered: boolean;
  mutate: KeyedMutator<Permission[]>;
  /** Opens the permission modal: a permission to edit, or 'new'. */
  onEdit(permission: Permission | 'new'): void;
}

function MatrixTable({ all, error, answered, mutate, onEdit }: MatrixTableProps) {
  const client = useApiClient();
  const toast = useToast();
  const { can } = usePermissions(PATH);
  const canEdit = hasGrant(usePermissionEntries(), PATH, 'EDIT');
  const username = useSnapshot(session).user?.username ?? 'anonymous';
  const list = useListState({ pageSize: 1000, defaultSort: { id: 'value', direction: 'asc' } });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const roles = useMemo(() => rolesOf(all), [all]);

  const filtered = useMemo(() => {
    const found = all.filter((row) => matches(row, list.search));
    const sort = list.sort;
    if (sort && FIXED.some((c) => c.id === sort.id)) {
      const key = sort.id as FixedKey;
      const factor = sort.direction === 'asc' ? 1 : -1;
      found.sort((a, b) => factor * String(a[key]).localeCompare(String(b[key])));
    }
    return found;
  }, [all, list.search, list.sort]);
  const pageRows = useMemo(
    () => filtered.slice(list.pageIndex * list.pageSize, (list.pageIndex + 1) * list.pageSize),
    [filtered, list.pageIndex, list.pageSize],
  );

  const replaceCell = useCallback(
    (permission: Permission, next: PermissionRoleCell) =>
      mutate(
        (current) =>
          current?.map((row) =>
            row.internalId === permission.internalId
              ? { ...row, roles: row.roles.map((cell) => (cell.externalId === next.externalId ? next : cell)) }
              : row,
          ),
        { revalidate: false },
      ),
    [mutate],
  );

  const change = useCallback(
    async (permission: Permission, cell: PermissionRoleCell, grant: boolean, unlock: boolean) => {
      if (!canEdit) {
        toast.show({ type: 'danger', message: MESSAGES.notPrivileged, durationMs: VALIDATION_TOAST_MS });
        return;
      }
      setPending((current) => new Set(current).add(cell.externalId));
      try {
        const call = grant ? client.grantRole<Partial<PermissionRoleCell>> : client.denyRole<Partial<PermissionRoleCell>>;
        const answer = await call(cell.externalId, unlock ? { unlock: true } : undefined);
        if (answer.success === false) throw new Error(answer.message || MESSAGES.notPrivileged);
        const result = answer.result && typeof answer.result === 'object' ? answer.result : {};
        await replaceCell(permission, { ...cell, granted: grant, status: unlock ? 'ACTIVE' : cell.status, ...result });
        if (unlock) toast.show({ type: 'success', message: `Unlocked ${permission.type} ${permission.value} for ${cell.roleIdentifier}.`, durationMs: SUCCESS_TOAST_MS });
      } catch (failure) {
        toast.show({ type: 'danger', message: failure instanceof Error ? failure.message : String(failure), durationMs: VALIDATION_TOAST_MS });
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(cell.externalId);
          return next;
        });
      }
    },
    [canEdit, client, replaceCell, toast],
  );

  const onToggle = useCallback((permission: Permission, cell: PermissionRoleCell) => void change(permission, cell, !cell.granted, false), [change]);
  const onUnlock = useCallback((permission: Permission, cell: PermissionRoleCell) => void change(permission, cell, cell.granted, true), [change]);

  const columns = useMemo<DataTableColumn<Permission>[]>(
    () => [
      ...FIXED.map(
        (column): DataTableColumn<Permission> => ({
          id: column.id,
          header: column.header,
          width: column.width,
          sortable: true,
          alwaysVisible: column.id === 'value',
          cell: (row) => row[column.id],
        }),
      ),
      ...roles.map(
        (role): DataTableColumn<Permission> => ({
          id: `role:${role.identifier}`,
          header: <span title={role.name}>{role.identifier}</span>,
          // Room for the whole identifier (ROLE_TECHNICIAN) in the header's bold capitals.
          width: `minmax(${role.identifier.length + 4}ch, 0.7fr)`,
          align: 'end',
          cell: (row) => {
            const cell = row.roles.find((c) => c.roleIdentifier === role.identifier);
            return cell ? <PermissionCell permission={row} cell={cell} busy={pending.has(cell.externalId)} onToggle={onToggle} onUnlock={onUnlock} /> : null;
          },
        }),
      ),
      {
        id: 'actions',
        header: 'Actions',
        alwaysVisible: true,
        width: 'minmax(80px, 0.5fr)',
        cell: (row) => (
          <EntityActions entityLabel={`permission ${row.type} ${row.value}`} show={{ edit: can('EDIT') }} onEdit={() => onEdit(row)} />
        ),
      },
    ],
    [roles, pending, onToggle, onUnlock, can, onEdit],
  );

  const [visibleColumnIds, setVisibleColumnIds] = useColumnChoice(`equipdesk.columns.${username}.${PATH}`, columns);
  // The table is drawn once, with every column: fixed columns first and role columns a moment later made the
  // header jump under the pointer. Until then it is the kit's loading state; the toolbar (and a search typed
  // meanwhile) stays.
  const drawn = answered || error !== undefined;

  const onExport = useCallback(
    async (format: ExportFormat) => {
      try {
        await client.exportList(PATH, format, list.search ? { search: list.search } : {});
      } catch (failure) {
        console.error(`Export of permissions as ${format} failed`, failure);
        toast.show({ type: 'danger', message: failure instanceof Error ? failure.message : 'Export failed.', durationMs: VALIDATION_TOAST_MS });
      }
    },
    [client, list.search, toast],
  );

  return (
    <section aria-label={TITLE}>
      <ListingToolbar
        title={TITLE}
        headingAs="h1"
        total={filtered.length}
        pageIndex={list.pageIndex}
        pageSize={list.pageSize}
        onPageChange={list.setPageIndex}
        onPageSizeChange={list.setPageSize}
        search={list.search}
        onSearchChange={list.setSearch}
        onRefresh={() => void mutate()}
        onAdd={can('NEW') ? () => onEdit('new') : undefined}
        onExport={can('EXPORT') ? onExport : undefined}
        loading={!drawn}
        columnChoice={
          answered
            ? {
                columns: columns.map((c) => ({ id: c.id, header: c.header, alwaysVisible: c.alwaysVisible })),
                visible: visibleColumnIds,
                onChange: setVisibleColumnIds,
              }
            : undefined
        }
      />
      <DataTable<Permission>
        aria-label={TITLE}
        columns={drawn ? columns : NO_COLUMNS}
        rows={pageRows}
        getRowId={(row) => String(row.internalId)}
        getRowLabel={(row) => `${row.platform} ${row.context} ${row.type} ${row.value}`}
        onRowActivate={() => undefined}
        visibleColumnIds={visibleColumnIds}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={!drawn}
        loadingMessage="Loading permissions…"
        error={error ? error.message : undefined}
        emptyMessage={MESSAGES.noMatchingRecords}
      />
    </section>
  );
}
