/**
 * `tsx src/cli.ts [--port N] [--scale N] [--reset]`: the EquipDesk server with the console.
 * Environment: PORT, HOST, DATABASE_URL, EQUIPDESK_DATA_DIR, EQUIPDESK_STATIC_DIR, SUPPORT_EMAIL, PUBLIC_URL, LOG_LEVEL.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, resolveDataDir } from './db/index';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    scale: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('Usage: equipdesk-server [--port 3000] [--scale 5000] [--reset]\n  --reset  drops all data first (then seeds again)');
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

async function main(): Promise<void> {
  const port = positiveInt(values.port, 'port') ?? Number(process.env.PORT ?? 3000);
  const scale = positiveInt(values.scale, 'scale');
  if (values.reset) await reset();
  const started = Date.now();
  const server = await startServer({
    port,
    staticDir: process.env.EQUIPDESK_STATIC_DIR,
    seed: scale === undefined ? true : { scale },
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  if (server.seeded) {
    const { counts, ms } = server.seeded;
    console.log(`Seeded demo data in ${(ms / 1000).toFixed(1)} s: ${counts.assets ?? 0} assets, ${counts.orders ?? 0} orders, ${counts.locations ?? 0} locations.`);
  }
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
