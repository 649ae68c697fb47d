/**
 * Many rows into one table in one statement with one parameter: the rows as a JSON array of arrays, each value
 * read back as text into its column's type. Drizzle's `insert().values()` sends one parameter
 * per value and builds the statement value by value, which for an upload's chunk (250 assets, their tags and
 * history rows, about 20,000 values) cost more than PostgreSQL took to write them. Values go through each column's
 * own mapping to the driver (timestamps as ISO text), so what is stored is what `insert().values()` would store.
 */
import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './index';

/**
 * A lone UTF-16 surrogate, as JSON.stringify writes it (an escape; a backslash before it is not escaped itself):
 * PostgreSQL refuses it in JSON, where a UTF-8 parameter would carry U+FFFD instead.
 */
const LONE_SURROGATE_ESCAPE = /(?<=(?:^|[^\\])(?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

/** A column's name in the database: the schema's keys are snake_cased (`casing: 'snake_case'` in db/index.ts). */
const databaseName = (column: PgColumn): string => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** The type a value is cast to: the column's, serial types as the integers they are. */
const SERIAL_TYPES: Readonly<Record<string, string>> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };
const sqlType = (column: PgColumn): string => SERIAL_TYPES[column.getSQLType()] ?? column.getSQLType();

function driverValue(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  // JSON columns take the value itself (the recordset reads it as JSON); the others their driver text or number.
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/**
 * Inserts `rows` into `table` (no RETURNING: a caller that needs the rows gives their ids and reads them back).
 * Columns a row leaves undefined take their default; rows that leave different columns undefined, or a column
 * with a default computed in JavaScript, go through drizzle's own insert, which handles each value on its own.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const first = rows[0] as Record<string, unknown>;
  const given = columns.filter(([key]) => first[key] !== undefined);
  const sameShape = rows.every((row) => columns.every(([key]) => ((row as Record<string, unknown>)[key] === undefined) === (first[key] === undefined)));
  const computedDefault = columns.some(([key, column]) => first[key] === undefined && (column.defaultFn !== undefined || column.onUpdateFn !== undefined));
  if (!is(table, PgTable) || !sameShape || computedDefault || given.length === 0) {
    await db.insert(table).values(rows as T['$inferInsert'][]);
    return;
  }
  // Each row an array of its values in the columns' order (names are not repeated in every row).
  const records = rows.map((row) => given.map(([key, column]) => driverValue(column, (row as Record<string, unknown>)[key])));
  let json = JSON.stringify(records);
  if (json.includes('\\ud')) json = json.replace(LONE_SURROGATE_ESCAPE, '\\ufffd');
  const names = sql.join(
    given.map(([, column]) => sql.identifier(databaseName(column))),
    sql`, `,
  );
  // Each value read as text into the column's own type (its input function, as a parameter would be), JSON as JSON.
  const values = sql.join(
    given.map(([, column], i) => sql.raw(column.dataType === 'json' ? `("r" -> ${i})::${sqlType(column)}` : `("r" ->> ${i})::${sqlType(column)}`)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${names}) select ${values} from jsonb_array_elements(${json}::jsonb) as "r"`);
}

/**
 * Binary data to store (a bytea column's value) as SQL: its hex text, decoded by the database. The embedded
 * database's driver writes a binary parameter out as hex one byte at a time in JavaScript; node's hex is native.
 */
export function byteaValue(bytes: Uint8Array): SQL {
  return sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}, 'hex')`;
}

/** A bytea column read as hex text, for `bytesOf` (the embedded driver reads binary one byte at a time too). */
export function byteaHex(column: PgColumn): SQL<string | null> {
  return sql<string | null>`encode(${column}, 'hex')`;
}

export function bytesOf(hex: string): Buffer {
  return Buffer.from(hex, 'hex');
}
