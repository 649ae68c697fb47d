/**
 * Load bench: autocannon against the real server started as a user would (`src/cli.ts` in its own process, demo
 * data), over loopback HTTP. On the embedded database one process; with DATABASE_URL a fresh PostgreSQL database
 * and one API process per core (`--workers auto`), plus a soak of 200 connections.
 *
 * Each backend is measured twice: as deployed (answers kept under the database's versions, so twenty clients
 * reading the same page mostly get a kept answer), and with EQUIPDESK_KEEP_ANSWERS=0, where every answer is read
 * and built afresh: what a page costs when the data changes between calls, the floor a busy site sits on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_SCALE } from '../src/seed/seed';
import { benchDatabase } from './postgres';
import { DEMO_PASSWORD } from '../src/seed/data';
import { freePort, startCli, stopCli } from '../test/cliProcess';

export interface LoadFigure {
  backend: 'embedded' | 'postgres';
  /** Kept answers on (as deployed), or every answer built afresh. */
  answers: 'kept' | 'built';
  name: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  errors: number;
  /** The goal for requests per second, where the issue sets one. */
  goalRps?: number;
  /** The goal for p99 in ms, where one is set. */
  goalP99?: number;
}

async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function fire(url: string, token: string, connections: number, seconds: number, vary?: () => string): Promise<Omit<LoadFigure, 'backend' | 'answers' | 'name'>> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'x-auth-token': token },
    ...(vary ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: vary() }) }] } : {}),
  });
  return {
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

interface Scenario {
  name: string;
  path: string;
  goal?: Record<LoadFigure['backend'], number>;
  /** A new path per request: answers kept by the server never match, so every request reads the database. */
  vary?: () => string;
}

const pageOf = (n: number) => `/api/assets?pageSize=50&pageIndex=${n}`;

const KEPT: readonly Scenario[] = [
  { name: 'GET users/profile', path: '/api/users/profile' },
  { name: 'GET assets, 50-row page', path: pageOf(0), goal: { embedded: 400, postgres: 1000 } },
  { name: 'GET assets, search "pump"', path: '/api/assets?pageSize=50&pageIndex=0&search=pump' },
  {
    name: 'GET assets, a different search each request (nothing kept)',
    path: '/api/assets?pageSize=50&search=SN1',
    // Serial numbers run SN10000000 upwards: a random 7-digit prefix matches a handful, and never repeats a URL.
    vary: () => `/api/assets?pageSize=50&search=SN1${Math.floor(Math.random() * 1e7)}`,
  },
];

/** With EQUIPDESK_KEEP_ANSWERS=0: every request reads the database and builds its answer. */
const BUILT: readonly Scenario[] = [
  { name: 'GET users/profile', path: '/api/users/profile' },
  { name: 'GET assets, 50-row page', path: pageOf(0) },
  // The demo's ~4,500 active assets are 90 pages of 50: deeper pages skip more rows.
  { name: 'GET assets, a random one of the first 90 pages', path: pageOf(0), vary: () => pageOf(Math.floor(Math.random() * 90)) },
];

async function runScenarios(backend: LoadFigure['backend'], answers: LoadFigure['answers'], base: string, seconds: number): Promise<LoadFigure[]> {
  const token = await signIn(base, 'admin');
  const figures: LoadFigure[] = [];
  for (const s of answers === 'kept' ? KEPT : BUILT) {
    // A short warm-up fills caches and the JIT, as a server that has been up for a while would have.
    await fire(`${base}${s.path}`, token, 20, 2, s.vary);
    const figure = await fire(`${base}${s.path}`, token, 20, seconds, s.vary);
    const goal = s.goal?.[backend];
    figures.push({ backend, answers, name: s.name, ...figure, ...(goal ? { goalRps: goal } : {}) });
  }
  return figures;
}

export async function benchLoad(options: { seconds?: number; soakSeconds?: number } = {}): Promise<LoadFigure[]> {
  const seconds = options.seconds ?? Number(process.env.LOAD_SECONDS ?? 10);
  const soakSeconds = options.soakSeconds ?? Number(process.env.LOAD_SOAK_SECONDS ?? 60);
  const figures: LoadFigure[] = [];

  // The embedded database: one process over a fresh data folder, seeded with the demo data on first start, then
  // started again over the same data with nothing kept.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'equipdesk-load-'));
  try {
    for (const answers of ['kept', 'built'] as const) {
      const port = await freePort();
      const embedded = await startCli(['--port', String(port)], { EQUIPDESK_DATA_DIR: dataDir, DATABASE_URL: '', ...keeping(answers) });
      try {
        figures.push(...(await runScenarios('embedded', answers, `http://127.0.0.1:${port}`, seconds)));
      } finally {
        await stopCli(embedded);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) return figures;
  // PostgreSQL: a database of its own on the given server, one API process per core.
  // The demo's scale, as the CLI seeds it; kept for the next run with `--keep-db` (postgres.ts).
  const database = await benchDatabase(url, 'load', DEFAULT_SCALE);
  const dbUrl = new URL(database.url);
  try {
    for (const answers of ['kept', 'built'] as const) {
      const pgPort = await freePort();
      const server = await startCli(['--port', String(pgPort), '--workers', 'auto'], { DATABASE_URL: dbUrl.toString(), ...keeping(answers) });
      try {
        const base = `http://127.0.0.1:${pgPort}`;
        figures.push(...(await runScenarios('postgres', answers, base, seconds)));
        if (answers === 'kept') {
          const token = await signIn(base, 'admin');
          const soak = await fire(`${base}${pageOf(0)}`, token, 200, soakSeconds);
          figures.push({ backend: 'postgres', answers, name: 'GET assets, 50-row page, soak', ...soak, goalP99: 500 });
        }
      } finally {
        await stopCli(server);
      }
    }
  } finally {
    await database.release();
  }
  return figures;
}

function keeping(answers: LoadFigure['answers']): NodeJS.ProcessEnv {
  return { EQUIPDESK_KEEP_ANSWERS: answers === 'kept' ? '1' : '0' };
}
