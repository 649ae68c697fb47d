/**
 * The reference lists (spec 1 §7 "Cache loads at login") are loaded once per sign-in, when a screen first needs them:
 * not ahead of the first screen, whose own answers (the dashboard's charts) then come first. One load at a time; a
 * failed load is tried again by the next screen that needs the lists.
 */
import type { ApiClient } from '@equipdesk/api-client';
import { REFERENCE_LIST_NAMES } from '@equipdesk/api-client/contract';
import type { ReferenceListName, ReferenceLists } from '@equipdesk/api-client/contract';
import { session, setReferenceLists } from './store';

type ListLoader = Pick<ApiClient, 'loadReferenceList'>;

/** Resolves in a task of its own, after what the browser has queued (a paint, an answer, a click). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Every list, all on their way together, but each asked for in a task of its own: the ten requests sent in one go
 * held the main thread for one long task, right while the first screen is being used.
 */
async function loadListsApart(client: ListLoader): Promise<ReferenceLists> {
  const loads: Promise<[ReferenceListName, ReferenceLists[ReferenceListName]]>[] = [];
  for (const name of REFERENCE_LIST_NAMES) {
    if (loads.length > 0) await nextTask();
    const load = client.loadReferenceList(name).then((list) => [name, list] as [ReferenceListName, ReferenceLists[ReferenceListName]]);
    // Handled below with the others: a list refused before the last is asked is not an unhandled rejection meanwhile.
    load.catch(() => undefined);
    loads.push(load);
  }
  return Object.fromEntries(await Promise.all(loads)) as unknown as ReferenceLists;
}

let loading: { token: string; done: Promise<void> } | null = null;

/** Starts loading the lists for the signed-in user, unless they are loaded or on their way. */
export function ensureReferenceLists(client: ListLoader): void {
  const token = session.token;
  if (!token || session.referenceLists || loading?.token === token) return;
  const done = loadListsApart(client).then(
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
