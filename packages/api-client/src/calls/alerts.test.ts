import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { alertsBody, alertsKey } from './alerts';
import { listKey } from './listing';

const { server, client } = mockApi();

describe('alert calls', () => {
  it('posts the page, sort, search and filters of spec 2 §7 to alerts/{kind}/flux with the session token', async () => {
    const seen: { path: string; token: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${API}/alerts/:kind/flux`, async ({ request }) => {
        seen.push({ path: new URL(request.url).pathname, token: request.headers.get('X-Auth-Token'), body: await request.json() });
        return HttpResponse.json({ success: true, count: 7, items: [{ externalId: 'a-1' }] });
      }),
    );
    const page = await client().alerts('orders', {
      pageIndex: 2,
      pageSize: 25,
      sortBy: 'order.createdTimestamp',
      sortDirection: 'desc',
      search: 'SO12',
      statuses: ['OPEN', 'ACKNOWLEDGED'],
      facilities: ['f-1'],
      accounts: [],
      columns: 'not part of the body',
    });
    expect(page).toEqual({ success: true, count: 7, items: [{ externalId: 'a-1' }] });
    expect(seen).toEqual([
      {
        path: '/api/alerts/orders/flux',
        token: 'token-1',
        body: { pageIndex: 2, pageSize: 25, sortBy: 'order.createdTimestamp', sortDirection: 'desc', search: 'SO12', statuses: ['OPEN', 'ACKNOWLEDGED'], facilities: ['f-1'] },
      },
    ]);
    await client().alerts('pm', {});
    await client().alerts('par', { search: '' });
    expect(seen.slice(1)).toEqual([
      { path: '/api/alerts/pm/flux', token: 'token-1', body: { pageIndex: 0, pageSize: 50 } },
      { path: '/api/alerts/par/flux', token: 'token-1', body: { pageIndex: 0, pageSize: 50 } },
    ]);
  });

  it('reads a missing count or items as an empty page', async () => {
    server.use(http.post(`${API}/alerts/pm/flux`, () => HttpResponse.json({ success: true })));
    await expect(client().alerts('pm', {})).resolves.toEqual({ success: true, count: 0, items: [] });
  });

  it("rejects a refused page with the server's message", async () => {
    server.use(http.post(`${API}/alerts/par/flux`, () => HttpResponse.json({ success: false, message: 'You are not privileged to perform this action' }, { status: 403 })));
    const failure = await client().alerts('par', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });

  it('keys a page as any list of alerts/{kind}, whatever the order of the query', () => {
    expect(alertsKey('pm', { pageIndex: 0, search: 'x' })).toEqual(listKey('alerts/pm', { search: 'x', pageIndex: 0 }));
    expect(alertsBody({ statuses: [], pageSize: 10 })).toEqual({ pageIndex: 0, pageSize: 10 });
  });
});
