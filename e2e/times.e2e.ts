// Every time a screen shows is its stored instant in the browser's own zone (`YYYY-MM-DD HH:mm:ss`, DESIGN.md), in
// zones either side of UTC (New York, Kolkata with its half hour): an order completed just now in the orders list and
// its fulfilment details (Delivered On), an asset's Last Scanned Time and its changes history, a visit's start and end.
// A day (an asset's purchase and PM dates) is the same day in every zone: in the list, the form, the history, the export.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Asset, ListResponse, Order, OrderCompletionItem, ProductivityRow, VisitDefinition } from '../packages/api-client/src/contract/index';
import { csvCells, signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** An instant as the console shows it in `zone`, read by Intl (not by the console's own code). */
function shownIn(iso: string, zone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

async function pageIn(browser: Browser, zone: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2e.baseUrl, timezoneId: zone });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1800, height: 1000 });
  await signIn(page, 'admin');
  // Chromium names Kolkata by its older alias.
  expect([zone, 'Asia/Calcutta']).toContain(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  return page;
}

const api = <T,>(method: string, path: string, body?: unknown) => e2e.api<T>('admin', method, path, body);
const items = async <T,>(path: string) => (await api<ListResponse<T>>('GET', path)).json.items;

async function search(page: Page, path: string, table: string, text: string) {
  await page.goto(path);
  await page.getByRole('table', { name: table }).waitFor();
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await row.waitFor();
  return row;
}

/** An order placed with a serial number, assigned and completed through the API: its item is recorded as delivered. */
async function completedOrder(serialNo: string): Promise<Order> {
  const locations = await items<{ externalId: string; account: string; status?: string }>('locations/ddlist');
  const location = locations.find((l) => !l.status || l.status === 'ACTIVE')!;
  const model = (await items<{ externalId: string }>('models/ddlist'))[0]!;
  const technician = (await items<{ externalId: string; username: string }>('users/assignables?flavor=LITE')).find((u) => u.username === 'technician')!;
  const placed = await api<{ result: Order }>('PUT', 'orders', {
    account: location.account,
    deliverTo: 'Nurse Zone',
    deliveryLocation: location.externalId,
    type: 'STANDARD',
    nature: 'DELIVERY',
    completionMinutes: 0,
    items: [{ model: model.externalId, quantity: 1, serialNo }],
  });
  expect(placed.status).toBe(200);
  const id = placed.json.result.externalId;
  expect((await api('POST', `orders/${id}/assign/${technician.externalId}`)).status).toBe(200);
  expect((await api('POST', `orders/${id}/complete`)).status).toBe(200);
  return (await items<Order>(`orders?search=${placed.json.result.orderNumber}`))[0]!;
}

