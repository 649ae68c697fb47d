import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createApiClient } from '../client';
import { ApiClientProvider, useApiClient } from './ApiClientProvider';
import { useResetCheck } from './hooks';

function ClientName() {
  const client = useApiClient();
  return createElement('span', null, typeof client.profile);
}

describe('ApiClientProvider', () => {
  it('hands its client to useApiClient', () => {
    const client = createApiClient();
    expect(renderToString(createElement(ApiClientProvider, { client }, createElement(ClientName)))).toBe(
      '<span>function</span>',
    );
  });

  it('makes useApiClient throw outside a provider', () => {
    expect(() => renderToString(createElement(ClientName))).toThrow(/ApiClientProvider/);
  });

  it('fetches nothing while the reset ids are unknown', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = createApiClient({ fetch });
    const checkReset = vi.spyOn(client, 'checkReset');
    function Reset() {
      const { data, isLoading } = useResetCheck(undefined, 'm1');
      return createElement('span', null, `${String(data)}:${String(isLoading)}`);
    }
    expect(renderToString(createElement(ApiClientProvider, { client }, createElement(Reset)))).toBe(
      '<span>undefined:false</span>',
    );
    expect(checkReset).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
