/**
 * Server bench: p50/p95 of GET /api/assets?pageSize=1000 (over loopback HTTP, never a kept answer) with a search term and three filters on
 * `--scale 100000` data, through the generic resource layer. The PGlite database is seeded once
 * into a persistent folder and reused by later runs.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, rowsOf } from '../src/db/index';
import { assets } from '../src/db/schema';
import { isSeeded, seedDemo } from '../src/seed/seed';
import { assetResource } from '../src/assets/resource';
import { fillJsonStore } from '../src/resources/jsonList';
import { DEMO_PASSWORD } from '../src/seed/data';

export const BENCH_DATA_DIR = fileURLToPath(new URL('../.data-bench', import.meta.url));
const BENCH_SCALE = 100_000;
const TIMED_REQUESTS = 60;
const WARM_UP = 8;

export interface AssetsBenchResult {
  scale: number;
  p50: number;
  p95: number;
  requests: number;
  /** Only when this run had to seed the database. */
  seedSeconds?: number;
  /** Rows matched by the benched query (count of the list answer). */
  matching?: number;
  /** The same page searched for what the list shows besides serial numbers (a location name, a model code). */
  searches: SearchFigure[];
}

/** p50/p95 of a 1,000-row page searched for one term, and how many rows it matched. */
export interface SearchFigure {
  label: string;
  term: string;
  matching: number;
  p50: number;
  p95: number;
}

/**
 * Times GETs of one list query (`pageIndex` cycling over its pages), each read from the database: the data version is
 * bumped before each, as if another process had just committed a change, so no kept answer is sent.
 */
export async function timeList(
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  get: (path: string) => Promise<{ status: number; body: Buffer }>,
  path: string,
  params: URLSearchParams,
  requests: { warmUp: number; timed: number },
): Promise<{ matching: number; p50: number; p95: number }> {
  const first = await get(`${path}?${params}`);
  if (first.status !== 200) throw new Error(`bench list answered ${first.status}: ${first.body.toString('utf8', 0, 200)}`);
  const matching = (JSON.parse(first.body.toString('utf8')) as { count: number }).count;
  const pages = Math.max(1, Math.ceil(matching / Number(params.get('pageSize') ?? 50)));
  const url = (i: number): string => {
    const q = new URLSearchParams(params);
    q.set('pageIndex', String(i % pages));
    return `${path}?${q}`;
  };
  for (let i = 0; i < requests.warmUp; i++) await get(url(i));
  const times: number[] = [];
  for (let i = 0; i < requests.timed; i++) {
    await db.execute(sql`update cache_versions set version = version + 1 where name = 'data'`);
    const started = performance.now();
    const response = await get(url(i));
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`bench list answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { matching, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** One GET, its whole body read as bytes. */
export function httpGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function benchAssetsList(opts: { scale?: number; dataDir?: string } = {}): Promise<AssetsBenchResult> {
  const scale = opts.scale ?? BENCH_SCALE;
  const database = await openDatabase({ dataDir: opts.dataDir ?? BENCH_DATA_DIR });
  let seedSeconds: number | undefined;
  try {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const started = performance.now();
      await seedDemo(database.db, { scale });
      seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    }
    // A database seeded before the read model existed gets its items built here, not by the warm-up.
    await fillJsonStore(assetResource, database.db);
    const [{ n: assetCount } = { n: 0 }] = await database.db.select({ n: count() }).from(assets);
    const app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 1000, perAddress: 100_000 } });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
      // Three filters over the busiest models and accounts, so pages stay full.
      const top = async (column: typeof assets.modelId | typeof assets.accountId, n: number) =>
        (
          await database.db
            .select({ id: column, n: count() })
            .from(assets)
            .where(eq(assets.status, 'ACTIVE'))
            .groupBy(column)
            .orderBy(desc(count()))
            .limit(n)
        ).map((r) => r.id);
      const modelIds = await top(assets.modelId, 8);
      const accountIds = await top(assets.accountId, 12);
      // The search is the first characters of a serial number the filters keep, so the page is not empty (the bulk
      // seed's serials start `SN3`, the demo's `SN1`).
      const [sample] = await database.db
        .select({ serial: assets.serialNumber })
        .from(assets)
        .where(and(eq(assets.status, 'ACTIVE'), inArray(assets.modelId, modelIds), inArray(assets.accountId, accountIds)))
        .limit(1);
      const base = new URLSearchParams({ pageSize: '1000', search: (sample?.serial ?? 'SN1').slice(0, 3) });
      base.append('statuses', 'ACTIVE');
      for (const m of modelIds) base.append('models', m);
      for (const a of accountIds) base.append('accounts', a);
      const headers = { 'x-auth-token': token };
      // Over loopback HTTP, as a client meets the server (in-process injection keeps every
      // response alive, and the growing heap's collections would be measured instead).
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const get = (path: string) => httpGet(origin + path, headers);
      const main = await timeList(database.db, get, '/api/assets', base, { warmUp: WARM_UP, timed: TIMED_REQUESTS });
      // What the list shows besides the serial number: the location of the busiest location, the busiest model's code.
      const [busiest] = rowsOf<{ location: string; model: string }>(
        await database.db.execute(sql`select
          (select l.name from assets a join locations l on l.external_id = a.location_id where a.status = 'ACTIVE' group by l.name order by count(*) desc limit 1) as "location",
          (select m.model_code from assets a join models m on m.external_id = a.model_id where a.status = 'ACTIVE' group by m.model_code order by count(*) desc limit 1) as "model"`),
      );
      const searches: SearchFigure[] = [];
      for (const [label, term] of [
        ['location name', busiest?.location ?? 'Room 602'],
        ['model code', busiest?.model ?? 'MON-100'],
      ] as const) {
        const params = new URLSearchParams({ pageSize: '1000', search: term, statuses: 'ACTIVE' });
        searches.push({ label, term, ...(await timeList(database.db, get, '/api/assets', params, { warmUp: WARM_UP, timed: TIMED_REQUESTS / 2 })) });
      }
      return { scale: assetCount || scale, p50: main.p50, p95: main.p95, requests: TIMED_REQUESTS, matching: main.matching, searches, ...(seedSeconds !== undefined ? { seedSeconds } : {}) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

// `tsx packages/server/bench/assets.ts [scale]` prints the figures.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const scale = process.argv[2] ? Number(process.argv[2]) : undefined;
  benchAssetsList({ scale }).then(
    (r) => console.log(JSON.stringify(r)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
