/**
 * Sign-in limits as a hospital meets them: thirty staff behind one address sign in at shift change, while a burst
 * of wrong passwords for one account is stopped (429 with Retry-After), and the counts are shared by every API
 * process on the database. The default limits are the ones under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { DEFAULT_SIGN_IN_LIMITS } from '../src/auth/limits';
import { createTestDatabase, json, PASSWORD, type TestDatabase } from './helpers';

let database: TestDatabase;
let clock = new Date('2026-11-24T07:00:00Z');
let a: FastifyInstance;
let b: FastifyInstance;

async function app(options: Parameters<typeof buildApp>[0] extends infer O ? Partial<O> : never = {}): Promise<FastifyInstance> {
  const built = await buildApp({ staticDir: null, now: () => clock, ...options, db: database.db });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Thirty nurses, with the demo password.
  await database.db.execute(sql`insert into users (name, username, email, password_hash, role_id, type)
    select 'Nurse ' || n, 'nurse' || n, 'nurse' || n || '@hospital.example', u.password_hash, u.role_id, u.type
    from users u, generate_series(1, 30) n where u.username = 'standard'`);
  a = await app();
  b = await app();
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const signIn = (on: FastifyInstance, username: string, password: string, address: string, headers: Record<string, string> = {}) =>
  on.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: address, headers });

function expectLocked(response: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(response.body)).toMatchObject({ success: false, message: expect.any(String) });
}

describe('sign-in at shift change', () => {
  it('lets thirty staff behind one address in within a minute', async () => {
    for (let n = 1; n <= 30; n++) {
      const response = await signIn(n % 2 ? a : b, `nurse${n}`, PASSWORD, '10.20.0.1');
      expect(response.statusCode, `nurse${n}: ${response.body}`).toBe(200);
    }
  });

  it('stops a burst of wrong passwords for one account, on every process, until the window passes', async () => {
    const address = '10.20.0.2';
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failures; i++) {
      expect((await signIn(i % 2 ? a : b, 'nurse1', 'Wrong@2026', address)).statusCode).toBe(401);
    }
    expectLocked(await signIn(a, 'nurse1', 'Wrong@2026', address));
    // The right password is refused too while locked: guessing cannot go on.
    expectLocked(await signIn(b, 'nurse1', PASSWORD, address));
    // Another account from the same address, and the same account from elsewhere, are not affected.
    expect((await signIn(a, 'nurse2', PASSWORD, address)).statusCode).toBe(200);
    expect((await signIn(b, 'nurse1', PASSWORD, '10.20.0.3')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + DEFAULT_SIGN_IN_LIMITS.failureWindowMs + 1000);
    expect((await signIn(a, 'nurse1', PASSWORD, address)).statusCode).toBe(200);
  });

  it('forgets the failures of a sign-in that succeeds', async () => {
    const address = '10.20.0.4';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failures - 1; i++) expect((await signIn(a, 'nurse3', 'Wrong@2026', address)).statusCode).toBe(401);
      expect((await signIn(b, 'nurse3', PASSWORD, address)).statusCode).toBe(200);
    }
  });

  it('counts an unknown username like a known one', async () => {
    const address = '10.20.0.5';
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failures; i++) expect((await signIn(a, 'nobody-here', 'x', address)).statusCode).toBe(401);
    expectLocked(await signIn(b, 'nobody-here', 'x', address));
  });

  it('caps all attempts from one address far above a shift change', async () => {
    const capped = await app({ signInLimits: { perAddress: 40 } });
    try {
      const address = '10.20.0.6';
      for (let i = 0; i < 40; i++) expect((await signIn(capped, `nurse${(i % 30) + 1}`, PASSWORD, address)).statusCode).toBe(200);
      expectLocked(await signIn(capped, 'nurse1', PASSWORD, address));
      expect((await signIn(capped, 'nurse1', PASSWORD, '10.20.0.7')).statusCode).toBe(200);
    } finally {
      await capped.close();
    }
  });

  it('counts the client behind a trusted proxy by X-Forwarded-For', async () => {
    const proxied = await app({ trustProxy: true });
    try {
      for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failures; i++) {
        expect((await signIn(proxied, 'nurse4', 'Wrong@2026', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
      }
      expectLocked(await signIn(proxied, 'nurse4', PASSWORD, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }));
      // Another client through the same proxy signs in.
      expect((await signIn(proxied, 'nurse4', PASSWORD, '127.0.0.1', { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('password recovery', () => {
  it('answers a burst of requests for one account with 429 after a few, the same words before', async () => {
    const address = '10.20.0.8';
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failures; i++) {
      const response = await a.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'nurse5' }, remoteAddress: address });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ success: true });
    }
    expectLocked(await b.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'nurse5' }, remoteAddress: address }));
    expect((await b.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'nurse6' }, remoteAddress: address })).statusCode).toBe(200);
  });
});
