import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, json, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let dist: string;

const INDEX = '<!doctype html><html><head><title>EquipDesk</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'equipdesk-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("EquipDesk");');
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
});
