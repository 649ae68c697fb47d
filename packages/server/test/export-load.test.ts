/**
 * Exports beside the other calls (docs/DECISIONS.md "Exports off the main thread"): a large file is written by an
 * export worker, not on the thread that answers calls, and on the embedded database an export's ids are read in short
 * statements, so a call that arrives meanwhile (a refused export's 429, the configuration) is answered within a small
 * part of the export's own time. Each check compares two times taken in the same run, so a loaded machine slows both
 * alike. The ids the embedded database reads in ranges come out in the order PostgreSQL gives them, whatever the key.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, serial, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../src/db/index';
import { modelResource } from '../src/catalogue/models';
import { EXPORT_QUEUE_LENGTH, EXPORTS_AT_ONCE, exportLaneOf, exportSlotsOf, sendExport, type Place } from '../src/resources/exporting';
import { exportIds, ORDER_SPAN } from '../src/resources/exportOrder';
import { buildApp } from '../src/app';
import { authed, createTestDatabase, login, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
/** Called once, as the next statement naming the models table starts (on the thread that runs it). */
let onModelsStatement: (() => void) | null = null;
/** Called as the test route hands the first page of its large file to the writer. */
let onLargePage: (() => void) | null = null;
/** Rows of the large file the test route writes: one page of them, then one more row. */
const LARGE_ROWS = 40_000;
const LOAD_MODELS = 6 * ORDER_SPAN;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`insert into models (model_code, model_description, family, group_name, status)
    select 'LOAD-' || lpad(g::text, 6, '0'), 'Load model ' || (g % 997), 'Load', 'Load', 'ACTIVE' from generate_series(1, ${LOAD_MODELS}) g`);
  // The app's database, watched: the test learns when an export's first statement starts.
  const dialect = (database.db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string } } }).dialect;
  const watched = Object.create(database.db) as Db;
  watched.execute = ((query: SQL) => {
    if (onModelsStatement && dialect.sqlToQuery(query).sql.includes('"models"')) {
      const fire = onModelsStatement;
      onModelsStatement = null;
      fire();
    }
    return database.db.execute(query);
  }) as Db['execute'];
  app = await buildApp({ db: watched, staticDir: null, signInLimits: { failures: 10_000, perAddress: 1_000_000 } });
  // A file of many cells that take escaping (`&`, `<`): the writing, not the reading, is its cost.
  app.get('/api/test-large-export.xlsx', { config: { auth: false, exportStream: true } }, (_request, reply) =>
    sendExport(app, reply, 'xlsx', async () => ({
      filename: 'large.xlsx',
      sheet: 'Large',
      columns: [
        { header: 'A', value: (n: number) => `${n} & <${'x'.repeat(200)}>` },
        { header: 'B', value: (n: number) => `<${'y'.repeat(200)}> & ${n}` },
      ],
      pages: (async function* () {
        onLargePage?.();
        yield Array.from({ length: LARGE_ROWS }, (_, i) => i);
        yield [LARGE_ROWS];
      })(),
    })),
  );
  await app.ready();
  token = await login(app, 'admin');
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
  await database?.close();
});

