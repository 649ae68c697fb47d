// A plain table for a handful of rows (a dialog's details, a preview, a list of sessions): the kit's padding, lines and
// type, `data-number` cells aligned to the end. For long or sortable lists use DataTable, which virtualizes its rows.
import { forwardRef } from 'react';
import type { TableHTMLAttributes } from 'react';
import { StyledSimpleTable } from './SimpleTable.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface SimpleTableProps
  extends TableHTMLAttributes<HTMLTableElement> {
  /** Text size: `sm` for dense details. @default 'md' (the surrounding text's) */
  size?: "sm" | "md";
  /** The header row stays in view while the table's scrolling container scrolls. @default false */
  stickyHeader?: boolean;
  /**
   * On a compact screen each row becomes a block of labelled lines, each cell labelled by its `data-label`; give the
   * rows, cells and header cells their roles (`role="row"`, `role="cell"`, `role="columnheader"`) so readers keep them.
   * @default false
   */
  stackOnCompact?: boolean;
}

export const SimpleTable = forwardRef<HTMLTableElement, SimpleTableProps>(
  function SimpleTable(
    { size = "md", stickyHeader = false, stackOnCompact = false, ...rest },
    ref
  ) {
    if (process.env.NODE_ENV !== "production") assertUiProvider("SimpleTable");
    return (
      <StyledSimpleTable
        ref={ref}
        $size={size}
        $stickyHeader={stickyHeader}
        $stackOnCompact={stackOnCompact}
        role={stackOnCompact ? "table" : undefined}
        {...rest}
      />
    );
  }
);

export interface SimpleTableHeadProps {
  /** The column headers, in order (their text names each stacked cell's `data-label` on a phone too). */
  columns: readonly string[];
}

/** A SimpleTable's header row, with the roles a stacked table keeps on a phone. */
export function SimpleTableHead({ columns }: SimpleTableHeadProps) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((label) => (
          <th key={label} scope="col" role="columnheader">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
