/**
 * Spreadsheet uploads (spec 3 §2.5, §2.6, §7 "Uploads"): templates, preview, the upload and its job, the result
 * file, the reset options, the refusals (size, content, zip bombs, headers, rows), grants and the history's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { MESSAGES, UPLOAD_COLUMNS, UPLOAD_FILE_PARTS, UPLOAD_MAX_ROWS, formatMessage, type UploadKind, type UploadPreview, type UploadRecord } from '@equipdesk/api-client/contract';
import { accounts, assetMutations, assetTags, assets, facilities, locations, models, uploads } from '../src/db/schema';
import { authed, createTestDatabase, json, login, messageOf, testApp, type TestDatabase } from './helpers';
import { multipart, workbook, zeroZip } from './uploadsFiles';

let database: TestDatabase;
let app: FastifyInstance;
const tokens = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  for (const user of ['admin', 'supervisor', 'technician', 'standard']) tokens.set(user, await login(app, user));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const headersOf = (kind: UploadKind): string[] => UPLOAD_COLUMNS[kind].map((c) => c.header);

/** A sheet row from field values, in the template's column order. */
const rowOf = (kind: UploadKind, values: Record<string, string>): string[] => UPLOAD_COLUMNS[kind].map((c) => values[c.field] ?? '');

function send(kind: UploadKind, file: Buffer, options: { preview?: boolean; who?: string; fields?: Record<string, string>; filename?: string } = {}) {
  const body = multipart([
    ...Object.entries(options.fields ?? {}).map(([name, content]) => ({ name, content })),
    { name: UPLOAD_FILE_PARTS[kind], filename: options.filename ?? `${kind}.xlsx`, content: file },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/${kind}/upload${options.preview ? '/preview' : ''}`,
    headers: { ...authed(tokens.get(options.who ?? 'admin')!), ...body.headers },
    payload: body.payload,
  });
}

async function history(kind: UploadKind, who = 'admin', query = ''): Promise<{ count: number; items: UploadRecord[] }> {
  const response = await app.inject({ url: `/api/${kind}/uploads?pageSize=100${query}`, headers: authed(tokens.get(who)!) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
}

async function record(kind: UploadKind, externalId: string): Promise<UploadRecord> {
  const found = (await history(kind)).items.find((i) => i.externalId === externalId);
  expect(found).toBeDefined();
  return found!;
}

function sheetRows(buffer: Buffer, sheet = 0): string[][] {
  const book = XLSX.read(buffer, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[sheet]!]!, { header: 1, raw: false, defval: '' });
}

const tag = (n: number): string => `UPLOADTEST${String(n).padStart(14, '0')}`;

describe('templates', () => {
  it.each(['assets', 'locations', 'accounts'] as const)('%s: the header row, an example row that previews as CREATE, and the instructions with pick-list values', async (kind) => {
    const response = await app.inject({ url: `/api/${kind}/template`, headers: authed(tokens.get('admin')!) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${kind}-template.xlsx"`);
    const file = response.rawPayload;
    const rows = sheetRows(file);
    expect(rows[0]).toEqual(headersOf(kind));
    expect(rows).toHaveLength(2);
    const instructions = sheetRows(file, 1);
    expect(instructions[0]).toEqual(['Column', 'Required', 'Description', 'Allowed values']);
    expect(instructions.slice(1).map((r) => r[0])).toEqual(headersOf(kind));
    const withList = UPLOAD_COLUMNS[kind].find((c) => c.picklist);
    if (withList) {
      const values = await database.db.execute(sql`select value from picklist_values where name = ${withList.picklist!} and status = 'ACTIVE'`);
      const first = (values as unknown as { rows: { value: string }[] }).rows[0]!.value;
      expect(instructions.find((r) => r[0] === withList.header)![3]).toContain(first);
    }
    const preview = await send(kind, file, { preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const result = json<{ result: UploadPreview }>(preview).result;
    expect(result).toMatchObject({ availableRowsCount: 1, createCount: 1, updateCount: 0, rejectCount: 0 });
    expect(result.rows[0]).toMatchObject({ row: 2, outcome: 'CREATE', message: null });
  });

  it('needs the UPLOAD grant', async () => {
    const response = await app.inject({ url: '/api/assets/template', headers: authed(tokens.get('standard')!) });
    expect(response.statusCode).toBe(403);
  });
});

