export { SimpleTable } from "./SimpleTable";
export type { SimpleTableProps } from "./SimpleTable";
