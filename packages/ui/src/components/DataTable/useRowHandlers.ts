// What a DataTable's rows do with the pointer and the keyboard: a click or Enter activates a row (unless it lands on
// a control inside it), arrows, Page Up/Down, Home and End move focus between rows, Escape closes a row's form. One
// handler object for every row, the same across renders, so the memoized rows do not re-render on each scroll step.
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { RowHandlers } from './DataRow';

/** What a click on it is for itself, not for the row. */
const INTERACTIVE =
  'button, a[href], input, select, textarea, label, [role="button"], [role="switch"], [role="checkbox"], [role="combobox"], [role="link"]';

interface RowHandlerOptions<T> {
  rows: T[];
  ids: string[];
  indexById: Map<string, number>;
  /** A row clicked or Enter pressed on it. */
  activate: (row: T) => void;
  expandedId: string | null;
  setExpandedId: (id: string | null) => void;
  focusRow: (id: string) => void;
  setActiveId: (id: string) => void;
  rowElements: RefObject<Map<string, HTMLDivElement>>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Height of one row, px: Page Up/Down move by the rows that fit in view. */
  rowHeight: number;
}

export function useRowHandlers<T>(options: RowHandlerOptions<T>): RowHandlers {
  // Keep the latest values for the stable handlers below.
  const latest = useRef(options);
  latest.current = options;

  const [handlers] = useState<RowHandlers>(() => ({
    register: (id, el) => {
      const elements = latest.current.rowElements.current;
      if (el) elements.set(id, el);
      else elements.delete(id);
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
      const { ids: all, indexById: byId, rows: data, rowHeight, scrollRef } = latest.current;
      const index = byId.get(id) ?? 0;
      const move = (to: number) => {
        event.preventDefault();
        const next = all[Math.max(0, Math.min(all.length - 1, to))];
        if (next !== undefined) latest.current.focusRow(next);
      };
      const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
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
      if (event.target === event.currentTarget) latest.current.setActiveId(id);
    },
  }));
  return handlers;
}
