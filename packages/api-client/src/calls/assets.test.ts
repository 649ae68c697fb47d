import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { assetsDdKey, productivitySingleKey, trimTimestamp } from './assets';

const { server, client } = mockApi();

describe('asset calls', () => {
  it('reads an asset by its serial number, encoding the number as one path segment', async () => {
    let path = '';
    server.use(
      http.get(`${API}/assets/bySerialNumber/:serial`, ({ request, params }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, result: { externalId: 'as-1', serialNumber: params.serial } });
      }),
    );
    const asset = await client().assetBySerialNumber('SN/1 2');
    expect(path).toBe('/api/assets/bySerialNumber/SN%2F1%202');
    expect(asset).toMatchObject({ externalId: 'as-1', serialNumber: 'SN/1 2' });
  });

  it('rejects with the 404 when no asset in scope has the serial number', async () => {
    server.use(http.get(`${API}/assets/bySerialNumber/:serial`, () => HttpResponse.json({ success: false, message: 'Asset was not found.' }, { status: 404 })));
    const failure = await client().assetBySerialNumber('nope').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });

  it('asks the ddlist for a page of 500 by default, with search and repeated externalIds', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/assets/ddlist`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ success: true, count: 812, items: [{ externalId: 'as-1', serialNumber: 'SN-1' }] });
      }),
    );
    const page = await client().assetsDd({ search: 'SN' });
    expect(page).toEqual({ success: true, count: 812, items: [{ externalId: 'as-1', serialNumber: 'SN-1' }] });
    expect(seen[0]?.searchParams.get('pageSize')).toBe('500');
    expect(seen[0]?.searchParams.get('search')).toBe('SN');
    await client().assetsDd({ externalIds: ['as-1', 'as-2'], pageSize: 20 });
    expect(seen[1]?.searchParams.getAll('externalIds')).toEqual(['as-1', 'as-2']);
    expect(seen[1]?.searchParams.get('pageSize')).toBe('20');
    expect(seen[1]?.searchParams.has('search')).toBe(false);
  });

  it("reads an account's models whether the server answers items or result", async () => {
    server.use(
      http.get(`${API}/accounts/a-1/models`, () => HttpResponse.json({ success: true, items: [{ externalId: 'm-1', modelCode: 'PUMP' }] })),
      http.get(`${API}/accounts/a-2/models`, () => HttpResponse.json({ success: true, result: [{ externalId: 'm-2', modelCode: 'BED' }] })),
    );
    expect(await client().accountModels('a-1')).toEqual([{ externalId: 'm-1', modelCode: 'PUMP' }]);
    expect(await client().accountModels('a-2')).toEqual([{ externalId: 'm-2', modelCode: 'BED' }]);
  });

  it('asks productivity/single for one asset history with only its externalId', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/assets/productivity/single`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: true, count: 1, items: [{ serialNumber: 'SN-1', changeStatus: 'UPDATED' }] });
      }),
    );
    const page = await client().productivitySingle({ externalId: 'as-1' });
    expect([...seen!.searchParams.keys()]).toEqual(['externalId']);
    expect(page.count).toBe(1);
    expect(page.items[0]?.changeStatus).toBe('UPDATED');
  });

  it('sends the report filters repeated and the timestamps without their last 5 characters', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/assets/productivity/single`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: true, count: 0, items: [] });
      }),
    );
    await client().productivitySingle({
      pageIndex: 1,
      pageSize: 100,
      sortBy: 'startTimestamp',
      sortDirection: 'desc',
      facilities: ['f-1', 'f-2'],
      users: ['u-1'],
      types: ['LOCATION'],
      startTimestamp: '2026-11-01T00:00:00.000Z',
      endTimestamp: '2026-11-25T23:59:59.000Z',
    });
    expect(seen?.searchParams.getAll('facilities')).toEqual(['f-1', 'f-2']);
    expect(seen?.searchParams.getAll('types')).toEqual(['LOCATION']);
    expect(seen?.searchParams.get('startTimestamp')).toBe('2026-11-01T00:00:00');
    expect(seen?.searchParams.get('endTimestamp')).toBe('2026-11-25T23:59:59');
    expect(seen?.searchParams.get('pageIndex')).toBe('1');
  });

  it('reads the change types and downloads the productivity export with the filters', async () => {
    let exported: URL | undefined;
    server.use(
      http.get(`${API}/assets/productivity/types`, () => HttpResponse.json({ success: true, items: [{ name: 'Location', value: 'LOCATION' }] })),
      http.get(`${API}/assets/productivity/export.xlsx`, ({ request }) => {
        exported = new URL(request.url);
        return new HttpResponse('xlsx-bytes', { headers: { 'Content-Disposition': 'attachment; filename="productivity-2026.xlsx"' } });
      }),
    );
    expect(await client().productivityTypes()).toEqual([{ name: 'Location', value: 'LOCATION' }]);
    const file = await client().productivityExport('xlsx', { models: ['m-1'], startTimestamp: '2026-11-01T00:00:00.000Z' });
    expect(file.filename).toBe('productivity-2026.xlsx');
    expect(exported?.searchParams.getAll('models')).toEqual(['m-1']);
    expect(exported?.searchParams.get('startTimestamp')).toBe('2026-11-01T00:00:00');
  });

  it('keys equal queries alike whatever the order of their fields, and trims only full ISO timestamps', () => {
    expect(assetsDdKey({ search: 'a', pageSize: 20 })).toEqual(assetsDdKey({ pageSize: 20, search: 'a' }));
    expect(productivitySingleKey({ externalId: 'x', startTimestamp: '2026-01-01T00:00:00.000Z' })).toEqual(
      productivitySingleKey({ startTimestamp: '2026-01-01T00:00:00', externalId: 'x' }),
    );
    expect(trimTimestamp('2026-01-01T10:00:00.000Z')).toBe('2026-01-01T10:00:00');
    expect(trimTimestamp('2026-01-01T10:00:00')).toBe('2026-01-01T10:00:00');
    expect(trimTimestamp('')).toBeUndefined();
  });
});
