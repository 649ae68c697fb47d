/**
 * The column map of a declaration whose items PostgreSQL builds (json.ts, `builtItems`): each field of the item
 * declared once, in the item's order, with what the list sorts and searches by it; the JSON item, the sort keys and
 * the shown columns are derived from it (docs/DECISIONS.md "Resources as column maps").
 */
import { SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { SortKey } from './definition';
import { jsonObject, type JsonSql, type JsonValue } from './json';
import { isLookup, type ShownColumns, type ShownText } from './shown';

/** One field of a built item. */
export interface JsonField {
  value: JsonValue;
  /** The list sorts by it: by this key under the field's name, or by several under the console's column ids. */
  sorts?: SortKey | Readonly<Record<string, SortKey>>;
  /** The text the list shows of it, under the field's name or by the console's column ids (searched: shown.ts). */
  shows?: ShownText | Readonly<Record<string, ShownText>>;
}

const isSingle = (value: object): value is PgColumn | SQL => value instanceof PgColumn || value instanceof SQL;

/** The sort keys every list has, when the item carries them as columns. */
const ALWAYS_SORTED = ['status', 'createdTimestamp', 'lastModifiedTimestamp'];

const isField = (entry: JsonValue | JsonField): entry is JsonField => 'value' in entry && !isSingle(entry);

/**
 * Derives a built item's `item`, `sort` and `columns` from one declaration per field. `list` names the list's columns
 * in the console's order (the order its search text is joined in, as the trigram indexes of the large lists read
 * it); a column no field shows text for shows none (a time, a flag).
 */
export function jsonMap(own: Readonly<Record<string, JsonValue | JsonField>>, options: { list: readonly string[] }) {
  const item: Record<string, JsonValue> = {};
  const sort: Record<string, SortKey> = {};
  const shown: Record<string, ShownText> = {};
  for (const [key, entry] of Object.entries(own)) {
    const field: JsonField = isField(entry) ? entry : { value: entry };
    item[key] = field.value;
    if (field.sorts) Object.assign(sort, isSingle(field.sorts) ? { [key]: field.sorts } : field.sorts);
    else if (ALWAYS_SORTED.includes(key) && field.value instanceof PgColumn) sort[key] = field.value;
    if (field.shows) Object.assign(shown, isSingle(field.shows) || isLookup(field.shows as ShownText) ? { [key]: field.shows } : field.shows);
  }
  const unlisted = Object.keys(shown).filter((id) => !options.list.includes(id));
  if (unlisted.length > 0) throw new Error(`jsonMap: ${unlisted.join(', ')} shown but not in the list`);
  const columns: ShownColumns = Object.fromEntries(options.list.map((id) => [id, shown[id] ?? null]));
  const built: JsonSql = jsonObject(item);
  return { item: built, sort, columns };
}
