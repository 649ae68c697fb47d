// The asset register end to end: columns, tooltips and the remembered column choice, filters, paging and
// exports, report mode, who sees the entity actions, and the api-client's asset calls, against the real server.
// The asset form has its own file (asset-form.e2e.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '../packages/api-client/src/index';
import { DEMO_PASSWORD, pickOption, showing, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });

const api = <T,>(username: string, method: string, path: string, body?: unknown) => e2e.api<T>(username, method, path, body);

interface AssetItem {
  externalId: string;
  serialNumber: string;
  notes: string | null;
  customerAssetNumber: string | null;
  tags: string[];
  model: { externalId: string; modelCode: string; modelDescription: string | null };
  product: { externalId?: string } | null;
  account: { externalId: string; accountNo: string; name: string; facility: string };
  contract: { externalId: string } | null;
  currentLocation: { externalId: string; name: string } | null;
}

const items = async <T>(path: string, username = 'admin') => (await api<{ items: T[] }>(username, 'GET', path)).json.items;

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

/** The statuses the assets list opens on. */
const SHOWN = 'statuses=ACTIVE&statuses=INACTIVE';

describe('the list', () => {
  it('shows the columns with their tooltips and remembers the columns chosen after a reload', async () => {
    const page = await as('admin');
    // A fresh column choice (the session stays).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('equipdesk.columns.')) localStorage.removeItem(key);
    });
    await page.goto('/assets');
    const table = page.getByRole('table', { name: 'Assets' });
    await table.getByRole('row').nth(1).waitFor();
    const headers = async () => (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    expect(await headers()).toEqual(expect.arrayContaining(['Account', 'Serial No', 'Model', 'Product', 'Contract', 'RFID', 'Location', 'Util. Status', 'Actions']));
    expect(await headers()).not.toContain('ERP Owner');

    // Account and model tooltips on hover.
    const first = (await items<AssetItem>('assets?pageSize=1'))[0]!;
    const row = table.getByRole('row').filter({ hasText: first.serialNumber }).first();
    await row.getByText(first.account.name, { exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain(`Account No${first.account.accountNo}`);
    await page.mouse.move(0, 0);
    await row.getByText(first.model.modelCode, { exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain(`Model${first.model.modelCode}`);
    await page.mouse.move(0, 0);

    // Contract and product tooltips, on an asset that has both.
    type Full = AssetItem & { product: { itemCode: string; itemDescription: string | null } | null; contract: { contractNo: string; type: string } | null };
    const full = (await items<Full>('assets?pageSize=200')).find((a) => a.product && a.contract)!;
    await searchFor(page, full.serialNumber);
    await page.getByRole('form', { name: `Edit Asset ${full.serialNumber}` }).getByRole('button', { name: 'Cancel' }).click();
    const fullRow = table.getByRole('row').filter({ hasText: full.serialNumber }).first();
    await fullRow.getByText(full.contract!.contractNo, { exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain(`Type${full.contract!.type}`);
    await page.mouse.move(0, 0);
    await fullRow.getByText(full.product!.itemCode, { exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain(`Item Code${full.product!.itemCode}`);
    await page.mouse.move(0, 0);
    await searchFor(page, '');

    // Always-on columns cannot be hidden; ERP Owner is shown, Business Type hidden, and both survive a reload.
    await page.getByRole('button', { name: 'Columns' }).click();
    for (const name of ['Account', 'Serial No', 'Model', 'Actions']) expect(await page.getByRole('checkbox', { name, exact: true }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'ERP Owner', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Business Type', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    expect(await headers()).toContain('ERP Owner');
    expect(await headers()).not.toContain('Business Type');

    // The ERP owner's tooltip, from a row that has one.
    const withErp = (await items<AssetItem & { erpOwner: { accountNo: string; name: string } | null }>('assets?pageSize=50')).find((a) => a.erpOwner)!;
    await searchFor(page, withErp.serialNumber);
    await page.getByRole('form').first().waitFor();
    const erpRow = table.getByRole('row').filter({ hasText: withErp.serialNumber }).first();
    await erpRow.getByText(withErp.erpOwner!.name, { exact: true }).last().hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain(`Account No${withErp.erpOwner!.accountNo}`);
  });

  it('filters, pages up to 1,000 rows and exports what is filtered as CSV and XLSX', async () => {
    const page = await as('admin');
    await page.goto('/assets');
    await page.getByRole('table', { name: 'Assets' }).getByRole('row').nth(1).waitFor();
    // The list opens on ACTIVE and INACTIVE assets (no default in the spec); the API's own default is ACTIVE.
    const all = await api<{ count: number }>('admin', 'GET', `assets?pageSize=1&${SHOWN}`);
    expect((await showing(page)).total).toBe(all.json.count);
    // The default statuses show as chips.
    await page.getByRole('button', { name: 'Remove filter Status: ACTIVE' }).waitFor();
    await page.getByRole('button', { name: 'Remove filter Status: INACTIVE' }).waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    for (const label of ['Facility', 'Account', 'Model', 'Business Type', 'Product', 'Utilization Status', 'Pending', 'Commission Status']) {
      await page.getByLabel(label, { exact: true }).waitFor();
    }
    await pickOption(page, 'Pending', 'PENDING ONLY');
    const pending = await api<{ count: number }>('admin', 'GET', `assets?pageSize=1&${SHOWN}&pending=${encodeURIComponent('PENDING ONLY')}`);
    await expect.poll(async () => (await showing(page)).total).toBe(pending.json.count);
    await pickOption(page, 'Commission Status', 'UNCOMMISSIONED');
    const both = await api<{ count: number }>('admin', 'GET', `assets?pageSize=1&${SHOWN}&pending=${encodeURIComponent('PENDING ONLY')}&commissionStatus=UNCOMMISSIONED`);
    await expect.poll(async () => (await showing(page)).total).toBe(both.json.count);
    await page.getByRole('button', { name: 'Remove filter Pending: PENDING ONLY' }).click();
    await page.getByRole('button', { name: 'Remove filter Commission Status: UNCOMMISSIONED' }).click();

    const account = (await items<AssetItem>('assets?pageSize=1'))[0]!.account;
    await pickOption(page, 'Account', `${account.name} (${account.accountNo})`);
    const ofAccount = await api<{ count: number }>('admin', 'GET', `assets?pageSize=1&${SHOWN}&accounts=${account.externalId}`);
    await expect.poll(async () => (await showing(page)).total).toBe(ofAccount.json.count);

    // The export holds every filtered row, not just the page.
    for (const format of ['CSV', 'XLSX'] as const) {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
      if (format === 'CSV') {
        const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
        const lines = text.trim().split(/\r\n/);
        expect(lines[0]).toContain('Serial No');
        expect(lines.length - 1).toBe(ofAccount.json.count);
      }
    }

    await page.getByRole('button', { name: `Remove filter Account: ${account.name} (${account.accountNo})` }).click();
    await expect.poll(async () => (await showing(page)).total).toBe(all.json.count);

    // Sorted by serial number, as the server sorts.
    const bySerial = (await items<AssetItem>(`assets?pageSize=1&${SHOWN}&sortBy=serialNumber&sortDirection=asc`))[0]!;
    const table = page.getByRole('table', { name: 'Assets' });
    await table.getByRole('button', { name: /^Serial No/ }).click();
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain(bySerial.serialNumber);
    await page.getByLabel('Page size').selectOption('1000');
    await expect.poll(async () => showing(page)).toEqual({ from: 1, to: Math.min(1000, all.json.count), total: all.json.count });
  });

  it('in report mode shows no add button and no row actions', async () => {
    const page = await as('supervisor');
    await page.goto('/assets?reportMode=true');
    const table = page.getByRole('table', { name: 'Assets' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|History of|Deactivate|Delete) asset / }).count()).toBe(0);
    // The same list outside report mode has them.
    await page.goto('/assets');
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Add New' }).waitFor();
    expect(await page.getByRole('button', { name: /^Edit asset / }).count()).toBeGreaterThan(0);
  });
});

describe('who sees what', () => {
  it('a supervisor sees the entity actions and may deactivate an asset', async () => {
    const page = await as('supervisor');
    await page.goto('/assets');
    await page.getByRole('table', { name: 'Assets' }).getByRole('row').nth(1).waitFor();
    const asset = (await items<AssetItem>('assets?pageSize=1', 'supervisor'))[0]!;
    await searchFor(page, asset.serialNumber);
    await page.getByRole('button', { name: `Delete asset ${asset.serialNumber}` }).waitFor();
    await page.getByRole('button', { name: `Deactivate asset ${asset.serialNumber}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, /deactivated/i);
    const after = await api<{ result: { status: string } }>('supervisor', 'GET', `assets/bySerialNumber/${encodeURIComponent(asset.serialNumber)}`);
    expect(after.json.result.status).toBe('INACTIVE');
  });

  it('other roles see no entity actions, whatever their grants: an administrator and a technician', async () => {
    for (const username of ['admin', 'technician']) {
      const page = await as(username);
      await page.goto('/assets');
      await page.getByRole('table', { name: 'Assets' }).getByRole('row').nth(1).waitFor();
      expect(await page.getByRole('button', { name: /^Edit asset / }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /^(Activate|Deactivate|Delete) asset / }).count()).toBe(0);
    }
  });

  it('a customer (VIEW and DETAILS) may look but not add, filter, export or read the history', async () => {
    const page = await as('customer');
    await page.goto('/assets');
    await page.getByRole('table', { name: 'Assets' }).getByRole('row').nth(1).waitFor();
    for (const name of ['Add New', 'Filters', 'Export']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^History of asset / }).count()).toBe(0);
    await page.getByRole('button', { name: /^Edit asset / }).first().click();
    expect(await page.getByRole('form').getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });
});

describe('the asset calls of the api-client, against the server', () => {
  it('reads by serial number, searches the ddlist, lists an account\'s models and an asset\'s history, and exports', async () => {
    const login = await fetch(`${e2e.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const client = createApiClient({ baseUrl: `${e2e.baseUrl}/api`, getToken: () => token, saveFile: () => undefined });
    const asset = (await items<AssetItem>('assets?pageSize=1&sortBy=serialNumber&sortDirection=asc'))[0]!;

    expect((await client.assetBySerialNumber(asset.serialNumber)).externalId).toBe(asset.externalId);
    const byId = await client.assetsDd({ externalIds: [asset.externalId] });
    expect(byId.items.map((a) => a.serialNumber)).toEqual([asset.serialNumber]);
    const searched = await client.assetsDd({ search: asset.serialNumber.slice(0, 3), pageSize: 300 });
    expect(searched.items.length).toBeLessThanOrEqual(300);
    expect(searched.count).toBeGreaterThanOrEqual(searched.items.length);
    expect((await client.accountModels(asset.account.externalId)).map((m) => m.externalId)).toContain(asset.model.externalId);

    const history = await client.productivitySingle({ externalId: asset.externalId });
    expect(history.count).toBeGreaterThan(0);
    expect(history.items.every((row) => row.serialNumber === asset.serialNumber)).toBe(true);
    const types = await client.productivityTypes();
    expect(types.map((t) => t.value)).toEqual(expect.arrayContaining(['CREATED', 'UPDATED']));
    // A window given as the console gives it (ISO, trimmed on the way).
    const windowed = await client.productivitySingle({ startTimestamp: '2000-01-01T00:00:00.000Z', endTimestamp: new Date().toISOString(), pageSize: 5 });
    expect(windowed.items.length).toBeLessThanOrEqual(5);
    const file = await client.productivityExport('csv', { types: ['UPDATED'] }, { save: false });
    expect(file.filename).toMatch(/\.csv$/);
    expect(file.blob.size).toBeGreaterThan(0);
  });
});
