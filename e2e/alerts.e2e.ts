// The alert listings end to end: Order, PM and PAR alerts derived from the demo data, each with its Status (unresolved
// by default), Facility and Account filters against the API's own counts, a PAR alert's violated entries, and a late
// order raising its alert (its promised time passed, the account sending late alerts) that resolves once the order
// is completed, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '../packages/api-client/src/contract/index';
import { pickOption, showing, startE2E, type E2E } from './support';
import type { AccountDdItem } from '../packages/api-client/src/contract/index';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // The server derives at start and every 30 s; the tests read what a finished run left.
  await e2e.server.app.deriveAlerts();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });
const api = <T,>(username: string, method: string, path: string, body?: unknown) => e2e.api<T>(username, method, path, body);

type Kind = 'orders' | 'pm' | 'par';
interface AlertItem {
  externalId: string;
  alertStatus: string;
  message: string;
  account: string;
  accountExternalId: string;
  order?: { orderNumber: string };
  location?: string;
}
type AccountDd = AccountDdItem;
interface FacilityDd {
  externalId: string;
  name: string;
}

const UNRESOLVED = ['OPEN', 'ACKNOWLEDGED'];

async function flux(kind: Kind, body: Record<string, unknown> = {}, username = 'admin') {
  const answer = await api<{ count: number; items: AlertItem[] }>(username, 'POST', `alerts/${kind}/flux`, { pageIndex: 0, pageSize: 50, statuses: UNRESOLVED, ...body });
  expect(answer.status).toBe(200);
  return answer.json;
}

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('table', { name: title }).getByRole('row').nth(1).waitFor();
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

