/**
 * Server bench of large list exports: GET /api/assets/export.csv and .xlsx of every asset on `--scale 100000` data,
 * over loopback HTTP with the whole body read (counted as it arrives, never kept, so the figure is the server's), and
 * the growth of the process's resident memory while each one streams (sampled every 20 ms); then a productivity
 * export request of every history row, from issued to COMPLETED by its job; then twenty exports at once
 * (exportPressure.ts). The PGlite database is
 * the assets bench's, seeded once into a persistent folder and reused; with DATABASE_URL the same figures are taken
 * on a fresh PostgreSQL database too.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { benchDatabase } from './postgres';
import { fileURLToPath } from 'node:url';
import { count, eq, ne, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { assets, exportRequests, jobs } from '../src/db/schema';
import { isSeeded, seedDemo } from '../src/seed/seed';
import { assetResource } from '../src/assets/resource';
import { fillJsonStore } from '../src/resources/jsonList';
import { DEMO_PASSWORD } from '../src/seed/data';
import { BENCH_DATA_DIR } from './assets';
import { benchExportPressure, type ExportPressureFigure } from './exportPressure';

const BENCH_SCALE = 100_000;
const RSS_SAMPLE_MS = 20;

export interface ExportFigure {
  format: 'csv' | 'xlsx';
  /** Wall clock from the request to the last byte. */
  seconds: number;
  bytes: number;
  /** Data rows in the file (CSV: lines after the header; XLSX: the rows the server wrote, as the CSV says). */
  rows: number;
  /** Resident memory at its highest while the export streamed, above what it was just before. */
  rssGrowthMb: number;
}

/** A productivity export request of every history row, from issued to COMPLETED by the job (app.runJobs()). */
export interface ExportRequestFigure {
  seconds: number;
  rows: number;
  bytes: number;
  rssGrowthMb: number;
}

export interface ExportsBenchResult {
  backend: 'embedded' | 'postgres';
  assets: number;
  figures: ExportFigure[];
  request: ExportRequestFigure;
  /** Twenty exports at once against the server started as users start it, and the other calls meanwhile. */
  pressure: ExportPressureFigure;
  seedSeconds?: number;
}

/** One GET whose body is counted as it arrives (bytes and line ends), never kept. */
function streamedGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, lines }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Runs `work` while sampling the resident memory; answers its result and the highest growth seen, in MB. */
async function withRss<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, RSS_SAMPLE_MS);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthMb: Math.round(((peak - before) / 1024 / 1024) * 10) / 10 };
  } finally {
    clearInterval(timer);
  }
}

/** The figures on one database: `url` a PostgreSQL database, else the embedded bench database. */
async function benchExportsOn(opts: { scale: number; dataDir?: string; url?: string }): Promise<ExportsBenchResult> {
  const figures = await streamedFigures(opts);
  // The database is closed by then: the server of the pressure figure opens it (the embedded one serves one process).
  const pressure = await benchExportPressure(opts.url ? { DATABASE_URL: opts.url } : { DATABASE_URL: '', EQUIPDESK_DATA_DIR: opts.dataDir ?? BENCH_DATA_DIR });
  return { ...figures, pressure };
}

/** The exports and the export request, each alone, in this process. */
async function streamedFigures(opts: { scale: number; dataDir?: string; url?: string }): Promise<Omit<ExportsBenchResult, 'pressure'>> {
  const scale = opts.scale;
  const database = await openDatabase(opts.url ? { url: opts.url } : { dataDir: opts.dataDir ?? BENCH_DATA_DIR });
  let seedSeconds: number | undefined;
  try {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      const started = performance.now();
      await seedDemo(database.db, { scale });
      seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    }
    await fillJsonStore(assetResource, database.db);
    const [{ n: listed } = { n: 0 }] = await database.db.select({ n: count() }).from(assets).where(ne(assets.status, 'REMOVED'));
    const app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 1000, perAddress: 100_000 } });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
      const headers = { 'x-auth-token': token };
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      // Warm-up: every page of the assets table read once (the embedded database's cache grows to hold them, in this
      // process, whichever export came first), and the code paths on a small export.
      await database.db.execute(sql`select sum(length(a::text)) from assets a`);
      await streamedGet(`${origin}/api/assets/export.csv?search=SN1000`, headers);
      await streamedGet(`${origin}/api/assets/export.xlsx?search=SN1000`, headers);
      const figures: ExportFigure[] = [];
      let csvRows = 0;
      for (const format of ['csv', 'xlsx'] as const) {
        const started = performance.now();
        const { result, growthMb } = await withRss(() => streamedGet(`${origin}/api/assets/export.${format}`, headers));
        const seconds = Math.round((performance.now() - started) / 10) / 100;
        if (result.status !== 200) throw new Error(`export.${format} answered ${result.status}`);
        if (format === 'csv') csvRows = result.lines - 1;
        figures.push({ format, seconds, bytes: result.bytes, rows: format === 'csv' ? result.lines - 1 : csvRows, rssGrowthMb: growthMb });
      }
      // The job of an export request: every history row into a workbook stored with the request. Jobs left over
      // (the seed's requests) run first, untimed.
      await app.runJobs();
      const issued = await app.inject({ method: 'GET', url: '/api/assets/productivity?name=bench%20every%20history%20row', headers });
      const { externalId } = (issued.json() as { result: { externalId: string } }).result;
      const started = performance.now();
      const { growthMb } = await withRss(() => app.runJobs());
      const seconds = Math.round((performance.now() - started) / 10) / 100;
      const [done] = await database.db.select({ status: exportRequests.requestStatus, log: exportRequests.processingLog, file: exportRequests.resultFile }).from(exportRequests).where(eq(exportRequests.externalId, externalId));
      if (done?.status !== 'COMPLETED' || !done.file) throw new Error(`the bench's export request ended ${done?.status ?? 'missing'}`);
      const rows = Number(/Finished: ([\d,]+) rows/.exec(done.log ?? '')?.[1]?.replace(/,/g, '') ?? 0);
      const request: ExportRequestFigure = { seconds, rows, bytes: done.file.length, rssGrowthMb: growthMb };
      // The bench database is kept between runs: the request and its job go.
      await database.db.delete(jobs).where(eq(jobs.subjectId, externalId));
      await database.db.delete(exportRequests).where(eq(exportRequests.externalId, externalId));
      return { backend: opts.url ? 'postgres' : 'embedded', assets: listed, figures, request, ...(seedSeconds !== undefined ? { seedSeconds } : {}) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The figures on the embedded database (kept between runs) and, with DATABASE_URL, on a fresh PostgreSQL database
 * of its own on that server (seeded, then dropped; kept for the next run with `--keep-db`, postgres.ts).
 */
export async function benchExports(opts: { scale?: number; dataDir?: string } = {}): Promise<ExportsBenchResult[]> {
  const scale = opts.scale ?? BENCH_SCALE;
  const results = [await benchExportsOn({ scale, dataDir: opts.dataDir })];
  const url = process.env.DATABASE_URL;
  if (!url) return results;
  const database = await benchDatabase(url, 'exports', scale);
  try {
    results.push(await benchExportsOn({ scale, url: database.url }));
  } finally {
    await database.release();
  }
  return results;
}

// `tsx packages/server/bench/exports.ts [scale]` prints the figures.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const scale = process.argv[2] ? Number(process.argv[2]) : undefined;
  benchExports({ scale }).then(
    (r) => console.log(JSON.stringify(r)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
