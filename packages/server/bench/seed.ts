/**
 * Seeds `scale` assets and prints the seed's wall time, its steps, the rows per table, the database's size and the
 * process's peak RSS: `tsx packages/server/bench/seed.ts <scale> [--keep-db]`. With DATABASE_URL on a database of
 * its own on that server (postgres.ts: with `--keep-db` the bench's kept `equipdesk_bench_<scale>`, which the
 * exports and load benches then reuse); without it on a fresh PGlite folder, removed after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/db/index';
import { isSeeded, seedDemo } from '../src/seed/seed';
import { benchDatabase } from './postgres';

async function main(): Promise<void> {
  const scale = Number(process.argv[2] ?? 100_000);
  const url = process.env.DATABASE_URL;
  const pgDatabase = url ? await benchDatabase(url, 'seed', scale) : undefined;
  const dataDir = url ? undefined : mkdtempSync(path.join(tmpdir(), 'equipdesk-seed-'));
  const database = await openDatabase(pgDatabase ? { url: pgDatabase.url } : { dataDir: dataDir! });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  try {
    await database.migrate();
    if (await isSeeded(database.db)) {
      console.log(`already seeded (${pgDatabase?.url})`);
    } else {
      const report = await seedDemo(database.db, { scale, log: (line) => console.log(line) });
      console.log(`seeded ${scale.toLocaleString('en')} assets in ${(report.ms / 1000).toFixed(1)} s on ${database.kind}`);
      console.log(JSON.stringify(report.counts));
    }
    const [size] = rowsOf<{ size: string }>(await database.db.execute(sql`select pg_size_pretty(pg_database_size(current_database())) as size`));
    console.log(`database size ${size?.size}; peak RSS of this process ${(peak / 1048576).toFixed(0)} MB`);
  } finally {
    clearInterval(sampler);
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
