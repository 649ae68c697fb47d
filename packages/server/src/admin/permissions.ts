/**
 * The permissions matrix (spec 1 §2 "Permissions", §5, §7): permission rows are a resource
 * declaration (id = internalId); the matrix read and the grant/deny toggles are written by hand.
 *
 * A cell whose status is INACTIVE is locked: POST roles/grant|deny/{cell} answers 400 with
 * MESSAGES.permissionCellLocked unless the body is `{unlock: true}`, which activates the cell and
 * applies the toggle in the same write.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES, permissionCellToggleSchema, permissionFormSchema } from '@equipdesk/api-client/contract';
import type {
  Permission,
  PermissionContext,
  PermissionFormInput,
  PermissionPlatform,
  PermissionRoleCell,
  PermissionType,
  ResultResponse,
} from '@equipdesk/api-client/contract';
import { inTransaction, type Db } from '../db/index';
import { permissions, rolePermissions, roles } from '../db/schema';
import { auditMatrixToggle } from '../audit/matrix';
import { actorOf } from '../audit/record';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { HttpError, notFound, parseWith } from '../http/errors';
import { defineResource, parseSerial, type RequestContext } from '../resources/definition';
import { parseUuid } from '../resources/listQuery';
import { asStatus, auditColumns, auditOf } from '../resources/items';
import type { TabularColumn } from '../resources/tabular';
import { keepingManagement } from './management';

export const PERMISSION_READ_ONLY = 'Permission platform, context, type and value are read-only once saved.';

/** The roles of the matrix columns, in a stable order. */
async function matrixRoles(db: Db) {
  return db
    .select({ externalId: roles.externalId, name: roles.name, identifier: roles.identifier })
    .from(roles)
    .where(ne(roles.status, 'REMOVED'))
    .orderBy(asc(roles.internalId));
}

function cellOf(c: typeof rolePermissions.$inferSelect, role: { name: string; identifier: string }): PermissionRoleCell {
  return {
    externalId: c.externalId,
    roleIdentifier: role.identifier,
    role: role.name,
    granted: c.granted,
    status: asStatus(c.status),
    ...auditOf(c),
  };
}

/** Fills in the `roles` cells of permission rows: one cell per matrix role. */
async function withCells(db: Db, rows: Omit<Permission, 'roles'>[], permissionIds: string[]): Promise<Permission[]> {
  if (rows.length === 0) return [];
  const columns = await matrixRoles(db);
  const roleById = new Map(columns.map((r) => [r.externalId, r]));
  const cells = await db
    .select()
    .from(rolePermissions)
    .where(inArray(rolePermissions.permissionId, permissionIds));
  const byPermission = new Map<string, Map<string, PermissionRoleCell>>();
  for (const c of cells) {
    const role = roleById.get(c.roleId);
    if (!role) continue;
    let m = byPermission.get(c.permissionId);
    if (!m) byPermission.set(c.permissionId, (m = new Map()));
    m.set(c.roleId, cellOf(c, role));
  }
  return rows.map((row, i) => {
    const m = byPermission.get(permissionIds[i]!);
    return { ...row, roles: columns.flatMap((r) => (m?.get(r.externalId) ? [m.get(r.externalId)!] : [])) };
  });
}

const permissionFields = {
  internalId: permissions.internalId,
  externalId: permissions.externalId,
  platform: permissions.platform,
  context: permissions.context,
  type: permissions.type,
  value: permissions.value,
  description: permissions.description,
  status: permissions.status,
  ...auditColumns(permissions),
};
type PermissionFieldRow = {
  internalId: number;
  externalId: string;
  platform: string;
  context: string;
  type: string;
  value: string;
  description: string;
  status: string;
  createdBy: string | null;
  createdTimestamp: Date;
  lastModifiedBy: string | null;
  lastModifiedTimestamp: Date;
};

async function toPermissions(db: Db, rows: PermissionFieldRow[]): Promise<Permission[]> {
  return withCells(
    db,
    rows.map((p) => ({
      internalId: p.internalId,
      externalId: p.externalId,
      platform: p.platform as PermissionPlatform,
      context: p.context as PermissionContext,
      type: p.type as PermissionType,
      value: p.value,
      description: p.description,
      ...auditOf(p),
    })),
    rows.map((p) => p.externalId),
  );
}

async function addMatrixRow(tx: Db, permissionId: string, ctx: RequestContext): Promise<void> {
  const columns = await tx.select({ id: roles.externalId }).from(roles);
  const who = ctx.session.user.username;
  if (columns.length === 0) return;
  await tx
    .insert(rolePermissions)
    .values(columns.map((r) => ({ roleId: r.id, permissionId, granted: false, createdBy: who, lastModifiedBy: who, createdTimestamp: ctx.now, lastModifiedTimestamp: ctx.now })))
    .onConflictDoNothing();
}

const combination = sql`${permissions.platform} || '/' || ${permissions.context} || '/' || ${permissions.type} || '/' || ${permissions.value}`;
const combinationOf = (f: PermissionFormInput): string => `${f.platform}/${f.context}/${f.type}/${f.value}`;
const uniqueCombination = [{ field: 'value', expression: combination, value: combinationOf, message: MESSAGES.permissionExists }];

const FIXED_EXPORT_COLUMNS: TabularColumn<Permission>[] = [
  { header: 'Platform', value: (p) => p.platform },
  { header: 'Context', value: (p) => p.context },
  { header: 'Type', value: (p) => p.type },
  { header: 'Value', value: (p) => p.value },
  { header: 'Description', value: (p) => p.description },
];

