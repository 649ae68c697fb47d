/**
 * Visit definitions declared through the resource layer (spec 2 §2 "Visit Definitions", §3, §7 "Visits"): the list
 * with its filters (facility, account, user, location, status), search, sort and exports, saves (save.ts) and the
 * entity actions. A visit's tasks are in tasks.ts and routes.ts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { ENTITY_STATUSES } from '@equipdesk/api-client/contract';
import type { EntityStatus, VisitDefinition, VisitFormOutput, VisitFrequency } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, locations, users, visitDefinitionLocations, visitDefinitions } from '../db/schema';
import { HttpError } from '../http/errors';
import { defineResource } from '../resources/definition';
import { parseUuid } from '../resources/listQuery';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditColumns, auditOf, inScope, iso } from '../resources/items';
import { visitSave } from './save';
import { dropFutureTasks, generateVisitTasks } from './tasks';
import { accountOrFacilityScope } from '../resources/scope';
import { lookup } from '../resources/shown';
import { dateTimeColumn } from '../resources/tabular';

const visitFields = {
  externalId: visitDefinitions.externalId,
  name: visitDefinitions.name,
  executiveId: visitDefinitions.executiveId,
  facilityId: visitDefinitions.facilityId,
  accountId: visitDefinitions.accountId,
  frequency: visitDefinitions.frequency,
  startTimestamp: visitDefinitions.startTimestamp,
  endTimestamp: visitDefinitions.endTimestamp,
  status: visitDefinitions.status,
  ...auditColumns(visitDefinitions),
};
type VisitListRow = Pick<typeof visitDefinitions.$inferSelect, keyof typeof visitFields>;

const ids = (values: readonly string[]): string[] => [...new Set(values)];

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

/** A page of visits with the names of their account, executive and locations: one query per relation. */
async function toVisits(db: Db, rows: VisitListRow[]): Promise<VisitDefinition[]> {
  if (rows.length === 0) return [];
  const [accountRows, userRows, locationsBy] = await Promise.all([
    db.select({ externalId: accounts.externalId, name: accounts.name }).from(accounts).where(inArray(accounts.externalId, inScope(ids(rows.map((r) => r.accountId))))),
    db.select({ externalId: users.externalId, username: users.username, name: users.name }).from(users).where(inArray(users.externalId, inScope(ids(rows.map((r) => r.executiveId))))),
    locationsOfVisits(
      db,
      rows.map((r) => r.externalId),
    ),
  ]);
  const accountsBy = new Map(accountRows.map((a) => [a.externalId, a.name]));
  const usersBy = new Map(userRows.map((u) => [u.externalId, u]));
  return rows.map((v) => {
    const visitLocations = locationsBy.get(v.externalId) ?? [];
    return {
      externalId: v.externalId,
      executive: usersBy.get(v.executiveId)?.username ?? '',
      executiveName: usersBy.get(v.executiveId)?.name ?? null,
      name: v.name,
      facility: v.facilityId,
      account: v.accountId,
      accountName: accountsBy.get(v.accountId) ?? null,
      locations: visitLocations.map((l) => l.externalId),
      locationNames: visitLocations.map((l) => l.name),
      frequency: v.frequency as VisitFrequency,
      startTimestamp: v.startTimestamp.toISOString(),
      endTimestamp: iso(v.endTimestamp),
      ...auditOf(v),
      createdTimestamp: v.createdTimestamp.toISOString(),
      status: asStatus(v.status),
    };
  });
}

/** Non-privileged users see the visits of their accounts and of the facilities given to them (as orders). */
export const visitScope = accountOrFacilityScope(visitDefinitions.accountId, visitDefinitions.facilityId);

/** Ids of a filter: anything but a uuid is a 400 (as the layer's column filters). */
function uuids(name: string, values: string[]): string[] {
  const bad = values.find((v) => parseUuid(v) === null);
  if (bad !== undefined) throw new HttpError(400, `${name} has an unknown value.`, [{ field: name, message: 'Unknown id.' }]);
  return values;
}

const accountName = sql`(select a.name from accounts a where a.external_id = visit_definitions.account_id)`;
const executiveName = sql`(select u.name from users u where u.external_id = visit_definitions.executive_id)`;
const executiveUsername = sql`(select u.username from users u where u.external_id = visit_definitions.executive_id)`;

const locationsText = (v: VisitDefinition) => (v.locationNames ?? []).join(', ');

export const visitResource = defineResource<typeof visitDefinitions, typeof visitFields, VisitDefinition, VisitFormOutput>({
  name: 'visits',
  label: 'Visit',
  table: visitDefinitions,
  read: true,
  fields: visitFields,
  toItems: (rows, ctx) => toVisits(ctx.db, rows),
  // The user column shows the executive's name, or the username without one: both are searched.
  search: [visitDefinitions.name, visitDefinitions.frequency, executiveUsername],
  columns: {
    accountName: lookup(visitDefinitions.accountId, accounts.externalId, accounts.name),
    name: visitDefinitions.name,
    executiveName: lookup(visitDefinitions.executiveId, users.externalId, users.name),
    locationNames: lookup(
      visitDefinitions.externalId,
      visitDefinitionLocations.visitId,
      locations.name,
      sql`${visitDefinitionLocations} join ${locations} on ${locations.externalId} = ${visitDefinitionLocations.locationId}`,
    ),
    frequency: visitDefinitions.frequency,
    startTimestamp: null,
    endTimestamp: null,
  },
  sort: {
    createdTimestamp: visitDefinitions.createdTimestamp,
    name: visitDefinitions.name,
    frequency: visitDefinitions.frequency,
    startTimestamp: visitDefinitions.startTimestamp,
    endTimestamp: visitDefinitions.endTimestamp,
    status: visitDefinitions.status,
    lastModifiedTimestamp: visitDefinitions.lastModifiedTimestamp,
    accountName,
    executiveName,
  },
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
  export: [
    { header: 'Account', value: (v: VisitDefinition) => v.accountName ?? null },
    { header: 'Visit Name', value: (v: VisitDefinition) => v.name },
    { header: 'User', value: (v: VisitDefinition) => v.executiveName ?? v.executive },
    { header: 'Locations', value: locationsText },
    { header: 'Frequency', value: (v: VisitDefinition) => v.frequency },
    dateTimeColumn('Start Time', (v: VisitDefinition) => v.startTimestamp),
    dateTimeColumn('End Time', (v: VisitDefinition) => v.endTimestamp),
    { header: 'Status', value: (v: VisitDefinition) => v.status },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
