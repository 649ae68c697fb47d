import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ASSET_UPLOAD_FLAGS } from '../contract/enums';
import type { UploadPreview } from '../contract/uploads';
import { ApiError } from '../http/errors';
import { API, mockApi } from './mockApi';
import { listKey } from './listing';
import { uploadBody, uploadsKey } from './uploads';

const { server, client } = mockApi();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (name = 'assets.xlsx') => new File(['PK-sheet-bytes'], name, { type: XLSX_TYPE });

const PREVIEW: UploadPreview = {
  originalFileName: 'assets.xlsx',
  availableRowsCount: 3,
  createCount: 1,
  updateCount: 1,
  rejectCount: 1,
  rows: [
    { row: 4, key: 'SN-3', outcome: 'REJECT', message: 'RFID value must be exactly 24 characters.' },
    { row: 2, key: 'SN-1', outcome: 'CREATE', message: null },
    { row: 3, key: 'SN-2', outcome: 'UPDATE', message: null },
  ],
};

interface Seen {
  path: string;
  token: string | null;
  type: string | null;
  fields: Record<string, string>;
  file: { part: string; name: string; text: string } | null;
}

/** Reads a multipart request as the server would: its text fields and its one file part. */
async function readMultipart(request: Request): Promise<Seen> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let file: Seen['file'] = null;
  for (const [part, value] of form.entries()) {
    if (typeof value === 'string') fields[part] = value;
    else file = { part, name: value.name, text: await value.text() };
  }
  return { path: new URL(request.url).pathname, token: request.headers.get('X-Auth-Token'), type: request.headers.get('content-type'), fields, file };
}

describe('upload calls', () => {
  it('previews an asset file as multipart: assetsFile and the 16 flags, the chosen ones "true"', async () => {
    const seen: Seen[] = [];
    server.use(
      http.post(`${API}/assets/upload/preview`, async ({ request }) => {
        seen.push(await readMultipart(request));
        return HttpResponse.json({ success: true, result: PREVIEW });
      }),
    );
    const preview = await client().previewUpload('assets', sheet(), { flags: ['mustUpdateNotes', 'mustUpdateTags'] });
    expect(preview).toEqual(PREVIEW);
    const [call] = seen;
    expect(call?.path).toBe('/api/assets/upload/preview');
    expect(call?.token).toBe('token-1');
    // The browser's boundary, never a JSON content type.
    expect(call?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.file).toEqual({ part: 'assetsFile', name: 'assets.xlsx', text: 'PK-sheet-bytes' });
    expect(Object.keys(call?.fields ?? {}).sort()).toEqual([...ASSET_UPLOAD_FLAGS].sort());
    for (const flag of ASSET_UPLOAD_FLAGS) {
      expect(call?.fields[flag]).toBe(flag === 'mustUpdateNotes' || flag === 'mustUpdateTags' ? 'true' : 'false');
    }
  });

  it('uploads locations and accounts under the part locationsFile, without flags', async () => {
    const seen: Seen[] = [];
    server.use(
      http.post(`${API}/:kind/upload`, async ({ request }) => {
        seen.push(await readMultipart(request));
        return HttpResponse.json({ success: true, message: 'Upload accepted.', result: { externalId: 'up-1', uploadStatus: 'PENDING' } });
      }),
    );
    await expect(client().upload('locations', sheet('locations.xlsx'))).resolves.toEqual({ message: 'Upload accepted.', result: { externalId: 'up-1', uploadStatus: 'PENDING' } });
    await client().upload('accounts', sheet('accounts.csv'), { flags: ['mustUpdateNotes'] });
    expect(seen.map((s) => [s.path, s.file?.part, s.file?.name, s.fields])).toEqual([
      ['/api/locations/upload', 'locationsFile', 'locations.xlsx', {}],
      ['/api/accounts/upload', 'locationsFile', 'accounts.csv', {}],
    ]);
  });

  it("rejects a refused upload with the server's message and field errors (400, 413)", async () => {
    server.use(
      http.post(`${API}/assets/upload`, () =>
        HttpResponse.json({ success: false, message: 'The file is not a spreadsheet.', errors: [{ field: 'assetsFile', message: 'The file is not a spreadsheet.' }] }, { status: 400 }),
      ),
      http.post(`${API}/locations/upload`, () => HttpResponse.json({ success: false, message: 'The file is larger than 10 MB.' }, { status: 413 })),
    );
    const refused = await client().upload('assets', sheet()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).message).toBe('The file is not a spreadsheet.');
    expect((refused as ApiError).errors).toEqual([{ field: 'assetsFile', message: 'The file is not a spreadsheet.' }]);
    const tooLarge = await client().upload('locations', sheet()).catch((error: unknown) => error);
    expect((tooLarge as ApiError).status).toBe(413);
    expect((tooLarge as ApiError).message).toBe('The file is larger than 10 MB.');
  });

  it('treats a 200 answer saying success false as a refusal', async () => {
    server.use(http.post(`${API}/accounts/upload/preview`, () => HttpResponse.json({ success: false, message: 'No rows.' })));
    const refused = await client().previewUpload('accounts', sheet()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('No rows.');
  });

  it('lists a history with paging, sort and search, keyed as any list of {kind}/uploads', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${API}/locations/uploads`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ success: true, count: 12, items: [{ externalId: 'up-9' }] });
      }),
    );
    const page = await client().uploads('locations', { pageIndex: 1, pageSize: 10, sortBy: 'lastModifiedTimestamp', sortDirection: 'desc', search: 'beds' });
    expect(page).toEqual({ success: true, count: 12, items: [{ externalId: 'up-9' }] });
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ pageIndex: '1', pageSize: '10', sortBy: 'lastModifiedTimestamp', sortDirection: 'desc', search: 'beds' });
    expect(uploadsKey('locations', { search: 'x', pageIndex: 0 })).toEqual(listKey('locations/uploads', { pageIndex: 0, search: 'x' }));
  });

  it('downloads the template and a result file with the names the server gives', async () => {
    server.use(
      http.get(`${API}/accounts/template`, () =>
        new HttpResponse('xlsx', { headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="accounts-template.xlsx"' } }),
      ),
      http.get(`${API}/assets/uploads/:id`, ({ params }) =>
        new HttpResponse(`result of ${String(params.id)}`, { headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="result-${String(params.id)}.xlsx"` } }),
      ),
    );
    const template = await client().uploadTemplate('accounts');
    expect(template.filename).toBe('accounts-template.xlsx');
    expect(await template.blob.text()).toBe('xlsx');
    const result = await client().uploadResult('assets', 'up 7');
    expect(result.filename).toBe('result-up 7.xlsx');
    expect(await result.blob.text()).toBe('result of up 7');
  });

  it('names a bare blob after its kind', () => {
    const body = uploadBody('locations', new Blob(['x']));
    expect((body.get('locationsFile') as File).name).toBe('locations.xlsx');
  });
});
