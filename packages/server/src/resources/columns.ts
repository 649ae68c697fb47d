/**
 * A resource's column map: each field of a resource declared once (its column or SQL expression, or a value loaded
 * beside the page; its export header and format; whether the list sorts by it and shows it), and the declaration's
 * `fields`, `sort`, `columns`, `search`, export columns and item mapping derived from it. The columns every audited
 * table has (externalId, status and the four audit columns) are added by the map, in the places every list gives
 * them, unless the declaration places them itself (docs/DECISIONS.md "A resource's column map", "Resources as column
 * maps", "Every list a column map").
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Audited, EntityStatus } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import type { AuditedTable, SortKey } from './definition';
import { AUDIT_EXPORT_COLUMNS, iso } from './items';
import { isLookup, type ShownColumns, type ShownText } from './shown';
import type { CellValue, TabularColumn } from './tabular';

/**
 * A value of the item no column holds as it is: worked out from the selected row and what `load` read for the page,
 * or from the value of the column it `reads` (selected under the field's name).
 */
export interface Loaded<V> {
  readonly kind: 'loaded';
  readonly value: (row: SelectedRow, loaded: never, own: never) => V;
  readonly reads?: PgColumn;
}
/** A selected row: the map's `fields`, as drizzle reads them. */
export type SelectedRow = { externalId: string } & Record<string, unknown>;

/** A value of the item worked out from the selected row and what the map's `load` read for the page (typed `L`). */
export function loaded<V, L = undefined>(value: (row: SelectedRow, loaded: L) => V): Loaded<V> {
  return { kind: 'loaded', value: value as Loaded<V>['value'] };
}

/** The value of a column as the item gives it (stored JSON in the contract's shape, a text as the contract's union). */
export function mapped<C extends PgColumn, V>(column: C, value: (own: C['_']['data'] | (C['_']['notNull'] extends true ? never : null)) => V): Loaded<V> {
  return { kind: 'loaded', value: (_row, _loaded, own) => value(own), reads: column };
}

/** What a field reads: a table column, SQL (a related row's name as a scalar subquery), or a loaded value. */
type Source = PgColumn | SQL | Loaded<unknown>;

/** One field of a resource, under its JSON name. */
export interface FieldSpec<TSource extends Source = Source> {
  column: TSource;
  /** The header of its export column; none leaves it out of the exports. */
  header?: string;
  /** How the export writes it: times as date-times by default, `date` for days stored as their UTC midnight. */
  kind?: 'date' | 'dateTime';
  /** The export cell of its value, where it is not the value itself (a flag as YES or NO). */
  cell?: (value: never) => CellValue;
  /** False: the list cannot be sorted by it; SQL: sorted by that instead of the column (a loaded value sorts only so). */
  sorts?: boolean | SortKey;
  /** False: the list does not show it (so its search does not match it either). */
  shown?: boolean;
  /** The text the list shows for it, where it is not the field's own (related rows' text: see shown.ts `lookup`). */
  shows?: ShownText | null;
}

type OwnColumns = Record<string, Source>;

const TIMESTAMP = 'PgTimestamp';
/** Columns a list shows as no searchable text: times, numbers, flags. */
const NOT_TEXT = new Set([TIMESTAMP, 'PgInteger', 'PgSerial', 'PgSmallInt', 'PgBoolean', 'PgNumeric']);
/** Columns searched as they are (`ilike`); other shown columns (ids) are searched as text, with the list's own texts. */
const TEXT = new Set(['PgText', 'PgVarchar', 'PgChar']);
const isLoaded = (source: Source): source is Loaded<unknown> => 'kind' in source && source.kind === 'loaded';
const isColumn = (source: Source): source is PgColumn => 'columnType' in source;
const isTime = (source: Source) => isColumn(source) && source.columnType === TIMESTAMP;
/** The column or SQL a field selects, if it selects one. */
const selectedOf = (source: Source): PgColumn | SQL | undefined => (isLoaded(source) ? source.reads : source);

