import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { utilizationTrendsKey } from './trends';

const { server, client } = mockApi();

describe('utilization trends calls', () => {
  it('reads GET assets/utilization with the window trimmed to UTC seconds and the filters repeated, never a name', async () => {
    let url: URL | null = null;
    const items = [{ summaryDate: '2026-11-01T00:00:00.000Z', matching: 12, total: 40, utilizationCategory: 'UTILIZED' }];
    server.use(
      http.get(`${API}/assets/utilization`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, count: 1, items });
      }),
    );
    const answer = await client().utilizationTrends({
      startTimestamp: '2026-10-26T19:30:00.000Z',
      endTimestamp: '2026-11-25T19:30:00.000Z',
      facilities: ['f-2', 'f-1'],
      utilizationStatuses: ['IN USE'],
      name: 'not an export',
    });
    expect(answer).toEqual(items);
    expect(url!.pathname).toBe('/api/assets/utilization');
    expect(url!.searchParams.get('startTimestamp')).toBe('2026-10-26T19:30:00');
    expect(url!.searchParams.get('endTimestamp')).toBe('2026-11-25T19:30:00');
    expect(url!.searchParams.getAll('facilities')).toEqual(['f-1', 'f-2']);
    expect(url!.searchParams.getAll('utilizationStatuses')).toEqual(['IN USE']);
    expect(url!.searchParams.has('name')).toBe(false);
  });

  it('sends an open window as no timestamps at all', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/assets/utilization`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, count: 0, items: [] });
      }),
    );
    await expect(client().utilizationTrends({ facilities: [] })).resolves.toEqual([]);
    expect([...url!.searchParams.keys()]).toEqual([]);
  });

  it('rejects with the server\'s message on a 400', async () => {
    server.use(http.get(`${API}/assets/utilization`, () => HttpResponse.json({ success: false, message: 'The start must not be after the end.' }, { status: 400 })));
    await expect(client().utilizationTrends({ startTimestamp: '2026-11-02T00:00:00', endTimestamp: '2026-11-01T00:00:00' })).rejects.toThrow('The start must not be after the end.');
  });

  it('keys equal queries alike', () => {
    expect(utilizationTrendsKey({ facilities: ['b', 'a'], utilizationStatuses: [] })).toEqual(utilizationTrendsKey({ facilities: ['a', 'b'] }));
    expect(utilizationTrendsKey({ startTimestamp: '2026-11-01T00:00:00.000Z' })).toEqual(['assets/utilization', { startTimestamp: '2026-11-01T00:00:00' }]);
  });
});
