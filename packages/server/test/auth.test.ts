import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type LoginResponse, type User } from '@equipdesk/api-client/contract';
import { users } from '../src/db/schema';
import { FORGOT_MESSAGE } from '../src/auth/routes';
import { AUTH_REQUIRED_MESSAGE } from '../src/http/errors';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => clock });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /api/login', () => {
  it('answers the token, the user, the role’s permissions and the broadcasts', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'Demo@2026' } });
    expect(response.statusCode).toBe(200);
    const body = json<LoginResponse>(response);
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: 'admin', roleIdentifier: 'ROLE_ADMIN', email: 'admin@equipdesk.example', type: 'BOTH' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.permissions).toContainEqual({ value: 'users', type: 'NAVIGATE', context: 'MENU' });
    expect(body.permissions).toContainEqual({ value: 'assets/uploads', type: 'UPLOAD', context: 'URI' });
    expect(new Set(body.broadcasts?.map((b) => b.type))).toEqual(new Set(['info', 'success', 'warning', 'danger']));
  });

  it('accepts the username in any case', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'Supervisor', password: 'Demo@2026' } });
    expect(response.statusCode).toBe(200);
  });

  it('gives noaccess a session with no permissions at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'noaccess', password: 'Demo@2026' } });
    expect(response.statusCode).toBe(200);
    expect(json<LoginResponse>(response).permissions).toEqual([]);
  });

  it('answers an unknown user and a wrong password with the same 401 body', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody-here', password: 'Demo@2026' } });
    const wrong = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'Wrong@2026' } });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(json(wrong)).toEqual({ success: false, message: MESSAGES.loginFailed });
  });

  it('refuses a disabled user with the same answer', async () => {
    await database.db.update(users).set({ enabled: false }).where(eq(users.username, 'stakeholder'));
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'stakeholder', password: 'Demo@2026' } });
    await database.db.update(users).set({ enabled: true }).where(eq(users.username, 'stakeholder'));
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: MESSAGES.loginFailed });
  });

  it('rejects a short username with a 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ad', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      message: MESSAGES.usernameRequired,
      errors: [{ field: 'username', message: MESSAGES.usernameRequired }],
    });
  });

  it('answers malformed JSON and wrong types with 400 JSON, never 500', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/application\/json/);
    expect(json(malformed)).toMatchObject({ success: false });
    expect(malformed.body).not.toMatch(/at .*\.(js|ts):\d+/);

    const wrongTypes = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 1234, password: ['x'] } });
    expect(wrongTypes.statusCode).toBe(400);
    const fields = json<{ errors: { field: string }[] }>(wrongTypes).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));

    const notAnObject = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '"admin"' });
    expect(notAnObject.statusCode).toBe(400);
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ success: false });
  });
});

