/**
 * Reading the audit trail (Administration → Audit Log): GET /api/audit lists events like every list, its exports
 * write them as CSV or XLSX (and are audited themselves), GET /api/audit/verify walks the hash chain, and the
 * archives of events past retention are listed and their files taken. No route changes an event. Everything is behind the `audit-log` area (VIEW, EXPORT).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { AUDIT_LOG_AREA } from '@equipdesk/permissions';
import { AUDIT_MESSAGES, type AuditArchive, type AuditEvent, type AuditVerification, type ListResponse } from '@equipdesk/api-client/contract';
import { rowsOf } from '../db/index';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { sendExport, exportLaneOf } from '../resources/exporting';
import { dateTimeColumn, type TabularColumn } from '../resources/tabular';
import { exportTimeZone } from '../resources/zones';
import { auditConditions, auditExportSchema, auditOrder, auditPage, auditQuerySchema, type AuditQueryValues } from './query';
import { auditArchives, auditEvents } from './table';
import { notFound } from '../http/errors';
import { parseUuid } from '../resources/listQuery';
import { actorOf, recordAuditAlone } from './record';
import { exportFilters } from './filters';
import { verifyChain } from './verify';

/** Events read per round trip while an export streams. */
const EXPORT_BATCH = 1000;

type EventRow = typeof auditEvents.$inferSelect;

function itemOf(row: EventRow): AuditEvent {
  return {
    id: String(row.id),
    time: row.time.toISOString(),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    actorRole: row.actorRole,
    clientAddress: row.clientAddress,
    action: row.action as AuditEvent['action'],
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    changes: row.changes,
    hash: row.hash,
  };
}

const changesText = (event: AuditEvent): string =>
  event.changes.map((c) => `${c.field}: ${JSON.stringify(c.old)} → ${JSON.stringify(c.new)}`).join('; ');

export const AUDIT_LOG_EXPORT_COLUMNS: readonly TabularColumn<AuditEvent>[] = [
  { header: 'Id', value: (e) => e.id },
  dateTimeColumn('Time', (e) => e.time),
  { header: 'User', value: (e) => e.actorUsername },
  { header: 'User Id', value: (e) => e.actorId },
  { header: 'Role', value: (e) => e.actorRole },
  { header: 'Address', value: (e) => e.clientAddress },
  { header: 'Action', value: (e) => e.action },
  { header: 'Entity Type', value: (e) => e.entityType },
  { header: 'Entity Id', value: (e) => e.entityId },
  { header: 'Summary', value: (e) => e.summary },
  { header: 'Changes', value: changesText },
  { header: 'Hash', value: (e) => e.hash },
];

