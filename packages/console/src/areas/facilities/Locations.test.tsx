import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES, POWER_LEVEL_OPTIONS } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { LOCATIONS, SITE_FULL_PERMISSIONS, SITE_READONLY_PERMISSIONS, SITE_REFERENCE_LISTS } from '../../testing/facilityFixtures';
import { json } from '../../testing/renderApp';
import { renderWithClient } from '../../testing/renderWithClient';
import { siteFetch } from '../../testing/siteFetch';
import { LocationForm, nameHint } from './LocationForm';
import { LocationLabelModal } from './LocationLabelModal';
import { ParDefinitionModal } from './ParDefinitionModal';

const field = (label: string) => page.getByLabelText(label, { exact: true });
const WARD = LOCATIONS[0]!;

async function choose(label: string, option: string) {
  await field(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function signIn(permissions = SITE_FULL_PERMISSIONS) {
  resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions, referenceLists: SITE_REFERENCE_LISTS });
}

describe('LocationForm', () => {
  beforeEach(() => signIn());
  afterEach(() => resetSession());

  it('offers power levels 0 to 300 in steps of 5, 300 by default', async () => {
    await renderWithClient(<LocationForm row={null} onSaved={() => undefined} onCancel={() => undefined} canSave />, siteFetch().fake);
    await expect.element(page.getByRole('form', { name: 'Create New Location' })).toHaveTextContent('300');
    await field('Inventory Power Level').click();
    const offered = page.getByRole('option').elements().map((option) => Number(option.textContent));
    expect(offered).toEqual([...POWER_LEVEL_OPTIONS]);
    expect(offered).toHaveLength(61);
    expect(offered.every((level) => level % 5 === 0 && level >= 0 && level <= 300)).toBe(true);
  });

  it('says how many locations a range creates and sends hasRfidReaders false', async () => {
    expect(nameHint('Bed 1-5')).toBe('5 locations will be created: Bed 1 to Bed 5.');
    expect(nameHint('Bed 5-1')).toBe(MESSAGES.locationNameRangeReversed);
    const recorder = siteFetch();
    const onSaved = vi.fn();
    await renderWithClient(<LocationForm row={null} onSaved={onSaved} onCancel={() => undefined} canSave />, recorder.fake);
    await field('Name').fill('Bed 1-5');
    await expect.element(page.getByText('5 locations will be created: Bed 1 to Bed 5.')).toBeVisible();
    await choose('Type', 'BED');
    await choose('Account', 'North ICU (1001)');
    await choose('Utilization Status', 'INVENTORY');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorder.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Bed 1-5',
      type: 'BED',
      account: 'a-n1',
      inventoryPowerLevel: 300,
      utilizationStatus: 'INVENTORY',
      hasRfidReaders: false,
    });
  });

  it('keeps the name read-only once saved, says the group name takes up to 20 and posts the update', async () => {
    const recorder = siteFetch();
    await renderWithClient(<LocationForm row={WARD} onSaved={() => undefined} onCancel={() => undefined} canSave />, recorder.fake);
    await expect.element(field('Name')).toHaveAttribute('readonly');
    await field('Group Name').fill('G'.repeat(21));
    await expect.element(field('Group Name')).toHaveAccessibleDescription(/Up to 20 characters: 1 too many\./);
    await field('Group Name').fill('');
    await choose('Utilization Status', 'SOILED');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(recorder.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(recorder.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/locations/l-ward', body: { name: 'Ward A', utilizationStatus: 'SOILED', hasRfidReaders: false } });
  });

  it('starts a sub-location from its parent: parent shown, account kept', async () => {
    await renderWithClient(
      <LocationForm row={null} initial={{ parent: 'l-ward', parentName: 'Ward A', account: 'a-n1' }} onSaved={() => undefined} onCancel={() => undefined} canSave />,
      siteFetch().fake,
    );
    await expect.element(page.getByRole('form', { name: 'Create New Sub-location of Ward A' })).toBeVisible();
    await expect.element(field('Parent')).toHaveValue('Ward A');
  });
});

