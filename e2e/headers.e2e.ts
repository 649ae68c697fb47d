// The built console as the server answers it: every route of the console's route table (and addresses below each) is
// index.html with every security header and never cached; only the build's own files, under BUILD_DIR, are cached for
// a year and go without the document policies. Once in Chromium: /assets/uploads works and cannot be framed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, PUBLIC_ROUTES } from '../packages/console/src/routes';
import { BUILD_DIR, DOCUMENT_POLICIES, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../packages/server/src/index';
import { startE2E, type E2E } from './support';

const consoleDir = fileURLToPath(new URL('../packages/console', import.meta.url));
const dist = path.join(consoleDir, 'dist');
const INDEX = readFileSync(path.join(dist, 'index.html'), 'utf8');

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const ROUTES = [...PUBLIC_ROUTES, ...PAGE_ROUTES].map((route) => route.path);

/** A route's path with each parameter filled in (`/users/:externalId` → `/users/sample-1`). */
function addressOf(routePath: string): string {
  let n = 0;
  return routePath.replace(/:\w+/g, () => `sample-${++n}`);
}

/** The route, with a trailing slash, and a deep link below it (an id the console shows as not found). */
function addressesOf(routePath: string): string[] {
  const address = addressOf(routePath);
  return address === '/' ? ['/'] : [address, `${address}/`, `${address}/3f0c9a52-0d1e-4c3b-9a57-1b2c3d4e5f60`];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [path.relative(dist, full).split(path.sep).join('/')];
  });
}

async function get(url: string, accept: string): Promise<Response> {
  return fetch(`${e2e.baseUrl}${url}`, { headers: { accept, 'accept-encoding': 'br, gzip' } });
}

describe('the build folder', () => {
  it('is a prefix no route of the console can take', () => {
    for (const route of ROUTES) {
      const first = route.split('/')[1] ?? '';
      expect(first, route).not.toBe(BUILD_DIR);
      // A parameter first would let a route take any first segment, the build folder's too.
      expect(first.startsWith(':'), route).toBe(false);
    }
  });

  it('holds every file the build wrote, but index.html and the public folder', () => {
    const published = new Set(files(path.join(consoleDir, 'public')).map((f) => path.basename(f)));
    const outside = files(dist)
      .map((f) => f.replace(/\.(br|gz)$/, ''))
      .filter((f) => !f.startsWith(`${BUILD_DIR}/`) && f !== 'index.html' && !published.has(f));
    expect(outside).toEqual([]);
    const local = [...INDEX.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!).filter((u) => !published.has(u.slice(1)));
    expect(local.length).toBeGreaterThan(0);
    for (const url of local) expect(url.startsWith(`/${BUILD_DIR}/`), url).toBe(true);
  });
});

describe('every client route', () => {
  it.each(ROUTES)('%s answers index.html with every security header, never cached', async (route) => {
    for (const url of addressesOf(route)) {
      const response = await get(url, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(await response.text(), url).toBe(INDEX);
      expect(response.headers.get('cache-control'), url).toBe(REVALIDATE);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
    }
  });

  it('includes the addresses below /assets and below the build folder that are no file', async () => {
    for (const url of ['/assets/', `/${BUILD_DIR}/`, `/${BUILD_DIR}/uploads`, `/${BUILD_DIR}/missing-page.js`]) {
      const response = await get(url, 'text/html');
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(INDEX);
      expect(response.headers.get('cache-control'), url).toBe(REVALIDATE);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
    }
  });
});

describe('the build files', () => {
  it('are cached for a year and carry nosniff and the resource policy, not the document policies', async () => {
    const built = files(path.join(dist, BUILD_DIR)).filter((f) => !/\.(br|gz)$/.test(f));
    expect(built.length).toBeGreaterThan(0);
    for (const file of built) {
      const response = await get(`/${file}`, '*/*');
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(IMMUTABLE);
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), file).toBe('same-origin');
      for (const name of DOCUMENT_POLICIES) expect(response.headers.get(name), `${name} on ${file}`).toBeNull();
      await response.arrayBuffer();
    }
  });
});

describe('/assets/uploads in Chromium', () => {
  it('comes with the security headers, works, and cannot be framed', async () => {
    const page = await e2e.pageAs('admin');
    const document = await page.goto('/assets/uploads');
    const headers = document!.headers();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
    expect(headers['cache-control']).toBe(REVALIDATE);
    await page.getByRole('heading', { name: 'Asset Upload History' }).waitFor();

    // Another page framing it gets nothing of it: the browser refuses the frame (frame-ancestors, X-Frame-Options).
    const framing = (await e2e.newPage()).page;
    let refused = false;
    framing.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options|Refused to display/i.test(message.text())) refused = true;
    });
    await framing.setContent(`<iframe src="${e2e.baseUrl}/assets/uploads" title="framed"></iframe>`);
    await expect.poll(() => refused, { timeout: 10_000 }).toBe(true);
    const frame = framing.frames().find((f) => f !== framing.mainFrame());
    expect(await frame?.getByRole('heading', { name: 'Asset Upload History' }).count()).toBe(0);
  });
});
