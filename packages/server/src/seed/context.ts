/**
 * What every part of the demo seed shares: the transaction, the one PRNG whose draws the parts take in turn (so
 * they must run in the same order for the same data), the moment the data is relative to, and the row counts.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index';
import { FIRST_NAMES, LAST_NAMES } from './data';
import type { Random } from './random';

export const SEEDED_BY = 'system';
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export interface SeedContext {
  /** The seed's transaction. */
  db: Db;
  r: Random;
  now: Date;
  /** Number of assets; the other volumes follow from it. */
  scale: number;
  /** Under 1,000 assets: fewer hours of summaries and metrics, at least a few dozen orders. */
  small: boolean;
  /** The PRNG seed, for the parts that draw from a PRNG of their own. */
  seed: number;
  /** Rows inserted so far, by name. */
  counts: Record<string, number>;
  /** A moment between `minDays` and `maxDays` days before `now`. */
  past(maxDays: number, minDays?: number): Date;
  /** Inserts the rows and counts them under `name`. */
  add<T extends PgTable>(name: string, table: T, rows: readonly T['$inferInsert'][], batch?: number): Promise<void>;
}

/** Inserts in batches: one statement per batch keeps PGlite fast and under PostgreSQL's parameter limit. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], batch = 500): Promise<number> {
  for (let i = 0; i < rows.length; i += batch) {
    // Drizzle cannot relate a generic table's $inferInsert to its insert builder's value type.
    await db.insert(table).values(rows.slice(i, i + batch) as never);
  }
  return rows.length;
}

export function seedContext(db: Db, options: { r: Random; now: Date; scale: number; seed: number }): SeedContext {
  const { r, now, scale, seed } = options;
  const counts: Record<string, number> = {};
  return {
    db,
    r,
    now,
    scale,
    small: scale < 1_000,
    seed,
    counts,
    past: (maxDays, minDays = 0) => new Date(now.getTime() - (minDays * DAY + r.next() * (maxDays - minDays) * DAY)),
    add: async (name, table, rows, batch) => {
      counts[name] = (counts[name] ?? 0) + (await insertAll(db, table, rows, batch));
    },
  };
}

export const audit = (at: Date, by = SEEDED_BY) => ({
  createdBy: by,
  createdTimestamp: at,
  lastModifiedBy: by,
  lastModifiedTimestamp: at,
});

export const dateOnly = (d: Date): string => d.toISOString().slice(0, 10);
/** A day as forms and uploads store one (purchase and PM dates): its UTC midnight. */
export const dayOf = (d: Date): Date => new Date(`${dateOnly(d)}T00:00:00.000Z`);

export function personName(r: Random): string {
  return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
}
