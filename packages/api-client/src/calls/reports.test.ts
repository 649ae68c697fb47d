import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { utilizationKey } from './reports';

const { server, client } = mockApi();

const ROWS = [
  { identifier: 'd1|f1|m1', metricDate: '2026-11-24', facilityName: 'North', modelCode: 'PUMP', utilizationCategory: 'UTILIZED', matching: 3 },
  { identifier: 'd1|f1|m1', metricDate: '2026-11-24', facilityName: 'North', modelCode: 'PUMP', utilizationCategory: 'AVAILABLE', matching: 5 },
  { identifier: 'd1|f1|m2', metricDate: '2026-11-24', facilityName: 'North', modelCode: 'BED', utilizationCategory: 'UTILIZED', matching: 1 },
];

describe('utilization calls', () => {
  it('asks for the rows and their totals with the same query, and joins them by identifier', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/utilization`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ success: true, count: 41, items: ROWS });
      }),
      http.get(`${API}/utilization/totals`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ success: true, count: 2, items: [{ identifier: 'd1|f1|m1', total: 8 }, { identifier: 'd1|f1|m2', total: 3 }] });
      }),
    );
    const page = await client().utilizationPage({ pageIndex: 1, pageSize: 50, rollUpFields: ['modelCode'], facilities: ['f1'], startTimestamp: '2026-11-01T00:00:00' });
    expect(page.count).toBe(41);
    expect(page.items.map((r) => [r.utilizationCategory, r.modelCode, r.total, r.percentage])).toEqual([
      ['UTILIZED', 'PUMP', 8, 37.5],
      ['AVAILABLE', 'PUMP', 8, 62.5],
      ['UTILIZED', 'BED', 3, 33.3],
    ]);
    expect(seen.map((u) => u.pathname)).toEqual(['/api/utilization', '/api/utilization/totals']);
    expect(seen[0]!.search).toBe(seen[1]!.search);
    expect(seen[0]!.searchParams.getAll('rollUpFields')).toEqual(['modelCode']);
    expect(seen[0]!.searchParams.get('pageIndex')).toBe('1');
  });

  it("reads a view's details at its detailsUri", async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${API}/metrics/custom`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, count: 1, items: ROWS.slice(2) });
      }),
      http.get(`${API}/metrics/custom/totals`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, count: 0, items: [] });
      }),
    );
    const page = await client().utilizationPage({ rollUpFields: ['modelCode'] }, 'metrics/custom');
    expect(paths.sort()).toEqual(['/api/metrics/custom', '/api/metrics/custom/totals']);
    // A row whose total is missing has no percentage rather than a wrong one.
    expect(page.items[0]).toMatchObject({ total: null, percentage: null });
  });

  it('reads a view by name, and rejects with the 404 of an unknown one', async () => {
    const view = { name: 'by-model', label: 'By Model', configJson: '{"rollUpFields":["modelCode"]}', detailsUri: 'utilization' };
    server.use(
      http.get(`${API}/dashboard/views/by-model`, () => HttpResponse.json({ success: true, result: view })),
      http.get(`${API}/dashboard/views/:name`, () => HttpResponse.json({ success: false, message: 'There is no metric details view named x y.' }, { status: 404 })),
    );
    expect(await client().dashboardView('by-model')).toEqual(view);
    const failure = await client().dashboardView('x y').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('There is no metric details view named x y.');
  });

  it('downloads the details export at `${detailsUri}.{format}` with the query but not the page', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/utilization.xlsx`, ({ request }) => {
        seen = new URL(request.url);
        return new HttpResponse('xlsx-bytes', { headers: { 'Content-Disposition': 'attachment; filename="utilization-2026-11-25.xlsx"' } });
      }),
    );
    const file = await client().metricDetailsExport('utilization', 'xlsx', { pageIndex: 3, pageSize: 50, rollUpFields: ['modelCode', 'businessType'], sortBy: 'metricDate' });
    expect(file.filename).toBe('utilization-2026-11-25.xlsx');
    expect(seen!.searchParams.getAll('rollUpFields')).toEqual(['modelCode', 'businessType']);
    expect(seen!.searchParams.has('pageIndex')).toBe(false);
    expect(seen!.searchParams.get('sortBy')).toBe('metricDate');
  });

  it('keys a page as the listing kit keys the resource, whatever the order of the query', () => {
    expect(utilizationKey({ rollUpFields: ['modelCode'], pageIndex: 0 })).toEqual(utilizationKey({ pageIndex: 0, rollUpFields: ['modelCode'] }));
    expect(utilizationKey({}, 'x')[1]).toBe('x');
  });
});
