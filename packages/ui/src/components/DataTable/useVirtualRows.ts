// The virtual list under a DataTable's rows: only the rows in view (plus `overscan`) are rendered. The open forms
// (the new-entry row, an expanded row) and the focused row stay mounted while scrolled away, so typed input and focus
// survive; those forms are measured as they grow, plain rows never are (their height is the row height).
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Range, Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** The key of the new-entry row, which no row id can be. */
const NEW_ROW_KEY = '\u0000new';

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

interface VirtualRowsOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Row ids of the page, in order. */
  ids: string[];
  /** The new-entry row comes first. */
  hasNew: boolean;
  /** Index of the expanded row among the rows, or -1. */
  expandedIndex: number;
  /** Index of the focused row among the rows, or -1. */
  activeIndex: number;
  /** Height of one row (and of the header above them), px. */
  rowHeight: number;
  /** CSS height of the scroll area. */
  tableHeight: string;
  overscan: number;
}

/** Items are the new-entry row (index 0, when there is one) then the rows. */
export function useVirtualRows({ scrollRef, ids, hasNew, expandedIndex, activeIndex, rowHeight, tableHeight, overscan }: VirtualRowsOptions) {
  const offset = hasNew ? 1 : 0;

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
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);
  const estimateSize = useCallback(
    (index: number) => (index === 0 && hasNew ? rowHeight * 4 : index - offset === expandedIndex ? rowHeight * 6 : rowHeight),
    [hasNew, offset, expandedIndex, rowHeight],
  );
  const getItemKey = useCallback(
    (index: number) => (index === 0 && hasNew ? NEW_ROW_KEY : (ids[index - offset] ?? index)),
    [hasNew, ids, offset],
  );

  const [initialRect] = useState(() => ({ width: 0, height: estimateHeight(tableHeight) }));
  // A scroll element with no size at all has not been laid out (jsdom in a team's tests, a hidden tab): it keeps the
  // estimate, so a first window of rows is rendered rather than none.
  const observeRect = useCallback<typeof observeElementRect<HTMLDivElement>>(
    (instance, cb) => observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? initialRect : rect)),
    [initialRect],
  );
  return useVirtualizer({
    count: ids.length + offset,
    initialRect,
    observeElementRect: observeRect,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan,
    rangeExtractor,
    // The sticky header sits above the first item, one row high.
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
  });
}

interface CollapsedRowOptions {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  expandedId: string | null;
  expandedIndex: number;
  indexById: Map<string, number>;
  offset: number;
  rowHeight: number;
  rowElements: RefObject<Map<string, HTMLDivElement>>;
}

/**
 * Plain rows are never measured (their height is the row height); a row whose form closed goes back to that height
 * instead of keeping its expanded measurement, and gets focus back if the form took it away.
 */
export function useCollapsedRow({ virtualizer, expandedId, expandedIndex, indexById, offset, rowHeight, rowElements }: CollapsedRowOptions) {
  const lastExpanded = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = lastExpanded.current;
    lastExpanded.current = expandedIndex >= 0 ? expandedId : null;
    if (previous === null || previous === lastExpanded.current) return;
    const index = indexById.get(previous);
    if (index !== undefined) virtualizer.resizeItem(index + offset, rowHeight);
    // A form closed by its own buttons (Cancel, a confirmed discard) took focus with it: its row gets it back.
    if (document.activeElement === document.body || document.activeElement === null) rowElements.current.get(previous)?.focus();
  }, [expandedId, expandedIndex, indexById, offset, virtualizer, rowHeight, rowElements]);
}
