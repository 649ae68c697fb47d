/**
 * Active sessions: the profile lists the user's own (device, address, started, last seen) and signs out one of them or
 * every other; an administrator lists and ends a user's. Only sessions that hold are listed, a user cannot reach
 * another's sessions through their own list, and every session ended is a SIGN_OUT event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SESSION_MESSAGES } from '@equipdesk/api-client/contract';
import type { UserSessionsResponse } from '@equipdesk/api-client/contract';
import { DEFAULT_TOKEN_POLICY } from '../src/auth/tokens';
import { authed, createTestDatabase, json, login, messageOf, PASSWORD, testApp, type TestDatabase } from './helpers';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date('2026-11-24T07:00:00Z');

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function signIn(username: string, userAgent: string, address: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress: address });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ token: string }>(response).token;
}
const listOf = async (token: string, url = '/api/users/profile/sessions') => json<UserSessionsResponse>(await app.inject({ url, headers: authed(token) })).items;
const alive = async (token: string) => (await app.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode === 200;
const post = (url: string, token: string, payload?: object) => app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) });

async function signOutEvents(): Promise<string[]> {
  const result = (await database.db.execute(sql`select summary from audit_events where action = 'SIGN_OUT' order by id`)) as unknown as { rows: { summary: string }[] };
  return result.rows.map((r) => r.summary);
}

async function userId(username: string): Promise<string> {
  const result = (await database.db.execute(sql`select external_id from users where username = ${username}`)) as unknown as { rows: { external_id: string }[] };
  return result.rows[0]!.external_id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => clock });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the profile\'s sessions', () => {
  it('lists the sessions that hold, with device, address, start and last use, the current one marked', async () => {
    // A session left idle past the limit is over, and not listed.
    const old = await signIn('technician', CHROME_LINUX, '10.0.0.3');
    tick(DEFAULT_TOKEN_POLICY.idleMs - 120_000);
    const phone = await signIn('technician', SAFARI_IPHONE, '10.0.0.2');
    const phoneStarted = clock.toISOString();
    tick(60_000);
    const laptop = await signIn('technician', FIREFOX_WINDOWS, '10.0.0.1');
    tick(120_000);
    await alive(laptop);
    const items = await listOf(laptop);
    expect(items.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Firefox on Windows', '10.0.0.1', true],
      ['Safari on iOS', '10.0.0.2', false],
    ]);
    expect(items[1]).toMatchObject({ started: phoneStarted, lastSeen: phoneStarted, userAgent: SAFARI_IPHONE, provider: null });
    expect(Date.parse(items[0]!.lastSeen)).toBeGreaterThan(Date.parse(items[0]!.started));
    expect(await alive(old)).toBe(false);
    expect(await alive(phone)).toBe(true);
  });

  it('signs out one session, its token answers 401 at once, and the trail says which', async () => {
    const mine = await signIn('customer', FIREFOX_WINDOWS, '10.0.1.1');
    const other = await signIn('customer', SAFARI_IPHONE, '10.0.1.2');
    const target = (await listOf(mine)).find((s) => !s.current)!;
    const ended = await post(`/api/users/profile/sessions/${target.id}/end`, mine);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(messageOf(ended)).toBe(SESSION_MESSAGES.ended);
    expect(await alive(other)).toBe(false);
    expect(await alive(mine)).toBe(true);
    expect(await signOutEvents()).toContain('Session of customer (Safari on iOS from 10.0.1.2) signed out by its user');
    // Once over, it cannot be ended again.
    expect((await post(`/api/users/profile/sessions/${target.id}/end`, mine)).statusCode).toBe(404);
  });

  it('does not reach another user\'s session through the own list', async () => {
    const victim = await signIn('stakeholder', CHROME_LINUX, '10.0.2.1');
    const victimSession = (await listOf(victim))[0]!;
    const intruder = await signIn('standard', CHROME_LINUX, '10.0.2.2');
    const response = await post(`/api/users/profile/sessions/${victimSession.id}/end`, intruder);
    expect(response.statusCode).toBe(404);
    expect(await alive(victim)).toBe(true);
    expect((await post('/api/users/profile/sessions/not-a-number/end', intruder)).statusCode).toBe(404);
  });

  it('signs out everywhere else, keeping only the session named as the current one', async () => {
    const here = await signIn('support', FIREFOX_WINDOWS, '10.0.3.1');
    const there = [await signIn('support', SAFARI_IPHONE, '10.0.3.2'), await signIn('support', CHROME_LINUX, '10.0.3.3')];
    const current = (await listOf(here)).find((s) => s.current)!;
    const notMine = (await listOf(there[0]!)).find((s) => s.current)!;
    const stale = await post('/api/users/profile/sessions/end-others', here, { keep: notMine.id });
    expect(stale.statusCode).toBe(400);
    expect(messageOf(stale)).toBe(SESSION_MESSAGES.keepNotCurrent);
    expect((await post('/api/users/profile/sessions/end-others', here, {})).statusCode).toBe(400);
    expect(await alive(there[0]!)).toBe(true);

    const done = await post('/api/users/profile/sessions/end-others', here, { keep: current.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(await alive(here)).toBe(true);
    for (const token of there) expect(await alive(token)).toBe(false);
    expect((await listOf(here)).map((s) => s.id)).toEqual([current.id]);
    expect((await signOutEvents()).filter((e) => e.startsWith('Session of support'))).toHaveLength(2);
  });
});

describe('an administrator and a user\'s sessions', () => {
  it('lists a user\'s sessions and ends one of them', async () => {
    const admin = await login(app, 'admin');
    const caregiver = await signIn('caregiver', SAFARI_IPHONE, '10.0.4.1');
    const url = `/api/users/${await userId('caregiver')}/sessions`;
    const items = await listOf(admin, url);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ device: 'Safari on iOS', address: '10.0.4.1', current: false });
    const ended = await post(`${url}/${items[0]!.id}/end`, admin);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await alive(caregiver)).toBe(false);
    expect(await signOutEvents()).toContain('Session of caregiver (Safari on iOS from 10.0.4.1) signed out by admin');
    // A session of another user named under this one is not found.
    const other = (await listOf(admin))[0]!;
    expect((await post(`${url}/${other.id}/end`, admin)).statusCode).toBe(404);
    expect(await alive(admin)).toBe(true);
  });

  it('is refused to a role that cannot edit users', async () => {
    const standard = await login(app, 'standard');
    const response = await app.inject({ url: `/api/users/${await userId('caregiver')}/sessions`, headers: authed(standard) });
    expect(response.statusCode).toBe(403);
  });
});
