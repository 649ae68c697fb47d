// Sideways scrolling of a DataTable with end columns (row actions). The end columns take a place of their own;
// the other columns of every row (and of the header) sit in a clipped part that moves by one CSS variable,
// `--dt-x`, driven by a scrollbar as wide as that part (the scrollable part ends where the end columns begin).
// The rows themselves scroll up and down natively; sideways input over them (a trackpad, shift + wheel, a
// finger, ← and → on a focused row, focus reaching a cell out of view) moves that scrollbar.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, RefObject, WheelEvent } from 'react';

/** Pixels one ← or → moves, like a browser's own arrow-key scroll step. */
export const SIDE_SCROLL_STEP = 40;

interface SideScrollOptions {
  enabled: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  barRef: RefObject<HTMLDivElement | null>;
  /** Changes when the end columns change, so their measured width starts again. */
  endKey: string;
}

export function useSideScroll({ enabled, rootRef, barRef, endKey }: SideScrollOptions) {
  const endWidth = useRef(0);

  const show = useCallback(() => {
    const root = rootRef.current;
    const bar = barRef.current;
    if (!root || !bar) return;
    const x = bar.scrollLeft;
    const max = bar.scrollWidth - bar.clientWidth;
    root.style.setProperty('--dt-x', `${x}px`);
    // Shadows say that columns go on beyond either edge of the scrolling part.
    root.toggleAttribute('data-more-start', x > 0);
    root.toggleAttribute('data-more-end', x < max - 1);
  }, [rootRef, barRef]);

  // The end part is as wide as its widest content seen so far (rows come and go while scrolling; a part that
  // narrowed and widened again would shift every column before it).
  useLayoutEffect(() => {
    endWidth.current = 0;
    rootRef.current?.style.removeProperty('--dt-end-width');
  }, [endKey, rootRef]);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    let widest = endWidth.current;
    for (const end of root.querySelectorAll<HTMLElement>('.dt-end')) widest = Math.max(widest, end.offsetWidth);
    if (widest > endWidth.current) {
      endWidth.current = widest;
      root.style.setProperty('--dt-end-width', `${widest}px`);
    }
  });

  // The scrollbar is exactly as wide as the scrolling part of the header.
  useEffect(() => {
    const root = rootRef.current;
    const center = root?.querySelector<HTMLElement>('.dt-head .dt-center');
    if (!enabled || !root || !center) return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--dt-center-width', `${center.getBoundingClientRect().width}px`);
      show();
    });
    observer.observe(center);
    return () => observer.disconnect();
  }, [enabled, rootRef, show]);

  const moveBy = useCallback(
    (dx: number) => {
      const bar = barRef.current;
      if (bar && dx !== 0) bar.scrollLeft += dx;
    },
    [barRef],
  );

  const onWheel = useCallback(
    (event: WheelEvent<HTMLDivElement>) => {
      if (!enabled) return;
      // Lines or pages (some mice) are turned into pixels; shift + wheel scrolls sideways where the
      // platform leaves it vertical.
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? (barRef.current?.clientWidth ?? 0) : 1;
      const dx = event.deltaX !== 0 ? event.deltaX : event.shiftKey ? event.deltaY : 0;
      moveBy(dx * unit);
    },
    [enabled, barRef, moveBy],
  );

  // A finger dragged sideways over the rows (the browser pans them up and down by itself).
  const touch = useRef<{ id: number; x: number } | null>(null);
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if (enabled && event.pointerType === 'touch') touch.current = { id: event.pointerId, x: event.clientX };
    },
    [enabled],
  );
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const start = touch.current;
      if (!start || start.id !== event.pointerId) return;
      moveBy(start.x - event.clientX);
      touch.current = { id: start.id, x: event.clientX };
    },
    [moveBy],
  );
  const onPointerEnd = useCallback(() => {
    touch.current = null;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (!enabled || event.defaultPrevented || target.getAttribute('role') !== 'row') return;
      if (event.key === 'ArrowRight') moveBy(SIDE_SCROLL_STEP);
      else if (event.key === 'ArrowLeft') moveBy(-SIDE_SCROLL_STEP);
    },
    [enabled, moveBy],
  );

  // Focus reaching a cell out of view (Tab onto a control) brings it into the scrolling part.
  const onFocus = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      const center = target.closest('.dt-center');
      if (!enabled || !center || !target.closest('.dt-track')) return;
      const box = center.getBoundingClientRect();
      const cell = (target.closest('[role="cell"], [role="columnheader"]') ?? target).getBoundingClientRect();
      if (cell.left < box.left) moveBy(cell.left - box.left);
      else if (cell.right > box.right) moveBy(Math.min(cell.right - box.right, cell.left - box.left));
    },
    [enabled, moveBy],
  );

  return {
    onBarScroll: show,
    scrollHandlers: enabled
      ? { onWheel, onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown, onFocus }
      : {},
  };
}
