/**
 * Visit definitions declared through the resource layer (spec 2 §2 "Visit Definitions", §3, §7 "Visits"): the list
 * with its filters (facility, account, user, location, status), search, sort and exports, saves (save.ts) and the
 * entity actions. A visit's tasks are in tasks.ts and routes.ts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { ENTITY_STATUSES } from '@equipdesk/api-client/contract';
import type { EntityStatus, VisitDefinition, VisitFrequency } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, locations, users, visitDefinitionLocations, visitDefinitions } from '../db/schema';
import { HttpError } from '../http/errors';
import { defineResource } from '../resources/definition';
import { parseUuid } from '../resources/listQuery';
import { auditFields, columnMap, loaded, mapped } from '../resources/columns';
import { visitSave } from './save';
import { dropFutureTasks, generateVisitTasks } from './tasks';
import { accountOrFacilityScope } from '../resources/scope';
import { lookup } from '../resources/shown';

/** The locations of some visits, by visit, in name order. */
export async function locationsOfVisits(db: Db, visitIds: readonly string[]): Promise<Map<string, { externalId: string; name: string }[]>> {
  const rows =
    visitIds.length === 0
      ? []
      : await db
          .select({ visitId: visitDefinitionLocations.visitId, externalId: locations.externalId, name: locations.name })
          .from(visitDefinitionLocations)
          .innerJoin(locations, eq(locations.externalId, visitDefinitionLocations.locationId))
          .where(inArray(visitDefinitionLocations.visitId, [...visitIds]))
          .orderBy(locations.name, locations.externalId);
  const byVisit = new Map<string, { externalId: string; name: string }[]>();
  for (const { visitId, ...location } of rows) byVisit.set(visitId, [...(byVisit.get(visitId) ?? []), location]);
  return byVisit;
}

/** Non-privileged users see the visits of their accounts and of the facilities given to them (as orders). */
export const visitScope = accountOrFacilityScope(visitDefinitions.accountId, visitDefinitions.facilityId);

/** Ids of a filter: anything but a uuid is a 400 (as the layer's column filters). */
function uuids(name: string, values: string[]): string[] {
  const bad = values.find((v) => parseUuid(v) === null);
  if (bad !== undefined) throw new HttpError(400, `${name} has an unknown value.`, [{ field: name, message: 'Unknown id.' }]);
  return values;
}

const accountName = sql<string | null>`(select a.name from accounts a where a.external_id = visit_definitions.account_id)`;
const executiveName = sql<string | null>`(select u.name from users u where u.external_id = visit_definitions.executive_id)`;
const executiveUsername = sql<string | null>`(select u.username from users u where u.external_id = visit_definitions.executive_id)`;

type LocationsByVisit = Awaited<ReturnType<typeof locationsOfVisits>>;

/**
 * A visit field by field (resources/columns.ts): the names of its account and executive read with it, its locations
 * loaded for a page in one query; the audit fields before the status, as the visit items always had them.
 */
const visitColumns = columnMap(
  visitDefinitions,
  {
    executive: { column: sql<string>`coalesce(${executiveUsername}, '')`, sorts: false, shown: false },
    executiveName: { column: executiveName, shows: lookup(visitDefinitions.executiveId, users.externalId, users.name) },
    name: { column: visitDefinitions.name, header: 'Visit Name' },
    facility: { column: visitDefinitions.facilityId, sorts: false, shown: false },
    account: { column: visitDefinitions.accountId, sorts: false, shown: false },
    accountName: { column: accountName, header: 'Account', shows: lookup(visitDefinitions.accountId, accounts.externalId, accounts.name) },
    locations: { column: loaded((row, byVisit: LocationsByVisit) => (byVisit.get(row.externalId) ?? []).map((l) => l.externalId)), shown: false },
    locationNames: {
      column: loaded((row, byVisit: LocationsByVisit) => (byVisit.get(row.externalId) ?? []).map((l) => l.name)),
      header: 'Locations',
      cell: (names: string[]) => names.join(', '),
      shows: lookup(
        visitDefinitions.externalId,
        visitDefinitionLocations.visitId,
        locations.name,
        sql`${visitDefinitionLocations} join ${locations} on ${locations.externalId} = ${visitDefinitionLocations.locationId}`,
      ),
    },
    // The column as the contract's type (the form only saves these).
    frequency: { column: mapped(visitDefinitions.frequency, (frequency) => frequency as VisitFrequency), header: 'Frequency' },
    startTimestamp: { column: visitDefinitions.startTimestamp, header: 'Start Time' },
    endTimestamp: { column: visitDefinitions.endTimestamp, header: 'End Time' },
    ...auditFields(visitDefinitions),
    status: { column: visitDefinitions.status, header: 'Status' },
  },
  {
    list: ['accountName', 'name', 'executiveName', 'locationNames', 'frequency', 'startTimestamp', 'endTimestamp'],
    showsStatus: false,
    export: ['accountName', 'name', { header: 'User', value: (v) => v.executiveName ?? v.executive }, 'locationNames', 'frequency', 'startTimestamp', 'endTimestamp', 'status'],
    load: (db, rows) =>
      locationsOfVisits(
        db,
        rows.map((r) => r.externalId),
      ),
  },
);

// The items the map builds are the contract's visits (checked when compiled).
const _itemIsVisit = (item: ReturnType<typeof visitColumns.item>): VisitDefinition => item;

export const visitResource = defineResource({
  name: 'visits',
  label: 'Visit',
  table: visitDefinitions,
  read: true,
  fields: visitColumns.fields,
  toItems: visitColumns.toItems,
  // The user column shows the executive's name, or the username without one: both are searched.
  search: [...visitColumns.search, executiveUsername],
  columns: visitColumns.columns,
  sort: visitColumns.sort,
  // Spec 2 §9: visits sort by createdTimestamp by default; newest first, as the other lists.
  defaultSort: { by: 'createdTimestamp', direction: 'desc' },
  filters: {
    statuses: { values: ENTITY_STATUSES, condition: (values) => inArray(visitDefinitions.status, values) },
    facilities: visitDefinitions.facilityId,
    accounts: visitDefinitions.accountId,
    users: visitDefinitions.executiveId,
    locations: {
      condition: (values) =>
        sql`exists (select 1 from visit_definition_locations vl where vl.visit_id = visit_definitions.external_id
          and vl.location_id = any(${sql.param(uuids('locations', values))}::uuid[]))`,
    },
  },
  defaultStatuses: ['ACTIVE'],
  scope: visitScope,
  create: visitSave,
  update: visitSave,
  // A visit taken out of service drops the pending tasks ahead of it; one put back gets its next tasks from now.
  onStatusChange: async (ctx, row, status: EntityStatus) => {
    if (status === 'ACTIVE') await generateVisitTasks(ctx.db, ctx.now, { visitIds: [row.externalId], from: ctx.now });
    else await dropFutureTasks(ctx.db, row.externalId, ctx.now);
  },
  export: visitColumns.export,
});
