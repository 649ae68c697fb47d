// Forms end to end, in New York time at a desk's and a phone's size: a changed form asks before Escape, a link,
// Back or a reload throws it away, keeps a draft (never a password) that the list offers back after a reload, and
// leaves none once saved; the date picker's calendar is drawn above the table it opens in, closes when focus
// leaves it and says why a typed past day is not taken; a value past its limit is said as it is typed; and a
// long user name leaves the navbar in one piece.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '../packages/api-client/src/contract/index';
import { DEMO_PASSWORD, dismissToasts, pickOption, signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A page of its own in New York time, signed in. */
async function pageAs(username: string, viewport = DESK): Promise<Page> {
  const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

/** Goes to a page of the console through its own menu, as a user does (so Back stays in the application). */
/** Opens a page from the navbar's menu; on a phone (the menus in the navigation drawer, tested in phone.e2e.ts) by its address. */
async function openFromMenu(page: Page, menu: string, item: string, path: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const drawerButton = nav.getByRole('button', { name: 'Menu', exact: true });
  await nav.getByRole('button', { name: menu, exact: true }).or(drawerButton).first().waitFor();
  if (await drawerButton.isVisible()) {
    await page.goto(path);
  } else {
    await nav.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  }
  await page.waitForURL(`**${path}`);
}

const items = async <T,>(path: string) => (await e2e.api<{ items: T[] }>('admin', 'GET', path)).json.items;

/** An account with an active location of its own, and a model: what an order is made of. */
async function orderParts() {
  const locations = (await items<{ account: string; name: string; status?: string }>('locations/ddlist')).filter((l) => !l.status || l.status === 'ACTIVE');
  const account = (await items<{ externalId: string; name: string; accountNo: string }>('accounts/ddlist')).find((a) => locations.some((l) => l.account === a.externalId))!;
  const location = locations.find((l) => l.account === account.externalId)!;
  const model = (await items<{ modelCode: string; modelDescription: string | null }>('models/ddlist'))[0]!;
  return { account, location, model };
}

const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });
const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('equipdesk.draft/')).map((key) => [key, localStorage.getItem(key)]));