describe.each(['America/New_York', 'Asia/Kolkata'])('times shown in %s', (zone) => {
  it("shows an order's created, promised and delivered times as their instants", async () => {
    const order = await completedOrder(`SN-TZ-${zone.replace(/\W/g, '')}`);
    const page = await pageIn(e2e.browser, zone);
    const row = await search(page, '/orders', 'Orders', order.orderNumber);
    await row.getByText(shownIn(order.createdTimestamp, zone)).waitFor();
    await row.getByText(shownIn(order.promisedTime!, zone)).waitFor();

    const completion = await items<OrderCompletionItem>(`orders/${order.externalId}/completion`);
    expect(completion[0]!.associatedOn).toBe(order.completedTimestamp);
    await page.getByRole('button', { name: `Order actions for order ${order.orderNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Fulfilment Details' }).click();
    const delivered = page.getByRole('table', { name: 'Delivered items' });
    const cells = await delivered.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells.at(-1)).toBe(shownIn(order.completedTimestamp!, zone));
  });

  it("shows an asset's last scan and its changes history at their instants", async () => {
    const asset = (await items<Asset>('assets?pageSize=200')).find((a) => a.lastScannedTimestamp)!;
    const page = await pageIn(e2e.browser, zone);
    const row = await search(page, '/assets', 'Assets', asset.serialNumber);
    await row.getByText(shownIn(asset.lastScannedTimestamp!, zone)).waitFor();

    const changes = await items<ProductivityRow>(`assets/productivity/single?externalId=${asset.externalId}`);
    await page.getByRole('button', { name: `History of asset ${asset.serialNumber}` }).click();
    const history = page.getByRole('table', { name: `Changes of asset ${asset.serialNumber}` });
    await history.waitFor();
    const shown = await history.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('td')?.textContent ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(changes.slice(0, shown.length).map((c) => (c.startTimestamp ? shownIn(c.startTimestamp, zone) : '')));
  });

  it("shows a visit's start and end at their instants", async () => {
    const visit = (await items<VisitDefinition>('visits?pageSize=100')).find((v) => v.startTimestamp && v.endTimestamp)!;
    const page = await pageIn(e2e.browser, zone);
    const row = await search(page, '/visits', 'Manage Visits', visit.name);
    await row.getByText(shownIn(visit.startTimestamp!, zone)).waitFor();
    await row.getByText(shownIn(visit.endTimestamp!, zone)).waitFor();
  });
});

/** An asset of its own bought on a day (stored as its UTC midnight), with no PM date yet. */
async function assetBoughtOn(serialNumber: string, purchaseDate: string): Promise<Asset> {
  const model = (await items<{ externalId: string }>('models/ddlist'))[0]!;
  const account = (await items<{ externalId: string; status?: string }>('accounts/ddlist')).find((a) => !a.status || a.status === 'ACTIVE')!;
  const saved = await api<{ result: Asset }>('PUT', 'assets', { serialNumber, model: model.externalId, account: account.externalId, purchaseDate });
  expect(saved.status).toBe(200);
  expect(saved.json.result).toMatchObject({ purchaseDate: `${purchaseDate}T00:00:00.000Z`, preventiveMaintainenceDate: null });
  return saved.json.result;
}

describe.each(['America/New_York', 'Asia/Kolkata'])('days shown in %s', (zone) => {
  it("shows an asset's purchase and PM dates as their days in the list, the form, the history and the export, and saves a typed day as that day", async () => {
    const serial = `SN-DAY-${zone.replace(/\W/g, '')}`;
    const asset = await assetBoughtOn(serial, '2025-03-05');
    const page = await pageIn(e2e.browser, zone);
    await page.goto('/assets');
    const table = page.getByRole('table', { name: 'Assets' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    for (const name of ['Purchase Date', 'PM Date']) await page.getByRole('checkbox', { name, exact: true }).check();
    await page.keyboard.press('Escape');

    // The search names one asset: its row shows, and its form opens (scan-style search).
    const box = page.getByRole('searchbox');
    await box.fill(serial);
    await box.press('Enter');
    const form = page.getByRole('form', { name: `Edit Asset ${serial}` });
    await form.waitFor();
    const cells = async () => {
      const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
      const row = (await table.getByRole('row').filter({ hasText: serial }).first().getByRole('cell').allTextContents()).map((c) => c.trim());
      return { purchase: row[headers.indexOf('Purchase Date')], pm: row[headers.indexOf('PM Date')] };
    };
    expect(await cells()).toEqual({ purchase: '2025-03-05', pm: '' });
    expect(await form.getByLabel('Purchase Date', { exact: true }).inputValue()).toBe('2025-03-05');

    // A day typed into the empty picker is saved as that day (its UTC midnight), and shown as it.
    const pm = form.getByLabel('PM Date', { exact: true });
    await pm.fill('2026-08-20');
    await pm.press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const [saved] = await items<Asset>(`assets?search=${serial}`);
    expect(saved).toMatchObject({ externalId: asset.externalId, purchaseDate: '2025-03-05T00:00:00.000Z', preventiveMaintainenceDate: '2026-08-20T00:00:00.000Z' });
    await expect.poll(cells).toEqual({ purchase: '2025-03-05', pm: '2026-08-20' });

    await page.getByRole('button', { name: `History of asset ${serial}` }).click();
    const history = page.getByRole('table', { name: `Changes of asset ${serial}` });
    await history.getByText('PM Date: 2026-08-20', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const [header, line] = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    const columns = csvCells(header!);
    const values = csvCells(line!);
    expect([values[columns.indexOf('Purchase Date')], values[columns.indexOf('PM Date')]]).toEqual(['2025-03-05', '2026-08-20']);
  });
});

describe('exports from a browser in another zone', () => {
  it('writes the times of a list export in the browser zone', async () => {
    const page = await pageIn(e2e.browser, 'Asia/Kolkata');
    await page.goto('/orders');
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const header = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header).toMatch(/Created Time \(Asia\/(Kolkata|Calcutta)\),/);
  });
});
