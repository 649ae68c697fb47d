// Focus among a DataTable's rows: each row element is known by its id, and focusing a row scrolled out of the DOM
// scrolls it into view first, then focuses it once the virtual list has rendered it.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

interface RowFocusOptions {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  indexById: Map<string, number>;
  /** Items before the first row (the new-entry row). */
  offset: number;
  /** Marks the row that has (or is about to get) focus, which the virtual list keeps mounted. */
  setActiveId: (id: string) => void;
}

export function useRowFocus({ virtualizer, indexById, offset, setActiveId }: RowFocusOptions) {
  const rowElements = useRef(new Map<string, HTMLDivElement>());
  const pendingFocus = useRef<string | null>(null);
  // The latest values, for a focusRow that stays the same across renders.
  const latest = useRef({ indexById, offset });
  latest.current = { indexById, offset };

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
    [virtualizer, setActiveId],
  );

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const el = rowElements.current.get(id);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  return { rowElements, focusRow };
}
