/**
 * The new-entry form of a ListingPage: whether it is open, the values it starts from (a sub-location's parent), a
 * kept draft on offer, and focus given back to what opened it (Add New) when it closes and takes focus with it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useKeptDraft } from './useDraft';

export function useAddRow<T>(draftForm: string | undefined) {
  const [adding, setAdding] = useState(false);
  const [addInitial, setAddInitial] = useState<Partial<T> | undefined>(undefined);
  const [addRestoring, setAddRestoring] = useState(false);
  const kept = useKeptDraft(draftForm, adding);

  const addOpener = useRef<Element | null>(null);
  const startAdd = useCallback((initial?: Partial<T>, restoring = false) => {
    addOpener.current = document.activeElement;
    setAddInitial(initial);
    setAddRestoring(restoring);
    setAdding(true);
  }, []);
  useEffect(() => {
    const opener = addOpener.current;
    if (adding || !opener) return;
    addOpener.current = null;
    if (opener instanceof HTMLElement && opener.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
  }, [adding]);

  return { adding, setAdding, addInitial, addRestoring, kept, startAdd };
}
