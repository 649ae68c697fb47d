import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { json } from '../../testing/renderApp';
import { renderWithClient } from '../../testing/renderWithClient';
import { CATALOGUE_FULL_PERMISSIONS, CATALOGUE_REFERENCE_LISTS, MODELS, PICKLIST_VALUES, PRODUCTS, SYNC_CONFIGS, TAKEN } from '../../testing/catalogueFixtures';
import { catalogueFetch } from './catalogueFetch';
import { ModelForm } from './ModelsPage';
import { PicklistValueModal } from './PicklistValueModal';
import { ProductForm } from './ProductsPage';
import { SyncConfigForm, withAttribute } from './SyncConfigPage';

const field = (label: string) => page.getByLabelText(label, { exact: true });

async function choose(label: string, option: string) {
  await field(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeEach(() => {
  resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: CATALOGUE_FULL_PERMISSIONS, referenceLists: CATALOGUE_REFERENCE_LISTS });
});
afterEach(() => resetSession());

describe('ModelForm', () => {
  it('checks the code, then creates the model with blanks sent as null', async () => {
    const recorder = catalogueFetch();
    const onSaved = vi.fn();
    await renderWithClient(<ModelForm row={null} onSaved={onSaved} onCancel={() => undefined} canSave />, recorder.fake);
    await field('Model Code').fill('  SCD-9000 ');
    await field('Family').fill('Compression');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorder.calls.find((c) => c.path === '/api/models/exists')?.url.searchParams.get('modelCode')).toBe('SCD-9000');
    expect(recorder.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/models',
      body: { modelCode: 'SCD-9000', modelDescription: null, family: 'Compression', groupName: null },
    });
  });

  it('sends nothing for a code in use and keeps what was typed', async () => {
    const recorder = catalogueFetch();
    await renderWithClient(<ModelForm row={MODELS[0]!} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await field('Model Code').fill(TAKEN.modelCode);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.modelExists);
    expect(recorder.calls.find((c) => c.path === '/api/models/exists')?.url.searchParams.get('externalId')).toBe('m-pump');
    expect(recorder.calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(false);
    await expect.element(field('Model Code')).toHaveValue(TAKEN.modelCode);
  });
});

