/**
 * The stock status report (spec 2 §2 "Stock Status", §3 "Stock row", §7 "Stock"). GET stock/status answers a page of
 * rows: for each ACTIVE location in the caller's scope, one row per entry of its ACTIVE par definition (the model,
 * min, max and its stock), or one row of its whole stock when it has none. GET stock/details lists the assets behind
 * a row. Both count stock as the PAR alerts do (stock.ts). docs/DECISIONS.md "Stock status".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { STOCK_DETAILS_LIMIT, type ListResponse, type StockAsset, type StockRow } from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { rowsOf } from '../db/index';
import { locations } from '../db/schema';
import { HttpError } from '../http/errors';
import { containsPattern } from '../http/paging';
import { accountOrFacilityScope } from '../resources/scope';
import { listQuerySchema, parseListQuery, requireUuids, type QueryShape } from '../resources/listQuery';
import { text } from '../http/query';
import { stockAssets, stockQuantity } from './stock';

/** Both calls read under the report's page grant. */
const STOCK_GRANT = { area: 'reports/stock-status-report', action: 'VIEW' } as const;

/** A location is in scope by its account or facility, as every site-data row of a scoped user. */
const scope = accountOrFacilityScope(locations.accountId, locations.facilityId);

/**
 * The rows, before paging: `locations` (unaliased: the scope's columns name it) with its facility `f`, its ACTIVE par
 * definition's entries `pe` (none: one row with nulls) and their models `m`.
 */
const ROWS = sql`from locations
  join facilities f on f.external_id = locations.facility_id
  left join par_definitions pd on pd.location_id = locations.external_id and pd.status = 'ACTIVE'
  left join par_entries pe on pe.par_definition_id = pd.external_id
  left join models m on m.external_id = pe.model_id`;

const stock = sql<number>`case when pe.id is null then ${stockQuantity(sql`locations.external_id`)} else ${stockQuantity(sql`locations.external_id`, sql`pe.model_id`)} end`;

/** The listing's query: sort keys (every column), the two filters (ids: anything else is a 400). */
const shape: QueryShape = {
  table: locations,
  sort: {
    facilityName: sql`f.name`,
    locationName: sql`locations.name`,
    parDefined: sql`(pe.id is not null)`,
    modelCode: sql`m.model_code`,
    modelDescription: sql`m.model_description`,
    minQuantity: sql`pe.min`,
    maxQuantity: sql`pe.max`,
    stockQuantity: sql`stock_quantity`,
  },
  defaultSort: { by: 'facilityName', direction: 'asc' },
  filters: { facilities: locations.facilityId, locations: locations.externalId },
};

interface StockRowRecord extends Record<string, unknown> {
  facility_name: string;
  facility_uuid: string;
  location_name: string;
  location_uuid: string;
  model_code: string | null;
  model_uuid: string | null;
  model_description: string | null;
  min_quantity: number | null;
  max_quantity: number | null;
  stock_quantity: number;
}

interface StockAssetRecord extends Record<string, unknown> {
  external_id: string;
  serial_number: string;
  preventive_maintainence_date: Date | string | null;
  last_scanned_timestamp: Date | string | null;
  utilization_status: string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** One id parameter of the details call: required ones must be given, any given one must be an id. */
function idParameter(query: Record<string, unknown>, name: string, required: boolean): string | undefined {
  const raw = Array.isArray(query[name]) ? (query[name] as unknown[])[0] : query[name];
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw new HttpError(400, `${name} is required.`, [{ field: name, message: 'Required.' }]);
    return undefined;
  }
  return requireUuids(name, [typeof raw === 'string' ? raw : ''])[0];
}

/** The details call's query: the row's facility and location, and its model (each checked by `idParameter`). */
const DETAILS_QUERY = z.strictObject({
  facility: text('facility', 100).optional(),
  location: text('location', 100).optional(),
  model: text('model', 100).optional(),
});

