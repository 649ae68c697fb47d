/**
 * What a list shows, column by column, keyed by the console's column ids: the text each column shows, from which the
 * list's search is derived, so the search box finds what the screen shows (a location name, an account name, a
 * model code), and the export of a searched list, which takes the same conditions, matches the screen too.
 */
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/**
 * Text a row shows through other rows (its account's name, its items' model codes): the rows of `from` whose `key`
 * is the listed row's `of`. The search matches `text` among those rows once, into an array of keys (an init plan),
 * then the listed rows by `of`: a trigram index on `text` and a b-tree on `of` answer it without reading every row.
 */
export interface LookupText {
  readonly kind: 'lookup';
  /** The listed row's column naming the related rows (a foreign key, or its own id for rows that point at it). */
  readonly of: PgColumn;
  /** The related rows' column `of` is compared with. */
  readonly key: PgColumn;
  /** The text shown. */
  readonly text: PgColumn | SQL;
  /** The related rows: `key`'s table unless a join is needed to reach `text`. */
  readonly from: PgTable | SQL;
}

/** A column's text: the row's own column or expression, or text of related rows; null when it shows no text to search. */
export type ShownText = PgColumn | SQL | LookupText;

/**
 * The columns a list shows, by the console's column ids, in the console's order. Null marks a column that shows no
 * text a search could match: a time, a number, a flag, an icon.
 */
export type ShownColumns = Readonly<Record<string, ShownText | null>>;

/** The text of related rows: see `LookupText`. */
export function lookup(of: PgColumn, key: PgColumn, text: PgColumn | SQL, from?: SQL): LookupText {
  return { kind: 'lookup', of, key, text, from: from ?? (key.table as PgTable) };
}

export function isLookup(shown: ShownText): shown is LookupText {
  return typeof shown === 'object' && 'kind' in shown && (shown as { kind?: unknown }).kind === 'lookup';
}

/** Between the texts of a row's own columns in `ownText`: a character no search types, so no match spans two columns. */
const SEPARATOR = sql.raw(`E'\\x1f'`);

const asText = (shown: PgColumn | SQL): SQL => (shown instanceof PgColumn && shown.columnType !== 'PgText' ? sql`${shown}::text` : sql`${shown}`);

/**
 * The row's own shown texts besides the declared `search` fields, as one text (`coalesce(a, '') || E'\x1f' || ...`):
 * one expression, so one trigram index covers them (a migration creates it for the large lists with the same text),
 * and one condition instead of one per column. Undefined when the list shows no such column.
 */
export function ownText(columns: ShownColumns | undefined, search: readonly (PgColumn | SQL)[] = []): SQL | undefined {
  const own = Object.values(columns ?? {}).filter((c): c is PgColumn | SQL => c !== null && !isLookup(c) && !search.includes(c));
  if (own.length === 0) return undefined;
  if (own.length === 1) return asText(own[0]!);
  return sql.join(
    own.map((c) => sql`coalesce(${asText(c)}, '')`),
    sql` || ${SEPARATOR} || `,
  );
}

/** The lookups of the shown columns, each once (a declaration may show one lookup in two columns). */
export function lookupsOf(columns: ShownColumns | undefined): LookupText[] {
  return [...new Set(Object.values(columns ?? {}).filter((c): c is LookupText => c !== null && isLookup(c)))];
}

/** The condition of a lookup: the listed rows whose `of` is among the keys of the related rows matching. */
export function lookupMatches(shown: LookupText, pattern: string): SQL {
  return sql`${shown.of} = any(array(select ${shown.key} from ${shown.from} where ${shown.text} ilike ${pattern}))`;
}

/**
 * The search of a list: the declared `search` fields first (the spec's and earlier decisions'), then every text the
 * list shows besides them, any one matching (case-insensitive contains).
 */
export function searchMatches(search: readonly (PgColumn | SQL)[] | undefined, columns: ShownColumns | undefined, pattern: string): SQL | undefined {
  const own = ownText(columns, search);
  const matches: SQL[] = [
    ...(search ?? []).map((column) => ilike(column, pattern)),
    ...(own ? [sql`${own} ilike ${pattern}`] : []),
    ...lookupsOf(columns).map((shown) => lookupMatches(shown, pattern)),
  ];
  return matches.length > 0 ? or(...matches) : undefined;
}