describe('ProductForm', () => {
  it('posts an edited product to its own address with the chosen model', async () => {
    const recorder = catalogueFetch();
    const onSaved = vi.fn();
    await renderWithClient(<ProductForm row={PRODUCTS[2]!} onSaved={onSaved} onCancel={() => undefined} canSave />, recorder.fake);
    await expect.element(page.getByRole('form', { name: 'Edit Product BED-1500-V1' })).toHaveTextContent('Hill-Rom Hospital Bed 1500 (BED-1500)');
    await choose('Model', 'Baxter Infusion Pump 1000 (INF-1000)');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorder.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/products/p-bed-1',
      body: { externalId: 'p-bed-1', itemCode: 'BED-1500-V1', itemDescription: null, model: 'm-pump' },
    });
  });

  it('keeps a removed model shown on a product that still has it', async () => {
    const orphan = { ...PRODUCTS[0]!, model: 'm-gone', modelCode: 'OLD-1', modelDescription: 'Retired pump' };
    await renderWithClient(<ProductForm row={orphan} onSaved={() => undefined} onCancel={() => undefined} canSave={false} />, catalogueFetch().fake);
    await expect.element(page.getByRole('form', { name: 'Edit Product INF-1000-V1' })).toHaveTextContent('Retired pump (OLD-1)');
    await expect.element(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('PicklistValueModal', () => {
  it('checks the pair as the value is left, then creates the value', async () => {
    const recorder = catalogueFetch();
    const onSaved = vi.fn();
    await renderWithClient(<PicklistValueModal value="new" canSave onClose={() => undefined} onSaved={onSaved} />, recorder.fake);
    await choose('Name', 'ServiceType');
    await field('Value').fill(' LOANER ');
    await userEvent.tab();
    await vi.waitFor(() => expect(recorder.calls.some((c) => c.path === '/api/picklist-values/exists')).toBe(true));
    const check = recorder.calls.find((c) => c.path === '/api/picklist-values/exists')!;
    expect(Object.fromEntries(check.url.searchParams)).toEqual({ name: 'ServiceType', value: 'LOANER' });
    await field('Label').fill('Loaner');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorder.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/picklist-values', body: { name: 'ServiceType', value: 'LOANER', displayLabel: 'Loaner' } });
    // The cached pick lists are reloaded, so every picker of the type offers the value.
    await vi.waitFor(() => expect(recorder.calls.some((c) => c.path === '/api/picklist-values/all')).toBe(true));
  });

  it('does not mark the value with an answer about a pair the user has since changed', async () => {
    let answer: (valid: boolean) => void = () => undefined;
    const pending = new Promise<boolean>((resolve) => (answer = resolve));
    let read = false;
    const recorder = catalogueFetch();
    // The first check (of RENTAL) is held until released, and says when its answer has been read.
    const slow = async (path: string, init: RequestInit | undefined, url: URL) => {
      if (path !== '/api/picklist-values/exists') return recorder.fake(path, init, url);
      const body = JSON.stringify({ result: { valid: await pending } });
      const response = json(null);
      return Object.assign(response, {
        text: async () => {
          read = true;
          return body;
        },
      });
    };
    await renderWithClient(<PicklistValueModal value="new" canSave onClose={() => undefined} onSaved={() => undefined} />, slow);
    await choose('Name', TAKEN.picklist.name);
    await field('Value').fill(TAKEN.picklist.value);
    await userEvent.tab();
    await field('Value').fill('LEASED');
    // RENTAL is taken, but the answer comes after the user moved on to LEASED.
    answer(false);
    await vi.waitFor(() => expect(read).toBe(true));
    // Two frames: the answer's state change, had there been one, is rendered by then.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(field('Value')).not.toHaveAttribute('aria-invalid');
    await expect.element(field('Value')).toHaveValue('LEASED');
  });

  it('edits only the label: name and value go back as they were', async () => {
    const recorder = catalogueFetch();
    const onSaved = vi.fn();
    const preventive = PICKLIST_VALUES.find((v) => v.value === 'PREVENTIVE')!;
    await renderWithClient(<PicklistValueModal value={preventive} canSave onClose={() => undefined} onSaved={onSaved} />, recorder.fake);
    await expect.element(field('Value')).toHaveAttribute('readonly');
    await field('Label').fill('Planned Maintenance');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorder.calls.some((c) => c.path === '/api/picklist-values/exists')).toBe(false);
    expect(recorder.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/picklist-values/${preventive.externalId}`,
      body: { name: 'ServiceType', value: 'PREVENTIVE', displayLabel: 'Planned Maintenance' },
    });
  });
});

describe('SyncConfigForm', () => {
  it('follows the attribute in snake case only until the column is edited', () => {
    const row = { key: 1, attribute: '', column: '', edited: false };
    expect(withAttribute(row, 'dueDate')).toMatchObject({ column: 'due_date' });
    expect(withAttribute({ ...row, column: 'due', edited: true }, 'dueDate')).toMatchObject({ column: 'due' });
  });

  it('sends the rows in their order as the mappings, with the relationships split', async () => {
    const recorder = catalogueFetch();
    const onSaved = vi.fn();
    await renderWithClient(<SyncConfigForm row={null} onSaved={onSaved} onCancel={() => undefined} canSave />, recorder.fake);
    await field('URI').fill('cmms/work-orders');
    await field('DDL Statements').fill('CREATE TABLE w (order_number text);\nCREATE INDEX w_no ON w (order_number);');
    await field('Relationships').fill('assets, , accounts');
    await field('JSON Attribute 1').fill('orderNumber');
    await page.getByRole('button', { name: 'Add Attribute' }).click();
    await field('JSON Attribute 2').fill('dueDate');
    await page.getByRole('button', { name: 'Add Attribute' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = recorder.calls.find((c) => c.method === 'PUT' && c.path === '/api/sync/config')?.body as { mappings: { attributes: Record<string, string> } };
    expect(body).toMatchObject({
      uri: 'cmms/work-orders',
      description: null,
      ddl: 'CREATE TABLE w (order_number text);\nCREATE INDEX w_no ON w (order_number);',
      mappings: { attributes: { orderNumber: 'order_number', dueDate: 'due_date' }, relations: ['assets', 'accounts'] },
    });
    expect(Object.keys(body.mappings.attributes)).toEqual(['orderNumber', 'dueDate']);
  });

  it('posts an edited configuration to its own address, keeping a chosen column', async () => {
    const recorder = catalogueFetch();
    const onSaved = vi.fn();
    await renderWithClient(<SyncConfigForm row={SYNC_CONFIGS[0]!} onSaved={onSaved} onCancel={() => undefined} canSave />, recorder.fake);
    await field('JSON Attribute 3').fill('accountNumber');
    await page.getByRole('button', { name: 'Remove attribute 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorder.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/sync/config/s-assets',
      body: { mappings: { attributes: { serialNumber: 'serial_number', accountNumber: 'erp_account' }, relations: ['models', 'accounts'] } },
    });
  });
});