describe('the alert listings', () => {
  it.each<[Kind, string, string]>([
    ['orders', '/alerts/orders', 'Order Alerts'],
    ['pm', '/alerts/pm', 'PM Alerts'],
    ['par', '/alerts/par', 'PAR Alerts'],
  ])('%s: the unresolved alerts derived from the data, filtered by status, facility and account', async (kind, path, title) => {
    const unresolved = await flux(kind);
    expect(unresolved.count).toBeGreaterThan(0);
    const page = await as('admin');
    await open(page, path, title);
    expect((await showing(page)).total).toBe(unresolved.count);
    await page.getByRole('button', { name: 'Remove filter Status: OPEN' }).waitFor();
    await page.getByRole('button', { name: 'Remove filter Status: ACKNOWLEDGED' }).waitFor();

    // Every status: the count of all of them.
    await page.getByRole('button', { name: 'Remove filter Status: OPEN' }).click();
    await page.getByRole('button', { name: 'Remove filter Status: ACKNOWLEDGED' }).click();
    const every = await flux(kind, { statuses: ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] });
    await expect.poll(async () => (await showing(page)).total).toBe(every.count);

    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption(page, 'Status', 'OPEN');
    const onlyOpen = await flux(kind, { statuses: ['OPEN'] });
    await expect.poll(async () => (await showing(page)).total).toBe(onlyOpen.count);

    const accounts = (await api<{ items: AccountDd[] }>('admin', 'GET', 'accounts/ddlist')).json.items;
    const account = accounts.find((a) => a.externalId === onlyOpen.items[0]!.accountExternalId)!;
    const facility = (await api<{ items: FacilityDd[] }>('admin', 'GET', 'facilities/ddlist')).json.items.find((f) => f.externalId === account.facility)!;
    await pickOption(page, 'Facility', facility.name);
    const ofFacility = await flux(kind, { statuses: ['OPEN'], facilities: [facility.externalId] });
    await expect.poll(async () => (await showing(page)).total).toBe(ofFacility.count);
    await pickOption(page, 'Account', `${account.name} (${account.accountNo})`);
    const ofAccount = await flux(kind, { statuses: ['OPEN'], facilities: [facility.externalId], accounts: [account.externalId] });
    expect(ofAccount.count).toBeGreaterThan(0);
    await expect.poll(async () => (await showing(page)).total).toBe(ofAccount.count);
    // The rows shown (the table renders those in view) are all the account's.
    const rows = page.getByRole('table', { name: title }).getByRole('row', { name: /alert/ });
    for (const text of await rows.allTextContents()) expect(text).toContain(account.name);
    await page.close();
  });

  it('shows a PAR alert\'s violated entries, each outside its minimum and maximum', async () => {
    // A scoped user: an alert of their accounts.
    const [alert] = (await flux('par', {}, 'supervisor')).items;
    const page = await as('supervisor');
    await open(page, '/alerts/par', 'PAR Alerts');
    await searchFor(page, alert!.location!);
    await page.getByRole('button', { name: new RegExp(`^Par entries of ${alert!.location}:`) }).first().click();
    const dialog = page.getByRole('dialog', { name: `Par Violations: ${alert!.location}` });
    await dialog.waitFor();
    const body = dialog.getByRole('table', { name: `Par violations at ${alert!.location}` }).locator('tbody tr');
    expect(await body.count()).toBeGreaterThan(0);
    for (const row of await body.all()) {
      const [, , min, max, stock, state] = (await row.locator('td').allTextContents()).map((t) => t.trim());
      const n = Number(stock);
      expect(n < Number(min) || n > Number(max)).toBe(true);
      expect(state).toBe(n < Number(min) ? 'Short' : 'Over');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('leads from each alert to its record: the order, the asset, the location', async () => {
    const page = await as('supervisor');
    const [orderAlert] = (await flux('orders', {}, 'supervisor')).items;
    await open(page, '/alerts/orders', 'Order Alerts');
    await searchFor(page, orderAlert!.order!.orderNumber);
    await page.getByRole('table', { name: 'Order Alerts' }).getByRole('link', { name: orderAlert!.order!.orderNumber }).click();
    await page.waitForURL(`**/orders?search=${orderAlert!.order!.orderNumber}`);
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('row', { name: `order ${orderAlert!.order!.orderNumber}` }).waitFor();
    expect((await showing(page)).total).toBe(1);

    const [pmAlert] = (await api<{ items: { asset: { serialNumber: string } }[] }>('supervisor', 'POST', 'alerts/pm/flux', { pageIndex: 0, pageSize: 1, statuses: UNRESOLVED })).json.items;
    await open(page, '/alerts/pm', 'PM Alerts');
    await searchFor(page, pmAlert!.asset.serialNumber);
    await page.getByRole('table', { name: 'PM Alerts' }).getByRole('link', { name: pmAlert!.asset.serialNumber }).click();
    await page.waitForURL(`**/assets?search=${pmAlert!.asset.serialNumber}`);
    await page.getByRole('table', { name: 'Assets' }).getByText(pmAlert!.asset.serialNumber, { exact: true }).first().waitFor();

    const [parAlert] = (await flux('par', {}, 'supervisor')).items;
    await open(page, '/alerts/par', 'PAR Alerts');
    await searchFor(page, parAlert!.location!);
    await page.getByRole('table', { name: 'PAR Alerts' }).getByRole('link', { name: parAlert!.location! }).first().click();
    await page.waitForURL('**/locations/*');
    // The location's own page: its form open on it (the supervisor's DETAILS: read-only).
    await page.getByRole('heading', { name: new RegExp(`Location ${parAlert!.location}$`) }).waitFor();
    await page.close();
  });

  it('is refused to a role without the listings', async () => {
    const page = await as('standard');
    await page.goto('/alerts/orders');
    await page.getByText(MESSAGES.noPrivilege).first().waitFor();
    expect(await page.getByRole('table', { name: 'Order Alerts' }).count()).toBe(0);
    await page.close();
  });
});

describe('a late order', () => {
  it('raises an order alert once its promised time passed, and the alert resolves when the order is completed', async () => {
    // The driver under Drizzle (PGlite here, node-postgres on PostgreSQL): both answer query(text, params).
    const db = (e2e.server.app.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
    const accounts = (await api<{ items: AccountDd[] }>('admin', 'GET', 'accounts/ddlist')).json.items;
    const locations = (await api<{ items: { externalId: string; account: string; status?: string }[] }>('admin', 'GET', 'locations/ddlist')).json.items;
    const account = accounts.find((a) => locations.some((l) => l.account === a.externalId && (!l.status || l.status === 'ACTIVE')))!;
    const location = locations.find((l) => l.account === account.externalId)!;
    const model = (await api<{ items: { externalId: string }[] }>('admin', 'GET', 'models/ddlist')).json.items[0]!;
    const placed = await api<{ result: { externalId: string; orderNumber: string } }>('admin', 'PUT', 'orders', {
      account: account.externalId,
      deliverTo: 'Nurse Late',
      deliveryLocation: location.externalId,
      type: 'STAT',
      nature: 'DELIVERY',
      completionMinutes: 0,
      items: [{ model: model.externalId, quantity: 1, serialNo: null }],
    });
    expect(placed.status).toBe(200);
    const order = placed.json.result;

    // The account sends late alerts (and not delayed ones, which an unassigned order would also raise), and the
    // order's promised time has passed (as if placed hours ago).
    await db.query('update accounts set send_late_order_alerts = true, send_delayed_order_alerts = false where external_id = $1', [account.externalId]);
    await db.query("update orders set promised_time = now() - interval '5 minutes' where external_id = $1", [order.externalId]);
    expect((await flux('orders', { search: order.orderNumber })).count).toBe(0);
    await e2e.server.app.deriveAlerts();

    const page = await as('admin');
    await open(page, '/alerts/orders', 'Order Alerts');
    await searchFor(page, order.orderNumber);
    const row = page.getByRole('table', { name: 'Order Alerts' }).getByRole('row', { name: `order alert ${order.orderNumber}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Order ${order.orderNumber} is late: promised time has passed.`);
    expect(await row.textContent()).toContain('OPEN');
    expect(await row.textContent()).toContain(account.name);

    // Assigned and completed through the API: the server derives after the write; the alert leaves the default list.
    const technician = (await api<{ items: { externalId: string; username: string }[] }>('admin', 'GET', 'users/assignables?flavor=LITE')).json.items.find((u) => u.username === 'technician')!;
    expect((await api('admin', 'POST', `orders/${order.externalId}/assign/${technician.externalId}`)).status).toBe(200);
    expect((await api('admin', 'POST', `orders/${order.externalId}/complete`)).status).toBe(200);
    await expect.poll(async () => (await flux('orders', { search: order.orderNumber, statuses: ['RESOLVED'] })).count, { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove filter Status: OPEN' }).click();
    await page.getByRole('button', { name: 'Remove filter Status: ACKNOWLEDGED' }).click();
    await row.waitFor();
    expect(await row.textContent()).toContain('RESOLVED');
    await page.close();
  });
});