describe('a changed form asks before it is thrown away', () => {
  it('holds Escape, a link, Back and a reload, offers the draft back on the list, and keeps none once saved', async () => {
    const page = await pageAs('admin');
    await openFromMenu(page, 'Orders', 'Orders', '/orders');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Place New Order' });
    await form.getByLabel('Deliver To', { exact: true }).fill('Nurse Joy');

    // Escape: the question, focus on Keep editing, which keeps everything.
    await form.getByLabel('Deliver To', { exact: true }).press('Escape');
    await discardDialog(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep editing');
    await page.keyboard.press('Enter');
    await discardDialog(page).waitFor({ state: 'detached' });
    expect(await form.getByLabel('Deliver To', { exact: true }).inputValue()).toBe('Nurse Joy');

    // A link of the navbar, then Back: asked, and still here after Keep editing.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await discardDialog(page).waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/orders');
    await page.goBack({ waitUntil: 'commit' });
    await discardDialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders');
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/orders');
    expect(await form.getByLabel('Deliver To', { exact: true }).inputValue()).toBe('Nurse Joy');

    // A reload: the browser's own question first (dismissed: nothing happens), then a reload that goes ahead.
    const asked: string[] = [];
    const answer = (accept: boolean) => (dialog: { type(): string; accept(): Promise<void>; dismiss(): Promise<void> }) => {
      asked.push(dialog.type());
      void (accept ? dialog.accept() : dialog.dismiss());
    };
    page.once('dialog', answer(false));
    await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(await form.getByLabel('Deliver To', { exact: true }).inputValue()).toBe('Nurse Joy');
    page.once('dialog', answer(true));
    await page.reload();
    expect(asked).toEqual(['beforeunload', 'beforeunload']);

    // The list offers the draft; Restore opens the form with it.
    await page.getByText('Restore your unsaved order?').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await form.getByLabel('Deliver To', { exact: true }).inputValue()).toBe('Nurse Joy');

    // Saved: closed without asking, no draft left.
    const parts = await orderParts();
    await pickOption(form, 'Account', `${parts.account.name} (${parts.account.accountNo})`);
    await pickOption(form, 'Delivery Location', parts.location.name);
    await pickOption(form, 'Type', 'STAT');
    await pickOption(form, 'Nature', 'DELIVERY');
    await pickOption(form, 'Item Model', parts.model.modelDescription ? `${parts.model.modelCode} — ${parts.model.modelDescription}` : parts.model.modelCode);
    await form.getByRole('button', { name: 'Add Item' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await drafts(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('keeps a new user as a draft without the password', async () => {
    const page = await pageAs('admin');
    await openFromMenu(page, 'Users', 'Users', '/users');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New User' });
    await form.getByLabel('Name', { exact: true }).fill('Dana Draft');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect.poll(async () => JSON.stringify(await drafts(page))).toContain('Dana Draft');
    const kept = JSON.stringify(await drafts(page));
    expect(kept).toContain('equipdesk.draft/admin/user/new');
    expect(kept).not.toContain(DEMO_PASSWORD);
    expect(kept).not.toContain('password');
  });
});

/** The visit form's Start Date field and its calendar. */
async function visitStartDate(page: Page): Promise<{ form: Locator; field: Locator }> {
  await openFromMenu(page, 'Tasks', 'Manage Visits', '/visits');
  await page.getByRole('table', { name: 'Manage Visits' }).waitFor();
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Create New Visit' });
  return { form, field: form.getByRole('textbox', { name: 'Start Date', exact: true }) };
}

describe('the date picker', () => {
  for (const [size, viewport] of [['desk', DESK], ['phone', PHONE]] as const) {
    it(`draws its calendar above the visits table and closes it when Tab leaves it (${size})`, async () => {
      const page = await pageAs('admin', viewport);
      const { form, field } = await visitStartDate(page);
      await field.click();
      const calendar = page.locator('.react-datepicker');
      await calendar.waitFor();
      // Every day of the month is the element under its own middle: nothing of the table covers the calendar.
      const covered = await calendar.evaluate((box) =>
        Array.from(box.querySelectorAll('.react-datepicker__day'))
          .filter((day) => {
            const rect = day.getBoundingClientRect();
            if (rect.bottom > innerHeight || rect.right > innerWidth) return false;
            return !day.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
          })
          .map((day) => day.getAttribute('aria-label')),
      );
      expect(covered).toEqual([]);
      // The weekday header: seven short names, none spilling over the next.
      const headers = await calendar.locator('.react-datepicker__day-name').evaluateAll((cells) => cells.map((c) => c.scrollWidth <= c.clientWidth));
      expect(headers).toEqual(Array(7).fill(true));
      // Into the calendar with the arrows, then Tab until focus leaves it: closed, focus on the next field.
      await page.keyboard.press('ArrowDown');
      for (let i = 0; i < 6 && (await calendar.count()) > 0; i++) await page.keyboard.press('Tab');
      expect(await calendar.count()).toBe(0);
      expect(await form.getByRole('textbox', { name: 'Start Time', exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    });
  }

  it('says why a typed day before today is not taken, in the spec’s words', async () => {
    const page = await pageAs('admin');
    const { form, field } = await visitStartDate(page);
    // The day before the browser's today (America/New_York), not the test process's: they differ for hours each night.
    const yesterday = await page.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() - 1);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    });
    await field.fill(yesterday);
    await field.press('Tab');
    const message = `${yesterday} is not taken: ${MESSAGES.visitStartDate}`;
    await form.getByText(message).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent)).toBe(message);
  });

  it('closes on the export request form when focus moves on, leaving Issue Export Request free', async () => {
    const page = await pageAs('admin');
    await openFromMenu(page, 'Assets', 'Productivity Details', '/assets/productivity');
    const field = page.getByRole('textbox', { name: 'End Date', exact: true });
    await field.click();
    const calendar = page.locator('.react-datepicker');
    await calendar.waitFor();
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 6 && (await calendar.count()) > 0; i++) await page.keyboard.press('Tab');
    expect(await calendar.count()).toBe(0);
    // Open again and click elsewhere: closed, and the button is the element under its own middle.
    await field.click();
    await calendar.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await calendar.count()).toBe(0);
    const button = page.getByRole('button', { name: 'Issue Export Request' });
    const box = (await button.boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('Issue Export Request');
  });
});

describe('long values', () => {
  it('says "up to 100 characters" as a 101st is typed into a name, and keeps it in view', async () => {
    const page = await pageAs('admin');
    await openFromMenu(page, 'Users', 'Users', '/users');
    await page.getByRole('button', { name: 'Add New' }).click();
    const name = page.getByRole('form', { name: 'Create New User' }).getByLabel('Name', { exact: true });
    await name.fill('N'.repeat(100));
    expect(await page.getByText(/Up to 100 characters/).count()).toBe(0);
    await name.press('x');
    await page.getByText('Up to 100 characters: 1 too many.').waitFor();
    expect(await name.inputValue()).toBe(`${'N'.repeat(100)}x`);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the navbar in one piece with a long user name, at a desk and on a phone', async () => {
    const long = 'Maximiliana Alexandra Konstantinopoulou-Wolfeschlegelsteinhausen of the Northwind Regional Medical';
    const roles = (await e2e.api<{ items: { externalId: string; identifier: string }[] }>('admin', 'GET', 'roles/ddlist')).json.items;
    const enterprises = (await e2e.api<{ items: { externalId: string }[] }>('admin', 'GET', 'enterprises/ddlist')).json.items;
    const created = await e2e.api<{ message: string }>('admin', 'PUT', 'users', {
      name: long,
      email: 'long.name@equipdesk.example',
      password: DEMO_PASSWORD,
      role: roles.find((r) => r.identifier === 'ROLE_ADMIN')!.externalId,
      type: 'A2',
      enterprises: [enterprises[0]!.externalId],
      facilities: [],
      accounts: [],
    });
    expect(created.status, created.json.message).toBe(200);
    // At a desk the name is cut with an ellipsis in the bar; on a phone the bar holds the menu button, and the
    // navigation drawer shows the name whole.
    const phone = await pageAs('long.name@equipdesk.example', PHONE);
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true }).click();
    await phone.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: long }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.context().close();
    for (const viewport of [DESK]) {
      const page = await pageAs('long.name@equipdesk.example', viewport);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = nav.getByRole('button', { name: long });
      await menu.waitFor();
      expect(await menu.getAttribute('title')).toBe(long);
      const layout = await page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Main"]')!;
        const label = [...bar.querySelectorAll('button span')].find((el) => el.textContent?.startsWith('Maximiliana'))!;
        return {
          pageWidth: document.documentElement.scrollWidth,
          barRight: bar.getBoundingClientRect().right,
          menuRight: label.closest('button')!.getBoundingClientRect().right,
          cut: label.scrollWidth > label.clientWidth,
        };
      });
      expect(layout.pageWidth).toBeLessThanOrEqual(viewport.width);
      expect(layout.menuRight).toBeLessThanOrEqual(layout.barRight);
      expect(layout.cut).toBe(true);
      expect(await nav.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
      await page.context().close();
    }
  });
});
