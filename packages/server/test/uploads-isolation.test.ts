/**
 * Uploads are read off the thread that answers requests (uploads/sheetReader.ts): other calls answer at once while
 * hostile workbooks are read; a workbook whose cells unpack to too much is refused before SheetJS builds them; a
 * file that runs its worker out of time or heap is refused and the next one is read; the job reads its stored file
 * in a worker too.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES, UPLOAD_COLUMNS, type UploadKind } from '@equipdesk/api-client/contract';
import { uploads } from '../src/db/schema';
import { DEFAULT_SHEET_READER, SheetReader, readSheet, sheetReader } from '../src/uploads/sheetReader';
import { takeAcceptedSheet } from '../src/uploads/spreadsheet';
import { CELL_MAX_CHARS, checkZip } from '../src/uploads/workbookCheck';
import { createTestDatabase, login, messageOf, testApp, type TestDatabase } from './helpers';
import { assetCsv, hugeCellWorkbook, workbook, sendUpload } from './uploadsFiles';

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

describe('reading uploads off the main thread', () => {
  it('answers other calls at once while workbooks whose one cell unpacks to ~99 MB are read, and refuses those with the clear message', async () => {
    const hostile = await hugeCellWorkbook('assets', 99_600_000);
    expect(hostile.length).toBeLessThan(200 * 1024);
    // A client that calls every 10 ms, each call timed from when it was due: a thread held by a parse delays every
    // call due meanwhile by as long as it is held.
    const delays: number[] = [];
    let reading = true;
    const started = performance.now();
    const client = (async () => {
      for (let n = 0; reading; n++) {
        const due = started + n * 10;
        if (due > performance.now()) await sleep(due - performance.now());
        const answer = await app.inject({ url: '/api/config' });
        expect(answer.statusCode).toBe(200);
        delays.push(performance.now() - due);
      }
    })();
    const answers = await Promise.all([send('assets', hostile, true), send('assets', hostile, false), send('locations', await hugeCellWorkbook('locations', 99_600_000), true)]);
    reading = false;
    await client;
    expect(delays.length).toBeGreaterThan(0);
    // Read on this thread, each such file held it for seconds (20 s on a loaded machine).
    expect(Math.max(...delays)).toBeLessThan(500);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(messageOf(answer)).toBe(MESSAGES.uploadUnreadable);
    }
  });

  it('refuses, before SheetJS builds anything, a cell or shared string over what a cell holds, and cells that show more than the unpacked cap together', async () => {
    // The check runs while the zip is inflated, before the parser (parseSheet calls it first), keeping only counts.
    await expect(checkZip(await hugeCellWorkbook('assets', 99_600_000))).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.uploadUnreadable });
    await expect(checkZip(await hugeCellWorkbook('assets', CELL_MAX_CHARS + 1))).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.uploadUnreadable });
    // 4,000 cells showing one string of 30,000 characters: each within a cell's limit, 120 million characters in all.
    const shown = await hugeCellWorkbook('accounts', 30_000, 4_000);
    expect(shown.length).toBeLessThan(100 * 1024);
    await expect(checkZip(shown)).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.uploadUnreadable });
    const answer = await send('accounts', shown, true);
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toBe(MESSAGES.uploadUnreadable);
    // The same string shown by 100 cells, and a cell of exactly the limit, are read as any workbook.
    const fine = await hugeCellWorkbook('accounts', 30_000, 100);
    await expect(checkZip(fine)).resolves.toBeUndefined();
    const sheet = await readSheet('accounts', fine);
    expect(sheet.rows).toHaveLength(100);
    expect(sheet.rows[99]!.values.accountNo).toHaveLength(30_000);
    await expect(checkZip(await hugeCellWorkbook('assets', CELL_MAX_CHARS))).resolves.toBeUndefined();
  });

  it('refuses a file that runs its worker out of time or of heap as unreadable, and reads the next file with a new worker', async () => {
    const options = { ...DEFAULT_SHEET_READER, threads: 1, timeoutMs: 1 };
    const reader = new SheetReader(options);
    const csv = assetCsv(50_000, ['MODEL-1'], ['1001']);
    try {
      await expect(reader.read('assets', csv)).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.uploadUnreadable });
      options.timeoutMs = 120_000;
      // Enough heap to start a worker, not to hold 50,000 rows.
      options.heapMb = 40;
      await expect(reader.read('assets', csv)).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.uploadUnreadable });
      options.heapMb = DEFAULT_SHEET_READER.heapMb;
      const sheet = await reader.read('assets', csv);
      expect(sheet.rows).toHaveLength(50_000);
      expect(sheet.rows[49_999]!.values).toEqual({ serialNumber: 'CSV-049999', model: 'MODEL-1', account: '1001', notes: 'row 49999' });
      expect(reader.reads).toBe(3);
    } finally {
      await reader.close();
    }
  });

  it('reads the stored file in a worker when the job runs without the sheet the upload kept', async () => {
    const headers = UPLOAD_COLUMNS.accounts.map((c) => c.header);
    const file = workbook([headers, ['not-a-number', 'Isolation Test Account']]);
    const accepted = await send('accounts', file, false);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const id = (accepted.json() as { result: { externalId: string } }).result.externalId;
    // As a job run by another process, or after a restart: the sheet the POST read is not here.
    expect(takeAcceptedSheet(id)).toBeDefined();
    const before = sheetReader.reads;
    await app.runJobs();
    expect(sheetReader.reads).toBe(before + 1);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.externalId, id));
    expect(row).toMatchObject({ uploadStatus: 'COMPLETED', availableRowsCount: 1, rejectedRowsCount: 1 });
  });
});
