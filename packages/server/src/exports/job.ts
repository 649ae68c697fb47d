/**
 * The job of an export request (job kind `export-request`, jobs/queue.ts): REQUESTED → ACCEPTED (claimed) →
 * PROCESSING (the workbook is written, the processing log says how many rows were read so far) → COMPLETED with its
 * file, in one transaction. The rows are read under the scope of the user who issued the request.
 *
 * A job taken over after a crash builds the file again from the start: nothing of a half-written file is kept, and
 * the request turns COMPLETED only in the transaction that stores its file, so a COMPLETED request always has one.
 */
import type { Readable } from 'node:stream';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ExportRequestKind, ExportRequestStatus } from '@equipdesk/api-client/contract';
import { sessionOfUser, type Session } from '../auth/session';
import type { Db } from '../db/index';
import { exportRequests } from '../db/schema';
import type { JobContext, JobHandler } from '../jobs/queue';
import { PRODUCTIVITY_EXPORT_COLUMNS, productivityPages, productivityRequest } from '../assets/productivity';
import type { RequestContext } from '../resources/definition';
import { xlsxStream } from '../resources/tabular';
import { utilizationColumns, utilizationPages, type UtilizationFilters } from './utilization';

export const EXPORT_REQUEST_JOB = 'export-request';

/** A progress line every this many rows. */
export const LOG_EVERY_ROWS = 10_000;

/** Stops a job whose lease another process took over: it must not write more. */
class LeaseLost extends Error {
  constructor() {
    super('The lease of the export request was lost to another process.');
  }
}

/** One line of the processing log: the time (UTC, to the second) and what happened. */
export function logLine(at: Date, text: string): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC ${text}`;
}

async function appendLog(db: Db, id: string, line: string, status?: ExportRequestStatus): Promise<void> {
  await db
    .update(exportRequests)
    .set({
      processingLog: sql`coalesce(${exportRequests.processingLog} || E'\\n', '') || ${line}`,
      ...(status ? { requestStatus: status } : {}),
      lastModifiedTimestamp: new Date(),
    })
    .where(and(eq(exportRequests.externalId, id), ne(exportRequests.requestStatus, 'COMPLETED')));
}

interface Progress {
  rows: number;
  /** Called every LOG_EVERY_ROWS rows. */
  log: (rows: number) => Promise<void>;
}

/** Counts the rows as they pass, renews the lease between pages and logs progress. */
async function* tracked<T>(job: JobContext, pages: AsyncIterable<T[]>, progress: Progress): AsyncGenerator<T[]> {
  let logged = 0;
  for await (const page of pages) {
    if (!(await job.renew())) throw new LeaseLost();
    progress.rows += page.length;
    if (progress.rows - logged >= LOG_EVERY_ROWS) {
      logged = progress.rows;
      await progress.log(progress.rows);
    }
    yield page;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The workbook of a request, built from its stored filters under its issuer's scope. */
async function buildWorkbook(job: JobContext, kind: ExportRequestKind, filters: Record<string, unknown>, timeZone: string, session: Session, progress: Progress): Promise<Buffer> {
  const ctx: RequestContext = { db: job.db, session, now: job.now(), request: null };
  if (kind === 'productivity') {
    // The request's window is `start` and `end`; the productivity calls name it `startTimestamp` and `endTimestamp`.
    const { start, end, ...rest } = filters;
    const query = await productivityRequest(ctx, { ...rest, startTimestamp: start, endTimestamp: end });
    return collect(xlsxStream('Productivity', PRODUCTIVITY_EXPORT_COLUMNS, tracked(job, await productivityPages(ctx, query), progress), { timeZone }));
  }
  const utilization = filters as UtilizationFilters;
  return collect(xlsxStream('Utilization', utilizationColumns(utilization.additionalFields), tracked(job, utilizationPages(ctx, utilization), progress), { timeZone }));
}

export const exportRequestJob: JobHandler = {
  async run(job) {
    const { db, subjectId } = job;
    const [request] = await db
      .select({
        kind: exportRequests.kind,
        userId: exportRequests.userId,
        requestStatus: exportRequests.requestStatus,
        filters: exportRequests.filters,
        timeZone: exportRequests.timeZone,
        hasFile: sql<boolean>`${exportRequests.resultFile} is not null`,
      })
      .from(exportRequests)
      .where(eq(exportRequests.externalId, subjectId))
      .limit(1);
    // Deleted meanwhile, or already done (a job finished twice is the same job).
    if (!request || (request.requestStatus === 'COMPLETED' && request.hasFile)) return;
    const kind = request.kind.toLowerCase() as ExportRequestKind;
    const resumed = job.attempt > 1 ? ` (attempt ${job.attempt}: the file is built again from the start)` : '';
    await appendLog(db, subjectId, logLine(job.now(), `Accepted${resumed}.`), 'ACCEPTED');
    const session = request.userId ? await sessionOfUser(db, request.userId) : null;
    if (!session) throw new Error('The user who issued the request no longer exists.');
    await appendLog(db, subjectId, logLine(job.now(), 'Processing: reading the rows.'), 'PROCESSING');
    const progress: Progress = {
      rows: 0,
      log: (rows) => appendLog(db, subjectId, logLine(job.now(), `${rows.toLocaleString('en-US')} rows read so far.`)),
    };
    const file = await buildWorkbook(job, kind, (request.filters ?? {}) as Record<string, unknown>, request.timeZone, session, progress);
    if (!(await job.renew())) throw new LeaseLost();
    const at = job.now();
    // The file, the status and the last line in one write: COMPLETED never comes without its file.
    await db
      .update(exportRequests)
      .set({
        resultFile: file,
        requestStatus: 'COMPLETED',
        // A request already COMPLETED without its file (written by other tools) keeps its time.
        completedTimestamp: sql`coalesce(${exportRequests.completedTimestamp}, ${at})`,
        failedTimestamp: null,
        lastModifiedTimestamp: at,
        processingLog: sql`coalesce(${exportRequests.processingLog} || E'\\n', '') || ${logLine(at, `Finished: ${progress.rows.toLocaleString('en-US')} rows written (${file.length.toLocaleString('en-US')} bytes). Completed.`)}`,
      })
      .where(and(eq(exportRequests.externalId, subjectId), isNull(exportRequests.failedTimestamp)));
  },

  async giveUp(job, error) {
    const reason = error instanceof Error ? error.message : String(error);
    const at = job.now();
    await job.db
      .update(exportRequests)
      .set({
        failedTimestamp: at,
        lastModifiedTimestamp: at,
        processingLog: sql`coalesce(${exportRequests.processingLog} || E'\\n', '') || ${logLine(at, `Failed after ${job.attempt} attempts: ${reason.slice(0, 500)} The request was not completed; issue it again.`)}`,
      })
      .where(and(eq(exportRequests.externalId, job.subjectId), ne(exportRequests.requestStatus, 'COMPLETED')));
  },
};
