export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableRowStatus,
  DataTableSort,
  DataTableSortDirection,
} from './DataTable';
export { useColumnChoice } from './useColumnChoice';
export type { ColumnChoiceColumn } from './useColumnChoice';
