// The listing kit on the administration area, against the real server and database.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { MESSAGES } from '../packages/api-client/src/contract/messages';
import { computedStyle, pickOption, showing, signIn, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function as(username: string, password?: string): Promise<Page> {
  const { page } = await e2e.newPage({ acceptDownloads: true });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, username, password);
  return page;
}

function search(page: Page) {
  return page.getByRole('searchbox');
}

/**
 * As a person would: the matrix shows, then the search narrows it to the rows of `text`. A search typed before the
 * matrix has loaded can be answered by the first, unsearched page, which is what a loaded machine showed.
 */
async function narrowTo(page: Page, text: string): Promise<void> {
  const all = await showing(page);
  await search(page).fill(text);
  await search(page).press('Enter');
  await expect.poll(async () => (await showing(page)).total).toBeLessThan(all.total);
}

async function rowCount(page: Page): Promise<number> {
  return (await showing(page)).total;
}

async function download(page: Page, format: 'CSV' | 'XLSX'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
  return file;
}

describe('users listing', () => {
  it('searches on Enter, clears on Escape, and keeps the search in the URL', async () => {
    const page = await as('admin');
    await page.goto('/users');
    const all = await rowCount(page);
    expect(all).toBeGreaterThan(5);
    await search(page).fill('admin');
    expect(await rowCount(page)).toBe(all); // typing alone applies nothing
    await search(page).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('admin');
    await expect.poll(() => rowCount(page)).toBeLessThan(all);
    await search(page).press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    await expect.poll(() => rowCount(page)).toBe(all);
  });

  it('pages and changes the page size', async () => {
    const page = await as('admin');
    await page.goto('/enterprises');
    await page.goto('/users');
    const first = await showing(page);
    expect(first.from).toBe(1);
    expect(first.to).toBe(Math.min(50, first.total));
    await page.getByLabel('Page size').selectOption('100');
    await expect.poll(async () => (await showing(page)).to).toBe(Math.min(100, first.total));
    await page.getByLabel('Page size').selectOption('50');
    if (first.total > 50) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(async () => (await showing(page)).from).toBe(51);
    }
  });

  it('filters by role with a chip that removes the filter', async () => {
    const page = await as('admin');
    await page.goto('/users');
    const all = await rowCount(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption(page, 'Role', 'Technician');
    await page.getByText(/Filtering On \d+ filter\(s\)/).waitFor();
    await expect.poll(() => rowCount(page)).toBeLessThan(all);
    const chip = page.getByRole('button', { name: /Remove filter Role/ });
    await chip.click();
    await expect.poll(() => rowCount(page)).toBe(all);
  });

  it('shows every status once the default ACTIVE filter is removed', async () => {
    const page = await as('admin');
    await page.goto('/users');
    const active = await rowCount(page);
    await page.getByRole('button', { name: 'Remove filter Status: ACTIVE' }).click();
    await expect.poll(() => rowCount(page)).toBeGreaterThan(active);
    expect(await page.getByText(/Filtering On/).count()).toBe(0);
  });

  it('exports a CSV and an XLSX whose rows match the filtered list', async () => {
    const page = await as('admin');
    await page.goto('/users?search=example');
    const total = await rowCount(page);
    expect(total).toBeGreaterThan(0);

    const csv = await download(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
    expect(lines.length - 1).toBe(total);

    const xlsx = await download(page, 'XLSX');
    expect(xlsx.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(await readFile((await xlsx.path())!));
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json(sheet);
    expect(rows.length).toBe(total);
  });

  it('remembers the column choice after a reload', async () => {
    const page = await as('admin');
    await page.goto('/users');
    await page.getByRole('columnheader', { name: /Email/ }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Visible columns' }).getByLabel('Email').uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: /Email/ }).count()).toBe(0);
    await page.reload();
    await page.getByRole('columnheader', { name: /Name/ }).first().waitFor();
    expect(await page.getByRole('columnheader', { name: /Email/ }).count()).toBe(0);
  });

  it('creates users: a privileged role hides the pickers, facilities bring their accounts', async () => {
    const page = await as('admin');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New User' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'User name is required and must be up to 100 characters.');
    await page.getByText('Validation Error').first().waitFor();

    await form.getByLabel('Name', { exact: true }).fill('Pat Privileged');
    await form.getByLabel('Email', { exact: true }).fill('Pat.Privileged@Example.org');
    expect(await form.getByLabel('Username', { exact: true }).inputValue()).toBe('pat.privileged@example.org');
    await form.getByLabel('Password', { exact: true }).fill('Secret#2026');
    await pickOption(form, 'Role', 'Administrator');
    expect(await form.getByLabel('Facilities', { exact: true }).count()).toBe(0);
    expect(await form.getByLabel('Accounts', { exact: true }).count()).toBe(0);
    await pickOption(form, 'Role', 'Standard');
    await form.getByLabel('Facilities', { exact: true }).waitFor();
    await pickOption(form, 'Type', 'A2');
    const enterprisesInput = form.getByLabel('Enterprises', { exact: true });
    await enterprisesInput.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const facilitiesInput = form.getByLabel('Facilities', { exact: true });
    await facilitiesInput.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, /created|saved/i);
    await search(page).fill('pat.privileged');
    await search(page).press('Enter');
    await expect.poll(() => rowCount(page)).toBe(1);
    await page.getByRole('row').filter({ hasText: /Pat Privileged/ }).waitFor();
    // The facility brought all its accounts along: the saved user holds them.
    const saved = await page.evaluate(async () => {
      const token = localStorage.getItem('equipdesk.token') ?? '';
      const res = await fetch('/api/users?search=pat.privileged', { headers: { 'X-Auth-Token': token.replace(/^"|"$/g, '') } });
      return (await res.json()) as { items: { facilities: string[]; accounts: string[]; roleIdentifier: string }[] };
    });
    expect(saved.items[0]!.roleIdentifier).toBe('ROLE_STANDARD');
    expect(saved.items[0]!.facilities.length).toBe(1);
    expect(saved.items[0]!.accounts.length).toBeGreaterThan(0);
  });

  it('refuses a user form with each rule of the spec, keeping what was typed', async () => {
    const page = await as('admin');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New User' });
    await form.getByLabel('Name', { exact: true }).fill('Robin Rules');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('Secret#2026');
    await pickOption(form, 'Role', 'Administrator');
    await pickOption(form, 'Type', 'A2');
    await form.getByLabel('Enterprises', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Email is not well formed.');

    await form.getByLabel('Email', { exact: true }).fill('robin.rules@example.org');
    await form.getByLabel('Password', { exact: true }).fill('password');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Password must contain at least: 1 alpha-numeric letter, 1 number, and one special character');

    // An email that is taken, found by the server check.
    await form.getByLabel('Email', { exact: true }).fill('admin@equipdesk.example');
    await form.getByLabel('Password', { exact: true }).fill('Secret#2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'User already exists with this email.');
    // Nothing typed was lost.
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Robin Rules');
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('Secret#2026');
  });

  it('deactivates, deletes and activates a user, with the row colours and labels', async () => {
    const page = await as('admin');
    await page.goto('/users?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED&search=stakeholder');
    const row = page.getByRole('row').filter({ hasText: /stakeholder@/i }).first();
    await row.waitFor();

    await row.getByRole('button', { name: /^Deactivate user/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, /deactivated/i);
    await expect.poll(() => row.getAttribute('data-status')).toBe('INACTIVE');
    expect(await row.textContent()).toContain('Inactive');
    const warningBg = await computedStyle(row, 'backgroundColor');

    await row.getByRole('button', { name: /^Delete user/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, /deleted|removed/i);
    await expect.poll(() => row.getAttribute('data-status')).toBe('REMOVED');
    expect(await row.textContent()).toContain('Removed');
    const dangerBg = await computedStyle(row, 'backgroundColor');
    expect(dangerBg).not.toBe(warningBg);
    expect(await row.getByRole('button', { name: /^Edit user/ }).count()).toBe(0);

    await row.getByRole('button', { name: /^Activate user/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await toast(page, /activated/i);
    await expect.poll(() => row.getAttribute('data-status')).toBe('ACTIVE');
  });

  it('resets a password, and the user signs in with the new one', async () => {
    const page = await as('admin');
    await page.goto('/users?search=standard');
    const row = page.getByRole('row').filter({ hasText: /standard@/i }).first();
    await row.getByRole('button', { name: /^Reset password of user/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('New password').fill('Renewed#2027');
    await dialog.getByLabel('Confirm password').fill('Renewed#2027');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await as('standard', 'Renewed#2027');
  });

  it('puts the open user form in the address: /users/{id}, Back and Cancel close it, the list state stays', async () => {
    const page = await as('admin');
    await page.goto('/users?search=standard');
    const row = page.getByRole('row').filter({ hasText: /standard@/i }).first();
    const id = await row.getAttribute('data-row-id');
    await row.getByRole('button', { name: /^Edit user/ }).click();
    const form = page.getByRole('form', { name: /^Edit User/ });
    await form.waitFor();
    await page.waitForURL((url) => url.pathname === `/users/${id}` && url.searchParams.get('search') === 'standard');
    await page.goBack();
    await form.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/users' && url.searchParams.get('search') === 'standard');
    await page.goForward();
    await form.waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/users' && url.searchParams.get('search') === 'standard');
    await page.reload();
    await showing(page);
    expect(await page.getByRole('form', { name: /^Edit User/ }).count()).toBe(0);
  });

  it('shows a narrow role neither Add nor Export', async () => {
    const page = await as('supervisor');
    await page.goto('/users');
    await showing(page);
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
  });
});

describe('enterprises', () => {
  it('adds inline with each validation message, then edits', async () => {
    const page = await as('admin');
    await page.goto('/enterprises');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Enterprise' });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Enterprise name is required and must be up to 100 characters.');

    const existing = await page.evaluate(async () => {
      const token = localStorage.getItem('equipdesk.token') ?? '';
      const res = await fetch('/api/enterprises', { headers: { 'X-Auth-Token': token.replace(/^"|"$/g, '') } });
      return ((await res.json()) as { items: { name: string }[] }).items[0]!.name;
    });
    await form.getByLabel('Name', { exact: true }).fill(existing);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Enterprise already exists with this name.');

    await form.getByLabel('Name', { exact: true }).fill('Northwind Clinics');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await search(page).fill('Northwind');
    await search(page).press('Enter');
    const row = page.getByRole('row').filter({ hasText: /Northwind Clinics/ });
    await row.waitFor();

    await row.getByRole('button', { name: /^Edit enterprise/ }).click();
    const edit = page.getByRole('form', { name: /Edit Enterprise/ });
    await edit.getByLabel('Name', { exact: true }).fill('Northwind Health');
    await edit.getByRole('button', { name: 'Save' }).click();
    // The seed has a "Northwind Health System": match the renamed row by its whole name.
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: 'enterprise Northwind Health', exact: true }).waitFor();
    expect(await page.getByRole('row', { name: 'enterprise Northwind Clinics', exact: true }).count()).toBe(0);
  });
});

describe('a deleted enterprise', () => {
  it('leaves the list, is found with the REMOVED status filter, shown red, and activated again', async () => {
    const page = await as('admin');
    await page.goto('/enterprises');
    await page.getByRole('button', { name: 'Remove filter Status: ACTIVE' }).waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Enterprise' });
    await form.getByLabel('Name', { exact: true }).fill('Harbor Removal Clinic');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: 'enterprise Harbor Removal Clinic', exact: true });
    await row.waitFor();

    await row.getByRole('button', { name: /^Delete enterprise/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, /deleted|removed/i);
    await row.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption(page, 'Status', 'REMOVED');
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('REMOVED');
    expect(await row.textContent()).toContain('Removed');

    await row.getByRole('button', { name: /^Activate enterprise/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await toast(page, /activated/i);
    await expect.poll(() => row.getAttribute('data-status')).toBe('ACTIVE');
  });
});

describe('permissions matrix', () => {
  it('shows locked cells that must be unlocked before toggling', async () => {
    const page = await as('admin');
    await page.goto('/permissions');
    await narrowTo(page, 'sync/config');
    const locked = page.getByRole('button', { name: /^Unlock VIEW sync\/config for ROLE_STAKEHOLDER/ }).first();
    await locked.waitFor();
    expect(await locked.getByRole('img', { name: 'Locked' }).count()).toBe(1);
    await locked.click();
    const toggle = page.getByRole('button', { name: 'Grant VIEW sync/config to ROLE_STAKEHOLDER' }).first();
    await toggle.waitFor();
  });

  it('tells a user without edit rights that they are not privileged', async () => {
    const page = await as('support');
    await page.goto('/permissions');
    await narrowTo(page, 'users');
    await page.getByRole('button', { name: /^Grant VIEW users to ROLE_/ }).first().click();
    await toast(page, 'You are not privileged to perform this action');
  });

  it('confirms a profile change with the password and keeps the form when it fails', async () => {
    const page = await as('technician');
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Name', { exact: true }).fill('Terry Technician-Lee');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Password must contain at least: 1 alpha-numeric letter, 1 number, and one special character');
    await form.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Current password is not correct.');
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Terry Technician-Lee');
    await form.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Your profile was saved successfully.');
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Profile' }).getByLabel('Name', { exact: true });
    await expect.poll(() => reloaded.inputValue()).toBe('Terry Technician-Lee');
  });
});

// Last in the file: without the server's refusal the first of these leaves admin signed out for good.
describe('changes that would lock the administration out', () => {
  it('refuses to deactivate one\'s own account with a toast, and the row stays active', async () => {
    const page = await as('admin');
    await page.goto('/users?search=admin@equipdesk');
    const row = page.getByRole('row').filter({ hasText: /admin@equipdesk/i }).first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('ACTIVE');
    await row.getByRole('button', { name: /^Deactivate user/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, MESSAGES.selfDeactivate);
    expect(await row.getAttribute('data-status')).toBe('ACTIVE');
    expect(await row.getByRole('button', { name: /^Deactivate user/ }).count()).toBe(1);
    // Still so after a reload, and still signed in.
    await page.reload();
    const again = page.getByRole('row').filter({ hasText: /admin@equipdesk/i }).first();
    await again.waitFor();
    expect(await again.getAttribute('data-status')).toBe('ACTIVE');
  });

  it('refuses to deny one\'s own role the grant that manages users, and the cell stays granted', async () => {
    const page = await as('admin');
    await page.goto('/permissions');
    await narrowTo(page, 'users');
    const cell = page.getByRole('button', { name: 'Grant EDIT users to ROLE_ADMIN', exact: true }).first();
    await cell.waitFor();
    expect(await cell.getAttribute('aria-pressed')).toBe('true');
    await cell.click();
    await toast(page, MESSAGES.ownGrantDeny);
    await expect.poll(() => cell.getAttribute('aria-busy')).toBeNull();
    expect(await cell.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    const again = page.getByRole('button', { name: 'Grant EDIT users to ROLE_ADMIN', exact: true }).first();
    await again.waitFor();
    expect(await again.getAttribute('aria-pressed')).toBe('true');
  });
});
