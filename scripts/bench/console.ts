/**
 * The console's side of the bench (scripts/bench.ts): what a figure is, the JavaScript /login and /dashboard
 * transfer in Chromium, and a real server serving the built console to measure against.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Page, Request } from 'playwright-core';
import { startServer } from '../../packages/server/src/index';
import { CHROMIUM_ARGS } from '../../e2e/support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** Extra words printed after the figure (the spread of a sampled figure). */
  detail?: string;
  /** The budget is a floor (throughput), not a ceiling. */
  atLeast?: boolean;
}

export async function loginJavaScript(baseUrl: string): Promise<Figure> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const sizes: Promise<{ file: string; bytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      // What crossed the wire: the body as encoded (brotli here) plus the response headers.
      sizes.push(
        Promise.all([request.sizes(), request.response()]).then(([s, response]) => ({
          file: new URL(request.url()).pathname,
          bytes: s.responseBodySize + s.responseHeadersSize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const files = await Promise.all(sizes);
    for (const f of files) console.log(`  ${f.file}  ${(f.bytes / 1024).toFixed(1)} KB ${f.encoding}`);
    const total = files.reduce((a, f) => a + f.bytes, 0);
    return { name: 'JavaScript /login transfers (as the browser receives it, headers included)', value: total / 1024, unit: 'KB', budget: 110 };
  } finally {
    await browser.close();
  }
}

/** A script a page loaded: its path, the bytes it transferred (body as encoded plus headers), asked for while `load` ran. */
interface ScriptFile {
  file: string;
  bytes: number;
  /** Asked for before the page showed what `load` waits for. */
  beforeShown: boolean;
}

/** The scripts a page loads in Chromium, with the bytes each transferred and whether it was asked for before `load` ended. */
async function scriptsOf(page: Page, load: () => Promise<void>): Promise<ScriptFile[]> {
  const sizes: Promise<ScriptFile>[] = [];
  const askedBeforeShown = new Set<Request>();
  let shown = false;
  const asked = (request: Request) => {
    if (!shown) askedBeforeShown.add(request);
  };
  const finished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request.sizes().then((s) => ({ file: new URL(request.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize, beforeShown: askedBeforeShown.has(request) })),
    );
  };
  page.on('request', asked);
  page.on('requestfinished', finished);
  try {
    await load();
    shown = true;
    // Signed in, the change-notice stream stays open, so the network is never idle: a short settle after the page
    // shows lets the chunks it asked for finish.
    await page.waitForTimeout(1500);
    return await Promise.all(sizes);
  } finally {
    page.off('request', asked);
    page.off('requestfinished', finished);
  }
}

/** The victory chunk (vite.config.ts names it). */
const isVictory = (file: string) => /\/victory[-.][^/]*\.js$/.test(file);

/**
 * JavaScript /dashboard transfers for a signed-in user (the shell's and the dashboard's chunks), and the victory chunk
 * loaded by none of /dashboard's ASSETS tab (its charts are plain SVG; only a line chart's drawing loads victory),
 * /login and /users.
 */
export async function dashboardJavaScript(baseUrl: string): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const login = await context.newPage();
    const loginFiles = await scriptsOf(login, async () => {
      await login.goto(`${baseUrl}/login`);
      await login.getByRole('button', { name: 'Login', exact: true }).waitFor();
    });
    // Signed in through the form; /users and /dashboard are then each opened in a context of their own with that
    // session (local storage) and an empty cache, as a returning user opening the page directly.
    await login.getByLabel('Username').fill('admin');
    await login.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.waitForURL('**/dashboard');
    const signedIn = await context.storageState();
    const users = await (await browser.newContext({ storageState: signedIn })).newPage();
    const usersFiles = await scriptsOf(users, async () => {
      await users.goto(`${baseUrl}/users`);
      await users.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    });
    const dashboard = await (await browser.newContext({ storageState: signedIn })).newPage();
    const dashboardFiles = await scriptsOf(dashboard, async () => {
      await dashboard.goto(`${baseUrl}/dashboard`);
      await dashboard.getByRole('figure', { name: 'Assets Status Breakdown' }).getByRole('group').waitFor();
    });
    for (const f of dashboardFiles) console.log(`  /dashboard ${f.file}  ${(f.bytes / 1024).toFixed(1)} KB${f.beforeShown ? '' : ' (after its charts)'}`);
    const total = dashboardFiles.reduce((a, f) => a + f.bytes, 0);
    const beforeCharts = dashboardFiles.filter((f) => f.beforeShown).length;
    const victory = [...dashboardFiles, ...loginFiles, ...usersFiles].filter((f) => isVictory(f.file)).length;
    return [
      { name: 'JavaScript /dashboard transfers, signed in (headers included)', value: total / 1024, unit: 'KB', budget: 260 },
      // Each file is a request: on a phone's connection six go at a time, and a second round waits for the first.
      { name: 'script files /dashboard asks for until its charts show', value: beforeCharts, unit: 'files', budget: 10 },
      { name: 'victory chunks loaded by /dashboard (ASSETS), /login and /users', value: victory, unit: 'chunks', budget: 0 },
    ];
  } finally {
    await browser.close();
  }
}

let built = false;
/** Builds the console once per bench run, unless `--no-build` says it is built already. */
function buildConsole(): void {
  if (built || process.argv.includes('--no-build')) return;
  execSync('pnpm --filter @equipdesk/console build', { cwd: root, stdio: 'inherit' });
  built = true;
}

/**
 * A real server on a free port (in-memory database) serving the built console: a small demo seed, or the demo
 * data `pnpm start` seeds (`scale` undefined: 5,000 assets).
 */
export async function withConsole<T>(run: (baseUrl: string) => Promise<T>, seed: { scale?: number } = { scale: 100 }): Promise<T> {
  buildConsole();
  const server = await startServer({
    port: 0,
    memory: true,
    staticDir: path.join(root, 'packages/console/dist'),
    seed,
    logger: false,
  });
  try {
    return await run(server.url);
  } finally {
    await server.close();
  }
}
