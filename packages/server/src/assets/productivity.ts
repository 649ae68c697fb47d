/**
 * Assets' history and the productivity report (spec 3 §2.3 "history", §2.4, §7): GET assets/productivity/single
 * (with only `externalId`, one asset's history, newest first; with the report's filters, the report), its exports
 * and GET assets/productivity/types. Rows are listed through the resource layer's list reading, under the scope of
 * the account and facility each row was written for.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { MESSAGES, PRODUCTIVITY_CHANGE_TYPES } from '@equipdesk/api-client/contract';
import type { ListResponse, ProductivityChangeType, ProductivityRow } from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf, type StaticGrant } from '../auth/guard';
import { assetMutations, assets } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { parseQuery, text } from '../http/query';
import { iso } from '../resources/items';
import { exportPages } from '../resources/listExports';
import { listConditions, readMappedList } from '../resources/listRead';
import { listQuerySchema, parseListQuery, parseUuid, type ParsedListQuery } from '../resources/listQuery';
import type { ListShape, RequestContext } from '../resources/definition';
import { sendExport } from '../resources/exporting';
import { EXPORT_PARAMETERS, exportTimeZone } from '../resources/zones';
import { dateTimeColumn, dayColumn, type TabularColumn } from '../resources/tabular';
import { assetScope } from './resource';
import { accountOrFacilityScope } from '../resources/scope';

const m = assetMutations;

const fields = {
  externalId: m.externalId,
  serialNumber: m.serialNumber,
  modelCode: m.modelCode,
  modelDescription: m.modelDescription,
  startTimestamp: m.startTimestamp,
  stopTimestamp: m.stopTimestamp,
  module: m.module,
  changeStatus: m.changeStatus,
  newRfidValue: m.newRfidValue,
  changedBy: m.createdBy,
  newAccountNo: m.newAccountNo,
  oldAccountNo: m.oldAccountNo,
  newAccountName: m.newAccountName,
  oldAccountName: m.oldAccountName,
  newLocation: m.newLocation,
  oldLocation: m.oldLocation,
  newFacilityName: m.newFacilityName,
  oldFacilityName: m.oldFacilityName,
  newScannedBy: m.newScannedBy,
  oldScannedBy: m.oldScannedBy,
  newScannedTimestamp: m.newScannedTimestamp,
  oldScannedTimestamp: m.oldScannedTimestamp,
  newUtilizationStatus: m.newUtilizationStatus,
  oldUtilizationStatus: m.oldUtilizationStatus,
  newUtilizationCategory: m.newUtilizationCategory,
  oldUtilizationCategory: m.oldUtilizationCategory,
  newErpAccount: m.newErpAccount,
  oldErpAccount: m.oldErpAccount,
  newCustomerAssetNumber: m.newCustomerAssetNumber,
  oldCustomerAssetNumber: m.oldCustomerAssetNumber,
  newManufacturerSerialNumber: m.newManufacturerSerialNumber,
  oldManufacturerSerialNumber: m.oldManufacturerSerialNumber,
  newBusinessType: m.newBusinessType,
  oldBusinessType: m.oldBusinessType,
  newServiceType: m.newServiceType,
  oldServiceType: m.oldServiceType,
  newNotes: m.newNotes,
  oldNotes: m.oldNotes,
  newPreventiveMaintainenceDate: m.newPmDate,
  oldPreventiveMaintainenceDate: m.oldPmDate,
};
type Row = { [K in keyof typeof fields]: (typeof fields)[K]['_']['data'] | ((typeof fields)[K]['_']['notNull'] extends true ? never : null) };

function toRow(r: Row): ProductivityRow {
  return {
    ...r,
    modelCode: r.modelCode ?? '',
    startTimestamp: iso(r.startTimestamp),
    stopTimestamp: iso(r.stopTimestamp),
    newScannedTimestamp: iso(r.newScannedTimestamp),
    oldScannedTimestamp: iso(r.oldScannedTimestamp),
    newPreventiveMaintainenceDate: iso(r.newPreventiveMaintainenceDate),
    oldPreventiveMaintainenceDate: iso(r.oldPreventiveMaintainenceDate),
  };
}

/** Rows written for an account given to the caller or in a facility given to them; all for privileged callers. */
const mutationScope = accountOrFacilityScope(m.accountId, m.facilityId);

