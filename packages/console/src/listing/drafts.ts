/**
 * Drafts of unsaved forms in the browser's localStorage, so a reload or a closed tab does not lose them: one entry
 * per user, form and record (`equipdesk.draft/<username>/order/new`), the values and when they were kept. Never a
 * password or a secret; gone after `DRAFT_MAX_AGE_MS`, on save and on discard (docs/DECISIONS.md).
 */

/** How long a draft is offered back: a shift and the night after it. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'equipdesk.draft/';
/** Fields never written, whatever a form declares. */
const SECRET = /pass(word|code|phrase)|secret|token/i;

export interface StoredDraft<V = Record<string, unknown>> {
  /** When the draft was last written (epoch ms). */
  savedAt: number;
  values: Partial<V>;
}

/** The storage key of a user's draft of a form, for one record or (null) a new one. */
export function draftKey(username: string, form: string, record: string | null | undefined): string {
  return `${PREFIX}${encodeURIComponent(username)}/${form}/${record == null ? 'new' : encodeURIComponent(record)}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off (a locked-down browser): drafts are simply not kept.
    return null;
  }
}

/** Writes a draft without the omitted and secret fields. */
export function writeDraft(key: string, values: object, omit: readonly PropertyKey[] = [], now = Date.now()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name) && !SECRET.test(name)));
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, values: kept } satisfies StoredDraft));
  } catch {
    // Full or refused storage: the form still works, only the draft is not kept.
  }
}

/** The draft under `key`, or null when there is none, it cannot be read or it is too old (then it is removed). */
export function readDraft<V>(key: string, now = Date.now()): StoredDraft<V> | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<StoredDraft<V>>;
    if (typeof draft.savedAt === 'number' && now - draft.savedAt <= DRAFT_MAX_AGE_MS && draft.values && typeof draft.values === 'object') {
      return { savedAt: draft.savedAt, values: draft.values };
    }
  } catch {
    // Not ours or damaged: dropped below.
  }
  removeDraft(key);
  return null;
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Removes every draft past its age, of every user of this browser. */
export function sweepDrafts(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
  for (const key of keys) readDraft(key, now);
}
