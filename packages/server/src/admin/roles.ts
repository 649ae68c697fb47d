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
import { AUDIT_EXPORT_COLUMNS, asStatus, auditColumns, auditOf } from '../resources/items';
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

export const roleResource = defineResource({
  name: 'roles',
  label: 'Role',
  table: roles,
  read: true,
  fields: {
    id: roles.internalId,
    externalId: roles.externalId,
    name: roles.name,
    identifier: roles.identifier,
    status: roles.status,
    requireMfa: roles.requireMfa,
    ...auditColumns(roles),
  },
  toItems: (rows): Role[] =>
    rows.map((r) => ({ id: r.id, externalId: r.externalId, name: r.name, identifier: r.identifier, status: asStatus(r.status), requireMfa: r.requireMfa, ...auditOf(r) })),
  columns: {
    externalId: roles.externalId,
    identifier: roles.identifier,
    name: roles.name,
    createdBy: roles.createdBy,
    createdTimestamp: null,
    lastModifiedBy: roles.lastModifiedBy,
    lastModifiedTimestamp: null,
  },
  search: [roles.name, roles.identifier],
  sort: {
    id: roles.internalId,
    externalId: roles.externalId,
    name: sql`lower(${roles.name})`,
    identifier: roles.identifier,
    ...auditColumns(roles),
    status: roles.status,
  },
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
  export: [
    { header: 'UUID', value: (r: Role) => r.externalId },
    { header: 'Identifier', value: (r: Role) => r.identifier },
    { header: 'Name', value: (r: Role) => r.name },
    { header: 'Status', value: (r: Role) => r.status },
    { header: 'Requires Multi-Factor', value: (r: Role) => (r.requireMfa ? 'Yes' : 'No') },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});

export async function roleByExternalId(db: Db, externalId: string) {
  const [row] = await db.select().from(roles).where(eq(roles.externalId, externalId)).limit(1);
  return row;
}