const CHANGE_TYPE_VALUES: readonly string[] = PRODUCTIVITY_CHANGE_TYPES.map((t) => t.value);

/** Every column of a row sorts: the report's headers are the row's keys. */
const sort = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'externalId')) as Record<string, (typeof fields)[keyof typeof fields]>;

export const productivityList: ListShape<ProductivityRow> = {
  table: m,
  fields,
  toItems: (rows: never[]) => (rows as Row[]).map(toRow),
  search: [m.serialNumber, m.modelCode, m.modelDescription, m.newAccountNo, m.newAccountName, m.newLocation, m.newFacilityName, m.newScannedBy, m.newCustomerAssetNumber, m.newManufacturerSerialNumber, m.newRfidValue, m.newNotes],
  sort,
  defaultSort: { by: 'startTimestamp', direction: 'desc' },
  filters: {
    facilities: m.facilityId,
    accounts: m.accountId,
    users: m.userId,
    models: m.modelId,
    utilizationStatuses: m.newUtilizationStatus,
    utilizationCategories: m.newUtilizationCategory,
    types: { values: CHANGE_TYPE_VALUES, condition: (values) => inArray(m.changeStatus, values) },
  },
  // History rows have no status of their own to filter on.
  hideRemoved: false,
  scope: mutationScope,
};

/**
 * `2026-11-25T14:00:00` (what the console sends: an ISO timestamp without its last five characters) is UTC; full
 * ISO-8601 date-times with a zone are taken as they say. Anything else is refused.
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function parseTimestamp(raw: string): { at: Date; wholeSeconds: boolean } | null {
  const match = TIMESTAMP.exec(raw);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00', fraction, zone] = match;
  const offset = zone === undefined || zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const millis = fraction ? fraction.slice(1, 4).padEnd(3, '0') : '000';
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${offset}`);
  if (Number.isNaN(at.getTime())) return null;
  // Date accepts 2026-02-30 as 2 March: the day must be a real day of its month.
  const local = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (local.getUTCMonth() !== Number(month) - 1 || local.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return { at, wholeSeconds: fraction === undefined };
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A `startTimestamp` / `endTimestamp` parameter (the productivity calls, the utilization trends); 400 when malformed. */
export function timestampParam(raw: Record<string, unknown>, name: 'startTimestamp' | 'endTimestamp'): { at: Date; wholeSeconds: boolean } | null {
  const value = single(raw[name]);
  if (value === undefined || value === '') return null;
  const parsed = typeof value === 'string' && value.length <= 40 ? parseTimestamp(value) : null;
  if (!parsed) throw new HttpError(400, MESSAGES.productivityTimestamp, [{ field: name, message: MESSAGES.productivityTimestamp }]);
  return parsed;
}

/** The last moment a parsed end takes in: an end given to the second takes in that whole second (23:59:59). */
export function inclusiveEnd(end: { at: Date; wholeSeconds: boolean }): Date {
  return end.wholeSeconds ? new Date(end.at.getTime() + 999) : end.at;
}

export interface TimeWindow {
  start: { at: Date; wholeSeconds: boolean } | null;
  end: { at: Date; wholeSeconds: boolean } | null;
}

/** `startTimestamp` and `endTimestamp` of a report's query, each optional; 400 when unreadable or start is after end. */
export function timeWindowOf(raw: Record<string, unknown>): TimeWindow {
  const start = timestampParam(raw, 'startTimestamp');
  const end = timestampParam(raw, 'endTimestamp');
  if (start && end && start.at > end.at) throw new HttpError(400, MESSAGES.productivityRange, [{ field: 'endTimestamp', message: MESSAGES.productivityRange }]);
  return { start, end };
}

