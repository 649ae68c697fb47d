// For the call tests (not part of the package's entries): one msw server per test file, listening while its tests
// run, and a client pointed at it with a session token.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, type ApiClient } from '../client';

export const API = 'http://equipdesk.test/api';

export function mockApi(): { server: ReturnType<typeof setupServer>; client: () => ApiClient } {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, client: () => createApiClient({ baseUrl: API, getToken: () => 'token-1', saveFile: () => undefined }) };
}
