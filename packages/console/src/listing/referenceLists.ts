/** Refreshing one cached reference list after a save (spec 1 §7), so pickers show the change. */
import type { ApiClient } from '@equipdesk/api-client';
import type { ReferenceListName } from '@equipdesk/api-client/contract';
import { session, setReferenceLists } from '../session/store';

export async function refreshReferenceList(client: Pick<ApiClient, 'loadReferenceList'>, name: ReferenceListName): Promise<void> {
  try {
    const list = await client.loadReferenceList(name);
    const current = session.referenceLists;
    // Lists not loaded yet are loaded whole when a screen needs them; nothing to patch.
    if (current) setReferenceLists({ ...current, [name]: list });
  } catch (error) {
    // A stale picker is no reason to report a successful save as failed.
    console.error(`Refreshing the ${name} list failed`, error);
  }
}
