/**
 * Reading a list: the WHERE of a list or export (scope, statuses, filters, search), its order, and pages of items
 * mapped in JavaScript. Lists whose items PostgreSQL builds as JSON are read in jsonList.ts.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListResponse } from '@equipdesk/api-client/contract';
import { containsPattern } from '../http/paging';
import type { ListShape, RequestContext, SortKey } from './definition';
import { isColumn, type ParsedListQuery } from './listQuery';
import { searchMatches } from './shown';
import { cappedCount, listCount } from './listCount';
import { rowsOf } from '../db/index';

/** The WHERE of a list or export: scope, default statuses, filters and search. */
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

export function sortKeyOf<TItem>(definition: ListShape<TItem>, query: ParsedListQuery): SortKey {
  return definition.sort[query.sortBy] ?? definition.sort[definition.defaultSort.by]!;
}

export function orderOf<TItem>(definition: ListShape<TItem>, query: ParsedListQuery): SQL[] {
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

/** The rows matching, counted no further than one past the exact limit (listCount.ts). */
export async function countRows<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select ${cappedCount(definition.table as PgTable, where)}::int as "n"`));
  return Number(row?.n ?? 0);
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
      .select({ id: sql<number>`${table.internalId}`.as('page_id'), k: sql`${key}`.as('page_k') })
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderOf(definition, query))
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
  );
  const rows = await ctx.db
    .with(page)
    .select({ ...definition.fields, __n: sql<number>`${cappedCount(table as PgTable, where)}::int` })
    .from(page)
    .innerJoin(table as PgTable, eq(table.internalId, page.id))
    .orderBy(sql`${dir(page.k)} nulls last`, dir(page.id));
  // A page past the end has no row to carry the count.
  const capped = rows[0] ? Number(rows[0].__n) : await countRows(definition, ctx, where);
  const { count: total, estimated } = await listCount(ctx.db, table as PgTable, where, capped);
  return { success: true, count: total, ...(estimated ? { countEstimated: true as const } : {}), items: await definition.toItems(rows as never[], ctx) };
}

/** The first item matching a condition, mapped like a list row (mono reads, save results). */
export async function findItem<TItem>(definition: ListShape<TItem>, ctx: RequestContext, where: SQL | undefined): Promise<TItem | undefined> {
  const rows = await ctx.db.select(definition.fields).from(definition.table as PgTable).where(where).limit(1);
  const [item] = await definition.toItems(rows as never[], ctx);
  return item;
}
