/** What the dashboard's tabs of charts share: the grid they sit in, a chart's state from its call, following a link. */
import { useCallback } from 'react';
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
