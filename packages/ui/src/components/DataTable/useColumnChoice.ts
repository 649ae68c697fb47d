// The columns a user chose for one listing, remembered in localStorage under a key the console
// builds per user and page. Stored as the chosen ids plus the ids known at that time, so a column
// added to the page later starts with its own default instead of looking "unchosen".
import { useCallback, useState } from 'react';

export interface ColumnChoiceColumn {
  id: string;
  alwaysVisible?: boolean;
  defaultHidden?: boolean;
}

interface StoredChoice {
  visible: string[];
  known: string[];
}

function defaults(columns: ColumnChoiceColumn[]): string[] {
  return columns.filter((column) => !column.defaultHidden || column.alwaysVisible).map((column) => column.id);
}

function read(storageKey: string, columns: ColumnChoiceColumn[]): string[] {
  let stored: StoredChoice | null = null;
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      Array.isArray((parsed as StoredChoice).visible) &&
      Array.isArray((parsed as StoredChoice).known)
    ) {
      stored = parsed as StoredChoice;
    }
  } catch {
    // Unreadable or blocked storage: fall back to the page's defaults.
  }
  if (!stored) return defaults(columns);
  const visible = new Set(stored.visible);
  const known = new Set(stored.known);
  return columns
    .filter((column) => column.alwaysVisible || (known.has(column.id) ? visible.has(column.id) : !column.defaultHidden))
    .map((column) => column.id);
}

/**
 * `[visibleIds, setVisibleIds]` for a listing's column picker, persisted per `storageKey`.
 * Always-visible columns are kept whatever is set; ids follow the order of `columns`.
 */
export function useColumnChoice(
  storageKey: string,
  columns: ColumnChoiceColumn[],
): [string[], (ids: string[]) => void] {
  const columnsKey = columns.map((c) => `${c.id}:${c.alwaysVisible ? 1 : 0}`).join(',');
  const [state, setState] = useState(() => ({ key: storageKey, columnsKey, visible: read(storageKey, columns) }));
  // Another user or page, or columns that came later (one per role, once the roles are known): read that key's
  // choice during render instead of showing a stale one, so a new column starts with its default.
  let current = state;
  if (state.key !== storageKey || state.columnsKey !== columnsKey) {
    current = { key: storageKey, columnsKey, visible: read(storageKey, columns) };
    setState(current);
  }

  const setVisible = useCallback(
    (ids: string[]) => {
      const chosen = new Set(ids);
      const visible = columns.filter((column) => column.alwaysVisible || chosen.has(column.id)).map((column) => column.id);
      setState({ key: storageKey, columnsKey, visible });
      try {
        const stored: StoredChoice = { visible, known: columns.map((column) => column.id) };
        window.localStorage.setItem(storageKey, JSON.stringify(stored));
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
    },
    // columnsKey stands for the columns' identity; callers usually pass a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storageKey, columnsKey],
  );

  return [current.visible, setVisible];
}
