// Which columns a DataTable shows and how they are laid out: the visible ones (the column choice), split into those
// that scroll sideways and those kept at the end, and the CSS grid tracks of each part with the least width the
// scrolling part can take.
import { useMemo } from 'react';
import type { DefaultTheme } from 'styled-components';
import type { DataTableColumn } from './DataTable.types';

/** The smallest width a grid track can take, to size the scrolling width of the table. */
function trackMinimum(width: string): string | null {
  const track = width.trim();
  const minmax = /^minmax\(\s*([^,]+),/.exec(track);
  const min = minmax?.[1]?.trim() ?? track;
  return /^\d+(\.\d+)?(px|rem|em|ch)$/.test(min) ? min : null;
}

interface ColumnLayoutOptions<T> {
  columns: DataTableColumn<T>[];
  visibleColumnIds: string[] | undefined;
  /** A leading status column is shown. */
  gutter: boolean;
  sizes: DefaultTheme['sizes'];
}

export function useColumnLayout<T>({ columns, visibleColumnIds, gutter, sizes }: ColumnLayoutOptions<T>) {
  const visibleColumns = useMemo(() => {
    const shown = visibleColumnIds ? new Set(visibleColumnIds) : null;
    return columns.filter((column) => (shown ? shown.has(column.id) || column.alwaysVisible : !column.defaultHidden));
  }, [columns, visibleColumnIds]);

  const [centerColumns, endColumns] = useMemo(
    () => [visibleColumns.filter((column) => column.sticky !== 'end'), visibleColumns.filter((column) => column.sticky === 'end')],
    [visibleColumns],
  );
  const endTemplate = endColumns.map((column) => column.width ?? 'auto').join(' ');

  const { template, minWidth } = useMemo(() => {
    const fallback = `minmax(${sizes.columnMin}, 1fr)`;
    const tracks = centerColumns.map((column) => column.width ?? fallback);
    if (gutter) tracks.unshift(sizes.statusGutter);
    const minimums = tracks.map(trackMinimum).filter((min): min is string => min !== null);
    return {
      template: tracks.join(' '),
      minWidth: minimums.length > 0 ? `calc(${minimums.join(' + ')})` : undefined,
    };
  }, [centerColumns, gutter, sizes.columnMin, sizes.statusGutter]);

  return { visibleColumns, centerColumns, endColumns, split: endColumns.length > 0, endTemplate, template, minWidth };
}
