/** A story's `beforeEach` that leaves a kept draft in the browser, as a reload or a closed tab would. */
import { draftKey } from '../listing/drafts';

export function withDraft(username: string, form: string, values: Record<string, unknown>, keptMsAgo = 5 * 60_000) {
  return () => {
    const key = draftKey(username, form, null);
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now() - keptMsAgo, values }));
    return () => localStorage.removeItem(key);
  };
}
