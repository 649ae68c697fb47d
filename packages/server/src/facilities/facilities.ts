/**
 * Facilities (spec 2 §2, §3, §5, §7): list with the six counts, exists, saves and exports come from
 * the resource declaration (the ddlist is a reference list, see src/reference); GET facilities/{id}
 * and GET facilities/{id}/details are by hand.
 *
 * Rename rule: on POST facilities/{id} a changed name is refused unless the caller's role may
 * rename facilities (`canRenameFacility`: ROLE_ADMIN, ROLE_TECHNICIAN). The refusal is a 403 with
 * the usual `You are not privileged to perform this action` and a field error on `name` that says
 * what was refused, checked before any other rule so the answer does not depend on the new name.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, countDistinct, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FACILITY_TYPE, MESSAGES, facilityFormSchema } from '@equipdesk/api-client/contract';
import type { Facility, FacilityDetails, FacilityFormOutput, ResultResponse, FacilityDdItem } from '@equipdesk/api-client/contract';
import { canRenameFacility } from '@equipdesk/permissions';
import type { Db } from '../db/index';
import { accounts, contracts, enterprises, facilities, locations, userAccounts, userFacilities, users } from '../db/schema';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { defineResource, type RequestContext } from '../resources/definition';
import { findItem, readPage } from '../resources/listRead';
import type { ParsedListQuery } from '../resources/listQuery';
import { asStatus, inScope } from '../resources/items';
import { columnMap, loaded, mapped } from '../resources/columns';
import { facilityCondition, referencedRow, scopedRow, uuids } from './common';
import { accountResource } from './accounts';
import { contractResource } from './contracts';

const enterpriseName = sql<string | null>`(select e.name from enterprises e where e.external_id = facilities.enterprise_id)`;

type Counts = Pick<Facility, 'numLocations' | 'numSubLocations' | 'numUsers' | 'numZones' | 'numContracts' | 'numAccounts'>;
const NO_COUNTS: Counts = { numLocations: 0, numSubLocations: 0, numUsers: 0, numZones: 0, numContracts: 0, numAccounts: 0 };

/**
 * The counts of a page of facilities in four grouped queries, whatever the page size. REMOVED rows
 * are not counted. numLocations counts top-level locations, numSubLocations those with a parent,
 * numZones the locations of type ZONE; numUsers the users given the facility or one of its accounts.
 */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>(ids.map((id) => [id, { ...NO_COUNTS }]));
  if (ids.length === 0) return out;
  const viaFacility = db
    .select({ facilityId: userFacilities.facilityId, userId: userFacilities.userId })
    .from(userFacilities)
    .where(inArray(userFacilities.facilityId, ids));
  const viaAccount = db
    .select({ facilityId: accounts.facilityId, userId: userAccounts.userId })
    .from(userAccounts)
    .innerJoin(accounts, eq(userAccounts.accountId, accounts.externalId))
    .where(inArray(accounts.facilityId, ids));
  const links = viaFacility.union(viaAccount).as('links');
  const [locationCounts, accountCounts, contractCounts, userCounts] = await Promise.all([
    db
      .select({
        id: locations.facilityId,
        top: sql<number>`count(*) filter (where ${locations.parentId} is null)`.mapWith(Number),
        sub: sql<number>`count(*) filter (where ${locations.parentId} is not null)`.mapWith(Number),
        zones: sql<number>`count(*) filter (where ${locations.type} = 'ZONE')`.mapWith(Number),
      })
      .from(locations)
      .where(and(inArray(locations.facilityId, ids), ne(locations.status, 'REMOVED')))
      .groupBy(locations.facilityId),
    db
      .select({ id: accounts.facilityId, n: count() })
      .from(accounts)
      .where(and(inArray(accounts.facilityId, ids), ne(accounts.status, 'REMOVED')))
      .groupBy(accounts.facilityId),
    db
      .select({ id: contracts.facilityId, n: count() })
      .from(contracts)
      .where(and(inArray(contracts.facilityId, ids), ne(contracts.status, 'REMOVED')))
      .groupBy(contracts.facilityId),
    db
      .select({ id: links.facilityId, n: countDistinct(links.userId) })
      .from(links)
      .innerJoin(users, eq(users.externalId, links.userId))
      .where(ne(users.status, 'REMOVED'))
      .groupBy(links.facilityId),
  ]);
  for (const r of locationCounts) Object.assign(out.get(r.id) ?? {}, { numLocations: r.top, numSubLocations: r.sub, numZones: r.zones });
  for (const r of accountCounts) Object.assign(out.get(r.id) ?? {}, { numAccounts: Number(r.n) });
  for (const r of contractCounts) Object.assign(out.get(r.id) ?? {}, { numContracts: Number(r.n) });
  for (const r of userCounts) Object.assign(out.get(r.id) ?? {}, { numUsers: Number(r.n) });
  return out;
}

