/**
 * Reading a list whose items PostgreSQL builds as JSON (a declaration's `json`, see json.ts): a page leaves the
 * database as one text, as it is sent, and items kept in a read model (`JsonStore`) are built once and stored.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_EXACT_UP_TO } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../db/index';
import type { AuditedTable, JsonStore, ListShape, RequestContext } from './definition';
import { jsonText } from './json';
import type { ParsedListQuery } from './listQuery';
import { sortKeyOf } from './listRead';
import { cappedCount, countJson, listCount, type ListCount } from './listCount';

interface PageRow {
  n: number | string | null;
}

/**
 * The ids of one page: the CTE sorts only (sort key, id) pairs, so no sort of whole rows is paid. The caller joins
 * the page back to the table by primary key and counts the matching rows apart (listCount.ts).
 */
function pageCte<TItem>(definition: ListShape<TItem>, where: SQL | undefined, query: ParsedListQuery, offset: number, limit: number): { cte: SQL; order: SQL } {
  const table = definition.table;
  const key = sortKeyOf(definition, query);
  const dir = sql.raw(query.sortDirection === 'desc' ? 'desc' : 'asc');
  const cte = sql`with "page" as (
    select ${table.internalId} as "id", ${key} as "k"
    from ${table as PgTable} where ${where ?? sql`true`}
    order by ${key} ${dir} nulls last, ${table.internalId} ${dir}
    limit ${limit} offset ${offset})`;
  // The same order again over the page, as keys already computed.
  return { cte, order: sql`"page"."k" ${dir} nulls last, "page"."id" ${dir}` };
}

export type ListJson<TItem> = NonNullable<ListShape<TItem>['json']>;

/**
 * The items of the given keys (`keys`: a FROM item with an "id" column of internal ids) that the
 * read model does not hold yet, built from the declaration, with the generation each was built at.
 */