describe('sessions', () => {
  it('requires a token on every other /api route', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({ success: false, message: AUTH_REQUIRED_MESSAGE });
    const bogus = await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed('not-a-real-token') });
    expect(bogus.statusCode).toBe(401);
  });

  it('answers the profile of the signed-in user', async () => {
    const token = await login(app, 'customer');
    const response = await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) });
    expect(response.statusCode).toBe(200);
    const { result } = json<{ result: User }>(response);
    expect(result).toMatchObject({ username: 'customer', roleIdentifier: 'ROLE_CUSTOMER', status: 'ACTIVE', enabled: true });
    expect(result.accounts.length).toBeGreaterThan(0);
    expect(result.accountRefs[0]).toEqual(expect.objectContaining({ accountNo: expect.any(String), facility: expect.any(String) }));
    expect(result.enterpriseName).toBeTruthy();
    expect(result).not.toHaveProperty('passwordHash');
  });

  it('revokes the token on logout', async () => {
    const token = await login(app, 'technician');
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: authed(token) });
    expect(logout.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(401);
  });

  it('stops honouring the token of a deactivated user', async () => {
    const token = await login(app, 'standard');
    await database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.username, 'standard'));
    const response = await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) });
    await database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.username, 'standard'));
    expect(response.statusCode).toBe(401);
  });

  it('expires a token left idle, and one past its absolute limit', async () => {
    const start = new Date();
    clock = start;
    const idle = await login(app, 'supervisor');
    clock = new Date(start.getTime() + 29 * 60_000);
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(idle) })).statusCode).toBe(200);
    // 29 minutes later again: still within 30 minutes of the last use.
    clock = new Date(start.getTime() + 58 * 60_000);
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(idle) })).statusCode).toBe(200);
    clock = new Date(start.getTime() + 89 * 60_000);
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(idle) })).statusCode).toBe(401);

    clock = start;
    const busy = await login(app, 'supervisor');
    let status = 200;
    for (let minutes = 20; minutes <= 12 * 60 + 20 && status === 200; minutes += 20) {
      clock = new Date(start.getTime() + minutes * 60_000);
      status = (await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(busy) })).statusCode;
      if (minutes < 12 * 60) expect(status).toBe(200);
    }
    expect(status).toBe(401);
    clock = new Date();
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown users and mails a link only to a known one', async () => {
    const before = app.mailer.outbox.length;
    const unknown = await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'nobody-here' } });
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual({ success: true, message: FORGOT_MESSAGE });
    // The mail goes after the answer (auth/recovery.ts): wait for the recovery to be done.
    await app.recoveries.settled();
    expect(app.mailer.outbox.length).toBe(before);
    const known = await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'caregiver' } });
    expect(json(known)).toEqual({ success: true, message: FORGOT_MESSAGE });
    await app.recoveries.settled();
    expect(app.mailer.outbox.length).toBe(before + 1);
    expect(app.mailer.outbox.at(-1)?.to).toBe('caregiver@equipdesk.example');
  });

  it('checks the link, resets the password under the policy, and consumes the link', async () => {
    await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'caregiver' } });
    await app.recoveries.settled();
    const link = app.mailer.outbox.at(-1)?.link ?? '';
    const match = /\/reset\/([^/]+)\/([^/]+)$/.exec(link);
    expect(match).not.toBeNull();
    const path = `/api/reset/${match![1]}/${match![2]}`;
    const oldToken = await login(app, 'caregiver');

    const check = await app.inject({ method: 'GET', url: path });
    expect(check.statusCode).toBe(200);
    expect(json(check)).toEqual({ success: true, result: { username: 'caregiver' } });

    const weak = await app.inject({ method: 'POST', url: path, payload: { password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({ message: MESSAGES.newPasswordMin });
    const noSpecial = await app.inject({ method: 'POST', url: path, payload: { password: 'abcdefgh1' } });
    expect(json(noSpecial)).toMatchObject({ message: MESSAGES.passwordPolicy });

    const reset = await app.inject({ method: 'POST', url: path, payload: { password: 'Fresh#2026' } });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toMatchObject({ success: true });

    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(oldToken) })).statusCode).toBe(401);
    await expect(login(app, 'caregiver')).rejects.toThrow(/401/);
    await login(app, 'caregiver', 'Fresh#2026');
  });

  it('answers 404 for an unknown or tampered link', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/reset/nope/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false });

    await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'technician' } });
    await app.recoveries.settled();
    const [, recoveryId] = /\/reset\/([^/]+)\/([^/]+)$/.exec(app.mailer.outbox.at(-1)?.link ?? '') ?? [];
    const tampered = await app.inject({ method: 'POST', url: `/api/reset/${recoveryId}/wrong-message-id`, payload: { password: 'Fresh#2026' } });
    expect(tampered.statusCode).toBe(404);
  });
});

describe('hardening', () => {
  it('sets the security headers on every answer, with a CSP that never allows eval', async () => {
    for (const url of ['/api/config', '/api/users/profile', '/api/nope']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('never leaks internals: an unexpected failure is a generic 500', async () => {
    const { buildApp } = await import('../src/app');
    const broken = await buildApp({ db: database.db, staticDir: null });
    broken.get('/api/boom', { config: { auth: false } }, async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.js:12');
    });
    await broken.ready();
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret_table');
      expect(response.body).not.toContain('app.js');
      expect(json(response)).toMatchObject({ success: false, message: expect.any(String) });
    } finally {
      await broken.close();
    }
  });
});
