import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { precompressDir } from '../../console/build/precompress';
import { BUILD_DIR, IMMUTABLE, REVALIDATE } from '../src/http/static';
import { DOCUMENT_POLICIES, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../src/http/security';
import { createTestDatabase, json, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let dist: string;

const BIG = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"Infusion Pump ${i}"}`).join(',')}];`;
const INDEX = '<!doctype html><html><head><title>EquipDesk</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'equipdesk-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, BUILD_DIR));
  writeFileSync(path.join(dist, BUILD_DIR, 'index-abc123.js'), 'console.log("EquipDesk");');
  writeFileSync(path.join(dist, BUILD_DIR, 'big-def456.js'), BIG);
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  // As the console's build writes them.
  await precompressDir(dist);
  database = await createTestDatabase({ seed: false });
  app = await testApp(database.db, { staticDir: dist });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the console', () => {
  it.each(['/', '/dashboard', '/reset/abc/def', '/assets', '/users/123'])('answers %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('serves built files as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/_app/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing file that is not a page with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/_app/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown /api route with JSON 404, even when the browser asks for HTML', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(json(response)).toMatchObject({ success: false });
    }
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(json(post)).toMatchObject({ success: false });
  });

  it('answers the public configuration without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, result: { supportEmail: expect.stringContaining('@'), version: '1.99.212' } });
  });

  it('sends the brotli or gzip copy the browser accepts, as the original file', async () => {
    const br = await app.inject({ method: 'GET', url: '/_app/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 4);

    const gz = await app.inject({ method: 'GET', url: '/_app/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const plain = await app.inject({ method: 'GET', url: '/_app/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);

    const head = await app.inject({ method: 'HEAD', url: '/_app/big-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('caches hashed files for a year and never caches index.html', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await app.inject({ method: 'GET', url: '/_app/big-def456.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await app.inject({ method: 'GET', url: '/_app/index-abc123.js' })).headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/', '/index.html', '/dashboard', '/users/123']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe(REVALIDATE);
    }
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(icon.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(icon.headers['content-encoding']).toBe('br');
  });

  it('sends a script the headers a script needs, and a page the document policies', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const script = await app.inject({ method: 'GET', url: '/_app/big-def456.js', headers: { 'accept-encoding': encoding } });
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of DOCUMENT_POLICIES) expect(script.headers[name], name).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 304 to a browser that has the file', async () => {
    const first = await app.inject({ method: 'GET', url: '/_app/big-def456.js', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await app.inject({ method: 'GET', url: '/_app/big-def456.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});


/** Every header of the full set, as security.ts sends it. */
function expectAllSecurityHeaders(response: { headers: Record<string, unknown> }, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], `${name} on ${what}`).toBe(value);
}

describe('the console pages under /assets', () => {
  // The console's own routes beside the asset listing, an asset's deep link, and the folder-like addresses. They once
  // shared their prefix with the build's folder and went out without CSP or framing policy.
  const pages = ['/assets', '/assets/', '/assets/uploads', '/assets/upload', '/assets/productivity', '/assets/utilization', '/assets/3f0c9a52-0d1e-4c3b-9a57-1b2c3d4e5f60', '/assets/index-abc123.js'];

  it.each(pages)('answers %s with index.html, all the security headers, never cached', async (url) => {
    for (const encoding of ['br', 'identity']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expectAllSecurityHeaders(response, url);
    }
  });

  it('answers a page address under the build folder that is no file with index.html, all the headers, never cached', async () => {
    for (const url of [`/${BUILD_DIR}/`, `/${BUILD_DIR}/some-page`, `/${BUILD_DIR}`]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expectAllSecurityHeaders(response, url);
    }
  });
});

describe('security headers', () => {
  it('go with every answer: API, page, file, 404, malformed address', async () => {
    const answers = {
      'the API': await app.inject({ method: 'GET', url: '/api/config' }),
      'an unknown API route': await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } }),
      'a refused API call': await app.inject({ method: 'GET', url: '/api/users' }),
      'the root page': await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      'index.html': await app.inject({ method: 'GET', url: '/index.html' }),
      'a client route': await app.inject({ method: 'GET', url: '/orders/new', headers: { accept: 'text/html' } }),
      'a file beside index.html': await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } }),
      'a missing file': await app.inject({ method: 'GET', url: `/${BUILD_DIR}/missing.js`, headers: { accept: '*/*' } }),
      'a malformed address': await app.inject({ method: 'GET', url: '/assets/%E0%A4%A', headers: { accept: 'text/html' } }),
    };
    expect(answers['a missing file'].statusCode).toBe(404);
    expect(answers['a refused API call'].statusCode).toBe(401);
    expect(answers['a malformed address'].statusCode).toBe(400);
    for (const [what, response] of Object.entries(answers)) {
      expectAllSecurityHeaders(response, what);
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('keep the short set on a 304 of a build file', async () => {
    const first = await app.inject({ method: 'GET', url: '/_app/index-abc123.js' });
    const again = await app.inject({ method: 'GET', url: '/_app/index-abc123.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-frame-options']).toBeUndefined();
  });

  describe('HSTS', () => {
    let behindProxy: FastifyInstance;
    beforeAll(async () => {
      behindProxy = await testApp(database.db, { staticDir: dist, trustProxy: true });
    });
    afterAll(() => behindProxy?.close());

    const requests = [
      { url: '/assets/uploads', headers: { accept: 'text/html' } },
      { url: '/api/config', headers: {} },
      { url: '/api/nope', headers: {} },
      { url: '/_app/big-def456.js', headers: { 'accept-encoding': 'br' } },
      { url: '/favicon.svg', headers: {} },
    ];

    it('is sent on every answer to a request that came over TLS through a trusted proxy', async () => {
      for (const { url, headers } of requests) {
        const response = await behindProxy.inject({ method: 'GET', url, headers: { ...headers, 'x-forwarded-proto': 'https' } });
        expect(response.headers['strict-transport-security'], url).toBe(STRICT_TRANSPORT_SECURITY);
      }
    });

    it('is not sent over plain HTTP, nor on a forwarded protocol from a proxy nobody trusts', async () => {
      for (const { url, headers } of requests) {
        const plain = await behindProxy.inject({ method: 'GET', url, headers: { ...headers, 'x-forwarded-proto': 'http' } });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        const direct = await behindProxy.inject({ method: 'GET', url, headers });
        expect(direct.headers['strict-transport-security'], url).toBeUndefined();
        const untrusted = await app.inject({ method: 'GET', url, headers: { ...headers, 'x-forwarded-proto': 'https' } });
        expect(untrusted.statusCode, url).toBeLessThan(500);
        expect(untrusted.headers['strict-transport-security'], url).toBeUndefined();
      }
    });
  });
});
