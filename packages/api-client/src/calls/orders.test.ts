import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { orderCompletionKey, orderSignatureKey } from './orders';

const { server, client } = mockApi();

describe('order calls', () => {
  it('assigns with the order and the user as path segments, carrying the session token', async () => {
    let seen: { path: string; token: string | null } | null = null;
    server.use(
      http.post(`${API}/orders/:id/assign/:userId`, ({ request }) => {
        seen = { path: new URL(request.url).pathname, token: request.headers.get('X-Auth-Token') };
        return HttpResponse.json({ success: true, message: 'Order SO1 is now ASSIGNED.' });
      }),
    );
    await expect(client().assignOrder('o-1', 'u/2')).resolves.toEqual({ success: true, message: 'Order SO1 is now ASSIGNED.' });
    expect(seen).toEqual({ path: '/api/orders/o-1/assign/u%2F2', token: 'token-1' });
  });

  it('posts complete, cancel and reject to their own paths', async () => {
    const paths: string[] = [];
    server.use(
      http.post(`${API}/orders/:id/:action`, ({ request, params }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, message: `done ${String(params.action)}` });
      }),
    );
    for (const action of ['complete', 'cancel', 'reject'] as const) await client().orderAction('o-1', action);
    expect(paths).toEqual(['/api/orders/o-1/complete', '/api/orders/o-1/cancel', '/api/orders/o-1/reject']);
  });

  it("rejects a wrong transition with the server's 409 message", async () => {
    const message = 'Order SO1 has already been assigned to Tess Tech. Reload to see it.';
    server.use(http.post(`${API}/orders/:id/assign/:userId`, () => HttpResponse.json({ success: false, message }, { status: 409 })));
    const failure = await client().assignOrder('o-1', 'u-2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).message).toBe(message);
  });

  it('reads the signature, with nulls when none was captured', async () => {
    server.use(
      http.get(`${API}/orders/:id/signature`, ({ params }) =>
        HttpResponse.json({ success: true, result: params.id === 'o-1' ? { signature: 'data:image/png;base64,AAAA', contact: 'Nurse Joy' } : null }),
      ),
    );
    await expect(client().orderSignature('o-1')).resolves.toEqual({ signature: 'data:image/png;base64,AAAA', contact: 'Nurse Joy' });
    await expect(client().orderSignature('o-2')).resolves.toEqual({ signature: null, contact: null });
    expect(orderSignatureKey('o-1')).toEqual(['orders/signature', 'o-1']);
  });

  it('reads the completion items from items or result', async () => {
    const item = { serialNumber: 'SN-1', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', associatedOn: '2026-05-01T10:00:00.000Z' };
    server.use(http.get(`${API}/orders/o-1/completion`, () => HttpResponse.json({ success: true, count: 1, items: [item] })));
    server.use(http.get(`${API}/orders/o-2/completion`, () => HttpResponse.json({ success: true, result: [item] })));
    await expect(client().orderCompletion('o-1')).resolves.toEqual([item]);
    await expect(client().orderCompletion('o-2')).resolves.toEqual([item]);
    expect(orderCompletionKey('o-1')).toEqual(['orders/completion', 'o-1']);
  });
});
