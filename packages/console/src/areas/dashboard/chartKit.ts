/** What the dashboard's tabs of charts share: the grid they sit in, a chart's state from its call, following a link. */
import { useCallback, useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

const CHART_ERROR = 'The statistics could not be loaded.';

export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/** A chart cell across the whole grid. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** The frame's state of a chart from its SWR answer: loading until the first answer, the error with a retry. */
export function chartState(r: { data?: unknown; error?: unknown; isLoading: boolean; mutate: () => unknown }) {
  return {
    loading: r.isLoading && r.data === undefined,
    error: r.error ? CHART_ERROR : null,
    onRetry: () => void r.mutate(),
  };
}

/** A stats answer as a memoised chart takes it: the data and its frame's state, as chartState gives it. */
export interface ChartAnswer<T> {
  data: T | undefined;
  state: { loading: boolean; error: string | null; onRetry: () => void };
}

/**
 * A stats answer kept the same object until its data, loading or error changes (SWR's own result is a new object on
 * every render), so a chart built from it with useMemo is drawn again only when its own answer changes.
 */
export function useChartAnswer<T>({ data, error, isLoading, mutate }: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown }): ChartAnswer<T> {
  const loading = isLoading && data === undefined;
  const failed = Boolean(error);
  return useMemo(() => ({ data, state: { loading, error: failed ? CHART_ERROR : null, onRetry: () => void mutate() } }), [data, loading, failed, mutate]);
}

/** Follows a segment's link in the app's router instead of loading the page anew. */
export function useFollow() {
  const navigate = useNavigate();
  return useCallback(
    (href: string | undefined, event: MouseEvent<Element>) => {
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