export const permissionResource = defineResource({
  name: 'permissions',
  label: 'Permission',
  table: permissions,
  id: { column: permissions.internalId, parse: parseSerial },
  fields: permissionFields,
  toItems: (rows, ctx) => toPermissions(ctx.db, rows),
  // The role columns show toggles, not text.
  columns: { platform: permissions.platform, context: permissions.context, type: permissions.type, value: permissions.value, description: permissions.description },
  search: [permissions.value, permissions.description, permissions.type],
  sort: {
    platform: permissions.platform,
    context: permissions.context,
    type: permissions.type,
    value: permissions.value,
    description: permissions.description,
    internalId: permissions.internalId,
  },
  defaultSort: { by: 'value', direction: 'asc' },
  filters: {
    statuses: permissions.status,
    platforms: permissions.platform,
    contexts: permissions.context,
    types: permissions.type,
  },
  pageSize: 1000,
  exists: { params: { value: permissions.value, context: permissions.context, type: permissions.type, platform: permissions.platform }, requireAll: true },
  create: {
    schema: permissionFormSchema,
    unique: uniqueCombination,
    values: (f: PermissionFormInput) => ({ platform: f.platform, context: f.context, type: f.type, value: f.value, description: f.description }),
    afterWrite: (tx, row, _form, ctx) => addMatrixRow(tx, row.externalId, ctx),
  },
  update: {
    schema: permissionFormSchema,
    values: (f: PermissionFormInput, _ctx, existing) => {
      if (existing && combinationOf(f) !== `${existing.platform}/${existing.context}/${existing.type}/${existing.value}`) {
        throw new HttpError(400, PERMISSION_READ_ONLY, [{ field: 'value', message: PERMISSION_READ_ONLY }]);
      }
      return { description: f.description };
    },
  },
  // The matrix has no row actions; cells are toggled instead.
  actions: false,
  export: async (ctx) => {
    const columns = await matrixRoles(ctx.db);
    // Headed as the matrix heads its columns: by the role's identifier.
    const roleColumns: TabularColumn<Permission>[] = columns.map((r) => ({
      header: r.identifier,
      value: (p) => {
        const cell = p.roles.find((c) => c.roleIdentifier === r.identifier);
        if (!cell) return null;
        return `${cell.granted ? 'GRANTED' : 'DENIED'}${cell.status === 'INACTIVE' ? ' (LOCKED)' : ''}`;
      },
    }));
    return [...FIXED_EXPORT_COLUMNS, ...roleColumns];
  },
});

/** GET permissions/list and the grant/deny toggles of the matrix. */
export function registerPermissionMatrix(app: FastifyInstance): void {
  app.get(`${API_PREFIX}/permissions/list`, { config: { grant: { area: 'permissions', action: 'VIEW' } } }, async (): Promise<ResultResponse<Permission[]> & { items: Permission[]; count: number }> => {
    const rows = await app.db
      .select(permissionFields)
      .from(permissions)
      .where(ne(permissions.status, 'REMOVED'))
      .orderBy(asc(permissions.value), asc(permissions.context), asc(permissions.type), asc(permissions.internalId));
    const items = await toPermissions(app.db, rows);
    // `result` for callers of the spec's shape, `items`/`count` for the listing kit.
    return { success: true, result: items, items, count: items.length };
  });

  for (const toggle of ['grant', 'deny'] as const) {
    app.post<{ Params: { cell: string } }>(
      `${API_PREFIX}/roles/${toggle}/:cell`,
      { config: { grant: { area: 'permissions', type: 'EDIT' } } },
      async (request): Promise<ResultResponse<PermissionRoleCell>> => {
        const session = sessionOf(request);
        const body = parseWith(permissionCellToggleSchema, request.body ?? {});
        const id = parseUuid(request.params.cell);
        if (!id) throw notFound('Permission entry was not found.');
        // The toggle, and the check that it leaves someone able to manage users and permissions, in one transaction.
        const { found, updated } = await inTransaction(app.db, async (tx) => {
          const [found] = await tx
            .select({ cell: rolePermissions, role: { name: roles.name, identifier: roles.identifier } })
            .from(rolePermissions)
            .innerJoin(roles, eq(rolePermissions.roleId, roles.externalId))
            .where(eq(rolePermissions.externalId, id))
            .limit(1);
          if (!found) throw notFound('Permission entry was not found.');
          if (found.cell.status !== 'ACTIVE' && body.unlock !== true) {
            throw new HttpError(400, MESSAGES.permissionCellLocked, [{ field: 'unlock', message: MESSAGES.permissionCellLocked }]);
          }
          const [updated] = await keepingManagement(tx, session.user.externalId, found.cell.roleId, () =>
            tx
              .update(rolePermissions)
              .set({
                granted: toggle === 'grant',
                status: 'ACTIVE',
                lastModifiedBy: session.user.username,
                lastModifiedTimestamp: app.now(),
              })
              .where(and(eq(rolePermissions.externalId, id)))
              .returning(),
          );
          await auditMatrixToggle(tx, actorOf(session, request), app.now(), found.role, found.cell, toggle === 'grant');
          return { found, updated };
        });
        const unlocking = found.cell.status !== 'ACTIVE';
        const cell = cellOf(updated!, found.role);
        const what = toggle === 'grant' ? 'granted' : 'denied';
        return { success: true, result: cell, message: `Permission ${what}${unlocking ? ' and unlocked' : ''} for ${found.role.name}.` };
      },
    );
  }
}