describe('exports beside the other calls', () => {
  it("answers a refused export while another export reads its ids, in a small part of that reading's time", async () => {
    const slots = exportSlotsOf(app);
    // Three exports hold their slots; the models export takes the fourth.
    const running: Place[] = Array.from({ length: EXPORTS_AT_ONCE - 1 }, () => slots.admit());
    await Promise.all(running.map((place) => place.start()));
    const queued: Place[] = [];
    let armedAt = 0;
    let refused: Promise<{ status: number; retryAfter: unknown; ms: number }> | null = null;
    let firstBatchAt = 0;
    const toItems = modelResource.toItems;
    vi.spyOn(modelResource, 'toItems').mockImplementation((rows, ctx) => {
      firstBatchAt ||= performance.now();
      return toItems(rows, ctx);
    });
    onModelsStatement = () => {
      // As the export's first statement starts, the queue fills and one export more arrives.
      for (let i = 0; i < EXPORT_QUEUE_LENGTH; i++) {
        const place = slots.admit();
        queued.push(place);
        place.start().catch(() => undefined);
      }
      armedAt = performance.now();
      refused = app.inject({ url: '/api/models/export.csv', headers: authed(token) }).then((r) => ({ status: r.statusCode, retryAfter: r.headers['retry-after'], ms: performance.now() - armedAt }));
    };
    const exported = app.inject({ url: '/api/models/export.csv?sortBy=modelCode&sortDirection=desc', headers: authed(token) });
    await expect.poll(() => refused, { timeout: 60_000 }).not.toBeNull();
    const answer = await refused!;
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    await expect.poll(() => firstBatchAt, { timeout: 60_000 }).toBeGreaterThan(0);
    const idsMs = firstBatchAt - armedAt;
    for (const place of [...running, ...queued]) place.release();
    const file = await exported;
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n').filter((line) => line.includes('LOAD-'))).toHaveLength(LOAD_MODELS);
    // Answered within a third of the time the export took to read its ids, not after them.
    expect(answer.ms, `429 after ${answer.ms.toFixed(0)} ms, ids read in ${idsMs.toFixed(0)} ms`).toBeLessThan(idsMs / 3);
  });

  it('answers other calls while a large file is written, in a small part of its time', async () => {
    let configMs = 0;
    let askedAt = 0;
    onLargePage = () => {
      // As the page of rows is handed to the writer, another call arrives.
      askedAt = performance.now();
      void app.inject({ url: '/api/config' }).then((r) => {
        expect(r.statusCode).toBe(200);
        configMs = performance.now() - askedAt;
      });
    };
    const file = await app.inject({ url: '/api/test-large-export.xlsx' });
    const fileMs = performance.now() - askedAt;
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(100_000);
    expect(configMs).toBeGreaterThan(0);
    expect(configMs, `configuration after ${configMs.toFixed(0)} ms, file written in ${fileMs.toFixed(0)} ms`).toBeLessThan(fileMs / 3);
  });
});

/** A table of every kind of key the worker sorts (and one it leaves to the database), with ties, nulls and non-ASCII text. */
const probe = pgTable('export_order_probe', {
  internalId: serial().primaryKey(),
  label: text(),
  n: integer(),
  flag: boolean(),
  day: date(),
  at: timestamp({ withTimezone: true }),
  big: bigint({ mode: 'number' }),
});

describe('the order of an export read in ranges', () => {
  beforeAll(async () => {
    await database.db.execute(sql`create table export_order_probe (internal_id serial primary key, label text, n integer, flag boolean, day date, at timestamptz, big bigint)`);
    const labels = ['', 'a', 'B', 'b', 'é', 'z', 'Z', '\u{1F600}', '\uE000', '\uFFFD', 'a b', 'ab', 'a\u00A0'];
    await database.db.execute(sql`insert into export_order_probe (label, n, flag, day, at, big)
      select case when g % 11 = 0 then null else (${sql.param(labels)}::text[])[1 + g % ${labels.length}] || (g % 5)::text end,
        case when g % 13 = 0 then null else (g * 7919) % 101 - 50 end,
        case when g % 3 = 0 then null else g % 2 = 0 end,
        case when g % 17 = 0 then null when g % 997 = 0 then 'infinity'::date else date '2020-01-01' + (g % 400) end,
        case when g % 19 = 0 then null when g % 991 = 0 then '-infinity'::timestamptz else timestamptz '2024-03-10 01:30:00+00' + ((g % 500) * interval '37 minutes 0.000001 seconds') end,
        case when g % 23 = 0 then null else ((g % 50) - 25)::bigint * 1000000000000 end
      from generate_series(1, ${2 * ORDER_SPAN + 321}) g`);
  });

  const keys: Record<string, PgColumn | SQL> = {
    label: probe.label,
    lower: sql`lower(${probe.label})`,
    n: probe.n,
    flag: probe.flag,
    day: probe.day,
    at: probe.at,
    big: probe.big,
    // A numeric: sorted by the database on either.
    ratio: sql`${probe.n}::numeric / 7`,
  };
  for (const [name, key] of Object.entries(keys)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`gives the ids in the database's own order (${name} ${direction})`, async () => {
        const dir = direction === 'desc' ? desc : asc;
        const order = sql.join([sql`${dir(key)} nulls last`, dir(probe.internalId)], sql`, `);
        const [expected] = rowsOf<{ ids: string }>(await database.db.execute(sql`select array_agg(${probe.internalId} order by ${order})::text as "ids" from ${probe}`));
        const ids = await exportIds(database.db, exportLaneOf(database.db), { table: probe, id: probe.internalId, key, desc: direction === 'desc', order, where: undefined });
        expect(ids).toHaveLength(2 * ORDER_SPAN + 321);
        expect([...ids].join(',')).toBe(expected!.ids.slice(1, -1));
      });
    }
  }
});
