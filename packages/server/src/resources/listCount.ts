/**
 * How many rows a list matches, as its answer says it: counted exactly up to LIST_COUNT_EXACT_UP_TO, and above that
 * the planner's estimate, marked `countEstimated`. Counting every one of 900,000 matching assets took PostgreSQL
 * longer than reading the page itself (docs/DECISIONS.md "Counts of large lists").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_EXACT_UP_TO } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../db/index';

export interface ListCount {
  count: number;
  estimated: boolean;
}

/** The rows matching, as an SQL expression that counts no further than one past the exact limit. */
export function cappedCount(table: PgTable, where: SQL | undefined): SQL {
  return sql`(select count(*) from (select 1 from ${table} where ${where ?? sql`true`} limit ${LIST_COUNT_EXACT_UP_TO + 1}) as "capped")`;
}

/** The planner's estimate of the rows matching (from the tables' statistics: no row is read). */
async function estimatedRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`));
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * A capped count as the list answers it: exact up to the limit; above it the estimate, never less than the rows
 * already known to match.
 */
export async function listCount(db: Db, table: PgTable, where: SQL | undefined, capped: number): Promise<ListCount> {
  if (capped <= LIST_COUNT_EXACT_UP_TO) return { count: capped, estimated: false };
  return { count: Math.max(LIST_COUNT_EXACT_UP_TO + 1, await estimatedRows(db, table, where)), estimated: true };
}

/** The head of a list answer's JSON text, before its items. */
export function countJson({ count, estimated }: ListCount): string {
  return `"count":${count}${estimated ? ',"countEstimated":true' : ''}`;
}
