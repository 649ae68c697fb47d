/** Renders one screen part with the console's providers over a fake fetch, for component tests. */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { render } from 'vitest-browser-react';
import { createConsoleClient } from '../api';
import { AppProviders } from '../App';
import type { FakeFetch } from './renderApp';
import { json } from './renderApp';

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** A fake fetch that records every call and answers from `answer` (403 when it returns undefined). */
export function recordingFetch(answer: (call: RecordedCall) => Response | undefined) {
  const calls: RecordedCall[] = [];
  const fake: FakeFetch = (path, init, url) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', path, url, body };
    calls.push(call);
    return answer(call) ?? json({ success: false, message: 'Not in this test' }, 403);
  };
  return { calls, fake };
}

export async function renderWithClient(ui: ReactNode, fakeFetch: FakeFetch, path = '/') {
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const full = new URL(url, 'http://localhost');
    return fakeFetch(full.pathname, init, full);
  };
  const client = createConsoleClient(() => undefined, fetchImpl);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProviders>
    </SWRConfig>,
  );
}
