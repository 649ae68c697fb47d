/**
 * Users (spec 1 §2, §3, §5, §7): the list, ddlist, exists, saves, entity actions and exports come
 * from the resource declaration here; mono, reset, assignables and the profile update are by hand
 * (userRoutes.ts).
 */
import { MESSAGES, USER_TYPES, userFlagLabels, userFormSchema } from '@equipdesk/api-client/contract';
import type { EntityStatus, User, UserDdItem, UserFormOutput, UserType } from '@equipdesk/api-client/contract';
import { isPrivilegedRole } from '@equipdesk/permissions';
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index';
import { accounts, enterprises, facilities, roles, userAccounts, userEnterprises, userFacilities, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { accountScope, facilityScope, userMayHaveSession } from '../auth/session';
import { HttpError } from '../http/errors';
import { revokeUserTokens } from '../auth/tokens';
import { parseUuid } from '../resources/listQuery';
import { defineResource, type RequestContext } from '../resources/definition';
import { userLinks } from '../audit/links';
import { asStatus, inScope } from '../resources/items';
import { columnMap, loaded, mapped } from '../resources/columns';
import { checkUserStatusChange, checkUserUpdate } from './management';
import { lookup } from '../resources/shown';

export const USERNAME_EXISTS = 'User already exists with this username.';
export const RESET_ONLY_ACTIVE = 'The password can be reset only for an active user.';
export const PASSWORD_RESET_DONE = 'The password was reset successfully.';
export const PROFILE_SAVED = 'Your profile was saved successfully.';
export const CURRENT_PASSWORD_WRONG = 'Current password is not correct.';
export const UNKNOWN_LINK = 'One of the selected enterprises, facilities or accounts does not exist.';

// Subqueries are written with explicit aliases: drizzle renders a column unqualified in a
// single-table select, and correlated names like external_id would bind to the inner table.
const roleName = sql<string>`(select r.name from roles r where r.external_id = users.role_id)`;
const roleIdentifier = sql<string>`(select r.identifier from roles r where r.external_id = users.role_id)`;
const enterpriseName = sql<string | null>`(select min(e.name) from user_enterprises ue join enterprises e on e.external_id = ue.enterprise_id where ue.user_id = users.external_id)`;

/** `(v1, v2, ...)` of bound parameters; an empty list matches nothing. */
const list = (values: readonly string[]): SQL => sql`(${sql.join(inScope(values).map((v) => sql`${v}`), sql`, `)})`;
const inFacilities = (ids: readonly string[]): SQL =>
  sql`(exists (select 1 from user_facilities uf where uf.user_id = users.external_id and uf.facility_id in ${list(ids)})
    or exists (select 1 from user_accounts ua join accounts a on a.external_id = ua.account_id where ua.user_id = users.external_id and a.facility_id in ${list(ids)}))`;
const inAccounts = (ids: readonly string[]): SQL =>
  sql`exists (select 1 from user_accounts ua where ua.user_id = users.external_id and ua.account_id in ${list(ids)})`;

/** Loads the links of a page of users in three queries, whatever the page size. */
async function linksOf(db: Db, rows: readonly { externalId: string }[]) {
  const ids = rows.map((r) => r.externalId);
  const [ents, facs, accs] = await Promise.all([
    db
      .select({ userId: userEnterprises.userId, id: userEnterprises.enterpriseId })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(userEnterprises.enterpriseId, enterprises.externalId))
      .where(inArray(userEnterprises.userId, ids))
      .orderBy(asc(enterprises.name)),
    db.select({ userId: userFacilities.userId, id: userFacilities.facilityId }).from(userFacilities).where(inArray(userFacilities.userId, ids)),
    db
      .select({ userId: userAccounts.userId, id: accounts.externalId, name: accounts.name, accountNo: accounts.accountNo, facility: facilities.name })
      .from(userAccounts)
      .innerJoin(accounts, eq(userAccounts.accountId, accounts.externalId))
      .innerJoin(facilities, eq(accounts.facilityId, facilities.externalId))
      .where(inArray(userAccounts.userId, ids))
      .orderBy(asc(accounts.name)),
  ]);
  const group = <T extends { userId: string }>(list: T[]): Map<string, T[]> => {
    const m = new Map<string, T[]>();
    for (const x of list) {
      const g = m.get(x.userId);
      if (g) g.push(x);
      else m.set(x.userId, [x]);
    }
    return m;
  };
  return { enterprises: group(ents), facilities: group(facs), accounts: group(accs) };
}

type UserLinks = Awaited<ReturnType<typeof linksOf>>;
/** The ids of a user's links of one kind, loaded for the page. */
const linkIds = (key: keyof UserLinks) => ({ column: loaded((row, links: UserLinks) => (links[key].get(row.externalId) ?? []).map((link) => link.id)), shown: false });
const flag = <C extends PgColumn>(column: C, header: string) => ({ column, header, sorts: false, shown: false });

/**
 * A user field by field (resources/columns.ts): the names of their role and first enterprise read with the row, their
 * enterprises, facilities and accounts loaded for a page.
 */
