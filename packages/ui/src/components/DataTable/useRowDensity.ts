// How tall a DataTable's rows are: under `theme.media.touch` (a coarse pointer or a compact window, where buttons grow
// to a 44 px target) a row is `TOUCH_ROW_HEIGHT` tall so its buttons fit whole; a desk keeps the dense `ROW_HEIGHT`.
// The stylesheet sizes the rows (by `data-density` on the table) and the virtualizer places them by the same number.
import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { ROW_HEIGHT, TOUCH_ROW_HEIGHT } from '../../theme/tokens';

// One list per query, asked on every render of every table (scroll steps included).
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** `touch` and the row height in pixels, following the media query as the window changes. */
export function useRowDensity(touchQuery: string): { touch: boolean; rowHeight: number } {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(touchQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [touchQuery],
  );
  const touch = useSyncExternalStore(
    subscribe,
    () => mediaList(touchQuery).matches,
    () => false,
  );
  return { touch, rowHeight: touch ? TOUCH_ROW_HEIGHT : ROW_HEIGHT };
}

/**
 * The height a horizontal scroll bar takes at the bottom of `ref`'s element (0 where bars overlay the content, as on
 * phones), measured after each render while `enabled`: a table sized to its rows grows by it so no row hides under it.
 */
export function useScrollbarHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [height, setHeight] = useState(0);
  // After every render, as a column or the window may change what overflows; it sets state only when the bar changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measured = element.offsetHeight - element.clientHeight;
    if (measured !== height) setHeight(measured);
  });
  return enabled ? height : 0;
}
