// The listing table every EquipDesk list page uses. Only the rows in view (plus a few) exist in
// the DOM, whatever the page size; an expanded row's inline form and the new-entry form live
// inside the virtual list, are measured as they grow, and stay mounted while scrolled away so
// typed input survives. Rows are focusable (one tab stop, arrows move), Enter expands, Escape
// closes the inline form and gives focus back to its row. The parts live beside it: the row and
// its cells (DataRow), the header (DataTableHeader), the columns' layout (useColumnLayout), the
// virtual list (useVirtualRows), focus (useRowFocus) and the rows' handlers (useRowHandlers).
import { useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { DataRow } from './DataRow';
import { dataTableSheet } from './DataTable.styles';
import type { DataTableProps, DataTableSort } from './DataTable.types';
import { DataTableHeader } from './DataTableHeader';
import { useColumnLayout } from './useColumnLayout';
import { useControllable } from './useControllable';
import { useRowDensity, useScrollbarHeight } from './useRowDensity';
import { useRowFocus } from './useRowFocus';
import { useRowHandlers } from './useRowHandlers';
import { useSideScroll } from './useSideScroll';
import { useCollapsedRow, useVirtualRows } from './useVirtualRows';

export type { DataTableColumn, DataTableProps, DataTableRowStatus, DataTableSort, DataTableSortDirection } from './DataTable.types';

const DEFAULT_STATUS_LABELS: Record<string, string> = { REMOVED: 'Removed', INACTIVE: 'Inactive' };
const MARKED_STATUSES = new Set(['REMOVED', 'INACTIVE']);

export function DataTable<T>({
  columns,
  rows,
  getRowId,
  'aria-label': ariaLabel,
  getRowStatus,
  statusLabels,
  visibleColumnIds,
  sort: sortProp,
  defaultSort,
  onSortChange,
  selectedRowId: selectedProp,
  defaultSelectedRowId = null,
  onSelectedRowChange,
  expandedRowId: expandedProp,
  defaultExpandedRowId = null,
  onExpandedRowChange,
  renderExpanded,
  expandedRowLabel,
  newRow,
  onNewRowClose,
  newRowLabel = 'New entry',
  onRowActivate,
  getRowLabel,
  loading = false,
  loadingMessage = 'Loading…',
  error,
  emptyMessage = 'No matching record(s) available.',
  height,
  rowsInView,
  overscan = 6,
  className,
}: DataTableProps<T>) {
  const theme = useTheme();
  const sheet = dataTableSheet(theme);
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const { touch, rowHeight } = useRowDensity(theme.media.touch);

  const [innerSort, setInnerSort] = useState(defaultSort);
  const sort = sortProp ?? innerSort;
  const setSort = (next: DataTableSort) => {
    if (sortProp === undefined) setInnerSort(next);
    onSortChange?.(next);
  };
  const [selectedId, setSelectedId] = useControllable<string | null>(selectedProp, defaultSelectedRowId, onSelectedRowChange);
  const [expandedId, setExpandedId] = useControllable<string | null>(expandedProp, defaultExpandedRowId, onExpandedRowChange);
  const [activeId, setActiveId] = useState<string | null>(null);

  const selectable = selectedProp !== undefined || onSelectedRowChange !== undefined || defaultSelectedRowId !== null;
  const gutter = Boolean(getRowStatus) || selectable;
  const labels = { ...DEFAULT_STATUS_LABELS, ...statusLabels };

  const { visibleColumns, centerColumns, endColumns, split, endTemplate, template, minWidth } = useColumnLayout({
    columns,
    visibleColumnIds,
    gutter,
    sizes: theme.sizes,
  });
  const sideScroll = useSideScroll({ enabled: split, rootRef, barRef, endKey: endColumns.map((column) => column.id).join(' ') });

  const ids = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const indexById = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);

  const hasNew = newRow !== undefined && newRow !== null && newRow !== false;
  const offset = hasNew ? 1 : 0;
  const expandedIndex = expandedId !== null && renderExpanded ? (indexById.get(expandedId) ?? -1) : -1;
  const activeIndex = activeId !== null ? (indexById.get(activeId) ?? -1) : -1;

  const scrollbar = useScrollbarHeight(scrollRef, height === undefined && rowsInView !== undefined);
  // A row per row in view, the header's row and the line under it, and the scroll bar.
  const tableHeight =
    height ?? (rowsInView !== undefined ? `calc(${(Math.max(1, Math.min(rows.length, rowsInView)) + 1) * rowHeight + scrollbar}px + ${theme.borders.width})` : theme.sizes.tableHeight);
  const virtualizer = useVirtualRows({ scrollRef, ids, hasNew, expandedIndex, activeIndex, rowHeight, tableHeight, overscan });
  const { rowElements, focusRow } = useRowFocus({ virtualizer, indexById, offset, setActiveId });

  const activate = (row: T) => {
    const id = getRowId(row);
    if (selectable) setSelectedId(id);
    if (onRowActivate) onRowActivate(row);
    else if (renderExpanded) setExpandedId(expandedId === id ? null : id);
  };
  const handlers = useRowHandlers({ rows, ids, indexById, activate, expandedId, setExpandedId, focusRow, setActiveId, rowElements, scrollRef, rowHeight });
  useCollapsedRow({ virtualizer, expandedId, expandedIndex, indexById, offset, rowHeight, rowElements });

  const closeFormWithEscape = (event: KeyboardEvent<HTMLDivElement>, close: () => void, rowId: string | null) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Keys reach here from whatever the form renders, portals included: Escape in a dialog or a
    // calendar the form opened closes that, not the form.
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    close();
    if (rowId !== null) rowElements.current.get(rowId)?.focus();
  };

  const rowsShown = rows.length > 0 && !error;
  const tabbableId = (() => {
    const items = virtualizer.getVirtualItems();
    if (activeId !== null && activeIndex >= 0) return activeId;
    for (const item of items) {
      const id = ids[item.index - offset];
      if (id !== undefined) return id;
    }
    return null;
  })();

  const headerRowIndex = 1;
  const firstRowIndex = headerRowIndex + 1 + offset;
  const rowIndexOf = (index: number) => firstRowIndex + index + (expandedIndex >= 0 && index > expandedIndex ? 1 : 0);
  const rowCount = 1 + offset + rows.length + (expandedIndex >= 0 ? 1 : 0);

  const sizerStyle = { '--dt-columns': template, '--dt-end-columns': endTemplate || undefined, '--dt-min': minWidth } as CSSProperties;
  const columnCount = visibleColumns.length + (gutter ? 1 : 0);

  return (
    <div
      ref={rootRef}
      className={className ? `${sheet.scope} ${className}` : sheet.scope}
      data-split={split || undefined}
      data-density={touch ? 'touch' : undefined}
    >
      <style href={sheet.href} precedence="equipdesk">
        {sheet.css}
      </style>
      <div
        ref={scrollRef}
        className="dt-scroll"
        role="table"
        aria-label={ariaLabel}
        aria-rowcount={rowCount}
        aria-colcount={columnCount}
        aria-busy={loading || undefined}
        style={{ height: tableHeight }}
        {...sideScroll.scrollHandlers}
      >
        <div className="dt-sizer" style={sizerStyle}>
          {/* A table with no columns yet (their data is loading) has no header row to draw. */}
          {columnCount > 0 && (
            <DataTableHeader
              centerColumns={centerColumns}
              endColumns={endColumns}
              gutter={gutter}
              sort={sort}
              onSortChange={setSort}
              rowIndex={headerRowIndex}
            />
          )}
          <div
            // Nothing in it while the first rows load: a group with no rows is not announced as one.
            role={rowsShown || hasNew || error || !loading ? 'rowgroup' : undefined}
            className="dt-body"
            style={{ position: 'relative', height: rowsShown || hasNew ? virtualizer.getTotalSize() : undefined }}
          >
            {(rowsShown || hasNew) &&
              virtualizer.getVirtualItems().map((item) => {
                const style: CSSProperties = { transform: `translateY(${item.start - rowHeight}px)` };
                if (hasNew && item.index === 0) {
                  return (
                    <div
                      key={item.key}
                      role="presentation"
                      className="dt-item"
                      data-index={item.index}
                      ref={virtualizer.measureElement}
                      style={style}
                      onKeyDown={(event) => closeFormWithEscape(event, () => onNewRowClose?.(), null)}
                    >
                      <div role="row" className="dt-new" aria-rowindex={firstRowIndex - 1} aria-label={newRowLabel}>
                        <div role="cell" className="dt-panel" aria-colspan={columnCount}>
                          {newRow}
                        </div>
                      </div>
                    </div>
                  );
                }
                if (!rowsShown) return null;
                const index = item.index - offset;
                const row = rows[index] as T;
                const rowId = ids[index] as string;
                const status = getRowStatus?.(row);
                const marked = status !== undefined && MARKED_STATUSES.has(status);
                const expanded = index === expandedIndex;
                return (
                  <div
                    key={item.key}
                    role="presentation"
                    className="dt-item"
                    data-index={item.index}
                    ref={expanded ? virtualizer.measureElement : undefined}
                    style={style}
                  >
                    <DataRow
                      row={row}
                      rowId={rowId}
                      rowIndex={rowIndexOf(index)}
                      columns={centerColumns}
                      endColumns={endColumns}
                      gutter={gutter}
                      status={status}
                      statusLabel={marked ? (labels[status] ?? status) : undefined}
                      selected={selectable ? selectedId === rowId : undefined}
                      selectedLabel="Selected"
                      tabbable={rowId === tabbableId}
                      expanded={renderExpanded ? expanded : undefined}
                      label={getRowLabel?.(row)}
                      handlers={handlers}
                    />
                    {expanded && renderExpanded && (
                      <div
                        role="row"
                        className="dt-expanded"
                        aria-label={expandedRowLabel?.(row) ?? 'Details'}
                        aria-rowindex={rowIndexOf(index) + 1}
                        onKeyDown={(event) => closeFormWithEscape(event, () => setExpandedId(null), rowId)}
                      >
                        <div role="cell" className="dt-panel" aria-colspan={columnCount}>
                          {renderExpanded(row)}
                        </div>
                      </div>
                    )}
                  </div>
                );
              })}
            {!rowsShown && !hasNew && (error || !loading) && (
              <div role="row" className="dt-message-row">
                <div role="cell" className="dt-message" data-tone={error ? 'danger' : undefined} aria-colspan={columnCount}>
                  {error ? <span role="alert">{error}</span> : emptyMessage}
                </div>
              </div>
            )}
          </div>
        </div>
      </div>
      {split && (
        // The sideways scrollbar of the part before the end columns; pointer and wheel users use it, keyboard
        // users move with ← and → on a row, so it stays out of the tab order and of the accessibility tree.
        <div ref={barRef} className="dt-hscroll" aria-hidden="true" tabIndex={-1} onScroll={sideScroll.onBarScroll}>
          <div className="dt-hscroll-size" style={{ minWidth }} />
        </div>
      )}
      {loading && (
        <div className="dt-loading" role="status">
          <span>
            <span className="dt-spinner" aria-hidden="true" />
            {loadingMessage}
          </span>
        </div>
      )}
    </div>
  );
}