describe('ParDefinitionModal', () => {
  beforeEach(() => signIn());
  afterEach(() => resetSession());

  it('adds an entry only with a model, min ≥ 0, max > 0 and max ≥ min; removes entries; needs one to save', async () => {
    const recorder = siteFetch((call) => (call.path.endsWith('/par') && call.method === 'GET' ? json({ success: true, result: null }) : undefined));
    const onClose = vi.fn();
    await renderWithClient(<ParDefinitionModal location={WARD} canEdit onClose={onClose} onFailure={() => undefined} />, recorder.fake);
    const dialog = page.getByRole('dialog', { name: 'Par Definition of Ward A' });
    await expect.element(dialog).toBeVisible();

    // No model.
    await field('Min').fill('1');
    await field('Max').fill('3');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.parEntryModel);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    // max < min.
    await choose('Model', 'PUMP-1 — Infusion pump');
    await field('Min').fill('5');
    await field('Max').fill('3');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.parEntryMax);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    // max 0.
    await field('Min').fill('0');
    await field('Max').fill('0');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.parEntryMax);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    // min < 0.
    await field('Min').fill('-1');
    await field('Max').fill('2');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.parEntryMin);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect.element(page.getByRole('table', { name: 'Definition entries' })).toHaveTextContent('No entries yet.');

    // Valid: min 2, max 2.
    await field('Min').fill('2');
    await field('Max').fill('2');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect.element(page.getByRole('table', { name: 'Definition entries' })).toHaveTextContent('PUMP-1 — Infusion pump');

    // Removed again: saving now needs an entry.
    await page.getByRole('button', { name: 'Remove entry PUMP-1 — Infusion pump' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.parEntryRequired);
    expect(recorder.calls.some((c) => c.method === 'POST')).toBe(false);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    await choose('Model', 'BED-9 — Hospital bed');
    await field('Min').fill('1');
    await field('Max').fill('4');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await field('Notes').fill('Check weekly');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(recorder.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/locations/l-ward/par',
      body: { location: 'l-ward', notes: 'Check weekly', entries: [{ model: 'm-bed', min: 1, max: 4 }] },
    });
  });

  it('shows the saved definition read-only without EDIT', async () => {
    signIn(SITE_READONLY_PERMISSIONS);
    await renderWithClient(<ParDefinitionModal location={WARD} canEdit={false} onClose={() => undefined} onFailure={() => undefined} />, siteFetch().fake);
    await expect.element(page.getByRole('table', { name: 'Definition entries' })).toHaveTextContent('PUMP-1 — Infusion pump');
    await expect.element(field('Notes')).toHaveValue('Restock every Monday.');
    await expect.element(field('Notes')).toHaveAttribute('readonly');
    expect(page.getByRole('button', { name: 'Add Entry' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Save' }).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible();
  });
});

describe('LocationLabelModal', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    resetSession();
    delete (window as { __barcodeScriptRan?: boolean }).__barcodeScriptRan;
  });

  it('shows the barcode as an <img> from a blob URL, never as markup, so its script never runs', async () => {
    await renderWithClient(<LocationLabelModal location={WARD} onClose={() => undefined} onFailure={() => undefined} />, siteFetch().fake);
    const dialog = page.getByRole('dialog', { name: 'Location Label' });
    const barcode = dialog.getByRole('img', { name: 'Barcode of location Ward A' });
    await expect.element(barcode).toBeVisible();
    expect((barcode.element() as HTMLImageElement).src).toMatch(/^blob:/);
    await expect.element(dialog).toHaveTextContent('North General');
    await expect.element(dialog).toHaveTextContent('DO NOT REMOVE');
    await expect.element(dialog).toHaveTextContent('l-ward');
    await expect.element(dialog.getByRole('img', { name: 'EquipDesk' })).toBeVisible();
    expect(document.querySelector('[role="dialog"] script')).toBeNull();
    expect(document.querySelectorAll('[role="dialog"] svg rect[width="4"]')).toHaveLength(0);
    expect((window as { __barcodeScriptRan?: boolean }).__barcodeScriptRan).toBeUndefined();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await dialog.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('reports a barcode that cannot be loaded and closes', async () => {
    const onFailure = vi.fn();
    const onClose = vi.fn();
    const recorder = siteFetch((call) => (call.path.endsWith('/barcode') ? json({ success: false, message: 'Barcode service is down.' }, 500) : undefined));
    await renderWithClient(<LocationLabelModal location={WARD} onClose={onClose} onFailure={onFailure} />, recorder.fake);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('Barcode service is down.'));
    expect(onClose).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  });
});