/** The JSON value of a column: its data type (a time as its ISO text), or null where the column may be null. */
type ValueOf<C extends Source> = C extends PgColumn
  ? (C['_']['data'] extends Date ? string : C['_']['data']) | (C['_']['notNull'] extends true ? never : null)
  : C extends SQL<infer T>
    ? T
    : C extends Loaded<infer V>
      ? V
      : never;

/** The columns every audited table gives a list. */
type Standard = 'externalId' | 'status' | 'createdBy' | 'createdTimestamp' | 'lastModifiedBy' | 'lastModifiedTimestamp';

/**
 * The list item a column map builds: the externalId, the own fields in their order, the status, the audit fields (the
 * ones the declaration places itself where it places them).
 */
export type MappedItem<T extends OwnColumns> = Omit<{ externalId: string; status: EntityStatus } & Required<Audited>, keyof T> & { [K in keyof T]: K extends 'status' ? EntityStatus : ValueOf<T[K]> };

/** How a map is laid out where lists differ. */
export interface MapOptions<K extends string, Item, L> {
  /** The fields the list shows and exports first, in the console's order (default: the declared order). */
  list?: readonly K[];
  /** False: the status is neither a shown column nor searched (default true). */
  showsStatus?: boolean;
  /** True: the list shows and sorts by who created and last modified a row (after its own columns). */
  showsAudit?: boolean;
  /** The export's columns before the audit ones, where not the fields with a header in the list's order, status, UUID. */
  export?: readonly (K | Standard | TabularColumn<Item>)[];
  /** Reads what the loaded values of a page need, in a few queries whatever the page size. */
  load?: (db: Db, rows: readonly SelectedRow[]) => Promise<L>;
}

/** The columns every audited table gives a list, around the resource's own, with what the list does with them. */
function standardFields(table: AuditedTable, showsAudit = false): { first: [string, FieldSpec][]; status: [string, FieldSpec]; audit: [string, FieldSpec][] } {
  return {
    first: [['externalId', { column: table.externalId, header: 'UUID', sorts: false, shown: false }]],
    status: ['status', { column: table.status, header: 'Status' }],
    audit: [
      ['createdBy', { column: table.createdBy, sorts: showsAudit, shown: showsAudit }],
      ['createdTimestamp', { column: table.createdTimestamp, shown: false }],
      ['lastModifiedBy', { column: table.lastModifiedBy, sorts: showsAudit, shown: showsAudit }],
      ['lastModifiedTimestamp', { column: table.lastModifiedTimestamp, shown: false }],
    ],
  };
}

/** The four audit fields as a map adds them, for a declaration that places them itself (before a status it puts last). */
export function auditFields<TTable extends AuditedTable>(table: TTable) {
  const spec = <C extends PgColumn>(column: C, sorts: boolean): FieldSpec<C> => ({ column, sorts, shown: false });
  return {
    createdBy: spec(table.createdBy as TTable['createdBy'], false),
    createdTimestamp: spec(table.createdTimestamp as TTable['createdTimestamp'], true),
    lastModifiedBy: spec(table.lastModifiedBy as TTable['lastModifiedBy'], false),
    lastModifiedTimestamp: spec(table.lastModifiedTimestamp as TTable['lastModifiedTimestamp'], true),
  };
}

/** The export column of one field. */
function exportColumn<Item>(key: string, spec: FieldSpec & { header: string }): TabularColumn<Item> {
  const value = (item: Item) => (item as Record<string, CellValue>)[key] ?? null;
  const kind = spec.kind ?? (isTime(spec.column) ? 'dateTime' : undefined);
  const cell = spec.cell;
  if (cell) return { header: spec.header, value: (item) => cell(value(item) as never) };
  return kind ? { header: spec.header, value, kind } : { header: spec.header, value };
}

