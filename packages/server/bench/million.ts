/**
 * The register of a hospital network: the calls staff make, timed on 1,000,000 seeded assets on PostgreSQL
 * (DATABASE_URL's server; `--keep-db` keeps the seeded database as `equipdesk_bench_1000000` between runs, and a run
 * that finds it seeded reads it as it is). Each call is a GET over loopback HTTP, every one read from the database (the
 * data version is bumped before each, as another process's commit would): p50 and p95 against its budget, and the
 * count a list answers against the database's own count of the same rows.
 *
 * A call that takes over a second is timed three times, not twenty: the figure is far over its budget either way.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ASSET_STATS, ORDER_STATS } from '@equipdesk/api-client/contract';
import { buildApp } from '../src/app';
import { openDatabase, rowsOf, type Db } from '../src/db/index';
import { seedDemo } from '../src/seed/seed';
import { assetResource } from '../src/assets/resource';
import { fillJsonStore } from '../src/resources/jsonList';
import { DEMO_PASSWORD } from '../src/seed/data';
import { httpGet, percentile } from './assets';
import { benchDatabase } from './postgres';

export const MILLION = 1_000_000;
const TIMED = 20;
/** Timed this many times when its first answer took longer than SLOW_MS. */
const TIMED_SLOW = 3;
const SLOW_MS = 1_000;

export interface MillionFigure {
  call: string;
  path: string;
  p50: number;
  p95: number;
  budget: number;
  requests: number;
  /** The count the list answered (lists only). */
  count?: number;
}

export interface MillionResult {
  assets: number;
  seedSeconds?: number;
  figures: MillionFigure[];
  /** The assets three filters match, by the database's own count, beside the list's answer. */
  filterCount: { answered: number; counted: number };
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await db.execute(query))[0]!;
}

/** p50/p95 of one GET, its answers always read from the database. */
async function timeCall(db: Db, get: (path: string) => Promise<{ status: number; body: Buffer }>, call: string, path: string, budget: number): Promise<MillionFigure> {
  const bump = () => db.execute(sql`update cache_versions set version = version + 1 where name = 'data'`);
  await bump();
  const started = performance.now();
  const first = await get(path);
  const firstMs = performance.now() - started;
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.toString('utf8', 0, 200)}`);
  const answer = JSON.parse(first.body.toString('utf8')) as { count?: number };
  const requests = firstMs > SLOW_MS ? TIMED_SLOW : TIMED;
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    await bump();
    const at = performance.now();
    const response = await get(path);
    times.push(performance.now() - at);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { call, path, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), budget, requests, ...(typeof answer.count === 'number' ? { count: answer.count } : {}) };
}

export async function benchMillion(serverUrl: string): Promise<MillionResult> {
  const target = await benchDatabase(serverUrl, 'million', MILLION);
  const database = await openDatabase({ url: target.url });
  try {
    await database.migrate();
    let seedSeconds: number | undefined;
    if (!target.reused) {
      const started = performance.now();
      await seedDemo(database.db, { scale: MILLION });
      seedSeconds = Math.round((performance.now() - started) / 1000);
    }
    await fillJsonStore(assetResource, database.db);
    const db = database.db;
    const { n: assetCount } = await one<{ n: number }>(db, sql`select count(*)::int as n from assets`);
    const app = await buildApp({ db, staticDir: null, signInLimits: { failures: 1000, perAddress: 100_000 }, deriveAlertsEveryMs: 0 });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const get = (path: string) => httpGet(origin + path, { 'x-auth-token': token });

      // The busiest model and account together, the busiest facility, an asset with history: every page is full.
      const busiest = await one<{ model: string; account: string; facility: string; asset: string }>(
        db,
        sql`select
          p.model_id::text as "model", p.account_id::text as "account",
          (select facility_id from asset_mutations group by facility_id order by count(*) desc limit 1)::text as "facility",
          (select asset_id from asset_mutations order by internal_id desc limit 1)::text as "asset"
        from (select model_id, account_id from assets where status = 'ACTIVE' group by model_id, account_id order by count(*) desc limit 1) p`,
      );
      const filtered = new URLSearchParams({ pageSize: '1000', statuses: 'ACTIVE', models: busiest.model, accounts: busiest.account });
      const search = new URLSearchParams(filtered);
      search.set('search', 'SN3');
      const now = new Date();
      const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
      const budget100 = 100;
      const calls: [string, string, number][] = [
        ['assets, 50 rows', '/api/assets?pageSize=50', budget100],
        ['assets, 1,000 rows', '/api/assets?pageSize=1000', budget100],
        ['assets, 1,000 rows, three filters', `/api/assets?${filtered}`, budget100],
        ['assets, 1,000 rows, search + three filters', `/api/assets?${search}`, budget100],
        ['assets, 50 rows, search', '/api/assets?pageSize=50&search=SN3001', budget100],
        ...Object.keys(assetResource.sort).map((key): [string, string, number] => [`assets, 50 rows by ${key}`, `/api/assets?pageSize=50&sortBy=${key}&sortDirection=asc`, budget100]),
        ['asset history, one asset', `/api/assets/productivity/single?externalId=${busiest.asset}&pageSize=50`, budget100],
        [
          'productivity, one facility, 30 days',
          `/api/assets/productivity/single?facilities=${busiest.facility}&startTimestamp=${monthAgo.toISOString()}&endTimestamp=${now.toISOString()}&pageSize=50`,
          budget100,
        ],
        ['orders, 1,000 rows', '/api/orders?pageSize=1000', budget100],
        ['order alerts, 1,000 rows', '/api/alerts/orders?pageSize=1000', budget100],
        ['PM alerts, 1,000 rows', '/api/alerts/pm?pageSize=1000', budget100],
        ['visits, 1,000 rows', '/api/visits?pageSize=1000', budget100],
        ...ASSET_STATS.map((stat): [string, string, number] => [`dashboard: assets ${stat}`, `/api/stats/assets/${stat}/dashboard`, 300]),
        ...ORDER_STATS.map((stat): [string, string, number] => [`dashboard: orders ${stat}`, `/api/stats/orders/${stat}/dashboard`, 300]),
        ['stock report', '/api/stock/status?pageSize=50', 300],
      ];
      const figures: MillionFigure[] = [];
      for (const [call, path, budget] of calls) {
        const figure = await timeCall(db, get, call, path, budget);
        console.log(`  ${call}: p50 ${figure.p50} ms, p95 ${figure.p95} ms (${figure.requests} requests)`);
        figures.push(figure);
      }
      const answered = figures.find((f) => f.path === `/api/assets?${filtered}`)?.count ?? -1;
      const { n: counted } = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from assets a where a.status = 'ACTIVE' and a.model_id = ${busiest.model}::uuid and a.account_id = ${busiest.account}::uuid`,
      );
      return { assets: assetCount, figures, filterCount: { answered, counted }, ...(seedSeconds !== undefined ? { seedSeconds } : {}) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await target.release();
  }
}

// `DATABASE_URL=… tsx packages/server/bench/million.ts --keep-db` prints the figures.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('The million-asset bench runs on PostgreSQL: set DATABASE_URL to a server it may create a database on.');
    process.exit(2);
  }
  benchMillion(url).then(
    (r) => console.log(JSON.stringify(r)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
