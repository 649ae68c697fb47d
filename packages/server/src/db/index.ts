/**
 * Opens the EquipDesk database: embedded PGlite by default (a real PostgreSQL in WebAssembly),
 * a PostgreSQL server through node-postgres when a URL is given. Both run the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle every route uses; the same type on both backends. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw `db.execute(sql...)`: both drivers answer `{rows}`, which drizzle's common type does not say. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs `work` in a transaction of `db` (a savepoint when `db` is itself a transaction) and hands it a `Db`, the type
 * every function of the server takes: drizzle types a transaction apart (`PgTransaction`, whose schema parameters
 * differ) although it answers every call a `Db` does. The one place that says so.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL files of `packages/server/drizzle/` that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own (PostgreSQL: a session advisory lock), so
   * processes starting together migrate and seed once, not over each other.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel (change notices, http/changes.ts). PostgreSQL: a connection of its own, opened again
   * after it is lost, with `onResumed` called then (notices sent meanwhile are gone). Resolves with the stop.
   */
  listen(channel: string, onNotice: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; wins over everything else. */
  url?: string;
  /** PGlite data directory (default `packages/server/.data/`, or EQUIPDESK_DATA_DIR). */
  dataDir?: string;
  /** PGlite in memory: nothing is written to disk (tests). */
  memory?: boolean;
  /**
   * A PGlite data directory's tarball (`dumpDataDir`) the database in memory starts from instead of an empty one:
   * the server tests start every file from one migrated and seeded database (test/databaseTemplates.ts).
   */
  from?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** The advisory lock key processes starting on one PostgreSQL take in turn (any constant; "EQDK"). */
const STARTUP_LOCK = 0x45514449;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));

export function resolveDataDir(dataDir?: string): string {
  return dataDir ?? process.env.EQUIPDESK_DATA_DIR ?? DEFAULT_DATA_DIR;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While PostgreSQL is down or restarting, a request waits this long for a connection and is then answered
      // 503 (http/unavailable.ts) instead of hanging; the pool opens new connections once the server is back.
      connectionTimeoutMillis: 3_000,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onNotice, onResumed) => listenOnPostgres(options.url!, channel, onNotice, onResumed),
      close: () => pool.end(),
    };
  }
  // The migrations create pg_trgm (search indexes); PGlite ships it but must load it.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.memory) {
    client = new PGlite({ extensions, ...(options.from ? { loadDataDir: options.from } : {}) });
  } else {
    const dir = resolveDataDir(options.dataDir);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  takeTurns(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns an embedded database.
    exclusive: (work) => work(),
    // One process owns an embedded database: its notices are its own, and its connection is never lost.
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: () => client.close(),
  };
}

/**
 * Gives the event loop a turn before each statement of the embedded database. PGlite runs a statement on this thread and
 * hands its lock from one waiting statement to the next within the same microtask queue, so statements queued by
 * several calls (exports reading batch after batch, list pages, the session checks of the calls) ran back to back for a
 * second and more while nothing else was read: new connections were not accepted, and a full export queue's 429, which
 * needs no statement at all, waited behind them. With a turn before each statement, what arrived meanwhile is read and
 * answered (or queues its own statements) between any two statements. Every statement, in a transaction or not, takes
 * `_runExclusiveQuery` (PGlite's base.ts).
 */
function takeTurns(client: PGlite): void {
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(statement: () => Promise<T>): Promise<T> =>
    runExclusiveQuery(async () => {
      await nextTurn();
      return statement();
    });
}

/** Quotes a channel name as an SQL identifier. */
function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A LISTEN that outlives PostgreSQL restarts: its own client (a pooled one would hand the LISTEN to other work),
 * opened again with a growing pause while the server is away.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onResumed?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let pauseMs = 500;

  const connect = async (resumed: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch(() => undefined), pauseMs);
      pauseMs = Math.min(pauseMs * 2, 10_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${identifier(channel)}`);
    } catch (err) {
      if (!resumed) {
        // The first connection must work: the process does not start without its notices.
        stopped = true;
        if (retry) clearTimeout(retry);
        client = null;
        await next.end().catch(() => undefined);
        throw err;
      }
      lost();
      return;
    }
    pauseMs = 500;
    if (resumed) onResumed?.();
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

export { schema };
