/** SWR hooks over the typed calls: one line each, keyed by the key function beside the call. */
import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { Permission, User } from '../contract/admin';
import type { ListQuery, ListResponse } from '../contract/envelopes';
import { permissionsListKey } from '../calls/admin';
import { listKey } from '../calls/listing';
import type { ReferenceLists } from '../contract/reference';
import { referenceListsKey } from '../calls/reference';
import { profileKey, resetCheckKey } from '../calls/session';
import type { ApiError } from '../http/errors';
import { useApiClient } from './ApiClientProvider';

/** Session data changes on sign-in, not on window focus; a refused call is not retried. */
const SESSION_DATA: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The signed-in user; `enabled` false (no session yet) fetches nothing. */
export function useProfile(enabled = true): SWRResponse<User, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? profileKey() : null, () => client.profile(), SESSION_DATA);
}

/** The reference lists of the session; refresh with `mutate()` after saving a listed entity. */
export function useReferenceLists(enabled = true): SWRResponse<ReferenceLists, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? referenceListsKey() : null, () => client.loadReferenceLists(), SESSION_DATA);
}

/** Whose reset link this is; nothing is fetched until both ids are known. */
export function useResetCheck(
  recoveryId: string | null | undefined,
  messageId: string | null | undefined,
): SWRResponse<{ username: string }, ApiError> {
  const client = useApiClient();
  return useSWR(
    recoveryId && messageId ? resetCheckKey(recoveryId, messageId) : null,
    ([, id, message]) => client.checkReset(id, message),
    SESSION_DATA,
  );
}

/** Lists keep showing the previous page while the next one loads (no flash of an empty table). */
const LIST_DATA: SWRConfiguration = { keepPreviousData: true, revalidateOnFocus: false };

/** One page of a list; a `null` query fetches nothing. Refresh with `mutate()` after a change. */
export function useList<T>(
  resource: string,
  query: ListQuery | null,
  config?: SWRConfiguration<ListResponse<T>, ApiError>,
): SWRResponse<ListResponse<T>, ApiError> {
  const client = useApiClient();
  return useSWR(query ? listKey(resource, query) : null, () => client.list<T>(resource, query ?? {}), {
    ...LIST_DATA,
    ...config,
  });
}

/** The permission matrix (GET permissions/list). */
export function usePermissionsList(enabled = true): SWRResponse<Permission[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? permissionsListKey() : null, () => client.permissionsList(), { revalidateOnFocus: false });
}