export function registerAuditRoutes(app: FastifyInstance): void {
  const base = `${API_PREFIX}/audit`;
  const { db } = app;

  async function readList(q: AuditQueryValues): Promise<ListResponse<AuditEvent>> {
    const where = auditConditions(q);
    const { offset, limit } = auditPage(q);
    // The page and the number of matches in one statement; a page past the end has no row to carry the count.
    const rows = await db
      .select({ ...getTableColumns(auditEvents), matching: sql<string>`count(*) over ()` })
      .from(auditEvents)
      .where(where)
      .orderBy(...auditOrder(q))
      .limit(limit)
      .offset(offset);
    const total = rows[0] ? Number(rows[0].matching) : offset > 0 ? Number((await db.select({ n: count() }).from(auditEvents).where(where))[0]?.n ?? 0) : 0;
    return { success: true, count: total, items: rows.map(({ matching: _matching, ...row }) => itemOf(row)) };
  }

  app.get(base, { schema: { querystring: auditQuerySchema }, config: { grant: { area: AUDIT_LOG_AREA, action: 'VIEW' } } }, async (request) => readList(request.query as AuditQueryValues));

  app.get(`${base}/archives`, { config: { grant: { area: AUDIT_LOG_AREA, action: 'VIEW' } } }, async (): Promise<ListResponse<AuditArchive>> => {
    const { resultFile: _file, id: _id, ...columns } = getTableColumns(auditArchives);
    const rows = await db.select(columns).from(auditArchives).orderBy(desc(auditArchives.id));
    const items = rows.map((r) => ({
      externalId: r.externalId,
      createdTimestamp: r.createdTimestamp.toISOString(),
      cutoff: r.cutoff.toISOString(),
      firstId: r.firstId === null ? null : String(r.firstId),
      lastId: r.lastId === null ? null : String(r.lastId),
      lastHash: r.lastHash,
      rowCount: r.rowCount,
      status: r.status,
      completedTimestamp: r.completedTimestamp?.toISOString() ?? null,
    }));
    return { success: true, count: items.length, items };
  });

  // An archive's file: the events it took out of the table, one JSON object a line, gzipped. Taking it is an event.
  app.get<{ Params: { id: string } }>(`${base}/archives/:id`, { config: { grant: { area: AUDIT_LOG_AREA, action: 'EXPORT' } } }, async (request, reply) => {
    const id = parseUuid(request.params.id);
    const [archive] = id
      ? await db.select({ file: auditArchives.resultFile, first: auditArchives.firstId, last: auditArchives.lastId }).from(auditArchives).where(eq(auditArchives.externalId, id)).limit(1)
      : [];
    if (!archive?.file) throw notFound(AUDIT_MESSAGES.archiveNotFound);
    const name = `audit-archive-${archive.first ?? 0}-${archive.last ?? 0}.jsonl.gz`;
    await recordAuditAlone(db, actorOf(sessionOf(request), request), app.now(), {
      action: 'EXPORT_DOWNLOADED',
      entityType: AUDIT_LOG_AREA,
      entityId: id,
      summary: `Audit archive "${name}" downloaded`,
    });
    return reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').type('application/gzip').send(archive.file);
  });

  app.get(`${base}/verify`, { config: { grant: { area: AUDIT_LOG_AREA, action: 'VIEW' } } }, async (): Promise<AuditVerification & { success: true }> => ({
    success: true,
    ...(await verifyChain(db)),
  }));

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`${base}/export.${format}`, { schema: { querystring: auditExportSchema }, config: { grant: { area: AUDIT_LOG_AREA, action: 'EXPORT' }, exportStream: true } }, async (request, reply): Promise<FastifyReply> => {
      // Checked by the route's schema already: the filters as parsed, the file's zone apart.
      const { timeZone: _zone, ...q } = request.query as AuditQueryValues & { timeZone?: string };
      const now = app.now();
      return sendExport(app, reply, format, async () => {
        const lane = exportLaneOf(db);
        const where = auditConditions(q);
        // The ids in the list's order, read once; then each batch by id (no OFFSET re-reading the rows before it).
        const [idRow] = rowsOf<{ ids: string | null }>(
          await lane.run(() => db.execute(sql`select array_agg("id" order by ${sql.join(auditOrder(q), sql`, `)})::text as "ids" from ${auditEvents} where ${where ?? sql`true`}`)),
        );
        const ids = idRow?.ids && idRow.ids.length > 2 ? idRow.ids.slice(1, -1).split(',').map(Number) : [];
        // The export is itself an event, written before the first byte.
        await recordAuditAlone(db, actorOf(sessionOf(request), request), now, {
          action: 'EXPORT',
          entityType: AUDIT_LOG_AREA,
          summary: `Audit log exported as ${format.toUpperCase()}: ${ids.length} rows`,
          changes: [
            { field: 'filters', old: null, new: exportFilters(request.query) },
            { field: 'rows', old: null, new: ids.length },
          ],
        });
        const read = async (wanted: number[]): Promise<AuditEvent[]> => {
          const rows = await lane.run(() => db.select().from(auditEvents).where(inArray(auditEvents.id, wanted)));
          const byId = new Map(rows.map((r) => [Number(r.id), r]));
          return wanted.flatMap((id) => (byId.has(id) ? [itemOf(byId.get(id)!)] : []));
        };
        async function* pages(): AsyncIterable<AuditEvent[]> {
          for (let from = 0; from < ids.length; from += EXPORT_BATCH) yield await read(ids.slice(from, from + EXPORT_BATCH));
        }
        return {
          filename: `audit-log-${now.toISOString().slice(0, 10)}.${format}`,
          sheet: 'Audit Log',
          columns: AUDIT_LOG_EXPORT_COLUMNS,
          pages: pages(),
          timeZone: exportTimeZone(request.query),
        };
      });
    });
  }
}
