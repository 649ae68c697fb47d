/**
 * Export requests (spec 3 §2.14, §7 "Export requests"): for each kind, productivity and utilization,
 *   GET assets/{kind}/history  the caller's own requests of that kind, newest first (VIEW on assets/{kind});
 *   GET assets/{kind}?…        issues a request: checks the name, the time window and every filter value, stores
 *                              the request REQUESTED with its job in one transaction (EXPORT on assets/{kind});
 *                              GET assets/utilization without `name` is the trends chart (reports/trends.ts);
 *   GET assets/{kind}/{id}     the workbook of one of the caller's COMPLETED requests (DOWNLOAD on assets/{kind}).
 * The job (job.ts) builds the workbook. The spec makes the request a GET; it stays one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { EXPORT_REQUEST_KINDS, EXPORT_REQUEST_NAME_MAX, MESSAGES } from '@equipdesk/api-client/contract';
import type { ExportRequest, ExportRequestAccepted, ExportRequestKind, ExportRequestStatus, ListResponse, ResultResponse, UtilizationSummaryItem } from '@equipdesk/api-client/contract';
import { API_PREFIX, grantOfQuery, isQueryGrant, sessionOf, type GrantRequirement, type StaticGrant } from '../auth/guard';
import { inTransaction } from '../db/index';
import { exportRequests } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { byPresence, repeated, text } from '../http/query';
import { enqueueJob } from '../jobs/queue';
import { parseTimestamp } from '../assets/productivity';
import { iso } from '../resources/items';
import { EXPORT_PARAMETERS, exportTimeZone, isTimeZone } from '../resources/zones';
import { parseUuid } from '../resources/listQuery';
import type { RequestContext } from '../resources/definition';
import { TRENDS_GRANT, TRENDS_QUERY, utilizationTrends } from '../reports/trends';
import { EXPORT_REQUEST_JOB, logLine } from './job';
import { auditExportRequested, auditFileDownloaded } from '../audit/exports';
import { actorOf } from '../audit/record';
import { FILTERS, knownFilterValues } from './knownValues';

/** The newest requests a history answers; `count` is all of the caller's requests of the kind. */
export const EXPORT_HISTORY_LIMIT = 500;

