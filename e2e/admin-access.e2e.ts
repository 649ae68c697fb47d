// The administration area beyond users, against the real server and database: enterprises (a deleted one too), the
// permissions matrix, and the changes that would lock the administration out.

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../packages/api-client/src/contract/messages';
import { pickOption, toast } from './support';
import { as, search, narrowTo, useAdminE2E } from './adminSupport';

useAdminE2E();

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
