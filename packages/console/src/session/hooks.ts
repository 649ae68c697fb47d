/** React hooks over the session: the permission questions a page asks, answered from the store. */
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useApiClient } from '@equipdesk/api-client/react';
import type { PermissionEntry, ReferenceLists } from '@equipdesk/api-client/contract';
import { allowedActions, canNavigate, hasNoPermissions } from '@equipdesk/permissions';
import type { Action } from '@equipdesk/permissions';
import { ensureReferenceLists } from './referenceLists';
import { session } from './store';

export function useSession() {
  return useSnapshot(session);
}

export function usePermissionEntries(): readonly PermissionEntry[] {
  return useSnapshot(session).permissions as readonly PermissionEntry[];
}

export interface PagePermissions {
  /** Each action of the page and whether the grants allow it. */
  actions: Readonly<Record<Action, boolean>>;
  can: (action: Action) => boolean;
  /** True when the user holds no permission at all (the "contact support" message). */
  none: boolean;
}

/** The actions allowed on the page at `path` (its own grants and its ancestors'). */
export function usePermissions(path: string): PagePermissions {
  const entries = usePermissionEntries();
  return useMemo(() => {
    // Decided once per page and grants: list rows ask `can` for every cell they render, and
    // each fresh decision would walk the grants again through the session snapshot's proxy.
    const actions = allowedActions(entries, path);
    return {
      actions,
      can: (action: Action) => actions[action],
      none: hasNoPermissions(entries),
    };
  }, [entries, path]);
}

export function useCanNavigate(area: string): boolean {
  const entries = usePermissionEntries();
  return canNavigate(entries, area);
}

/**
 * The session's reference lists, or null while they load (or after a failed load). They are loaded when a screen
 * first asks for them; `load` false reads them without asking yet (a screen whose own data comes first).
 */
export function useReferenceListsState(load = true): ReferenceLists | null {
  const client = useApiClient();
  const { referenceLists, token } = useSnapshot(session);
  useEffect(() => {
    if (load && token) ensureReferenceLists(client);
  }, [client, load, token]);
  return referenceLists as ReferenceLists | null;
}
