// The public types of DataTable: its columns, its sort and its props, apart from the component that reads them.
import type { ReactNode } from 'react';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Stable key; also the sort key handed to `onSortChange`. */
  id: string;
  /** Header content; keep it short text so the column picker can list it. */
  header: ReactNode;
  /** Content of this column's cell for one row. */
  cell: (row: T) => ReactNode;
  /** CSS grid track. @default 'minmax(<theme columnMin>, 1fr)' */
  width?: string;
  /** The header becomes a button that toggles the sort. @default false */
  sortable?: boolean;
  /** The column picker cannot hide it. @default false */
  alwaysVisible?: boolean;
  /** Hidden until the user picks it. @default false */
  defaultHidden?: boolean;
  /** Hover/focus tooltip of a cell; undefined for none. */
  tooltip?: (row: T) => ReactNode | undefined;
  /** Cell alignment (numbers read better at the end). @default 'start' */
  align?: 'start' | 'end';
  /**
   * `end`: the column keeps its own place at the end of each row, as wide as its widest content (at least the
   * `width`'s minimum), and the other columns scroll sideways in the space before it (row actions).
   * @default undefined
   */
  sticky?: 'end';
}

export type DataTableSortDirection = 'asc' | 'desc';

export interface DataTableSort {
  id: string;
  direction: DataTableSortDirection;
}

/** Statuses with a colour and label of their own; any other string shows no marker. */
export type DataTableRowStatus = 'ACTIVE' | 'INACTIVE' | 'REMOVED' | (string & {});

export interface DataTableProps<T> {
  /** All columns; `visibleColumnIds` picks which are shown. */
  columns: DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  /** A stable, unique id per row. */
  getRowId: (row: T) => string;
  /** Accessible name of the table (usually the page heading). */
  'aria-label': string;
  /** Row status: REMOVED shows danger, INACTIVE warning, each with an icon and a label too. */
  getRowStatus?: (row: T) => DataTableRowStatus | undefined;
  /** Words for the status markers. @default { REMOVED: 'Removed', INACTIVE: 'Inactive' } */
  statusLabels?: Partial<Record<string, string>>;
  /** Columns shown, by id (order follows `columns`). @default every column not `defaultHidden` */
  visibleColumnIds?: string[];
  /** Current sort (controlled). */
  sort?: DataTableSort;
  /** Initial sort when uncontrolled. */
  defaultSort?: DataTableSort;
  /** Called when a sortable header is clicked: same column flips direction, another starts asc. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Selected row (controlled); shown in the success colour, with a check and aria-selected. */
  selectedRowId?: string | null;
  /** Initial selected row when uncontrolled. */
  defaultSelectedRowId?: string | null;
  /** Called when a row click or Enter selects a row. Setting it turns selection on. */
  onSelectedRowChange?: (id: string | null) => void;
  /** Row whose inline form is open (controlled). */
  expandedRowId?: string | null;
  /** Initial expanded row when uncontrolled. */
  defaultExpandedRowId?: string | null;
  /** Called when a row opens or closes its inline form (null: closed, e.g. by Escape). */
  onExpandedRowChange?: (id: string | null) => void;
  /** The inline form shown under an expanded row. */
  renderExpanded?: (row: T) => ReactNode;
  /** The new-entry form, rendered as the first row when given. */
  newRow?: ReactNode;
  /** Accessible name of the row holding an inline form. @default 'Details' */
  expandedRowLabel?: (row: T) => string;
  /** Called when Escape is pressed inside the new-entry row. */
  onNewRowClose?: () => void;
  /** Accessible name of the new-entry row. @default 'New entry' */
  newRowLabel?: string;
  /** Row click or Enter. @default toggles the inline form when `renderExpanded` is set */
  onRowActivate?: (row: T) => void;
  /** Accessible name of a row, read when it takes focus. */
  getRowLabel?: (row: T) => string;
  /** Data is loading: a status overlay is shown and the table is aria-busy. @default false */
  loading?: boolean;
  /** Text of the loading overlay. @default 'Loading…' */
  loadingMessage?: ReactNode;
  /** Shown instead of the rows when the data could not be loaded. */
  error?: ReactNode;
  /** Shown when there are no rows. @default 'No matching record(s) available.' */
  emptyMessage?: ReactNode;
  /** Height of the scrolling area. @default 'calc(100vh - 150px)' (theme.sizes.tableHeight) */
  height?: string;
  /**
   * Sizes the table to this many rows (fewer when it holds fewer) and its header, at the row height of its density (a
   * phone's rows are taller), plus a horizontal scroll bar where one shows: a small table inside a panel. `height` wins.
   */
  rowsInView?: number;
  /** Rows rendered beyond each edge of the view. @default 6 */
  overscan?: number;
  /** Class name of the outer frame. */
  className?: string;
}
