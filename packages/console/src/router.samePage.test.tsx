import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { json, renderApp } from './testing/renderApp';
import { resetSession } from './session/store';
import { ADMIN_USER } from './testing/fixtures';
import { SITE_FULL_PERMISSIONS } from './testing/facilityFixtures';
import { siteFetch } from './testing/siteFetch';

const REFUSAL = 'Location Ward A still holds assets.';

describe('two routes of one page (a list and its open row)', () => {
  beforeEach(() => resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: SITE_FULL_PERMISSIONS }));
  afterEach(() => resetSession());

  it('keep the page as the address moves between them: a refusal shown stays while a row opens', async () => {
    const { router } = await renderApp(
      '/locations',
      siteFetch((call) => (call.method === 'POST' && call.path === '/api/locations/l-ward/remove' ? json({ success: false, message: REFUSAL }) : undefined)).fake,
    );
    await page.getByRole('button', { name: 'Delete location Ward A' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText(REFUSAL)).toBeVisible();
    // Confirming in the row's dialog is no click on the row: its form stays closed.
    expect(router.state.location.pathname).toBe('/locations');

    await page.getByRole('button', { name: 'Edit location Ward A' }).click();
    await expect.element(page.getByRole('form', { name: 'Edit Location Ward A' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/locations/l-ward');
    await expect.element(page.getByText(REFUSAL)).toBeVisible();
  });
});
