/**
 * Bad input is a clear 4xx in the API's JSON, before any query runs: text PostgreSQL cannot store, sort keys every
 * object answers to, unknown filter values, export errors before the first byte, over-long addresses and headers;
 * and the error log keeps no parameters.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { enterprises } from '../src/db/schema';
import { ADDRESS_TOO_LONG_MESSAGE, BAD_ADDRESS_MESSAGE, HEADERS_TOO_LARGE_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../src/http/hygiene';
import { SECURITY_HEADERS } from '../src/http/security';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  token = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LISTS = ['users', 'roles', 'permissions', 'enterprises', 'facilities', 'accounts', 'contracts', 'locations', 'assets'];

async function enterpriseCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(enterprises);
  return Number(row?.n ?? 0);
}

function expectUnstorable(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({ success: false, message: UNSTORABLE_TEXT_MESSAGE });
}

describe('text PostgreSQL cannot store', () => {
  it('is refused in a list search and filter, on every list', async () => {
    for (const name of LISTS) {
      expectUnstorable(await app.inject({ url: `/api/${name}?search=%00&statuses=%00`, headers: authed(token) }));
      expectUnstorable(await app.inject({ url: `/api/${name}?search=a%00b`, headers: authed(token) }));
    }
  });

  it('is refused by exists checks, path parameters and public routes', async () => {
    expectUnstorable(await app.inject({ url: '/api/enterprises/exists?name=%00', headers: authed(token) }));
    expectUnstorable(await app.inject({ url: '/api/facilities/exists?name=%00', headers: authed(token) }));
    expectUnstorable(await app.inject({ url: '/api/reset/%00/%00' }));
    expectUnstorable(await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin\u0000', password: 'x' } }));
    expectUnstorable(await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: '\u0000' } }));
  });

  it('is refused anywhere in a JSON body, keys and unpaired surrogates included, and nothing is written', async () => {
    const before = await enterpriseCount();
    expectUnstorable(await app.inject({ method: 'PUT', url: '/api/enterprises', headers: authed(token), payload: { name: '\u0000' } }));
    expectUnstorable(await app.inject({ method: 'PUT', url: '/api/enterprises', payload: '{"name":"Lone \\ud800 surrogate"}', headers: { ...authed(token), 'content-type': 'application/json' } }));
    expectUnstorable(await app.inject({ method: 'PUT', url: '/api/enterprises', headers: authed(token), payload: { name: 'Fine', nested: [{ deep: { 'key\u0000': 1 } }] } }));
    expect(await enterpriseCount()).toBe(before);
    // A paired surrogate (an emoji) is ordinary text.
    const saved = await app.inject({ method: 'PUT', url: '/api/enterprises', headers: authed(token), payload: { name: 'Emoji Health 🙂' } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('is refused in a new password set by an administrator', async () => {
    const users = json<{ items: { externalId: string; username: string }[] }>(await app.inject({ url: '/api/users?search=standard', headers: authed(token) }));
    const standard = users.items.find((u) => u.username === 'standard')!;
    expectUnstorable(await app.inject({ method: 'POST', url: `/api/users/${standard.externalId}/reset`, headers: authed(token), payload: { password: 'Demo@2026\u0000x', confirmPassword: 'Demo@2026\u0000x' } }));
    // The old password still signs in.
    await login(app, 'standard');
  });

  it('survives a body nested a thousand levels deep', async () => {
    const deep = `${'{"a":'.repeat(1000)}"\\u0000"${'}'.repeat(1000)}`;
    const response = await app.inject({ method: 'PUT', url: '/api/enterprises', payload: deep, headers: { ...authed(token), 'content-type': 'application/json' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('list queries', () => {
  it('answer 400 to sort keys inherited from objects, on every list and export', async () => {
    for (const name of LISTS) {
      for (const key of ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty']) {
        for (const url of [`/api/${name}?sortBy=${key}`, `/api/${name}/export.csv?sortBy=${key}`, `/api/${name}/export.xlsx?sortBy=${key}`]) {
          const response = await app.inject({ url, headers: authed(token) });
          if (response.statusCode === 404 && url.includes('export')) continue; // lists without an export
          expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
          expect(response.headers['content-type']).toContain('application/json');
          expect(json(response)).toMatchObject({ success: false });
        }
      }
    }
  });

  it('answer 400 to an unknown status', async () => {
    for (const name of LISTS) {
      const response = await app.inject({ url: `/api/${name}?statuses=BOGUS`, headers: authed(token) });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
    }
  });
});

describe('exports', () => {
  it('answer a JSON error, not a cut file, when the request is bad', async () => {
    for (const url of ['/api/users/export.csv?search=%00', '/api/users/export.xlsx?statuses=NOPE', '/api/assets/export.csv?models=not-a-uuid']) {
      const response = await app.inject({ url, headers: authed(token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(json(response)).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

/** The full set of security headers, on answers the framework, Node's parser or a hand-written stream send. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
}

describe('addresses and headers', () => {
  it('carry the security headers on the change-notice stream, written by hand', async () => {
    const stream = await app.inject({ url: '/api/events', headers: authed(token) });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    expectSecurityHeaders(stream.headers);
  });

  it('answer in JSON to an over-long path parameter, a malformed address and oversized headers', async () => {
    const long = await app.inject({ url: `/api/roles/${'y'.repeat(3000)}`, headers: authed(token) });
    expect(long.statusCode).toBe(414);
    expect(json(long)).toEqual({ success: false, message: ADDRESS_TOO_LONG_MESSAGE });
    expect(long.body).not.toContain('yyyy');
    expectSecurityHeaders(long.headers);
    const bad = await app.inject({ url: '/api/users/%E0%A4%A', headers: authed(token) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ success: false, message: BAD_ADDRESS_MESSAGE });
    expectSecurityHeaders(bad.headers);

    const listening = await testApp(database.db);
    try {
      const origin = await listening.listen({ port: 0, host: '127.0.0.1' });
      const big = 'x'.repeat(20_000);
      const response = await fetch(`${origin}/api/users`, { headers: { 'x-one': big, 'x-two': big, 'x-three': big, 'x-four': big } });
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ success: false, message: HEADERS_TOO_LARGE_MESSAGE });
      expectSecurityHeaders(Object.fromEntries(response.headers));
    } finally {
      await listening.close();
    }
  });
});

describe('the error log', () => {
  it('names the route and the error, never the parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ db: database.db, staticDir: null, logger: { level: 'error', stream } });
    // A route that fails inside the database with a value from the caller (as a bug would).
    logged.get('/api/test-failure', { schema: { querystring: z.strictObject({ v: z.string().optional() }) }, config: { auth: false } }, async (request) => {
      const value = (request.query as { v?: string }).v ?? '';
      await database.db.execute(sql`select ${value}::int`);
      return { success: true };
    });
    await logged.ready();
    try {
      const response = await logged.inject({ url: '/api/test-failure?v=jane.doe%40hospital.example' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('jane.doe');
      const log = lines.join('');
      expect(log).toContain('GET /api/test-failure');
      expect(log).toContain('22P02');
      expect(log).not.toContain('jane.doe');
    } finally {
      await logged.close();
    }
  });
});
