/**
 * Accounts (spec 2 §2, §3, §5, §7): list, exists, saves and exports from the resource declaration
 * (the form's days and hours are stored as minutes); time zones, details, the account's users and
 * locations and the users allocation are by hand.
 */
import { isTimeZone } from '../resources/zones';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { COMMISSION_STATUSES, MESSAGES, MINUTES_PER_DAY, MINUTES_PER_HOUR, PENDING_FILTERS, accountFormSchema } from '@equipdesk/api-client/contract';
import type { Account, AccountFormOutput, AccountUser, ListResponse, Location, ResultResponse, SaveResponse, UserType, AccountDdItem } from '@equipdesk/api-client/contract';
import { isPrivilegedRole } from '@equipdesk/permissions';
import { z } from 'zod';
import { accounts, facilities, roles, userAccounts, users } from '../db/schema';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { HttpError, parseWith } from '../http/errors';
import { defineResource, type RequestContext } from '../resources/definition';
import { findItem, listConditions, readPage } from '../resources/listRead';
import { parseListQuery } from '../resources/listQuery';
import { inScope } from '../resources/items';
import { columnMap } from '../resources/columns';
import { inTransaction, type Db } from '../db/index';
import { accountCondition, facilityCondition, referencedRow, scopedRow, uuids } from './common';
import { locationResource } from './locations';
import { auditListReplaced } from '../audit/work';
import { ddlistOf, type DdOf } from '../resources/ddlist';

export const UNKNOWN_USERS = 'One of the selected users does not exist or is not active.';
export const ACCOUNT_USERS_SAVED = 'The account users were saved successfully.';

const facilityName = sql<string | null>`(select f.name from facilities f where f.external_id = accounts.facility_id)`;

const yesNo = (flag: boolean) => (flag ? 'YES' : 'NO');

const accountColumns = columnMap(
  accounts,
  {
    accountNo: { column: accounts.accountNo, header: 'Account No' },
    name: { column: accounts.name, header: 'Name', sorts: sql`lower(${accounts.name})` },
    timeZone: { column: accounts.timeZone, header: 'Time Zone' },
    facility: { column: accounts.facilityId, sorts: facilityName, shown: false },
    facilityName: { column: facilityName, header: 'Facility' },
    pmAlertsDurationMinutes: { column: accounts.pmAlertsDurationMinutes, header: 'PM Alerts (days)', cell: (minutes: number) => minutes / MINUTES_PER_DAY },
    visitTimeoutMinutes: { column: accounts.visitTimeoutMinutes, header: 'Visit Timeout (hours)', cell: (minutes: number) => minutes / MINUTES_PER_HOUR },
    standardTimeMinutes: { column: accounts.standardTimeMinutes, header: 'Standard Time (min)' },
    statTimeMinutes: { column: accounts.statTimeMinutes, header: 'STAT Time (min)' },
    sendLateOrderAlerts: { column: accounts.sendLateOrderAlerts, header: 'Late Order Alerts', cell: yesNo },
    sendDelayedOrderAlerts: { column: accounts.sendDelayedOrderAlerts, header: 'Delayed Order Alerts', cell: yesNo },
    moveAssets: { column: accounts.moveAssets, sorts: false, shown: false },
    moveLocations: { column: accounts.moveLocations, sorts: false, shown: false },
  },
  {
    list: ['facilityName', 'accountNo', 'name', 'pmAlertsDurationMinutes', 'visitTimeoutMinutes', 'standardTimeMinutes', 'statTimeMinutes', 'sendLateOrderAlerts', 'sendDelayedOrderAlerts', 'timeZone'],
    showsStatus: false,
  },
);

// The items the map builds are the contract's accounts (checked when compiled).
const _itemIsAccount = (item: ReturnType<typeof accountColumns.item>): Account => item;

/** The accounts holding at least one asset that matches (the export's extra filters, spec 2 §7). */
const withAssets = (condition: SQL): SQL =>
  sql`exists (select 1 from assets s where s.account_id = accounts.external_id and s.status <> 'REMOVED' and ${condition})`;
