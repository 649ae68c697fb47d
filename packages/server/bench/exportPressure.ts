/**
 * Exports under pressure: twenty XLSX exports of every asset asked for at once from the server as its users start it
 * (`src/cli.ts` in a process of its own, so the bench's own reading never shares the server's event loop), while two
 * other clients call `GET /api/config` and a 50-row page of orders (built afresh each time), each every 20 ms. The
 * figures: how long each refused export waited for its 429 (and whether it said Retry-After), and the p99 of the other
 * calls meanwhile, beside the same calls on the quiet server.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/seed/data';
import { freePort, startCli, stopCli } from '../test/cliProcess';
import { BENCH_DATA_DIR } from './assets';

export const PRESSURE_EXPORTS = 20;
/** How long the quiet calls are sampled before the exports, for comparison. */
const QUIET_MS = 10_000;
/**
 * How long the same calls run before that, unmeasured: the first pages of a fresh server (its code not yet
 * optimised, the embedded database's cache cold) took several times as long as later ones, and the quiet figure
 * was slower than the one under the exports.
 */
const WARM_MS = 5_000;
/** The pressure stops here even if some export is still streaming (a figure, not a soak). */
const PRESSURE_CAP_MS = 180_000;

export interface ExportPressureFigure {
  exports: number;
  /** Exports answered 200 and read to their end. */
  served: number;
  /** Exports answered 429. */
  refused: number;
  /** Answers that were neither (should be none). */
  other: number[];
  /** Every 429 carried Retry-After. */
  retryAfter: boolean;
  /** The slowest time from the request to its 429 answer, ms (0 when none was refused). */
  slowest429Ms: number;
  /** The slowest served export, request to last byte, s. */
  slowestServedS: number;
  quiet: { configP99Ms: number; listP99Ms: number };
  pressure: { configP99Ms: number; listP99Ms: number; configMaxMs: number; listMaxMs: number; samples: number };
}

interface Answer {
  status: number;
  /** Request to response headers. */
  headersMs: number;
  /** Request to last byte. */
  endMs: number;
  retryAfter: string | undefined;
}

/** One GET over `agent`, its body read and dropped. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        const headersMs = performance.now() - started;
        response.on('data', () => undefined);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headersMs, endMs: performance.now() - started, retryAfter: response.headers['retry-after'] as string | undefined }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The largest sample, rounded (0 for none); tens of thousands of samples are too many to spread into Math.max. */
function most(samples: readonly number[]): number {
  return Math.round(samples.reduce((a, b) => Math.max(a, b), 0));
}

function p99(samples: number[]): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!);
}

/** Between two calls of a sampling client: a busy user's pace, not a load test of its own. */
const SAMPLE_EVERY_MS = 20;

/** Calls `url` one after another, SAMPLE_EVERY_MS apart, until `stop()` says so; the latencies in ms. */
async function sample(agent: http.Agent, url: (i: number) => string, headers: Record<string, string>, stop: () => boolean): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; !stop(); i++) {
    const answer = await get(agent, url(i), headers);
    if (answer.status !== 200) throw new Error(`${url(i)} answered ${answer.status} under the exports`);
    out.push(answer.endMs);
    await pause(SAMPLE_EVERY_MS);
  }
  return out;
}

/** The figure against a server on the bench's data: `env` says where (EQUIPDESK_DATA_DIR or DATABASE_URL). */
export async function benchExportPressure(env: NodeJS.ProcessEnv): Promise<ExportPressureFigure> {
  const port = await freePort();
  // Every list page built afresh, no alert derivation on a timer: the server does the bench's work and nothing else.
  const child = await startCli(['--port', String(port)], { ...env, EQUIPDESK_KEEP_ANSWERS: '0', EQUIPDESK_ALERTS_EVERY_MS: '0' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'x-auth-token': token };
    const config = () => `${origin}/api/config`;
    // A list the exports do not read: 50-row pages of orders (1,500 at the bench's scale), a different one each call.
    const list = (i: number) => `${origin}/api/orders?pageSize=50&pageIndex=${i % 30}`;
    // Warm-up: the code paths, a small export.
    await get(agent, `${origin}/api/assets/export.xlsx?search=SN1000`, headers);

    const warmUntil = performance.now() + WARM_MS;
    await Promise.all([sample(agent, config, {}, () => performance.now() > warmUntil), sample(agent, list, headers, () => performance.now() > warmUntil)]);
    const quietUntil = performance.now() + QUIET_MS;
    const quietStop = () => performance.now() > quietUntil;
    const [quietConfig, quietList] = await Promise.all([sample(agent, config, {}, quietStop), sample(agent, list, headers, quietStop)]);

    let done = false;
    const capped = setTimeout(() => (done = true), PRESSURE_CAP_MS);
    const samplers = Promise.all([sample(agent, config, {}, () => done), sample(agent, list, headers, () => done)]);
    const answers = await Promise.all(Array.from({ length: PRESSURE_EXPORTS }, () => get(agent, `${origin}/api/assets/export.xlsx`, headers)));
    done = true;
    clearTimeout(capped);
    const [configMs, listMs] = await samplers;

    const refused = answers.filter((a) => a.status === 429);
    const served = answers.filter((a) => a.status === 200);
    return {
      exports: PRESSURE_EXPORTS,
      served: served.length,
      refused: refused.length,
      other: answers.filter((a) => a.status !== 200 && a.status !== 429).map((a) => a.status),
      retryAfter: refused.every((a) => a.retryAfter !== undefined && Number(a.retryAfter) > 0),
      slowest429Ms: most(refused.map((a) => a.endMs)),
      slowestServedS: Math.round(most(served.map((a) => a.endMs)) / 10) / 100,
      quiet: { configP99Ms: p99(quietConfig), listP99Ms: p99(quietList) },
      pressure: {
        configP99Ms: p99(configMs),
        listP99Ms: p99(listMs),
        configMaxMs: most(configMs),
        listMaxMs: most(listMs),
        samples: configMs.length + listMs.length,
      },
    };
  } finally {
    agent.destroy();
    await stopCli(child);
  }
}

// `tsx packages/server/bench/exportPressure.ts` prints the figure on the bench's embedded database (seeded by
// `bench/exports.ts`), or on DATABASE_URL's database when it is set.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env.DATABASE_URL ? {} : { EQUIPDESK_DATA_DIR: BENCH_DATA_DIR };
  benchExportPressure(env).then(
    (r) => console.log(JSON.stringify(r)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
