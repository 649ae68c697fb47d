// The asset register end to end: columns, tooltips and the remembered column choice, filters, paging and
// exports, report mode, every rule and message of the asset form with its three dependencies, the history
// of a change just made, the scan-style search, and who sees the entity actions, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createApiClient } from '../packages/api-client/src/index';
import { DEMO_PASSWORD, pickOption, showing, startE2E, toast, type E2E } from './support';
import type { AccountDdItem, LocationDdItem } from '../packages/api-client/src/contract/index';

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
type AccountDd = AccountDdItem;
interface ContractDd {
  externalId: string;
  contractNo: string;
  type: string;
  facility: string;
  status?: string;
}
interface ModelDd {
  externalId: string;
  modelCode: string;
  modelDescription: string;
}
interface ProductDd {
  externalId: string;
  itemCode: string;
  itemDescription: string | null;
  model: string;
  status?: string;
}
type LocationDd = LocationDdItem;

const items = async <T>(path: string, username = 'admin') => (await api<{ items: T[] }>(username, 'GET', path)).json.items;

const accountLabel = (a: AccountDd) => `${a.name} (${a.accountNo})`;
const modelLabel = (m: ModelDd) => (m.modelDescription ? `${m.modelCode} — ${m.modelDescription}` : m.modelCode);
const productLabel = (p: ProductDd) => (p.itemDescription ? `${p.itemCode} — ${p.itemDescription}` : p.itemCode);
const contractLabel = (c: ContractDd) => `${c.contractNo} (${c.type})`;

/** A tag of 24 characters no demo asset carries. */
const newTag = (n: number) => `E2E0TAG${String(Date.now()).slice(-9)}${String(n).padStart(8, '0')}`.slice(0, 24);

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

async function openCreateForm(page: Page): Promise<Locator> {
  await page.goto('/assets');
  await page.getByRole('table', { name: 'Assets' }).waitFor();
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Create New Asset' });
  await form.waitFor();
  return form;
}

/** Types a date into a date picker and closes its calendar. */
async function typeDate(form: Locator, label: string, value: string) {
  const input = form.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Escape');
}

