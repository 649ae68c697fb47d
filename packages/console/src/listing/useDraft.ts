/**
 * A form's draft (drafts.ts): written a moment after each change while the form differs from where it started, and
 * offered back ("Restore your unsaved order?") when the same user opens the same form again after a reload, a closed
 * tab or an expired session. While the offer is open the old draft is kept as it is; Restore puts it into the form,
 * Discard removes it. `clear()` after a save (or a confirmed discard) removes it for good.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/store';
import { draftKey, readDraft, removeDraft, sweepDrafts, writeDraft } from './drafts';

/** How long typing pauses before the draft is written. */
const WRITE_DELAY_MS = 400;

export interface DraftOptions<V extends object> {
  /** The form's name in the key: `order`, `visit`, `asset`, `user`, `account`. */
  form: string;
  /** What the offer calls the record: "Restore your unsaved {noun}?". @default form */
  noun?: string;
  /** The record being edited; null or undefined for a new one. */
  record?: string | null;
  values: V;
  /** The user changed something (useFormValues): only then is there a draft to keep. */
  dirty: boolean;
  /** Fields never stored (passwords and other secrets are never stored anyway). */
  omit?: readonly (keyof V)[];
  /** Puts a draft's values into the form. */
  restore(values: Partial<V>): void;
  /** Put a stored draft into the form at once instead of offering it (the user chose Restore already). @default false */
  restoreAtOnce?: boolean;
}

export interface Draft {
  /** What the offer calls the record (`order`). */
  noun: string;
  /** A stored draft waiting for Restore or Discard, and when it was kept. */
  offer: { savedAt: Date } | null;
  restore(): void;
  discard(): void;
  /** Removes the draft and keeps no more (after a save or a confirmed discard). */
  clear(): void;
}

export function useDraft<V extends object>({ form, noun = form, record, values, dirty, omit, restore, restoreAtOnce = false }: DraftOptions<V>): Draft {
  const username = useSnapshot(session).user?.username ?? null;
  const key = username ? draftKey(username, form, record) : null;
  const [offer, setOffer] = useState(() => {
    sweepDrafts();
    return key ? readDraft<V>(key) : null;
  });
  const closed = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  const latest = useRef({ restore, omit });
  useEffect(() => {
    latest.current = { restore, omit };
  });

  useEffect(() => {
    if (!restoreAtOnce || !offer) return;
    latest.current.restore(offer.values);
    setOffer(null);
  }, [restoreAtOnce, offer]);

  // Write a moment after the last change; a pending write is flushed when the page goes away or the form closes.
  useEffect(() => {
    if (!key || offer || closed.current) return;
    if (!dirty) {
      removeDraft(key);
      return;
    }
    const write = () => {
      pending.current = null;
      if (!closed.current) writeDraft(key, values, latest.current.omit);
    };
    pending.current = write;
    const timer = window.setTimeout(write, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, offer, dirty, values]);
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return {
    noun,
    offer: offer ? { savedAt: new Date(offer.savedAt) } : null,
    restore: useCallback(() => {
      if (!offer) return;
      latest.current.restore(offer.values);
      setOffer(null);
    }, [offer]),
    discard: useCallback(() => {
      if (key) removeDraft(key);
      setOffer(null);
    }, [key]),
    clear: useCallback(() => {
      closed.current = true;
      pending.current = null;
      if (key) removeDraft(key);
      setOffer(null);
    }, [key]),
  };
}

/**
 * The kept draft of a new record of `form`, read while its form is closed: a list offers it ("Restore your unsaved
 * order?") so a reload that closed the new-entry row does not hide it.
 */
export function useKeptDraft(form: string | undefined, formOpen: boolean): { offer: { savedAt: Date } | null; discard(): void } {
  const username = useSnapshot(session).user?.username ?? null;
  const key = username && form ? draftKey(username, form, null) : null;
  const [, reread] = useReducer((n: number) => n + 1, 0);
  // Read on each render while the form is closed: the form writes it while open, and a localStorage read is cheap.
  const stored = key && !formOpen ? readDraft(key) : null;
  const discard = useCallback(() => {
    if (key) removeDraft(key);
    reread();
  }, [key]);
  return { offer: stored ? { savedAt: new Date(stored.savedAt) } : null, discard };
}
