import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { ApiError } from '../http/errors';
import { isSaveOk } from '../contract/envelopes';
import { MESSAGES } from '../contract/messages';
import { listKey } from './listing';

const API = 'http://equipdesk.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(saveFile = vi.fn()) {
  return createApiClient({ baseUrl: API, getToken: () => 'token-1', saveFile });
}

describe('list', () => {
  it('sends paging, sort, search and repeated filter arrays, and leaves out what is not set', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/users`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: true, count: 2, items: [{ externalId: 'a' }, { externalId: 'b' }] });
      }),
    );
    const answer = await client().list('users', {
      pageIndex: 2,
      pageSize: 100,
      sortBy: 'lastActivityTimestamp',
      sortDirection: 'desc',
      search: '',
      statuses: ['ACTIVE', 'INACTIVE'],
      facilities: ['f1', 'f2'],
      roles: [],
    });
    expect(answer).toEqual({ success: true, count: 2, items: [{ externalId: 'a' }, { externalId: 'b' }] });
    expect(seen?.searchParams.getAll('statuses')).toEqual(['ACTIVE', 'INACTIVE']);
    expect(seen?.searchParams.getAll('facilities')).toEqual(['f1', 'f2']);
    expect(seen?.searchParams.has('roles')).toBe(false);
    expect(seen?.searchParams.has('search')).toBe(false);
    expect(seen?.searchParams.get('pageIndex')).toBe('2');
    expect(seen?.searchParams.get('sortDirection')).toBe('desc');
  });

  it('lists a nested resource below its own path', async () => {
    server.use(http.get(`${API}/alerts/orders`, () => HttpResponse.json({ success: true, count: 0, items: [] })));
    await expect(client().list('alerts/orders', {})).resolves.toEqual({ success: true, count: 0, items: [] });
  });
});

describe('listKey', () => {
  it('is the same for equal queries written in another order, and differs when a filter differs', () => {
    expect(listKey('users', { pageIndex: 0, statuses: ['ACTIVE'] })).toEqual(listKey('users', { statuses: ['ACTIVE'], pageIndex: 0 }));
    expect(listKey('users', { statuses: ['ACTIVE'] })).not.toEqual(listKey('users', { statuses: ['INACTIVE'] }));
    expect(listKey('users', {})).not.toEqual(listKey('roles', {}));
  });
});

describe('save', () => {
  it('creates with PUT {resource} when there is no id', async () => {
    const calls: string[] = [];
    let body: unknown;
    server.use(
      http.put(`${API}/enterprises`, async ({ request }) => {
        calls.push('PUT');
        body = await request.json();
        return HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Saved', result: { externalId: 'e1', name: 'North' } });
      }),
    );
    const answer = await client().save('enterprises', { name: 'North' });
    expect(calls).toEqual(['PUT']);
    expect(body).toEqual({ name: 'North' });
    expect(isSaveOk(answer)).toBe(true);
    expect(answer.result).toEqual({ externalId: 'e1', name: 'North' });
  });

  it('updates with POST {resource}/{id}, the id encoded', async () => {
    let path = '';
    server.use(
      http.post(`${API}/enterprises/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ applyStatus: 'PARTIAL', success: false, message: 'Saved in part' });
      }),
    );
    const answer = await client().save('enterprises', { name: 'North', externalId: 'e/1' }, 'e/1');
    expect(path).toBe('/api/enterprises/e%2F1');
    expect(isSaveOk(answer)).toBe(true);
  });

  it('returns a FAILED answer for the caller to show, and throws the field errors of a 400', async () => {
    server.use(http.put(`${API}/roles`, () => HttpResponse.json({ applyStatus: 'FAILED', success: false, message: 'Not saved' })));
    const failed = await client().save('roles', { name: 'x', identifier: 'y' });
    expect(isSaveOk(failed)).toBe(false);
    expect(failed.message).toBe('Not saved');

    server.use(
      http.put(`${API}/roles`, () =>
        HttpResponse.json(
          { success: false, message: MESSAGES.roleNameExists, errors: [{ field: 'name', message: MESSAGES.roleNameExists }] },
          { status: 400 },
        ),
      ),
    );
    const error = await client().save('roles', { name: 'Administrator', identifier: 'ROLE_X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: MESSAGES.roleNameExists });
    expect((error as ApiError).errors).toEqual([{ field: 'name', message: MESSAGES.roleNameExists }]);
  });
});

