/**
 * A resource's column map: each field of a resource declared once (its column or SQL expression, its export header
 * and format, whether the list sorts by it and shows it), and the declaration's `fields`, `sort`, `columns`, `search`,
 * export columns and item mapping derived from it. The columns every audited table has (externalId, status and the
 * four audit columns) are added by the map, in the places every list gives them (docs/DECISIONS.md "A resource's
 * column map", "Resources as column maps").
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Audited, EntityStatus } from '@equipdesk/api-client/contract';
import type { AuditedTable, SortKey } from './definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf, iso } from './items';
import { isLookup, type ShownColumns, type ShownText } from './shown';
import type { CellValue, TabularColumn } from './tabular';

/** What a field reads: a table column, or SQL (a related row's name as a scalar subquery). */
type Source = PgColumn | SQL;

/** One field of a resource, under its JSON name. */
export interface FieldSpec<TSource extends Source = Source> {
  column: TSource;
  /** The header of its export column; none leaves it out of the exports. */
  header?: string;
  /** How the export writes it: times as date-times by default, `date` for days stored as their UTC midnight. */
  kind?: 'date' | 'dateTime';
  /** The export cell of its value, where it is not the value itself (a flag as YES or NO). */
  cell?: (value: never) => CellValue;
  /** False: the list cannot be sorted by it; SQL: sorted by that instead of the column. */
  sorts?: boolean | SortKey;
  /** False: the list does not show it (so its search does not match it either). */
  shown?: boolean;
  /** The text the list shows for it, where it is not the field's own (related rows' text: see shown.ts `lookup`). */
  shows?: ShownText;
}

type OwnColumns = Record<string, Source>;

const TIMESTAMP = 'PgTimestamp';
/** Columns a list shows as no searchable text: times, numbers, flags. */
const NOT_TEXT = new Set([TIMESTAMP, 'PgInteger', 'PgSerial', 'PgSmallInt', 'PgBoolean', 'PgNumeric']);
const isColumn = (source: Source): source is PgColumn => 'columnType' in source;

/** The JSON value of a column: its data type (a time as its ISO text), or null where the column may be null. */
type ValueOf<C extends Source> = C extends PgColumn
  ? (C['_']['data'] extends Date ? string : C['_']['data']) | (C['_']['notNull'] extends true ? never : null)
  : C extends SQL<infer T>
    ? T
    : never;

/** The list item a column map builds: the externalId, the own fields in their order, the status, the audit fields. */
export type MappedItem<T extends OwnColumns> = { externalId: string } & { [K in keyof T]: ValueOf<T[K]> } & { status: EntityStatus } & Required<Audited>;

/** How a map is laid out where lists differ. */
export interface MapOptions<K extends string> {
  /** The fields the list shows and exports first, in the console's order (default: the declared order). */
  list?: readonly K[];
  /** False: the status is neither a shown column nor searched (default true). */
  showsStatus?: boolean;
}

/** The columns every audited table gives a list, around the resource's own. */
function auditedFields<TTable extends AuditedTable>(table: TTable) {
  return {
    status: table.status as TTable['status'],
    createdBy: table.createdBy as TTable['createdBy'],
    createdTimestamp: table.createdTimestamp as TTable['createdTimestamp'],
    lastModifiedBy: table.lastModifiedBy as TTable['lastModifiedBy'],
    lastModifiedTimestamp: table.lastModifiedTimestamp as TTable['lastModifiedTimestamp'],
  };
}

/** The export column of one field. */
function exportColumn<Item>(key: string, spec: FieldSpec & { header: string }): TabularColumn<Item> {
  const value = (item: Item) => (item as Record<string, CellValue>)[key] ?? null;
  const kind = spec.kind ?? (isColumn(spec.column) && spec.column.columnType === TIMESTAMP ? 'dateTime' : undefined);
  const cell = spec.cell;
  if (cell) return { header: spec.header, value: (item) => cell(value(item) as never) };
  return kind ? { header: spec.header, value, kind } : { header: spec.header, value };
}

/** Derives what a declaration spells out field by field from one declaration per field. */
export function columnMap<TTable extends AuditedTable, T extends OwnColumns>(table: TTable, own: { [K in keyof T]: FieldSpec<T[K]> }, options: MapOptions<keyof T & string> = {}) {
  const entries = Object.entries(own) as [keyof T & string, FieldSpec][];
  const listed = options.list ?? [];
  // The list's fields in its order, then the others in the declared order.
  const ordered = [...listed.map((key) => [key, own[key]] as [keyof T & string, FieldSpec]), ...entries.filter(([key]) => !listed.includes(key))];
  const fields = { externalId: table.externalId as TTable['externalId'], ...(Object.fromEntries(entries.map(([key, spec]) => [key, spec.column])) as T), ...auditedFields(table) };
  const sort: Record<string, SortKey> = {
    ...Object.fromEntries(entries.filter(([, spec]) => spec.sorts !== false).map(([key, spec]) => [key, spec.sorts === undefined || spec.sorts === true ? spec.column : spec.sorts])),
    status: table.status,
    createdTimestamp: table.createdTimestamp,
    lastModifiedTimestamp: table.lastModifiedTimestamp,
  };
  const shownEntries = ordered.filter(([, spec]) => spec.shown !== false);
  const shownText = (source: Source) => (isColumn(source) && NOT_TEXT.has(source.columnType) ? null : source);
  const columns: ShownColumns = {
    ...Object.fromEntries(shownEntries.map(([key, spec]) => [key, spec.shows ?? shownText(spec.column)])),
    ...(options.showsStatus === false ? {} : { status: table.status }),
  };
  const search = Object.values(columns).filter((c): c is Source => c !== null && c !== table.status && !isLookup(c));
  type Item = MappedItem<T>;
  const exported: TabularColumn<Item>[] = [
    ...ordered.flatMap(([key, spec]) => (spec.header === undefined ? [] : [exportColumn<Item>(key, { ...spec, header: spec.header })])),
    { header: 'Status', value: (item: Item) => item.status },
    { header: 'UUID', value: (item: Item) => item.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ];
  const times = entries.filter(([, spec]) => isColumn(spec.column) && spec.column.columnType === TIMESTAMP).map(([key]) => key);
  // The row selected with `fields` holds every key named here; its precise type is the declaration's to check.
  const item = (row: Record<string, unknown>): Item =>
    ({
      externalId: row.externalId,
      ...Object.fromEntries(entries.map(([key]) => [key, times.includes(key) ? iso(row[key] as Date | null) : row[key]])),
      status: asStatus(row.status as string),
      ...auditOf(row as Parameters<typeof auditOf>[0]),
    }) as Item;
  return { fields, sort, columns, search, export: exported, item, toItems: (rows: readonly Record<string, unknown>[]) => rows.map(item) };
}
