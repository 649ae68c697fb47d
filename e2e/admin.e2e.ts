// The listing kit on the administration area, against the real server and database: the users listing.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { computedStyle, pickOption, showing, toast } from './support';
import { as, search, rowCount, download, useAdminE2E } from './adminSupport';

useAdminE2E();

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
