// Every page a demo user may open is in their menus (or reached from a page that is), and no menu item leads them
// to a page that refuses them: the expectation comes from the route table and the permissions functions over the
// grants the real server gives each demo role at sign-in, the answer from the navbar as the browser shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LoginResponse } from '../packages/api-client/src/contract/index';
import { PAGE_ROUTES, belongsInMenu, mayOpen } from '../packages/console/src/routes';
import { DEMO_PASSWORD, signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DEMO_USERS = ['admin', 'supervisor', 'technician', 'standard', 'customer', 'support', 'stakeholder', 'caregiver'];

/** The addresses of every link the navbar offers: Home, each menu's items and the user menu's. */
async function navbarLinks(page: Page): Promise<Set<string>> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  const links = new Set<string>();
  for (const href of await nav.locator('a[href]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) links.add(href);
  const menus = await nav.locator('button[aria-haspopup="menu"]').allTextContents();
  for (const label of menus.map((m) => m.trim())) {
    await nav.getByRole('button', { name: label, exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const href of await menu.getByRole('menuitem').evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
      if (href) links.add(href);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
  return links;
}

describe('menus of the demo roles', () => {
  it.each(DEMO_USERS)('%s finds every page they may open in their menus, and only such pages', async (username) => {
    const login = await fetch(`${e2e.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    const { permissions = [] } = (await login.json()) as LoginResponse;
    const { page } = await e2e.newPage();
    await signIn(page, username);
    const links = await navbarLinks(page);

    const expected = PAGE_ROUTES.filter((route) => !route.reachedFrom && belongsInMenu(route, permissions)).map((route) => route.path);
    expect(expected.length).toBeGreaterThan(0);
    expect([...expected].filter((path) => !links.has(path))).toEqual([]);
    // A page reached from another: that page is in the menus.
    for (const route of PAGE_ROUTES.filter((r) => r.reachedFrom && r.reachedFrom !== 'user-menu' && belongsInMenu(r, permissions))) {
      const from = PAGE_ROUTES.find((r) => r.name === route.reachedFrom)!;
      expect(links.has(from.path), `${route.path} is reached from ${from.path}`).toBe(true);
    }
    // And nothing the menus offer refuses them (the user menu's pages are everyone's, as the spec lists them).
    for (const href of links) {
      const route = PAGE_ROUTES.find((r) => r.path === href);
      expect(route, href).toBeDefined();
      if (route!.reachedFrom !== 'user-menu') expect(mayOpen(route!, permissions), href).toBe(true);
    }
  });

  it('tells the truth about where the utilization trends report is', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'supervisor');
    const broadcast = page.getByText(/utilization trends report/i).first();
    await broadcast.waitFor();
    const text = (await broadcast.textContent()) ?? '';
    // It names a menu and an item: both are there, and lead to the report.
    const [, menu, item] = /under (\w+) › ([\w ]+)\./.exec(text) ?? [];
    expect([menu, item]).toEqual(['Reports', 'Utilization Trends']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu!, exact: true }).click();
    await page.getByRole('menuitem', { name: item! }).click();
    await page.waitForURL('**/reports/asset-utilization-trends');
    await page.getByRole('heading', { level: 1, name: 'Asset Utilization Trends' }).waitFor();
  });
});
