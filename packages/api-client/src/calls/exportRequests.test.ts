import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, mockApi } from './mockApi';
import { ApiError } from '../http/errors';
import { exportRequestsKey } from './exportRequests';

const { server, client } = mockApi();

const REQUEST = {
  externalId: 'r-1',
  name: 'Productivity 2026-11-01 to 2026-11-25',
  initiatedTimestamp: '2026-11-25T08:00:00.000Z',
  completedTimestamp: null,
  lastAccessedTimestamp: null,
  requestStatus: 'REQUESTED',
  processingLog: 'Requested by admin.',
  failedTimestamp: null,
};

describe('export request calls', () => {
  it("reads the caller's requests of a kind from GET assets/{kind}/history", async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${API}/assets/:kind/history`, ({ request, params }) => {
        seen = `${String(params.kind)} ${request.headers.get('X-Auth-Token') ?? ''}`;
        return HttpResponse.json({ success: true, count: 1, items: [REQUEST] });
      }),
    );
    await expect(client().exportRequests('utilization')).resolves.toEqual({ success: true, count: 1, items: [REQUEST] });
    expect(seen).toBe('utilization token-1');
    expect(exportRequestsKey('productivity')).toEqual(['assets/productivity/history']);
  });

  it('issues a request as a GET with repeated filters, the name and the times in UTC without milliseconds', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/assets/productivity`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, result: { externalId: 'r-2', requestStatus: 'REQUESTED' } });
      }),
    );
    const accepted = await client().issueExportRequest('productivity', {
      name: 'Two facilities',
      facilities: ['f-1', 'f-2'],
      types: ['UPDATED'],
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-25T23:59:59.000Z',
    });
    expect(accepted).toEqual({ externalId: 'r-2', requestStatus: 'REQUESTED' });
    const sent = url as unknown as URL;
    expect(sent.searchParams.getAll('facilities')).toEqual(['f-1', 'f-2']);
    expect(sent.searchParams.get('name')).toBe('Two facilities');
    expect(sent.searchParams.get('start')).toBe('2026-11-01T00:00:00');
    expect(sent.searchParams.get('end')).toBe('2026-11-25T23:59:59');
  });

  it("rejects a refused request with the server's message and field errors", async () => {
    server.use(
      http.get(`${API}/assets/utilization`, () =>
        HttpResponse.json({ success: false, message: 'Name is required and must be up to 250 characters.', errors: [{ field: 'name', message: 'Name is required and must be up to 250 characters.' }] }, { status: 400 }),
      ),
    );
    const failure = await client()
      .issueExportRequest('utilization', { name: '' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toBe('Name is required and must be up to 250 characters.');
  });

  it('downloads the workbook of a request with its file name', async () => {
    server.use(
      http.get(`${API}/assets/productivity/:id`, ({ params }) =>
        new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': `attachment; filename="productivity-${String(params.id)}.xlsx"` },
        }),
      ),
    );
    const file = await client().exportRequestFile('productivity', 'r-1', { save: false });
    expect(file.filename).toBe('productivity-r-1.xlsx');
    expect(file.blob.size).toBe(4);
  });
});
