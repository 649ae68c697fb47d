/**
 * Locations (spec 2 §2, §3, §5, §7): list, update, entity actions and exports come from the
 * resource declaration; the create (one location per name of a range such as `Bed 1-5`, all or
 * nothing), the barcode label and the par definition are by hand.
 *
 * Rules enforced here: the name is read-only once saved; hasRfidReaders is always false; a
 * sub-location's parent must be ACTIVE, not a BED, in the same account and not the location itself
 * or one of its own sub-locations.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import bwipjs from 'bwip-js/node';
import { DDLIST_PAGE_SIZE, MESSAGES, expandLocationNames, locationFormSchema, parDefinitionSchema } from '@equipdesk/api-client/contract';
import type { ListResponse, Location, LocationFormOutput, ParDefinition, ResultResponse, SaveResponse, LocationDdItem } from '@equipdesk/api-client/contract';
import { z } from 'zod';
import { inTransaction, type Db } from '../db/index';
import { accounts, locations, models, parDefinitions, parEntries } from '../db/schema';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { HttpError, parseWith } from '../http/errors';
import { defineResource, type RequestContext } from '../resources/definition';
import { findItem, readPage } from '../resources/listRead';
import type { ParsedListQuery } from '../resources/listQuery';
import { inScope } from '../resources/items';
import { columnMap } from '../resources/columns';
import { accountCondition, referencedRow, scopedRow, uuids } from './common';
import { lookup } from '../resources/shown';
import { auditCreated, auditListReplaced } from '../audit/work';
import { ddlistOf, type DdOf } from '../resources/ddlist';

export const LOCATION_NOT_ACTIVE = 'Only an ACTIVE location has a label or a par definition.';
export const PARENT_NOT_FOUND = 'The parent location was not found.';
export const PARENT_CYCLE = 'A location cannot be placed under itself or one of its own sub-locations.';
export const PAR_SAVED = 'The par definition was saved successfully.';

/** The type that takes no sub-locations (spec 2 §2). */
export const BED = 'BED';

/**
 * Served with the barcode: the SVG is an image, never a document that could run anything, even if
 * opened on its own. Inline styles only, no scripts, no fetches.
 */
export const BARCODE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const accountName = sql<string | null>`(select a.name from accounts a where a.external_id = locations.account_id)`;
const parentName = sql<string | null>`(select p.name from locations p where p.external_id = locations.parent_id)`;
const facilityName = sql<string | null>`(select f.name from facilities f where f.external_id = locations.facility_id)`;

const locationColumns = columnMap(
  locations,
  {
    name: { column: locations.name, header: 'Name', sorts: sql`lower(${locations.name})` },
    groupName: { column: locations.groupName, header: 'Group' },
    inventoryPowerLevel: { column: locations.inventoryPowerLevel, header: 'Power Level' },
    utilizationStatus: { column: locations.utilizationStatus, header: 'Utilization Status' },
    utilizationCategory: { column: locations.utilizationCategory, header: 'Utilization Category' },
    account: { column: locations.accountId, sorts: accountName, shown: false },
    accountName: { column: accountName, header: 'Account', shows: lookup(locations.accountId, accounts.externalId, accounts.name) },
    parent: { column: locations.parentId, sorts: parentName, shown: false },
    parentName: { column: parentName, header: 'Parent', shows: lookup(locations.parentId, locations.externalId, locations.name) },
    type: { column: locations.type, header: 'Type' },
    facility: { column: locations.facilityId, sorts: false, shown: false },
    facilityName: { column: facilityName, header: 'Facility', sorts: false, shown: false },
    hasRfidReaders: { column: locations.hasRfidReaders, sorts: false, shown: false },
  },
  { list: ['accountName', 'name', 'type', 'parentName', 'groupName', 'inventoryPowerLevel', 'utilizationStatus', 'utilizationCategory'], showsStatus: false },
);

// The items the map builds are the contract's locations (checked when compiled).
const _itemIsLocation = (item: ReturnType<typeof locationColumns.item>): Location => item;

const scope = (ctx: RequestContext) => accountCondition(ctx, locations.accountId);

type LocationRow = typeof locations.$inferSelect;

