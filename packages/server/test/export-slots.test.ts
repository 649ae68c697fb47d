/**
 * Exports under load (resources/exporting.ts): a few run at once, a few more wait their turn, and beyond that an
 * export is answered 429 with Retry-After at once, before the session or the database is read; the statements of
 * exports take turns with the rest of the process's work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ExportLane, EXPORT_QUEUE_LENGTH, EXPORTS_AT_ONCE, EXPORTS_BUSY_MESSAGE, exportSlotsOf, sendExport, Slots } from '../src/resources/exporting';
import { authed, createTestDatabase, json, login, type TestDatabase } from './helpers';

describe('export slots', () => {
  it('run a bounded number at once, queue a few in order, and refuse the next at once with Retry-After', async () => {
    const slots = new Slots(2, 1);
    const a = slots.admit();
    const b = slots.admit();
    await a.start();
    await b.start();
    const c = slots.admit();
    let cRunning = false;
    const cStarted = c.start().then(() => (cRunning = true));
    expect(slots.full).toBe(true);
    const started = Date.now();
    let refused: unknown;
    try {
      slots.admit();
    } catch (err) {
      refused = err;
    }
    expect(Date.now() - started).toBeLessThan(50);
    expect(refused).toMatchObject({ statusCode: 429, message: EXPORTS_BUSY_MESSAGE, headers: { 'retry-after': expect.stringMatching(/^[1-9]\d*$/) } });
    await new Promise((r) => setTimeout(r, 20));
    expect(cRunning).toBe(false);
    a.release();
    a.release(); // giving a place back twice frees it once
    await cStarted;
    expect(cRunning).toBe(true);
    // Still two running and one place free: one more may queue, not two.
    const d = slots.admit();
    expect(slots.full).toBe(true);
    expect(() => slots.admit()).toThrow(EXPORTS_BUSY_MESSAGE);
    // A queued export whose client went away leaves the queue and its place.
    const dWaits = d.start();
    d.release();
    await expect(dWaits).rejects.toMatchObject({ statusCode: 429 });
    expect(slots.full).toBe(false);
    b.release();
    c.release();
    const e = slots.admit();
    await e.start();
    e.release();
  });

  it('take statements one at a time in order, each after a turn of the event loop', async () => {
    const lane = new ExportLane(1);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const statement = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    const done = Promise.all([lane.run(statement('first')), lane.run(statement('second'))]);
    // Work that arrived before the statements were run goes first.
    setImmediate(() => order.push('other call'));
    await done;
    expect(order).toEqual(['other call', 'first', 'second']);
    expect(most).toBe(1);
  });
});

describe('exports over a full queue', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 10_000, perAddress: 1_000_000 } });
    // An export that holds its slot until the test lets it go (a large file being written), under the real admission.
    app.get('/api/test-held-export.csv', { config: { auth: false, exportStream: true } }, (_request, reply) =>
      sendExport(app, reply, 'csv', async () => {
        await gate;
        return { filename: 'held.csv', sheet: 'Held', columns: [{ header: 'N', value: (n: number) => n }], pages: (async function* () { yield [1]; })() };
      }),
    );
    await app.ready();
    token = await login(app, 'admin');
  });

  afterAll(async () => {
    open();
    await app?.close();
    await database?.close();
  });

  it('answers the next export 429 with Retry-After at once, and serves the queued ones when the slots free', async () => {
    const held = Array.from({ length: EXPORTS_AT_ONCE + EXPORT_QUEUE_LENGTH }, () => app.inject({ url: '/api/test-held-export.csv' }));
    await expect.poll(() => exportSlotsOf(app).full).toBe(true);

    for (const url of ['/api/assets/export.csv', '/api/utilization/export.xlsx', '/api/assets/productivity/export.csv']) {
      const started = performance.now();
      const refused = await app.inject({ url, headers: authed(token) });
      const ms = performance.now() - started;
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(refused)).toEqual({ success: false, message: EXPORTS_BUSY_MESSAGE });
      expect(ms, url).toBeLessThan(500);
    }
    // Other calls go on meanwhile.
    expect((await app.inject({ url: '/api/assets?pageSize=10', headers: authed(token) })).statusCode).toBe(200);

    open();
    const answers = await Promise.all(held);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = await app.inject({ url: '/api/assets/export.csv', headers: authed(token) });
    expect(after.statusCode).toBe(200);
    expect(exportSlotsOf(app).full).toBe(false);
  });
});