describe('an asset upload', () => {
  let model: typeof models.$inferSelect;
  let account: typeof accounts.$inferSelect;
  let existing: typeof assets.$inferSelect;
  let takenTag: string;

  beforeAll(async () => {
    const db = database.db;
    account = (await db.select().from(accounts).where(eq(accounts.status, 'ACTIVE')).orderBy(accounts.accountNo).limit(1))[0]!;
    model = (await db.select().from(models).where(eq(models.status, 'ACTIVE')).orderBy(models.modelCode).limit(1))[0]!;
    existing = (await db.select().from(assets).where(and(eq(assets.status, 'ACTIVE'), eq(assets.accountId, account.externalId))).orderBy(assets.serialNumber).limit(1))[0]!;
    const [other] = await db.select({ tag: assetTags.tag }).from(assetTags).where(ne(assetTags.assetId, existing!.externalId)).limit(1);
    takenTag = other!.tag;
  });

  it('is previewed, stored, processed and answered with a result file', async () => {
    const [existingModel] = await database.db.select().from(models).where(eq(models.externalId, existing.modelId));
    const base = { model: model.modelCode, account: account.accountNo };
    const rows = [
      rowOf('assets', { ...base, serialNumber: 'UP-SN-0001', tags: `${tag(1)}, ${tag(2)}`, notes: 'first' }),
      rowOf('assets', { ...base, serialNumber: 'UP-SN-0002', purchaseDate: '2023-05-01' }),
      rowOf('assets', { ...base, serialNumber: 'up-sn-0001' }),
      rowOf('assets', { ...base, serialNumber: 'UP-SN-0003', tags: 'SHORT' }),
      rowOf('assets', { ...base, serialNumber: 'UP-SN-0004', model: 'NO-SUCH-MODEL' }),
      rowOf('assets', { ...base, serialNumber: 'UP-SN-0005', tags: `${tag(5)},${takenTag}` }),
      rowOf('assets', { serialNumber: existing.serialNumber, model: existingModel!.modelCode, account: account.accountNo, notes: 'Updated by upload', customerAssetNumber: 'NOT-TAKEN' }),
    ];
    const xlsx = workbook([headersOf('assets'), ...rows]);
    const flags = { mustUpdateNotes: 'true', mustUpdateCustomerAssetNumber: 'false' };

    const preview = await send('assets', xlsx, { preview: true, fields: flags });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = json<{ result: UploadPreview }>(preview).result;
    expect(p).toMatchObject({ availableRowsCount: 7, createCount: 3, updateCount: 1, rejectCount: 3 });
    expect(p.rows.slice(0, 3)).toEqual([
      { row: 4, key: 'up-sn-0001', outcome: 'REJECT', message: formatMessage(MESSAGES.uploadDuplicateRow, { key: 'serial number and model code', row: 2 }) },
      { row: 5, key: 'UP-SN-0003', outcome: 'REJECT', message: MESSAGES.rfidLength },
      { row: 6, key: 'UP-SN-0004', outcome: 'REJECT', message: formatMessage(MESSAGES.uploadModelUnknown, { code: 'NO-SUCH-MODEL' }) },
    ]);
    // The preview wrote nothing.
    expect(await database.db.select().from(assets).where(eq(assets.serialNumber, 'UP-SN-0001'))).toHaveLength(0);

    const response = await send('assets', xlsx, { fields: flags, filename: 'my assets.xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = json<{ success: boolean; result: { externalId: string; uploadStatus: string } }>(response);
    expect(accepted).toMatchObject({ success: true, result: { uploadStatus: 'PENDING' } });
    const id = accepted.result.externalId;
    expect(await record('assets', id)).toMatchObject({ uploadStatus: 'PENDING', availableRowsCount: 7, processedRowsCount: 0, originalFileName: 'my assets.xlsx', user: { name: expect.any(String) } });
    const early = await app.inject({ url: `/api/assets/uploads/${id}`, headers: authed(tokens.get('admin')!) });
    expect(early.statusCode).toBe(409);

    await app.runJobs();
    expect(await record('assets', id)).toMatchObject({
      uploadStatus: 'COMPLETED',
      availableRowsCount: 7,
      processedRowsCount: 7,
      completedRowsCount: 3,
      partialRowsCount: 1,
      failedRowsCount: 0,
      rejectedRowsCount: 3,
    });

    // The assets exist, as the list shows them, with their tags; the taken tag stayed where it was.
    const list = await app.inject({ url: '/api/assets?search=UP-SN-000&pageSize=50', headers: authed(tokens.get('admin')!) });
    const serials = json<{ items: { serialNumber: string; tags: string[] }[] }>(list).items.map((i) => i.serialNumber).sort();
    expect(serials).toEqual(['UP-SN-0001', 'UP-SN-0002', 'UP-SN-0005']);
    const [five] = await database.db.select().from(assets).where(eq(assets.serialNumber, 'UP-SN-0005'));
    expect((await database.db.select({ tag: assetTags.tag }).from(assetTags).where(eq(assetTags.assetId, five!.externalId))).map((t) => t.tag)).toEqual([tag(5)]);
    // Each written asset has its history row, from the UPLOAD module.
    const [history1] = await database.db.select().from(assetMutations).where(and(eq(assetMutations.serialNumber, 'UP-SN-0001'), isNull(assetMutations.stopTimestamp)));
    expect(history1).toMatchObject({ module: 'UPLOAD', changeStatus: 'CREATED', newNotes: 'first' });

    // Reset options: notes were flagged, the customer asset number was not.
    const [updated] = await database.db.select().from(assets).where(eq(assets.externalId, existing.externalId));
    expect(updated!.notes).toBe('Updated by upload');
    expect(updated!.customerAssetNumber).toBe(existing.customerAssetNumber);

    const result = await app.inject({ url: `/api/assets/uploads/${id}`, headers: authed(tokens.get('admin')!) });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-disposition']).toBe('attachment; filename="my_assets-results.xlsx"');
    const out = sheetRows(result.rawPayload);
    expect(out[0]).toEqual([...headersOf('assets'), 'Outcome', 'Message']);
    const outcome = (serial: string) => out.slice(1).filter((r) => r[0] === serial).map((r) => [r.at(-2), r.at(-1)]);
    expect(outcome('UP-SN-0001')).toEqual([['CREATED', '']]);
    expect(outcome('up-sn-0001')).toEqual([['REJECTED', formatMessage(MESSAGES.uploadDuplicateRow, { key: 'serial number and model code', row: 2 })]]);
    expect(outcome('UP-SN-0003')).toEqual([['REJECTED', MESSAGES.rfidLength]]);
    expect(outcome('UP-SN-0004')).toEqual([['REJECTED', formatMessage(MESSAGES.uploadModelUnknown, { code: 'NO-SUCH-MODEL' })]]);
    expect(outcome('UP-SN-0005')).toEqual([['PARTIAL', formatMessage(MESSAGES.rfidTaken, { tag: takenTag })]]);
    expect(outcome(existing.serialNumber)).toEqual([['UPDATED', '']]);
  });

  it('takes a field of an existing asset only with its reset option, and an empty cell with the option clears it', async () => {
    const [row] = await database.db.select().from(assets).where(eq(assets.serialNumber, 'UP-SN-0002'));
    const update = (fields: Record<string, string>, values: Record<string, string>) =>
      send('assets', workbook([headersOf('assets'), rowOf('assets', { serialNumber: 'UP-SN-0002', model: model.modelCode, account: account.accountNo, ...values })]), { fields });
    expect((await update({}, { notes: 'ignored', purchaseDate: '' })).statusCode).toBe(200);
    await app.runJobs();
    let [after] = await database.db.select().from(assets).where(eq(assets.externalId, row!.externalId));
    expect(after!.notes).toBeNull();
    expect(after!.purchaseDate?.toISOString().slice(0, 10)).toBe('2023-05-01');
    expect((await update({ mustUpdateNotes: 'true', mustUpdatePurchaseDate: 'true' }, { notes: 'taken', purchaseDate: '' })).statusCode).toBe(200);
    await app.runJobs();
    [after] = await database.db.select().from(assets).where(eq(assets.externalId, row!.externalId));
    expect(after!.notes).toBe('taken');
    expect(after!.purchaseDate).toBeNull();
  });
});

describe('location and account uploads', () => {
  it('creates and updates locations', async () => {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.status, 'ACTIVE')).orderBy(accounts.accountNo).limit(1);
    const [existing] = await database.db.select().from(locations).where(and(eq(locations.accountId, account!.externalId), eq(locations.status, 'ACTIVE'), ne(locations.type, 'BED'))).limit(1);
    const type = existing!.type;
    const rows = [
      rowOf('locations', { name: 'Upload Ward 1-3', account: account!.accountNo, type, utilizationStatus: 'IN USE' }),
      rowOf('locations', { name: existing!.name, account: account!.accountNo, type, utilizationStatus: existing!.utilizationStatus ?? 'IN USE', groupName: 'UPLOADED' }),
      rowOf('locations', { name: 'Nowhere', account: '999999999', type, utilizationStatus: 'IN USE' }),
      rowOf('locations', { name: 'Upload Ward 9', account: account!.accountNo, type, utilizationStatus: '' }),
    ];
    const response = await send('locations', workbook([headersOf('locations'), ...rows]));
    expect(response.statusCode, response.body).toBe(200);
    const id = json<{ result: { externalId: string } }>(response).result.externalId;
    await app.runJobs();
    expect(await record('locations', id)).toMatchObject({ uploadStatus: 'COMPLETED', processedRowsCount: 4, completedRowsCount: 2, rejectedRowsCount: 2, failedRowsCount: 0, partialRowsCount: null });
    const made = await database.db.select({ name: locations.name }).from(locations).where(and(eq(locations.accountId, account!.externalId), sql`${locations.name} like 'Upload Ward %'`));
    expect(made.map((m) => m.name).sort()).toEqual(['Upload Ward 1', 'Upload Ward 2', 'Upload Ward 3']);
    const [updated] = await database.db.select().from(locations).where(eq(locations.externalId, existing!.externalId));
    expect(updated!.groupName).toBe('UPLOADED');
    const out = sheetRows((await app.inject({ url: `/api/locations/uploads/${id}`, headers: authed(tokens.get('admin')!) })).rawPayload);
    expect(out[3]!.slice(-2)).toEqual(['REJECTED', formatMessage(MESSAGES.uploadAccountUnknown, { code: '999999999' })]);
    expect(out[4]!.slice(-2)).toEqual(['REJECTED', MESSAGES.locationUtilizationStatus]);
  });

  it('creates accounts and refuses a bad time zone', async () => {
    const [facility] = await database.db.select().from(facilities).where(eq(facilities.status, 'ACTIVE')).limit(1);
    const good = { name: 'Uploaded Clinic', facility: facility!.name, timeZone: 'America/Chicago', pmAlertsDurationDays: '30', visitTimeoutHours: '24', standardTimeMinutes: '60', statTimeMinutes: '30', sendLateOrderAlerts: 'YES', sendDelayedOrderAlerts: 'NO' };
    const rows = [rowOf('accounts', { ...good, accountNo: '8800000001' }), rowOf('accounts', { ...good, accountNo: '8800000002', timeZone: 'Mars/Olympus' }), rowOf('accounts', { ...good, accountNo: '8800000001' })];
    const response = await send('accounts', workbook([headersOf('accounts'), ...rows]));
    expect(response.statusCode, response.body).toBe(200);
    const id = json<{ result: { externalId: string } }>(response).result.externalId;
    await app.runJobs();
    expect(await record('accounts', id)).toMatchObject({ uploadStatus: 'COMPLETED', completedRowsCount: 1, rejectedRowsCount: 2 });
    const [made] = await database.db.select().from(accounts).where(eq(accounts.accountNo, '8800000001'));
    expect(made).toMatchObject({ name: 'Uploaded Clinic', facilityId: facility!.externalId, sendLateOrderAlerts: true, sendDelayedOrderAlerts: false });
    const out = sheetRows((await app.inject({ url: `/api/accounts/uploads/${id}`, headers: authed(tokens.get('admin')!) })).rawPayload);
    expect(out[2]!.slice(-2)).toEqual(['REJECTED', MESSAGES.accountTimeZone]);
  });
});