const userColumns = columnMap(
  users,
  {
    name: { column: users.name, header: 'Name', sorts: sql`lower(${users.name})` },
    username: { column: users.username, header: 'Username', shown: false },
    email: { column: users.email, header: 'Email' },
    role: { column: users.roleId, sorts: roleName, shows: lookup(users.roleId, roles.externalId, roles.name) },
    // The column as the contract's type (the form only saves these).
    type: { column: mapped(users.type, (type) => type as UserType), header: 'Type' },
    enterprises: linkIds('enterprises'),
    facilities: linkIds('facilities'),
    accounts: linkIds('accounts'),
    enabled: flag(users.enabled, 'Enabled'),
    accountNonExpired: flag(users.accountNonExpired, 'Account Not Expired'),
    accountNonLocked: flag(users.accountNonLocked, 'Unlocked'),
    credentialsNonExpired: flag(users.credentialsNonExpired, 'Credentials Not Expired'),
    status: { column: users.status, header: 'Status' },
    lastActivityTimestamp: { column: users.lastActivityTimestamp, header: 'Last Activity' },
    enterpriseName: {
      column: enterpriseName,
      header: 'Enterprise',
      shows: lookup(users.externalId, userEnterprises.userId, enterprises.name, sql`${userEnterprises} join ${enterprises} on ${enterprises.externalId} = ${userEnterprises.enterpriseId}`),
    },
    roleName: { column: roleName, header: 'Role', shown: false },
    roleIdentifier: { column: roleIdentifier, sorts: false, shown: false },
    accountRefs: {
      column: loaded((row, links: UserLinks) => (links.accounts.get(row.externalId) ?? []).map((a) => ({ externalId: a.id, name: a.name, accountNo: a.accountNo, facility: a.facility }))),
      shown: false,
    },
  },
  {
    list: ['enterpriseName', 'name', 'email', 'role', 'lastActivityTimestamp', 'type'],
    showsStatus: false,
    export: [
      'enterpriseName', 'name', 'username', 'email', 'roleName', 'lastActivityTimestamp', 'type', 'status',
      // The Flags column as the list reads it, then each flag on its own for a spreadsheet's filters.
      { header: 'Flags', value: (u) => userFlagLabels(u).join(', ') },
      'enabled', 'accountNonLocked', 'accountNonExpired', 'credentialsNonExpired',
      { header: 'Accounts', value: (u) => u.accountRefs.map((a) => `${a.name} (${a.accountNo})`).join('; ') },
    ],
    load: linksOf,
  },
);

// The items the map builds are the contract's users (checked when compiled).
const _itemIsUser = (item: ReturnType<typeof userColumns.item>): User => item;

/** Users who share a facility or an account with a non-privileged caller; everyone for the others. */
export async function userScope(ctx: { db: Db; session: RequestContext['session'] }): Promise<SQL | undefined> {
  if (ctx.session.privileged) return undefined;
  const [facs, accs] = await Promise.all([facilityScope(ctx.db, ctx.session), accountScope(ctx.db, ctx.session)]);
  return or(
    eq(users.externalId, ctx.session.user.externalId),
    sql`exists (select 1 from user_facilities uf where uf.user_id = users.external_id and uf.facility_id in ${list(facs ?? [])})`,
    inAccounts(accs ?? []),
  );
}

function validUuids(values: string[]): string[] {
  return values.flatMap((v) => (parseUuid(v) ? [v] : []));
}

async function countExisting(db: Db, column: PgColumn, table: PgTable, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: column }).from(table).where(inArray(column, ids));
  return rows.length;
}

/** The form schema depends on whether the chosen role is privileged (no facility/account minimum). */
async function userSchema(body: unknown, ctx: RequestContext, create: boolean) {
  const roleId = typeof (body as { role?: unknown } | null)?.role === 'string' ? (body as { role: string }).role : '';
  let privileged = false;
  if (parseUuid(roleId)) {
    const [role] = await ctx.db.select({ identifier: roles.identifier }).from(roles).where(eq(roles.externalId, roleId)).limit(1);
    privileged = role ? isPrivilegedRole(role.identifier) : false;
  }
  return userFormSchema({ create, privileged });
}

async function userValues(form: UserFormOutput, ctx: RequestContext, create: boolean) {
  const roleId = parseUuid(form.role);
  const [role] = roleId
    ? await ctx.db.select({ identifier: roles.identifier, status: roles.status }).from(roles).where(eq(roles.externalId, roleId)).limit(1)
    : [];
  if (!role || role.status === 'REMOVED') throw new HttpError(400, MESSAGES.userRoleRequired, [{ field: 'role', message: MESSAGES.userRoleRequired }]);
  const privileged = isPrivilegedRole(role.identifier);
  const ents = validUuids(form.enterprises);
  const facs = privileged ? [] : validUuids(form.facilities);
  const accs = privileged ? [] : validUuids(form.accounts);
  const found = await Promise.all([
    countExisting(ctx.db, enterprises.externalId, enterprises, ents),
    countExisting(ctx.db, facilities.externalId, facilities, facs),
    countExisting(ctx.db, accounts.externalId, accounts, accs),
  ]);
  const wanted = [new Set(form.enterprises).size, privileged ? 0 : new Set(form.facilities).size, privileged ? 0 : new Set(form.accounts).size];
  if (found.some((n, i) => n !== wanted[i])) throw new HttpError(400, UNKNOWN_LINK, [{ field: 'enterprises', message: UNKNOWN_LINK }]);
  return {
    name: form.name,
    username: form.username,
    email: form.email,
    roleId: roleId!,
    type: form.type,
    enabled: form.enabled,
    accountNonExpired: form.accountNonExpired,
    accountNonLocked: form.accountNonLocked,
    credentialsNonExpired: form.credentialsNonExpired,
    ...(create && form.password ? { passwordHash: await hashPassword(form.password) } : {}),
  };
}

