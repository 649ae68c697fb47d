/** SWR hooks over the typed calls: one line each, keyed by the key function beside the call. */
import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { User } from '../contract/admin';
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