describe('exists', () => {
  it('answers the valid flag as a boolean and sends the params', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/users/exists`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ result: { valid: seen.searchParams.get('handle') !== 'taken@equipdesk.example' } });
      }),
    );
    await expect(client().exists('users', { handle: 'taken@equipdesk.example', externalId: 'u1' })).resolves.toBe(false);
    expect(seen?.searchParams.get('externalId')).toBe('u1');
    await expect(client().exists('users', { handle: 'free@equipdesk.example' })).resolves.toBe(true);
  });

  it('is false when the answer carries no valid flag', async () => {
    server.use(http.get(`${API}/roles/exists`, () => HttpResponse.json({ success: true })));
    await expect(client().exists('roles', { name: 'x' })).resolves.toBe(false);
  });
});

describe('entityAction', () => {
  it.each(['remove', 'activate', 'deactivate'] as const)('POSTs {resource}/{id}/%s', async (action) => {
    let path = '';
    server.use(
      http.post(`${API}/users/:id/:action`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, message: `User ${action}d.` });
      }),
    );
    await expect(client().entityAction('users', 'u 1', action)).resolves.toEqual({ success: true, message: `User ${action}d.` });
    expect(path).toBe(`/api/users/u%201/${action}`);
  });

  it('throws the server message when the action is refused', async () => {
    server.use(
      http.post(`${API}/users/:id/activate`, () => HttpResponse.json({ success: false, message: 'User is already active.' }, { status: 400 })),
    );
    await expect(client().entityAction('users', 'u1', 'activate')).rejects.toMatchObject({ message: 'User is already active.' });
  });
});

describe('exportList', () => {
  it('downloads {resource}/export.{format} with the filters but not the page, named by the server', async () => {
    let seen: URL | undefined;
    const saveFile = vi.fn();
    server.use(
      http.get(`${API}/users/export.xlsx`, ({ request }) => {
        seen = new URL(request.url);
        return new HttpResponse('xlsx-bytes', {
          headers: { 'Content-Disposition': 'attachment; filename="users-2026-11-22.xlsx"' },
        });
      }),
    );
    const result = await client(saveFile).exportList('users', 'xlsx', {
      pageIndex: 3,
      pageSize: 50,
      search: 'jane',
      statuses: ['ACTIVE', 'REMOVED'],
      sortBy: 'name',
    });
    expect(result.filename).toBe('users-2026-11-22.xlsx');
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'users-2026-11-22.xlsx');
    expect(seen?.searchParams.getAll('statuses')).toEqual(['ACTIVE', 'REMOVED']);
    expect(seen?.searchParams.get('search')).toBe('jane');
    expect(seen?.searchParams.has('pageIndex')).toBe(false);
    expect(seen?.searchParams.has('pageSize')).toBe(false);
  });

  it('rejects with the server message when the export fails', async () => {
    server.use(http.get(`${API}/roles/export.csv`, () => HttpResponse.json({ success: false, message: 'You are not privileged to perform this action' }, { status: 403 })));
    await expect(client().exportList('roles', 'csv')).rejects.toMatchObject({ status: 403, message: MESSAGES.notPrivileged });
  });
});

describe('administration calls', () => {
  it('usersMono asks with q={id} and returns the result', async () => {
    server.use(
      http.get(`${API}/users/mono`, ({ request }) =>
        HttpResponse.json({ success: true, result: { externalId: new URL(request.url).searchParams.get('q'), accountRefs: [] } }),
      ),
    );
    await expect(client().usersMono('u7')).resolves.toEqual({ externalId: 'u7', accountRefs: [] });
  });

  it('resetUserPassword POSTs the password to users/{id}/reset', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/users/u1/reset`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Password changed.' });
      }),
    );
    await expect(client().resetUserPassword('u1', { password: 'New@2026x' })).resolves.toEqual({ success: true, message: 'Password changed.' });
    expect(body).toEqual({ password: 'New@2026x' });
  });

  it('usersAssignables asks for the LITE flavour', async () => {
    let flavor: string | null = null;
    server.use(
      http.get(`${API}/users/assignables`, ({ request }) => {
        flavor = new URL(request.url).searchParams.get('flavor');
        return HttpResponse.json({ success: true, count: 1, items: [{ externalId: 'u1' }] });
      }),
    );
    await expect(client().usersAssignables()).resolves.toEqual([{ externalId: 'u1' }]);
    expect(flavor).toBe('LITE');
  });

  it('permissionsList reads the matrix from items, result or a bare list', async () => {
    const row = { internalId: 1, value: 'users', roles: [] };
    server.use(http.get(`${API}/permissions/list`, () => HttpResponse.json({ success: true, count: 1, items: [row] })));
    await expect(client().permissionsList()).resolves.toEqual([row]);
    server.use(http.get(`${API}/permissions/list`, () => HttpResponse.json({ success: true, result: [row] })));
    await expect(client().permissionsList()).resolves.toEqual([row]);
    server.use(http.get(`${API}/permissions/list`, () => HttpResponse.json([row])));
    await expect(client().permissionsList()).resolves.toEqual([row]);
  });

  it('grantRole and denyRole POST roles/grant|deny/{cell}', async () => {
    const paths: string[] = [];
    server.use(
      http.post(`${API}/roles/:verb/:cell`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, result: { granted: true } });
      }),
    );
    await client().grantRole('c1');
    await client().denyRole('c/2');
    expect(paths).toEqual(['/api/roles/grant/c1', '/api/roles/deny/c%2F2']);
  });

  it('unlocks a locked cell with the toggle', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/roles/grant/:cell`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, result: { granted: true, status: 'ACTIVE' } });
      }),
    );
    await client().grantRole('c1', { unlock: true });
    expect(body).toEqual({ unlock: true });
  });

  it('saveProfile POSTs users/profile', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/users/profile`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Profile saved.' });
      }),
    );
    const answer = await client().saveProfile({ name: 'Avery', email: 'a@equipdesk.example', currentPassword: 'Demo@2026' });
    expect(isSaveOk(answer)).toBe(true);
    expect(body).toEqual({ name: 'Avery', email: 'a@equipdesk.example', currentPassword: 'Demo@2026' });
  });
});
