/**
 * The generic resource layer (DESIGN.md "generic resources"): one declaration of a table, its
 * projection, search fields, filters, sort keys, unique checks and form schema yields the list,
 * ddlist, exists, create, update, the three entity actions and the streamed exports of a resource,
 * each route behind its grant. Special calls are still written by hand beside it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ZodType } from 'zod';
import { z } from 'zod';
import type { ActionResponse, EntityStatus, ExistsResponse, ListResponse, ResultResponse, SaveResponse } from '@equipdesk/api-client/contract';
import { statusActions } from '@equipdesk/permissions';
import type { Db } from '../db/index';
import { sessionOf, type GrantRequirement, API_PREFIX } from '../auth/guard';
import type { Session } from '../auth/session';
import { HttpError, notFound, parseWith } from '../http/errors';
import { text } from '../http/query';
import { containsPattern } from '../http/paging';
import { keptAnswer } from '../http/versions';
import { registerDdlist, type DdlistDefinition } from './ddlist';
import { jsonText, type JsonSql } from './json';
import { isColumn, listQuerySchema, parseListQuery, parseUuid, type ParsedListQuery } from './listQuery';
import { exportLaneOf, sendExport } from './exporting';
import { exportBatches, exportIds } from './exportOrder';
import { EXPORT_PARAMETERS, exportTimeZone } from './zones';
import { jsonPages, type TabularColumn } from './tabular';
import { searchMatches, type ShownColumns } from './shown';
import { auditListExport, auditSave, auditStatusChange, readLinks, type SavedLinks } from '../audit/resources';

// The query parsing of lists lives in listQuery.ts; routes written by hand beside a declaration import it from here.
export { listQuerySchema, parseListQuery, parseUuid, requireUuids, type ParsedListQuery, type QueryShape } from './listQuery';

/** The columns every listed entity has (see `audited()` in the schema). */
export interface AuditedColumns {
  internalId: PgColumn;
  externalId: PgColumn;
  status: PgColumn;
  createdBy: PgColumn;
  createdTimestamp: PgColumn;
  lastModifiedBy: PgColumn;
  lastModifiedTimestamp: PgColumn;
}
export type AuditedTable = PgTable & AuditedColumns;

export interface RequestContext {
  db: Db;
  session: Session;
  now: Date;
  /** Null when the hook runs outside a request-specific route (ddlist scope). */
  request: FastifyRequest | null;
}

/** A sort key: a column or SQL expression; the internal id always breaks ties so pages are stable. */
export type SortKey = PgColumn | SQL;

/** A filter of the list: the values of a repeated query parameter become a condition. */
export type FilterDefinition =
  | PgColumn
  | {
      /** Values outside this list are a 400 (enums). */
      values?: readonly string[];
      condition: (values: string[], ctx: RequestContext) => SQL | undefined;
    };

export interface UniqueCheck<TForm> {
  /** The field the error is reported on. */
  field: string;
  /** The expression compared, e.g. sql`lower(${t.name})`. */
  expression: SQL | PgColumn;
  /** The value to compare with, from the form (undefined skips the check). */
  value: (form: TForm) => string | undefined;
  message: string;
  /**
   * The unique index that enforces the check: a concurrent save that reaches it first is answered with this
   * check's message. Without one on any check, the first check's message answers every unique violation.
   */
  constraint?: string;
}

export interface SaveDefinition<TTable extends AuditedTable, TForm> {
  /** The contract schema of the form; a function when the rules depend on the body (users). */
  schema: ZodType<TForm> | ((body: unknown, ctx: RequestContext, existing: TTable['$inferSelect'] | null) => Promise<ZodType<TForm>> | ZodType<TForm>);
  unique?: readonly UniqueCheck<TForm>[];
  /** The column values to write; audit columns are added by the layer. */
  values: (form: TForm, ctx: RequestContext, existing: TTable['$inferSelect'] | null) => Promise<Partial<TTable['$inferInsert']>> | Partial<TTable['$inferInsert']>;
  /**
   * A unique index the save reached although the checks before it passed (a concurrent save): the error to answer
   * instead, or undefined to let the declared unique checks answer. Runs after the transaction rolled back.
   */
  onUniqueViolation?: (constraint: string | undefined, form: TForm, ctx: RequestContext) => Promise<HttpError | undefined>;
  /**
   * Writes what lives beside the row (link tables, a history row), in the same transaction; `existing` is the row as
   * the update found it under its lock (null on create).
   */
  afterWrite?: (tx: Db, row: TTable['$inferSelect'], form: TForm, ctx: RequestContext, existing: TTable['$inferSelect'] | null) => Promise<void>;
  /**
   * The lists `afterWrite` keeps beside the row (link tables, tags, items), field by field as the trail records them
   * (linked externalIds or names, in a stable order): read in the save's transaction before and after the write, so
   * the event's changes hold them with the row's own fields.
   */
  links?: SavedLinks;
}

export interface ResourceDefinition<
  TTable extends AuditedTable,
  TFields extends SelectedFields,
  TItem,
  TForm = unknown,
  TDd = unknown,
  TDdFields extends SelectedFields = SelectedFields,
