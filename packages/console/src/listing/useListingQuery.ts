/**
 * What a ListingPage asks the API for: its filters (a Status filter added where the rows have a status), the list
 * state kept in the URL, the user's column choice (which some reports send too) and the query built from them, and
 * the page of rows that query answers.
 */
import { useCallback, useMemo } from 'react';
import { useColumnChoice } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useList } from '@equipdesk/api-client/react';
import type { ListQuery, ListResponse } from '@equipdesk/api-client/contract';
import { useSnapshot } from 'valtio';
import { session } from '../session/store';
import { STATUS_DEFAULT, STATUS_FILTER } from './listingFilters';
import { useListState } from './useListState';
import type { ListFilters, ListSort } from './useListState';
import type { ListingFilter } from './listingTypes';

interface ListingQueryOptions<T> {
  resource: string;
  /** Names the remembered column choice. */
  pageId: string;
  columns: readonly DataTableColumn<T>[];
  reportMode: boolean;
  defaultSort: ListSort | undefined;
  pageSize: number | undefined;
  declaredDefaults: ListFilters | undefined;
  declaredFilters: readonly ListingFilter[];
  statusFilter: boolean;
  pageParams: readonly string[] | undefined;
  queryOfColumns: ((visibleColumnIds: readonly string[]) => Readonly<Record<string, readonly string[]>>) | undefined;
  fixedQuery: Readonly<Record<string, string | readonly string[]>> | undefined;
  listWith: ((query: ListQuery) => Promise<ListResponse<T>>) | undefined;
}

export function useListingQuery<T>({
  resource,
  pageId,
  columns,
  reportMode,
  defaultSort,
  pageSize,
  declaredDefaults,
  declaredFilters,
  statusFilter,
  pageParams,
  queryOfColumns,
  fixedQuery,
  listWith,
}: ListingQueryOptions<T>) {
  const addStatus = statusFilter && !declaredFilters.some((f) => f.id === STATUS_FILTER.id);
  const filters = useMemo(() => (addStatus ? [STATUS_FILTER, ...declaredFilters] : declaredFilters), [addStatus, declaredFilters]);
  const hasStatus = filters.some((f) => f.id === STATUS_FILTER.id);
  const defaultsKey = JSON.stringify(declaredDefaults ?? null);
  const defaultFilters = useMemo<ListFilters | undefined>(() => {
    const declared = JSON.parse(defaultsKey) as ListFilters | null;
    // Every Status filter opens on a default, the page's own (its spec's) or the rule's, with a chip saying so.
    return hasStatus && !declared?.statuses ? { ...declared, statuses: [...STATUS_DEFAULT] } : (declared ?? undefined);
  }, [hasStatus, defaultsKey]);
  const username = useSnapshot(session).user?.username ?? 'anonymous';
  const list = useListState({ defaultSort, pageSize, defaultFilters, pageParams });
  // The column choice is read before the query, which may follow it (`queryOfColumns`); the actions column is
  // always shown.
  const choiceColumns = useMemo(() => (reportMode ? [...columns] : [...columns, { id: 'actions', alwaysVisible: true }]), [reportMode, columns]);
  const [visibleColumnIds, setVisibleColumnIds] = useColumnChoice(`equipdesk.columns.${username}.${pageId}`, choiceColumns);
  const columnQuery = useMemo(() => queryOfColumns?.(visibleColumnIds), [queryOfColumns, visibleColumnIds]);
  const { setPageIndex } = list;
  const chooseColumns = useCallback(
    (ids: string[]) => {
      setVisibleColumnIds(ids);
      if (queryOfColumns) setPageIndex(0);
    },
    [setVisibleColumnIds, queryOfColumns, setPageIndex],
  );
  const fixedKey = JSON.stringify(fixedQuery ?? {});
  const query = useMemo<ListQuery>(() => {
    const out: ListQuery = { ...list.query, ...(JSON.parse(fixedKey) as ListQuery) };
    for (const [name, values] of Object.entries(columnQuery ?? {})) out[name] = [...values];
    // A filter with a default (statuses = ACTIVE) that the user cleared means "any value": send
    // every option, or the server would fall back to its default while no chip says so.
    for (const filter of filters ?? []) {
      const value = out[filter.id];
      if (Array.isArray(value) && value.length === 0 && (defaultFilters?.[filter.id]?.length ?? 0) > 0) {
        out[filter.id] = filter.options.map((option) => option.value);
      }
    }
    return out;
  }, [list.query, fixedKey, columnQuery, filters, defaultFilters]);
  const { data, error, isValidating, mutate } = useList<T>(resource, query, undefined, listWith);
  const rows = useMemo(() => data?.items ?? [], [data]);
  return { filters, list, visibleColumnIds, chooseColumns, query, data, error, isValidating, mutate, rows };
}
