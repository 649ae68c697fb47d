/**
 * The reference lists (spec 1 §7 "Cache loads at login") are loaded once per sign-in, when a screen first needs them:
 * not ahead of the first screen, whose own answers (the dashboard's charts) then come first. One load at a time; a
 * failed load is tried again by the next screen that needs the lists.
 */
import type { ApiClient } from '@equipdesk/api-client';
import { session, setReferenceLists } from './store';

let loading: { token: string; done: Promise<void> } | null = null;

/** Starts loading the lists for the signed-in user, unless they are loaded or on their way. */
export function ensureReferenceLists(client: Pick<ApiClient, 'loadReferenceLists'>): void {
  const token = session.token;
  if (!token || session.referenceLists || loading?.token === token) return;
  const done = client.loadReferenceLists().then(
    (lists) => {
      if (session.token === token) setReferenceLists(lists);
    },
    () => {
      // Screens fall back to what they can show without the lists; the next one that needs them asks again.
    },
  );
  loading = { token, done };
  void done.finally(() => {
    if (loading?.done === done) loading = null;
  });
}
