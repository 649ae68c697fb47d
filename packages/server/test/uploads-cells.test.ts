/**
 * What a cell may hold (spec 3 §7 "Uploads"): the preview and the job run one validation, so a row the preview
 * shows as CREATE never fails for its content once uploaded. A control character (NUL and the other C0 controls
 * but tab, line feed and carriage return) in a template field rejects the row with its own message in both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { MESSAGES, UPLOAD_COLUMNS, formatMessage, type UploadKind, type UploadPreview, type UploadRecord } from '@equipdesk/api-client/contract';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';
import { workbook, sendUpload } from './uploadsFiles';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  token = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const send = (kind: UploadKind, file: Buffer, preview: boolean) => sendUpload(app, token, kind, file, preview);

function sheetRows(buffer: Buffer): string[][] {
  const book = XLSX.read(buffer, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/** The template's header and example row (an example that previews as CREATE). */
async function template(kind: UploadKind): Promise<{ headers: string[]; example: string[] }> {
  const response = await app.inject({ url: `/api/${kind}/template`, headers: authed(token) });
  expect(response.statusCode).toBe(200);
  const [headers, example] = sheetRows(response.rawPayload);
  return { headers: headers!, example: example! };
}

/** The example row with `text` put into the middle of the column's cell. */
function withText(kind: UploadKind, example: string[], header: string, text: string): string[] {
  const at = UPLOAD_COLUMNS[kind].findIndex((c) => c.header === header);
  const row = [...example];
  row[at] = `${row[at]!.slice(0, 3)}${text}${row[at]!.slice(3)}`;
  return row;
}

async function preview(kind: UploadKind, file: Buffer): Promise<UploadPreview> {
  const response = await send(kind, file, true);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ result: UploadPreview }>(response).result;
}

/** Uploads the file, runs its job, and answers the upload's record and its result file's Outcome and Message. */
async function upload(kind: UploadKind, file: Buffer): Promise<{ record: UploadRecord; results: string[][] }> {
  const accepted = await send(kind, file, false);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = json<{ result: { externalId: string } }>(accepted).result.externalId;
  await app.runJobs();
  const list = await app.inject({ url: `/api/${kind}/uploads?pageSize=100`, headers: authed(token) });
  const record = json<{ items: UploadRecord[] }>(list).items.find((i) => i.externalId === id)!;
  expect(record.uploadStatus).toBe('COMPLETED');
  const result = await app.inject({ url: `/api/${kind}/uploads/${id}`, headers: authed(token) });
  expect(result.statusCode).toBe(200);
  return { record, results: sheetRows(result.rawPayload).slice(1).map((r) => r.slice(-2)) };
}

describe('a control character in a cell', () => {
  it.each([
    ['assets', 'Notes'],
    ['locations', 'Group Name'],
    ['accounts', 'Name'],
  ] as const)('%s: a NUL in %s rejects the row, in the preview and in the upload alike, with its own message', async (kind, header) => {
    const { headers, example } = await template(kind);
    const message = formatMessage(MESSAGES.uploadControlCharacter, { column: header });
    const file = workbook([headers, withText(kind, example, header, '\u0000')]);
    // The cell reaches the server as written (SheetJS writes the NUL as _x0000_, as Excel does).
    expect(sheetRows(file)[1]!.join('')).toContain('\u0000');

    const shown = await preview(kind, file);
    expect(shown).toMatchObject({ createCount: 0, updateCount: 0, rejectCount: 1 });
    expect(shown.rows[0]).toMatchObject({ row: 2, outcome: 'REJECT', message });

    const { record, results } = await upload(kind, file);
    expect(record).toMatchObject({ availableRowsCount: 1, completedRowsCount: 0, failedRowsCount: 0, rejectedRowsCount: 1 });
    expect(results).toEqual([['REJECTED', message]]);
  });

  it('rejects the other C0 controls too, and keeps a tab inside a cell', async () => {
    const { headers, example } = await template('assets');
    const escape = await preview('assets', workbook([headers, withText('assets', example, 'Notes', '\u001b')]));
    expect(escape.rows[0]).toMatchObject({ outcome: 'REJECT', message: formatMessage(MESSAGES.uploadControlCharacter, { column: 'Notes' }) });
    const tab = await preview('assets', workbook([headers, withText('assets', example, 'Notes', '\t')]));
    expect(tab.rows[0]).toMatchObject({ outcome: 'CREATE', message: null });
  });

  it('names the first column that holds one, and leaves the rows around it as they are', async () => {
    const { headers, example } = await template('accounts');
    const at = UPLOAD_COLUMNS.accounts.findIndex((c) => c.field === 'accountNo');
    const clean = [...example];
    clean[at] = String(Number(example[at]) + 1);
    const both = withText('accounts', withText('accounts', example, 'Name', '\u0007'), 'Time Zone', '\u0000');
    const shown = await preview('accounts', workbook([headers, both, clean]));
    expect(shown).toMatchObject({ createCount: 1, rejectCount: 1 });
    expect(shown.rows).toEqual([
      { row: 2, key: both[at], outcome: 'REJECT', message: formatMessage(MESSAGES.uploadControlCharacter, { column: 'Name' }) },
      { row: 3, key: clean[at], outcome: 'CREATE', message: null },
    ]);
  });
});