> {
  /** The URL segment under /api, e.g. `users`. */
  name: string;
  /** The permission area the grants are checked on (default: `name`). */
  area?: string;
  /** Singular label used in messages: `User` → "User activated." */
  label: string;
  table: TTable;
  /** How the `{id}` of the item routes is matched (default: the externalId, a uuid). */
  id?: { column: PgColumn; parse: (raw: string) => string | number | null };
  /** The projection of a list row: table columns or SQL (scalar subqueries for names of relations). */
  fields: TFields;
  /** Maps the selected rows to the contract's items; async to load relations in one batch. */
  toItems: (rows: SelectResultFields<TFields>[], ctx: RequestContext) => Promise<TItem[]> | TItem[];
  /**
   * The list item built by PostgreSQL (see `json.ts`), byte for byte the JSON of what `toItems`
   * returns: a list page then leaves the database as one text value and is sent without mapping.
   * `joins` are added after the table (left joins to relations, written against the table's name).
   */
  json?: { item: JsonSql; joins?: readonly SQL[]; store?: JsonStore };
  /**
   * The list's own search fields (the spec's, or the decisions' where it names none), matched first; the search also
   * matches every text `columns` shows (shown.ts), so these only need naming where a field is searched but not shown.
   */
  search?: readonly (PgColumn | SQL)[];
  /** The columns the list shows, by the console's column ids: the search matches every text they show. */
  columns: ShownColumns;
  sort: Readonly<Record<string, SortKey>>;
  defaultSort: { by: string; direction: 'asc' | 'desc' };
  filters?: Readonly<Record<string, FilterDefinition>>;
  /** Applied when the query has no `statuses` (spec: the default status filter is ACTIVE). */
  defaultStatuses?: readonly string[];
  /** REMOVED rows are hidden unless asked for by a statuses filter (default true without defaultStatuses). */
  hideRemoved?: boolean;
  /** Facility/account scoping of non-privileged users: a condition, or undefined for all rows. */
  scope?: (ctx: RequestContext) => Promise<SQL | undefined>;
  /** The default page size when the query has none. */
  pageSize?: number;
  /** Grants per route; defaults VIEW/NEW/EDIT(type)/ACTIVATE/DEACTIVATE/DELETE/EXPORT on `area`. */
  grants?: Partial<Record<'list' | 'read' | 'ddlist' | 'exists' | 'create' | 'update' | 'activate' | 'deactivate' | 'remove' | 'export', GrantRequirement>>;
  /** GET {name}/ddlist: a compact projection of the rows the user may see, REMOVED excluded. */
  ddlist?: Pick<DdlistDefinition<TDd, TDdFields>, 'fields' | 'toItem' | 'sort'>;
  /** GET {name}/exists: query parameters matched against expressions; `externalId` excludes the item itself. */
  exists?: {
    params: Readonly<Record<string, SQL | PgColumn | readonly (SQL | PgColumn)[]>>;
    /** Only these combinations are answered (e.g. permissions need all four); default any one. */
    requireAll?: boolean;
  };
  create?: SaveDefinition<TTable, TForm>;
  update?: SaveDefinition<TTable, TForm>;
  /** GET {name}/{id} → `{success, result}` under the list's grant and scope (deep links to an item). */
  read?: boolean;
  /** Entity actions; false leaves them out. */
  actions?: boolean;
  /** Called after an entity action changed the status, in its transaction (`ctx.db`): e.g. revoke a user's tokens. */
  onStatusChange?: (ctx: RequestContext, row: TTable['$inferSelect'], status: EntityStatus) => Promise<void>;
  /** Export columns, or a function when they depend on data (the matrix's role columns); none → no export routes. */
  export?: readonly TabularColumn<TItem>[] | ((ctx: RequestContext) => Promise<readonly TabularColumn<TItem>[]>);
}

/** The part of a declaration a list read needs. */
export type ListShape<TItem> = {
  // `never[]` accepts every declaration's own row type; the layer passes the rows it selected with `fields`.
  toItems: (rows: never[], ctx: RequestContext) => Promise<TItem[]> | TItem[];
} & Pick<
  ResourceDefinition<AuditedTable, SelectedFields, TItem>,
  'table' | 'fields' | 'json' | 'search' | 'sort' | 'defaultSort' | 'filters' | 'defaultStatuses' | 'hideRemoved' | 'scope' | 'pageSize'
> &
  // Hand-written listings beside the declarations (the asset picker, reports) may show no declared columns.
  Partial<Pick<ResourceDefinition<AuditedTable, SelectedFields, TItem>, 'columns'>>;

/** Identity helper that keeps the declaration's types; register it with `registerResource`. */
export function defineResource<
  TTable extends AuditedTable,
  TFields extends SelectedFields,
  TItem,
  TForm = unknown,
  TDd = unknown,
  TDdFields extends SelectedFields = SelectedFields,
>(definition: ResourceDefinition<TTable, TFields, TItem, TForm, TDd, TDdFields>): ResourceDefinition<TTable, TFields, TItem, TForm, TDd, TDdFields> {
  return definition;
}

/** The longest value an exists check compares (names, emails and codes are at most 100). */
const MAX_EXISTS_VALUE = 500;

export const parseSerial = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Rows read per round trip while an export streams. */
export const EXPORT_BATCH = 250;

/**
 * A read model of built list items, one row per row of the listed table (see `assetListItems`):
 * `item` is the item's JSON text or NULL until a list page builds it; triggers clear it and bump
 * `generation` when an input changes. A page stores an item only if the generation it read is
 * still current, so a change committed while the page was being built is never overwritten.
 */
