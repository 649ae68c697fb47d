/**
 * Server benches of uploads.
 * - A 10,000-row asset upload on the embedded database, from the POST until the upload is COMPLETED (the job
 *   worker's whole run: parsing, every row through the asset form's validation, writes, history rows, result file).
 *   The database is an in-memory PGlite seeded with the demo data; the jobs the seed leaves (its export requests)
 *   are run before the upload, untimed.
 * - Other calls while spreadsheets are read: the server started as users start it (`src/cli.ts`, its own process),
 *   `GET /api/config` from 10 clients while two hostile workbooks (one cell unpacking to ~99 MB) and a
 *   50,000-row CSV are previewed at once; the clients' p99 and the server's resident memory above idle.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { MESSAGES, UPLOAD_COLUMNS, UPLOAD_MAX_ROWS } from '@equipdesk/api-client/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { accounts, models, uploads } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';
import { DEMO_PASSWORD } from '../src/seed/data';
import { cliStore, freePort, startCli, stopCli } from '../test/cliProcess';
import { assetCsv, hugeCellWorkbook } from '../test/uploadsFiles';

export interface UploadsBenchResult {
  rows: number;
  /** POST until COMPLETED. */
  seconds: number;
  /** The POST alone (read, checked, stored, queued). */
  acceptSeconds: number;
  completed: number;
  rejected: number;
}

function workbook(rows: number, modelCodes: string[], accountNos: string[]): Buffer {
  const columns = UPLOAD_COLUMNS.assets;
  const aoa: string[][] = [columns.map((c) => c.header)];
  for (let i = 0; i < rows; i++) {
    const values: Record<string, string> = {
      serialNumber: `BENCH-${String(i).padStart(6, '0')}`,
      model: modelCodes[i % modelCodes.length]!,
      account: accountNos[i % accountNos.length]!,
      customerAssetNumber: `CAN-${i}`,
      tags: `BENCH${String(i).padStart(19, '0')}`,
      purchaseDate: '2024-03-01',
      notes: 'Bench upload',
      status: 'ACTIVE',
    };
    aoa.push(columns.map((c) => values[c.field] ?? ''));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Assets');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

function multipart(name: string, filename: string, file: Buffer): { payload: Buffer; contentType: string } {
  const boundary = '----EquipDeskBenchBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function benchAssetUpload(opts: { rows?: number; scale?: number } = {}): Promise<UploadsBenchResult> {
  const rows = opts.rows ?? 10_000;
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    await seedDemo(database.db, { scale: opts.scale ?? 2_000 });
    const modelCodes = (await database.db.select({ code: models.modelCode }).from(models).where(eq(models.status, 'ACTIVE'))).map((m) => m.code);
    const accountNos = (await database.db.select({ no: accounts.accountNo }).from(accounts).where(eq(accounts.status, 'ACTIVE'))).map((a) => a.no);
    const file = workbook(rows, modelCodes, accountNos);
    const app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 1000, perAddress: 100_000 } });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
      // The seed's export requests wait with their jobs: they run first, untimed (as in the exports bench), so the
      // figure is the upload's own work and not theirs too.
      await app.runJobs();
      const body = multipart('assetsFile', 'bench.xlsx', file);
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/assets/upload', headers: { 'x-auth-token': token, 'content-type': body.contentType }, payload: body.payload });
      const accepted = performance.now();
      if (response.statusCode !== 200) throw new Error(`bench upload answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      const id = (response.json() as { result: { externalId: string } }).result.externalId;
      await app.runJobs();
      const finished = performance.now();
      const [row] = await database.db.select().from(uploads).where(eq(uploads.externalId, id));
      if (row?.uploadStatus !== 'COMPLETED') throw new Error(`bench upload ended ${row?.uploadStatus}`);
      return {
        rows,
        seconds: (finished - started) / 1000,
        acceptSeconds: (accepted - started) / 1000,
        completed: row.completedRowsCount,
        rejected: row.rejectedRowsCount,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export interface UploadIsolationResult {
  /** GET /api/config from autocannon's 10 clients while the files were read. */
  requests: number;
  p50: number;
  p99: number;
  maxMs: number;
  errors: number;
  /**
   * GET /api/config sent every 10 ms whatever the answers (a closed-loop client like autocannon's sends nothing
   * while it waits, so a server that stalls for seconds costs it only its ten waiting requests: its p99 hides stalls).
   */
  paced: { requests: number; p99: number; maxMs: number };
  /** The server's resident memory: at rest before the files, and its peak while they were read, in MB. */
  idleRssMb: number;
  peakRssMb: number;
  /** Each file's preview: its answer and how long it took. */
  files: { name: string; status: number; seconds: number; message: string }[];
  /** Files not answered as they should be: the hostile ones 400 with the unreadable message, the CSV 200. */
  unexpectedAnswers: number;
}

/** Resident memory of a process, in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/** Sends GET `url` every `everyMs` until stopped, each timed from when it was due; the times, in ms. */
function pacedRequests(url: string, everyMs: number): { stop(): Promise<number[]> } {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    pending.push(
      fetch(url)
        .then((r) => r.arrayBuffer())
        .then(() => void times.push(performance.now() - sent)),
    );
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return times;
    },
  };
}

/**
 * Waits until the server is at rest: a freshly seeded one first runs the seed's export requests through its job
 * worker, which holds its thread for seconds at a time. At rest: 3 s in which GET /api/config, called every 10 ms,
 * never took over 50 ms.
 */
async function untilQuiet(base: string, timeoutMs = 300_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  let quietSince = performance.now();
  while (performance.now() < until) {
    const sent = performance.now();
    await (await fetch(`${base}/api/config`)).arrayBuffer();
    const now = performance.now();
    if (now - sent > 50) quietSince = now;
    if (now - quietSince >= 3_000) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server was not at rest within ${timeoutMs / 1000} s`);
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};

