// Asset Utilization Trends end to end (spec 2 §2): the chart drawn with the numbers the API answers the same user
// (Show as table against GET assets/utilization), a legend entry hiding and showing its line, the periods (CUSTOM
// included) changing the window the page asks for, and the asset search form listing an asset's utilization
// records, against the real server and its seeded year of history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ASSET_AVAILABILITIES } from '../packages/api-client/src/contract/index';
import type { AssetDdItem, ProductivityRow, UtilizationSummaryItem } from '../packages/api-client/src/contract/index';
import { labelProblems, labelTexts } from '../packages/ui/src/charts/testing/labelBoxes';
import { pickOption, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PATH = '/reports/asset-utilization-trends';
const CHART = 'Utilization by Category (%)';
const HOUR = 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');
const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
/** How the page names a moment: a day by its UTC day, a finer moment by its local time. */
const label = (at: string) => (/T00:00:00(\.000)?Z$/.test(at) ? at.slice(0, 10) : local(new Date(at)));
const percent = (matching: number, total: number) => (total > 0 ? Math.round((matching / total) * 1000) / 10 : 0);

/** The answer as the table shows it: a row per moment, a column per category present, percentages. */
function expectedRows(items: UtilizationSummaryItem[]): string[][] {
  const moments = [...new Set(items.map((i) => i.summaryDate))].sort();
  const present = ASSET_AVAILABILITIES.filter((c) => items.some((i) => i.utilizationCategory === c));
  return moments.map((at) => {
    const here = items.filter((i) => i.summaryDate === at);
    const total = Math.max(...here.map((i) => i.total));
    return [label(at), ...present.map((c) => String(percent(here.filter((i) => i.utilizationCategory === c).reduce((s, i) => s + i.matching, 0), total)))];
  });
}

function isTrends(request: Request): boolean {
  const url = new URL(request.url());
  return url.pathname === '/api/assets/utilization' && !url.searchParams.has('name');
}

/** Opens the page and answers the window of its first trends request. */
async function open(username: string): Promise<{ page: Page; query: URLSearchParams }> {
  const page = await e2e.pageAs(username, { width: 1600, height: 1000 });
  const request = page.waitForRequest(isTrends);
  await page.goto(PATH);
  return { page, query: new URL((await request).url()).searchParams };
}

async function tableRows(page: Page): Promise<string[][]> {
  const figure = page.getByRole('figure', { name: CHART });
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: CHART });
  await table.waitFor();
  const rows = await table.locator('tbody tr').all();
  const cells = await Promise.all(rows.map((row) => row.locator('th, td').allTextContents()));
  await figure.getByRole('button', { name: 'Show as chart' }).click();
  return cells.map((row) => row.map((cell) => cell.replace(/,/g, '')));
}

async function choosePeriod(page: Page, period: string): Promise<URLSearchParams> {
  const request = page.waitForRequest(isTrends);
  await pickOption(page, 'Period', period);
  return new URL((await request).url()).searchParams;
}

