import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { ACCOUNT_MODELS, ASSET_FULL_PERMISSIONS, ASSET_LOCATIONS, ASSET_REFERENCE_LISTS, ASSETS, TAG_1 } from '../../testing/assetFixtures';
import { ddlistAnswer } from '../../testing/ddlistAnswer';
import { json } from '../../testing/renderApp';
import { recordingFetch, renderWithClient } from '../../testing/renderWithClient';
import type { RecordedCall } from '../../testing/renderWithClient';
import { AssetForm } from './AssetForm';

const field = (label: string) => page.getByLabelText(label, { exact: true });
const NEW_TAG = 'E28011606000020A1B2C3DAA';

async function choose(label: string, option: string) {
  await field(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers the form's calls: exists (free unless `taken`), an account's models, and the save. */
function assetFetch({ taken = false }: { taken?: boolean } = {}) {
  return recordingFetch(({ method, path, url, body }: RecordedCall) => {
    if (path === '/api/assets/exists') return json({ result: { valid: !taken } });
    if (path === '/api/locations/ddlist') return json(ddlistAnswer(ASSET_LOCATIONS, url));
    const models = /^\/api\/accounts\/([^/]+)\/models$/.exec(path);
    if (models) {
      const ids = ACCOUNT_MODELS[models[1] ?? ''] ?? [];
      return json({ success: true, items: ASSET_REFERENCE_LISTS.models.filter((m) => ids.includes(m.externalId)) });
    }
    if ((method === 'PUT' && path === '/api/assets') || (method === 'POST' && path.startsWith('/api/assets/'))) {
      return json({ applyStatus: 'OK', success: true, message: 'Asset saved.', result: body });
    }
    return undefined;
  });
}

const saves = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT' || c.method === 'POST');

async function fillRequired() {
  await field('Serial Number').fill('SN-7000');
  await choose('Model', 'PUMP-1 — Infusion pump');
  await choose('Account', 'North ICU (1001)');
}

describe('AssetForm', () => {
  beforeEach(() => {
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: ASSET_FULL_PERMISSIONS, referenceLists: ASSET_REFERENCE_LISTS });
  });
  afterEach(() => resetSession());

  it('refuses an empty form with the three required messages and sends nothing', async () => {
    const recorder = assetFetch();
    await renderWithClient(<AssetForm row={null} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert');
    await expect.element(toast).toHaveTextContent(MESSAGES.serialNumber);
    await expect.element(toast).toHaveTextContent(MESSAGES.assetModelRequired);
    await expect.element(toast).toHaveTextContent(MESSAGES.assetAccountRequired);
    expect(recorder.calls.filter((c) => c.path.startsWith('/api/assets'))).toEqual([]);
  });

  it('refuses texts over 100 characters (saying so as they are typed), an RFID value not of 24 and a purchase date in the future', async () => {
    const recorder = assetFetch();
    await renderWithClient(<AssetForm row={null} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    const long = 'x'.repeat(101);
    await field('Serial Number').fill(long);
    await choose('Model', 'PUMP-1 — Infusion pump');
    await choose('Account', 'North ICU (1001)');
    await field('Optional Asset ID').fill(long);
    await field('Customer Asset Number').fill(long);
    await field('Notes').fill(long);
    await field('RFID Tags').fill('E2801160600002');
    await userEvent.keyboard('{Enter}');
    // Each text over its limit says so as it is typed, and keeps what was typed.
    await vi.waitFor(() => expect(page.getByText('Up to 100 characters: 1 too many.').elements()).toHaveLength(4));
    // A future purchase date is not taken, and the field says why in the spec's words.
    const future = `${new Date().getFullYear() + 2}-01-15`;
    await field('Purchase Date').fill(future);
    await expect.element(page.getByText(`${future} is not taken: ${MESSAGES.assetPurchaseDate}`)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert').filter({ hasText: MESSAGES.serialNumber });
    for (const message of [MESSAGES.serialNumber, MESSAGES.assetOptionalId, MESSAGES.assetCustomerAssetNumber, MESSAGES.assetNotes, MESSAGES.rfidLength]) {
      await expect.element(toast).toHaveTextContent(message);
    }
    expect(saves(recorder.calls)).toEqual([]);
    // Nothing typed was lost.
    await expect.element(field('Notes')).toHaveValue(long);
  });

  it('refuses a serial number already used with the model (GET assets/exists) and keeps the form', async () => {
    const recorder = assetFetch({ taken: true });
    await renderWithClient(<AssetForm row={null} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await fillRequired();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.assetExists);
    const check = recorder.calls.find((c) => c.path === '/api/assets/exists');
    expect(check?.url.searchParams.get('serialNumber')).toBe('SN-7000');
    expect(check?.url.searchParams.get('model')).toBe('m-pump');
    expect(saves(recorder.calls)).toEqual([]);
    await expect.element(field('Serial Number')).toHaveValue('SN-7000');
  });

  it('creates an asset with its tags as a list, dates in UTC and cleared values as null', async () => {
    const recorder = assetFetch();
    const onSaved = vi.fn();
    await renderWithClient(<AssetForm row={null} onSaved={onSaved} onCancel={() => undefined} canSave />, recorder.fake);
    await fillRequired();
    await choose('Product', 'IT-PUMP-P — Pump, paediatric');
    await choose('Contract', '5003 (RENTAL)');
    await choose('Location', 'ICU Bay 2');
    await field('RFID Tags').fill(NEW_TAG);
    await userEvent.keyboard('{Enter}');
    await field('Purchase Date').fill('2024-03-05');
    await userEvent.keyboard('{Escape}');
    await choose('Business Type', 'OWNED');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = saves(recorder.calls)[0];
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({
      serialNumber: 'SN-7000',
      model: 'm-pump',
      product: 'p-pump-p',
      account: 'a-n1',
      contract: 'c-north-2',
      location: 'l-icu-2',
      tags: [NEW_TAG],
      purchaseDate: '2024-03-05T00:00:00.000Z',
      businessType: 'OWNED',
      notes: null,
      customerAssetNumber: null,
      manufacturerSerialNumber: null,
      erpOwner: null,
    });
  });

  it('clears the product when another model is chosen, and offers only that model\'s products', async () => {
    const recorder = assetFetch();
    await renderWithClient(<AssetForm row={ASSETS[0]!} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await expect.element(page.getByText('IT-PUMP-A — Pump, adult')).toBeVisible();
    await choose('Model', 'BED-9 — Hospital bed');
    await expect.element(page.getByText('IT-PUMP-A — Pump, adult')).not.toBeInTheDocument();
    await field('Product').click();
    await expect.element(page.getByRole('option', { name: 'IT-BED-S — Bed, standard' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'IT-PUMP-P — Pump, paediatric' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(saves(recorder.calls)).toHaveLength(1));
    expect(saves(recorder.calls)[0]?.body).toMatchObject({ model: 'm-bed', product: null });
  });

  it("clears the location with another account, and the contract only when the account's facility changes", async () => {
    const recorder = assetFetch();
    await renderWithClient(<AssetForm row={ASSETS[0]!} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    // North ICU → North Surgery: same facility, the contract stays; the location goes.
    await choose('Account', 'North Surgery (1002)');
    await expect.element(page.getByText('ICU Bay 1')).not.toBeInTheDocument();
    await expect.element(page.getByText('5001 (SERVICE)')).toBeVisible();
    await field('Location').click();
    await expect.element(page.getByRole('option', { name: 'Theatre 4' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'ICU Bay 2' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(saves(recorder.calls)).toHaveLength(1));
    expect(saves(recorder.calls)[0]?.body).toMatchObject({ account: 'a-n2', contract: 'c-north', location: null, tags: [TAG_1], erpOwner: 'a-n2' });

    // → South Wards: another facility, the contract goes and South's contracts are offered.
    await choose('Account', 'South Wards (2001)');
    await expect.element(page.getByText('5001 (SERVICE)')).not.toBeInTheDocument();
    await field('Contract').click();
    await expect.element(page.getByRole('option', { name: '5002 (RENTAL)' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: '5003 (RENTAL)' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(saves(recorder.calls)).toHaveLength(2));
    const update = saves(recorder.calls)[1];
    expect(update?.path).toBe('/api/assets/as-1');
    expect(update?.body).toMatchObject({ account: 'a-s1', contract: null, location: null });
  });

  it('keeps an ERP owner that is not among the user\'s accounts, shown by name and number', async () => {
    const recorder = assetFetch();
    const row = { ...ASSETS[0]!, erpOwner: { externalId: 'a-elsewhere', accountNo: '9001', name: 'Elsewhere Medical' } };
    await renderWithClient(<AssetForm row={row} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await expect.element(page.getByText('Elsewhere Medical (9001)')).toBeVisible();
    await expect.element(page.getByText(/saving this form clears it/)).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(saves(recorder.calls)).toHaveLength(1));
    expect(saves(recorder.calls)[0]?.body).toMatchObject({ erpOwner: 'a-elsewhere' });
  });

  it("lists the account's own models first (GET accounts/{id}/models)", async () => {
    const recorder = assetFetch();
    await renderWithClient(<AssetForm row={null} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await choose('Account', 'South Wards (2001)');
    await vi.waitFor(() => expect(recorder.calls.some((c) => c.path === '/api/accounts/a-s1/models')).toBe(true));
    await field('Model').click();
    await vi.waitFor(() => expect(page.getByRole('option').elements()[0]?.textContent).toBe('BED-9 — Hospital bed'));
    expect(page.getByRole('option').elements()).toHaveLength(3);
  });

  it('keeps a scanned RFID value of the wrong length, marked with the spec message', async () => {
    await renderWithClient(<AssetForm row={null} onSaved={() => undefined} onCancel={() => undefined} canSave />, assetFetch().fake);
    await field('RFID Tags').fill('SHORT');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listitem')).toHaveTextContent('SHORT');
    await expect.element(field('RFID Tags')).toHaveAccessibleDescription(new RegExp(MESSAGES.rfidLength.replace('.', '\\.')));
  });
});
