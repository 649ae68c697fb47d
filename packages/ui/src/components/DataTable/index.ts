export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableRowStatus,
  DataTableSort,
  DataTableSortDirection,
} from './DataTable';