export interface JsonStore {
  table: PgTable;
  /** References the listed table's `internalId`. */
  key: PgColumn;
  generation: PgColumn;
  item: PgColumn;
}


/** The WHERE of a list or export: scope, default statuses, filters and search. */
export async function listConditions<TItem>(
  definition: ListShape<TItem>,
  query: ParsedListQuery,
  ctx: RequestContext,
): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [];
  if (definition.scope) where.push(await definition.scope(ctx));
  const statusFilter = definition.filters?.statuses;
  if (!query.filters.statuses && definition.defaultStatuses) {
    where.push(inArray(definition.table.status, [...definition.defaultStatuses]));
  } else if (!query.filters.statuses && definition.hideRemoved !== false) {
    where.push(ne(definition.table.status, 'REMOVED'));
  } else if (query.filters.statuses && !statusFilter) {
    where.push(inArray(definition.table.status, query.filters.statuses));
  }
  for (const [name, values] of Object.entries(query.filters)) {
    const filter = definition.filters?.[name];
    if (!filter) continue;
    where.push(isColumn(filter) ? inArray(filter, values) : filter.condition(values, ctx));
  }
  if (query.search.length > 0) where.push(searchMatches(definition.search, definition.columns, containsPattern(query.search)));
  const present = where.filter((w): w is SQL => w !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

function sortKeyOf<TItem>(definition: ListShape<TItem>, query: ParsedListQuery): SortKey {
  return definition.sort[query.sortBy] ?? definition.sort[definition.defaultSort.by]!;
}

function orderOf<TItem>(definition: ListShape<TItem>, query: ParsedListQuery): SQL[] {
  const key = sortKeyOf(definition, query);
  const dir = query.sortDirection === 'desc' ? desc : asc;
  // NULLs sort last either way: "last activity, descending" starts with people who were active.
  const primary = sql`${dir(key)} nulls last`;
  return [primary, dir(definition.table.internalId)];
}

export async function readPage<TItem>(
  definition: ListShape<TItem>,
  ctx: RequestContext,
  where: SQL | undefined,
  query: ParsedListQuery,
  offset: number,
  limit: number,
): Promise<TItem[]> {
  const rows = await ctx.db
    .select(definition.fields)
    .from(definition.table as PgTable)
    .where(where)
    .orderBy(...orderOf(definition, query))
    .limit(limit)
    .offset(offset);
  return definition.toItems(rows as never[], ctx);
}

/** The column an export batch reads the primary key under, to put the batch back in the list's order. */
const EXPORT_ROW_ID = '__exportRowId';

/**
 * Every matching row in the list's order, a batch at a time, for an export of any size. The ids are read first, in
 * order (exportOrder.ts: one array from PostgreSQL, or short reads sorted by an export worker on the embedded
 * database), then each batch by primary key, so no batch re-reads the rows before it as an OFFSET would (an export of
 * 100,000 assets took tens of seconds that way); declarations with a `json` item have each batch built as JSON by
 * PostgreSQL, as their list pages are, and read as one text. Every statement takes the export lane (exporting.ts), so
 * exports never hold up other calls. The first batch is read before this resolves, so anything that fails on the
 * caller's input fails before the first byte of the file. Each row is as it is when its batch is read; a row deleted
 * meanwhile is left out.
 */
export async function exportPages<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined, query: ParsedListQuery): Promise<AsyncIterable<TItem[]>> {
  const table = definition.table as PgTable & { internalId: PgColumn };
  const lane = exportLaneOf(ctx.db);
  const order = sql.join(orderOf(definition, query), sql`, `);
  const key = sortKeyOf(definition, query);
  const ids = await exportIds(ctx.db, lane, { table, id: definition.table.internalId, key, desc: query.sortDirection === 'desc', order, where });
  const json = definition.json;
  const batchAt = (from: number): number[] => Array.from(ids.subarray(from, from + EXPORT_BATCH));
  if (json) {
    // Items PostgreSQL builds as JSON (the lists' own answers), one text a batch: parsed where the file is written
    // (an export worker, tabular.ts), not mapped with a query per relation.
    return jsonPages<TItem>(await exportBatches(ids.length, EXPORT_BATCH, (from) => lane.run(() => jsonItemsOf(definition, json, ctx, batchAt(from))), (text) => text.length === 0));
  }
  // A batch is read and mapped in one turn of the lane: mapping may read relations too.
  const read = (wanted: number[]): Promise<TItem[]> =>
    lane.run(async () => {
      const rows = (await ctx.db
        .select({ ...definition.fields, [EXPORT_ROW_ID]: definition.table.internalId })
        .from(table)
        .where(inArray(definition.table.internalId, wanted))) as Record<string, unknown>[];
      const byId = new Map(rows.map((row) => [Number(row[EXPORT_ROW_ID]), row]));
      const ordered = wanted.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        delete row[EXPORT_ROW_ID];
        return [row];
      });
      return definition.toItems(ordered as never[], ctx);
    });
  return exportBatches(ids.length, EXPORT_BATCH, (from) => read(batchAt(from)), (page) => page.length === 0);
}

interface PageRow {
  n: number | string | null;
}

/**
 * The ids of one page with the number of rows matching, in one pass over the matching rows: the
 * CTE sorts only (sort key, id) pairs and counts with a window, so neither a second COUNT(*) scan
 * nor a sort of whole rows is paid. The caller joins the page back to the table by primary key.
 */
