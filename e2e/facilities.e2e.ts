// The facilities area end to end: wizards, contracts, locations with ranges, par levels and labels,
// and the facility rename rule, against the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

const FACILITY = 'Lakeside Regional';

describe('facility and account wizards', () => {
  it('creates a facility: only Basic at first, then the Accounts and Contracts tabs', async () => {
    const page = await as('admin');
    await page.goto('/facilities');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.waitForURL('**/facilities/new');
    await page.getByRole('heading', { level: 1, name: 'Create New Facility' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Basic']);

    const form = page.getByRole('form', { name: 'Basic' });
    await form.getByLabel('Name', { exact: true }).fill(FACILITY);
    await form.getByLabel('Enterprise', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The facility changes were saved successfully. To exit out of this wizard, click cancel.');
    await page.getByRole('heading', { level: 1, name: 'Edit Facility' }).waitFor();
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Basic', 'Accounts', 'Contracts']);
    expect(await page.getByRole('tab', { name: 'Accounts' }).getAttribute('aria-selected')).toBe('true');

    // The cached facility list refreshed: another screen's picker offers it without a reload.
    await markDocument(page);
    await page.getByRole('button', { name: 'Facilities', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Contracts' }).click();
    await page.waitForURL('**/contracts');
    await page.getByRole('button', { name: 'Add New' }).click();
    const contract = page.getByRole('form', { name: 'Create New Contract' });
    await contract.getByLabel('Facility', { exact: true }).fill(FACILITY);
    await page.getByRole('option', { name: FACILITY, exact: true }).waitFor();
    expect(await sameDocument(page)).toBe(true);
  });

  it('adds an account inside the facility with each rule tried, allocates users, and returns to the facility', async () => {
    const page = await as('admin');
    await page.goto(`/facilities?search=${encodeURIComponent(FACILITY)}`);
    await page.getByRole('button', { name: `Edit facility ${FACILITY}` }).click();
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('table', { name: 'Accounts' }).waitFor();
    const facilityUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create New Account' }).waitFor();

    const form = page.getByRole('form', { name: 'Account Details' });
    // The spec's defaults.
    expect(await form.getByLabel('PM Alerts Duration (days)').inputValue()).toBe('30');
    expect(await form.getByLabel('Visit Timeout (hours)').inputValue()).toBe('6');
    expect(await form.getByLabel('STAT Time (minutes)').inputValue()).toBe('120');
    expect(await form.getByLabel('Standard Time (minutes)').inputValue()).toBe('300');

    await form.getByLabel('Account No', { exact: true }).fill('12AB');
    await form.getByLabel('Name', { exact: true }).fill('Lakeside Surgery');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Validation Error').first().waitFor();

    await form.getByLabel('Account No', { exact: true }).fill('99001');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Account Time Zone is required and must be picked.');

    await pickOption(form, 'Time Zone', 'America/Chicago');
    // An account number that exists already.
    const taken = await api<{ items: { accountNo: string }[] }>('admin', 'GET', 'accounts?pageSize=1');
    await form.getByLabel('Account No', { exact: true }).fill(taken.json.items[0]!.accountNo);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Account already exists with this account number.');

    await form.getByLabel('Account No', { exact: true }).fill('99001');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The account changes were saved successfully. To exit out of this wizard, click cancel.');
    await page.getByRole('heading', { level: 1, name: 'Edit Account' }).waitFor();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Pick Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick Users' });
    await dialog.getByLabel('Users', { exact: true }).click();
    const first = page.getByRole('listbox').getByRole('option').first();
    const picked = (await first.textContent())!.trim();
    await first.click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const users = page.getByRole('table', { name: 'Account users' });
    await users.getByText(picked.split(/\s[(<—-]/)[0]!).first().waitFor();

    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(facilityUrl);
  });
});

describe('contracts', () => {
  it('refuses a contract number that is not digits', async () => {
    const page = await as('admin');
    await page.goto('/contracts');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Contract' });
    await form.getByLabel('Contract No', { exact: true }).fill('C-42');
    await pickOption(form, 'Facility', FACILITY);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Contract no. is required and must be digits (0-9) only.');
    await form.getByLabel('Contract No', { exact: true }).fill('424242');
    await pickOption(form, 'Type', 'Service');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill('424242');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('row').filter({ hasText: FACILITY }).filter({ hasText: '424242' }).waitFor();

    // A bookmarked /contracts/{id} opens its form even when the row is not on the page shown.
    const found = await api<{ items: { externalId: string }[] }>('admin', 'GET', 'contracts?search=424242');
    await page.goto(`/contracts/${found.json.items[0]!.externalId}?search=no-such-contract`);
    await page.getByRole('form', { name: 'Edit Contract 424242' }).waitFor();
  });
});

describe('locations', () => {
  it('creates Bed 1-3 as three rows, adds a sub-location, defines par levels and prints a label', async () => {
    const page = await as('admin');
    await page.goto('/locations');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Location' });
    await form.getByLabel('Name', { exact: true }).fill('Ward Q Bed 1-3');
    await page.getByText(/3 locations will be created/).waitFor();
    await pickOption(form, 'Type', 'Bed');
    await form.getByLabel('Account', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await form.getByLabel('Utilization Status', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill('Ward Q Bed');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(async () => (await showing(page)).total).toBe(3);
    // A bed takes no sub-location.
    expect(await page.getByRole('button', { name: 'Add sub-location to location Ward Q Bed 1' }).count()).toBe(0);

    // A room does: add one and a bed under it.
    await page.getByRole('button', { name: 'Add New' }).click();
    const room = page.getByRole('form', { name: 'Create New Location' });
    await room.getByLabel('Name', { exact: true }).fill('Ward Q Room');
    await pickOption(room, 'Type', 'Room');
    await room.getByLabel('Account', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await room.getByLabel('Utilization Status', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await room.getByRole('button', { name: 'Save' }).click();
    await room.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill('Ward Q Room');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('button', { name: 'Add sub-location to location Ward Q Room' }).click();
    const sub = page.getByRole('form', { name: 'Create New Sub-location of Ward Q Room' });
    expect(await sub.getByLabel('Parent', { exact: true }).inputValue()).toBe('Ward Q Room');
    await sub.getByLabel('Name', { exact: true }).fill('Ward Q Room Cot');
    await pickOption(sub, 'Type', 'Bed');
    await sub.getByLabel('Utilization Status', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await sub.getByRole('button', { name: 'Save' }).click();
    await sub.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill('Ward Q Room Cot');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('row').filter({ hasText: 'Ward Q Room Cot' }).filter({ hasText: 'Ward Q Room' }).first().waitFor();

    // Par levels, with the entry rules.
    await page.getByRole('searchbox').fill('Ward Q Room');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('button', { name: 'Par definition of location Ward Q Room', exact: true }).click();
    const par = page.getByRole('dialog', { name: 'Par Definition of Ward Q Room' });
    await par.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'At the minimum one definition entry must be added.');
    const entry = par.getByRole('group', { name: 'New entry' });
    await entry.getByLabel('Min').fill('1');
    await entry.getByLabel('Max').fill('4');
    await entry.getByRole('button', { name: 'Add Entry' }).click();
    // Without a model nothing is added.
    expect(await par.getByRole('button', { name: /^Remove entry/ }).count()).toBe(0);
    await entry.getByLabel('Model', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await entry.getByLabel('Min').fill('5');
    await entry.getByLabel('Max').fill('2');
    await entry.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByText('Validation Error').first().waitFor();
    await entry.getByLabel('Max').fill('8');
    await entry.getByRole('button', { name: 'Add Entry' }).click();
    await par.getByRole('button', { name: /^Remove entry/ }).first().waitFor();
    await par.getByRole('button', { name: 'Save' }).click();
    await par.waitFor({ state: 'detached' });
    const rooms = await api<{ items: { externalId: string; name: string }[] }>('admin', 'GET', 'locations?search=Ward%20Q%20Room');
    const roomId = rooms.json.items.find((l) => l.name === 'Ward Q Room')!.externalId;
    const saved = await api<{ result: { entries: { min: number; max: number }[] } }>('admin', 'GET', `locations/${roomId}/par`);
    expect(saved.json.result.entries).toEqual([expect.objectContaining({ min: 5, max: 8 })]);

    // The label: barcode as an image of an SVG with no script, and a print that shows only the label.
    await page.getByRole('button', { name: 'Print label of location Ward Q Room', exact: true }).click();
    const label = page.getByRole('dialog', { name: 'Location Label' });
    await label.getByText('DO NOT REMOVE').waitFor();
    const barcode = label.getByRole('img', { name: 'Barcode of location Ward Q Room' });
    await barcode.waitFor();
    expect(await barcode.getAttribute('src')).toMatch(/^blob:/);
    expect(await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const svg = await fetch(`${e2e.baseUrl}/api/locations/${roomId}/barcode`, {
      headers: { 'X-Auth-Token': (await page.evaluate(() => localStorage.getItem('equipdesk.token') ?? '')).replace(/^"|"$/g, '') },
    });
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const body = await svg.text();
    expect(body).toMatch(/<svg[\s>]/);
    expect(body).not.toMatch(/<script/i);
    await page.evaluate(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed++;
      };
    });
    await label.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // Role queries skip what print hides (the dialog frame), so find the label's text directly.
    expect(await page.getByText('DO NOT REMOVE').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    await page.emulateMedia({ media: 'screen' });
  });
});

describe('facility rename rule', () => {
  it('keeps the name read-only for a role that may edit facilities but not rename them, in the UI and the API', async () => {
    // Give supervisors the facilities page with EDIT through the permission matrix.
    const matrix = await api<{ items: { platform: string; type: string; value: string; roles: { roleIdentifier: string; externalId: string; granted: boolean }[] }[] }>(
      'admin',
      'GET',
      'permissions/list',
    );
    for (const row of matrix.json.items.filter((p) => p.platform === 'WEB' && p.value === 'facilities' && ['NAVIGATE', 'VIEW', 'EDIT'].includes(p.type))) {
      const cell = row.roles.find((c) => c.roleIdentifier === 'ROLE_SUPERVISOR')!;
      if (!cell.granted) expect((await api('admin', 'POST', `roles/grant/${cell.externalId}`, {})).status).toBe(200);
    }

    const list = await api<{ items: { externalId: string; name: string; enterprise: string; type: string }[] }>('supervisor', 'GET', 'facilities');
    expect(list.status).toBe(200);
    const facility = list.json.items[0]!;

    const page = await as('supervisor');
    await page.goto(`/facilities/${facility.externalId}`);
    await page.getByRole('tab', { name: 'Basic' }).click();
    const name = page.getByRole('form', { name: 'Basic' }).getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(facility.name);
    expect(await name.getAttribute('readonly')).not.toBeNull();

    const renamed = await api<{ message: string }>('supervisor', 'POST', `facilities/${facility.externalId}`, {
      ...facility,
      name: `${facility.name} Renamed`,
    });
    expect(renamed.status).toBe(403);
    expect(renamed.json.message).toBe('You are not privileged to perform this action');
    const technician = await api<{ applyStatus: string }>('technician', 'GET', `facilities/${facility.externalId}`);
    expect(technician.status).toBe(200);
  });
});
