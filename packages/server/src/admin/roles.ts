/**
 * Roles (spec 1 §2, §5): a resource declaration; a new role gets a denied cell for every permission
 * so the matrix is complete. The identifier is read-only once saved.
 */
import { eq, ne, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, MESSAGES, roleFormSchema } from '@equipdesk/api-client/contract';
import type { Role, RoleDdItem, RoleForm } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { permissions, rolePermissions, roles } from '../db/schema';
import { HttpError } from '../http/errors';
import { defineResource, type RequestContext } from '../resources/definition';
import { columnMap } from '../resources/columns';
import { checkRoleStatusChange } from './management';
import { ddlistOf, type DdOf } from '../resources/ddlist';

export const ROLE_IDENTIFIER_READ_ONLY = 'Role identifier is read-only once saved.';

const unique = [
  { field: 'name', expression: roles.name, value: (f: RoleForm) => f.name, message: MESSAGES.roleNameExists },
  { field: 'identifier', expression: roles.identifier, value: (f: RoleForm) => f.identifier, message: MESSAGES.roleIdentifierExists },
];

async function addMatrixColumn(tx: Db, roleId: string, ctx: RequestContext): Promise<void> {
  const all = await tx.select({ id: permissions.externalId }).from(permissions).where(ne(permissions.status, 'REMOVED'));
  if (all.length === 0) return;
  const who = ctx.session.user.username;
  await tx
    .insert(rolePermissions)
    .values(all.map((p) => ({ roleId, permissionId: p.id, granted: false, createdBy: who, lastModifiedBy: who, createdTimestamp: ctx.now, lastModifiedTimestamp: ctx.now })))
    .onConflictDoNothing();
}

/** A role field by field (resources/columns.ts): the list shows who created and last modified it too. */
const roleColumns = columnMap(
  roles,
  {
    id: { column: roles.internalId, shown: false },
    externalId: { column: roles.externalId, header: 'UUID' },
    name: { column: roles.name, header: 'Name', sorts: sql`lower(${roles.name})` },
    identifier: { column: roles.identifier, header: 'Identifier' },
    status: { column: roles.status, header: 'Status' },
    requireMfa: { column: roles.requireMfa, header: 'Requires Multi-Factor', cell: (on: boolean) => (on ? 'Yes' : 'No'), sorts: false, shown: false },
  },
  { list: ['externalId', 'identifier', 'name'], showsStatus: false, showsAudit: true },
);

// The items the map builds are the contract's roles (checked when compiled).
const _itemIsRole = (item: ReturnType<typeof roleColumns.item>): Role => item;

export const roleResource = defineResource({
  name: 'roles',
  label: 'Role',
  table: roles,
  read: true,
  fields: roleColumns.fields,
  toItems: roleColumns.toItems,
  columns: roleColumns.columns,
  search: roleColumns.search,
  sort: roleColumns.sort,
  // spec 1 §2: the roles table sorts by name, descending.
  defaultSort: { by: 'name', direction: 'desc' },
  filters: { statuses: roles.status },
  pageSize: ADMIN_PAGE_SIZE,
  // Every signed-in user with a permission reads the roles into the reference cache at sign-in.
  grants: { list: 'any' },
  ddlist: ddlistOf({ externalId: roles.externalId, name: roles.name, identifier: roles.identifier, status: roles.status }, [roles.name]) satisfies DdOf<RoleDdItem>,

  exists: { params: { name: roles.name, identifier: roles.identifier } },
  create: {
    schema: roleFormSchema,
    unique,
    values: (form: RoleForm) => ({ name: form.name, identifier: form.identifier, requireMfa: form.requireMfa ?? false }),
    afterWrite: (tx, row, _form, ctx) => addMatrixColumn(tx, row.externalId, ctx),
  },
  update: {
    schema: roleFormSchema,
    unique: unique.slice(0, 1),
    values: (form: RoleForm, _ctx, existing) => {
      if (existing && form.identifier !== existing.identifier) {
        throw new HttpError(400, ROLE_IDENTIFIER_READ_ONLY, [{ field: 'identifier', message: ROLE_IDENTIFIER_READ_ONLY }]);
      }
      return { name: form.name, ...(form.requireMfa === undefined ? {} : { requireMfa: form.requireMfa }) };
    },
  },
  // Deactivating or removing a role must not take away the grants its users manage users and permissions with.
  onStatusChange: (ctx, row, status) => checkRoleStatusChange(ctx.db, ctx.session.user.externalId, row, status),
  export: roleColumns.export,
});

export async function roleByExternalId(db: Db, externalId: string) {
  const [row] = await db.select().from(roles).where(eq(roles.externalId, externalId)).limit(1);
  return row;
}