async function validationToast(page: Page, messages: string[]) {
  for (const message of messages) await toast(page, message);
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

describe('the asset form', () => {
  it('shows every message of the spec for a bad form and sends nothing until it is right', async () => {
    const page = await as('admin');
    const form = await openCreateForm(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await validationToast(page, [
      'Serial number is required and must be up to 100 characters.',
      'Product model is required for an asset.',
      'Account number is required for an asset.',
    ]);

    const long = 'L'.repeat(101);
    const [model] = await items<ModelDd>('models/ddlist');
    const [account] = (await items<AccountDd>('accounts/ddlist')).filter((a) => a.status !== 'REMOVED');
    await form.getByLabel('Serial Number', { exact: true }).fill(long);
    await pickOption(form, 'Model', modelLabel(model!));
    await pickOption(form, 'Account', accountLabel(account!));
    await form.getByLabel('Optional Asset ID', { exact: true }).fill(long);
    await form.getByLabel('Customer Asset Number', { exact: true }).fill(long);
    await form.getByLabel('Notes', { exact: true }).fill(long);
    await form.getByRole('textbox', { name: 'RFID Tags' }).fill('E2E-SHORT-TAG');
    await form.getByRole('textbox', { name: 'RFID Tags' }).press('Enter');
    await form.getByText('RFID value must be exactly 24 characters.').first().waitFor();
    await typeDate(form, 'Purchase Date', `${new Date().getFullYear() + 1}-06-15`);
    await form.getByRole('button', { name: 'Save' }).click();
    await validationToast(page, [
      'Serial number is required and must be up to 100 characters.',
      'Optional asset ID must be up to 100 characters.',
      'Customer asset number must be up to 100 characters.',
      'Notes must be up to 100 characters.',
      'RFID value must be exactly 24 characters.',
      'Purchase date must be a valid date in the past.',
    ]);
    // The form kept everything typed.
    expect(await form.getByLabel('Notes', { exact: true }).inputValue()).toBe(long);

    // A serial number already used with that model.
    const taken = (await items<AssetItem>('assets?pageSize=1'))[0]!;
    await form.getByLabel('Serial Number', { exact: true }).fill(taken.serialNumber);
    await pickOption(form, 'Model', modelLabel({ ...taken.model, modelDescription: taken.model.modelDescription ?? '' }));
    for (const field of ['Optional Asset ID', 'Customer Asset Number', 'Notes']) await form.getByLabel(field, { exact: true }).fill('');
    await form.getByRole('button', { name: 'Remove E2E-SHORT-TAG' }).click();
    await typeDate(form, 'Purchase Date', '2023-06-15');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Asset already exists with this serial number and model combination.');
    expect(await form.getByLabel('Serial Number', { exact: true }).inputValue()).toBe(taken.serialNumber);
  });

  it("applies the three dependencies: model → product, account → location, account's facility → contract", async () => {
    const page = await as('admin');
    const [accounts, contracts, models, products, locations] = await Promise.all([
      items<AccountDd>('accounts/ddlist'),
      items<ContractDd>('contracts/ddlist'),
      items<ModelDd>('models/ddlist'),
      items<ProductDd>('products/ddlist'),
      items<LocationDd>('locations/ddlist'),
    ]);
    const live = <X extends { status?: string }>(x: X) => x.status === undefined || x.status === 'ACTIVE';
    // Two models with products; two accounts of one facility with a contract and locations; an account elsewhere.
    const withProducts = models.filter((m) => products.some((p) => p.model === m.externalId && live(p)));
    const [modelA, modelB] = withProducts;
    const productA = products.find((p) => p.model === modelA!.externalId && live(p))!;
    const usable = accounts.filter((a) => live(a) && locations.some((l) => l.account === a.externalId && live(l)));
    const facility = [...new Set(usable.map((a) => a.facility))].find(
      (f) => usable.filter((a) => a.facility === f).length >= 2 && contracts.some((c) => c.facility === f && live(c)),
    )!;
    const [accountA, accountB] = usable.filter((a) => a.facility === facility);
    const accountC = usable.find((a) => a.facility !== facility && contracts.some((c) => c.facility === a.facility && live(c)))!;
    const contractA = contracts.find((c) => c.facility === facility && live(c))!;
    const locationA = locations.find((l) => l.account === accountA!.externalId && live(l))!;
    const serial = `E2E-DEP-${Date.now()}`;

    const form = await openCreateForm(page);
    await form.getByLabel('Serial Number', { exact: true }).fill(serial);
    await pickOption(form, 'Model', modelLabel(modelA!));
    await pickOption(form, 'Product', productLabel(productA));
    // Another model clears the product, and offers only its own products.
    await pickOption(form, 'Model', modelLabel(modelB!));
    expect(await form.getByText(productLabel(productA), { exact: true }).count()).toBe(0);
    await form.getByLabel('Product', { exact: true }).fill(productA.itemCode);
    await page.getByText('No products of this model').waitFor();
    await form.getByLabel('Product', { exact: true }).press('Escape');

    await pickOption(form, 'Account', accountLabel(accountA!));
    await pickOption(form, 'Contract', contractLabel(contractA));
    await pickOption(form, 'Location', locationA.name);
    // Another account of the same facility: the location goes, the contract stays.
    await pickOption(form, 'Account', accountLabel(accountB!));
    expect(await form.getByText(locationA.name, { exact: true }).count()).toBe(0);
    await form.getByText(contractLabel(contractA), { exact: true }).waitFor();
    // An account of another facility: the contract goes too, and that facility's contracts are offered.
    await pickOption(form, 'Account', accountLabel(accountC));
    expect(await form.getByText(contractLabel(contractA), { exact: true }).count()).toBe(0);
    await form.getByLabel('Contract', { exact: true }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered).not.toContain(contractLabel(contractA));
    expect(offered.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = (await items<AssetItem>(`assets?search=${encodeURIComponent(serial)}`))[0]!;
    expect(saved.model.externalId).toBe(modelB!.externalId);
    expect(saved.product).toBeNull();
    expect(saved.account.externalId).toBe(accountC.externalId);
    expect(saved.contract).toBeNull();
    expect(saved.currentLocation).toBeNull();
  });

  it('saves a new asset with RFID tags, opens it by a scanned tag, and shows the change just made in its history', async () => {
    const page = await as('admin');
    const [model] = await items<ModelDd>('models/ddlist');
    const [account] = (await items<AccountDd>('accounts/ddlist')).filter((a) => a.status !== 'REMOVED');
    const serial = `E2E-SCAN-${Date.now()}`;
    const tags = [newTag(1), newTag(2)];

    const form = await openCreateForm(page);
    await form.getByLabel('Serial Number', { exact: true }).fill(serial);
    await pickOption(form, 'Model', modelLabel(model!));
    await pickOption(form, 'Account', accountLabel(account!));
    const box = form.getByRole('textbox', { name: 'RFID Tags' });
    await box.fill(tags[0]!);
    await box.press('Enter');
    await box.fill(tags[1]!);
    await box.press('Enter');
    await form.getByLabel('Customer Asset Number', { exact: true }).fill('CA-E2E');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    // A handheld scanner types the tag and Enter into the search box: that asset's form opens.
    await searchFor(page, tags[1]!);
    const edit = page.getByRole('form', { name: `Edit Asset ${serial}` });
    await edit.waitFor();
    expect(await edit.getByRole('list', { name: 'Added RFID Tags' }).getByRole('listitem').count()).toBe(2);

    // Change the notes and remove a tag.
    await edit.getByLabel('Notes', { exact: true }).fill('Checked by biomed.');
    await edit.getByRole('button', { name: `Remove ${tags[0]!}` }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });

    // Notes now exist: View notes shows them.
    await page.getByRole('button', { name: `View notes of asset ${serial}` }).click();
    const notes = page.getByRole('dialog', { name: `Notes of asset ${serial}` });
    await notes.getByText('Checked by biomed.').waitFor();
    await notes.getByText('CA-E2E').waitFor();
    await notes.getByRole('button', { name: 'Close' }).last().click();

    // The history shows the update just made, newest first, and the creation.
    await page.getByRole('button', { name: `History of asset ${serial}` }).click();
    const history = page.getByRole('dialog', { name: 'Changes History' });
    const changes = history.getByRole('table', { name: `Changes of asset ${serial}` });
    await changes.waitFor();
    const rows = changes.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('UPDATED');
    expect(await rows.nth(1).textContent()).toContain('Notes: Checked by biomed.');
    expect(await rows.nth(1).textContent()).toContain('admin');
    expect(await rows.nth(2).textContent()).toContain('CREATED');
    expect(await rows.nth(2).textContent()).toContain('Customer Asset No: CA-E2E');
  });

  it('opens an asset by its scanned serial number only when one asset carries it', async () => {
    const page = await as('admin');
    await page.goto('/assets');
    await page.getByRole('table', { name: 'Assets' }).getByRole('row').nth(1).waitFor();
    // A seeded asset (its serial number is its own).
    const asset = (await items<AssetItem>('assets?pageSize=1&sortBy=serialNumber&sortDirection=asc'))[0]!;
    await searchFor(page, asset.serialNumber.toLowerCase());
    const opened = page.getByRole('form', { name: `Edit Asset ${asset.serialNumber}` });
    await opened.waitFor();
    await opened.getByRole('button', { name: 'Cancel' }).click();
    await opened.waitFor({ state: 'detached' });

    // A part of a serial number only filters.
    await searchFor(page, asset.serialNumber.slice(0, 3));
    await expect.poll(async () => (await showing(page)).total).toBeGreaterThan(1);
    expect(await page.getByRole('form').count()).toBe(0);
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