const valueList = (values: readonly string[]): SQL => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/** The IANA zones offered by the form, UTC first. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export async function accountValues(form: AccountFormOutput, ctx: RequestContext) {
  if (!isTimeZone(form.timeZone)) throw new HttpError(400, MESSAGES.accountTimeZone, [{ field: 'timeZone', message: MESSAGES.accountTimeZone }]);
  const facilityScope = await facilityCondition(ctx, facilities.externalId);
  await referencedRow(ctx.db, facilities, form.facility, facilityScope, 'facility', MESSAGES.accountFacilityRequired);
  return {
    accountNo: form.accountNo,
    name: form.name,
    timeZone: form.timeZone,
    facilityId: form.facility,
    pmAlertsDurationMinutes: Math.round(form.pmAlertsDurationDays * MINUTES_PER_DAY),
    visitTimeoutMinutes: Math.round(form.visitTimeoutHours * MINUTES_PER_HOUR),
    standardTimeMinutes: Math.round(form.standardTimeMinutes),
    statTimeMinutes: Math.round(form.statTimeMinutes),
    sendLateOrderAlerts: form.sendLateOrderAlerts,
    sendDelayedOrderAlerts: form.sendDelayedOrderAlerts,
    moveAssets: form.moveAssets,
    moveLocations: form.moveLocations,
  };
}

const unique = [{ field: 'accountNo', expression: accounts.accountNo, value: (f: AccountFormOutput) => f.accountNo, message: MESSAGES.accountExists }];
const scope = (ctx: RequestContext) => accountCondition(ctx, accounts.externalId);

const save = {
  schema: accountFormSchema,
  unique,
  values: (form: AccountFormOutput, ctx: RequestContext) => accountValues(form, ctx),
};

export const accountResource = defineResource({
  name: 'accounts',
  label: 'Account',
  table: accounts,
  fields: accountColumns.fields,
  toItems: accountColumns.toItems,
  columns: accountColumns.columns,
  search: accountColumns.search,
  sort: accountColumns.sort,
  defaultSort: { by: 'name', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(accounts.status, values) },
    facilities: { condition: (values) => inArray(accounts.facilityId, inScope(uuids(values))) },
    externalIds: { condition: (values) => inArray(accounts.externalId, inScope(uuids(values))) },
    contracts: { condition: (values) => withAssets(sql`s.contract_id in ${valueList(inScope(uuids(values)))}`) },
    models: { condition: (values) => withAssets(sql`s.model_id in ${valueList(inScope(uuids(values)))}`) },
    products: { condition: (values) => withAssets(sql`s.product_id in ${valueList(inScope(uuids(values)))}`) },
    utilizationStatuses: { condition: (values) => withAssets(sql`s.utilization_status in ${valueList(values)}`) },
    pending: { values: PENDING_FILTERS, condition: (values) => (values.includes('PENDING ONLY') ? withAssets(sql`s.pending`) : undefined) },
    commissionStatus: {
      values: COMMISSION_STATUSES,
      condition: (values) => {
        if (values[0] === 'COMMISSIONED') return withAssets(sql`s.commissioned`);
        if (values[0] === 'UNCOMMISSIONED') return withAssets(sql`not s.commissioned`);
        return undefined;
      },
    },
  },
  scope,
  // The compact list the console caches at sign-in (spec 1 §7), under the same scope.
  // Searched by name or number, narrowed to a facility. Still answered whole unasked: the console caches it at sign-in.
  ddlist: {
    ...(ddlistOf({ externalId: accounts.externalId, name: accounts.name, accountNo: accounts.accountNo, facility: accounts.facilityId, timeZone: accounts.timeZone, status: accounts.status }, [accounts.name]) satisfies DdOf<AccountDdItem>),
    search: [accounts.accountNo],
    filters: ['facilities'],
  },

  exists: { params: { accountNo: accounts.accountNo } },
  create: save,
  update: {
    ...save,
    schema: async (_body, ctx, existing) => {
      const visible = await scope(ctx);
      if (existing && visible) await scopedRow(ctx.db, accounts, existing.externalId, visible, 'Account');
      return accountFormSchema;
    },
  },
  export: accountColumns.export,
});

/** POST accounts/{id}/users: a bare list of user externalIds, or `{users: [...]}`. */
const accountUsersSchema = z
  .union([z.array(z.string()), z.object({ users: z.array(z.string()) }).transform((b) => b.users)])
  .transform((ids) => [...new Set(ids)]);

/** The users allocated to an account, as the Users tab lists them (role by name). */
export async function accountUsers(db: Db, accountId: string): Promise<AccountUser[]> {
  const rows = await db
    .select({ externalId: users.externalId, username: users.username, name: users.name, email: users.email, role: roles.name, type: users.type })
    .from(userAccounts)
    .innerJoin(users, eq(userAccounts.userId, users.externalId))
    .innerJoin(roles, eq(users.roleId, roles.externalId))
    .where(and(eq(userAccounts.accountId, accountId), ne(users.status, 'REMOVED')))
    .orderBy(asc(users.name), asc(users.username));
  return rows.map((r) => ({ ...r, type: r.type as UserType }));
}

/**
 * Sets who is allocated to the account: the listed users are kept or added (PRIMARY), the others
 * lose the account. Users of privileged roles see every account and are never stored: a request
 * naming them is answered without them. Unknown or inactive users refuse the whole request.
 */
