import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { precompressDir } from '../../console/build/precompress';
import { IMMUTABLE, REVALIDATE } from '../src/http/static';
import { createTestDatabase, json, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let dist: string;

const BIG = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"Infusion Pump ${i}"}`).join(',')}];`;
const INDEX = '<!doctype html><html><head><title>EquipDesk</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'equipdesk-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("EquipDesk");');
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG);
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
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing file that is not a page with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
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
    const br = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 4);

    const gz = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const plain = await app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);

    const head = await app.inject({ method: 'HEAD', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('caches hashed files for a year and never caches index.html', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(IMMUTABLE);
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
    const script = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 304 to a browser that has the file', async () => {
    const first = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});

