// One body row of a DataTable and its cells. Rows are memoized and take stable handlers, so a scroll step
// re-renders only the rows that come into view; a cell with a tooltip mounts its Tooltip only when reached.
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { CheckIcon, DangerIcon, WarningIcon } from '../../internal/icons';
import { Tooltip } from '../Tooltip';
import { isEmptyTooltip } from '../Tooltip/Tooltip';
import type { DataTableColumn } from './DataTable.types';

/** What a row tells the table; one object for every row, the same across renders. */
export interface RowHandlers {
  register: (id: string, el: HTMLDivElement | null) => void;
  click: (id: string, event: MouseEvent<HTMLDivElement>) => void;
  keyDown: (id: string, event: KeyboardEvent<HTMLDivElement>) => void;
  focus: (id: string, event: FocusEvent<HTMLDivElement>) => void;
}

interface DataRowProps<T> {
  row: T;
  rowId: string;
  rowIndex: number;
  columns: DataTableColumn<T>[];
  /** Columns kept at the end, outside the part that scrolls sideways. */
  endColumns: DataTableColumn<T>[];
  gutter: boolean;
  status: string | undefined;
  statusLabel: string | undefined;
  selected: boolean | undefined;
  selectedLabel: string;
  tabbable: boolean;
  expanded: boolean | undefined;
  label: string | undefined;
  handlers: RowHandlers;
}

function DataRowView<T>({
  row,
  rowId,
  rowIndex,
  columns,
  endColumns,
  gutter,
  status,
  statusLabel,
  selected,
  selectedLabel,
  tabbable,
  expanded,
  label,
  handlers,
}: DataRowProps<T>) {
  return (
    <div
      ref={(el) => handlers.register(rowId, el)}
      role="row"
      className="dt-row"
      aria-rowindex={rowIndex}
      aria-selected={selected}
      data-expanded={expanded}
      aria-label={label}
      data-status={status}
      data-row-id={rowId}
      tabIndex={tabbable ? 0 : -1}
      onClick={(event) => handlers.click(rowId, event)}
      onKeyDown={(event) => handlers.keyDown(rowId, event)}
      onFocus={(event) => handlers.focus(rowId, event)}
    >
      <SplitRow end={endColumns.length > 0 ? endColumns.map((column) => renderCell(column, row)) : null}>
        {gutter && (
          <div role="cell" className="dt-cell dt-gutter" title={[statusLabel, selected ? selectedLabel : undefined].filter(Boolean).join(', ') || undefined}>
            {status === 'REMOVED' && <DangerIcon />}
            {status === 'INACTIVE' && <WarningIcon />}
            {selected && <CheckIcon />}
            {statusLabel && <span className="dt-sr">{statusLabel}</span>}
            {selected && <span className="dt-sr">{selectedLabel}</span>}
          </div>
        )}
        {columns.map((column) => renderCell(column, row))}
      </SplitRow>
    </div>
  );
}

function renderCell<T>(column: DataTableColumn<T>, row: T) {
  const content = column.cell(row);
  const tip = column.tooltip?.(row);
  const align = column.align === 'end' ? 'end' : undefined;
  return isEmptyTooltip(tip) ? (
    <div key={column.id} role="cell" className="dt-cell" data-align={align} data-sticky={column.sticky}>
      {content}
    </div>
  ) : (
    <TipCell key={column.id} tip={tip} align={align} sticky={column.sticky}>
      {content}
    </TipCell>
  );
}

/**
 * A row's cells: with end columns, the others sit in a clipped part that scrolls sideways (all rows and the
 * header together, by `--dt-x`) and the end columns in a part of their own after it, so no cell is ever under
 * them. The wrappers are generic elements: the cells stay the row's cells to assistive technology.
 */
export function SplitRow({ end, children }: { end: ReactNode[] | null; children: ReactNode }) {
  if (end === null) return <>{children}</>;
  return (
    <>
      <div className="dt-center">
        <div className="dt-track">{children}</div>
      </div>
      <div className="dt-end">{end}</div>
    </>
  );
}

/**
 * A cell with a tooltip. Until the pointer or the keyboard reaches it, it is a plain focusable
 * span styled like Tooltip's trigger: a Tooltip per cell (state, effects, a styled trigger) on
 * every visible row was a large share of the table's first render and of each scroll step.
 * On first hover or focus the real Tooltip takes the span's place and receives the same hover or
 * focus, so it opens as it would have (after its delay on hover, at once on focus).
 */
function TipCell({ tip, align, sticky, children }: { tip: ReactNode; align: 'end' | undefined; sticky: 'end' | undefined; children: ReactNode }) {
  const [armedBy, setArmedBy] = useState<'hover' | 'focus' | null>(null);
  const cellRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const trigger = cellRef.current?.firstElementChild;
    if (armedBy === null || !(trigger instanceof HTMLElement)) return;
    if (armedBy === 'focus') trigger.focus();
    // Armed in the same task as the pointer's enter, so the pointer is over the new trigger: hand
    // it that enter, as a move from the cell onto the trigger, which React turns into the
    // trigger's mouseenter alone (the browser sends the trigger its leave when the pointer goes).
    else cellRef.current?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: trigger }));
  }, [armedBy]);

  return (
    <div ref={cellRef} role="cell" className="dt-cell" data-align={align} data-sticky={sticky}>
      {armedBy === null ? (
        <span className="dt-tip" tabIndex={0} onMouseEnter={() => setArmedBy('hover')} onFocus={() => setArmedBy('focus')}>
          {children}
        </span>
      ) : (
        <Tooltip content={tip} wrap>
          {children}
        </Tooltip>
      )}
    </div>
  );
}

// Rows re-render only when their own props change, not on every scroll step of the list.
export const DataRow = memo(DataRowView) as typeof DataRowView;
