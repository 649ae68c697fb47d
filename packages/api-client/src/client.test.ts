import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './client';
import type { ApiClientOptions } from './transport';
import { ApiError } from './http/errors';
import { AUTH_HEADER } from './contract/constants';
import { MESSAGES } from './contract/messages';

const API = 'http://equipdesk.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: ApiClientOptions = {}) {
  return createApiClient({ baseUrl: API, getToken: () => 'token-1', ...overrides });
}

const unauthorized = () => HttpResponse.json({ success: false, message: 'Session expired' }, { status: 401 });

describe('requests', () => {
  it('repeats array parameters and leaves out empty ones', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/users`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: true, count: 0, items: [] });
      }),
    );
    await client().get('users', { statuses: ['ACTIVE', 'INACTIVE'], search: '', facilities: undefined, pageIndex: 0 });
    expect(seen?.searchParams.getAll('statuses')).toEqual(['ACTIVE', 'INACTIVE']);
    expect(seen?.search).toBe('?statuses=ACTIVE&statuses=INACTIVE&pageIndex=0');
  });

  it('sends the session token, asks for JSON and sends JSON bodies', async () => {
    let headers: Headers | undefined;
    let body: unknown;
    server.use(
      http.put(`${API}/enterprises`, async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json({ applyStatus: 'OK', success: true, message: 'saved' });
      }),
    );
    const answer = await client().put<{ applyStatus: string }>('enterprises', { name: 'North' });
    expect(answer.applyStatus).toBe('OK');
    expect(headers?.get(AUTH_HEADER)).toBe('token-1');
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('content-type')).toBe('application/json');
    expect(body).toEqual({ name: 'North' });
  });

  it('sends no token header when there is no session', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${API}/users/profile`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ success: true, result: { name: 'x' } });
      }),
    );
    await client({ getToken: () => null }).profile();
    expect(headers?.has(AUTH_HEADER)).toBe(false);
  });

  it('encodes ids in paths', async () => {
    let path = '';
    server.use(
      http.get(`${API}/reset/:recoveryId/:messageId`, ({ request, params }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, result: { username: `${String(params.recoveryId)}|${String(params.messageId)}` } });
      }),
    );
    const answer = await client().checkReset('a/b', 'm?1');
    expect(path).toBe('/api/reset/a%2Fb/m%3F1');
    expect(answer).toEqual({ username: 'a/b|m?1' });
  });
});