export interface ProductivityRequest {
  query: ParsedListQuery;
  where: SQL | undefined;
}

/**
 * The query of the productivity calls (the report, an asset's history, their exports): the list's own, the time window
 * and the asset. Declared on the routes; a productivity export request's job reads its stored filters with it too.
 */
export const productivityQuery = listQuerySchema(productivityList, {
  startTimestamp: text('startTimestamp', 100).optional(),
  endTimestamp: text('endTimestamp', 100).optional(),
  externalId: text('externalId', 100).optional(),
});

/**
 * The query of a productivity call, checked in full before anything is read: paging, sort, filters, the time
 * window, and the asset (within the caller's scope: one outside it is not found).
 */
export async function productivityRequest(ctx: RequestContext, rawQuery: unknown): Promise<ProductivityRequest> {
  const values = parseQuery(productivityQuery, rawQuery);
  const query = parseListQuery(productivityList, values, productivityQuery);
  const { start, end } = timeWindowOf(values);
  const conditions: (SQL | undefined)[] = [await listConditions(productivityList, query, ctx)];
  if (start) conditions.push(gte(m.startTimestamp, start.at));
  if (end) conditions.push(lte(m.startTimestamp, inclusiveEnd(end)));
  const externalId = values.externalId;
  if (typeof externalId === 'string' && externalId !== '') {
    const id = parseUuid(externalId);
    const [asset] = id ? await ctx.db.select({ id: assets.externalId }).from(assets).where(and(eq(assets.externalId, id), await assetScope(ctx))).limit(1) : [];
    if (!asset) throw notFound('Asset was not found.');
    conditions.push(eq(m.assetId, asset.id));
  }
  return { query, where: and(...conditions.filter((c): c is SQL => c !== undefined)) };
}

/** The columns of the report's exports and of a productivity export request's workbook (exports/). */
export const PRODUCTIVITY_EXPORT_COLUMNS: readonly TabularColumn<ProductivityRow>[] = [
  { header: 'Account No', value: (r) => r.newAccountNo },
  { header: 'Account', value: (r) => r.newAccountName },
  { header: 'Model', value: (r) => r.modelCode },
  { header: 'Model Description', value: (r) => r.modelDescription },
  { header: 'Serial Number', value: (r) => r.serialNumber },
  dateTimeColumn('Start Time', (r) => r.startTimestamp),
  dateTimeColumn('Stop Time', (r) => r.stopTimestamp),
  { header: 'Module', value: (r) => r.module },
  { header: 'Location', value: (r) => r.newLocation },
  { header: 'Facility', value: (r) => r.newFacilityName },
  { header: 'Scanned By', value: (r) => r.newScannedBy },
  dateTimeColumn('Scanned Time', (r) => r.newScannedTimestamp),
  { header: 'Utilization Status', value: (r) => r.newUtilizationStatus },
  { header: 'Utilization Category', value: (r) => r.newUtilizationCategory },
  { header: 'ERP Account', value: (r) => r.newErpAccount },
  { header: 'Customer Asset No', value: (r) => r.newCustomerAssetNumber },
  { header: 'Optional Asset ID', value: (r) => r.newManufacturerSerialNumber },
  { header: 'Business Type', value: (r) => r.newBusinessType },
  { header: 'Service Type', value: (r) => r.newServiceType },
  { header: 'Notes', value: (r) => r.newNotes },
  dayColumn('PM Date', (r) => r.newPreventiveMaintainenceDate),
  { header: 'RFID', value: (r) => r.newRfidValue },
  { header: 'Change Status', value: (r) => r.changeStatus },
  { header: 'Changed By', value: (r) => r.changedBy ?? null },
  { header: 'Old Account No', value: (r) => r.oldAccountNo },
  { header: 'Old Account', value: (r) => r.oldAccountName },
  { header: 'Old Location', value: (r) => r.oldLocation },
  { header: 'Old Facility', value: (r) => r.oldFacilityName },
  { header: 'Old Scanned By', value: (r) => r.oldScannedBy },
  dateTimeColumn('Old Scanned Time', (r) => r.oldScannedTimestamp),
  { header: 'Old Utilization Status', value: (r) => r.oldUtilizationStatus },
  { header: 'Old Utilization Category', value: (r) => r.oldUtilizationCategory },
  { header: 'Old ERP Account', value: (r) => r.oldErpAccount },
  { header: 'Old Customer Asset No', value: (r) => r.oldCustomerAssetNumber },
  { header: 'Old Optional Asset ID', value: (r) => r.oldManufacturerSerialNumber },
  { header: 'Old Business Type', value: (r) => r.oldBusinessType },
  { header: 'Old Service Type', value: (r) => r.oldServiceType },
  { header: 'Old Notes', value: (r) => r.oldNotes },
  dayColumn('Old PM Date', (r) => r.oldPreventiveMaintainenceDate),
];

