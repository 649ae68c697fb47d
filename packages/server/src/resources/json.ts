/**
 * Items as JSON text built by PostgreSQL, byte for byte what `JSON.stringify` writes for the item
 * the declaration's `toItems` maps: compact, keys in declared order, timestamps as
 * `Date#toISOString()` (UTC, milliseconds, `Z`). A list page then leaves the database as one text
 * value, which is parsed once and sent as is: no per-cell parse, no per-row mapping, no
 * re-serialisation. PGlite (WebAssembly) pays dearly for each cell it hands to JavaScript.
 *
 * Every builder yields a SQL value whose JSON encoding is the field: text and uuid are strings,
 * integers numbers, booleans booleans, `json` values are written as they are, and SQL NULL is
 * `null`. Objects are rows encoded by `row_to_json`, PostgreSQL's own compact encoder, so escaping
 * is PostgreSQL's (the same as JSON.stringify's for every string, as the tests check). `jsonText`
 * turns a value into the JSON text. Building an item still costs PGlite ~50 µs a row, so a
 * declaration may keep built items in a read model (`JsonStore` in definition.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const JSON_SQL = Symbol('jsonSql');

/** SQL that evaluates to a JSON text value, never to SQL NULL. */
export interface JsonSql {
  readonly [JSON_SQL]: true;
  readonly sql: SQL;
}

/** A value in a JSON object: a table column (encoded by its type) or a built JSON value. */
export type JsonValue = PgColumn | JsonSql;

function wrap(expression: SQL): JsonSql {
  return { [JSON_SQL]: true, sql: expression };
}

function isJsonSql(value: unknown): value is JsonSql {
  return typeof value === 'object' && value !== null && JSON_SQL in value;
}

/** A text, uuid or other string-valued expression; SQL NULL becomes `null`. */
export function jsonString(expression: SQL | PgColumn): JsonSql {
  return wrap(sql`${expression}`);
}

/** A timestamp expression as `toISOString()` writes it (microseconds are cut, as a JS Date cuts them). */
export function jsonIso(expression: SQL | PgColumn): JsonSql {
  return wrap(sql`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** An integer expression. */
export function jsonNumber(expression: SQL | PgColumn): JsonSql {
  return wrap(sql`(${expression})::bigint`);
}

export function jsonBoolean(expression: SQL | PgColumn): JsonSql {
  return wrap(sql`(${expression})::boolean`);
}

/** A JSON literal written as is (e.g. a field the contract always sends as null). */
export function jsonLiteral(value: null | boolean | number | string): JsonSql {
  return wrap(sql.raw(`'${JSON.stringify(value).replaceAll("'", "''")}'::json`));
}

/** A string array from a correlated subquery's rows, in the given order; no rows gives `[]`. */
export function jsonStringArray(from: SQL, value: SQL | PgColumn, orderBy: SQL | PgColumn): JsonSql {
  return wrap(sql`coalesce((select array_to_json(array_agg((${value})::text order by ${orderBy})) ${from}), '[]'::json)`);
}

/** An array of built objects from a correlated subquery's rows, in the given order; no rows gives `[]`. */
export function jsonArray(from: SQL, item: JsonSql, orderBy: SQL | PgColumn): JsonSql {
  return wrap(sql`coalesce((select array_to_json(array_agg(${item.sql} order by ${orderBy})) ${from}), '[]'::json)`);
}

/** How a table column is written, from its Drizzle type. */
export function jsonColumn(column: PgColumn): JsonSql {
  switch (column.columnType) {
    case 'PgText':
    case 'PgVarchar':
    case 'PgUUID':
    case 'PgDateString':
      return jsonString(column);
    case 'PgTimestamp':
      return jsonIso(column);
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
      return jsonNumber(column);
    case 'PgBoolean':
      return jsonBoolean(column);
    default:
      // jsonb, numeric, bytea…: PostgreSQL's text of them differs from JSON.stringify's; map those in JS.
      throw new Error(`jsonColumn: ${column.name} (${column.columnType}) has no byte-exact JSON encoding`);
  }
}

function toValue(value: JsonValue): SQL {
  return isJsonSql(value) ? value.sql : jsonColumn(value).sql;
}

/** The JSON text of a built value (`null` for SQL NULL). */
export function jsonText(value: JsonSql): SQL {
  return sql`coalesce(to_json(${value.sql})::text, 'null')`;
}

function escapeKey(key: string): string {
  // Keys are identifiers of the contract; refusing quotes keeps the SQL literal trivially safe.
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`jsonObject: unsupported key ${key}`);
  return key;
}

/**
 * An object with the keys in the order given. `when` makes the whole object `null` unless the
 * condition holds (a relation that may be missing).
 */
export function jsonObject(entries: Readonly<Record<string, JsonValue>>, options: { when?: SQL } = {}): JsonSql {
  const fields = Object.entries(entries).map(([key, value]) => sql`${toValue(value)} as ${sql.raw(`"${escapeKey(key)}"`)}`);
  // A one-row subquery names the fields; row_to_json writes its row compactly in column order.
  const object = sql`(select row_to_json("o") from (select ${fields.length > 0 ? sql.join(fields, sql.raw(', ')) : sql.raw('')}) as "o")`;
  return wrap(options.when ? sql`case when (${options.when}) then ${object} end` : object);
}