function pageCte<TItem>(definition: ListShape<TItem>, where: SQL | undefined, query: ParsedListQuery, offset: number, limit: number): { cte: SQL; order: SQL } {
  const table = definition.table;
  const key = sortKeyOf(definition, query);
  const dir = sql.raw(query.sortDirection === 'desc' ? 'desc' : 'asc');
  const cte = sql`with "page" as (
    select ${table.internalId} as "id", ${key} as "k", count(*) over () as "n"
    from ${table as PgTable} where ${where ?? sql`true`}
    order by ${key} ${dir} nulls last, ${table.internalId} ${dir}
    limit ${limit} offset ${offset})`;
  // The same order again over the page, as keys already computed.
  return { cte, order: sql`"page"."k" ${dir} nulls last, "page"."id" ${dir}` };
}

async function countRows<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(definition.table as PgTable).where(where);
  return Number(row?.n ?? 0);
}

type ListJson<TItem> = NonNullable<ListShape<TItem>['json']>;

/**
 * The items of the given keys (`keys`: a FROM item with an "id" column of internal ids) that the
 * read model does not hold yet, built from the declaration, with the generation each was built at.
 */
function missingItems<TItem>(definition: ListShape<TItem>, json: ListJson<TItem>, store: JsonStore, keys: SQL): SQL {
  const table = definition.table;
  return sql`select "keys"."id" as "id", ${store.generation} as "generation", ${jsonText(json.item)} as "item"
    from ${keys} as "keys" left join ${store.table} on ${store.key} = "keys"."id"
    join ${table as PgTable} on ${table.internalId} = "keys"."id" ${sql.join([...(json.joins ?? [])], sql.raw(' '))}
    where ${store.item} is null`;
}

/** Stores the items of the CTE "built" whose generation is still current. */
function storeBuilt(store: JsonStore): SQL {
  return sql`update ${store.table} set ${sql.identifier(store.item.name)} = "built"."item" from "built"
    where ${store.key} = "built"."id" and ${store.generation} = "built"."generation"`;
}

/**
 * Runs a statement whose joins are written in the order to run them (the page, its rows, then
 * lookups by unique key): searching every order of that many relations costs PGlite ~10 ms of
 * planning a page.
 */
