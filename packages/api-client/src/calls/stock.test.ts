import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { listKey } from './listing';
import { stockDetailsKey, stockStatusKey } from './stock';

const { server, client } = mockApi();

const ROW = {
  facilityName: 'North Campus',
  facilityUuid: 'f-1',
  locationName: 'ICU Storage',
  locationUuid: 'l-1',
  parDefined: true,
  modelCode: 'PUMP-1',
  modelUuid: 'm-1',
  modelDescription: 'Infusion pump',
  minQuantity: 2,
  maxQuantity: 5,
  stockQuantity: 1,
};
const ASSET = { externalId: 'a-1', serialNumber: 'SN1', preventiveMaintainenceDate: null, lastScannedTimestamp: '2026-11-01T10:00:00.000Z', utilizationStatus: 'PAR' };

describe('stock calls', () => {
  it('reads a page of GET stock/status with paging, sort, search and the filters repeated, with the session token', async () => {
    const seen: { path: string; query: string; token: string | null }[] = [];
    server.use(
      http.get(`${API}/stock/status`, ({ request }) => {
        const url = new URL(request.url);
        seen.push({ path: url.pathname, query: url.search, token: request.headers.get('X-Auth-Token') });
        return HttpResponse.json({ success: true, count: 31, items: [ROW] });
      }),
    );
    const page = await client().stockStatus({ pageIndex: 1, pageSize: 50, sortBy: 'stockQuantity', sortDirection: 'desc', search: 'icu', facilities: ['f-1', 'f-2'], locations: ['l-1'] });
    expect(page).toEqual({ success: true, count: 31, items: [ROW] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/stock/status');
    expect(seen[0]!.token).toBe('token-1');
    const params = new URLSearchParams(seen[0]!.query);
    expect(params.getAll('facilities')).toEqual(['f-1', 'f-2']);
    expect(params.getAll('locations')).toEqual(['l-1']);
    expect(Object.fromEntries(['pageIndex', 'pageSize', 'sortBy', 'sortDirection', 'search'].map((k) => [k, params.get(k)]))).toEqual({
      pageIndex: '1',
      pageSize: '50',
      sortBy: 'stockQuantity',
      sortDirection: 'desc',
      search: 'icu',
    });
  });

  it("reads a row's assets from GET stock/details, with the model only when the row has one", async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/stock/details`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ success: true, count: 1, items: [ASSET] });
      }),
    );
    await expect(client().stockDetails({ facility: 'f-1', location: 'l-1', model: 'm-1' })).resolves.toEqual({ success: true, count: 1, items: [ASSET] });
    await client().stockDetails({ facility: 'f-1', location: 'l-2' });
    expect(seen.map((p) => Object.fromEntries(p))).toEqual([
      { facility: 'f-1', location: 'l-1', model: 'm-1' },
      { facility: 'f-1', location: 'l-2' },
    ]);
  });

  it('reads a missing count or items as an empty list', async () => {
    server.use(http.get(`${API}/stock/details`, () => HttpResponse.json({ success: true })));
    await expect(client().stockDetails({ facility: 'f-1', location: 'l-1' })).resolves.toEqual({ success: true, count: 0, items: [] });
  });

  it("rejects a location outside the caller's scope with the server's 404 and message", async () => {
    server.use(http.get(`${API}/stock/details`, () => HttpResponse.json({ success: false, message: 'Location was not found.' }, { status: 404 })));
    const failure = await client().stockDetails({ facility: 'f-1', location: 'l-9' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('Location was not found.');
  });

  it('keys a page as any list of stock/status, and a row by facility, location and model', () => {
    expect(stockStatusKey({ search: 'x', pageIndex: 0 })).toEqual(listKey('stock/status', { pageIndex: 0, search: 'x' }));
    expect(stockDetailsKey({ facility: 'f', location: 'l' })).toEqual(['stock/details', 'f', 'l', '']);
    expect(stockDetailsKey({ facility: 'f', location: 'l', model: 'm' })).not.toEqual(stockDetailsKey({ facility: 'f', location: 'l' }));
  });
});
