/**
 * The ids of an export's rows in its list's order. On PostgreSQL one statement sorts them (in the database's own
 * process). The embedded database runs every statement on the thread that answers calls, and sorting 100,000 rows
 * there held every call (and every 429 of a full export queue) for 0.2–1.9 s: its rows' (id, key) pairs are read in
 * short statements by ranges of ids, and an export worker sorts them as PostgreSQL would (keyOrder.ts). A key whose
 * order the worker cannot reproduce (a collation other than C, a numeric) is sorted by the database, as before.
 * docs/DECISIONS.md "Exports off the main thread".
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/index';
import { runsOnPostgres, type ExportLane } from './exporting';
import { exportWorkers } from './exportWorkers';
import { idsOfText, orderIds, type KeyType } from './keyOrder';

/** The rows and order of an export. */
export interface ExportOrder {
  table: PgTable;
  /** The table's integer primary key. */
  id: PgColumn;
  /** The sort key: a column or an SQL expression over the table's row. */
  key: PgColumn | SQL;
  desc: boolean;
  /** The whole ORDER BY: `key dir nulls last, id dir`. */
  order: SQL;
  where: SQL | undefined;
}

/**
 * Ids a statement reads (id, key) pairs for on the embedded database. On the 100,000-asset bench data and a machine
 * loaded by other work, ranges of 5,000 took 15 ms (median) to 155 ms (p99), longer than a batch of 250 rows (6 ms,
 * 47 ms); the sort of every row took 0.4–1.5 s there. Half that keeps a range about as long as a batch.
 */
export const ORDER_SPAN = 2_500;

/**
 * Ids (as text) or (id, key) pairs this long are read or sorted here, in a few milliseconds: a worker's start and round
 * trip would take longer.
 */
const READ_HERE_CHARS = 64 * 1024;

/** The types whose order the worker reproduces, and how each key travels in JSON. */
const TEXT_TYPES = new Set(['text', 'character varying', 'uuid', 'name']);
const INSTANT_TYPES = new Set(['date', 'timestamp without time zone', 'timestamp with time zone']);

interface KeyShape {
  type: KeyType;
  /** The key as the JSON of a pair carries it. */
  json: (key: SQL) => SQL;
}

function shapeOf(type: string): KeyShape | null {
  if (TEXT_TYPES.has(type)) return { type: 'text', json: (k) => sql`(${k})::text` };
  if (type === 'integer' || type === 'smallint') return { type: 'integer', json: (k) => k };
  if (type === 'boolean') return { type: 'boolean', json: (k) => k };
  if (type === 'bigint') return { type: 'bigint', json: (k) => sql`(${k})::text` };
  // Instants as whole microseconds since 1970 (exact, as text), `infinity` and `-infinity` as they are.
  if (INSTANT_TYPES.has(type)) {
    return { type: 'bigint', json: (k) => sql`case when isfinite(${k}) then ((extract(epoch from ${k}) * 1000000)::numeric(38, 0))::text else (${k})::text end` };
  }
  return null;
}

/** The C collation orders text by its UTF-8 bytes, as the worker does; any other leaves the sort to the database. */
const BYTE_ORDER_COLLATIONS = new Set(['"C"', '"POSIX"']);

/** How the worker can order this key on this database, or null when only the database can. */
async function keyShape(db: Db, lane: ExportLane, order: ExportOrder): Promise<KeyShape | null> {
  // The key read from no row: its type is known all the same.
  const empty = sql`(select ${order.key} as "k" from ${order.table} limit 0) as "s"`;
  const [about] = rowsOf<{ type: string; dbCollation: string; encoding: string }>(
    await lane.run(() =>
      db.execute(sql`select pg_typeof("s"."k")::text as "type", "d"."datcollate" as "dbCollation", pg_encoding_to_char("d"."encoding") as "encoding"
        from pg_database as "d" left join ${empty} on true where "d"."datname" = current_database()`),
    ),
  );
  const shape = about ? shapeOf(about.type) : null;
  if (!about || !shape || shape.type !== 'text') return shape;
  // A text's collation (asked only of a type that has one).
  const [text] = rowsOf<{ collation: string | null }>(await lane.run(() => db.execute(sql`select pg_collation_for("s"."k") as "collation" from (select 1) as "one" left join ${empty} on true`)));
  const collation = text?.collation ?? null;
  const byteOrder = collation === null || BYTE_ORDER_COLLATIONS.has(collation) || (collation === '"default"' && BYTE_ORDER_COLLATIONS.has(`"${about.dbCollation}"`));
  return byteOrder && about.encoding === 'UTF8' ? shape : null;
}

/**
 * The ids of the rows matching `where`, in the export's order. Every statement takes the export lane. On the
 * embedded database each row is read once, with its key as it is when its range is read; a row added meanwhile may
 * be in the file, one deleted meanwhile is left out when its batch is read.
 */
export async function exportIds(db: Db, lane: ExportLane, order: ExportOrder): Promise<Int32Array> {
  const where = order.where ?? sql`true`;
  const shape = runsOnPostgres(db) ? null : await keyShape(db, lane, order);
  if (!shape) {
    const [row] = rowsOf<{ ids: string | null }>(
      await lane.run(() => db.execute(sql`select array_agg(${order.id} order by ${order.order})::text as "ids" from ${order.table} where ${where}`)),
    );
    if (!row?.ids) return new Int32Array(0);
    return row.ids.length <= READ_HERE_CHARS ? idsOfText(row.ids) : exportWorkers.parseIds(row.ids);
  }
  const chunks: string[] = [];
  const key = sql`${order.key}`;
  for (let after: number | null | undefined = undefined; after !== null; ) {
    // The next range starts at the first id after the last range (ids may have gaps): one index lookup.
    const rest: SQL = after === undefined ? sql`true` : sql`${order.id} > ${after}`;
    const [row]: { start: number | string | null; pairs: string | null }[] = rowsOf(
      await lane.run(() =>
        db.execute(sql`with "start" as (select min(${order.id}) as "m" from ${order.table} where ${rest})
          select (select "m" from "start") as "start", (
            select json_agg(json_build_array("c"."id", "c"."k") order by "c"."id")::text from (
              select ${order.id} as "id", ${shape.json(key)} as "k" from ${order.table}
              where ${order.id} >= (select "m" from "start") and ${order.id} < (select "m" from "start")::bigint + ${ORDER_SPAN} and ${where}
            ) as "c") as "pairs"`),
      ),
    );
    if (row?.pairs) chunks.push(row.pairs);
    const start = row?.start;
    after = start === null || start === undefined ? null : Number(start) + ORDER_SPAN - 1;
  }
  const request = { chunks, type: shape.type, desc: order.desc };
  return chunks.reduce((n, c) => n + c.length, 0) <= READ_HERE_CHARS ? orderIds(request) : exportWorkers.order(request);
}

/** The batches of `total` rows, `size` at a time, the first read before this resolves; empty ones left out. */
export async function exportBatches<P>(total: number, size: number, read: (from: number) => Promise<P>, empty: (page: P) => boolean): Promise<AsyncIterable<P>> {
  const first = total > 0 ? await read(0) : undefined;
  return {
    async *[Symbol.asyncIterator]() {
      if (first !== undefined && !empty(first)) yield first;
      for (let from = size; from < total; from += size) {
        const page = await read(from);
        if (!empty(page)) yield page;
      }
    },
  };
}
