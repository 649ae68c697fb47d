/**
 * The job queue (jobs/queue.ts) on its own, with handlers written here: each queued job runs once, a failing one
 * is tried again and then given up, a lease a dead process left is taken over after it runs out, and two workers
 * on one database never run the same job (on PostgreSQL: FOR UPDATE SKIP LOCKED between two pools).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/index';
import { enqueueJob, registerJobs, type JobHandler, type JobOptions } from '../src/jobs/queue';
import { createTestDatabase, type TestDatabase } from './helpers';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await test.close();
});

async function worker(db: Db, options: JobOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('db', db);
  app.decorate('now', () => new Date());
  registerJobs(app, options);
  await app.ready();
  return app;
}

async function jobRow(subjectId: string): Promise<{ attempts: number; finished: boolean; last_error: string | null }> {
  const result = (await test.db.execute(
    sql`select attempts, finished_at is not null as finished, last_error from jobs where subject_id = ${subjectId}`,
  )) as unknown as { rows: { attempts: number; finished: boolean; last_error: string | null }[] };
  return result.rows[0]!;
}

describe('the job queue', () => {
  it('runs each queued job once and finishes it', async () => {
    const ran: string[] = [];
    const handler: JobHandler = { run: async ({ subjectId }) => void ran.push(subjectId), giveUp: async () => undefined };
    const app = await worker(test.db, { handlers: { 'test-once': handler } });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await enqueueJob(test.db, 'test-once', id);
    // Queuing the same subject again is a no-op.
    await enqueueJob(test.db, 'test-once', ids[0]!);
    expect(await app.runJobs()).toBe(3);
    expect(await app.runJobs()).toBe(0);
    expect(ran.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await jobRow(id)).toMatchObject({ attempts: 1, finished: true, last_error: null });
    await app.close();
  });

  it('tries a failing job again, then gives up and records why', async () => {
    const gaveUp: string[] = [];
    const handler: JobHandler = {
      run: async () => {
        throw new Error('the file could not be read');
      },
      giveUp: async ({ subjectId }, error) => void gaveUp.push(`${subjectId}: ${(error as Error).message}`),
    };
    const app = await worker(test.db, { handlers: { 'test-fail': handler }, maxAttempts: 2, retryAfterMs: 0 });
    const id = randomUUID();
    await enqueueJob(test.db, 'test-fail', id);
    await app.runJobs();
    await app.runJobs();
    expect(gaveUp).toEqual([`${id}: the file could not be read`]);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, finished: true, last_error: 'the file could not be read' });
    await app.close();
  });

  it('takes over a job whose lease ran out, and leaves one whose lease holds', async () => {
    const ran: { id: string; attempt: number }[] = [];
    const handler: JobHandler = { run: async ({ subjectId, attempt }) => void ran.push({ id: subjectId, attempt }), giveUp: async () => undefined };
    const app = await worker(test.db, { handlers: { 'test-lease': handler } });
    const held = randomUUID();
    const lapsed = randomUUID();
    await enqueueJob(test.db, 'test-lease', held);
    await enqueueJob(test.db, 'test-lease', lapsed);
    // As a process that claimed both and died would leave them.
    await test.db.execute(sql`update jobs set attempts = 1, lease_token = gen_random_uuid(), lease_until = now() + interval '1 hour' where subject_id = ${held}`);
    await test.db.execute(sql`update jobs set attempts = 1, lease_token = gen_random_uuid(), lease_until = now() - interval '1 second' where subject_id = ${lapsed}`);
    expect(await app.runJobs()).toBe(1);
    expect(ran).toEqual([{ id: lapsed, attempt: 2 }]);
    expect((await jobRow(held)).finished).toBe(false);
    await app.close();
  });

  it('never runs one job in two workers at once', async () => {
    // On PostgreSQL the second worker has a pool of its own, as a second API process would.
    const second = test.kind === 'postgres' ? null : test.db;
    let other: Awaited<ReturnType<typeof openDatabase>> | null = null;
    if (!second) {
      const url = ((test.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString);
      other = await openDatabase({ url, poolSize: 4 });
    }
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      run: async ({ subjectId, renew }) => {
        runs.set(subjectId, (runs.get(subjectId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(await renew()).toBe(true);
      },
      giveUp: async () => undefined,
    };
    const a = await worker(test.db, { handlers: { 'test-shared': handler } });
    const b = await worker(second ?? other!.db, { handlers: { 'test-shared': handler } });
    const ids = Array.from({ length: 40 }, () => randomUUID());
    for (const id of ids) await enqueueJob(test.db, 'test-shared', id);
    const [ranA, ranB] = await Promise.all([a.runJobs(), b.runJobs()]);
    expect(ranA + ranB).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(40);
    await a.close();
    await b.close();
    await other?.close();
  });
});
