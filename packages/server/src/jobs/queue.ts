/**
 * Durable work as rows (migration 0014): spreadsheet uploads and export requests are jobs that any API process
 * may run. A process claims the oldest ready job with `FOR UPDATE SKIP LOCKED` (processes sharing one PostgreSQL
 * never take the same one) and holds it under a lease it renews while it works. A process that dies (kill -9, a
 * lost machine) leaves its lease to run out, and the job is claimed again; its handler carries on from what it had
 * committed, so a handler must commit its progress together with the effects it records (uploads/process.ts).
 *
 * A handler that throws is tried again after a pause, up to `maxAttempts`; then `giveUp` records the failure on the
 * job's subject (the upload turns FAILED) and the job is finished.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index';

export interface JobContext {
  db: Db;
  /** The upload's or export request's externalId. */
  subjectId: string;
  /** 1 on the first claim, more after a crash or a failure. */
  attempt: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Renews the lease; call it between chunks of work. False when the lease was lost (this process stalled longer
   * than the lease and another one took the job over): stop without writing more.
   */
  renew(): Promise<boolean>;
}

export interface JobHandler {
  run(context: JobContext): Promise<void>;
  /** The job failed `maxAttempts` times: record it on the subject. */
  giveUp(context: JobContext, error: unknown): Promise<void>;
}

export interface JobOptions {
  handlers: Readonly<Record<string, JobHandler>>;
  /** Look for ready jobs every this many ms (and at once after `enqueueJob` in this process); 0: only on `app.runJobs()`. */
  pollMs?: number;
  /** How long a claim holds without being renewed. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Pause before a failed job is tried again. */
  retryAfterMs?: number;
}

export const DEFAULT_JOB_LEASE_MS = 30_000;
export const DEFAULT_JOB_POLL_MS = 1_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_RETRY_AFTER_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every ready job now, one after another, and resolves when none is left (tests, benches). */
    runJobs: () => Promise<number>;
    /** Tells this process's worker a job was queued, so it starts without waiting for its next look. */
    wakeJobs: () => void;
  }
}

/** Queues the work on `subjectId` (inside the transaction that wrote the subject, so both commit or neither). */
export async function enqueueJob(db: Db, kind: string, subjectId: string): Promise<void> {
  await db.execute(sql`insert into jobs (kind, subject_id) values (${kind}, ${subjectId}) on conflict (kind, subject_id) do nothing`);
}

interface Claimed {
  id: number;
  kind: string;
  subjectId: string;
  attempts: number;
  token: string;
}

/** Takes the oldest ready job that no live lease holds, or null. */
async function claim(db: Db, kinds: readonly string[], leaseMs: number): Promise<Claimed | null> {
  if (kinds.length === 0) return null;
  const rows = rowsOf<{ id: string | number; kind: string; subject_id: string; attempts: number; lease_token: string }>(
    await db.execute(sql`update jobs set lease_token = gen_random_uuid(), lease_until = now() + ${leaseMs} * interval '1 millisecond',
        attempts = attempts + 1
      where id = (
        select id from jobs
        where finished_at is null and run_after <= now() and (lease_until is null or lease_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_after, id
        for update skip locked
        limit 1)
      returning id, kind, subject_id, attempts, lease_token`),
  );
  const row = rows[0];
  return row ? { id: Number(row.id), kind: row.kind, subjectId: row.subject_id, attempts: row.attempts, token: row.lease_token } : null;
}

async function renewLease(db: Db, job: Claimed, leaseMs: number): Promise<boolean> {
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`update jobs set lease_until = now() + ${leaseMs} * interval '1 millisecond'
      where id = ${job.id} and lease_token = ${job.token} and finished_at is null returning id`),
  );
  return rows.length === 1;
}

async function finish(db: Db, job: Claimed, error: string | null): Promise<void> {
  await db.execute(sql`update jobs set finished_at = now(), lease_token = null, lease_until = null, last_error = ${error}
    where id = ${job.id} and lease_token = ${job.token}`);
}

async function release(db: Db, job: Claimed, error: string | null, retryAfterMs: number): Promise<void> {
  await db.execute(sql`update jobs set lease_token = null, lease_until = null, last_error = ${error},
      run_after = now() + ${retryAfterMs} * interval '1 millisecond'
    where id = ${job.id} and lease_token = ${job.token}`);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The worker of this process: decorates `app.runJobs()` and `app.wakeJobs()`, looks for ready jobs every
 * `pollMs` once the server is ready, runs one job at a time, and lets the job in hand finish its current step
 * on close (its lease then runs out, or it is finished).
 */
export function registerJobs(app: FastifyInstance, options: JobOptions): void {
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const kinds = Object.keys(options.handlers);
  let closing = false;
  let draining: Promise<number> | null = null;
  let again = false;

  async function runOne(job: Claimed): Promise<void> {
    const handler = options.handlers[job.kind]!;
    const log = app.log.child({ job: job.id, kind: job.kind, subject: job.subjectId });
    let lost = false;
    const context: JobContext = {
      db: app.db,
      subjectId: job.subjectId,
      attempt: job.attempts,
      now: app.now,
      log,
      async renew() {
        if (lost || closing) return false;
        lost = !(await renewLease(app.db, job, leaseMs));
        return !lost;
      },
    };
    // The lease is also renewed on a timer, so a long step between two renew() calls keeps it.
    const keepAlive = setInterval(() => void context.renew().catch(() => undefined), Math.max(50, Math.floor(leaseMs / 3)));
    keepAlive.unref();
    try {
      await handler.run(context);
      if (closing && !lost) await release(app.db, job, null, 0);
      else if (!lost) await finish(app.db, job, null);
    } catch (error) {
      if (lost) return;
      // Stopped by a closing server: free the job at once for the next process (the handler resumes from its commits).
      if (closing) return void (await release(app.db, job, null, 0).catch(() => undefined));
      log.warn({ err: error }, 'job failed');
      if (job.attempts >= maxAttempts) {
        await handler.giveUp(context, error);
        await finish(app.db, job, describe(error));
      } else {
        await release(app.db, job, describe(error), retryAfterMs);
      }
    } finally {
      clearInterval(keepAlive);
    }
  }

  /** Runs ready jobs until none is left; calls arriving meanwhile share the run (and make it look once more). */
  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      let done = 0;
      do {
        again = false;
        for (let job = await claim(app.db, kinds, leaseMs); job && !closing; job = await claim(app.db, kinds, leaseMs)) {
          await runOne(job);
          done++;
        }
      } while (again && !closing);
      return done;
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  const pollMs = options.pollMs ?? 0;
  const look = () =>
    void drain().catch((err: unknown) => {
      // The next look tries again; a database that is away is answered 503 elsewhere.
      app.log.warn({ err }, 'job worker could not look for work');
    });
  app.decorate('runJobs', drain);
  app.decorate('wakeJobs', () => {
    if (pollMs > 0) look();
  });
  let timer: NodeJS.Timeout | null = null;
  if (pollMs > 0) {
    app.addHook('onReady', async () => {
      look();
      timer = setInterval(look, pollMs);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await draining?.catch(() => undefined);
  });
}