/** The parent rules of a sub-location (spec 2 §2 "add sub-location: only for ACTIVE ... not BED"). */
async function checkParent(db: Db, parentId: string, accountId: string, selfId: string | null): Promise<void> {
  const refuse = (message: string): never => {
    throw new HttpError(400, message, [{ field: 'parent', message }]);
  };
  const [parent] = uuids([parentId]).length
    ? await db.select().from(locations).where(eq(locations.externalId, parentId)).limit(1)
    : [];
  if (!parent || parent.status === 'REMOVED') return refuse(PARENT_NOT_FOUND);
  if (parent.status !== 'ACTIVE') refuse(MESSAGES.locationParentNotActive);
  if (parent.type === BED) refuse(MESSAGES.locationParentIsBed);
  if (parent.accountId !== accountId) refuse(MESSAGES.locationParentOtherAccount);
  if (selfId === null) return;
  // Walk up from the new parent: meeting the location itself would close a loop.
  let cursor: string | null = parent.externalId;
  for (let depth = 0; cursor !== null && depth < 100; depth += 1) {
    if (cursor === selfId) refuse(PARENT_CYCLE);
    const [up]: { parentId: string | null }[] = await db.select({ parentId: locations.parentId }).from(locations).where(eq(locations.externalId, cursor)).limit(1);
    cursor = up?.parentId ?? null;
  }
}

/** The columns of a create or update, after the account and parent checks (the form and the upload, uploads/locations.ts). */
export async function locationValues(form: LocationFormOutput, ctx: RequestContext, existing: LocationRow | null) {
  const account = await referencedRow(ctx.db, accounts, form.account, await accountCondition(ctx, accounts.externalId), 'account', MESSAGES.locationAccountRequired);
  const parentChanged = form.parent !== (existing?.parentId ?? null);
  if (form.parent !== null && (parentChanged || account.externalId !== existing?.accountId)) {
    await checkParent(ctx.db, form.parent, account.externalId, existing?.externalId ?? null);
  }
  return {
    type: form.type,
    groupName: form.groupName,
    inventoryPowerLevel: form.inventoryPowerLevel,
    utilizationStatus: form.utilizationStatus,
    utilizationCategory: form.utilizationCategory,
    accountId: account.externalId,
    facilityId: account.facilityId,
    parentId: form.parent,
    hasRfidReaders: false,
  };
}

/** On update the name is only compared with the saved one (it may be any saved name, range or not). */
const locationUpdateSchema = locationFormSchema.extend({ name: z.string().optional() });

export const locationResource = defineResource({
  name: 'locations',
  label: 'Location',
  table: locations,
  fields: locationColumns.fields,
  toItems: locationColumns.toItems,
  search: [locations.name, locations.groupName, locations.type],
  columns: locationColumns.columns,
  sort: locationColumns.sort,
  defaultSort: { by: 'name', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(locations.status, values) },
    facilities: { condition: (values) => inArray(locations.facilityId, inScope(uuids(values))) },
    accounts: { condition: (values) => inArray(locations.accountId, inScope(uuids(values))) },
    externalIds: { condition: (values) => inArray(locations.externalId, inScope(uuids(values))) },
    parents: { condition: (values) => inArray(locations.parentId, inScope(uuids(values))) },
    locationTypes: { condition: (values) => inArray(locations.type, values) },
    utilizationStatuses: { condition: (values) => inArray(locations.utilizationStatus, values) },
  },
  scope,
  // The compact list of the location pickers, under the same scope: searched, never whole (a network has tens of
  // thousands), narrowed to an account or facility.
  ddlist: {
    ...ddlistOf({
    externalId: locations.externalId,
    name: locations.name,
    type: locations.type,
    account: locations.accountId,
    facility: locations.facilityId,
    parent: locations.parentId,
    groupName: locations.groupName,
    // Named beside the location where "Room 101" is in many accounts (the orders' Location filter).
    accountName: sql<string | null>`(select a.name from accounts a where a.external_id = ${locations.accountId})`,
    status: locations.status,
  }, [locations.name]) satisfies DdOf<LocationDdItem>,
    paged: true,
    filters: ['accounts', 'facilities'],
  },

  update: {
    schema: async (body, ctx, existing) => {
      if (existing) {
        const visible = await scope(ctx);
        if (visible) await scopedRow(ctx.db, locations, existing.externalId, visible, 'Location');
        const name = (body as { name?: unknown } | null)?.name;
        if (typeof name === 'string' && name.trim() !== existing.name) {
          throw new HttpError(400, MESSAGES.locationNameReadOnly, [{ field: 'name', message: MESSAGES.locationNameReadOnly }]);
        }
      }
      return locationUpdateSchema;
    },
    values: (form, ctx, existing) => locationValues({ ...form, name: existing?.name ?? '' }, ctx, existing),
  },
  export: locationColumns.export,
});

