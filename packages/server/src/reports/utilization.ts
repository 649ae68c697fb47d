/**
 * The asset utilization metrics (spec 2 §2 "Asset Utilization Metrics", §7 "Utilization"): GET utilization (a page
 * of rows rolled up by the chosen fields), GET utilization/totals (the totals of that page's rows, joined by
 * identifier) and the streamed exports GET utilization/export.{csv|xlsx}, also at utilization.{csv|xlsx} (a metric
 * details view's `${detailsUri}.xlsx`). The query is the resource layer's: paging, sort keys, filters, search and
 * the caller's scope; the rows are a GROUP BY over utilization_metrics, which holds the finest grain.
 *
 * A row's population is its day, facility and rolled-up account, model, service and business type; its `identifier`
 * names that population and its total is the population's assets in every status and category (the stored `total`
 * of each finest population, counted once). Status and category are what a row measures, not its population: they
 * filter the matching assets, never the total (DECISIONS.md "Utilization metrics").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import {
  UTILIZATION_COLUMNS,
  UTILIZATION_ROLL_UP_FIELDS,
  utilizationPercentage,
  type ListResponse,
  type UtilizationColumnId,
  type UtilizationListRow,
  type UtilizationMetricRow,
  type UtilizationRollUpField,
  type UtilizationTotalRow,
} from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf, type StaticGrant } from '../auth/guard';
import { rowsOf } from '../db/index';
import { utilizationMetrics } from '../db/schema';
import { keptAnswer } from '../http/versions';
import { EXPORT_BATCH } from '../resources/listExports';
import type { ParsedListQuery } from '../resources/listQuery';
import type { RequestContext } from '../resources/definition';
import { exportLaneOf, sendExport } from '../resources/exporting';
import { exportTimeZone } from '../resources/zones';
import type { TabularColumn } from '../resources/tabular';
import { FINEST_POPULATION, POPULATION_FIELDS, UTILIZATION_EXPORT_QUERY, UTILIZATION_QUERY, utilizationRequest, type UtilizationRequest } from './utilizationQuery';

const u = utilizationMetrics;

const raw = (name: string) => sql.raw(`"${name}"`);

/** The identifier of a population: its day, facility and rolled-up fields, read from the columns of `from`. */
function identifierOf(rollUp: ReadonlySet<UtilizationRollUpField>, from: string): SQL {
  const parts = ['metric_date', 'facility_id', ...POPULATION_FIELDS.filter((f) => rollUp.has(f.field)).map((f) => f.column)];
  return sql.raw(`concat_ws('|', ${parts.map((c) => `coalesce("${from}"."${c}"::text, '')`).join(', ')})`);
}

/** The totals of the populations of `where`, by identifier (each finest population's total counted once). */
function totalsCte(req: UtilizationRequest, name: string, narrowTo?: string): SQL {
  const finest = FINEST_POPULATION.map((c) => raw(c));
  const narrow = narrowTo ? sql` and (${u.metricDate}, ${u.facilityId}) in (select "metric_date"::date, "facility_id" from ${raw(narrowTo)})` : sql``;
  return sql`${raw(`${name}_finest`)} as (
      select ${sql.join(finest, sql`, `)}, max(${u.total}) as "total" from ${u} where ${req.populationWhere ?? sql`true`}${narrow}
      group by ${sql.join(finest, sql`, `)}),
    ${raw(name)} as (select ${identifierOf(req.rollUp, `${name}_finest`)} as "identifier", sum("total")::int as "total" from ${raw(`${name}_finest`)} group by 1)`;
}