/** The report's exports: its query and the zone of the file's times. */
const productivityExportQuery = listQuerySchema(productivityList, {
  startTimestamp: text('startTimestamp', 100).optional(),
  endTimestamp: text('endTimestamp', 100).optional(),
  externalId: text('externalId', 100).optional(),
  ...EXPORT_PARAMETERS,
});

/**
 * Every row of a productivity query in its order, a batch at a time (the resource layer's `exportPages`): the
 * report's exports stream them, an export request's job writes them into its workbook.
 */
export function productivityPages(ctx: RequestContext, { query, where }: ProductivityRequest): Promise<AsyncIterable<ProductivityRow[]>> {
  return exportPages(productivityList, ctx, where, query);
}

/**
 * An asset's history (HISTORY on assets) and the productivity report (VIEW on reports/productivity) read the same
 * rows under the same scope, so either grant lists them; the report's export needs its EXPORT.
 */
export const PRODUCTIVITY_GRANT: StaticGrant = {
  anyOf: [
    { area: 'assets', action: 'HISTORY' },
    { area: 'reports/productivity', action: 'VIEW' },
    // The asset search form of the utilization trends lists an asset's utilization records from the same rows.
    { area: 'reports/asset-utilization-trends', action: 'VIEW' },
  ],
};
export const PRODUCTIVITY_EXPORT_GRANT: StaticGrant = { area: 'reports/productivity', action: 'EXPORT' };

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

export function registerProductivityRoutes(app: FastifyInstance): void {
  const base = `${API_PREFIX}/assets/productivity`;

  app.get(`${base}/types`, { config: { grant: 'any' } }, async (): Promise<ListResponse<ProductivityChangeType>> => ({
    success: true,
    count: PRODUCTIVITY_CHANGE_TYPES.length,
    items: PRODUCTIVITY_CHANGE_TYPES.map((t) => ({ name: t.name, value: t.value })),
  }));

  app.get(`${base}/single`, { schema: { querystring: productivityQuery }, config: { grant: PRODUCTIVITY_GRANT } }, async (request): Promise<ListResponse<ProductivityRow>> => {
    const ctx = contextOf(app, request);
    const { query, where } = await productivityRequest(ctx, request.query);
    return readMappedList(productivityList, ctx, where, query);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`${base}/export.${format}`, { schema: { querystring: productivityExportQuery }, config: { grant: PRODUCTIVITY_EXPORT_GRANT, exportStream: true } }, async (request, reply): Promise<FastifyReply> => {
      const ctx = contextOf(app, request);
      const { timeZone, ...report } = request.query as Record<string, unknown>;
      // As the resource layer's exports: everything the caller's input can fail on fails before the first byte, and
      // the export slot is taken before any of it is read.
      return sendExport(app, reply, format, async () => {
        const { query, where } = await productivityRequest(ctx, report);
        return {
          filename: `productivity-${ctx.now.toISOString().slice(0, 10)}.${format}`,
          sheet: 'Productivity',
          columns: PRODUCTIVITY_EXPORT_COLUMNS,
          pages: await productivityPages(ctx, { query, where }),
          timeZone: exportTimeZone({ timeZone }),
        };
      });
    });
  }
}