const scope = (ctx: RequestContext) => facilityCondition(ctx, facilities.externalId);

/** Correlated counts, used only to sort the grid by a count column. */
const countSort = (table: string, extra = ''): ReturnType<typeof sql> =>
  sql.raw(`(select count(*) from ${table} x where x.facility_id = facilities.external_id and x.status <> 'REMOVED'${extra})`);

async function facilityValues(form: FacilityFormOutput, ctx: RequestContext) {
  await referencedRow(ctx.db, enterprises, form.enterprise, undefined, 'enterprise', MESSAGES.facilityEnterpriseRequired);
  return { name: form.name, type: form.type, enterpriseId: form.enterprise };
}

const unique = [{ field: 'name', expression: facilities.name, value: (f: FacilityFormOutput) => f.name, message: MESSAGES.facilityExists }];

/** A count of the facility's, read for a page at once (`countsOf`). */
const counted = (key: keyof Counts, header: string, sorts?: SQL) => ({
  column: loaded((row, counts: Map<string, Counts>) => (counts.get(row.externalId) ?? NO_COUNTS)[key]),
  header,
  sorts,
});

/** A facility field by field (resources/columns.ts), its counts loaded for a page in four queries. */
const facilityColumns = columnMap(
  facilities,
  {
    name: { column: facilities.name, header: 'Name', sorts: sql`lower(${facilities.name})` },
    // An empty type reads as the default one.
    type: { column: mapped(facilities.type, (type) => type || DEFAULT_FACILITY_TYPE), header: 'Type' },
    enterprise: { column: facilities.enterpriseId, sorts: enterpriseName, shown: false },
    enterpriseName: { column: enterpriseName, header: 'Enterprise' },
    status: { column: facilities.status, header: 'Status' },
    numLocations: counted('numLocations', 'Locations', countSort('locations', ' and x.parent_id is null')),
    numSubLocations: counted('numSubLocations', 'Sub-locations', countSort('locations', ' and x.parent_id is not null')),
    numUsers: counted('numUsers', 'Users'),
    numZones: counted('numZones', 'Zones', countSort('locations', " and x.type = 'ZONE'")),
    numContracts: counted('numContracts', 'Contracts', countSort('contracts')),
    numAccounts: counted('numAccounts', 'Accounts', countSort('accounts')),
  },
  {
    list: ['enterpriseName', 'name', 'type', 'numLocations', 'numSubLocations', 'numUsers', 'numZones', 'numContracts', 'numAccounts'],
    showsStatus: false,
    load: (db, rows) => countsOf(db, rows.map((r) => r.externalId)),
  },
);

// The items the map builds are the contract's facilities (checked when compiled).
const _itemIsFacility = (item: ReturnType<typeof facilityColumns.item>): Facility => item;

