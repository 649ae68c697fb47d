// Sign-in, the shell around every page, and the public routes, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUILD_DIR } from '../packages/server/src/index';
import { computedStyle, DEMO_PASSWORD, signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const FAILED = 'Invalid username or password provided. Login attempt failed';

async function fresh(): Promise<Page> {
  return (await e2e.newPage()).page;
}

/** Names of the top-level menus in the navbar. */
async function menuNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.waitFor();
  return nav.locator('button[aria-haspopup="menu"], a').evaluateAll((els) =>
    els.map((el) => (el.textContent ?? '').trim()).filter(Boolean),
  );
}

async function openMenu(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items.map((s) => s.trim());
}

describe('the console as the browser receives it', () => {
  it('comes compressed with brotli, hashed scripts cached for a year and the page never', async () => {
    const page = await fresh();
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    });
    const document = await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(new URL(script.url).pathname.startsWith(`/${BUILD_DIR}/`), script.url).toBe(true);
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
    // Every script of some size comes as brotli (the smallest are sent as they are).
    expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThanOrEqual(Math.ceil(scripts.length / 2));
  });
});

describe('login', () => {
  it('redirects a protected route to /login and hides the navbar there', async () => {
    const page = await fresh();
    // The console redirects before the page's load event; wait only for the document.
    await page.goto('/users', { waitUntil: 'commit' });
    await page.waitForURL('**/login');
    expect(await page.getByRole('navigation', { name: /main/i }).count()).toBe(0);
  });

  it('shows the failure message in red under the form, the same for an unknown user and a wrong password', async () => {
    const page = await fresh();
    await page.goto('/login');
    for (const [username, password] of [
      ['admin', 'Wrong@2026'],
      ['nobody-here', DEMO_PASSWORD],
    ] as const) {
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      // The previous attempt's alert leaves while the request runs and a new one comes with its
      // answer: wait for the answer so the alert read is the one this attempt shows.
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/login')),
        page.getByRole('button', { name: 'Login', exact: true }).click(),
      ]);
      const alert = page.getByRole('alert').filter({ hasText: FAILED });
      await alert.waitFor();
      const color = await computedStyle(alert, 'color');
      const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
      expect(color).toMatch(/^rgb/);
      expect(r).toBeGreaterThan(150);
      expect(g!).toBeLessThan(100);
      expect(b!).toBeLessThan(100);
      expect(page.url()).toMatch(/\/login$/);
    }
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)).length)).toBe(0);
  });

  it('validates the username before calling the server', async () => {
    const page = await fresh();
    await page.goto('/login');
    await page.getByLabel('Username').fill('abc');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Username is required and must be at least 4 characters.').first().waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('moves through forgot password and reset confirmation, disabling the request after one try', async () => {
    const page = await fresh();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Username').fill('standard');
    const request = page.getByRole('button', { name: 'Request Reset' });
    await request.click();
    await page.getByText('If the user exists, a password reset link has been sent.').waitFor();
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    expect(await page.getByRole('button', { name: 'Request Reset' }).isEnabled()).toBe(true);
  });

  it('takes admin to /dashboard with every menu', async () => {
    const page = await fresh();
    await signIn(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const menus = await menuNames(page);
    for (const name of ['Home', 'Assets', 'Orders', 'Tasks', 'Users', 'Facilities', 'Reports', 'Help']) {
      expect(menus).toContain(name);
    }
    expect(await openMenu(page, 'Users')).toEqual(['Enterprises', 'Permissions', 'Roles', 'Users', 'Sync Configurations', 'Audit Log']);
    expect(await openMenu(page, 'Reports')).toEqual(['Productivity Report', 'Utilization Trends', 'Utilization Metrics', 'Stock Status']);
    const assets = await openMenu(page, 'Assets');
    expect(assets).toEqual(expect.arrayContaining(['Assets', 'Products', 'Product Models', 'Upload Assets', 'Upload History']));
  });

  it('shows a narrow role only its menus', async () => {
    const page = await fresh();
    await signIn(page, 'stakeholder');
    const menus = await menuNames(page);
    expect(menus).not.toContain('Users');
    expect(menus).not.toContain('Facilities');
    expect(menus).toContain('Help');
  });

  it('tells a user with no permissions at all whom to contact', async () => {
    const page = await fresh();
    await signIn(page, 'noaccess');
    await page.getByText(/You do not seem to have this permission as yet\. Please contact .+@.+\./).waitFor();
    const menus = await menuNames(page);
    expect(menus.filter((m) => ['Assets', 'Orders', 'Tasks', 'Users', 'Facilities'].includes(m))).toEqual([]);
  });
});

describe('shell', () => {
  it('shows About with the version and year, and only its Close button closes it', async () => {
    const page = await fresh();
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('1.99.212');
    expect(await dialog.textContent()).toContain(String(new Date().getFullYear()));
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('signs out from the user menu and returns to /login', async () => {
    const page = await fresh();
    await signIn(page, 'support');
    const userMenu = page.getByRole('button', { name: /support/i }).first();
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/users', { waitUntil: 'commit' });
    await page.waitForURL('**/login');
    await page.getByLabel('Username').waitFor();
  });

  it('logs out on any 401 and returns to /login', async () => {
    const page = await fresh();
    await signIn(page, 'admin');
    // Revoke the session behind the console's back, then make it call the API again.
    const status = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => /token/i.test(k))!;
      const raw = localStorage.getItem(key)!;
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const res = await fetch('/api/logout', { method: 'POST', headers: { 'X-Auth-Token': token } });
      return res.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await page.waitForURL('**/login');
  });

  it('sends Internet Explorer to /ie with the browser warning', async () => {
    const { page } = await e2e.newPage({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForURL('**/ie');
    await page.getByText(/Internet Explorer is not supported/).waitFor();
  });
});

describe('password reset route', () => {
  it('resets a password from the emailed link and signs in with it', async () => {
    const page = await fresh();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Username').fill('customer');
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await page.getByText('If the user exists, a password reset link has been sent.').waitFor();

    // The newest message is ours: tests in this file run one after another. The mail goes once the answer has
    // (the server looks the user up only then): wait for it.
    await e2e.server.app.recoveries.settled();
    const mail = e2e.server.app.mailer.outbox.at(-1);
    expect(mail?.link).toBeTruthy();
    const link = new URL(mail!.link!, e2e.baseUrl);
    await page.goto(link.pathname);
    expect(await page.getByRole('navigation', { name: /main/i }).count()).toBe(0);
    await page.getByText('customer').first().waitFor();
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByText('New password must be at least 8 characters.').first().waitFor();

    await page.getByLabel('New Password').fill('Fresh#2027');
    await page.getByLabel('Confirm Password').fill('Fresh#2027');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'customer', 'Fresh#2027');
  });

  it('explains an unknown reset link', async () => {
    const page = await fresh();
    await page.goto('/reset/nope/nope');
    await page.getByText(/invalid|expired/i).first().waitFor();
  });
});