/** The sort key: over the grouped rows ("g"), the names joined for it and the totals ("t"); null sorts nothing. */
function sortKeyOf(key: UtilizationColumnId, rollUp: ReadonlySet<UtilizationRollUpField>): { key: SQL; join?: 'f' | 'a' | 'md' } | null {
  const rolled = (field: UtilizationRollUpField, column: string) => (rollUp.has(field) ? { key: sql.raw(`"g"."${column}"`) } : null);
  switch (key) {
    case 'metricDate':
      return { key: sql.raw('"g"."metric_date"') };
    case 'facilityName':
      return { key: sql.raw('"f"."name"'), join: 'f' };
    case 'accountName':
      return rollUp.has('accountName') ? { key: sql.raw('"a"."name"'), join: 'a' } : null;
    case 'modelCode':
      return rollUp.has('modelCode') ? { key: sql.raw('"md"."model_code"'), join: 'md' } : null;
    case 'serviceType':
      return rolled('serviceType', 'service_type');
    case 'businessType':
      return rolled('businessType', 'business_type');
    case 'utilizationStatus':
      return rolled('utilizationStatus', 'utilization_status');
    case 'utilizationCategory':
      return { key: sql.raw('"g"."utilization_category"') };
    case 'matching':
      return { key: sql.raw('"g"."matching"') };
    case 'total':
      return { key: sql.raw('"t"."total"') };
    case 'percentage':
      return { key: sql.raw('("g"."matching"::float8 / nullif("t"."total", 0))') };
  }
}

const JOINS = {
  f: 'join "facilities" "f" on "f"."external_id" = "{from}"."facility_id"',
  a: 'left join "accounts" "a" on "a"."external_id" = "{from}"."account_id"',
  md: 'left join "models" "md" on "md"."external_id" = "{from}"."model_id"',
} as const;
const joinOf = (name: keyof typeof JOINS, from: string) => sql.raw(JOINS[name].replaceAll('{from}', from));

const sortsByTotal = (query: ParsedListQuery): boolean => query.sortBy === 'total' || query.sortBy === 'percentage';

interface GroupedRow {
  identifier: string;
  metric_date: string;
  facility_name: string;
  account_name?: string | null;
  model_code?: string | null;
  service_type?: string | null;
  business_type?: string | null;
  utilization_status?: string | null;
  utilization_category: string | null;
  matching: number;
  total?: number | null;
  n: number | string;
}

/** The columns a roll-up groups by: day, facility, the rolled-up fields and the category. */
function groupColumns(rollUp: ReadonlySet<UtilizationRollUpField>): string[] {
  return [
    'metric_date',
    'facility_id',
    ...POPULATION_FIELDS.filter((f) => rollUp.has(f.field)).map((f) => f.column),
    ...(rollUp.has('utilizationStatus') ? ['utilization_status'] : []),
    'utilization_category',
  ];
}

/**
 * One page of rows in the query's order, each with the number of rows in all; with `totals`, each row carries its
 * population's total (read for the page's days and facilities only). Only the sort key's names are joined before the
 * page is cut; the identifier and the other names are made for the page's rows alone.
 */
async function readRows(ctx: RequestContext, req: UtilizationRequest, window: { offset: number; limit: number }, totals: boolean): Promise<GroupedRow[]> {
  const { rollUp, query } = req;
  const columns = groupColumns(rollUp);
  const grouped = sql.join(columns.map((c) => raw(c)), sql`, `);
  const allTotals = sortsByTotal(query);
  const pageTotals = totals && !allTotals;
  const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
  const sortKey = sortKeyOf(query.sortBy as UtilizationColumnId, rollUp);
  // Ties in a fixed order, newest day first: the group's columns name a row, so pages never overlap.
  const ties = (from: string) => sql.raw(columns.map((c) => `"${from}"."${c}" ${c === 'metric_date' ? 'desc' : 'asc'} nulls last`).join(', '));
  const keyOrder = (key: SQL) => sql`${key} ${sql.raw(direction)} nulls last`;
  const names = sql.join(
    [
      sql.raw('"f"."name" as "facility_name"'),
      ...(rollUp.has('accountName') ? [sql.raw('"a"."name" as "account_name"')] : []),
      ...(rollUp.has('modelCode') ? [sql.raw('"md"."model_code" as "model_code"')] : []),
    ],
    sql`, `,
  );
  const statement = sql`with "g" as (
      select ${grouped}, sum(${u.matching})::int as "matching" from ${u} where ${req.where ?? sql`true`} group by ${grouped})
    ${allTotals ? sql`, ${totalsCte(req, 't')}` : sql``},
    "page" as (
      select "g".*, ${sortKey?.key ?? sql`null`} as "k", count(*) over () as "n"${allTotals ? sql`, "t"."total"` : sql``}
      from "g" ${sortKey?.join ? joinOf(sortKey.join, 'g') : sql``}
      ${allTotals ? sql`left join "t" on "t"."identifier" = ${identifierOf(rollUp, 'g')}` : sql``}
      order by ${sortKey ? sql`${keyOrder(sortKey.key)}, ` : sql``}${ties('g')} limit ${window.limit} offset ${window.offset})
    ${pageTotals ? sql`, ${totalsCte(req, 'pt', 'page')}` : sql``}
    select ${identifierOf(rollUp, 'page')} as "identifier", "page"."metric_date"::text as "metric_date", ${names},
      ${sql.raw(columns.filter((c) => c !== 'metric_date').map((c) => `"page"."${c}", `).join(''))}"page"."matching", "page"."n"${
        allTotals ? sql`, "page"."total"` : pageTotals ? sql`, "pt"."total"` : sql``
      }
    from "page" ${joinOf('f', 'page')} ${rollUp.has('accountName') ? joinOf('a', 'page') : sql``} ${rollUp.has('modelCode') ? joinOf('md', 'page') : sql``}
    ${pageTotals ? sql`left join "pt" on "pt"."identifier" = ${identifierOf(rollUp, 'page')}` : sql``}
    order by ${sortKey ? sql`${keyOrder(sql.raw('"page"."k"'))}, ` : sql``}${ties('page')}`;
  if (!allTotals && !pageTotals) return rowsOf<GroupedRow>(await ctx.db.execute(statement));
  // Past the rows it expects, PostgreSQL reckons a page of one row and would look each page row up in every metric
  // row (nested loops: 20 s for the second 10,000 of an export instead of 2); the totals are joined by hashing.
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    return rowsOf<GroupedRow>(await tx.execute(statement));
  });
}