async function executeInWrittenJoinOrder(db: Db, json: ListJson<unknown>, statement: SQL): Promise<unknown> {
  if (!json.joins?.length) return db.execute(statement);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local join_collapse_limit = 1`);
    return tx.execute(statement);
  });
}

/** The list answer as JSON text, built by PostgreSQL from the declaration's `json` item. */
export async function readJsonList<TItem>(definition: ListShape<TItem>, json: ListJson<TItem>, ctx: RequestContext, where: SQL | undefined, query: ParsedListQuery): Promise<string> {
  const offset = query.pageIndex * query.pageSize;
  if (json.store) return readStoredList(definition, json, json.store, ctx, where, query, offset);
  const { cte, order } = pageCte(definition, where, query, offset, query.pageSize);
  const table = definition.table;
  const statement = sql`${cte}
      select (select "n" from "page" limit 1)::int as "n", coalesce(string_agg(${jsonText(json.item)}, ',' order by ${order}), '') as "items"
      from "page" join ${table as PgTable} on ${table.internalId} = "page"."id" ${sql.join([...(json.joins ?? [])], sql.raw(' '))}`;
  const result = await executeInWrittenJoinOrder(ctx.db, json, statement);
  const row = (result as { rows: (PageRow & { items: string })[] }).rows[0];
  // A page past the end has no rows to carry the count.
  const total = row?.n != null ? Number(row.n) : await countRows(definition, ctx, where);
  return listText(total, row?.items ?? '');
}

function listText(count: number, items: string): string {
  return `{"success":true,"count":${count},"items":[${items}]}`;
}

/**
 * A page of a declaration whose items are kept in a read model. The page's ids, their stored items and the count
 * come from one small statement; only items not stored yet (new or changed since) are built, by a second
 * statement that stores them. Reading the stored page apart from the builder keeps the usual call cheap to plan:
 * PostgreSQL spent ~16 ms planning the builder on every page when the two were one statement.
 */
async function readStoredList<TItem>(
  definition: ListShape<TItem>,
  json: ListJson<TItem>,
  store: JsonStore,
  ctx: RequestContext,
  where: SQL | undefined,
  query: ParsedListQuery,
  offset: number,
): Promise<string> {
  const table = definition.table;
  const key = sortKeyOf(definition, query);
  const dir = sql.raw(query.sortDirection === 'desc' ? 'desc' : 'asc');
  const condition = where ?? sql`true`;
  // A search is costly to evaluate and matches few rows: evaluated once, counted with a window over the matches.
  // Plain filters are cheap and match many rows: counted apart (an index-only count), so the page itself reads
  // only its own rows through an index on the sort key instead of sorting every match.
  const counted = query.search.length > 0;
  const page = sql`with "page" as (
      select ${table.internalId} as "id", ${key} as "k"${counted ? sql`, count(*) over () as "n"` : sql``}
      from ${table as PgTable} where ${condition}
      order by ${key} ${dir} nulls last, ${table.internalId} ${dir}
      limit ${query.pageSize} offset ${offset})`;
  const total = counted ? sql`(select "n" from "page" limit 1)` : sql`(select count(*) from ${table as PgTable} where ${condition})`;
  const order = sql`"page"."k" ${dir} nulls last, "page"."id" ${dir}`;
  // Usually every item of the page is stored: the page leaves the database as one text, as it is sent.
  const [whole] = ((await ctx.db.execute(sql`${page}
    select ${total}::int as "n", count(*)::int as "rows", count(*) filter (where ${store.item} is null)::int as "missing",
      coalesce(string_agg(${store.item}, ',' order by ${order}), '') as "items"
    from "page" left join ${store.table} on ${store.key} = "page"."id"`)) as unknown as { rows: { n: number | null; rows: number; missing: number; items: string }[] }).rows;
  if (!whole || whole.rows === 0) return listText(await countRows(definition, ctx, where), '');
  if (whole.missing === 0) return listText(Number(whole.n), whole.items);
  // Some items are new or changed since stored: the page's rows one by one, the missing ones built and stored.
  const rows = ((await ctx.db.execute(sql`${page}
    select "page"."id" as "id", ${store.item} as "item" from "page" left join ${store.table} on ${store.key} = "page"."id"
    order by ${order}`)) as unknown as { rows: { id: number; item: string | null }[] }).rows;
  const items = await buildMissing(definition, json, store, ctx, rows);
  return listText(Number(whole.n), rows.map((r) => r.item ?? items.get(Number(r.id)) ?? 'null').join(','));
}

/** Builds the items of these rows that the read model does not hold (item null), stores them, and returns them by id. */
async function buildMissing<TItem>(
  definition: ListShape<TItem>,
  json: ListJson<TItem>,
  store: JsonStore,
  ctx: RequestContext,
  rows: readonly { id: number; item: string | null }[],
): Promise<Map<number, string>> {
  const missing = rows.filter((r) => r.item === null).map((r) => Number(r.id));
  if (missing.length === 0) return new Map();
  const keys = sql`(select unnest(${sql.param(missing)}::int[]) as "id")`;
  const built = (await executeInWrittenJoinOrder(
    ctx.db,
    json,
    // The update stores an item only if its generation is the one it was built at (no change came in meanwhile).
    sql`with "built" as materialized (${missingItems(definition, json, store, keys)}),
      "stored" as (${storeBuilt(store)} returning 1)
      select "id", "item" from "built"`,
  )) as { rows: { id: number; item: string }[] };
  return new Map(built.rows.map((r) => [Number(r.id), r.item]));
}

/**
 * The items of these rows (internal ids), in this order, as one text of JSON items separated by commas, built by
 * PostgreSQL from the declaration (or read from its read model): what an export batch parses, instead of a lookup
 * query per relation. One text leaves the embedded database several times faster than a row per item. A row deleted
 * meanwhile is left out.
 */
async function jsonItemsOf<TItem>(definition: ListShape<TItem>, json: ListJson<TItem>, ctx: RequestContext, ids: readonly number[]): Promise<string> {
  const keys = sql`unnest(${sql.param(ids)}::int[]) with ordinality as "keys"("id", "ord")`;
  if (json.store) {
    const { store } = json;
    const stored = sql`from ${keys} join ${store.table} on ${store.key} = "keys"."id"`;
    // Usually every item is stored: the batch as one text.
    const [whole] = ((await ctx.db.execute(sql`select count(*) filter (where ${store.item} is null)::int as "missing",
      coalesce(string_agg(${store.item}, ',' order by "keys"."ord"), '') as "items" ${stored}`)) as unknown as { rows: { missing: number; items: string }[] }).rows;
    if (whole && whole.missing === 0) return whole.items;
    const rows = ((await ctx.db.execute(sql`select "keys"."id" as "id", ${store.item} as "item" ${stored} order by "keys"."ord"`)) as unknown as {
      rows: { id: number; item: string | null }[];
    }).rows;
    const built = await buildMissing(definition, json, store, ctx, rows);
    return rows.flatMap((r) => {
      const item = r.item ?? built.get(Number(r.id));
      return item === undefined ? [] : [item];
    }).join(',');
  }
  const table = definition.table;
  const result = (await executeInWrittenJoinOrder(
    ctx.db,
    json,
    sql`select coalesce(string_agg(${jsonText(json.item)}, ',' order by "keys"."ord"), '') as "items" from ${keys} join ${table as PgTable} on ${table.internalId} = "keys"."id"
      ${sql.join([...(json.joins ?? [])], sql.raw(' '))}`,
  )) as { rows: { items: string }[] };
  return result.rows[0]?.items ?? '';
}

/** Builds every missing item of a declaration's read model (after a seed, before a benchmark). */
export async function fillJsonStore<TItem>(definition: ListShape<TItem>, db: Db): Promise<void> {
  const json = definition.json;
  if (!json?.store) return;
  const { store } = json;
  const keys = sql`(select ${store.key} as "id" from ${store.table} where ${store.item} is null)`;
  await executeInWrittenJoinOrder(db, json, sql`with "built" as (${missingItems(definition, json, store, keys)}) ${storeBuilt(store)}`);
}

/**
 * One page of items and the number of rows matching, for declarations mapped in JavaScript: the
 * same one-pass page of ids as the JSON path, joined back to the declared fields.
 */
export async function readMappedList<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined, query: ParsedListQuery): Promise<ListResponse<TItem>> {
  const table = definition.table;
  const key = sortKeyOf(definition, query);
  const dir = query.sortDirection === 'desc' ? desc : asc;
  const page = ctx.db.$with('page').as(
    ctx.db
      .select({ id: sql<number>`${table.internalId}`.as('page_id'), k: sql`${key}`.as('page_k'), n: sql<number>`count(*) over ()`.as('page_n') })
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderOf(definition, query))
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
  );
  const rows = await ctx.db
    .with(page)
    .select({ ...definition.fields, __n: page.n })
    .from(page)
    .innerJoin(table as PgTable, eq(table.internalId, page.id))
    .orderBy(sql`${dir(page.k)} nulls last`, dir(page.id));
  const total = rows[0] ? Number(rows[0].__n) : await countRows(definition, ctx, where);
  return { success: true, count: total, items: await definition.toItems(rows as never[], ctx) };
}

/** The first item matching a condition, mapped like a list row (mono reads, save results). */
export async function findItem<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined): Promise<TItem | undefined> {
  const rows = await ctx.db.select(definition.fields).from(definition.table as PgTable).where(where).limit(1);
  const [item] = await definition.toItems(rows as never[], ctx);
  return item;
}

function dateStamp(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

function ok<T>(message: string, result: T): SaveResponse<T> {
  return { applyStatus: 'OK', success: true, message, result };
}

/** The declarations registered on each app, so tests can walk every list (its shown columns, its search). */
// Keyed by the app's HTTP server, which its encapsulated plugins (the upload kinds) share.
const registered = new WeakMap<object, ResourceDefinition<AuditedTable, SelectedFields, unknown>[]>();

/** Every declaration registered on this app, in the order registered. */
export function registeredResources(app: FastifyInstance): readonly ResourceDefinition<AuditedTable, SelectedFields, unknown>[] {
  return registered.get(app.server) ?? [];
}

/** Registers every route the declaration asks for. */
export function registerResource<TTable extends AuditedTable, TFields extends SelectedFields, TItem, TForm, TDd, TDdFields extends SelectedFields>(
  app: FastifyInstance,
  typed: ResourceDefinition<TTable, TFields, TItem, TForm, TDd, TDdFields>,
): void {
  // The routes only need the declaration's shape, not its precise column types.
  const definition = typed as unknown as ResourceDefinition<AuditedTable, SelectedFields, TItem, TForm, TDd>;
  registered.set(app.server, [...registeredResources(app), definition as unknown as ResourceDefinition<AuditedTable, SelectedFields, unknown>]);
  const base = `${API_PREFIX}/${definition.name}`;
  const area = definition.area ?? definition.name;
  const table = definition.table;
  const idColumn = definition.id?.column ?? table.externalId;
  const parseId = definition.id?.parse ?? parseUuid;
  const grant = (route: keyof NonNullable<typeof definition.grants>, fallback: GrantRequirement): GrantRequirement =>
    definition.grants?.[route] ?? fallback;
  const label = definition.label;

  /**
   * The row an item route names, within the caller's scope: an item the caller's list would not show is not found,
   * whatever the route (read, update, the entity actions), so it can be neither seen nor changed.
   */
  async function findRow(ctx: RequestContext, rawId: string): Promise<TTable['$inferSelect']> {
    const id = parseId(rawId);
    if (id === null) throw notFound(`${label} was not found.`);
    const scope = definition.scope ? await definition.scope(ctx) : undefined;
    const [row] = await ctx.db.select().from(table as PgTable).where(and(eq(idColumn, id), scope)).limit(1);
    if (!row) throw notFound(`${label} was not found.`);
    return row as TTable['$inferSelect'];
  }

  const readItem = (ctx: RequestContext, externalId: string): Promise<TItem | undefined> =>
    findItem(definition, ctx, eq(table.externalId, externalId));

  // The list and its exports take the list's query (an export ignores the page), checked before the handler.
  const listQuery = { querystring: listQuerySchema(definition) };

  app.get(base, { schema: listQuery, config: { grant: grant('list', { area, action: 'VIEW' }) } }, async (request, reply): Promise<FastifyReply> => {
    const ctx = contextOf(app, request);
    const query = parseListQuery(definition, request.query);
    // A page is the same for the same user, query and versions: kept answers are sent without reading the list again.
    const answer = await keptAnswer(app, request.versions, `${request.url}#${ctx.session.user.externalId}`, async () => {
      const where = await listConditions(definition, query, ctx);
      // The JSON path is already the text Fastify would have written.
      return definition.json ? readJsonList(definition, definition.json, ctx, where, query) : JSON.stringify(await readMappedList(definition, ctx, where, query));
    }, app.settings.keepAnswers);
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  if (definition.read) {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: { grant: grant('read', { area, action: 'VIEW' }) } },
      async (request): Promise<ResultResponse<TItem>> => {
        const ctx = contextOf(app, request);
        const id = parseId(request.params.id);
        const scope = definition.scope ? await definition.scope(ctx) : undefined;
        const item = id === null ? undefined : await findItem(definition, ctx, and(eq(idColumn, id), scope));
        if (!item) throw notFound(`${label} was not found.`);
        return { success: true, result: item };
      },
    );
  }

  if (definition.ddlist) {
    registerDdlist(app, {
      name: definition.name,
      table,
      ...definition.ddlist,
      scope: definition.scope ? (c) => definition.scope!({ ...c, now: app.now(), request: null }) : undefined,
      grant: definition.grants?.ddlist,
    });
  }

  if (definition.exists) {
    const ex = definition.exists;
    // The values checked, and the item itself (`externalId`, or `id`) left out of the check.
    const existsQuery = z.strictObject(
      Object.fromEntries([...Object.keys(ex.params), 'externalId', 'id'].map((param) => [param, text(param, MAX_EXISTS_VALUE).optional()])),
    ) as unknown as ZodType<Record<string, string | undefined>>;
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${base}/exists`,
      { schema: { querystring: existsQuery }, config: { grant: grant('exists', { area, action: 'VIEW' }) } },
      async (request): Promise<ExistsResponse> => {
        const given = request.query;
        const conditions: SQL[] = [];
        for (const [param, expression] of Object.entries(ex.params)) {
          const value = given[param];
          if (value === undefined || value.length === 0) {
            if (ex.requireAll) throw new HttpError(400, `${param} is required.`, [{ field: param, message: `${param} is required.` }]);
            continue;
          }
          const expressions = Array.isArray(expression) ? expression : [expression as SQL | PgColumn];
          conditions.push(or(...expressions.map((e) => sql`lower(${e}::text) = lower(${value.trim()})`))!);
        }
        if (conditions.length === 0) throw new HttpError(400, 'Nothing to check.', []);
        const match = ex.requireAll ? and(...conditions) : or(...conditions);
        const self = given.externalId || given.id;
        const selfCondition = self ? excludeSelf(self) : undefined;
        // Within the caller's scope: whether a value is taken elsewhere is not the caller's to learn (a save still
        // refuses it, by the database's unique index).
        const scope = definition.scope ? await definition.scope(contextOf(app, request)) : undefined;
        const [row] = await app.db
          .select({ n: count() })
          .from(table as PgTable)
          .where(and(match, selfCondition, scope));
        // valid = the value is free to use. REMOVED rows count: the unique indexes cover them too.
        return { result: { valid: Number(row?.n ?? 0) === 0 } };
      },
    );
  }

  function excludeSelf(raw: string): SQL | undefined {
    const id = parseId(raw);
    if (id !== null) return ne(idColumn, id);
    const uuid = parseUuid(raw);
    return uuid ? ne(table.externalId, uuid) : undefined;
  }

  async function checkUnique(db: Db, save: SaveDefinition<AuditedTable, TForm>, form: TForm, selfId: string | null): Promise<void> {
    for (const check of save.unique ?? []) {
      const value = check.value(form);
      if (value === undefined || value.length === 0) continue;
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(
          and(
            sql`lower(${check.expression}::text) = lower(${value})`,
            selfId ? ne(table.externalId, selfId) : undefined,
          ),
        );
      if (Number(row?.n ?? 0) > 0) throw new HttpError(400, check.message, [{ field: check.field, message: check.message }]);
    }
  }

  async function parseForm(save: SaveDefinition<AuditedTable, TForm>, body: unknown, ctx: RequestContext, existing: TTable['$inferSelect'] | null): Promise<TForm> {
    const schema = typeof save.schema === 'function' ? await save.schema(body, ctx, existing) : save.schema;
    return parseWith(schema, body);
  }

  async function write(save: SaveDefinition<AuditedTable, TForm>, request: FastifyRequest, existing: TTable['$inferSelect'] | null): Promise<SaveResponse<TItem>> {
    const ctx = contextOf(app, request);
    const form = await parseForm(save, request.body, ctx, existing);
    const existingId = existing ? (existing as { externalId: string }).externalId : null;
    await checkUnique(ctx.db, save, form, existingId);
    const values = await save.values(form, ctx, existing);
    const audit = { lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now };
    let externalId: string;
    try {
      externalId = await ctx.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        let row: Record<string, unknown> | undefined;
        let before: TTable['$inferSelect'] | null = null;
        if (existing) {
          // Locked until the save commits, and read again: what the save replaces (a history row's old values) is
          // what the row holds now, even when another save of it committed since it was first read.
          const [locked] = (await tx
            .select()
            .from(table as PgTable)
            .where(eq(table.externalId, existingId!))
            .for('update')) as TTable['$inferSelect'][];
          if (!locked) throw notFound(`${label} was not found.`);
          before = locked;
          if (!statusActions((before as { status: EntityStatus }).status).edit) throw new HttpError(400, `${label} is removed and cannot be edited.`);
          [row] = await tx
            .update(table as PgTable)
            .set({ ...values, ...audit } as Record<string, unknown>)
            .where(eq(table.externalId, existingId!))
            .returning();
        } else {
          [row] = await tx
            .insert(table as PgTable)
            .values({ ...values, ...audit, createdBy: ctx.session.user.username, createdTimestamp: ctx.now } as Record<string, unknown>)
            .returning();
        }
        if (!row) throw new HttpError(500, 'The save did not return a row.');
        const linksBefore = before ? await readLinks(tx, save.links, existingId!, false) : {};
        if (save.afterWrite) await save.afterWrite(tx, row as TTable['$inferSelect'], form, ctx, before);
        const linksAfter = await readLinks(tx, save.links, row.externalId as string, !before);
        await auditSave(tx, ctx, definition, before && { ...before, ...linksBefore }, { ...row, ...linksAfter });
        return row.externalId as string;
      });
    } catch (err) {
      // A concurrent save can still hit a unique index: answer with the message of the check it stands for.
      if (isUniqueViolation(err)) {
        const constraint = violatedConstraint(err);
        const answer = save.onUniqueViolation ? await save.onUniqueViolation(constraint, form, ctx) : undefined;
        if (answer) throw answer;
        const checks = save.unique ?? [];
        const check = checks.find((c) => c.constraint !== undefined && c.constraint === constraint) ?? (checks.every((c) => c.constraint === undefined) ? checks[0] : undefined);
        if (check) throw new HttpError(400, check.message, [{ field: check.field, message: check.message }]);
        throw new HttpError(409, `${label} could not be saved: another change was saved at the same time. Reload and try again.`);
      }
      throw err;
    }
    const item = await readItem(ctx, externalId);
    return ok(existing ? `${label} updated successfully.` : `${label} created successfully.`, item as TItem);
  }

  if (definition.create) {
    const save = definition.create as SaveDefinition<AuditedTable, TForm>;
    app.put(base, { config: { grant: grant('create', { area, action: 'NEW' }) } }, async (request) => write(save, request, null));
  }

  if (definition.update) {
    const save = definition.update as SaveDefinition<AuditedTable, TForm>;
    app.post<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: { grant: grant('update', { area, type: 'EDIT' }) } },
      async (request) => {
        const existing = await findRow(contextOf(app, request), request.params.id);
        const status = (existing as { status: EntityStatus }).status;
        if (!statusActions(status).edit) throw new HttpError(400, `${label} is removed and cannot be edited.`);
        return write(save, request, existing);
      },
    );
  }

  if (definition.actions !== false) {
    const transitions = [
      { action: 'activate', grantAction: 'ACTIVATE', to: 'ACTIVE', done: 'activated' },
      { action: 'deactivate', grantAction: 'DEACTIVATE', to: 'INACTIVE', done: 'deactivated' },
      { action: 'remove', grantAction: 'DELETE', to: 'REMOVED', done: 'removed' },
    ] as const;
    for (const t of transitions) {
      app.post<{ Params: { id: string } }>(
        `${base}/:id/${t.action}`,
        { config: { grant: grant(t.action, { area, action: t.grantAction }) } },
        async (request, reply: FastifyReply): Promise<ActionResponse> => {
          const ctx = contextOf(app, request);
          const found = await findRow(ctx, request.params.id);
          // The change and what follows from it (revoked tokens, a history row) are written together or not at all,
          // from the row as it is under a lock: of two callers deactivating at once, the second finds it inactive.
          const refusal = await ctx.db.transaction(async (txRaw) => {
            const tx = txRaw as unknown as Db;
            const [row] = (await tx
              .select()
              .from(table as PgTable)
              .where(eq(table.externalId, (found as { externalId: string }).externalId))
              .for('update')) as TTable['$inferSelect'][];
            if (!row) throw notFound(`${label} was not found.`);
            const status = (row as { status: EntityStatus }).status;
            const refused = refusalOf(t.action, status, statusActions(status), label);
            if (refused) return refused;
            await tx
              .update(table as PgTable)
              .set({ status: t.to, lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now } as Record<string, unknown>)
              .where(eq(table.externalId, (row as { externalId: string }).externalId));
            if (definition.onStatusChange) await definition.onStatusChange({ ...ctx, db: tx }, row, t.to);
            await auditStatusChange(tx, ctx, definition, row, t.to);
            return null;
          });
          if (refusal) {
            reply.status(400);
            return { success: false, message: refusal };
          }
          return { success: true, message: `${label} ${t.done} successfully.` };
        },
      );
    }
  }

  if (definition.export) {
    const declared = definition.export;
    // An export takes the list's query and the zone of the file's times.
    const exportSchema = listQuerySchema(definition, EXPORT_PARAMETERS);
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(`${base}/export.${format}`, { schema: { querystring: exportSchema }, config: { grant: grant('export', { area, action: 'EXPORT' }), exportStream: true } }, async (request, reply) => {
        const ctx = contextOf(app, request);
        // Everything that can fail on the caller's input fails here, as a JSON answer, before the first byte of
        // the file: the query, the columns and the first page.
        const query = parseListQuery(definition, request.query, exportSchema);
        return sendExport(app, reply, format, async () => {
          const where = await listConditions(definition, query, ctx);
          await auditListExport(ctx, definition, format, request.query, where);
          return {
            filename: `${definition.name.replace(/[^a-z0-9-]/gi, '-')}-${dateStamp(ctx.now)}.${format}`,
            sheet: definition.label,
            columns: typeof declared === 'function' ? await declared(ctx) : declared,
            pages: await exportPages(definition, ctx, where, query),
            timeZone: exportTimeZone(request.query),
          };
        });
      });
    }
  }
}

function refusalOf(action: 'activate' | 'deactivate' | 'remove', status: EntityStatus, allowed: ReturnType<typeof statusActions>, label: string): string | null {
  if (action === 'activate' && !allowed.activate) return `${label} is already active.`;
  if (action === 'deactivate' && !allowed.deactivate) {
    return status === 'REMOVED' ? `${label} is removed and cannot be deactivated.` : `${label} is already inactive.`;
  }
  if (action === 'remove' && !allowed.delete) return `${label} is already removed.`;
  return null;
}

/** The unique index a unique violation names (node-postgres and PGlite both carry it). */
export function violatedConstraint(err: unknown): string | undefined {
  const own = (err as { constraint?: unknown } | null)?.constraint;
  const cause = (err as { cause?: { constraint?: unknown } } | null)?.cause?.constraint;
  const name = typeof own === 'string' ? own : cause;
  return typeof name === 'string' ? name : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code ?? (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
