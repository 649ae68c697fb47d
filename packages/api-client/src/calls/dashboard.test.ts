import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { assetStatKey, orderStatKey } from './dashboard';

const { server, client } = mockApi();

describe('dashboard calls', () => {
  it('reads an asset chart from GET stats/assets/{stat}/dashboard with the filters repeated', async () => {
    let url: URL | null = null;
    const items = [{ groupName: 'BROKEN / AM', utilizationStatus: 'BROKEN / AM', count: 3 }];
    server.use(
      http.get(`${API}/stats/assets/utilizationOverall/dashboard`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, count: 1, items });
      }),
    );
    await expect(client().assetStat('utilizationOverall', { models: ['m-2', 'm-1'], accounts: [], businessTypes: ['A2'] })).resolves.toEqual(items);
    expect(url!.searchParams.getAll('models')).toEqual(['m-1', 'm-2']);
    expect(url!.searchParams.getAll('businessTypes')).toEqual(['A2']);
    expect(url!.searchParams.has('accounts')).toBe(false);
  });

  it('reads the commissioned gauge from result', async () => {
    server.use(http.get(`${API}/stats/assets/commissionedOverall/dashboard`, () => HttpResponse.json({ success: true, result: { commissioned: 7, total: 10 } })));
    await expect(client().assetStat('commissionedOverall')).resolves.toEqual({ commissioned: 7, total: 10 });
  });

  it('keys equal filters alike, whatever their order', () => {
    expect(assetStatKey('verifiedByProduct', { models: ['b', 'a'], accounts: [] })).toEqual(assetStatKey('verifiedByProduct', { models: ['a', 'b'] }));
    expect(assetStatKey('verifiedByProduct')).toEqual(['stats/assets/verifiedByProduct/dashboard', {}]);
  });

  it('reads an order chart from GET stats/orders/{stat}/dashboard with its items and the window they count', async () => {
    let url: URL | null = null;
    const items = [{ from: '2026-11-24T20:00:00Z', to: '2026-11-24T20:59:59Z', hour: 20, type: 'STAT', count: 4 }];
    server.use(
      http.get(`${API}/stats/orders/summaryPast24/dashboard`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, count: 1, items, from: '2026-11-24T19:20:05Z', to: '2026-11-25T19:20:05Z' });
      }),
    );
    await expect(client().orderStat('summaryPast24', { timeGap: 30, locations: ['l-2', 'l-1'], serviceTypes: [] })).resolves.toEqual({
      items,
      from: '2026-11-24T19:20:05Z',
      to: '2026-11-25T19:20:05Z',
    });
    expect(url!.searchParams.get('timeGap')).toBe('30');
    expect(url!.searchParams.getAll('locations')).toEqual(['l-1', 'l-2']);
    expect(url!.searchParams.has('serviceTypes')).toBe(false);
  });

  it('answers no items when an order chart answers none, and passes a refusal on', async () => {
    server.use(http.get(`${API}/stats/orders/summaryPast24Grouped/dashboard`, () => HttpResponse.json({ success: true, count: 0, from: 'a', to: 'b' })));
    await expect(client().orderStat('summaryPast24Grouped')).resolves.toEqual({ items: [], from: 'a', to: 'b' });
    const message = 'timeGap must be a whole number of minutes from 5 to 1440.';
    server.use(http.get(`${API}/stats/orders/summaryPast24/dashboard`, () => HttpResponse.json({ success: false, message }, { status: 400 })));
    await expect(client().orderStat('summaryPast24', { timeGap: 1 })).rejects.toMatchObject({ status: 400, message });
  });

  it('keys order charts apart from asset charts, equal filters alike', () => {
    expect(orderStatKey('summaryPast24', { models: ['b', 'a'], timeGap: 60 })).toEqual(orderStatKey('summaryPast24', { timeGap: 60, models: ['a', 'b'], accounts: [] }));
    expect(orderStatKey('summaryPast24ByModel')[0]).toBe('stats/orders/summaryPast24ByModel/dashboard');
  });
});
