// The frame every chart of the kit is drawn in: the title as the figure's caption and accessible
// name, the loading / empty / error states, a "Show as table" toggle that shows the same numbers in
// a real <table>, and the drawing's width measured from the container (ResizeObserver), so a chart
// follows its container without a reload.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { formatNumber } from '../numbers';
import type { ChartStateProps } from '../types';
import { Body, Caption, ErrorMessage, Figure, Header, Message, Table, ToggleButton } from './ChartFrame.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

/** The numbers of a chart as a table: a header row and one row per category. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export interface ChartFrameProps extends ChartStateProps {
  /** No numbers to draw (the empty state); the table toggle is hidden. */
  empty: boolean;
  /** The same numbers as the drawing. */
  table: ChartTable;
  /** Draws the chart at the measured size; `showTable` switches to the table (the "Others" of a chart leads there). */
  children: (drawing: { width: number; height: number; showTable: () => void }) => ReactNode;
  /** Shown under the drawing (a legend). */
  footer?: ReactNode;
}

export const DEFAULT_CHART_HEIGHT = 260;

/**
 * The body's width, from its ResizeObserver only: the observer reports the first size once the browser lays the page
 * out anyway. Reading it at once (getBoundingClientRect) would make the browser lay out the whole page there and then,
 * inside the effects of the render that mounted the chart, one long task instead of two shorter ones.
 */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // A DOM without ResizeObserver (jsdom in a team's tests) measures once instead of failing.
    if (typeof ResizeObserver === 'undefined') {
      setWidth(Math.floor(element.getBoundingClientRect().width));
      return undefined;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function ChartFrame({ title, loading = false, error = null, onRetry, height: fixedHeight = DEFAULT_CHART_HEIGHT, aspectRatio, emptyText = 'No data to show.', className, empty, table, children, footer }: ChartFrameProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('ChartFrame');
  const captionId = useId();
  const [asTable, setAsTable] = useState(false);
  const [bodyRef, width] = useWidth();
  const tableRef = useRef<HTMLTableElement>(null);
  const focusTable = useRef(false);
  // Shown from inside the drawing (its focused segment goes away): the table takes the focus, read from its caption.
  const showTable = useCallback(() => {
    focusTable.current = true;
    setAsTable(true);
  }, []);
  useEffect(() => {
    if (asTable && focusTable.current) tableRef.current?.focus();
    focusTable.current = false;
  }, [asTable]);
  const height = aspectRatio && aspectRatio > 0 && width > 0 ? Math.round(width / aspectRatio) : fixedHeight;
  const ready = !loading && !error && !empty;

  let content: ReactNode;
  if (loading) {
    content = (
      <Message $height={height} role="status">
        Loading {title}…
      </Message>
    );
  } else if (error) {
    content = (
      <ErrorMessage $height={height} role="alert">
        {error}
        {onRetry && (
          <ToggleButton type="button" onClick={onRetry}>
            Retry
          </ToggleButton>
        )}
      </ErrorMessage>
    );
  } else if (empty) {
    content = <Message $height={height}>{emptyText}</Message>;
  } else if (asTable) {
    content = (
      <Table ref={tableRef} tabIndex={-1}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? 'number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="number">
                    {typeof cell === 'number' ? formatNumber(cell) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    );
  } else {
    content = width > 0 ? children({ width, height, showTable }) : null;
  }

  return (
    <Figure className={className} aria-labelledby={captionId} aria-busy={loading || undefined}>
      <Header>
        <Caption id={captionId}>{title}</Caption>
        {ready && (
          <ToggleButton type="button" aria-pressed={asTable} onClick={() => setAsTable((on) => !on)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </ToggleButton>
        )}
      </Header>
      <Body ref={bodyRef} $height={height}>
        {content}
      </Body>
      {/* With the drawing it goes with: not before the first size is known. */}
      {ready && !asTable && width > 0 && footer}
    </Figure>
  );
}
