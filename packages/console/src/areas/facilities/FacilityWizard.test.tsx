import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { PermissionEntry, SessionUser } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { SITE_FULL_PERMISSIONS, SITE_REFERENCE_LISTS, STANDARD_USER, TECHNICIAN_USER } from '../../testing/facilityFixtures';
import { renderApp } from '../../testing/renderApp';
import { siteFetch } from '../../testing/siteFetch';

function signIn(user: SessionUser = ADMIN_USER, permissions: PermissionEntry[] = SITE_FULL_PERMISSIONS) {
  resetSession({ status: 'SUCCESS', token: 't', user, permissions, referenceLists: SITE_REFERENCE_LISTS });
}

describe('FacilityWizard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetSession());

  it('shows only the Basic tab for a new facility, with type A2 by default', async () => {
    signIn();
    await renderApp('/facilities/new', siteFetch().fake);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Create New Facility' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(page.getByRole('tab').elements()).toHaveLength(1);
    await expect.element(page.getByRole('form', { name: 'Basic' })).toHaveTextContent('A2');
  });

  it('opens an existing facility on its Accounts tab, without the facility column; Contracts is there too', async () => {
    signIn();
    const { calls, fake } = siteFetch();
    await renderApp('/facilities/f-north', fake);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Edit Facility' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    expect(page.getByRole('tab').elements().map((tab) => tab.textContent)).toEqual(['Basic', 'Accounts', 'Contracts']);
    const table = page.getByRole('table', { name: 'Accounts' });
    await expect.element(table.getByText('North ICU')).toBeVisible();
    expect(table.getByRole('columnheader', { name: 'Facility' }).query()).toBeNull();
    expect(calls.some((c) => c.path === '/api/accounts' && c.url.searchParams.getAll('facilities').includes('f-north'))).toBe(true);
    await page.getByRole('tab', { name: 'Contracts' }).click();
    await expect.element(page.getByRole('table', { name: 'Contracts' }).getByText('5001')).toBeVisible();
  });

  it('keeps the name read-only for a role that may not rename, editable for a technician', async () => {
    signIn(STANDARD_USER);
    const first = await renderApp('/facilities/f-north', siteFetch().fake);
    await page.getByRole('tab', { name: 'Basic' }).click();
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveAttribute('readonly');
    await expect.element(page.getByText('Only a technician or an administrator may rename a facility.')).toBeVisible();
    await first.screen.unmount();

    signIn(TECHNICIAN_USER);
    await renderApp('/facilities/f-north', siteFetch().fake);
    await page.getByRole('tab', { name: 'Basic' }).click();
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveValue('North General');
    await expect.element(page.getByLabelText('Name', { exact: true })).not.toHaveAttribute('readonly');
  });

  it('refuses a name in use, then creates the facility and moves to it with its tabs', async () => {
    signIn();
    const { calls, fake } = siteFetch((call) =>
      call.path === '/api/facilities/exists' && call.url.searchParams.get('name') === 'South Clinic'
        ? new Response(JSON.stringify({ result: { valid: false } }), { headers: { 'Content-Type': 'application/json' } })
        : undefined,
    );
    const { router } = await renderApp('/facilities/new', fake);
    await page.getByLabelText('Name', { exact: true }).fill('South Clinic');
    await page.getByLabelText('Enterprise', { exact: true }).click();
    await page.getByRole('option', { name: 'Northwind Health' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.facilityExists);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await page.getByLabelText('Name', { exact: true }).fill('East Campus');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MESSAGES.facilitySaved)).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/facilities');
    expect(put?.body).toMatchObject({ name: 'East Campus', type: 'A2', enterprise: SITE_REFERENCE_LISTS.enterprises[0]!.externalId });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/facilities/saved-1'));
    // The facilities reference list is reloaded so pickers show the new facility.
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/facilities/ddlist').length).toBeGreaterThan(0));
  });

  it('goes back to the grid on Cancel', async () => {
    signIn();
    const { router } = await renderApp('/facilities/new', siteFetch().fake);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/facilities'));
    await expect.element(page.getByRole('table', { name: 'Facilities' }).getByText('South Clinic')).toBeVisible();
  });
});
