/**
 * A list's exports: GET {name}/export.csv and .xlsx take the list's query and stream every matching row, read in
 * batches on the export lane (exporting.ts holds the admission semaphore and the lane, exportOrder.ts the order of
 * the ids, exportWorkers.ts the workers that write the files).
 */
import type { FastifyInstance } from 'fastify';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { GrantRequirement } from '../auth/guard';
import { auditListExport } from '../audit/resources';
import { contextOf, type AuditedTable, type ListShape, type RequestContext, type ResourceDefinition } from './definition';
import { exportLaneOf, sendExport } from './exporting';
import { exportBatches, exportIds } from './exportOrder';
import { jsonItemsOf } from './jsonList';
import { listQuerySchema, parseListQuery, type ParsedListQuery } from './listQuery';
import { listConditions, orderOf, sortKeyOf } from './listRead';
import { jsonPages } from './tabular';
import { EXPORT_PARAMETERS, exportTimeZone } from './zones';

/** Rows read per round trip while an export streams. */
export const EXPORT_BATCH = 250;

/** The column an export batch reads the primary key under, to put the batch back in the list's order. */
const EXPORT_ROW_ID = '__exportRowId';

/**
 * Every matching row in the list's order, a batch at a time, for an export of any size. The ids are read first, in
 * order (exportOrder.ts: one array from PostgreSQL, or short reads sorted by an export worker on the embedded
 * database), then each batch by primary key, so no batch re-reads the rows before it as an OFFSET would (an export of
 * 100,000 assets took tens of seconds that way); declarations with a `json` item have each batch built as JSON by
 * PostgreSQL, as their list pages are, and read as one text. Every statement takes the export lane (exporting.ts), so
 * exports never hold up other calls. The first batch is read before this resolves, so anything that fails on the
 * caller's input fails before the first byte of the file. Each row is as it is when its batch is read; a row deleted
 * meanwhile is left out.
 */
export async function exportPages<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined, query: ParsedListQuery): Promise<AsyncIterable<TItem[]>> {
  const table = definition.table as PgTable & { internalId: PgColumn };
  const lane = exportLaneOf(ctx.db);
  const order = sql.join(orderOf(definition, query), sql`, `);
  const key = sortKeyOf(definition, query);
  const ids = await exportIds(ctx.db, lane, { table, id: definition.table.internalId, key, desc: query.sortDirection === 'desc', order, where });
  const json = definition.json;
  const batchAt = (from: number): number[] => Array.from(ids.subarray(from, from + EXPORT_BATCH));
  if (json) {
    // Items PostgreSQL builds as JSON (the lists' own answers), one text a batch: parsed where the file is written
    // (an export worker, tabular.ts), not mapped with a query per relation.
    return jsonPages<TItem>(await exportBatches(ids.length, EXPORT_BATCH, (from) => lane.run(() => jsonItemsOf(definition, json, ctx, batchAt(from))), (text) => text.length === 0));
  }
  // A batch is read and mapped in one turn of the lane: mapping may read relations too.
  const read = (wanted: number[]): Promise<TItem[]> =>
    lane.run(async () => {
      const rows = (await ctx.db
        .select({ ...definition.fields, [EXPORT_ROW_ID]: definition.table.internalId })
        .from(table)
        .where(inArray(definition.table.internalId, wanted))) as Record<string, unknown>[];
      const byId = new Map(rows.map((row) => [Number(row[EXPORT_ROW_ID]), row]));
      const ordered = wanted.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        delete row[EXPORT_ROW_ID];
        return [row];
      });
      return definition.toItems(ordered as never[], ctx);
    });
  return exportBatches(ids.length, EXPORT_BATCH, (from) => read(batchAt(from)), (page) => page.length === 0);
}

function dateStamp(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Registers the CSV and XLSX exports of a declaration that declares export columns. */
export function registerListExports<TItem>(
  app: FastifyInstance,
  definition: ListShape<TItem> & Pick<ResourceDefinition<AuditedTable, SelectedFields, TItem>, 'name' | 'label' | 'export'>,
  base: string,
  grant: GrantRequirement,
): void {
  const declared = definition.export;
  if (!declared) return;
  // An export takes the list's query and the zone of the file's times.
  const exportSchema = listQuerySchema(definition, EXPORT_PARAMETERS);
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`${base}/export.${format}`, { schema: { querystring: exportSchema }, config: { grant, exportStream: true } }, async (request, reply) => {
      const ctx = contextOf(app, request);
      // Everything that can fail on the caller's input fails here, as a JSON answer, before the first byte of
      // the file: the query, the columns and the first page.
      const query = parseListQuery(definition, request.query, exportSchema);
      return sendExport(app, reply, format, async () => {
        const where = await listConditions(definition, query, ctx);
        await auditListExport(ctx, definition, format, request.query, where);
        return {
          filename: `${definition.name.replace(/[^a-z0-9-]/gi, '-')}-${dateStamp(ctx.now)}.${format}`,
          sheet: definition.label,
          columns: typeof declared === 'function' ? await declared(ctx) : declared,
          pages: await exportPages(definition, ctx, where, query),
          timeZone: exportTimeZone(request.query),
        };
      });
    });
  }
}
