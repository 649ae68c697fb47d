/**
 * Server bench: p50/p95 of GET /api/orders?pageSize=1000 (over loopback HTTP, never a kept answer), the orders list
 * as the console asks for it (ACTIVE, newest first), on the `--scale` seed data the assets bench uses (seeded once
 * into the same persistent folder). The seed caps orders at 1,500, so the page is the first 1,000 of them.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, rowsOf } from '../src/db/index';
import { orders } from '../src/db/schema';
import { isSeeded, seedDemo } from '../src/seed/seed';
import { DEMO_PASSWORD } from '../src/seed/data';
import { BENCH_DATA_DIR, httpGet, percentile, timeList, type SearchFigure } from './assets';

const BENCH_SCALE = 100_000;
const TIMED_REQUESTS = 60;
const WARM_UP = 8;

export interface OrdersBenchResult {
  /** Orders in the database, and how many the page's filters match. */
  orders: number;
  matching: number;
  /** Rows in the page read. */
  rows: number;
  p50: number;
  p95: number;
  requests: number;
  /** The same page searched for what the list shows besides the order number (a location name, an account name). */
  searches: SearchFigure[];
  /** Only when this run had to seed the database. */
  seedSeconds?: number;
}

export async function benchOrdersList(opts: { scale?: number; dataDir?: string } = {}): Promise<OrdersBenchResult> {
  const database = await openDatabase({ dataDir: opts.dataDir ?? BENCH_DATA_DIR });
  let seedSeconds: number | undefined;
  try {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const started = performance.now();
      await seedDemo(database.db, { scale: opts.scale ?? BENCH_SCALE });
      seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    }
    const [{ n: total } = { n: 0 }] = await database.db.select({ n: count() }).from(orders);
    const app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 1000, perAddress: 100_000 } });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
      const headers = { 'x-auth-token': token };
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      // The console's first page of 1,000: ACTIVE orders, newest first.
      const url = '/api/orders?pageSize=1000&pageIndex=0&statuses=ACTIVE&sortBy=createdTimestamp&sortDirection=desc';
      const first = await httpGet(origin + url, headers);
      if (first.status !== 200) throw new Error(`bench list answered ${first.status}: ${first.body.toString('utf8', 0, 200)}`);
      const answer = JSON.parse(first.body.toString('utf8')) as { count: number; items: unknown[] };
      for (let i = 0; i < WARM_UP; i++) await httpGet(origin + url, headers);
      const times: number[] = [];
      for (let i = 0; i < TIMED_REQUESTS; i++) {
        // As if another process had just committed a change: the page is read from the database, not kept.
        await database.db.execute(sql`update cache_versions set version = version + 1 where name = 'data'`);
        const started = performance.now();
        const response = await httpGet(origin + url, headers);
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`bench list answered ${response.status}`);
      }
      times.sort((a, b) => a - b);
      const round = (x: number) => Math.round(x * 10) / 10;
      const [busiest] = rowsOf<{ location: string; account: string }>(
        await database.db.execute(sql`select
          (select l.name from orders o join locations l on l.external_id = o.delivery_location_id where o.status = 'ACTIVE' group by l.name order by count(*) desc limit 1) as "location",
          (select a.name from orders o join accounts a on a.external_id = o.account_id where o.status = 'ACTIVE' group by a.name order by count(*) desc limit 1) as "account"`),
      );
      const searches: SearchFigure[] = [];
      for (const [label, term] of [
        ['location name', busiest?.location ?? 'Room 602'],
        ['account name', busiest?.account ?? 'Account'],
      ] as const) {
        const params = new URLSearchParams({ pageSize: '1000', statuses: 'ACTIVE', sortBy: 'createdTimestamp', sortDirection: 'desc', search: term });
        const get = (path: string) => httpGet(origin + path, headers);
        searches.push({ label, term, ...(await timeList(database.db, get, '/api/orders', params, { warmUp: WARM_UP, timed: TIMED_REQUESTS / 2 })) });
      }
      const [{ n: active } = { n: 0 }] = await database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'ACTIVE'));
      return {
        orders: total,
        matching: answer.count ?? active,
        rows: answer.items.length,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        requests: times.length,
        searches,
        ...(seedSeconds !== undefined ? { seedSeconds } : {}),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

// `tsx packages/server/bench/orders.ts [scale]` prints the figures.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const scale = process.argv[2] ? Number(process.argv[2]) : undefined;
  benchOrdersList({ scale }).then(
    (r) => console.log(JSON.stringify(r)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
