/**
 * The PostgreSQL database a bench runs on, on DATABASE_URL's server: by default a fresh one, dropped after the run.
 * With `--keep-db` (or EQUIPDESK_BENCH_KEEP_DB=1) a database named for its scale, `equipdesk_bench_<scale>`, kept
 * between runs: a run finds it seeded (all `scale` assets there) and skips the seed; one that holds fewer (a seed cut
 * short) is dropped and seeded again. Seeding 1,000,000 assets takes minutes; reading them again takes none.
 */
import pg from 'pg';

export const KEEP_DB = process.argv.includes('--keep-db') || process.env.EQUIPDESK_BENCH_KEEP_DB === '1';

export interface BenchDatabase {
  url: string;
  /** Kept from an earlier run, seeded: the bench need not seed it. */
  reused: boolean;
  /** Drops a fresh database; leaves a kept one. */
  release(): Promise<void>;
}

async function assetsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from assets`);
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

export async function benchDatabase(serverUrl: string, purpose: string, scale: number): Promise<BenchDatabase> {
  const name = KEEP_DB ? `equipdesk_bench_${scale}` : `equipdesk_${purpose}_${process.pid}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
    if (rows.length > 0 && KEEP_DB && (await assetsIn(dbUrl.toString())) >= scale) {
      return { url: dbUrl.toString(), reused: true, release: async () => {} };
    }
    if (rows.length > 0) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const release = async () => {
    if (KEEP_DB) return;
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
  return { url: dbUrl.toString(), reused: false, release };
}
