/**
 * A resource's column map: each field of a resource declared once (its column, its export header, whether the list
 * sorts by it, shows it and searches it), and the declaration's `fields`, `sort`, `columns`, `search`, export columns
 * and item mapping derived from it. The columns every audited table has (externalId, status and the four audit
 * columns) are added by the map, in the places every list gives them. Models are declared this way first
 * (docs/DECISIONS.md "A resource's column map").
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Audited, EntityStatus } from '@equipdesk/api-client/contract';
import type { AuditedTable, SortKey } from './definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf } from './items';
import type { ShownColumns } from './shown';
import type { CellValue, TabularColumn } from './tabular';

/** One field of a resource, under its JSON name. */
export interface FieldSpec<TColumn extends PgColumn = PgColumn> {
  column: TColumn;
  /** The header of its export column; none leaves it out of the exports. */
  header?: string;
  /** False: the list cannot be sorted by it. */
  sorts?: boolean;
  /** False: the list does not show it (so its search does not match it either). */
  shown?: boolean;
}

type OwnColumns = Record<string, PgColumn>;

/** The JSON value of a column: its data type, or null where the column may be null. */
type ValueOf<C extends PgColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;

/** The list item a column map builds: the externalId, the own fields in their order, the status, the audit fields. */
export type MappedItem<T extends OwnColumns> = { externalId: string } & { [K in keyof T]: ValueOf<T[K]> } & { status: EntityStatus } & Required<Audited>;

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

/** Derives what a declaration spells out field by field from one declaration per field. */
export function columnMap<TTable extends AuditedTable, T extends OwnColumns>(table: TTable, own: { [K in keyof T]: FieldSpec<T[K]> }) {
  const entries = Object.entries(own) as [keyof T & string, FieldSpec][];
  const fields = { externalId: table.externalId as TTable['externalId'], ...(Object.fromEntries(entries.map(([key, spec]) => [key, spec.column])) as T), ...auditedFields(table) };
  const sort: Record<string, SortKey> = {
    ...Object.fromEntries(entries.filter(([, spec]) => spec.sorts !== false).map(([key, spec]) => [key, spec.column])),
    status: table.status,
    createdTimestamp: table.createdTimestamp,
    lastModifiedTimestamp: table.lastModifiedTimestamp,
  };
  const shownEntries = entries.filter(([, spec]) => spec.shown !== false);
  const columns: ShownColumns = { ...Object.fromEntries(shownEntries.map(([key, spec]) => [key, spec.column])), status: table.status };
  const search: PgColumn[] = shownEntries.map(([, spec]) => spec.column);
  type Item = MappedItem<T>;
  const exported: TabularColumn<Item>[] = [
    ...entries.flatMap(([key, spec]) => (spec.header === undefined ? [] : [{ header: spec.header, value: (item: Item) => item[key] as CellValue }])),
    { header: 'Status', value: (item: Item) => item.status },
    { header: 'UUID', value: (item: Item) => item.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ];
  // The row selected with `fields` holds every key named here; its precise type is the declaration's to check.
  const item = (row: Record<string, unknown>): Item =>
    ({
      externalId: row.externalId,
      ...Object.fromEntries(entries.map(([key]) => [key, row[key]])),
      status: asStatus(row.status as string),
      ...auditOf(row as Parameters<typeof auditOf>[0]),
    }) as Item;
  return { fields, sort, columns, search, export: exported, item };
}