async function allocateUsers(db: Db, accountId: string, ids: string[], audit: (tx: Db, before: string[], after: string[]) => Promise<void>): Promise<void> {
  const wanted = uuids(ids);
  if (wanted.length !== ids.length) throw new HttpError(400, UNKNOWN_USERS, [{ field: 'users', message: UNKNOWN_USERS }]);
  const found = wanted.length
    ? await db
        .select({ id: users.externalId, identifier: roles.identifier })
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.externalId))
        .where(and(inArray(users.externalId, wanted), eq(users.status, 'ACTIVE')))
    : [];
  if (found.length !== wanted.length) throw new HttpError(400, UNKNOWN_USERS, [{ field: 'users', message: UNKNOWN_USERS }]);
  const keep = found.filter((u) => !isPrivilegedRole(u.identifier)).map((u) => u.id);
  await inTransaction(db, async (tx) => {
    const current = await tx.select({ id: userAccounts.userId }).from(userAccounts).where(eq(userAccounts.accountId, accountId));
    const currentIds = new Set(current.map((c) => c.id));
    const drop = [...currentIds].filter((id) => !keep.includes(id));
    const add = keep.filter((id) => !currentIds.has(id));
    if (drop.length > 0) await tx.delete(userAccounts).where(and(eq(userAccounts.accountId, accountId), inArray(userAccounts.userId, drop)));
    if (add.length > 0) await tx.insert(userAccounts).values(add.map((userId) => ({ userId, accountId, allocationType: 'PRIMARY' })));
    await audit(tx, [...currentIds].sort(), [...currentIds].filter((id) => !drop.includes(id)).concat(add).sort());
  });
}

export function registerAccountRoutes(app: FastifyInstance): void {
  const context = (request: Parameters<typeof sessionOf>[0]): RequestContext => ({ db: app.db, session: sessionOf(request), now: app.now(), request });
  const accountOf = async (ctx: RequestContext, rawId: string) => scopedRow(ctx.db, accounts, rawId, await scope(ctx), 'Account');

  app.get(`${API_PREFIX}/accounts/timezones`, { config: { grant: 'any' } }, async (): Promise<ListResponse<string>> => {
    const items = timeZoneNames();
    return { success: true, count: items.length, items };
  });

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/accounts/:id/details`,
    { config: { grant: { area: 'accounts', action: 'EDIT' } } },
    async (request): Promise<ResultResponse<Account>> => {
      const ctx = context(request);
      const row = await accountOf(ctx, request.params.id);
      const item = await findItem(accountResource, ctx, eq(accounts.externalId, row.externalId));
      return { success: true, result: item! };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/accounts/:id/users`,
    { config: { grant: { area: 'accounts', action: 'EDIT' } } },
    async (request): Promise<ListResponse<AccountUser>> => {
      const ctx = context(request);
      const row = await accountOf(ctx, request.params.id);
      const items = await accountUsers(ctx.db, row.externalId);
      return { success: true, count: items.length, items };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${API_PREFIX}/accounts/:id/users`,
    { config: { grant: { area: 'accounts', type: 'EDIT' } } },
    async (request): Promise<SaveResponse<AccountUser[]>> => {
      const ctx = context(request);
      const row = await accountOf(ctx, request.params.id);
      if (row.status === 'REMOVED') throw new HttpError(400, 'Account is removed and cannot be edited.');
      const ids = parseWith(accountUsersSchema, request.body);
      const entity = { type: 'accounts', id: row.externalId, summary: `Users of account "${row.name}" saved` };
      await allocateUsers(ctx.db, row.externalId, ids, (tx, before, after) => auditListReplaced(tx, ctx, entity, 'users', before, after));
      return { applyStatus: 'OK', success: true, message: ACCOUNT_USERS_SAVED, result: await accountUsers(ctx.db, row.externalId) };
    },
  );

  // The wizard's Locations tab: the locations listing (paging, sort, search, filters) of one account.
  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/accounts/:id/locations`,
    { config: { grant: { area: 'accounts', action: 'EDIT' } } },
    async (request): Promise<ListResponse<Location>> => {
      const ctx = context(request);
      const row = await accountOf(ctx, request.params.id);
      const query = parseListQuery(locationResource, request.query);
      const where = and(await listConditions(locationResource, query, ctx), eq(locationResource.table.accountId, row.externalId));
      const [items, total] = await Promise.all([
        readPage(locationResource, ctx, where, query, query.pageIndex * query.pageSize, query.pageSize),
        ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(locationResource.table).where(where),
      ]);
      return { success: true, count: total[0]?.n ?? 0, items };
    },
  );
}
