// The console on a phone (390 x 844, touch): every route of the route table fits the screen's width, the navigation
// drawer opens, works by keyboard and closes, a dialog fits, and what a finger taps is at least 44 px; at a desk's
// width the bar and the tables keep their density.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PAGE_ROUTES, PUBLIC_ROUTES } from '../packages/console/src/routes';
import { signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const PHONE = { width: 390, height: 844 };
const TOUCH = 44;

/** A phone: its size, a touch screen, the page laid out at the device's width. */
async function phone(username?: string): Promise<Page> {
  const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (username) await signIn(page, username);
  return page;
}

/** How wide the page is laid out, against the screen (a mobile browser widens its layout to fit what overflows). */
async function widths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Tables, charts and forms arrive after the heading: wait until nothing says it is loading, and a moment more. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(/^Loading…?$/).count(), { timeout: 15_000 }).toBe(0);
  await page.waitForTimeout(300);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
}

/**
 * An address for each route of the table: a parameter takes an id from the seeded data, read through the API as the
 * admin (the first row of the list the route's first segment names). A parameter no rule knows fails the test, so a
 * new parameterised route cannot slip past it.
 */
async function addressOf(path: string): Promise<string> {
  let address = path;
  for (const [param, name] of path.matchAll(/:(\w+)/g)) {
    const resource = path.split('/')[1]!;
    let value: string;
    if (resource === 'reports' && name === 'name') {
      // The seeded metric details view (GET dashboard/views/{name} answers it).
      value = 'availability-by-model';
      expect((await e2e.api('admin', 'GET', `dashboard/views/${value}`)).status).toBe(200);
    } else if (name === 'id' || name === 'externalId') {
      const { json } = await e2e.api<{ items?: { externalId: string }[] }>('admin', 'GET', `${resource}?pageSize=1`);
      value = json.items?.[0]?.externalId ?? '';
    } else if (name === 'recoveryId' || name === 'messageId') {
      value = 'not-a-reset-link';
    } else {
      throw new Error(`No seeded value for :${name} of ${path}`);
    }
    expect(value, `${param} of ${path}`).not.toBe('');
    address = address.replace(param, encodeURIComponent(value));
  }
  return address;
}

describe('every route on a phone', () => {
  it('lays out every protected page within the screen, signed in as the admin', async () => {
    expect(PAGE_ROUTES.length).toBeGreaterThan(40);
    const page = await phone('admin');
    const wide: string[] = [];
    for (const route of PAGE_ROUTES) {
      const address = await addressOf(route.path);
      await page.goto(address);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page);
      const { scrollWidth, innerWidth } = await widths(page);
      if (innerWidth !== PHONE.width || scrollWidth > innerWidth) wide.push(`${address}: ${scrollWidth} px in ${innerWidth}`);
    }
    expect(wide).toEqual([]);
  }, 300_000);

  it('lays out every public page within the screen', async () => {
    const page = await phone();
    const wide: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const address = await addressOf(route.path);
      await page.goto(address);
      await page.getByRole('heading').first().waitFor();
      await settled(page);
      const { scrollWidth, innerWidth } = await widths(page);
      if (innerWidth !== PHONE.width || scrollWidth > innerWidth) wide.push(`${address}: ${scrollWidth} px in ${innerWidth}`);
    }
    expect(wide).toEqual([]);
  });
});