async function previewOver(base: string, token: string, name: string, file: Buffer): Promise<UploadIsolationResult['files'][number]> {
  const form = new FormData();
  form.append('assetsFile', new Blob([new Uint8Array(file)]), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/assets/upload/preview`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  const body = (await response.json()) as { message?: string; result?: { availableRowsCount: number } };
  const message = body.message ?? `${body.result?.availableRowsCount ?? '?'} rows`;
  return { name, status: response.status, seconds: (performance.now() - started) / 1000, message };
}

/**
 * `GET /api/config` from 10 clients (autocannon) while two hostile workbooks and one 50,000-row CSV are previewed
 * together, on the server started as users start it, over its embedded database with the demo data.
 */
export async function benchUploadIsolation(): Promise<UploadIsolationResult> {
  const hostile = await hugeCellWorkbook('assets', 99_000_000);
  const store = cliStore('uploads-bench');
  await store.create();
  const port = await freePort();
  const server = await startCli(['--port', String(port)], store.env());
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { token: string }).token;
    const list = async <T>(path: string): Promise<T[]> => ((await (await fetch(`${base}${path}`, { headers: { 'x-auth-token': token } })).json()) as { items: T[] }).items;
    const modelCodes = (await list<{ modelCode: string }>('/api/models?pageSize=100&statuses=ACTIVE')).map((m) => m.modelCode);
    const accountNos = (await list<{ accountNo: string }>('/api/accounts?pageSize=100&statuses=ACTIVE')).map((a) => a.accountNo);
    const csv = assetCsv(UPLOAD_MAX_ROWS, modelCodes, accountNos);
    await untilQuiet(base);
    // Warm-up: the JIT and the connections, as a server that has been up a while.
    await autocannon({ url: `${base}/api/config`, connections: 10, duration: 2 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = rssOf(server.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 20);
    let load!: autocannon.Instance;
    const measured = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon({ url: `${base}/api/config`, connections: 10, duration: 600 }, (err: unknown, result) => (err ? reject(err) : resolve(result)));
    });
    const paced = pacedRequests(`${base}/api/config`, 10);
    let files: UploadIsolationResult['files'];
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      files = await Promise.all([previewOver(base, token, 'hostile-1.xlsx', hostile), previewOver(base, token, 'hostile-2.xlsx', hostile), previewOver(base, token, 'assets.csv', csv)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      clearInterval(sampler);
      load.stop();
    }
    const result = await measured;
    const pacedTimes = await paced.stop();
    const expected = (f: UploadIsolationResult['files'][number], i: number): boolean =>
      i < 2 ? f.status === 400 && f.message === MESSAGES.uploadUnreadable : f.status === 200 && f.message === `${UPLOAD_MAX_ROWS} rows`;
    return {
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.non2xx + result.errors + result.timeouts,
      paced: { requests: pacedTimes.length, p99: Math.round(percentile(pacedTimes, 99)), maxMs: Math.round(Math.max(0, ...pacedTimes)) },
      idleRssMb: Math.round(idle / 2 ** 20),
      peakRssMb: Math.round(peak / 2 ** 20),
      files,
      unexpectedAnswers: files.filter((f, i) => !expected(f, i)).length,
    };
  } finally {
    await stopCli(server);
    await store.remove();
  }
}