/** Code 128 of the location's identifier (its externalId) as a standalone SVG. */
export function barcodeSvg(identifier: string): string {
  const svg = bwipjs.toSVG({ bcid: 'code128', text: identifier, scale: 2, height: 12, includetext: false, paddingwidth: 4, paddingheight: 2 });
  // bwip-js draws paths only; a script or an event handler here would mean a broken renderer.
  if (/<script|\son\w+\s*=|<foreignObject|javascript:/i.test(svg)) throw new Error('unexpected markup in a generated barcode');
  return svg;
}

async function parDefinitionOf(db: Db, locationId: string): Promise<ParDefinition> {
  const [definition] = await db.select().from(parDefinitions).where(eq(parDefinitions.locationId, locationId)).limit(1);
  if (!definition) return { location: locationId, notes: '', entries: [] };
  const entries = await db
    .select({ model: parEntries.modelId, modelCode: models.modelCode, modelDescription: models.modelDescription, min: parEntries.min, max: parEntries.max })
    .from(parEntries)
    .innerJoin(models, eq(parEntries.modelId, models.externalId))
    .where(eq(parEntries.parDefinitionId, definition.externalId))
    .orderBy(asc(models.modelCode));
  return {
    externalId: definition.externalId,
    location: locationId,
    notes: definition.notes ?? '',
    entries: entries.map((e) => ({ ...e, modelDescription: e.modelDescription ?? '' })),
  };
}