describe('the navigation drawer', () => {
  it('opens from the menu button with the same menus, works by keyboard, and closes on Escape and beside it', async () => {
    const page = await phone('admin');
    await page.goto('/assets');
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The bar is one line: the brand and the menu button, the area menus folded away.
    expect((await box(nav)).height).toBeLessThanOrEqual(TOUCH + 16);
    expect(await nav.getByRole('button', { name: 'Assets' }).isVisible()).toBe(false);

    const button = nav.getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const size = await box(button);
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(TOUCH);

    // Keyboard: focus the button, Enter opens, focus moves in, Escape closes and focus comes back.
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-controls')).toBe(await drawer.getAttribute('id'));
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The user's name, in full, above their menu.
    await drawer.getByRole('heading', { name: 'Alex Admin' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // A tap beside the panel closes it too.
    await button.tap();
    await drawer.waitFor();
    await page.mouse.click(10, PHONE.height / 2);
    await drawer.waitFor({ state: 'detached' });

    // Every menu of the bar is a group of the drawer, its items a finger's height; one leads to its page.
    await button.tap();
    for (const menu of ['Assets', 'Orders', 'Tasks', 'Users', 'Facilities', 'Reports', 'Help']) {
      const group = drawer.getByRole('button', { name: menu, exact: true });
      expect(Math.min(...Object.values(await box(group)).slice(2))).toBeGreaterThanOrEqual(TOUCH);
    }
    // The current page's group is open, its page marked.
    expect(await drawer.getByRole('button', { name: 'Assets', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link', { name: 'Assets', exact: true }).getAttribute('aria-current')).toBe('page');
    // Tab stays inside the drawer.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await drawer.getByRole('button', { name: 'Users', exact: true }).tap();
    const roles = drawer.getByRole('link', { name: 'Roles', exact: true });
    expect((await box(roles)).height).toBeGreaterThanOrEqual(TOUCH);
    await roles.tap();
    await page.waitForURL('**/roles');
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('leaves the desk layout as it was: the menus in the bar, no menu button', async () => {
    const page = await e2e.pageAs('admin', { width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Assets' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect((await box(nav)).height).toBe(56);
    expect(await nav.getByRole('button', { name: 'Alex Admin' }).isVisible()).toBe(true);
  });
});

describe('dialogs and touch targets on a phone', () => {
  it('fits the Changes History of an asset in the screen, every value in reach', async () => {
    const page = await phone('admin');
    await page.goto('/assets');
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    await page.getByRole('button', { name: /history/i }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Changes History' });
    const table = dialog.getByRole('table');
    await table.waitFor();
    const panel = await box(dialog);
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width);
    // Nothing inside is wider than its box (the table's headers, kept out of sight for screen readers, aside): no
    // sideways scrolling, the Values of each change in view.
    const wider = await dialog.evaluate((el) =>
      [...el.querySelectorAll('*')].filter((child) => child.clientWidth > 1 && child.scrollWidth > child.clientWidth + 1).map((child) => `${child.tagName} ${child.scrollWidth}/${child.clientWidth}`),
    );
    expect(wider).toEqual([]);
    const values = table.getByRole('cell').filter({ hasText: '→' }).first();
    const cell = await box(values);
    expect(cell.x + cell.width).toBeLessThanOrEqual(panel.x + panel.width);
    const close = dialog.getByRole('button', { name: 'Close' }).first();
    expect(Math.min((await box(close)).width, (await box(close)).height)).toBeGreaterThanOrEqual(TOUCH);
    await close.tap();
    await dialog.waitFor({ state: 'detached' });
  });

  it('gives pagination, toolbar and row action buttons 44 px on a phone, and keeps the desk density', async () => {
    const page = await phone('admin');
    await page.goto('/assets');
    const pages = page.getByRole('navigation', { name: /pages|pagination/i }).first();
    await pages.waitFor();
    for (const button of await pages.getByRole('button').all()) {
      const { width, height } = await box(button);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(TOUCH);
    }
    const history = page.getByRole('button', { name: /history/i }).first();
    expect((await box(history)).width).toBeGreaterThanOrEqual(TOUCH);
    expect((await box(page.getByRole('button', { name: 'Columns' }))).height).toBeGreaterThanOrEqual(TOUCH);

    const desk = await e2e.pageAs('admin', { width: 1440, height: 900 });
    await desk.goto('/assets');
    const deskHistory = desk.getByRole('button', { name: /history/i }).first();
    await deskHistory.waitFor();
    expect(await box(deskHistory)).toMatchObject({ width: 28, height: 28 });
  });
});