/** Derives what a declaration spells out field by field from one declaration per field. */
export function columnMap<TTable extends AuditedTable, T extends OwnColumns, L = undefined>(
  table: TTable,
  own: { [K in keyof T]: FieldSpec<T[K]> },
  options: MapOptions<keyof T & string, MappedItem<T>, L> = {},
) {
  type Item = MappedItem<T>;
  const declared = Object.entries(own) as [string, FieldSpec][];
  const standard = standardFields(table, options.showsAudit);
  const placed = (entries: [string, FieldSpec][]) => entries.filter(([key]) => !(key in own));
  // The item's fields in order: the externalId, the own fields, the status, the audit fields, each standard one
  // where the declaration placed it if it did.
  const entries = [...placed(standard.first), ...declared, ...placed([standard.status]), ...placed(standard.audit)];
  const specOf = new Map(entries);
  const listed = options.list ?? [];
  // The list's fields in its order, then the others in the declared order.
  const ordered: [string, FieldSpec][] = [...listed.map((key) => [key, specOf.get(key)!] as [string, FieldSpec]), ...declared.filter(([key]) => !listed.includes(key))];
  // What a list selects: every field but the loaded values (a mapped one selects its column).
  const selected = entries.flatMap(([key, spec]): [string, PgColumn | SQL][] => {
    const column = selectedOf(spec.column);
    return column ? [[key, column]] : [];
  });
  const fields = Object.fromEntries(selected) as { externalId: TTable['externalId']; status: TTable['status'] } & Record<string, PgColumn | SQL>;
  const sortOf = ([key, spec]: [string, FieldSpec]): [string, SortKey][] => {
    const column = selectedOf(spec.column);
    if (spec.sorts === false || (spec.sorts === undefined && !column)) return [];
    return [[key, spec.sorts === undefined || spec.sorts === true ? column! : spec.sorts]];
  };
  // The own fields' sort keys, then the status and the two times (unless placed among them).
  const sort: Record<string, SortKey> = Object.fromEntries([...declared, ...placed([standard.status]), ...placed(standard.audit)].flatMap(sortOf));
  const shownText = (spec: FieldSpec): ShownText | null => {
    if (spec.shows !== undefined) return spec.shows;
    const source = selectedOf(spec.column);
    return !source || (isColumn(source) && NOT_TEXT.has(source.columnType)) ? null : source;
  };
  const columns: ShownColumns = {
    ...Object.fromEntries([...ordered, ...placed(standard.audit)].filter(([key, spec]) => spec.shown !== false && key !== 'status').map(([key, spec]) => [key, shownText(spec)])),
    ...(options.showsStatus === false ? {} : { status: table.status }),
  };
  const searched = (c: ShownText | null): c is PgColumn | SQL => c !== null && c !== table.status && !isLookup(c) && (!isColumn(c) || TEXT.has(c.columnType));
  const search = Object.values(columns).filter(searched);
  const withHeader = ([key, spec]: [string, FieldSpec]) => (spec.header === undefined ? [] : [exportColumn<Item>(key, { ...spec, header: spec.header })]);
  const exportOrder = options.export ?? [...ordered.filter(([, spec]) => spec.header !== undefined).map(([key]) => key), ...['status', 'externalId'].filter((key) => !(key in own))];
  const exported: TabularColumn<Item>[] = [
    ...exportOrder.flatMap((entry) => (typeof entry === 'string' ? withHeader([entry, specOf.get(entry)!]) : [entry])),
    ...AUDIT_EXPORT_COLUMNS,
  ];
  // The row selected with `fields` holds every key named here; its precise type is the declaration's to check.
  const item = (row: Record<string, unknown>, extra?: L): Item =>
    Object.fromEntries(
      entries.map(([key, spec]) => {
        const source = spec.column;
        if (isLoaded(source)) return [key, source.value(row as SelectedRow, extra as never, row[key] as never)];
        return [key, isTime(source) ? iso(row[key] as Date | null) : row[key]];
      }),
    ) as Item;
  const load = options.load;
  const toItems = (rows: readonly Record<string, unknown>[], ctx?: { db: Db }): Item[] | Promise<Item[]> => {
    if (!load) return rows.map((row) => item(row));
    if (rows.length === 0) return [];
    return load(ctx!.db, rows as SelectedRow[]).then((extra) => rows.map((row) => item(row, extra)));
  };
  return { fields, sort, columns, search, export: exported, item, toItems };
}
