/**
 * Renders the console at a path for Storybook: the real routes in memory, an API client whose
 * calls msw answers (`parameters.msw.handlers`), and a session set by the story.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { ApiClientProvider } from '@equipdesk/api-client/react';
import type { PermissionEntry, SessionUser } from '@equipdesk/api-client/contract';
import { createConsoleClient } from '../api';
import { createConsoleMemoryRouter } from '../testing/memoryRouter';
import { resetSession } from '../session/store';

export function ConsoleStory({ path }: { path: string }) {
  const [{ router, client }] = useState(() => {
    const memoryRouter = createConsoleMemoryRouter(path);
    return { router: memoryRouter, client: createConsoleClient(() => memoryRouter.navigate('/login')) };
  });
  return (
    // A cache of its own, so one story's answers never show in another.
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={client}>
        {router.element}
      </ApiClientProvider>
    </SWRConfig>
  );
}

/** A story decorator for one component that calls the API: a cache of its own and a client msw answers. */
export function withApiClient(Story: () => ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={createConsoleClient(() => undefined)}>
        <Story />
      </ApiClientProvider>
    </SWRConfig>
  );
}

/** A story's `beforeEach`: signs the fixture user in for the story and out after it. */
export function withSession(user: SessionUser | null, permissions: PermissionEntry[] = []) {
  return () => {
    resetSession(user ? { status: 'SUCCESS', token: 'story-token', user, permissions } : {});
    return () => resetSession();
  };
}

/** Any other API call is refused (403), as for a user without that grant: reference lists load empty. */
export const refuseOtherCalls = http.all('/api/*', () => HttpResponse.json({ success: false, message: 'Not in this story' }, { status: 403 }));