/** The query of an issuing call: the name, the window and the kind's filters, nothing else. */
function issueQuery(kind: ExportRequestKind): ZodType<Record<string, unknown>> {
  const name = z
    .string({ error: MESSAGES.exportRequestName })
    .pipe(z.string().trim().min(1, MESSAGES.exportRequestName).max(EXPORT_REQUEST_NAME_MAX, MESSAGES.exportRequestName));
  const filters = Object.fromEntries(Object.keys(FILTERS[kind]).map((field) => [field, repeated(field).optional()]));
  return z.strictObject({ name, start: text('start', 100).optional(), end: text('end', 100).optional(), ...filters, ...EXPORT_PARAMETERS });
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function timestampOf(raw: Record<string, unknown>, field: 'start' | 'end'): { text: string; at: Date } | null {
  const value = single(raw[field]);
  if (value === undefined || value === '') return null;
  const parsed = typeof value === 'string' && value.length <= 40 ? parseTimestamp(value) : null;
  if (!parsed || typeof value !== 'string') throw new HttpError(400, MESSAGES.productivityTimestamp, [{ field, message: MESSAGES.productivityTimestamp }]);
  return { text: value, at: parsed.at };
}

export interface IssuedRequest {
  name: string;
  filters: Record<string, string | string[]>;
  /** The zone the workbook's times are written in. */
  timeZone: string;
}

/** The request of a query string, checked in full (400 with the field's message otherwise). */
export async function parseExportRequest(ctx: RequestContext, kind: ExportRequestKind, query: unknown): Promise<IssuedRequest> {
  const raw = (query ?? {}) as Record<string, unknown>;
  const nameValue = single(raw.name);
  const name = typeof nameValue === 'string' ? nameValue.trim() : '';
  if (name.length === 0 || name.length > EXPORT_REQUEST_NAME_MAX) throw new HttpError(400, MESSAGES.exportRequestName, [{ field: 'name', message: MESSAGES.exportRequestName }]);
  const start = timestampOf(raw, 'start');
  const end = timestampOf(raw, 'end');
  if (start && end && start.at > end.at) throw new HttpError(400, MESSAGES.productivityRange, [{ field: 'end', message: MESSAGES.productivityRange }]);
  const filters: Record<string, string | string[]> = {};
  for (const field of Object.keys(FILTERS[kind])) {
    const values = await knownFilterValues(ctx, kind, field, Object.hasOwn(raw, field) ? raw[field] : undefined);
    if (values.length > 0) filters[field] = values;
  }
  if (start) filters.start = start.text;
  if (end) filters.end = end.text;
  const zone = single(raw.timeZone);
  if (zone !== undefined && (typeof zone !== 'string' || !isTimeZone(zone))) throw new HttpError(400, MESSAGES.exportTimeZone, [{ field: 'timeZone', message: MESSAGES.exportTimeZone }]);
  return { name, filters, timeZone: exportTimeZone({ timeZone: zone }) };
}

const listed = {
  externalId: exportRequests.externalId,
  name: exportRequests.name,
  initiatedTimestamp: exportRequests.initiatedTimestamp,
  completedTimestamp: exportRequests.completedTimestamp,
  lastAccessedTimestamp: exportRequests.lastAccessedTimestamp,
  requestStatus: exportRequests.requestStatus,
  processingLog: exportRequests.processingLog,
  failedTimestamp: exportRequests.failedTimestamp,
};

/** Kinds as stored: lower case (rows written before the contract named them may be upper case). */
const kindIs = (kind: ExportRequestKind) => sql`lower(${exportRequests.kind}) = ${kind}`;

function contentDispositionName(kind: ExportRequestKind, name: string, id: string): string {
  const safe = name.replace(/[^A-Za-z0-9 ._-]+/g, ' ').replace(/\s+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${kind}-${safe || id}.xlsx`;
}

export function registerExportRequestRoutes(app: FastifyInstance): void {
  for (const kind of EXPORT_REQUEST_KINDS) {
    const base = `${API_PREFIX}/assets/${kind}`;
    const area = `assets/${kind}`;
    const grant = (action: 'VIEW' | 'EXPORT' | 'DOWNLOAD'): StaticGrant => ({ area, action });
    const userOf = (request: FastifyRequest) => sessionOf(request).user.externalId;

    app.get(`${base}/history`, { config: { grant: grant('VIEW') } }, async (request): Promise<ListResponse<ExportRequest>> => {
      const mine = and(kindIs(kind), eq(exportRequests.userId, userOf(request)));
      const [rows, [total]] = await Promise.all([
        app.db.select(listed).from(exportRequests).where(mine).orderBy(desc(exportRequests.initiatedTimestamp), desc(exportRequests.internalId)).limit(EXPORT_HISTORY_LIMIT),
        app.db.select({ n: count() }).from(exportRequests).where(mine),
      ]);
      return {
        success: true,
        count: Number(total?.n ?? rows.length),
        items: rows.map((r) => ({
          ...r,
          requestStatus: r.requestStatus as ExportRequestStatus,
          initiatedTimestamp: iso(r.initiatedTimestamp) ?? '',
          completedTimestamp: iso(r.completedTimestamp),
          lastAccessedTimestamp: iso(r.lastAccessedTimestamp),
          failedTimestamp: iso(r.failedTimestamp),
        })),
      };
    });

    // GET assets/utilization serves two calls of the spec: with `name` it issues an export request (spec 3 §7),
    // without it answers the trends chart (spec 2 §7), each under its own grant.
    const issuing: GrantRequirement = kind === 'utilization' ? { query: 'name', present: grant('EXPORT'), absent: TRENDS_GRANT } : grant('EXPORT');
    // Declared by the same rule as the grant: with `name`, the request's query; without, the trends chart's.
    const query = kind === 'utilization' ? byPresence('name', issueQuery(kind), TRENDS_QUERY) : issueQuery(kind);
    app.get(base, { schema: { querystring: query }, config: { grant: issuing } }, async (request): Promise<ResultResponse<ExportRequestAccepted> | ListResponse<UtilizationSummaryItem>> => {
      if (isQueryGrant(issuing) && grantOfQuery(issuing, request.query) === TRENDS_GRANT) return utilizationTrends(app, request);
      const session = sessionOf(request);
      const issued = await parseExportRequest({ db: app.db, session, now: app.now(), request }, kind, request.query);
      const now = app.now();
      const requestStatus: ExportRequestStatus = 'REQUESTED';
      const externalId = await inTransaction(app.db, async (tx) => {
        const [row] = await tx
          .insert(exportRequests)
          .values({
            kind,
            name: issued.name,
            userId: session.user.externalId,
            initiatedTimestamp: now,
            requestStatus,
            processingLog: logLine(now, `Requested by ${session.user.username}.`),
            filters: issued.filters,
            timeZone: issued.timeZone,
            createdBy: session.user.username,
            createdTimestamp: now,
            lastModifiedBy: session.user.username,
            lastModifiedTimestamp: now,
          })
          .returning({ externalId: exportRequests.externalId });
        await enqueueJob(tx, EXPORT_REQUEST_JOB, row!.externalId);
        await auditExportRequested(tx, actorOf(session, request), now, kind, { externalId: row!.externalId, name: issued.name, filters: issued.filters });
        return row!.externalId;
      });
      app.wakeJobs();
      return { success: true, result: { externalId, requestStatus } };
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { grant: grant('DOWNLOAD') } }, async (request, reply) => {
      const id = parseUuid(request.params.id);
      if (!id) throw notFound(MESSAGES.exportRequestNotFound);
      const mine = and(eq(exportRequests.externalId, id), kindIs(kind), eq(exportRequests.userId, userOf(request)));
      const [row] = await app.db
        .select({ name: exportRequests.name, requestStatus: exportRequests.requestStatus, file: exportRequests.resultFile })
        .from(exportRequests)
        .where(mine)
        .limit(1);
      if (!row) throw notFound(MESSAGES.exportRequestNotFound);
      if (row.requestStatus !== 'COMPLETED' || !row.file) throw notFound(MESSAGES.exportRequestNotReady);
      await inTransaction(app.db, async (tx) => {
        await tx.update(exportRequests).set({ lastAccessedTimestamp: app.now() }).where(mine);
        await auditFileDownloaded(tx, actorOf(sessionOf(request), request), app.now(), 'EXPORT_DOWNLOADED', `export-requests/${kind}`, { externalId: id, name: row.name });
      });
      return reply
        .header('content-disposition', `attachment; filename="${contentDispositionName(kind, row.name, id)}"`)
        .header('cache-control', 'no-store')
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(row.file);
    });
  }
}
