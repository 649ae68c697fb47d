// Spreadsheet uploads end to end: each form's required-file message, the asset template downloaded and filled with
// SheetJS (valid rows, a repeated row, a bad RFID value, an unknown model), previewed with its counts and reasons,
// uploaded, processed by the server's job worker while the open history shows it, the history's counters, the result
// file's outcomes, and the reset options honoured on an existing asset, against the real server.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { MESSAGES, UPLOAD_COLUMNS, formatMessage } from '../packages/api-client/src/contract/index';
import type { AccountDdItem, Asset, ModelDdItem, PicklistGroups } from '../packages/api-client/src/contract/index';
import { DEMO_PASSWORD, pickOption, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });
const items = async <T,>(path: string, username = 'admin') => (await e2e.api<{ items: T[] }>(username, 'GET', path)).json.items;

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

async function workbookOf(file: Download): Promise<XLSX.WorkBook> {
  return XLSX.read(await readFile(await file.path()), { type: 'buffer' });
}

/** The rows of a workbook's first sheet as arrays of cell texts. */
function rowsOf(workbook: XLSX.WorkBook): string[][] {
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

/** A workbook of one sheet: the header row and the data rows, as the upload takes it. */
function workbookFile(name: string, rows: string[][]) {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Assets');
  return { name, mimeType: XLSX_TYPE, buffer: XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer };
}

/** A data row under `header`: the given cells by header, the others empty. */
function rowOf(header: readonly string[], cells: Readonly<Record<string, string>>): string[] {
  return header.map((h) => cells[h] ?? '');
}

/** The history's row of one upload (its file name is unique to the test). */
function historyRow(page: Page, title: string, fileName: string): Locator {
  return page.getByRole('table', { name: title }).getByRole('row', { name: `upload ${fileName}` });
}

/** The row's cells after File: status, available, processed, completed, (partial,) failed, rejected. */
async function countersOf(row: Locator, fileName: string, cellsAfterFile: number): Promise<string[]> {
  const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
  const at = cells.indexOf(fileName);
  return cells.slice(at + 1, at + 1 + cellsAfterFile);
}

async function choose(page: Page, file: ReturnType<typeof workbookFile>) {
  await page.getByLabel('Spreadsheet File').setInputFiles(file);
  await page.getByRole('heading', { name: `Preview of ${file.name}` }).waitFor();
}

/** The preview's counts: rows, to create, to update, to reject. */
async function previewCounts(page: Page): Promise<string[]> {
  return (await page.getByLabel('Rows of the file').locator('dd').allTextContents()).map((t) => t.trim());
}

/** Uploads the chosen file and waits, in the open history, until the job has processed it. */
async function uploadAndWait(page: Page, fileName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.waitForURL('**/assets/uploads');
  const row = historyRow(page, 'Asset Upload History', fileName);
  await row.waitFor();
  // No reload: the change notices refetch the history as the job commits.
  await expect.poll(async () => (await countersOf(row, fileName, 1))[0], { timeout: 30_000, interval: 250 }).toBe('COMPLETED');
  return row;
}

/** An active model and account, and an active asset of both: what the asset rows are made of. */
async function assetParts() {
  const models = (await items<ModelDdItem>('models/ddlist')).filter((m) => !m.status || m.status === 'ACTIVE');
  const accounts = (await items<AccountDdItem>('accounts/ddlist')).filter((a) => !a.status || a.status === 'ACTIVE');
  const existing = (await items<Asset>('assets?pageSize=200&statuses=ACTIVE')).find(
    (a) => models.some((m) => m.externalId === a.model.externalId) && accounts.some((c) => c.externalId === a.account.externalId),
  )!;
  return { model: models[0]!, accountNo: existing.account.accountNo, existing };
}

/** Uploads a file through the API as a demo user at another desk (multipart, as the console sends it). */
async function uploadElsewhere(username: string, kind: 'locations', file: ReturnType<typeof workbookFile>): Promise<number> {
  const login = await fetch(`${e2e.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const body = new FormData();
  body.append('locationsFile', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const answer = await fetch(`${e2e.baseUrl}/api/${kind}/upload`, { method: 'POST', headers: { 'X-Auth-Token': token }, body });
  return answer.status;
}

describe('uploads', () => {
  it.each([
    ['/assets/upload', 'Upload Assets', MESSAGES.assetFileRequired],
    ['/locations/upload', 'Upload Locations', MESSAGES.locationsFileRequired],
    ['/accounts/upload', 'Upload Accounts', MESSAGES.accountsFileRequired],
  ])('%s asks for its file before anything is sent', async (path, title, message) => {
    const page = await as('admin');
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/upload(\/preview)?$/.test(new URL(request.url()).pathname)) sent++;
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, message);
    expect(sent).toBe(0);
    await page.close();
  });

  it('takes the asset template filled in: preview, upload, processing, the history counters and the result file', async () => {
    const page = await as('admin');
    await page.goto('/assets/upload');
    const template = await downloaded(page, () => page.getByRole('button', { name: 'Download Excel Template' }).click());
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const header = rowsOf(await workbookOf(template))[0]!;
    expect(header).toEqual(UPLOAD_COLUMNS.assets.map((c) => c.header));

    const { model, accountNo } = await assetParts();
    const stamp = Date.now().toString(36).toUpperCase();
    const serial = (n: number) => `E2E-${stamp}-${n}`;
    const base = { 'Model Code': model.modelCode, 'Account No': accountNo };
    const fileName = `assets-${stamp}.xlsx`;
    const file = workbookFile(fileName, [
      header,
      rowOf(header, { ...base, 'Serial Number': serial(1), Notes: 'First of the e2e upload' }),
      rowOf(header, { ...base, 'Serial Number': serial(2) }),
      // The same serial number and model as row 2.
      rowOf(header, { ...base, 'Serial Number': serial(1) }),
      rowOf(header, { ...base, 'Serial Number': serial(3), 'RFID Tags': 'E2801160SHORT' }),
      rowOf(header, { ...base, 'Serial Number': serial(4), 'Model Code': `NOPE-${stamp}` }),
    ]);
    await choose(page, file);
    expect(await previewCounts(page)).toEqual(['5', '2', '0', '3']);
    const preview = page.getByRole('table', { name: `What each row of ${fileName} would do` });
    const previewRows = (await preview.getByRole('row').allTextContents()).slice(1);
    // Rejected rows first, each with its reason, then the rows to create.
    expect(previewRows.slice(0, 3).every((text) => text.includes('REJECT'))).toBe(true);
    expect(previewRows.join('\n')).toContain(MESSAGES.rfidLength);
    expect(previewRows.join('\n')).toContain(formatMessage(MESSAGES.uploadModelUnknown, { code: `NOPE-${stamp}` }));
    expect(previewRows.join('\n')).toMatch(/row 2 of this file/);
    expect(previewRows.slice(3).map((text) => text.includes('CREATE'))).toEqual([true, true]);
    // Nothing is written by the preview.
    expect(await items<Asset>(`assets?search=${serial(1)}`)).toEqual([]);

    const row = await uploadAndWait(page, fileName);
    // Status, available, processed, completed, partial, failed, rejected.
    expect(await countersOf(row, fileName, 7)).toEqual(['COMPLETED', '5', '5', '2', '0', '0', '3']);
    await expect.poll(async () => (await items<Asset>(`assets?search=E2E-${stamp}`)).map((a) => a.serialNumber).sort()).toEqual([serial(1), serial(2)]);

    const result = await downloaded(page, () => row.getByRole('button', { name: `Download results of upload ${fileName}` }).click());
    const resultRows = rowsOf(await workbookOf(result));
    const outcomeAt = resultRows[0]!.indexOf('Outcome');
    const messageAt = resultRows[0]!.indexOf('Message');
    expect(outcomeAt).toBeGreaterThan(0);
    expect(resultRows.slice(1).map((r) => r[outcomeAt])).toEqual(['CREATED', 'CREATED', 'REJECTED', 'REJECTED', 'REJECTED']);
    expect(resultRows[4]![messageAt]).toBe(MESSAGES.rfidLength);
    await page.close();
  });

  it('updates an existing asset only in the fields whose reset option is chosen', async () => {
    const before = (await assetParts()).existing;
    const page = await as('admin');
    const stamp = Date.now().toString(36).toUpperCase();
    const notes = `Reset by upload ${stamp}`;
    const header = UPLOAD_COLUMNS.assets.map((c) => c.header);
    const cells = { 'Serial Number': before.serialNumber, 'Model Code': before.model.modelCode, 'Account No': before.account.accountNo, Notes: notes };
    const notesOf = async () => (await items<Asset>(`assets?search=${encodeURIComponent(before.serialNumber)}&statuses=ACTIVE`)).find((a) => a.externalId === before.externalId)?.notes ?? null;

    // Without the option the row updates the asset but leaves its notes.
    await page.goto('/assets/upload');
    const first = workbookFile(`keep-notes-${stamp}.xlsx`, [header, rowOf(header, cells)]);
    await choose(page, first);
    expect(await previewCounts(page)).toEqual(['1', '0', '1', '0']);
    const kept = await uploadAndWait(page, first.name);
    expect(await countersOf(kept, first.name, 7)).toEqual(['COMPLETED', '1', '1', '1', '0', '0', '0']);
    expect(await notesOf()).toBe(before.notes);

    // With Notes among the reset options the same row sets them.
    await page.goto('/assets/upload');
    await page.getByRole('button', { name: 'Show Reset Options' }).click();
    await pickOption(page, 'Reset Options', 'Notes');
    await page.keyboard.press('Escape');
    const second = workbookFile(`reset-notes-${stamp}.xlsx`, [header, rowOf(header, cells)]);
    await choose(page, second);
    await uploadAndWait(page, second.name);
    await expect.poll(notesOf).toBe(notes);
    await page.close();
  });

  it('shows an upload made elsewhere in an open history, its counters moving to the end without a reload', async () => {
    const page = await as('admin');
    await page.goto('/locations/uploads');
    await page.getByRole('table', { name: 'Location Upload History' }).getByRole('row').nth(1).waitFor();
    await page.evaluate(() => Object.assign(window, { equipdeskNotReloaded: true }));
    const picklists = (await e2e.api<{ result: PicklistGroups }>('admin', 'GET', 'picklist-values/all')).json.result;
    const { accountNo } = await assetParts();
    const stamp = Date.now().toString(36).toUpperCase();
    const header = UPLOAD_COLUMNS.locations.map((c) => c.header);
    const cells = { 'Account No': accountNo, Type: picklists.LocationType[0]!.value, 'Utilization Status': picklists.UtilizationStatus[0]!.value };
    const file = workbookFile(`locations-${stamp}.xlsx`, [
      header,
      rowOf(header, { ...cells, Name: `E2E Room ${stamp}` }),
      rowOf(header, { ...cells, Name: `E2E Room ${stamp} B`, 'Account No': '0000000000' }),
    ]);
    expect(await uploadElsewhere('admin', 'locations', file)).toBe(200);
    const row = historyRow(page, 'Location Upload History', file.name);
    await row.waitFor({ timeout: 15_000 });
    // Status, available, processed, completed, failed, rejected: locations have no Partial column.
    await expect.poll(() => countersOf(row, file.name, 6), { timeout: 30_000, interval: 250 }).toEqual(['COMPLETED', '2', '2', '1', '0', '1']);
    expect(await page.evaluate(() => (window as unknown as { equipdeskNotReloaded?: boolean }).equipdeskNotReloaded)).toBe(true);
    const result = await downloaded(page, () => row.getByRole('button', { name: `Download results of upload ${file.name}` }).click());
    const rows = rowsOf(await workbookOf(result));
    const outcomeAt = rows[0]!.indexOf('Outcome');
    expect(rows.slice(1).map((r) => r[outcomeAt])).toEqual(['CREATED', 'REJECTED']);
    expect(rows[2]![rows[0]!.indexOf('Message')]).toBe(formatMessage(MESSAGES.uploadAccountUnknown, { code: '0000000000' }));
    await page.close();
  });
});
