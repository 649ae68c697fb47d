export { SimpleTable, SimpleTableHead } from './SimpleTable';
export type { SimpleTableHeadProps, SimpleTableProps } from './SimpleTable';
