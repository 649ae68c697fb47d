/**
 * Retention: events older than EQUIPDESK_AUDIT_RETENTION_DAYS (default 2,190, six years) leave the table only
 * through an archive. An archive is a row of `audit_archives` with a durable job (jobs/queue.ts); the job writes a
 * prefix of the chain (every event up to the first one still within the period, at most ARCHIVE_BATCH) to a gzipped
 * JSON-lines file stored on the archive row, and deletes those events in the same transaction: the trigger lets a
 * row go only once a written archive holds it. The chain goes on from the last archived hash.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { AUDIT_DEFAULT_RETENTION_DAYS } from '@equipdesk/api-client/contract';
import { inTransaction, rowsOf, type Db } from '../db/index';
import { enqueueJob, type JobHandler } from '../jobs/queue';
import { auditArchives, auditEvents } from './table';
import { SYSTEM_ACTOR, recordAudit } from './record';

export const AUDIT_ARCHIVE_JOB = 'audit-archive';
/** Events written out by one archive. */
export const ARCHIVE_BATCH = 50_000;
/** The advisory lock key of asking for an archive (any constant; "ARCV"). */
const ARCHIVE_LOCK = 0x41524356;
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Asks for an archive of the events past retention now (tests, and the schedule); the archive's id or null. */
    requestAuditArchive: (now?: Date) => Promise<string | null>;
  }
}

/** The retention period of the environment: EQUIPDESK_AUDIT_RETENTION_DAYS, a whole number of days, or the default. */
export function retentionDaysOf(env: NodeJS.ProcessEnv): number {
  const days = Number(env.EQUIPDESK_AUDIT_RETENTION_DAYS);
  return Number.isInteger(days) && days > 0 ? days : AUDIT_DEFAULT_RETENTION_DAYS;
}

/**
 * An archive of the events older than the period, with its job, unless one is already asked for or nothing is that
 * old. Processes asking at once take turns (advisory lock), so at most one is REQUESTED.
 */
export async function requestAuditArchive(db: Db, now: Date, retentionDays: number): Promise<string | null> {
  return requestArchiveBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}

async function requestArchiveBefore(db: Db, cutoff: Date): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ARCHIVE_LOCK})`);
    const [pending] = await tx.select({ id: auditArchives.id }).from(auditArchives).where(eq(auditArchives.status, 'REQUESTED')).limit(1);
    if (pending) return null;
    const [old] = rowsOf<{ id: string }>(await tx.execute(sql`select id from audit_events where time < ${cutoff.toISOString()}::timestamptz order by id limit 1`));
    if (!old) return null;
    const [archive] = await tx.insert(auditArchives).values({ cutoff }).returning({ externalId: auditArchives.externalId });
    await enqueueJob(tx, AUDIT_ARCHIVE_JOB, archive!.externalId);
    return archive!.externalId;
  });
}

export const auditArchiveJob: JobHandler = {
  async run(job) {
    const more = await inTransaction(job.db, async (tx): Promise<Date | null> => {
      const [archive] = await tx.select().from(auditArchives).where(eq(auditArchives.externalId, job.subjectId)).for('update');
      if (!archive || archive.status !== 'REQUESTED') return null;
      const cutoff = archive.cutoff.toISOString();
      // A prefix of the chain: every event before the first one still within the period.
      const rows = await tx
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.id} < coalesce((select min(id) from audit_events where time >= ${cutoff}::timestamptz), 9223372036854775807)`)
        .orderBy(auditEvents.id)
        .limit(ARCHIVE_BATCH);
      const first = rows[0];
      const last = rows[rows.length - 1];
      const file = gzipSync(rows.map((r) => JSON.stringify({ ...r, time: r.time.toISOString() })).join('\n'));
      const now = job.now();
      // The file first: the trigger lets the events go only once an archive holding them is written.
      await tx
        .update(auditArchives)
        .set({ firstId: first?.id ?? null, lastId: last?.id ?? null, lastHash: last?.hash ?? null, rowCount: rows.length, resultFile: file, status: 'COMPLETED', completedTimestamp: now })
        .where(eq(auditArchives.id, archive.id));
      if (first && last) await tx.delete(auditEvents).where(and(sql`${auditEvents.id} >= ${first.id}`, sql`${auditEvents.id} <= ${last.id}`));
      await recordAudit(tx, SYSTEM_ACTOR, now, {
        action: 'ARCHIVE',
        entityType: 'audit-log',
        entityId: archive.externalId,
        summary: `${rows.length} events older than ${cutoff} archived`,
        changes: [
          { field: 'rows', old: null, new: rows.length },
          { field: 'ids', old: null, new: first && last ? `${first.id}–${last.id}` : null },
        ],
      });
      return rows.length === ARCHIVE_BATCH ? archive.cutoff : null;
    });
    // A full archive may have left older events: the next one, with the same cutoff, is asked for at once.
    if (more) await requestArchiveBefore(job.db, more);
  },
  async giveUp(job) {
    await job.db.update(auditArchives).set({ status: 'FAILED' }).where(and(eq(auditArchives.externalId, job.subjectId), eq(auditArchives.status, 'REQUESTED')));
  },
};

/** Asks for an archive every `everyMs` (0: only on `app.requestAuditArchive()`). */
export function registerAuditArchive(app: FastifyInstance, options: { retentionDays: number; everyMs: number }): void {
  app.decorate('requestAuditArchive', async (now = app.now()) => {
    const id = await requestAuditArchive(app.db, now, options.retentionDays);
    if (id) app.wakeJobs();
    return id;
  });
  if (options.everyMs <= 0) return;
  const timer = setInterval(() => {
    app.requestAuditArchive().catch((err: unknown) => app.log.error({ err }, 'audit archive request failed'));
  }, options.everyMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
