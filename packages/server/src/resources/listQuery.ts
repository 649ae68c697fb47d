/**
 * The query of a list, from its declaration: paging, the declared sort keys, search and the declared filters, each
 * value checked (ids, statuses, the values a filter names), and nothing else. The same schema is the route's declared
 * query (http/query.ts: Fastify refuses an unknown parameter before the handler) and what the handler reads it with.
 */
import { z, type ZodType } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, ENTITY_STATUSES, PAGE_SIZES } from '@equipdesk/api-client/contract';
import { HttpError } from '../http/errors';
import { isUuid, oneOf, parseQuery, repeated, text, wholeNumber } from '../http/query';
import type { FilterDefinition, ListShape } from './definition';

export const parseUuid = (raw: string): string | null => (isUuid(raw) ? raw : null);

/** Ids of a filter (`models`, `locations`): anything that is not an id is a 400 on the filter, never a query. */
export function requireUuids(name: string, values: readonly string[]): string[] {
  if (values.some((v) => !isUuid(v))) throw new HttpError(400, `${name} has an unknown value.`, [{ field: name, message: `${name} has an unknown value.` }]);
  return [...values];
}

export function isColumn(value: unknown): value is PgColumn {
  return typeof value === 'object' && value !== null && !('condition' in value);
}

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);
const MAX_PAGE_INDEX = 1_000_000;

export interface ParsedListQuery {
  pageIndex: number;
  pageSize: number;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  search: string;
  filters: Record<string, string[]>;
}

/** The list's parameters as the schema gives them: filters are lists of values, paging numbers. */
export type ListQueryValues = {
  pageIndex?: number;
  pageSize?: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  search?: string;
} & Record<string, unknown>;

/** What reading a list's query needs of a declaration (a hand-written listing gives just this: the stock status). */
export type QueryShape = Pick<ListShape<unknown>, 'table' | 'sort' | 'defaultSort' | 'filters' | 'pageSize'>;

/** The check a filter's values get from its declaration. */
function validValue(shape: QueryShape, filter: FilterDefinition): ((value: string) => boolean) | undefined {
  if (isColumn(filter)) {
    if (filter === shape.table.status) return (v) => (ENTITY_STATUSES as readonly string[]).includes(v);
    return filter.columnType === 'PgUUID' ? isUuid : undefined;
  }
  const allowed = filter.values;
  return allowed ? (v) => allowed.includes(v) : undefined;
}

const schemas = new WeakMap<QueryShape, ZodType<ListQueryValues>>();

/**
 * The list query schema of a declaration; `extra` declares the parameters a route takes beside the list's own (a
 * report's time window) or in place of one (a smaller page size). Without `extra` it is made once per declaration.
 */
export function listQuerySchema(shape: QueryShape, extra?: Readonly<Record<string, ZodType>>): ZodType<ListQueryValues> {
  const known = extra ? undefined : schemas.get(shape);
  if (known) return known;
  const filters = Object.fromEntries(Object.entries(shape.filters ?? {}).map(([name, filter]) => [name, repeated(name, validValue(shape, filter)).optional()]));
  const schema = z.strictObject({
    pageIndex: wholeNumber('pageIndex', 0, MAX_PAGE_INDEX).optional(),
    pageSize: wholeNumber('pageSize', 1, MAX_PAGE_SIZE).optional(),
    sortDirection: oneOf('sortDirection', ['asc', 'desc'] as const).optional(),
    // Own keys only: `toString` or `__proto__` are names every object answers to, not sort keys.
    sortBy: text('sortBy', 100)
      .superRefine((key, ctx) => {
        if (!Object.hasOwn(shape.sort, key)) ctx.addIssue({ code: 'custom', message: `Sorting by ${key.slice(0, 40)} is not supported.` });
      })
      .optional(),
    search: text('search', 200).optional(),
    ...filters,
    ...extra,
  }) as unknown as ZodType<ListQueryValues>;
  if (!extra) schemas.set(shape, schema);
  return schema;
}

/** The list query of a request (already checked by the route's schema, or checked here with `schema`). */
export function parseListQuery(shape: QueryShape, query: unknown, schema: ZodType<ListQueryValues> = listQuerySchema(shape)): ParsedListQuery {
  const values = parseQuery(schema, query);
  const filters: Record<string, string[]> = {};
  for (const name of Object.keys(shape.filters ?? {})) {
    const given = values[name] as string[] | undefined;
    if (given && given.length > 0) filters[name] = given;
  }
  return {
    pageIndex: values.pageIndex ?? 0,
    pageSize: values.pageSize ?? shape.pageSize ?? DEFAULT_PAGE_SIZE,
    sortBy: values.sortBy ?? shape.defaultSort.by,
    sortDirection: values.sortDirection ?? (values.sortBy ? 'asc' : shape.defaultSort.direction),
    search: (values.search ?? '').trim(),
    filters,
  };
}
