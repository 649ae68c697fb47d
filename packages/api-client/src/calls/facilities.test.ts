import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';

const { server, client } = mockApi();

describe('site-data calls', () => {
  it('reads time zones and account users whether the server answers items or result', async () => {
    server.use(
      http.get(`${API}/accounts/timezones`, () => HttpResponse.json({ success: true, items: ['America/Chicago', 'Europe/Berlin'] })),
      http.get(`${API}/accounts/a%201/users`, () => HttpResponse.json({ success: true, result: [{ externalId: 'u-1', name: 'Jane' }] })),
    );
    expect(await client().accountTimezones()).toEqual(['America/Chicago', 'Europe/Berlin']);
    expect(await client().accountUsers('a 1')).toEqual([{ externalId: 'u-1', name: 'Jane' }]);
  });

  it('allocates users with POST accounts/{id}/users and a users list', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/accounts/a-1/users`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Users allocated.' });
      }),
    );
    const answer = await client().allocateAccountUsers('a-1', ['u-1', 'u-2']);
    expect(body).toEqual({ users: ['u-1', 'u-2'] });
    expect(answer.success).toBe(true);
  });

  it('asks users/assignables for the LITE users an account may be given', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${API}/users/assignables`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: true, count: 1, items: [{ externalId: 'u-3' }] });
      }),
    );
    expect(await client().accountAssignables('a-1')).toEqual([{ externalId: 'u-3' }]);
    expect(seen?.searchParams.get('flavor')).toBe('LITE');
    expect(seen?.searchParams.get('account')).toBe('a-1');
  });

  it('reads and saves a par definition; none yet is null', async () => {
    let saved: unknown;
    server.use(
      http.get(`${API}/locations/l-1/par`, () => HttpResponse.json({ success: true, result: null })),
      http.post(`${API}/locations/l-1/par`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Saved.', result: saved });
      }),
    );
    expect(await client().locationPar('l-1')).toBeNull();
    const body = { location: 'l-1', notes: '', entries: [{ model: 'm-1', min: 1, max: 4 }] };
    await client().saveLocationPar('l-1', body);
    expect(saved).toEqual(body);
  });

  it('hands the barcode over as an image/svg+xml blob even when the server says text', async () => {
    server.use(http.get(`${API}/locations/l-1/barcode`, () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'text/plain' } })));
    const blob = await client().locationBarcode('l-1');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toContain('<svg');
  });

  it('reads facility and account details from result', async () => {
    server.use(
      http.get(`${API}/facilities/f-1/details`, () => HttpResponse.json({ success: true, result: { externalId: 'f-1', name: 'North' } })),
      http.get(`${API}/accounts/a-1/details`, () => HttpResponse.json({ success: true, result: { externalId: 'a-1', accountNo: '1001' } })),
      http.get(`${API}/accounts/a-1/locations`, () => HttpResponse.json({ success: true, count: 1, items: [{ externalId: 'l-1' }] })),
    );
    expect((await client().facilityDetails('f-1')).name).toBe('North');
    expect((await client().accountDetails('a-1')).accountNo).toBe('1001');
    expect(await client().accountLocations('a-1')).toEqual([{ externalId: 'l-1' }]);
  });
});
