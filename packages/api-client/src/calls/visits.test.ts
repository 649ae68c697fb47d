import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { visitTasksKey } from './visits';

const { server, client } = mockApi();

const TASK = { externalId: 't-1', createdTimestamp: '2026-06-01T08:00:00.000Z', dueTimestamp: '2026-06-02T08:00:00.000Z', taskStatus: 'PENDING' };

describe('visit calls', () => {
  it("reads a visit's tasks from GET visits/{id}/tasks with the session token, the id as one path segment", async () => {
    let seen: { path: string; token: string | null } | null = null;
    server.use(
      http.get(`${API}/visits/:id/tasks`, ({ request }) => {
        seen = { path: new URL(request.url).pathname, token: request.headers.get('X-Auth-Token') };
        return HttpResponse.json({ success: true, count: 1, items: [TASK] });
      }),
    );
    await expect(client().visitTasks('v/1')).resolves.toEqual([TASK]);
    expect(seen).toEqual({ path: '/api/visits/v%2F1/tasks', token: 'token-1' });
    expect(visitTasksKey('v-1')).toEqual(['visits/tasks', 'v-1']);
  });

  it('reads tasks answered as a result too, and none as an empty list', async () => {
    server.use(http.get(`${API}/visits/:id/tasks`, ({ params }) => HttpResponse.json(params.id === 'v-1' ? { success: true, result: [TASK] } : { success: true, count: 0, items: [] })));
    await expect(client().visitTasks('v-1')).resolves.toEqual([TASK]);
    await expect(client().visitTasks('v-2')).resolves.toEqual([]);
  });

  it("rejects a visit outside the caller's scope with the server's 404", async () => {
    server.use(http.get(`${API}/visits/:id/tasks`, () => HttpResponse.json({ success: false, message: 'Visit was not found.' }, { status: 404 })));
    const failure = await client().visitTasks('v-9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('Visit was not found.');
  });
});
