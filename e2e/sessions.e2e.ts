// Sessions ending where the user is not looking, and sign-ins refused for a while, against the real server: a
// Signout in one tab closes the others, an administrator deactivating a user closes that user's open console, and
// the lockout after too many wrong passwords says how long it lasts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '../packages/api-client/src/contract/index';
import { DEMO_PASSWORD, signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  // Three wrong passwords of one username lock it out (only the lockout test types wrong ones).
  e2e = await startE2E({ signInLimits: { failures: 3 } });
});
afterAll(async () => {
  await e2e?.close();
});

/** How long a closed console may take to show the sign-in: "within a second or two, without a click". */
const CLOSES_WITHIN_MS = 2_500;

/** The console has closed: the sign-in with `message`, no navbar, no rows of the page it showed. */
async function closed(page: Page, message: string, rowText: string): Promise<void> {
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: CLOSES_WITHIN_MS });
  await page.getByText(message).waitFor({ timeout: 500 });
  expect(page.url()).toMatch(/\/login$/);
  expect(await page.getByRole('navigation', { name: /main/i }).count()).toBe(0);
  expect(await page.getByText(rowText).count()).toBe(0);
}

/** The first row's text in the listing's grid (some text the page shows from the API). */
async function firstCellText(page: Page): Promise<string> {
  const cell = page.locator('.dt-body [role="row"].dt-row [role="cell"]:not(.dt-gutter)').first();
  await cell.waitFor();
  return ((await cell.textContent()) ?? '').trim();
}

describe('a session ended elsewhere', () => {
  it('closes every other tab of the browser when one signs out, at once and without a click', async () => {
    const { context, page: first } = await e2e.newPage();
    await signIn(first, 'supervisor');
    const second = await context.newPage();
    await second.goto('/orders');
    const row = await firstCellText(second);
    expect(row).not.toBe('');

    await first.getByRole('button', { name: /supervisor/i }).first().click();
    const signedOutAt = Date.now();
    await first.getByRole('menuitem', { name: 'Signout' }).click();
    await closed(second, MESSAGES.sessionSignedOut, row);
    expect(Date.now() - signedOutAt).toBeLessThan(CLOSES_WITHIN_MS);
    await first.waitForURL('**/login');
  });

  it("closes a user's open console when an administrator deactivates them", async () => {
    const page = await e2e.pageAs('standard');
    await page.goto('/assets');
    const row = await firstCellText(page);
    const users = await e2e.api<{ items: { externalId: string; username: string }[] }>('admin', 'GET', 'users?search=standard&pageSize=50');
    const standard = users.json.items.find((u) => u.username === 'standard');
    expect(standard).toBeDefined();
    try {
      const answer = await e2e.api('admin', 'POST', `users/${standard!.externalId}/deactivate`);
      expect(answer.status).toBe(200);
      await closed(page, MESSAGES.sessionDeactivated, row);
    } finally {
      await e2e.api('admin', 'POST', `users/${standard!.externalId}/activate`);
    }
  });
});

describe('too many attempts', () => {
  it('says how long the sign-in is refused, counts it down and keeps Login disabled', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    const attempt = async (password: string) => {
      await page.getByLabel('Username').fill('technician');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/login')), login.click()]);
    };
    for (let i = 0; i < 3; i++) await attempt('Wrong@2026');
    // The right password now: refused too, for the rest of the 15-minute window.
    await attempt(DEMO_PASSWORD);
    const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts.' });
    await alert.waitFor();
    const first = (await alert.textContent()) ?? '';
    expect(first).toMatch(/^Too many attempts\. Please wait 1[45]:\d\d and try again\.$/);
    expect(await login.isDisabled()).toBe(true);
    // It counts down live.
    await expect.poll(async () => (await alert.textContent()) ?? '', { timeout: 2_500 }).not.toBe(first);
    expect(await login.isDisabled()).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
  });
});
