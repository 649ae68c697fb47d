// The header row of a DataTable: a status column when rows carry a marker, then one header per column, sortable ones
// as buttons that say their direction (aria-sort) and flip it.
import { SortIcon } from '../../internal/icons';
import { SplitRow } from './DataRow';
import type { DataTableColumn, DataTableSort, DataTableSortDirection } from './DataTable.types';

interface DataTableHeaderProps<T> {
  /** Columns in the part that scrolls sideways. */
  centerColumns: DataTableColumn<T>[];
  /** Columns kept at the end (row actions). */
  endColumns: DataTableColumn<T>[];
  gutter: boolean;
  sort: DataTableSort | undefined;
  onSortChange: (sort: DataTableSort) => void;
  rowIndex: number;
}

export function DataTableHeader<T>({ centerColumns, endColumns, gutter, sort, onSortChange, rowIndex }: DataTableHeaderProps<T>) {
  const onHeaderClick = (column: DataTableColumn<T>) => {
    const direction: DataTableSortDirection = sort?.id === column.id && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ id: column.id, direction });
  };

  const renderHeader = (column: DataTableColumn<T>) => {
    const direction = sort?.id === column.id ? sort.direction : 'none';
    return (
      <div
        key={column.id}
        role="columnheader"
        className="dt-header"
        data-align={column.align === 'end' ? 'end' : undefined}
        data-sticky={column.sticky}
        aria-sort={column.sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
      >
        {column.sortable ? (
          <button type="button" className="dt-sort" onClick={() => onHeaderClick(column)}>
            <span>{column.header}</span>
            <SortIcon direction={direction} />
          </button>
        ) : (
          column.header
        )}
      </div>
    );
  };

  return (
    <div role="rowgroup" className="dt-head">
      <div role="row" className="dt-row" aria-rowindex={rowIndex}>
        <SplitRow end={endColumns.length > 0 ? endColumns.map(renderHeader) : null}>
          {gutter && (
            <div role="columnheader" className="dt-header dt-gutter">
              <span className="dt-sr">Status</span>
            </div>
          )}
          {centerColumns.map(renderHeader)}
        </SplitRow>
      </div>
    </div>
  );
}