/** Rewrites the sizes a zip declares for its entries (local headers and central directory) to `declared`. */
function lieAboutSizes(zip: Buffer, declared: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x02014b50) out.writeUInt32LE(declared, i + 24);
    else if (sig === 0x04034b50) out.writeUInt32LE(declared, i + 22);
    else if (sig === 0x08074b50) out.writeUInt32LE(declared, i + 12);
  }
  return out;
}

describe('refusals', () => {
  it('answers 400 with the form message without a file part, or without multipart', async () => {
    for (const kind of ['assets', 'locations', 'accounts'] as const) {
      const body = multipart([{ name: 'mustUpdateNotes', content: 'true' }]);
      const response = await app.inject({ method: 'POST', url: `/api/${kind}/upload`, headers: { ...authed(tokens.get('admin')!), ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe({ assets: MESSAGES.assetFileRequired, locations: MESSAGES.locationsFileRequired, accounts: MESSAGES.accountsFileRequired }[kind]);
    }
    const asJson = await app.inject({ method: 'POST', url: '/api/assets/upload', headers: authed(tokens.get('admin')!), payload: { assetsFile: 'x' } });
    expect(asJson.statusCode).toBe(400);
    expect(messageOf(asJson)).toBe(MESSAGES.assetFileRequired);
  });

  it('answers 413 above the size limit', async () => {
    const response = await send('assets', Buffer.alloc(10 * 1024 * 1024 + 1024, 0x41));
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe(formatMessage(MESSAGES.uploadTooLarge, { mb: 10 }));
  });

  it('answers 400 for a file that is not a spreadsheet', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const file of [png, Buffer.from([0, 1, 2, 3, 255, 254, 0, 0, 7, 8])]) {
      const response = await send('assets', file, { filename: 'photo.xlsx' });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.uploadNotSpreadsheet);
    }
  });

  it('refuses zip bombs before unpacking them, within a small amount of memory', async () => {
    const honest = await zeroZip(200 * 1024 * 1024);
    const lying = lieAboutSizes(await zeroZip(300 * 1024 * 1024), 4096);
    const many = await zeroZip(1, 1_200);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      for (const file of [honest, lying, many]) {
        for (const preview of [true, false]) {
          const response = await send('assets', file, { preview });
          expect(response.statusCode).toBe(400);
          expect(messageOf(response)).toBe(MESSAGES.uploadUnreadable);
        }
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`zip bombs: RSS ${Math.round(before / 2 ** 20)} MB before, ${Math.round(peak / 2 ** 20)} MB at most while refusing`);
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('answers 400 for missing headers, no rows and too many rows, and for a CSV without the headers', async () => {
    const missing = await send('assets', workbook([['Serial Number', 'Notes'], ['A1', 'x']]));
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe(formatMessage(MESSAGES.uploadHeaderMissing, { headers: 'Model Code, Account No' }));
    const empty = await send('assets', workbook([headersOf('assets')]));
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe(MESSAGES.uploadNoRows);
    const csv = `${headersOf('accounts').join(',')}\n${Array.from({ length: UPLOAD_MAX_ROWS + 1 }, (_, i) => `${i},x`).join('\n')}\n`;
    const tooMany = await send('accounts', Buffer.from(csv), { filename: 'a.csv' });
    expect(tooMany.statusCode).toBe(400);
    expect(messageOf(tooMany)).toBe(formatMessage(MESSAGES.uploadTooManyRows, { n: UPLOAD_MAX_ROWS }));
    const text = await send('accounts', Buffer.from('hello,world\n1,2\n'), { filename: 'a.csv' });
    expect(text.statusCode).toBe(400);
    expect(messageOf(text)).toContain('missing: Account No');
  });
});

describe('grants and scope', () => {
  it('answers 403 to a user without UPLOAD', async () => {
    const file = workbook([headersOf('assets'), rowOf('assets', { serialNumber: 'X', model: 'Y', account: 'Z' })]);
    expect((await send('assets', file, { who: 'standard' })).statusCode).toBe(403);
    expect((await send('assets', file, { who: 'standard', preview: true })).statusCode).toBe(403);
    expect((await send('locations', file, { who: 'supervisor' })).statusCode).toBe(403);
  });

  it('lists a user their own uploads, privileged users everyone\'s, each kind its own', async () => {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.status, 'ACTIVE')).limit(1);
    const file = workbook([headersOf('assets'), rowOf('assets', { serialNumber: 'SCOPE-1', model: 'NOPE', account: account!.accountNo })]);
    const mine = await send('assets', file, { who: 'supervisor', filename: 'supervisor-file.xlsx' });
    expect(mine.statusCode, mine.body).toBe(200);
    const id = json<{ result: { externalId: string } }>(mine).result.externalId;
    const own = await history('assets', 'supervisor');
    expect(own.items.map((i) => i.externalId)).toEqual([id]);
    const all = await history('assets', 'technician', '&search=supervisor-file');
    expect(all.items.map((i) => i.externalId)).toEqual([id]);
    expect((await history('locations', 'admin')).items.some((i) => i.externalId === id)).toBe(false);
    // Others' result files are not found either.
    await app.runJobs();
    const [adminUpload] = await database.db.select().from(uploads).where(and(eq(uploads.kind, 'assets'), ne(uploads.externalId, id), eq(uploads.uploadStatus, 'COMPLETED'))).limit(1);
    expect((await app.inject({ url: `/api/assets/uploads/${adminUpload!.externalId}`, headers: authed(tokens.get('supervisor')!) })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/assets/uploads/${id}`, headers: authed(tokens.get('supervisor')!) })).statusCode).toBe(200);
  });

  it('sorts the history by last modified, newest first, and shows an upload without user as null', async () => {
    const { items } = await history('assets', 'admin');
    const times = items.map((i) => i.lastModifiedTimestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.some((i) => i.user === null)).toBe(true);
  });
});
