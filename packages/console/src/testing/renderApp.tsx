/** Renders the whole console (providers, real routes, memory history) over a fake fetch, for tests. */
import { SWRConfig } from 'swr';
import { render } from 'vitest-browser-react';
import { createConsoleClient } from '../api';
import { AppProviders } from '../App';
import { LOGIN_PATH } from '../routes';
import { createConsoleMemoryRouter } from './memoryRouter';

/** Answers one call: its path, its init and the whole URL (for the query). */
export type FakeFetch = (path: string, init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** By default every call answers 403 (reference lists come back empty). */
export async function renderApp(path: string, fakeFetch: FakeFetch = () => json({ success: false }, 403)) {
  const router = createConsoleMemoryRouter(path);
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const full = new URL(url, 'http://localhost');
    return fakeFetch(full.pathname, init, full);
  };
  const client = createConsoleClient(() => router.navigate(LOGIN_PATH, { replace: true }), fetchImpl);
  const screen = await render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders client={client}>
        {router.element}
      </AppProviders>
    </SWRConfig>,
  );
  return { router, client, screen };
}
