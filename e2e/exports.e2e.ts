// Export requests end to end: a productivity request issued from the form (its toast, its generated name), seen
// ongoing, then completed by the server's job worker without a reload (the change notices refetch the list), its
// workbook downloaded and read with SheetJS (the rows the report counts for the same filters), its Last Accessed set;
// and a utilization request with an additional field, against the real server in Chromium.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { MESSAGES } from '../packages/api-client/src/contract/index';
import type { FacilityDdItem } from '../packages/api-client/src/contract/index';
import { pickOption, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Waits for a job the server's worker runs every second, and for the change notice that refetches the list. */
const JOB_TIMEOUT_MS = 30_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function requestRow(page: Page, table: 'Past Requests' | 'Ongoing Request(s)', name: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(`^${escape(name)}, `) });
}

async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
}

async function rowsOf(file: Download): Promise<string[][]> {
  const book = XLSX.read(await readFile(await file.path()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/** Chooses an option of a multi-select and closes its menu (it stays open for more choices). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await pickOption(scope, label, option);
  await page.keyboard.press('Escape');
}

/** Issues the form's request and answers the generated name it showed. */
async function issue(page: Page, formName: string): Promise<string> {
  const form = page.getByRole('form', { name: formName });
  const name = (await form.getByText(/^(Productivity|Utilization): /).textContent())!.trim();
  await form.getByRole('button', { name: 'Issue Export Request' }).click();
  await toast(page, MESSAGES.exportRequestedTitle);
  await toast(page, new RegExp(`${escape(MESSAGES.exportRequested)}: request [0-9a-f-]{36} is REQUESTED\\.`));
  return name;
}

/** From Ongoing Request(s), where the issued request shows at once, to Past Requests once the job completed it. */
async function waitForCompletion(page: Page, name: string): Promise<Locator> {
  await expect.poll(async () => (await page.getByRole('tab', { name: /^Ongoing Request\(s\)/ }).getAttribute('aria-selected')) ?? '').toBe('true');
  const ongoing = requestRow(page, 'Ongoing Request(s)', name);
  const past = requestRow(page, 'Past Requests', name);
  // It may already be done by the time the list is read: then it is in Past Requests only.
  await page.getByRole('table', { name: 'Ongoing Request(s)' }).waitFor();
  await ongoing.or(page.getByText('No export requests.')).first().waitFor();
  await ongoing.waitFor({ state: 'detached', timeout: JOB_TIMEOUT_MS });
  await page.getByRole('tab', { name: 'Past Requests' }).click();
  await past.waitFor({ timeout: JOB_TIMEOUT_MS });
  return past;
}

describe('export requests', () => {
  it('issues a productivity request, sees it complete, downloads its workbook and sees the last access', async () => {
    const facilities = (await e2e.api<{ items: FacilityDdItem[] }>('admin', 'GET', 'facilities/ddlist')).json.items;
    const facility = facilities[0]!;
    const page = await e2e.pageAs('admin', { width: 1800, height: 1000 });
    await page.goto('/assets/productivity');
    await page.getByRole('heading', { level: 1, name: 'Productivity Details' }).waitFor();
    const form = page.getByRole('form', { name: 'New Productivity Export Request' });
    await choose(page, form, 'Facilities', facility.name);
    await choose(page, form, 'Change Types', 'Updated');
    const note = `e2e ${Date.now()}`;
    await form.getByLabel('Brief Note').fill(note);
    const name = await issue(page, 'New Productivity Export Request');
    expect(name).toBe(`Productivity: Facilities ${facility.name}; Change Types Updated; Note ${note}`);

    const row = await waitForCompletion(page, name);
    const cells = await cellsOf(row);
    // Name, Initiated On, Completed On, Last Accessed, Request Status, Actions.
    expect(cells[0]).toBe(name);
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[3]).toBe('');
    expect(cells[4]).toBe('COMPLETED');

    await row.getByRole('button', { name: /^View Log of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Finished: [\d,]+ rows written/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${name}` }).click()]);
    expect(file.suggestedFilename()).toMatch(/^productivity-.*\.xlsx$/);
    const rows = await rowsOf(file);
    expect(rows[0]).toContain('Serial Number');
    const report = await e2e.api<{ count: number }>('admin', 'GET', `assets/productivity/single?facilities=${facility.externalId}&types=UPDATED&pageSize=1`);
    expect(rows.length - 1).toBe(report.json.count);
    for (const data of rows.slice(1)) expect(data[rows[0]!.indexOf('Change Status')]).toBe('UPDATED');

    await expect.poll(async () => (await cellsOf(requestRow(page, 'Past Requests', name)))[3], { timeout: JOB_TIMEOUT_MS }).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('issues a utilization request with an additional field, and its workbook carries that column', async () => {
    const page = await e2e.pageAs('admin', { width: 1800, height: 1000 });
    await page.goto('/assets/utilization');
    await page.getByRole('heading', { level: 1, name: 'Utilization Export Requests' }).waitFor();
    const form = page.getByRole('form', { name: 'New Utilization Export Request' });
    await choose(page, form, 'Additional Fields', 'Identifier');
    await form.getByLabel('Brief Note').fill(`utilization e2e ${Date.now()}`);
    const name = await issue(page, 'New Utilization Export Request');
    const row = await waitForCompletion(page, name);
    const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${name}` }).click()]);
    const rows = await rowsOf(file);
    expect(rows[0]).toEqual(['Date', 'Facility', 'Account', 'Model', 'Service Type', 'Business Type', 'Utilization Status', 'Utilization Category', 'Matching', 'Total', 'Utilization %', 'Identifier']);
    expect(rows.length).toBeGreaterThan(1);
  });
});