describe('errors', () => {
  it('throws ApiError with the server message, field errors and body', async () => {
    const body = { success: false, message: 'Validation failed', errors: [{ field: 'name', message: MESSAGES.enterpriseName }] };
    server.use(http.put(`${API}/enterprises`, () => HttpResponse.json(body, { status: 400 })));
    const error = await client().put('enterprises', { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed', body });
    expect((error as ApiError).errors).toEqual([{ field: 'name', message: MESSAGES.enterpriseName }]);
  });

  it('falls back to the status when the body has no message', async () => {
    server.use(http.get(`${API}/roles`, () => new HttpResponse('boom', { status: 500, statusText: 'Internal Server Error' })));
    await expect(client().get('roles')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500 Internal Server Error',
      body: 'boom',
      errors: [],
    });
  });

  it("carries the server's Retry-After in seconds, from a number or a date", async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ success: false, message: MESSAGES.tooManyAttempts }, { status: 429, headers: { 'Retry-After': '847' } }),
      ),
      http.post(`${API}/forgot`, () =>
        HttpResponse.json(
          { success: false, message: MESSAGES.tooManyAttempts },
          { status: 429, headers: { 'Retry-After': new Date(Date.now() + 90_000).toUTCString() } },
        ),
      ),
    );
    const login = await client().login({ username: 'admin', password: 'x' }).catch((e: unknown) => e);
    expect(login).toMatchObject({ status: 429, message: MESSAGES.tooManyAttempts, retryAfterSeconds: 847 });
    const forgot = (await client().forgot({ username: 'admin' }).catch((e: unknown) => e)) as ApiError;
    // An HTTP date has whole seconds: 89 to 90 seconds from now.
    expect(forgot.retryAfterSeconds).toBeGreaterThanOrEqual(89);
    expect(forgot.retryAfterSeconds).toBeLessThanOrEqual(90);
    server.use(http.get(`${API}/roles`, () => HttpResponse.json({ success: false, message: 'No' }, { status: 403 })));
    await expect(client().get('roles')).rejects.toMatchObject({ status: 403, retryAfterSeconds: undefined });
  });

  it('turns a network failure into ApiError status 0', async () => {
    server.use(http.get(`${API}/roles`, () => HttpResponse.error()));
    await expect(client().get('roles')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});

describe('401 handling', () => {
  it('calls onUnauthorized once when three calls fail together', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.get(`${API}/*`, unauthorized));
    const api = client({ onUnauthorized });
    const results = await Promise.allSettled([api.profile(), api.facilitiesDd(), api.get('users')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for calls sent without a token after the logout, and reports again after a new sign-in', async () => {
    const onUnauthorized = vi.fn();
    let token: string | null = 'old';
    server.use(
      http.get(`${API}/users/profile`, unauthorized),
      http.post(`${API}/login`, () =>
        HttpResponse.json({ success: true, token: 'new', user: {}, permissions: [], broadcasts: [] }),
      ),
    );
    const api = client({ onUnauthorized, getToken: () => token });
    await expect(api.profile()).rejects.toMatchObject({ status: 401 });
    token = null;
    await expect(api.profile()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const login = await api.login({ username: 'admin', password: 'Demo@2026' });
    token = login.token ?? null;
    await Promise.allSettled([api.profile(), api.profile()]);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('reports a 401 of a new token set outside the client', async () => {
    const onUnauthorized = vi.fn();
    let token = 'first';
    server.use(http.get(`${API}/users/profile`, unauthorized));
    const api = client({ onUnauthorized, getToken: () => token });
    await api.profile().catch(() => undefined);
    await api.profile().catch(() => undefined);
    token = 'second';
    await api.profile().catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call onUnauthorized when sign-in is refused, and throws the server message', async () => {
    const onUnauthorized = vi.fn();
    let headers: Headers | undefined;
    server.use(
      http.post(`${API}/login`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ success: false, message: MESSAGES.loginFailed }, { status: 401 });
      }),
    );
    const error = await client({ onUnauthorized })
      .login({ username: 'admin', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid username or password provided. Login attempt failed' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(headers?.has(AUTH_HEADER)).toBe(false);
  });

  it('does not call onUnauthorized when logging out with an expired token', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.post(`${API}/logout`, unauthorized));
    await expect(client({ onUnauthorized }).logout()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('session calls', () => {
  it('posts forgot and reset to their paths', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/forgot`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'mail sent' });
      }),
      http.post(`${API}/reset/r1/m1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'changed' });
      }),
    );
    const api = client();
    await expect(api.forgot({ username: 'admin' })).resolves.toEqual({ success: true, message: 'mail sent' });
    await expect(api.reset('r1', 'm1', { password: 'Demo@2027' })).resolves.toEqual({ success: true, message: 'changed' });
    expect(bodies).toEqual([{ username: 'admin' }, { password: 'Demo@2027' }]);
  });

  it('reports an unknown reset link as ApiError 404', async () => {
    server.use(http.get(`${API}/reset/:r/:m`, () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })));
    await expect(client().checkReset('r', 'm')).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('unwraps the profile result', async () => {
    server.use(http.get(`${API}/users/profile`, () => HttpResponse.json({ success: true, result: { username: 'admin' } })));
    await expect(client().profile()).resolves.toEqual({ username: 'admin' });
  });
});

describe('searching a ddlist', () => {
  it('asks for a page of 20 unless told, with the search, chosen ids and narrowing as repeated parameters', async () => {
    const searches: string[] = [];
    server.use(
      http.get(`${API}/locations/ddlist`, ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, count: 41, items: [{ externalId: 'l1', name: 'Bed 1', type: 'BED', account: 'a1' }] });
      }),
    );
    const page = await client().searchDd('locations', { search: 'bed', accounts: ['a1', 'a2'] });
    expect(page).toEqual({ success: true, count: 41, items: [{ externalId: 'l1', name: 'Bed 1', type: 'BED', account: 'a1' }] });
    await client().searchDd('locations', { externalIds: ['l1', 'l2'], pageSize: 2 });
    expect(searches).toEqual(['?pageSize=20&search=bed&accounts=a1&accounts=a2', '?pageSize=2&externalIds=l1&externalIds=l2']);
  });
});

