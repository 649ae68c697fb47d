/**
 * Reading the audit trail (Administration → Audit Log): GET /api/audit lists events like every list, its exports
 * write them as CSV or XLSX (and are audited themselves), GET /api/audit/verify walks the hash chain. No route
 * changes an event. Everything is behind the `audit-log` area (VIEW, EXPORT).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { count, inArray, sql } from 'drizzle-orm';
import { AUDIT_LOG_AREA } from '@equipdesk/permissions';
import type { AuditEvent, AuditVerification, ListResponse } from '@equipdesk/api-client/contract';
import { rowsOf } from '../db/index';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { sendExport, exportLaneOf } from '../resources/exporting';
import { dateTimeColumn, type TabularColumn } from '../resources/tabular';
import { exportTimeZone } from '../resources/zones';
import { auditConditions, auditExportSchema, auditOrder, auditPage, auditQuerySchema, type AuditQueryValues } from './query';
import { auditEvents } from './table';
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
    const rows = await db.select().from(auditEvents).where(where).orderBy(...auditOrder(q)).limit(limit).offset(offset);
    const [total] = await db.select({ n: count() }).from(auditEvents).where(where);
    return { success: true, count: Number(total?.n ?? 0), items: rows.map(itemOf) };
  }

  app.get(base, { schema: { querystring: auditQuerySchema }, config: { grant: { area: AUDIT_LOG_AREA, action: 'VIEW' } } }, async (request) => readList(request.query as AuditQueryValues));

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