export const facilityResource = defineResource({
  name: 'facilities',
  label: 'Facility',
  table: facilities,
  fields: facilityColumns.fields,
  toItems: facilityColumns.toItems,
  columns: facilityColumns.columns,
  search: facilityColumns.search,
  sort: facilityColumns.sort,
  defaultSort: { by: 'name', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(facilities.status, values) },
    externalIds: { condition: (values) => inArray(facilities.externalId, inScope(uuids(values))) },
    enterprises: { condition: (values) => inArray(facilities.enterpriseId, inScope(uuids(values))) },
  },
  scope,
  // The compact list the console caches at sign-in (spec 1 §7), under the same scope.
  ddlist: {
    fields: { externalId: facilities.externalId, name: facilities.name, type: facilities.type, enterprise: facilities.enterpriseId, status: facilities.status },
    toItem: (r): FacilityDdItem => ({ externalId: r.externalId, name: r.name, type: r.type || 'A2', enterprise: r.enterprise, status: asStatus(r.status) }),
    sort: [facilities.name],
  },
  exists: { params: { name: facilities.name } },
  create: {
    schema: facilityFormSchema,
    unique,
    values: (form: FacilityFormOutput, ctx) => facilityValues(form, ctx),
  },
  update: {
    schema: async (body, ctx, existing) => {
      if (existing) {
        const visible = await scope(ctx);
        if (visible) await scopedRow(ctx.db, facilities, existing.externalId, visible, 'Facility');
        const name = (body as { name?: unknown } | null)?.name;
        const renamed = typeof name === 'string' && name.trim() !== existing.name;
        if (renamed && !canRenameFacility(ctx.session.user.roleIdentifier)) {
          throw new HttpError(403, MESSAGES.notPrivileged, [{ field: 'name', message: MESSAGES.facilityRenameRefused }]);
        }
      }
      return facilityFormSchema;
    },
    unique,
    values: (form: FacilityFormOutput, ctx) => facilityValues(form, ctx),
  },
  export: facilityColumns.export,
});

/** Every row of a child listing of one facility (the wizard's tabs), REMOVED left out. */
function allOf(status: string[]): ParsedListQuery {
  return { pageIndex: 0, pageSize: 1000, sortBy: '', sortDirection: 'asc', search: '', filters: { statuses: status } };
}

export function registerFacilityRoutes(app: FastifyInstance): void {
  const context = (request: Parameters<typeof sessionOf>[0]): RequestContext => ({ db: app.db, session: sessionOf(request), now: app.now(), request });

  async function facilityItem(ctx: RequestContext, rawId: string): Promise<Facility> {
    const row = await scopedRow(ctx.db, facilities, rawId, await scope(ctx), 'Facility');
    const item = await findItem(facilityResource, ctx, eq(facilities.externalId, row.externalId));
    if (!item) throw new HttpError(404, 'Facility was not found.');
    return item;
  }

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/facilities/:id`,
    { config: { grant: { area: 'facilities', action: 'VIEW' } } },
    async (request): Promise<ResultResponse<Facility>> => ({ success: true, result: await facilityItem(context(request), request.params.id) }),
  );

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/facilities/:id/details`,
    { config: { grant: { area: 'facilities', action: 'EDIT' } } },
    async (request): Promise<ResultResponse<FacilityDetails>> => {
      const ctx = context(request);
      const facility = await facilityItem(ctx, request.params.id);
      const statuses = ['ACTIVE', 'INACTIVE'];
      const [accountItems, contractItems] = await Promise.all([
        readPage(
          { ...accountResource, sort: { name: sql`lower(${accounts.name})` }, defaultSort: { by: 'name', direction: 'asc' } },
          ctx,
          and(eq(accounts.facilityId, facility.externalId), inArray(accounts.status, statuses)),
          { ...allOf(statuses), sortBy: 'name' },
          0,
          1000,
        ),
        readPage(
          { ...contractResource, sort: { contractNo: contracts.contractNo }, defaultSort: { by: 'contractNo', direction: 'asc' } },
          ctx,
          and(eq(contracts.facilityId, facility.externalId), inArray(contracts.status, statuses)),
          { ...allOf(statuses), sortBy: 'contractNo' },
          0,
          1000,
        ),
      ]);
      return { success: true, result: { ...facility, accounts: accountItems, contracts: contractItems } };
    },
  );
}