describe('reference lists', () => {
  function referenceHandlers(forbidden: string[] = []) {
    const list = (path: string, items: unknown[]) =>
      http.get(`${API}/${path}`, () =>
        forbidden.includes(path)
          ? HttpResponse.json({ success: false, message: MESSAGES.notPrivileged }, { status: 403 })
          : HttpResponse.json({ success: true, count: items.length, items }),
      );
    return [
      list('enterprises', [{ externalId: 'e1', name: 'North', internalId: 1, status: 'ACTIVE' }]),
      list('facilities/ddlist', [{ externalId: 'f1', name: 'General', type: 'A2', enterprise: 'e1' }]),
      list('contracts/ddlist', [{ externalId: 'c1', contractNo: '1', type: 'T', facility: 'f1' }]),
      list('models/ddlist', [{ externalId: 'm1', modelCode: 'PUMP', modelDescription: 'Pump' }]),
      list('products/ddlist', [{ externalId: 'p1', itemCode: 'P-1', itemDescription: null, model: 'm1' }]),
      list('accounts/ddlist', [{ externalId: 'a1', name: 'ICU', accountNo: '100', facility: 'f1' }]),
      list('users/ddlist', [{ externalId: 'u1', username: 'admin', name: 'Admin', email: 'a@x', role: 'r1', type: 'BOTH' }]),
      list('roles', [{ externalId: 'r1', identifier: 'ROLE_ADMIN', name: 'Admin' }]),
      list('locations/groups', ['Floor 1']),
      http.get(`${API}/picklist-values/all`, () =>
        forbidden.includes('picklist-values/all')
          ? HttpResponse.json({ success: false, message: MESSAGES.notPrivileged }, { status: 403 })
          : HttpResponse.json({
              success: true,
              result: { FacilityType: [{ externalId: 'pv1', name: 'FacilityType', value: 'A2', displayLabel: 'A2', status: 'ACTIVE' }] },
            }),
      ),
    ];
  }

  it('loads every list in parallel', async () => {
    const queries: Record<string, string> = {};
    server.use(
      http.get(`${API}/*`, ({ request }) => {
        const url = new URL(request.url);
        queries[url.pathname] = url.search;
      }),
      ...referenceHandlers(),
    );
    const lists = await client().loadReferenceLists();
    expect(lists.enterprises.map((e) => e.externalId)).toEqual(['e1']);
    expect(lists.facilities[0]?.name).toBe('General');
    expect(lists.contracts).toHaveLength(1);
    expect(lists.models[0]?.modelCode).toBe('PUMP');
    expect(lists.products).toHaveLength(1);
    expect(lists.accounts[0]?.accountNo).toBe('100');
    expect(lists.users[0]?.username).toBe('admin');
    expect(lists.roles[0]?.identifier).toBe('ROLE_ADMIN');
    expect(lists.locationGroups).toEqual(['Floor 1']);
    expect(lists.picklists.FacilityType).toHaveLength(1);
    // every pick list is present, even without values
    expect(lists.picklists.LocationType).toEqual([]);
    expect(queries['/api/enterprises']).toBe('?pageIndex=0&pageSize=1000');
    expect(queries['/api/roles']).toBe('?pageIndex=0&pageSize=1000');
  });

  it('leaves a list the user may not read (403) empty', async () => {
    server.use(...referenceHandlers(['users/ddlist', 'roles', 'picklist-values/all']));
    const lists = await client().loadReferenceLists();
    expect(lists.users).toEqual([]);
    expect(lists.roles).toEqual([]);
    expect(lists.picklists.FacilityType).toEqual([]);
    expect(lists.facilities).toHaveLength(1);
  });

  it('fails on any other error', async () => {
    server.use(
      http.get(`${API}/models/ddlist`, () => HttpResponse.json({ success: false, message: 'down' }, { status: 500 })),
      ...referenceHandlers(),
    );
    await expect(client().loadReferenceLists()).rejects.toMatchObject({ status: 500, message: 'down' });
  });

  it('reloads one list by name', async () => {
    server.use(...referenceHandlers(['accounts/ddlist']));
    const api = client();
    await expect(api.loadReferenceList('facilities')).resolves.toHaveLength(1);
    await expect(api.loadReferenceList('accounts')).resolves.toEqual([]);
  });
});

describe('download', () => {
  it('takes the filename from Content-Disposition and hands the blob to the saver', async () => {
    const saveFile = vi.fn();
    let seen: URL | undefined;
    let token: string | null = null;
    server.use(
      http.get(`${API}/users/export.csv`, ({ request }) => {
        seen = new URL(request.url);
        token = request.headers.get(AUTH_HEADER);
        return new HttpResponse('name\nAdmin\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users-2026.csv"' },
        });
      }),
    );
    const result = await client({ saveFile }).download('users/export.csv', { statuses: ['ACTIVE', 'INACTIVE'] });
    expect(result.filename).toBe('users-2026.csv');
    expect(await result.blob.text()).toBe('name\nAdmin\n');
    expect(saveFile).toHaveBeenCalledWith(result.blob, 'users-2026.csv');
    expect(seen?.searchParams.getAll('statuses')).toEqual(['ACTIVE', 'INACTIVE']);
    expect(token).toBe('token-1');
  });

  it('falls back to the last path segment and can skip saving', async () => {
    const saveFile = vi.fn();
    server.use(http.get(`${API}/assets/template`, () => new HttpResponse(new Uint8Array([1, 2]))));
    const result = await client({ saveFile }).download('assets/template', undefined, { save: false });
    expect(result.filename).toBe('template');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('throws ApiError and reports a 401 like any other call', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.get(`${API}/users/export.xlsx`, unauthorized));
    await expect(client({ onUnauthorized, saveFile: vi.fn() }).download('users/export.xlsx')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('saves nothing without a DOM by default', async () => {
    server.use(
      http.get(`${API}/users/export.csv`, () =>
        new HttpResponse('x', { headers: { 'Content-Disposition': 'attachment; filename=users.csv' } }),
      ),
    );
    await expect(client().download('users/export.csv')).resolves.toMatchObject({ filename: 'users.csv' });
  });
});