export function registerStockRoutes(app: FastifyInstance): void {
  const config = { config: { grant: STOCK_GRANT } };

  async function where(request: FastifyRequest, ...more: (SQL | undefined)[]): Promise<SQL | undefined> {
    return and(sql`locations.status = 'ACTIVE'`, await scope({ db: app.db, session: sessionOf(request) }), ...more);
  }

  app.get(`${API_PREFIX}/stock/status`, { ...config, schema: { querystring: listQuerySchema(shape) } }, async (request): Promise<ListResponse<StockRow>> => {
    const query = parseListQuery(shape, request.query);
    const { facilities, locations: locationIds } = query.filters;
    const pattern = query.search ? containsPattern(query.search) : null;
    const condition = await where(
      request,
      facilities ? sql`locations.facility_id in (${sql.join(facilities.map((id) => sql`${id}::uuid`), sql`, `)})` : undefined,
      locationIds ? sql`locations.external_id in (${sql.join(locationIds.map((id) => sql`${id}::uuid`), sql`, `)})` : undefined,
      pattern
        ? sql`(f.name ilike ${pattern} or locations.name ilike ${pattern} or m.model_code ilike ${pattern} or m.model_description ilike ${pattern})`
        : undefined,
    );
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const key = shape.sort[query.sortBy] as SQL;
    const [counted] = rowsOf<{ count: number }>(await app.db.execute(sql`select count(*)::int as count ${ROWS} where ${condition}`));
    const page = rowsOf<StockRowRecord>(
      await app.db.execute(sql`select f.name as facility_name, f.external_id as facility_uuid, locations.name as location_name,
          locations.external_id as location_uuid, m.model_code, m.external_id as model_uuid, m.model_description,
          pe.min as min_quantity, pe.max as max_quantity, ${stock} as stock_quantity
        ${ROWS}
        where ${condition}
        order by ${key} ${direction} nulls last, f.name, locations.name, locations.external_id, m.model_code nulls first, pe.id
        limit ${query.pageSize} offset ${query.pageIndex * query.pageSize}`),
    );
    const items = page.map(
      (r): StockRow => ({
        facilityName: r.facility_name,
        facilityUuid: r.facility_uuid,
        locationName: r.location_name,
        locationUuid: r.location_uuid,
        parDefined: r.model_uuid !== null,
        modelCode: r.model_code,
        modelUuid: r.model_uuid,
        modelDescription: r.model_description,
        minQuantity: r.min_quantity,
        maxQuantity: r.max_quantity,
        stockQuantity: Number(r.stock_quantity),
      }),
    );
    return { success: true, count: counted?.count ?? 0, items };
  });

  app.get(`${API_PREFIX}/stock/details`, { ...config, schema: { querystring: DETAILS_QUERY } }, async (request): Promise<ListResponse<StockAsset>> => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const facility = idParameter(raw, 'facility', true)!;
    const location = idParameter(raw, 'location', true)!;
    const model = idParameter(raw, 'model', false);
    const [found] = rowsOf<{ id: string }>(
      await app.db.execute(sql`select locations.external_id as id from locations
        where ${await where(request, sql`locations.external_id = ${location}::uuid and locations.facility_id = ${facility}::uuid`)}`),
    );
    if (!found) throw new HttpError(404, 'Location was not found.');
    const inStock = stockAssets(sql`${location}::uuid`, model ? sql`${model}::uuid` : undefined);
    const [counted] = rowsOf<{ count: number }>(await app.db.execute(sql`select count(*)::int as count from assets s where ${inStock}`));
    const assets = rowsOf<StockAssetRecord>(
      await app.db.execute(sql`select s.external_id, s.serial_number, s.preventive_maintainence_date, s.last_scanned_timestamp, s.utilization_status
        from assets s where ${inStock} order by s.serial_number, s.external_id limit ${STOCK_DETAILS_LIMIT}`),
    );
    const items = assets.map(
      (a): StockAsset => ({
        externalId: a.external_id,
        serialNumber: a.serial_number,
        preventiveMaintainenceDate: iso(a.preventive_maintainence_date),
        lastScannedTimestamp: iso(a.last_scanned_timestamp),
        utilizationStatus: a.utilization_status,
      }),
    );
    return { success: true, count: counted?.count ?? 0, items };
  });
}
