// The asset form end to end: every rule and message of the spec for a bad form, its three dependencies (model →
// product, account → location, account's facility → contract), a new asset with RFID tags opened by a scanned tag
// with the change just made in its history, and the scan-style search by serial number, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pickOption, showing, startE2E, toast, type E2E } from './support';
import type { AccountDdItem, LocationDdItem } from '../packages/api-client/src/contract/index';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });

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

const items = async <T>(path: string, username = 'admin') => (await e2e.api<{ items: T[] }>(username, 'GET', path)).json.items;

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
