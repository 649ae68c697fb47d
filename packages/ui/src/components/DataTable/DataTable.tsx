// The listing table every EquipDesk list page uses. Only the rows in view (plus a few) exist in
// the DOM, whatever the page size; an expanded row's inline form and the new-entry form live
// inside the virtual list, are measured as they grow, and stay mounted while scrolled away so
// typed input survives. Rows are focusable (one tab stop, arrows move), Enter expands, Escape
// closes the inline form and gives focus back to its row.
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { CheckIcon, DangerIcon, SortIcon, WarningIcon } from '../../internal/icons';
import { ROW_HEIGHT } from '../../theme/tokens';
import { Tooltip } from '../Tooltip';
import { isEmptyTooltip } from '../Tooltip/Tooltip';
import { dataTableSheet } from './DataTable.styles';

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
   * `end`: the column stays in view at the end of each row while a table wider than its box scrolls sideways
   * (row actions). @default undefined
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
  /** Rows rendered beyond each edge of the view. @default 6 */
  overscan?: number;
  /** Class name of the outer frame. */
  className?: string;
}

const NEW_ROW_KEY = '\u0000new';
const INTERACTIVE =
  'button, a[href], input, select, textarea, label, [role="button"], [role="switch"], [role="checkbox"], [role="combobox"], [role="link"]';
const DEFAULT_STATUS_LABELS: Record<string, string> = { REMOVED: 'Removed', INACTIVE: 'Inactive' };
const MARKED_STATUSES = new Set(['REMOVED', 'INACTIVE']);

/** The smallest width a grid track can take, to size the scrolling width of the table. */
function trackMinimum(width: string): string | null {
  const track = width.trim();
  const minmax = /^minmax\(\s*([^,]+),/.exec(track);
  const min = minmax?.[1]?.trim() ?? track;
  return /^\d+(\.\d+)?(px|rem|em|ch)$/.test(min) ? min : null;
}

/** Controlled when `value` is not undefined, else internal state seeded from `initial`. */
function useControllable<V>(value: V | undefined, initial: V, onChange: ((next: V) => void) | undefined) {
  const [inner, setInner] = useState<V>(initial);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: V) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}

interface RowHandlers {
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
      {gutter && (
        <div role="cell" className="dt-cell dt-gutter" title={[statusLabel, selected ? selectedLabel : undefined].filter(Boolean).join(', ') || undefined}>
          {status === 'REMOVED' && <DangerIcon />}
          {status === 'INACTIVE' && <WarningIcon />}
          {selected && <CheckIcon />}
          {statusLabel && <span className="dt-sr">{statusLabel}</span>}
          {selected && <span className="dt-sr">{selectedLabel}</span>}
        </div>
      )}
      {columns.map((column) => {
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
      })}
    </div>
  );
}

/**
 * The scroll area's height before it is measured (`400px`, `calc(100vh - 150px)`), so the first
 * render already holds the rows that fit instead of rendering again once measured; 0 when unknown.
 */
