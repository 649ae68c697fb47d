/** The console's API client: the session's token on every call, and any 401 ends the session. */
import { createApiClient } from '@equipdesk/api-client';
import type { ApiClient } from '@equipdesk/api-client';
import { endSession, getToken } from './session/store';

/**
 * Builds the client. `onSessionEnded` runs after a 401 has cleared the session, to send the user
 * to /login (spec 1 §4), where the sign-in says the session has ended; the client reports a burst
 * of 401s only once.
 */
export function createConsoleClient(onSessionEnded: () => void, fetchImpl?: typeof fetch): ApiClient {
  return createApiClient({
    getToken,
    onUnauthorized: () => {
      endSession('ended');
      onSessionEnded();
    },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
