/** The toggles of a list's read-only row panels (report details): one state, read by each row's toggle. */
import { createContext, useContext } from 'react';
import { Button } from '@equipdesk/ui';

/** The open details panel, read by each row's toggle, so the columns stay the same when a panel opens. */
export const DetailsState = createContext<{ expandedRowId: string | null; toggle(id: string): void }>({ expandedRowId: null, toggle: () => undefined });

export function DetailsToggle({ id, label }: { id: string; label: string }) {
  const { expandedRowId, toggle } = useContext(DetailsState);
  const open = expandedRowId === id;
  return (
    <Button variant="secondary" size="sm" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} ${label}`} onClick={() => toggle(id)}>
      {open ? 'Hide' : 'Show'}
    </Button>
  );
}
