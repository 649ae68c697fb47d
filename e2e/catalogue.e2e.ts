// The catalogue end to end: product models, products, pick lists and sync configurations, each rule's
// message as the user meets it, against the real server and database.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { MESSAGES } from '../packages/api-client/src/contract/messages';
import { markDocument, pickOption, sameDocument, showing, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1600, height: 1000 });

const api = <T,>(username: string, method: string, path: string, body?: unknown) => e2e.api<T>(username, method, path, body);

async function download(page: Page, format: 'CSV' | 'XLSX'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
  return file;
}

async function csvLines(file: Download): Promise<string[]> {
  return (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.length > 0);
}

async function openMenu(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The column headers of a table (the first is the table's own status gutter). */
async function headers(page: Page, table: string): Promise<string[]> {
  await page.getByRole('table', { name: table }).getByRole('columnheader', { name: 'Actions' }).waitFor();
  return page.getByRole('table', { name: table }).getByRole('columnheader').allTextContents();
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}

async function save(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
}

describe('product models', () => {
  const CODE = 'E2E-MODEL-1';

  it('lists the models from the Assets menu and refuses each bad form with the rule’s message', async () => {
    const page = await as('admin');
    await openMenu(page, 'Assets', 'Product Models');
    await page.waitForURL('**/models');
    expect((await headers(page, 'Product Models')).slice(-6)).toEqual(['Model', 'Model Description', 'Family', 'Group Name', 'Status', 'Actions']);
    expect((await showing(page)).total).toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Model' });
    await form.getByLabel('Family', { exact: true }).fill('E2E Family');
    await save(form);
    await toast(page, MESSAGES.modelCode);

    await form.getByLabel('Model Code', { exact: true }).fill('C'.repeat(51));
    await form.getByLabel('Model Description', { exact: true }).fill('D'.repeat(251));
    await form.getByLabel('Family', { exact: true }).fill('F'.repeat(51));
    await form.getByLabel('Group Name', { exact: true }).fill('G'.repeat(51));
    await save(form);
    for (const message of [MESSAGES.modelCode, MESSAGES.modelDescription, MESSAGES.modelFamily, MESSAGES.modelGroupName]) await toast(page, message);

    const taken = (await api<{ items: { modelCode: string }[] }>('admin', 'GET', 'models?pageSize=1')).json.items[0]!.modelCode;
    await form.getByLabel('Model Code', { exact: true }).fill(taken.toLowerCase());
    await form.getByLabel('Model Description', { exact: true }).fill('E2E infusion pump');
    await form.getByLabel('Family', { exact: true }).fill('E2E Family');
    await form.getByLabel('Group Name', { exact: true }).fill('E2E Group');
    await save(form);
    await toast(page, MESSAGES.modelExists);
    // Nothing typed was lost on the way.
    expect(await form.getByLabel('Model Description', { exact: true }).inputValue()).toBe('E2E infusion pump');

    await form.getByLabel('Model Code', { exact: true }).fill(CODE);
    await save(form);
    await toast(page, 'Model created successfully.');
    await form.waitFor({ state: 'detached' });
    await searchFor(page, CODE);
    const row = page.getByRole('row', { name: `model ${CODE}` });
    await expect.poll(() => row.textContent()).toContain('E2E Family');
  });

  it('offers a saved model in the product form’s picker without reloading the page, and exports the list', async () => {
    const page = await as('admin');
    await page.goto(`/models?search=${CODE}`);
    await page.getByRole('button', { name: `Edit model ${CODE}` }).click();
    const form = page.getByRole('form', { name: `Edit Model ${CODE}` });
    await form.getByLabel('Model Description', { exact: true }).fill('E2E infusion pump mark II');
    await markDocument(page);
    await save(form);
    await toast(page, 'Model updated successfully.');

    const csv = await download(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^models-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(csv);
    // The audit times are in the browser's zone, named in their headers.
    expect(lines[0]).toMatch(/^Model,Model Description,Family,Group Name,Status,UUID,Created By,Created \([\w/+-]+\),Last Modified By,Last Modified \([\w/+-]+\)$/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${CODE},E2E infusion pump mark II,E2E Family,E2E Group,ACTIVE,`))]);

    await openMenu(page, 'Assets', 'Products');
    await page.waitForURL('**/products');
    await page.getByRole('button', { name: 'Add New' }).click();
    const product = page.getByRole('form', { name: 'Create New Product' });
    await product.getByLabel('Model', { exact: true }).fill('mark II');
    await page.getByRole('option', { name: `E2E infusion pump mark II (${CODE})`, exact: true }).waitFor();
    expect(await sameDocument(page)).toBe(true);
  });

  it('shows a role without the models grant the no-privilege message', async () => {
    const page = await as('supervisor');
    await page.goto('/models');
    await page.getByText(MESSAGES.noPrivilege).waitFor();
    expect(await page.getByRole('table', { name: 'Product Models' }).count()).toBe(0);
  });
});

describe('products', () => {
  it('lists the products with their model and answers the four messages of the form', async () => {
    const page = await as('admin');
    await openMenu(page, 'Assets', 'Products');
    await page.waitForURL('**/products');
    expect((await headers(page, 'Products')).slice(-7)).toEqual(['Item Code', 'Item Description', 'Family', 'Model', 'Model Description', 'Status', 'Actions']);

    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Product' });
    await form.getByRole('heading', { name: 'Create New Product' }).waitFor();
    await save(form);
    await toast(page, MESSAGES.itemCode);
    await toast(page, MESSAGES.productModelRequired);

    await form.getByLabel('Item Code', { exact: true }).fill('I'.repeat(101));
    await form.getByLabel('Item Description', { exact: true }).fill('D'.repeat(101));
    await pickOption(form, 'Model', `E2E infusion pump mark II (E2E-MODEL-1)`);
    await save(form);
    await toast(page, MESSAGES.itemCode);
    await toast(page, MESSAGES.itemDescription);

    const taken = (await api<{ items: { itemCode: string }[] }>('admin', 'GET', 'products?pageSize=1')).json.items[0]!.itemCode;
    await form.getByLabel('Item Code', { exact: true }).fill(taken);
    await form.getByLabel('Item Description', { exact: true }).fill('');
    await save(form);
    await toast(page, MESSAGES.productExists);

    // A good product: the list and the cached products list are fetched again, the document stays.
    await markDocument(page);
    await form.getByLabel('Item Code', { exact: true }).fill('E2E-MODEL-1-V1');
    const cacheRefreshed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/products/ddlist');
    const listRefreshed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/products' && r.method() === 'GET');
    await save(form);
    await toast(page, 'Product created successfully.');
    await Promise.all([cacheRefreshed, listRefreshed]);
    expect(await sameDocument(page)).toBe(true);

    await searchFor(page, 'E2E-MODEL-1-V1');
    const row = page.getByRole('row', { name: 'product E2E-MODEL-1-V1' });
    await expect.poll(() => row.textContent()).toContain('E2E infusion pump mark II');
    expect(await row.textContent()).toContain('E2E Family');
  });

  it('opens a row’s form with the model by description and code, and exports XLSX', async () => {
    const page = await as('admin');
    await page.goto('/products?search=E2E-MODEL-1-V1');
    await page.getByRole('button', { name: 'Edit product E2E-MODEL-1-V1' }).click();
    const form = page.getByRole('form', { name: 'Edit Product E2E-MODEL-1-V1' });
    await form.getByText('E2E infusion pump mark II (E2E-MODEL-1)').waitFor();
    await form.getByLabel('Item Description', { exact: true }).fill('E2E pump kit');
    await save(form);
    await toast(page, 'Product updated successfully.');

    const xlsx = await download(page, 'XLSX');
    expect(xlsx.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(await readFile((await xlsx.path())!));
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toEqual([expect.objectContaining({ 'Item Code': 'E2E-MODEL-1-V1', 'Item Description': 'E2E pump kit', Model: 'E2E-MODEL-1', Family: 'E2E Family' })]);
  });
});

describe('pick lists', () => {
  it('refuses a value without a name, and a pair in use at each of its three checks', async () => {
    const page = await as('admin');
    await openMenu(page, 'Facilities', 'Pick Lists');
    await page.waitForURL('**/picklist-values');
    expect((await headers(page, 'Pick Lists')).slice(-4)).toEqual(['Name', 'Value', 'Label', 'Actions']);

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Pick List Value' });
    await save(dialog);
    await toast(page, MESSAGES.picklistNameRequired);
    await toast(page, MESSAGES.picklistValue);
    await toast(page, MESSAGES.picklistLabel);
    await dialog.getByText(MESSAGES.nameRequired, { exact: true }).waitFor();

    // A pair in use, whatever its case: the field says so as it is left, Save says so in a toast.
    await pickOption(dialog, 'Name', 'ContractType');
    await dialog.getByLabel('Value', { exact: true }).fill('rental');
    await dialog.getByLabel('Label', { exact: true }).click();
    await dialog.getByText(MESSAGES.picklistValueExists, { exact: true }).waitFor();
    await dialog.getByLabel('Label', { exact: true }).fill('Loaner Pool');
    await save(dialog);
    await toast(page, MESSAGES.picklistExists);

    // Free when checked, taken by someone else before the save arrives: the server refuses it.
    await dialog.getByLabel('Value', { exact: true }).fill('SHARED');
    await page.route('**/api/picklist-values', async (route) => {
      if (route.request().method() === 'PUT') {
        expect((await api('admin', 'PUT', 'picklist-values', { name: 'ContractType', value: 'SHARED', displayLabel: 'Shared' })).status).toBe(200);
      }
      await route.continue();
    });
    await save(dialog);
    await toast(page, MESSAGES.picklistValueExistsUnder);
    await page.unroute('**/api/picklist-values');
    expect(await dialog.getByLabel('Label', { exact: true }).inputValue()).toBe('Loaner Pool');
  });

  it('saves a value that the pickers of its type offer at once, and edits only its label', async () => {
    const page = await as('admin');
    await page.goto('/picklist-values');
    await markDocument(page);
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Pick List Value' });
    await pickOption(dialog, 'Name', 'ContractType');
    await dialog.getByLabel('Value', { exact: true }).fill('LOANER');
    await dialog.getByLabel('Label', { exact: true }).fill('Loaner Pool');
    await save(dialog);
    await toast(page, 'Pick-list value created successfully.');
    await dialog.waitFor({ state: 'detached' });

    // The contract form's Type picker (ContractType) offers it, in the same document.
    await openMenu(page, 'Facilities', 'Contracts');
    await page.waitForURL('**/contracts');
    await page.getByRole('button', { name: 'Add New' }).click();
    const contract = page.getByRole('form', { name: 'Create New Contract' });
    await contract.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Loaner Pool', exact: true }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.keyboard.press('Escape');

    await openMenu(page, 'Facilities', 'Pick Lists');
    await page.waitForURL('**/picklist-values');
    await page.getByRole('table', { name: 'Pick Lists' }).waitFor();
    await searchFor(page, 'LOANER');
    await page.getByRole('button', { name: 'Edit pick-list value ContractType LOANER' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Pick List Value' });
    expect(await edit.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    expect(await edit.getByLabel('Value', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await edit.getByLabel('Label', { exact: true }).fill('Loaner Pool (short term)');
    await save(edit);
    await toast(page, 'Pick-list value updated successfully.');
    await expect.poll(() => page.getByRole('row', { name: 'pick-list value ContractType LOANER' }).textContent()).toContain('Loaner Pool (short term)');
  });

  it('opens the pen read-only for DETAILS, and the server refuses a changed name or value', async () => {
    const page = await as('technician');
    await page.goto('/picklist-values?search=LOANER');
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit pick-list value ContractType LOANER' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Pick List Value' });
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    const { json } = await api<{ items: { externalId: string }[] }>('admin', 'GET', 'picklist-values?search=LOANER');
    const changed = await api<{ message: string }>('admin', 'POST', `picklist-values/${json.items[0]!.externalId}`, { name: 'ContractType', value: 'LOAN', displayLabel: 'Loan' });
    expect(changed).toEqual({ status: 400, json: expect.objectContaining({ message: MESSAGES.picklistKeyReadOnly }) });
  });
});

describe('sync configurations', () => {
  it('fills each column as the snake case of its attribute until edited, and saves the mappings', async () => {
    const page = await as('admin');
    await page.goto('/sync/config');
    expect((await headers(page, 'Sync Configurations')).slice(-4)).toEqual(['URI', 'Description', 'DDL', 'Actions']);
    await page.getByRole('row', { name: 'sync configuration erp/assets' }).waitFor();

    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Sync Configuration' });
    await form.getByLabel('Description', { exact: true }).fill('D'.repeat(251));
    await save(form);
    await toast(page, MESSAGES.syncUri);
    await toast(page, MESSAGES.syncDescription);
    await form.getByLabel('Description', { exact: true }).fill('Contracts from the ERP');

    await form.getByLabel('URI', { exact: true }).fill('erp/contracts');
    await form.getByLabel('DDL Statements', { exact: true }).fill('CREATE TABLE erp_contracts (contract_no text);\nCREATE INDEX erp_contracts_no ON erp_contracts (contract_no);');
    await form.getByLabel('Relationships', { exact: true }).fill('facilities, accounts');
    await form.getByLabel('JSON Attribute 1', { exact: true }).pressSequentially('contractNo');
    expect(await form.getByLabel('Column 1', { exact: true }).inputValue()).toBe('contract_no');
    await form.getByRole('button', { name: 'Add Attribute' }).click();
    await form.getByLabel('Column 2', { exact: true }).fill('orphan');
    await form.getByRole('button', { name: 'Add Attribute' }).click();
    await form.getByLabel('JSON Attribute 3', { exact: true }).pressSequentially('contractNo');
    await save(form);
    await toast(page, MESSAGES.syncAttribute);
    await toast(page, MESSAGES.syncAttributeRepeated);

    await form.getByLabel('JSON Attribute 2', { exact: true }).pressSequentially('startDate');
    // The column was typed by hand: it stays.
    expect(await form.getByLabel('Column 2', { exact: true }).inputValue()).toBe('orphan');
    await form.getByLabel('JSON Attribute 3', { exact: true }).fill('');
    await form.getByLabel('JSON Attribute 3', { exact: true }).pressSequentially('expiryTimestamp');
    expect(await form.getByLabel('Column 3', { exact: true }).inputValue()).toBe('expiry_timestamp');
    // An attribute whose column was emptied.
    await form.getByLabel('Column 3', { exact: true }).fill('');
    await save(form);
    await toast(page, MESSAGES.syncColumn);
    await form.getByLabel('Column 3', { exact: true }).fill('expiry_timestamp');
    await save(form);
    await toast(page, 'Sync configuration created successfully.');
    await form.waitFor({ state: 'detached' });

    const { json } = await api<{ items: { uri: string; mappings: { attributes: Record<string, string>; relations: string[] } }[] }>('admin', 'GET', 'sync/config?search=erp/contracts');
    expect(json.items).toEqual([
      expect.objectContaining({
        uri: 'erp/contracts',
        mappings: { attributes: { contractNo: 'contract_no', startDate: 'orphan', expiryTimestamp: 'expiry_timestamp' }, relations: ['facilities', 'accounts'] },
      }),
    ]);

    await page.getByRole('button', { name: 'Edit sync configuration erp/contracts' }).click();
    const edit = page.getByRole('form', { name: 'Edit Sync Configuration erp/contracts' });
    expect(await edit.getByLabel('JSON Attribute 2', { exact: true }).inputValue()).toBe('startDate');
    expect(await edit.getByLabel('Relationships', { exact: true }).inputValue()).toBe('facilities, accounts');
    expect(await edit.getByLabel('DDL Statements', { exact: true }).inputValue()).toContain(';\nCREATE INDEX');
  });

  it('says “You do not have privilege” without VIEW on sync/config', async () => {
    const page = await as('supervisor');
    await page.goto('/sync/config');
    await page.getByText(MESSAGES.noPrivilege, { exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Sync Configurations' }).count()).toBe(0);
  });
});
