/**
 * Starts a real EquipDesk server (in-memory PGlite, small demo seed, serving the built console)
 * and a headless Debian Chromium for one end-to-end test file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startServer } from '../packages/server/src/index';
import { seededTarball } from '../packages/server/test/databaseTemplates';
import { E2E_SCALE } from './templates';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where end-to-end tests leave what a person may look at afterwards (screenshots); gitignored. */
export const TEST_OUTPUT_DIR = path.join(root, 'test-output');

export const DEMO_PASSWORD = 'Demo@2026';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface E2E {
  baseUrl: string;
  browser: Browser;
  server: Awaited<ReturnType<typeof startServer>>;
  /** A page in a browser context of its own (a time zone, a phone's touch screen…), on the server. */
  newPage(options?: Omit<BrowserContextOptions, 'baseURL'>): Promise<{ context: BrowserContext; page: Page }>;
  /** A new page of its own, signed in as the demo user, in a window of this size. */
  pageAs(username: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** Calls the API as a demo user from the test process (another person at another desk). */
  api<T>(username: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }>;
  close(): Promise<void>;
}

export interface StartE2EOptions {
  /** Sign-in limits of the server; by default lifted (see below). */
  signInLimits?: { failures?: number; perAddress?: number };
  /** The server's port (default: a free one). */
  port?: number;
  /** More of the app's options (an OpenID provider and the public address its callback uses). */
  app?: Omit<NonNullable<Parameters<typeof startServer>[0]>['app'], 'signInLimits'>;
}

export async function startE2E(options: StartE2EOptions = {}): Promise<E2E> {
  const server = await startServer({
    port: options.port ?? 0,
    memory: true,
    // The run's seeded demo while its hour lasts, else seeded now (e2e/templates.ts).
    from: seededTarball(inject('databaseTemplates')),
    staticDir: path.join(root, 'packages/console/dist'),
    seed: { scale: E2E_SCALE },
    logger: false,
    // Every sign-in of the suite comes from 127.0.0.1, wrong passwords of several tests included: lift the limits.
    app: { ...options.app, signInLimits: { failures: 1000, perAddress: 100_000, ...options.signInLimits } },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  async function newPage(options: Omit<BrowserContextOptions, 'baseURL'> = {}) {
    const context = await browser.newContext({ baseURL: server.url, ...options });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page };
  }
  return {
    baseUrl: server.url,
    browser,
    server,
    newPage,
    async pageAs(username, viewport = { width: 1600, height: 1000 }) {
      const { page } = await newPage();
      await page.setViewportSize(viewport);
      await signIn(page, username);
      return page;
    },
    async api<T>(username: string, method: string, path: string, body?: unknown) {
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const res = await fetch(`${server.url}/api/${path}`, {
        method,
        headers: { 'X-Auth-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as T };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** Picks an option of a Select / MultiSelect (react-select) by typing into its labelled input. */
export async function pickOption(scope: Page | Locator, label: string, option: string, search = option): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** The `Showing X to Y of Z` summary of a listing, as numbers. */
export async function showing(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = page.getByText(/^Showing \d+ to \d+ of \d+$/);
  await text.first().waitFor();
  const m = (await text.first().textContent())!.match(/Showing (\d+) to (\d+) of (\d+)/)!;
  return { from: Number(m[1]), to: Number(m[2]), total: Number(m[3]) };
}

/**
 * Dismisses every toast shown, as a person does with the sign-in's broadcasts: they sit above the page (five minutes
 * each), over a calendar or, on a phone, over most of the screen.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const buttons = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await buttons.count()) > 0) await buttons.first().click();
}

/** The cells of a CSV line as an export writes it: quoted ones may hold commas and doubled quotes. */
export function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
}

/** Marks the document, so a later check can tell it was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
export async function sameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)) === true;
}

/** Waits for a toast (status or alert) carrying `text`. */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first().waitFor();
}

/**
 * A computed style of the element a locator points to. `locator.evaluate` resolves the element and
 * then evaluates in a second step; a re-render between the two leaves a detached element whose
 * computed style is empty, so this retries until the element read is in the document.
 */
export async function computedStyle(locator: Locator, property: 'color' | 'backgroundColor'): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const value = await locator.evaluate(
      (el, prop) => (el.isConnected ? getComputedStyle(el)[prop as 'color'] : ''),
      property,
    );
    if (value) return value;
    if (attempt >= 20) throw new Error(`No computed ${property}: the element kept leaving the document`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
