/**
 * `tsx src/cli.ts [--] [--port N] [--scale N] [--reset] [--workers N|auto]`: the EquipDesk server with the console.
 * Environment: PORT, HOST, DATABASE_URL, EQUIPDESK_DATA_DIR, EQUIPDESK_STATIC_DIR, SUPPORT_EMAIL, PUBLIC_URL, LOG_LEVEL,
 * EQUIPDESK_WORKERS (as --workers), TRUST_PROXY (behind a load balancer: true, or the proxies' addresses),
 * EQUIPDESK_KEEP_ANSWERS=0 (build every list and profile answer afresh instead of keeping them under the versions).
 * EQUIPDESK_AUDIT_RETENTION_DAYS (audit events older than this many days, default 2,190, are archived by a job).
 *
 * With `--workers` on PostgreSQL, a primary process migrates and seeds once, then forks that many API processes
 * sharing the port (node:cluster); nothing they hold in memory is needed for correctness, so the same processes
 * can also run on several machines against one PostgreSQL. The embedded database serves one process only.
 */
import cluster from 'node:cluster';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, resolveDataDir } from './db/index';
import { isSeeded, seedDemo, type SeedReport } from './seed/seed';
import { startServer } from './server';

const USAGE = [
  'Usage: equipdesk-server [--port 3000] [--scale 5000] [--reset] [--workers N|auto]',
  '  --reset    drops all data first (then seeds again)',
  '  --workers  API processes sharing the port (PostgreSQL only; auto = one per core)',
].join('\n');

/**
 * The arguments, without a bare `--`: pnpm hands on the one of `pnpm start -- --workers auto` (and the root `pnpm start`
 * appends its own), and to parseArgs it would end the options. No option of ours takes `--` as its value.
 */
function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        port: { type: 'string' },
        scale: { type: 'string' },
        reset: { type: 'boolean', default: false },
        workers: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (err) {
    // An unknown option or a stray word: say which, and how to call it, without a stack trace.
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exit(2);
  }
}

const values = parseCommandLine(process.argv.slice(2));

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function positiveInt(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got ${text}`);
    process.exit(2);
  }
  return n;
}

async function reset(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url });
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
    await database.close();
  } else {
    rmSync(resolveDataDir(), { recursive: true, force: true });
  }
}

function workerCount(): number {
  const text = values.workers ?? process.env.EQUIPDESK_WORKERS;
  if (text === undefined || text === '') return 1;
  if (text === 'auto') return availableParallelism();
  const n = positiveInt(text, 'workers');
  if (!n) {
    console.error('--workers must be at least 1, or auto');
    process.exit(2);
  }
  return n;
}

/**
 * The primary of a multi-process server: prepares the database once (so workers never race to migrate or seed),
 * then keeps `count` workers running, and stops them all on SIGINT/SIGTERM.
 */
async function primary(count: number, port: number, scale: number | undefined): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('--workers needs DATABASE_URL: the embedded database serves one process.');
    process.exit(2);
  }
  if (values.reset) await reset();
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await database.exclusive(async () => {
      await database.migrate();
      if (!(await isSeeded(database.db))) reportSeed(await seedDemo(database.db, scale === undefined ? {} : { scale, log: (line) => console.log(line) }));
    });
  } finally {
    await database.close();
  }
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork({ EQUIPDESK_CLUSTER_WORKER: '1', PORT: String(port) });
  cluster.on('listening', () => {
    listening++;
    if (listening === count) console.log(`EquipDesk on http://localhost:${port} (postgres, ${count} processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that dies is replaced: the others go on serving meanwhile.
    console.error(`EquipDesk worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < count; i++) fork();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    const wait = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(wait);
        process.exit(0);
      }
    }, 100);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function reportSeed(report: SeedReport): void {
  const { counts, ms } = report;
  console.log(`Seeded demo data in ${(ms / 1000).toFixed(1)} s: ${counts.assets ?? 0} assets, ${counts.orders ?? 0} orders, ${counts.locations ?? 0} locations.`);
}

async function main(): Promise<void> {
  const port = positiveInt(values.port, 'port') ?? Number(process.env.PORT ?? 3000);
  const scale = positiveInt(values.scale, 'scale');
  const worker = process.env.EQUIPDESK_CLUSTER_WORKER === '1';
  if (!worker) {
    const count = workerCount();
    if (count > 1) return primary(count, port, scale);
    if (values.reset) await reset();
  }
  const started = Date.now();
  const server = await startServer({
    port,
    staticDir: process.env.EQUIPDESK_STATIC_DIR,
    // Workers find the database prepared by the primary.
    seed: worker ? false : scale === undefined ? true : { scale },
    logger: { level: process.env.LOG_LEVEL ?? (worker ? 'warn' : 'info') },
  });
  if (worker) {
    process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
    return;
  }
  if (server.seeded) reportSeed(server.seeded);
  console.log(`EquipDesk on http://localhost:${server.port} (${server.database.kind}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