describe('asset utilization trends', () => {
  it('draws the chart with the numbers the API answers the same user, PAST 30 DAYS first', async () => {
    const { page, query } = await open('supervisor');
    await page.getByRole('heading', { level: 1, name: 'Asset Utilization Trends' }).waitFor();
    const start = new Date(`${query.get('startTimestamp')!}Z`).getTime();
    expect(Math.abs(Date.now() - 30 * 24 * HOUR - start)).toBeLessThan(5 * 60_000);
    expect(query.has('endTimestamp')).toBe(false);

    const { status, json } = await e2e.api<{ items: UtilizationSummaryItem[] }>('supervisor', 'GET', `assets/utilization?${query.toString()}`);
    expect(status).toBe(200);
    const expected = expectedRows(json.items);
    const shown = await tableRows(page);
    // Thirty days and the live point (asked again here, a moment later: the same numbers, a later time).
    expect(shown.length).toBeGreaterThanOrEqual(31);
    expect(shown.slice(0, -1)).toEqual(expected.slice(0, -1));
    expect(shown.at(-1)!.slice(1)).toEqual(expected.at(-1)!.slice(1));
    expect(shown.at(-1)![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps the labels apart and inside the chart on a wide screen and a phone, over 30 days and over a year', async () => {
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      const page = await e2e.pageAs('supervisor', viewport);
      await page.goto(PATH);
      const drawing = page.getByRole('figure', { name: CHART }).getByRole('group', { name: CHART });
      await drawing.waitFor();
      expect(await drawing.evaluate(labelProblems), `${viewport.width} px, 30 days`).toEqual([]);
      // The live moment, the latest, is named.
      const moments = (await drawing.evaluate(labelTexts)).filter((text) => /^\d{4}-\d{2}-\d{2}/.test(text));
      expect(moments.at(-1), `${viewport.width} px`).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      await choosePeriod(page, 'PAST YEAR');
      const oldestDay = async () => Date.parse((await drawing.evaluate(labelTexts)).find((text) => /^\d{4}-\d{2}-\d{2}$/.test(text)) ?? '');
      await expect.poll(oldestDay).toBeLessThan(Date.now() - 60 * 24 * HOUR);
      expect(await drawing.evaluate(labelProblems), `${viewport.width} px, a year`).toEqual([]);
    }
  });

  it('hides and shows a line from its legend entry', async () => {
    const { page } = await open('supervisor');
    const figure = page.getByRole('figure', { name: CHART });
    const entry = figure.getByRole('button', { name: 'UTILIZED' });
    // The legend comes with the frame; the lines with the drawing, a moment later.
    await figure.getByRole('group', { name: CHART }).waitFor();
    const marks = figure.locator('svg path');
    const before = await marks.count();
    await entry.click();
    expect(await entry.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => marks.count()).toBeLessThan(before);
    await entry.press('Enter');
    expect(await entry.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => marks.count()).toBe(before);
  });

  it('asks for the window of the chosen period, hourly points under a day, CUSTOM from its pickers', async () => {
    const { page } = await open('supervisor');
    await page.getByRole('figure', { name: CHART }).getByRole('button', { name: 'Show as table' }).waitFor();

    const day = await choosePeriod(page, 'PAST 24 HOURS');
    expect(Math.abs(Date.now() - 24 * HOUR - new Date(`${day.get('startTimestamp')!}Z`).getTime())).toBeLessThan(5 * 60_000);
    // The seed's hourly rows: a point an hour, named by local time.
    await expect.poll(async () => (await tableRows(page)).length).toBeGreaterThanOrEqual(24);
    expect((await tableRows(page))[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00$/);

    const year = await choosePeriod(page, 'PAST YEAR');
    const yearStart = new Date(`${year.get('startTimestamp')!}Z`);
    const aYearAgo = new Date();
    aYearAgo.setUTCFullYear(aYearAgo.getUTCFullYear() - 1);
    expect(Math.abs(aYearAgo.getTime() - yearStart.getTime())).toBeLessThan(5 * 60_000);
    await expect.poll(async () => (await tableRows(page)).length).toBeGreaterThan(300);

    const custom = await choosePeriod(page, 'CUSTOM');
    expect(custom.has('startTimestamp') && custom.has('endTimestamp')).toBe(true);
    const start = page.getByLabel('Start Date/Time', { exact: true });
    const end = page.getByLabel('End Date/Time', { exact: true });
    const asked = page.waitForRequest((r) => isTrends(r) && new URL(r.url()).searchParams.get('endTimestamp') === new Date('2026-11-15T18:00:00').toISOString().slice(0, 19));
    await start.fill('2026-11-01 06:00:00');
    await start.press('Enter');
    await end.fill('2026-11-15 18:00:00');
    await end.press('Enter');
    const window = new URL((await asked).url()).searchParams;
    expect(window.get('startTimestamp')).toBe(new Date('2026-11-01T06:00:00').toISOString().slice(0, 19));
  });

  it('lists an asset\'s utilization records from the asset search form', async () => {
    // An asset of the supervisor's with recorded utilization statuses, as the productivity report lists them.
    const { json: changes } = await e2e.api<{ items: ProductivityRow[] }>('supervisor', 'GET', 'assets/productivity/single?utilizationStatuses=IN%20USE&pageSize=1');
    const serial = changes.items[0]!.serialNumber;
    const { json: found } = await e2e.api<{ items: AssetDdItem[] }>('supervisor', 'GET', `assets/ddlist?search=${encodeURIComponent(serial)}&pageSize=300`);
    const asset = found.items.find((a) => a.serialNumber === serial)!;
    const { json: history } = await e2e.api<{ items: ProductivityRow[] }>('supervisor', 'GET', `assets/productivity/single?externalId=${asset.externalId}&startTimestamp=2000-01-01T00:00:00&pageSize=1000`);
    const records = history.items.filter((r) => r.newUtilizationStatus);
    expect(records.length).toBeGreaterThan(0);

    const { page } = await open('supervisor');
    const form = page.getByRole('form', { name: 'Asset search' });
    // The picker searches by serial number and names an asset by serial number and model.
    await form.getByLabel('Asset', { exact: true }).fill(asset.serialNumber);
    await page.getByRole('option', { name: asset.modelCode ? `${asset.serialNumber} — ${asset.modelCode}` : asset.serialNumber, exact: true }).click();
    const start = form.getByLabel('Start Date/Time (UTC)', { exact: true });
    await start.fill('2000-01-01 00:00:00');
    await start.press('Enter');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/assets/productivity/single');
    await form.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('externalId')).toBe(asset.externalId);
    // The form's times are UTC: what was typed is what is sent.
    expect(query.get('startTimestamp')).toBe('2000-01-01T00:00:00');
    const table = page.getByRole('table', { name: 'Utilization records' });
    // The header row and one row per record (the table draws only the rows in view).
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe(String(records.length + 1));
    const newest = records[0]!;
    await table.getByText(`${newest.startTimestamp!.slice(0, 10)} ${newest.startTimestamp!.slice(11, 19)}`).first().waitFor();

    // Nothing matches a serial number: the spec's message.
    await form.getByRole('button', { name: 'CLEAR', exact: true }).click();
    await expect.poll(() => table.count()).toBe(0);
    await form.getByLabel('Asset', { exact: true }).fill('NO-SUCH-SERIAL-0000');
    await page.getByText('No assets found. Consider changing the search query.').waitFor();
  });
});
