// The stock status report end to end: the facility filter for a user of several facilities and none for a user of one,
// a row opening the assets GET stock/details lists (as many as its stock), and the location filter and the search
// narrowing the rows to what the API counts, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FacilityDdItem, ListResponse, LocationDdItem, StockAsset, StockRow } from '../packages/api-client/src/contract/index';
import { DEMO_PASSWORD, pickOption, showing, signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PATH = '/reports/stock-status-report';
const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });
const api = <T,>(username: string, method: string, path: string, body?: unknown) => e2e.api<T>(username, method, path, body);
const rowName = (row: StockRow) => (row.modelCode ? `${row.locationName}, ${row.modelCode}` : row.locationName);

async function openReport(page: Page, query = ''): Promise<void> {
  await page.goto(`${PATH}${query}`);
  await page.getByRole('heading', { level: 1, name: 'Stock Status' }).waitFor();
  await page.getByRole('table', { name: 'Stock Status' }).getByRole('button', { name: /^Show assets of / }).first().waitFor();
}

describe('the stock status report', () => {
  it('offers the facility filter to a user of several facilities, and not to a user of one', async () => {
    const facilities = (await api<ListResponse<FacilityDdItem>>('admin', 'GET', 'facilities/ddlist')).json.items;
    expect(facilities.length).toBeGreaterThan(1);
    const admin = await as('admin');
    await openReport(admin);
    await admin.getByRole('button', { name: 'Filters' }).click();
    await admin.getByLabel('Facility', { exact: true }).waitFor();
    await admin.getByLabel('Location', { exact: true }).waitFor();

    // A stakeholder (the report's grants) given one facility and its accounts.
    const facility = facilities[0]!;
    const roles = (await api<{ items: { externalId: string; identifier: string }[] }>('admin', 'GET', 'roles?pageSize=100')).json.items;
    const enterprises = (await api<{ items: { externalId: string }[] }>('admin', 'GET', 'enterprises?pageSize=1')).json.items;
    const accounts = (await api<{ items: { externalId: string }[] }>('admin', 'GET', `accounts?pageSize=1000&facilities=${facility.externalId}`)).json.items;
    const email = `stock.one.${Date.now()}@example.org`;
    const created = await api<{ success: boolean; message: string }>('admin', 'PUT', 'users', {
      name: 'Stock One Facility',
      email,
      password: DEMO_PASSWORD,
      role: roles.find((r) => r.identifier === 'ROLE_STAKEHOLDER')!.externalId,
      type: 'A2',
      enterprises: [enterprises[0]!.externalId],
      facilities: [facility.externalId],
      accounts: accounts.map((a) => a.externalId),
    });
    expect(created.status, created.json.message).toBe(200);
    expect((await api<ListResponse<FacilityDdItem>>(email, 'GET', 'facilities/ddlist')).json.items).toHaveLength(1);
    const { page: one } = await e2e.newPage();
    await one.setViewportSize({ width: 1800, height: 1000 });
    await signIn(one, email);
    await openReport(one);
    await one.getByRole('button', { name: 'Filters' }).click();
    await one.getByLabel('Location', { exact: true }).waitFor();
    expect(await one.getByLabel('Facility', { exact: true }).count()).toBe(0);
    // Every row is of that one facility.
    const rows = (await api<ListResponse<StockRow>>(email, 'GET', 'stock/status?pageSize=1000')).json;
    expect(rows.count).toBeGreaterThan(0);
    expect(new Set(rows.items.map((r) => r.facilityUuid))).toEqual(new Set([facility.externalId]));
    expect((await showing(one)).total).toBe(rows.count);
  });

  it('opens a row to the assets GET stock/details lists, as many as its stock', async () => {
    const rows = (await api<ListResponse<StockRow>>('admin', 'GET', 'stock/status?pageSize=1000&sortBy=stockQuantity&sortDirection=desc')).json.items;
    const shown = (r: StockRow) => r.stockQuantity > 0 && r.stockQuantity <= 6;
    for (const row of [rows.find((r) => r.parDefined && shown(r)), rows.find((r) => !r.parDefined && shown(r))]) {
      expect(row).toBeDefined();
      const model = row!.modelUuid ? `&model=${row!.modelUuid}` : '';
      const details = (await api<ListResponse<StockAsset>>('admin', 'GET', `stock/details?facility=${row!.facilityUuid}&location=${row!.locationUuid}${model}`)).json;
      expect(details.count).toBe(row!.stockQuantity);

      const page = await as('admin');
      await openReport(page, `?locations=${row!.locationUuid}`);
      const name = rowName(row!);
      const toggle = page.getByRole('button', { name: `Show assets of ${name}`, exact: true });
      await toggle.click();
      const assets = page.getByRole('table', { name: `Assets of ${name}`, exact: true });
      await assets.waitFor();
      await page.getByText(`${row!.stockQuantity} ${row!.stockQuantity === 1 ? 'asset' : 'assets'} in stock at ${name}.`, { exact: true }).waitFor();
      const serials = await assets.getByRole('row').filter({ hasNot: page.getByRole('columnheader') }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
      expect(serials).toEqual(details.items.map((a) => a.serialNumber));
      expect(serials).toHaveLength(row!.stockQuantity);
      expect(await page.getByRole('button', { name: `Hide assets of ${name}`, exact: true }).getAttribute('aria-expanded')).toBe('true');
    }
  });

  it('narrows the rows by location and by search to what the API counts', async () => {
    const all = (await api<ListResponse<StockRow>>('admin', 'GET', 'stock/status?pageSize=1')).json.count;
    const page = await as('admin');
    await openReport(page);
    expect((await showing(page)).total).toBe(all);

    // A location with a par definition of several models, chosen in the filter panel.
    const rows = (await api<ListResponse<StockRow>>('admin', 'GET', 'stock/status?pageSize=1000')).json.items;
    const location = rows.find((r) => r.parDefined && rows.filter((o) => o.locationUuid === r.locationUuid).length > 1)!;
    const locations = (await api<ListResponse<LocationDdItem>>('admin', 'GET', 'locations/ddlist')).json.items;
    const facilities = (await api<ListResponse<FacilityDdItem>>('admin', 'GET', 'facilities/ddlist')).json.items;
    const ddItem = locations.find((l) => l.externalId === location.locationUuid)!;
    const label = `${ddItem.name} (${facilities.find((f) => f.externalId === ddItem.facility)!.name})`;
    await page.getByRole('button', { name: 'Filters' }).click();
    // The picker searches the server by the location's name; the option names its facility too.
    await pickOption(page, 'Location', label, ddItem.name);
    const ofLocation = (await api<ListResponse<StockRow>>('admin', 'GET', `stock/status?pageSize=1&locations=${location.locationUuid}`)).json.count;
    expect(ofLocation).toBe(rows.filter((r) => r.locationUuid === location.locationUuid).length);
    await expect.poll(async () => (await showing(page)).total).toBe(ofLocation);
    expect(new URL(page.url()).searchParams.getAll('locations')).toEqual([location.locationUuid]);

    // The search on its own: a model code.
    await page.getByRole('button', { name: `Remove filter Location: ${label}` }).click();
    const term = location.modelCode!;
    const searched = (await api<ListResponse<StockRow>>('admin', 'GET', `stock/status?pageSize=1&search=${encodeURIComponent(term)}`)).json.count;
    expect(searched).toBeGreaterThan(0);
    expect(searched).toBeLessThan(all);
    await page.getByRole('searchbox').fill(term);
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(async () => (await showing(page)).total).toBe(searched);
  });
});
