/**
 * The scan-style search of a ListingPage (`findOnSearch`): the answer to an applied search is checked once for the
 * row it names, which opens as if its edit pen were pressed (only selected where the form may not open). A new answer
 * is told apart from the one shown when the search was applied by its identity (lists keep showing the previous
 * answer while the next loads); the same search again is not fetched again, so its answer is checked at once.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ListResponse } from '@equipdesk/api-client/contract';
import type { Action } from '@equipdesk/permissions';
import type { ListState } from './useListState';

interface ScanSearchOptions<T> {
  findOnSearch: ((search: string, rows: readonly T[]) => T | null | undefined) | undefined;
  data: ListResponse<T> | undefined;
  isValidating: boolean;
  list: ListState;
  getRowId(row: T): string;
  /** Rows open a form (inline or elsewhere). */
  hasForm: boolean;
  can(action: Action): boolean;
  onOpenRow: ((row: T) => void) | undefined;
  setExpandedRowId(id: string | null): void;
}

export function useScanSearch<T>({ findOnSearch, data, isValidating, list, getRowId, hasForm, can, onOpenRow, setExpandedRowId }: ScanSearchOptions<T>) {
  const [selectedRowId, setSelectedRowId] = useState<string | null>(null);
  const scan = useRef<{ term: string; before: unknown; again: boolean } | null>(null);
  // Counts applied searches, so the same search applied again (nothing else changes) is checked too.
  const [scanCount, countScan] = useReducer((n: number) => n + 1, 0);
  const onSearchChange = useCallback(
    (search: string) => {
      scan.current = findOnSearch && search ? { term: search, before: data, again: search === list.search } : null;
      setSelectedRowId(null);
      countScan();
      list.setSearch(search);
    },
    [findOnSearch, data, list],
  );
  useEffect(() => {
    const pending = scan.current;
    if (!pending || !findOnSearch || !data || isValidating) return;
    if (!pending.again && data === pending.before) return;
    if (pending.term !== list.search) return;
    scan.current = null;
    const found = findOnSearch(pending.term, data.items);
    if (!found) return;
    const id = getRowId(found);
    if (hasForm && can('EDIT')) {
      if (onOpenRow) onOpenRow(found);
      else setExpandedRowId(id);
    } else setSelectedRowId(id);
  }, [scanCount, data, isValidating, list.search, findOnSearch, getRowId, hasForm, can, onOpenRow, setExpandedRowId]);
  return { selectedRowId, onSearchChange };
}