/** Replaces the user's enterprise, facility and account links; privileged roles keep none of the last two. */
async function writeLinks(tx: Db, user: typeof users.$inferSelect, form: UserFormOutput): Promise<void> {
  const [role] = await tx.select({ identifier: roles.identifier }).from(roles).where(eq(roles.externalId, user.roleId)).limit(1);
  const privileged = role ? isPrivilegedRole(role.identifier) : false;
  const id = user.externalId;
  await tx.delete(userEnterprises).where(eq(userEnterprises.userId, id));
  await tx.delete(userFacilities).where(eq(userFacilities.userId, id));
  await tx.delete(userAccounts).where(eq(userAccounts.userId, id));
  const ents = [...new Set(form.enterprises)];
  if (ents.length > 0) await tx.insert(userEnterprises).values(ents.map((enterpriseId) => ({ userId: id, enterpriseId })));
  if (privileged) return;
  const facs = [...new Set(form.facilities)];
  const accs = [...new Set(form.accounts)];
  if (facs.length > 0) await tx.insert(userFacilities).values(facs.map((facilityId) => ({ userId: id, facilityId })));
  if (accs.length > 0) await tx.insert(userAccounts).values(accs.map((accountId) => ({ userId: id, accountId })));
}

const unique = [
  { field: 'email', expression: users.email, value: (f: UserFormOutput) => f.email, message: MESSAGES.emailExists },
  { field: 'username', expression: users.username, value: (f: UserFormOutput) => f.username, message: USERNAME_EXISTS },
];

export const userResource = defineResource({
  name: 'users',
  label: 'User',
  table: users,
  fields: userColumns.fields,
  toItems: userColumns.toItems,
  columns: userColumns.columns,
  search: [...userColumns.search, users.username],
  sort: userColumns.sort,
  defaultSort: { by: 'lastActivityTimestamp', direction: 'desc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(users.status, values) },
    // A user belongs to a facility directly or through one of its accounts.
    facilities: { condition: (values) => inFacilities(validUuids(values)) },
    accounts: { condition: (values) => inAccounts(validUuids(values)) },
    userTypes: { values: USER_TYPES, condition: (values) => inArray(users.type, values) },
    roles: { condition: (values) => inArray(users.roleId, inScope(validUuids(values))) },
  },
  defaultStatuses: ['ACTIVE'],
  scope: userScope,
  ddlist: {
    fields: { externalId: users.externalId, username: users.username, name: users.name, email: users.email, role: users.roleId, type: users.type, status: users.status },
    toItem: (r): UserDdItem => ({
      externalId: r.externalId,
      username: r.username,
      name: r.name,
      email: r.email,
      role: r.role,
      type: r.type as UserType,
      status: asStatus(r.status),
    }),
    sort: [users.name],
    // Searched by name, username or email; still answered whole unasked (the console caches it at sign-in).
    search: [users.username, users.email],
  },
  // The console's reference cache reads users/ddlist at sign-in: not scoped, like before the layer.
  grants: { ddlist: 'any' },
  exists: { params: { handle: [users.email, users.username], email: users.email, username: users.username } },
  create: {
    schema: (body, ctx) => userSchema(body, ctx, true),
    unique,
    values: (form: UserFormOutput, ctx) => userValues(form, ctx, true),
    afterWrite: (tx, row, form) => writeLinks(tx, row, form),
    links: userLinks,
  },
  update: {
    schema: (body, ctx) => userSchema(body, ctx, false),
    unique,
    values: (form: UserFormOutput, ctx) => userValues(form, ctx, false),
    afterWrite: async (tx, row, form, ctx, existing) => {
      await writeLinks(tx, row, form);
      if (existing) await checkUserUpdate(tx, ctx.session.user.externalId, existing, row);
      // Disabling, locking or expiring a user ends their sessions at once.
      if (!userMayHaveSession(row)) await revokeUserTokens(tx, row.externalId, ctx.now);
    },
    links: userLinks,
  },
  onStatusChange: async (ctx, row, status: EntityStatus) => {
    await checkUserStatusChange(ctx.db, ctx.session.user.externalId, row, status);
    if (status !== 'ACTIVE') await revokeUserTokens(ctx.db, row.externalId, ctx.now);
  },
  export: userColumns.export,
});