export function registerLocationRoutes(app: FastifyInstance): void {
  const context = (request: Parameters<typeof sessionOf>[0]): RequestContext => ({ db: app.db, session: sessionOf(request), now: app.now(), request });
  const locationOf = async (ctx: RequestContext, rawId: string) => scopedRow(ctx.db, locations, rawId, await scope(ctx), 'Location');
  const activeLocationOf = async (ctx: RequestContext, rawId: string) => {
    const row = await locationOf(ctx, rawId);
    if (row.status !== 'ACTIVE') throw new HttpError(400, LOCATION_NOT_ACTIVE);
    return row;
  };

  // PUT locations: one location per name of the range, all or nothing.
  app.put(`${API_PREFIX}/locations`, { config: { grant: { area: 'locations', action: 'NEW' } } }, async (request): Promise<SaveResponse<Location[]>> => {
    const ctx = context(request);
    const form = parseWith(locationFormSchema, request.body);
    const names = expandLocationNames(form.name);
    const values = await locationValues(form, ctx, null);
    const who = ctx.session.user.username;
    const created = await inTransaction(ctx.db, async (tx) => {
      const rows = await tx
        .insert(locations)
        .values(names.map((name) => ({ ...values, name, createdBy: who, lastModifiedBy: who, createdTimestamp: ctx.now, lastModifiedTimestamp: ctx.now })))
        .returning();
      await auditCreated(tx, ctx, 'locations', 'Location', rows);
      return rows.map((r) => r.externalId);
    });
    const query: ParsedListQuery = { pageIndex: 0, pageSize: created.length, sortBy: 'name', sortDirection: 'asc', search: '', filters: {} };
    const items = await readPage({ ...locationResource, sort: { name: locations.internalId } }, ctx, inArray(locations.externalId, created), query, 0, created.length);
    const message = items.length === 1 ? 'Location created successfully.' : `${items.length} locations created successfully.`;
    return { applyStatus: 'OK', success: true, message, result: items };
  });

  // GET locations/groups: the groups (patient care units) of the locations the user sees, for the assets' Patient Care
  // Unit filter; a few names where the locations themselves are tens of thousands (DECISIONS.md "Pickers at a million
  // assets").
  app.get(`${API_PREFIX}/locations/groups`, { config: { grant: 'any' } }, async (request): Promise<ListResponse<string>> => {
    const ctx = context(request);
    const rows = await ctx.db
      .selectDistinct({ group: locations.groupName })
      .from(locations)
      .where(and(ne(locations.status, 'REMOVED'), sql`${locations.groupName} <> ''`, await scope(ctx)))
      .orderBy(asc(locations.groupName))
      .limit(DDLIST_PAGE_SIZE);
    const items = rows.flatMap((r) => (r.group ? [r.group] : []));
    return { success: true, count: items.length, items };
  });

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/locations/:id`,
    { config: { grant: { area: 'locations', action: 'VIEW' } } },
    async (request): Promise<ResultResponse<Location>> => {
      const ctx = context(request);
      const row = await locationOf(ctx, request.params.id);
      return { success: true, result: (await findItem(locationResource, ctx, eq(locations.externalId, row.externalId)))! };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/locations/:id/barcode`,
    { config: { grant: { area: 'locations', action: 'PRINT' } } },
    async (request, reply) => {
      const row = await activeLocationOf(context(request), request.params.id);
      return reply
        .header('content-security-policy', BARCODE_CSP)
        .header('x-content-type-options', 'nosniff')
        .type('image/svg+xml; charset=utf-8')
        .send(barcodeSvg(row.externalId));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/locations/:id/par`,
    { config: { grant: { area: 'locations', action: 'EDIT' } } },
    async (request): Promise<ResultResponse<ParDefinition>> => {
      const ctx = context(request);
      const row = await activeLocationOf(ctx, request.params.id);
      return { success: true, result: await parDefinitionOf(ctx.db, row.externalId) };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${API_PREFIX}/locations/:id/par`,
    { config: { grant: { area: 'locations', type: 'EDIT' } } },
    async (request): Promise<SaveResponse<ParDefinition>> => {
      const ctx = context(request);
      const row = await activeLocationOf(ctx, request.params.id);
      const form = parseWith(parDefinitionSchema, request.body);
      const modelIds = uuids(form.entries.map((e) => e.model));
      const known = modelIds.length
        ? await ctx.db.select({ id: models.externalId }).from(models).where(and(inArray(models.externalId, modelIds), ne(models.status, 'REMOVED')))
        : [];
      const knownIds = new Set(known.map((k) => k.id));
      const unknown = form.entries.findIndex((e) => !knownIds.has(e.model));
      if (unknown >= 0) throw new HttpError(400, MESSAGES.parEntryModelUnknown, [{ field: `entries.${unknown}.model`, message: MESSAGES.parEntryModelUnknown }]);
      const who = ctx.session.user.username;
      const before = await parDefinitionOf(ctx.db, row.externalId);
      await inTransaction(ctx.db, async (tx) => {
        const [definition] = await tx
          .insert(parDefinitions)
          .values({ locationId: row.externalId, notes: form.notes, createdBy: who, lastModifiedBy: who, createdTimestamp: ctx.now, lastModifiedTimestamp: ctx.now })
          .onConflictDoUpdate({ target: parDefinitions.locationId, set: { notes: form.notes, lastModifiedBy: who, lastModifiedTimestamp: ctx.now } })
          .returning({ externalId: parDefinitions.externalId });
        await tx.delete(parEntries).where(eq(parEntries.parDefinitionId, definition!.externalId));
        await tx.insert(parEntries).values(form.entries.map((e) => ({ parDefinitionId: definition!.externalId, modelId: e.model, min: e.min, max: e.max })));
        const entity = { type: 'locations', id: row.externalId, summary: `Par levels of location "${row.name}" saved` };
        const parOf = (p: { notes?: string | null; entries: readonly { model: string; min: number; max: number }[] }) => ({
          notes: p.notes ?? '',
          entries: p.entries.map((e) => ({ model: e.model, min: e.min, max: e.max })).sort((a, b) => a.model.localeCompare(b.model)),
        });
        await auditListReplaced(tx, ctx, entity, 'par', parOf(before), parOf(form));
      });
      return { applyStatus: 'OK', success: true, message: PAR_SAVED, result: await parDefinitionOf(ctx.db, row.externalId) };
    },
  );
}
