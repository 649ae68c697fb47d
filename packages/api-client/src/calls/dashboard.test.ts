import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { assetStatKey } from './dashboard';

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
});