/** The number of rows when the page is past the end and has no row to carry it. */
async function countRows(ctx: RequestContext, req: UtilizationRequest): Promise<number> {
  const grouped = sql.join(groupColumns(req.rollUp).map((c) => raw(c)), sql`, `);
  const [row] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as "n" from (select 1 from ${u} where ${req.where ?? sql`true`} group by ${grouped}) as "g"`));
  return Number(row?.n ?? 0);
}

function toRow(row: GroupedRow, rollUp: ReadonlySet<UtilizationRollUpField>): UtilizationMetricRow {
  const out: UtilizationMetricRow = {
    identifier: row.identifier,
    metricDate: row.metric_date,
    facilityName: row.facility_name,
    utilizationCategory: row.utilization_category,
    matching: Number(row.matching),
  };
  if (rollUp.has('accountName')) out.accountName = row.account_name ?? null;
  if (rollUp.has('modelCode')) out.modelCode = row.model_code ?? null;
  if (rollUp.has('serviceType')) out.serviceType = row.service_type ?? null;
  if (rollUp.has('businessType')) out.businessType = row.business_type ?? null;
  if (rollUp.has('utilizationStatus')) out.utilizationStatus = row.utilization_status ?? null;
  return out;
}

const pageOf = (query: ParsedListQuery) => ({ offset: query.pageIndex * query.pageSize, limit: query.pageSize });

/** GET utilization: one page of rolled-up rows and the number of rows in all. */
async function utilizationRows(ctx: RequestContext, req: UtilizationRequest): Promise<ListResponse<UtilizationMetricRow>> {
  const rows = await readRows(ctx, req, pageOf(req.query), false);
  const count = rows[0] ? Number(rows[0].n) : await countRows(ctx, req);
  return { success: true, count, items: rows.map((r) => toRow(r, req.rollUp)) };
}

/** GET utilization/totals: the totals of the populations of the same page's rows, once per identifier. */
async function utilizationTotals(ctx: RequestContext, req: UtilizationRequest): Promise<ListResponse<UtilizationTotalRow>> {
  const rows = await readRows(ctx, req, pageOf(req.query), true);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.identifier, Number(row.total ?? 0));
  const items = [...totals].map(([identifier, total]) => ({ identifier, total }));
  return { success: true, count: items.length, items };
}

/** The columns of an export: Date, Facility, the rolled-up fields, Util. Category, Total, Matching, Percentage. */
function utilizationExportColumns(rollUp: ReadonlySet<UtilizationRollUpField>): TabularColumn<UtilizationListRow>[] {
  const optional = new Set<string>(UTILIZATION_ROLL_UP_FIELDS);
  return UTILIZATION_COLUMNS.filter((c) => !optional.has(c.id) || rollUp.has(c.id as UtilizationRollUpField)).map((c) => ({
    header: c.header,
    value: (row: UtilizationListRow) => row[c.id as keyof UtilizationListRow] as string | number | null | undefined,
    // The metric's day (`2026-11-25`) is a date cell of that day.
    ...(c.id === 'metricDate' ? { kind: 'date' as const } : {}),
  }));
}

/**
 * Rows an export reads per statement. Each statement groups every matching row again before it cuts its batch (group
 * rows have no id to page by), so batches are large: a year of demo metrics is a handful of statements, each holding
 * a few MB.
 */
const EXPORT_GROUPS = 10 * EXPORT_BATCH;

/** Every row of a metrics query in its order with its total and percentage, a batch at a time; the first batch is read at once. */
async function utilizationPages(ctx: RequestContext, req: UtilizationRequest): Promise<AsyncIterable<UtilizationListRow[]>> {
  async function batch(offset: number): Promise<UtilizationListRow[]> {
    const rows = await exportLaneOf(ctx.db).run(() => readRows(ctx, req, { offset, limit: EXPORT_GROUPS }, true));
    return rows.map((r) => {
      const total = r.total === null || r.total === undefined ? null : Number(r.total);
      return { ...toRow(r, req.rollUp), total, percentage: utilizationPercentage(Number(r.matching), total) };
    });
  }
  const first = await batch(0);
  return {
    async *[Symbol.asyncIterator]() {
      let page = first;
      for (let offset = 0; page.length > 0; ) {
        yield page;
        if (page.length < EXPORT_GROUPS) return;
        offset += EXPORT_GROUPS;
        page = await batch(offset);
      }
    },
  };
}

export const UTILIZATION_VIEW_GRANT: StaticGrant = { area: 'reports/utilization', action: 'VIEW' };
const UTILIZATION_EXPORT_GRANT: StaticGrant = { area: 'reports/utilization', action: 'EXPORT' };

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

export function registerUtilizationRoutes(app: FastifyInstance): void {
  const base = `${API_PREFIX}/utilization`;

  // Both calls are asked for together with the same query; each answer is kept like a list page's.
  for (const [path, read] of [
    [base, utilizationRows],
    [`${base}/totals`, utilizationTotals],
  ] as const) {
    app.get(path, { schema: { querystring: UTILIZATION_QUERY }, config: { grant: UTILIZATION_VIEW_GRANT } }, async (request, reply): Promise<FastifyReply> => {
      const ctx = contextOf(app, request);
      const req = await utilizationRequest(ctx, request.query);
      const answer = await keptAnswer(app, request.versions, `${request.url}#${ctx.session.user.externalId}`, async () => JSON.stringify(await read(ctx, req)), app.settings.keepAnswers);
      return reply.type('application/json; charset=utf-8').send(answer);
    });
  }

  // `utilization/export.{format}` as every list's export; `utilization.{format}` as a metric details view names it.
  for (const format of ['csv', 'xlsx'] as const) {
    for (const path of [`${base}/export.${format}`, `${base}.${format}`]) {
      app.get(path, { schema: { querystring: UTILIZATION_EXPORT_QUERY }, config: { grant: UTILIZATION_EXPORT_GRANT, exportStream: true } }, async (request, reply): Promise<FastifyReply> => {
        const ctx = contextOf(app, request);
        const { timeZone, ...report } = request.query as Record<string, unknown>;
        // As the resource layer's exports: everything the caller's input can fail on fails before the first byte, and
        // the export slot is taken before any of it is read.
        return sendExport(app, reply, format, async () => {
          const req = await utilizationRequest(ctx, report);
          return {
            filename: `utilization-${ctx.now.toISOString().slice(0, 10)}.${format}`,
            sheet: 'Utilization',
            columns: utilizationExportColumns(req.rollUp),
            pages: await utilizationPages(ctx, req),
            timeZone: exportTimeZone({ timeZone }),
          };
        });
      });
    }
  }
}
