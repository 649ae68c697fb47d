/**
 * A list's state (page, page size, sort, search, filters) kept in the URL's search params, so a
 * filtered list can be bookmarked and shared. Values equal to the page's defaults stay out of the
 * URL; a filter cleared on purpose where its default is not empty is written as `name=`.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@equipdesk/api-client/contract';
import type { ListQuery, SortDirection } from '@equipdesk/api-client/contract';

export interface ListSort {
  id: string;
  direction: SortDirection;
}

/** Each filter's selected values by the filter's query name (`statuses`, `facilities`, ...). */
export type ListFilters = Readonly<Record<string, readonly string[]>>;

export interface ListStateOptions {
  defaultSort?: ListSort;
  /** @default 50 (DEFAULT_PAGE_SIZE) */
  pageSize?: number;
  /** The filters applied when the URL names none, e.g. `{statuses: ['ACTIVE']}`. */
  defaultFilters?: ListFilters;
  /** URL params the page reads itself (`reportMode`): not filters, never sent, kept by a filter reset. */
  pageParams?: readonly string[];
}

export interface ListState {
  /** 0-based, as the API counts. */
  pageIndex: number;
  pageSize: number;
  sort: ListSort | undefined;
  search: string;
  filters: ListFilters;
  /** What the list call sends. */
  query: ListQuery;
  setPageIndex(pageIndex: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: ListSort | undefined): void;
  setSearch(search: string): void;
  setFilter(id: string, values: readonly string[]): void;
  /** Drops one value of a filter, from the latest values (two chips removed before a render both go). */
  removeFilterValue(id: string, value: string): void;
  /** Back to the page's default filters. */
  resetFilters(): void;
}

/** URL names of the list's own params; every other param is a filter. */
export const LIST_PARAMS = { page: 'page', size: 'size', sort: 'sort', search: 'search' } as const;
const RESERVED = new Set<string>(Object.values(LIST_PARAMS));

const EMPTY_FILTERS: ListFilters = {};

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function parseSort(raw: string | null, fallback: ListSort | undefined): ListSort | undefined {
  if (raw === null) return fallback;
  if (raw === '') return undefined;
  const [id = '', direction = 'asc'] = raw.split(',');
  if (!id) return fallback;
  return { id, direction: direction === 'desc' ? 'desc' : 'asc' };
}

function parsePageSize(raw: string | null, fallback: number): number {
  const size = Number(raw);
  return raw !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return raw !== null && Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

const NO_PAGE_PARAMS: readonly string[] = [];

/** Reads the filters of the URL over the defaults: a filter named in the URL replaces its default. */
function parseFilters(params: URLSearchParams, defaults: ListFilters, pageParams: readonly string[]): ListFilters {
  const out: Record<string, readonly string[]> = { ...defaults };
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key) || pageParams.includes(key)) continue;
    out[key] = params.getAll(key).filter((value) => value !== '');
  }
  return out;
}

export function useListState({
  defaultSort,
  pageSize: defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultFilters = EMPTY_FILTERS,
  pageParams = NO_PAGE_PARAMS,
}: ListStateOptions = {}): ListState {
  const [params, setParams] = useSearchParams();
  const pageParamsKey = pageParams.join('\u0000');
  const defaultSortKey = defaultSort ? `${defaultSort.id},${defaultSort.direction}` : '';
  const defaultsKey = JSON.stringify(defaultFilters);

  const state = useMemo(() => {
    const sort = parseSort(params.get(LIST_PARAMS.sort), defaultSort);
    return {
      pageIndex: parsePage(params.get(LIST_PARAMS.page)),
      pageSize: parsePageSize(params.get(LIST_PARAMS.size), defaultPageSize),
      sort,
      search: params.get(LIST_PARAMS.search) ?? '',
      filters: parseFilters(params, defaultFilters, pageParams),
    };
    // defaultSort, defaultFilters and pageParams are compared by value: pages pass literals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, defaultSortKey, defaultPageSize, defaultsKey, pageParamsKey]);

  // The router hands `setParams` the params of the last render, so a second change made before the next
  // render (a chip removed, then the page size changed at once) would start from the same params and undo
  // the first. Changes build on the latest params this hook wrote until the router renders them.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, keepPage = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(written.current ?? current);
          change(next);
          if (!keepPage) next.delete(LIST_PARAMS.page);
          written.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPageIndex = useCallback(
    (pageIndex: number) =>
      update((next) => {
        if (pageIndex > 0) next.set(LIST_PARAMS.page, String(pageIndex + 1));
        else next.delete(LIST_PARAMS.page);
      }, true),
    [update],
  );

  const setPageSize = useCallback(
    (size: number) =>
      update((next) => {
        if (size === defaultPageSize) next.delete(LIST_PARAMS.size);
        else next.set(LIST_PARAMS.size, String(size));
      }),
    [update, defaultPageSize],
  );

  const setSort = useCallback(
    (sort: ListSort | undefined) =>
      update((next) => {
        const key = sort ? `${sort.id},${sort.direction}` : '';
        if (key === defaultSortKey) next.delete(LIST_PARAMS.sort);
        else next.set(LIST_PARAMS.sort, key);
      }),
    [update, defaultSortKey],
  );

  const setSearch = useCallback(
    (search: string) =>
      update((next) => {
        const trimmed = search.trim();
        if (trimmed) next.set(LIST_PARAMS.search, trimmed);
        else next.delete(LIST_PARAMS.search);
      }),
    [update],
  );

  const writeFilter = useCallback(
    (next: URLSearchParams, id: string, values: readonly string[]) => {
      next.delete(id);
      const fallback = defaultFilters[id] ?? [];
      if (sameValues(values, fallback)) return;
      if (values.length === 0) next.set(id, '');
      else for (const value of values) next.append(id, value);
    },
    // defaultFilters is compared by value through defaultsKey (pages pass literals).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [defaultsKey],
  );
  const setFilter = useCallback((id: string, values: readonly string[]) => update((next) => writeFilter(next, id, values)), [update, writeFilter]);
  const removeFilterValue = useCallback(
    (id: string, value: string) =>
      update((next) => {
        const latest = next.has(id) ? next.getAll(id).filter((v) => v !== '') : (defaultFilters[id] ?? []);
        writeFilter(
          next,
          id,
          latest.filter((v) => v !== value),
        );
      }),
    // defaultFilters is compared by value through defaultsKey (pages pass literals).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update, writeFilter, defaultsKey],
  );

  const resetFilters = useCallback(
    () =>
      update((next) => {
        for (const key of [...new Set(next.keys())]) if (!RESERVED.has(key) && !pageParams.includes(key)) next.delete(key);
      }),
    // pageParams is compared by value through pageParamsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update, pageParamsKey],
  );

  const query = useMemo<ListQuery>(() => {
    const out: ListQuery = { pageIndex: state.pageIndex, pageSize: state.pageSize };
    if (state.sort) {
      out.sortBy = state.sort.id;
      out.sortDirection = state.sort.direction;
    }
    if (state.search) out.search = state.search;
    for (const [id, values] of Object.entries(state.filters)) out[id] = [...values];
    return out;
  }, [state]);

  return { ...state, query, setPageIndex, setPageSize, setSort, setSearch, setFilter, removeFilterValue, resetFilters };
}