function missingItems<TItem>(definition: Pick<ListShape<TItem>, 'table'>, json: ListJson<TItem>, store: JsonStore, keys: SQL): SQL {
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
      select ${cappedCount(table as PgTable, where)}::int as "n", coalesce(string_agg(${jsonText(json.item)}, ',' order by ${order}), '') as "items"
      from "page" join ${table as PgTable} on ${table.internalId} = "page"."id" ${sql.join([...(json.joins ?? [])], sql.raw(' '))}`;
  const [row] = rowsOf<PageRow & { items: string }>(await executeInWrittenJoinOrder(ctx.db, json, statement));
  return listText(await listCount(ctx.db, table as PgTable, where, Number(row?.n ?? 0)), row?.items ?? '');
}

function listText(count: ListCount, items: string): string {
  return `{"success":true,${countJson(count)},"items":[${items}]}`;
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
  // A search is costly to evaluate and usually matches few rows: its matches (up to one past the exact count) are
  // found once, counted, and the page sorted from them. Plain filters are cheap and match many rows: counted apart
  // (capped), so the page itself reads only its own rows through an index on the sort key instead of sorting every
  // match. A search that matches more than the exact count is read the second way.
  const ordered = pageCte(definition, where, query, offset, query.pageSize);
  const pageOf = (fromMatches: boolean) =>
    fromMatches
      ? sql`with "matches" as materialized (
          select ${table.internalId} as "id", ${key} as "k" from ${table as PgTable} where ${condition} limit ${LIST_COUNT_EXACT_UP_TO + 1}),
        "page" as (select "id", "k" from "matches" order by "k" ${dir} nulls last, "id" ${dir} limit ${query.pageSize} offset ${offset})`
      : ordered.cte;
  const order = ordered.order;
  // Usually every item of the page is stored: the page leaves the database as one text, as it is sent.
  const read = async (fromMatches: boolean) => {
    const total = fromMatches ? sql`(select count(*) from "matches")` : cappedCount(table as PgTable, where);
    const [whole] = rowsOf<{ n: number | string; missing: number; items: string }>(await ctx.db.execute(sql`${pageOf(fromMatches)}
      select ${total}::int as "n", count(*) filter (where ${store.item} is null)::int as "missing",
        coalesce(string_agg(${store.item}, ',' order by ${order}), '') as "items"
      from "page" left join ${store.table} on ${store.key} = "page"."id"`));
    return whole!;
  };
  let fromMatches = query.search.length > 0;
  let whole = await read(fromMatches);
  if (fromMatches && Number(whole.n) > LIST_COUNT_EXACT_UP_TO) {
    fromMatches = false;
    whole = await read(false);
  }
  const counted = await listCount(ctx.db, table as PgTable, where, Number(whole.n));
  if (whole.missing === 0) return listText(counted, whole.items);
  // Some items are new or changed since stored: the page's rows one by one, the missing ones built and stored.
  const rows = rowsOf<{ id: number; item: string | null }>(await ctx.db.execute(sql`${pageOf(fromMatches)}
    select "page"."id" as "id", ${store.item} as "item" from "page" left join ${store.table} on ${store.key} = "page"."id"
    order by ${order}`));
  const items = await buildMissing(definition, json, store, ctx, rows);
  return listText(counted, rows.map((r) => r.item ?? items.get(Number(r.id)) ?? 'null').join(','));
}

/** Builds the items of these rows that the read model does not hold (item null), stores them, and returns them by id. */
async function buildMissing<TItem>(
  definition: Pick<ListShape<TItem>, 'table'>,
  json: ListJson<TItem>,
  store: JsonStore,
  ctx: RequestContext,
  rows: readonly { id: number; item: string | null }[],
): Promise<Map<number, string>> {
  const missing = rows.filter((r) => r.item === null).map((r) => Number(r.id));
  if (missing.length === 0) return new Map();
  const keys = sql`(select unnest(${sql.param(missing)}::int[]) as "id")`;
  const built = rowsOf<{ id: number; item: string }>(await executeInWrittenJoinOrder(
    ctx.db,
    json,
    // The update stores an item only if its generation is the one it was built at (no change came in meanwhile).
    sql`with "built" as materialized (${missingItems(definition, json, store, keys)}),
      "stored" as (${storeBuilt(store)} returning 1)
      select "id", "item" from "built"`,
  ));
  return new Map(built.map((r) => [Number(r.id), r.item]));
}

/**
 * The items of these rows (internal ids), in this order, as one text of JSON items separated by commas, built by
 * PostgreSQL from the declaration (or read from its read model): what an export batch parses, instead of a lookup
 * query per relation. One text leaves the embedded database several times faster than a row per item. A row deleted
 * meanwhile is left out.
 */
export async function jsonItemsOf<TItem>(definition: Pick<ListShape<TItem>, 'table'>, json: ListJson<TItem>, ctx: RequestContext, ids: readonly number[]): Promise<string> {
  const keys = sql`unnest(${sql.param(ids)}::int[]) with ordinality as "keys"("id", "ord")`;
  if (json.store) {
    const { store } = json;
    const stored = sql`from ${keys} join ${store.table} on ${store.key} = "keys"."id"`;
    // Usually every item is stored: the batch as one text.
    const [whole] = rowsOf<{ missing: number; items: string }>(await ctx.db.execute(sql`select count(*) filter (where ${store.item} is null)::int as "missing",
      coalesce(string_agg(${store.item}, ',' order by "keys"."ord"), '') as "items" ${stored}`));
    if (whole && whole.missing === 0) return whole.items;
    const rows = rowsOf<{ id: number; item: string | null }>(await ctx.db.execute(sql`select "keys"."id" as "id", ${store.item} as "item" ${stored} order by "keys"."ord"`));
    const built = await buildMissing(definition, json, store, ctx, rows);
    return rows.flatMap((r) => {
      const item = r.item ?? built.get(Number(r.id));
      return item === undefined ? [] : [item];
    }).join(',');
  }
  const table = definition.table;
  const [result] = rowsOf<{ items: string }>(await executeInWrittenJoinOrder(
    ctx.db,
    json,
    sql`select coalesce(string_agg(${jsonText(json.item)}, ',' order by "keys"."ord"), '') as "items" from ${keys} join ${table as PgTable} on ${table.internalId} = "keys"."id"
      ${sql.join([...(json.joins ?? [])], sql.raw(' '))}`,
  ));
  return result?.items ?? '';
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
 * The `fields` and `toItems` of a declaration whose items PostgreSQL builds (`json`): a row is its internal id and its
 * item the very JSON its list page sends (from the read model, or built), so the read of one item and a save's answer
 * are that item too, and no JavaScript mapping has to agree with the SQL.
 */
export function builtItems<TItem, TTable extends AuditedTable>(table: TTable, json: ListJson<TItem>) {
  const shape = { table };
  const toItems = async (rows: readonly { internalId: unknown }[], ctx: RequestContext): Promise<TItem[]> =>
    rows.length === 0 ? [] : (JSON.parse(`[${await jsonItemsOf(shape, json, ctx, rows.map((r) => Number(r.internalId)))}]`) as TItem[]);
  return { fields: { internalId: table.internalId as TTable['internalId'] }, toItems, json };
}