function estimateHeight(height: string): number {
  if (typeof window === 'undefined') return 0;
  const px = /^(\d+(?:\.\d+)?)px$/.exec(height);
  if (px) return Number(px[1]);
  const viewport = /^calc\(100vh - (\d+(?:\.\d+)?)px\)$/.exec(height);
  if (viewport) return Math.max(0, window.innerHeight - Number(viewport[1]));
  return 0;
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
const DataRow = memo(DataRowView) as typeof DataRowView;

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
  overscan = 6,
  className,
}: DataTableProps<T>) {
  const theme = useTheme();
  const sheet = dataTableSheet(theme);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowElements = useRef(new Map<string, HTMLDivElement>());

  const [innerSort, setInnerSort] = useState(defaultSort);
  const sort = sortProp ?? innerSort;
  const setSort = (next: DataTableSort) => {
    if (sortProp === undefined) setInnerSort(next);
    onSortChange?.(next);
  };
  const [selectedId, setSelectedId] = useControllable<string | null>(selectedProp, defaultSelectedRowId, onSelectedRowChange);
  const [expandedId, setExpandedId] = useControllable<string | null>(expandedProp, defaultExpandedRowId, onExpandedRowChange);
  const [activeId, setActiveId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const selectable = selectedProp !== undefined || onSelectedRowChange !== undefined || defaultSelectedRowId !== null;
  const gutter = Boolean(getRowStatus) || selectable;
  const labels = { ...DEFAULT_STATUS_LABELS, ...statusLabels };

  const visibleColumns = useMemo(() => {
    const shown = visibleColumnIds ? new Set(visibleColumnIds) : null;
    return columns.filter((column) => (shown ? shown.has(column.id) || column.alwaysVisible : !column.defaultHidden));
  }, [columns, visibleColumnIds]);

  const { template, minWidth } = useMemo(() => {
    const fallback = `minmax(${theme.sizes.columnMin}, 1fr)`;
    const tracks = visibleColumns.map((column) => column.width ?? fallback);
    if (gutter) tracks.unshift(theme.sizes.statusGutter);
    const minimums = tracks.map(trackMinimum).filter((min): min is string => min !== null);
    return {
      template: tracks.join(' '),
      minWidth: minimums.length > 0 ? `calc(${minimums.join(' + ')})` : undefined,
    };
  }, [visibleColumns, gutter, theme.sizes.columnMin, theme.sizes.statusGutter]);

  const ids = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const indexById = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);

  const hasNew = newRow !== undefined && newRow !== null && newRow !== false;
  const offset = hasNew ? 1 : 0;
  const expandedIndex = expandedId !== null && renderExpanded ? (indexById.get(expandedId) ?? -1) : -1;
  const activeIndex = activeId !== null ? (indexById.get(activeId) ?? -1) : -1;

  // Items that must stay mounted while scrolled away: the open forms (their input) and the focused row.
  const pinned = useRef<number[]>([]);
  pinned.current = [hasNew ? 0 : -1, expandedIndex >= 0 ? expandedIndex + offset : -1, activeIndex >= 0 ? activeIndex + offset : -1].filter(
    (index) => index >= 0,
  );
  const rangeExtractor = useCallback((range: Range) => {
    const base = defaultRangeExtractor(range);
    const extra = pinned.current.filter((index) => index < range.count && !base.includes(index));
    return extra.length === 0 ? base : [...base, ...extra].sort((a, b) => a - b);
  }, []);

  // Stable while the rows and forms are unchanged: a new getItemKey makes the virtualizer
  // recompute the offsets of every row (1,000 on a full page) on each render, scroll steps included.
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(
    (index: number) => (index === 0 && hasNew ? ROW_HEIGHT * 4 : index - offset === expandedIndex ? ROW_HEIGHT * 6 : ROW_HEIGHT),
    [hasNew, offset, expandedIndex],
  );
  const getItemKey = useCallback(
    (index: number) => (index === 0 && hasNew ? NEW_ROW_KEY : (ids[index - offset] ?? index)),
    [hasNew, ids, offset],
  );

  const tableHeight = height ?? theme.sizes.tableHeight;
  const [initialRect] = useState(() => ({ width: 0, height: estimateHeight(tableHeight) }));
  const virtualizer = useVirtualizer({
    count: rows.length + offset,
    initialRect,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan,
    rangeExtractor,
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
  });

  // Keep the latest values for the stable row handlers below.
  const latest = useRef({ rows, ids, indexById, offset, activate: (_row: T) => {}, setExpandedId, expandedId });

  const focusRow = useCallback(
    (id: string) => {
      const el = rowElements.current.get(id);
      if (el) {
        el.focus();
        return;
      }
      pendingFocus.current = id;
      const index = latest.current.indexById.get(id);
      if (index !== undefined) virtualizer.scrollToIndex(index + latest.current.offset, { align: 'auto' });
      setActiveId(id);
    },
    [virtualizer],
  );

  const activate = (row: T) => {
    const id = getRowId(row);
    if (selectable) setSelectedId(id);
    if (onRowActivate) onRowActivate(row);
    else if (renderExpanded) setExpandedId(expandedId === id ? null : id);
  };
  latest.current = { rows, ids, indexById, offset, activate, setExpandedId, expandedId };

  const [handlers] = useState<RowHandlers>(() => ({
    register: (id, el) => {
      if (el) rowElements.current.set(id, el);
      else rowElements.current.delete(id);
    },
    click: (id, event) => {
      const target = event.target as HTMLElement;
      // Clicks reach here from whatever a cell renders, portals included: a click in a dialog a row action opened
      // (confirming a delete) is no click on the row.
      if (!event.currentTarget.contains(target)) return;
      const control = target.closest(INTERACTIVE);
      if (control && event.currentTarget.contains(control)) return;
      const index = latest.current.indexById.get(id);
      const row = index === undefined ? undefined : latest.current.rows[index];
      if (row !== undefined) latest.current.activate(row);
    },
    keyDown: (id, event) => {
      if (event.target !== event.currentTarget) return;
      const { ids: all, indexById: byId, rows: data } = latest.current;
      const index = byId.get(id) ?? 0;
      const move = (to: number) => {
        event.preventDefault();
        const next = all[Math.max(0, Math.min(all.length - 1, to))];
        if (next !== undefined) focusRowRef.current(next);
      };
      const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
      switch (event.key) {
        case 'Enter': {
          event.preventDefault();
          const row = data[index];
          if (row !== undefined) latest.current.activate(row);
          break;
        }
        case 'Escape':
          if (latest.current.expandedId === id) {
            event.preventDefault();
            latest.current.setExpandedId(null);
          }
          break;
        case 'ArrowDown':
          move(index + 1);
          break;
        case 'ArrowUp':
          move(index - 1);
          break;
        case 'PageDown':
          move(index + page);
          break;
        case 'PageUp':
          move(index - page);
          break;
        case 'Home':
          move(0);
          break;
        case 'End':
          move(all.length - 1);
          break;
      }
    },
    focus: (id, event) => {
      if (event.target === event.currentTarget) setActiveId(id);
    },
  }));
  const focusRowRef = useRef(focusRow);
  focusRowRef.current = focusRow;

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const el = rowElements.current.get(id);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  // Plain rows are never measured (their height is ROW_HEIGHT); a row whose form closed goes back
  // to that height instead of keeping its expanded measurement.
  const lastExpanded = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = lastExpanded.current;
    lastExpanded.current = expandedIndex >= 0 ? expandedId : null;
    if (previous === null || previous === lastExpanded.current) return;
    const index = indexById.get(previous);
    if (index !== undefined) virtualizer.resizeItem(index + offset, ROW_HEIGHT);
    // A form closed by its own buttons (Cancel, a confirmed discard) took focus with it: its row gets it back.
    if (document.activeElement === document.body || document.activeElement === null) rowElements.current.get(previous)?.focus();
  }, [expandedId, expandedIndex, indexById, offset, virtualizer]);

  const closeFormWithEscape = (event: KeyboardEvent<HTMLDivElement>, close: () => void, rowId: string | null) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Keys reach here from whatever the form renders, portals included: Escape in a dialog or a
    // calendar the form opened closes that, not the form.
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    close();
    if (rowId !== null) rowElements.current.get(rowId)?.focus();
  };

  const onHeaderClick = (column: DataTableColumn<T>) => {
    const direction: DataTableSortDirection = sort?.id === column.id && sort.direction === 'asc' ? 'desc' : 'asc';
    setSort({ id: column.id, direction });
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

  const sizerStyle = { '--dt-columns': template, minWidth } as CSSProperties;
  const columnCount = visibleColumns.length + (gutter ? 1 : 0);

  return (
    <div className={className ? `${sheet.scope} ${className}` : sheet.scope}>
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
      >
        <div className="dt-sizer" style={sizerStyle}>
          <div role="rowgroup" className="dt-head">
            <div role="row" className="dt-row" aria-rowindex={headerRowIndex}>
              {gutter && (
                <div role="columnheader" className="dt-header dt-gutter">
                  <span className="dt-sr">Status</span>
                </div>
              )}
              {visibleColumns.map((column) => {
                const direction = sort?.id === column.id ? sort.direction : 'none';
                return (
                  <div
                    key={column.id}
                    role="columnheader"
                    className="dt-header"
                    data-align={column.align === 'end' ? 'end' : undefined}
                    data-sticky={column.sticky}
                    aria-sort={
                      column.sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined
                    }
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
              })}
            </div>
          </div>
          <div
            role="rowgroup"
            className="dt-body"
            style={{ position: 'relative', height: rowsShown || hasNew ? virtualizer.getTotalSize() : undefined }}
          >
            {(rowsShown || hasNew) &&
              virtualizer.getVirtualItems().map((item) => {
                const style: CSSProperties = { transform: `translateY(${item.start - ROW_HEIGHT}px)` };
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
                      columns={visibleColumns}
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
      {loading && (
        <div className="dt-loading" role="status">
          <span>{loadingMessage}</span>
        </div>
      )}
    </div>
  );
}
