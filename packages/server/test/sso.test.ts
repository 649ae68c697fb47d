/**
 * Single sign-on against a real OpenID provider (`oidc-provider`, started in this process with users and groups of
 * the test's choosing): sign-in with just-in-time creation and role mapping, a changed group changing the role,
 * refusals (no mapped group, a locally deactivated user, a tampered state, an expired code, a replayed ticket), the
 * audit events, and sign-out ending the provider's session too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { SSO_ERRORS, SSO_TICKET_INVALID_MESSAGE, type LoginResponse, type LogoutResponse, type SsoProvidersResponse } from '@equipdesk/api-client/contract';
import { enterprises, roles, userEnterprises, users } from '../src/db/schema';
import { auditEvents } from '../src/audit/table';
import { parseSsoProviders } from '../src/sso/config';
import { hashPassword } from '../src/auth/passwords';
import { DEMO_IDENTITIES, DEMO_ROLE_MAP, startTestProvider, type TestProvider } from '../dev/oidcProvider';
import { authed, createTestDatabase, json, testApp, type TestDatabase } from './helpers';
import { createBrowser } from './ssoBrowser';

const PUBLIC_URL = 'http://equipdesk.test';
const CALLBACK = `${PUBLIC_URL}/api/sso/hospital/callback`;

let database: TestDatabase;
let provider: TestProvider;
/** Passes the provider's back-channel logout posts (real HTTP) on to the app (inject). */
let relay: Server;
let app: FastifyInstance;
let enterpriseName: string;

beforeAll(async () => {
  database = await createTestDatabase();
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void app
        .inject({ method: 'POST', url: req.url!, headers: { 'content-type': req.headers['content-type'] ?? '' }, payload: Buffer.concat(chunks) })
        .then((answer) => res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body));
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  provider = await startTestProvider({
    backchannelLogoutUri: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/api/sso/hospital/backchannel-logout`,
    clientId: 'equipdesk',
    clientSecret: 'test-secret',
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [`${PUBLIC_URL}/login`],
    identities: [...DEMO_IDENTITIES, { username: 'erin', password: 'Erin@2026', name: 'Erin Engineer', email: 'erin@hospital.example', groups: ['biomed-technicians'] }],
    codeTtlSeconds: 2,
  });
  const [enterprise] = await database.db.select().from(enterprises).limit(1);
  enterpriseName = enterprise!.name;
  const ssoProviders = parseSsoProviders({
    EQUIPDESK_OIDC_PROVIDERS: 'hospital',
    EQUIPDESK_OIDC_HOSPITAL_NAME: 'Hospital ID',
    EQUIPDESK_OIDC_HOSPITAL_ISSUER: provider.issuer,
    EQUIPDESK_OIDC_HOSPITAL_CLIENT_ID: 'equipdesk',
    EQUIPDESK_OIDC_HOSPITAL_CLIENT_SECRET: 'test-secret',
    EQUIPDESK_OIDC_HOSPITAL_SCOPES: 'openid profile email groups',
    EQUIPDESK_OIDC_HOSPITAL_ROLE_MAP: DEMO_ROLE_MAP,
    EQUIPDESK_OIDC_HOSPITAL_ENTERPRISE: enterpriseName,
  });
  app = await testApp(database.db, { publicUrl: PUBLIC_URL, ssoProviders });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await provider?.close();
  relay?.close();
  await database?.close();
});

const isCallback = (url: string) => url.startsWith(CALLBACK);
const isConsoleLogin = (url: string) => url.startsWith(`${PUBLIC_URL}/login`);

/** A fresh browser goes to "Sign in with Hospital ID" and stops at the provider's sign-in page. */
async function startSignIn() {
  const browser = createBrowser(app, PUBLIC_URL);
  const page = await browser.go(`${PUBLIC_URL}/api/sso/hospital/login`);
  expect(page.url.startsWith(provider.issuer), page.url).toBe(true);
  expect(page.body).toContain('Hospital identity provider');
  return { browser, page };
}

/** Signs in at the provider and stops where the provider sends the browser back (the callback, not yet called). */
async function atProvider(username: string, password = 'Demo@2026') {
  const { browser, page } = await startSignIn();
  const { action } = browser.formOf(page);
  const back = await browser.go(action, { form: new URLSearchParams({ login: username, password }), stopAt: isCallback });
  expect(back.status, back.body.slice(0, 300)).toBe(0);
  return { browser, callback: back.url };
}

/** The whole sign-in: provider, callback, and the console's ticket exchange. */
async function signIn(username: string, password = 'Demo@2026') {
  const { browser, callback } = await atProvider(username, password);
  const landed = await browser.go(callback, { stopAt: isConsoleLogin });
  return { browser, landed: new URL(landed.url) };
}

async function exchange(landed: URL) {
  const ticket = new URLSearchParams(landed.hash.slice(1)).get('sso-ticket');
  expect(ticket, landed.href).toBeTruthy();
  return app.inject({ method: 'POST', url: '/api/sso/ticket', payload: { ticket } });
}

const refusal = (landed: URL) => landed.searchParams.get('sso-error');

async function userNamed(username: string) {
  const [row] = await database.db.select({ user: users, role: roles.identifier }).from(users).innerJoin(roles, eq(users.roleId, roles.externalId)).where(eq(users.username, username));
  return row;
}

async function lastEvents(count: number) {
  return database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(count);
}

describe('single sign-on', () => {
  it('lists the configured provider for the sign-in page', async () => {
    const response = await app.inject({ url: '/api/sso/providers' });
    expect(response.statusCode).toBe(200);
    expect(json<SsoProvidersResponse>(response).result).toEqual([{ id: 'hospital', name: 'Hospital ID', loginPath: '/api/sso/hospital/login', passwordSignIn: true }]);
  });

  it('creates the user at the first sign-in, with the mapped role and the enterprise, and opens a session', async () => {
    expect(await userNamed('alice')).toBeUndefined();
    const { landed } = await signIn('alice');
    expect(refusal(landed)).toBeNull();
    const response = await exchange(landed);
    expect(response.statusCode, response.body).toBe(200);
    const answer = json<LoginResponse>(response);
    expect(answer.user).toMatchObject({ username: 'alice', name: 'Alice Admin', email: 'alice@hospital.example', roleIdentifier: 'ROLE_ADMIN' });
    expect(answer.permissions?.length).toBeGreaterThan(10);
    const profile = await app.inject({ url: '/api/users/profile', headers: authed(answer.token!) });
    expect(profile.statusCode).toBe(200);
    const row = await userNamed('alice');
    expect(row).toMatchObject({ role: 'ROLE_ADMIN', user: { ssoProvider: 'hospital', ssoSubject: 'alice', passwordHash: '' } });
    const placed = await database.db.select().from(userEnterprises).innerJoin(enterprises, eq(userEnterprises.enterpriseId, enterprises.externalId)).where(eq(userEnterprises.userId, row!.user.externalId));
    expect(placed.map((p) => p.enterprises.name)).toEqual([enterpriseName]);
    const events = await lastEvents(2);
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['SIGN_IN', 'alice signed in through Hospital ID'],
      ['CREATE', 'User "Alice Admin" created'],
    ]);
  });

  it('takes a ticket once only', async () => {
    const { landed } = await signIn('carol');
    expect((await exchange(landed)).statusCode).toBe(200);
    const again = await exchange(landed);
    expect(again.statusCode).toBe(401);
    expect(json(again)).toMatchObject({ success: false, message: SSO_TICKET_INVALID_MESSAGE });
  });

  it('changes the role when the provider changes the groups, and keeps name and email up to date', async () => {
    const first = await exchange((await signIn('erin', 'Erin@2026')).landed);
    expect(json<LoginResponse>(first).user?.roleIdentifier).toBe('ROLE_TECHNICIAN');
    const erin = provider.identities.get('erin')!;
    erin.groups = ['ward-nurses'];
    erin.name = 'Erin Nurse';
    const second = await exchange((await signIn('erin', 'Erin@2026')).landed);
    expect(json<LoginResponse>(second).user).toMatchObject({ roleIdentifier: 'ROLE_CAREGIVER', name: 'Erin Nurse' });
    expect((await userNamed('erin'))?.role).toBe('ROLE_CAREGIVER');
    const actions = (await lastEvents(3)).map((e) => e.action);
    expect(actions).toEqual(['SIGN_IN', 'ROLE_CHANGE', 'UPDATE']);
  });

  it('refuses a user whose groups map to no role, with a clear message, and records it', async () => {
    const { landed } = await signIn('dave');
    expect(refusal(landed)).toBe('role');
    expect(SSO_ERRORS.role).toContain('not given you access');
    expect(await userNamed('dave')).toBeUndefined();
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({ action: 'SIGN_IN_FAILED', actorUsername: 'dave' });
    expect(event!.summary).toContain('through Hospital ID: role');
  });

  it('refuses a user whose groups no longer map to a role', async () => {
    const erin = provider.identities.get('erin')!;
    erin.groups = [];
    const { landed } = await signIn('erin', 'Erin@2026');
    expect(refusal(landed)).toBe('role');
    erin.groups = ['ward-nurses'];
  });

  it('keeps a locally deactivated user out whatever the provider says', async () => {
    await exchange((await signIn('bob')).landed);
    await database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.username, 'bob'));
    const { landed } = await signIn('bob');
    expect(refusal(landed)).toBe('inactive');
    expect((await userNamed('bob'))?.user.status).toBe('INACTIVE');
  });

  it('refuses a tampered state and a state of another browser', async () => {
    const { browser, callback } = await atProvider('carol');
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    expect(refusal(new URL((await browser.go(tampered.href, { stopAt: isConsoleLogin })).url))).toBe('state');
    // The right state from a browser that did not start the sign-in (no flow cookie): refused too.
    const other = createBrowser(app, PUBLIC_URL);
    expect(refusal(new URL((await other.go(callback, { stopAt: isConsoleLogin })).url))).toBe('state');
    // The flow was not spent by the refusals: this browser still completes it.
    const landed = new URL((await browser.go(callback, { stopAt: isConsoleLogin })).url);
    expect(refusal(landed)).toBeNull();
    // And it cannot be replayed.
    expect(refusal(new URL((await browser.go(callback, { stopAt: isConsoleLogin })).url))).toBe('state');
  });

  it('refuses an expired code', async () => {
    const { browser, callback } = await atProvider('carol');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const landed = new URL((await browser.go(callback, { stopAt: isConsoleLogin })).url);
    expect(refusal(landed)).toBe('provider');
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({ action: 'SIGN_IN_FAILED' });
  });

  it('refuses the password form for a user of the provider, even one given a password here', async () => {
    await database.db.update(users).set({ passwordHash: await hashPassword('Demo@2026') }).where(eq(users.username, 'alice'));
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'alice', password: 'Demo@2026' } });
    expect(response.statusCode).toBe(401);
  });

  it('sends a user of the provider no password reset link (their provider keeps their password)', async () => {
    const { outbox } = app.mailer;
    const before = outbox.length;
    expect((await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'alice' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'admin' } })).statusCode).toBe(200);
    await app.recoveries.settled();
    expect(outbox.slice(before).map((m) => m.to)).not.toContain('alice@hospital.example');
    expect(outbox.length).toBe(before + 1);
  });

  it('signs out of EquipDesk and of the provider (RP-initiated logout)', async () => {
    const { browser, landed } = await signIn('carol');
    const token = json<LoginResponse>(await exchange(landed)).token!;
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: authed(token) });
    expect(logout.statusCode).toBe(200);
    const { logoutUrl } = json<LogoutResponse>(logout);
    expect(logoutUrl?.startsWith(`${provider.issuer}/session/end`), logoutUrl).toBe(true);
    expect(new URL(logoutUrl!).searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
    expect((await app.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(401);
    // The provider asks to confirm, then sends the browser back to the sign-in page.
    const confirm = await browser.go(logoutUrl!);
    const { action, fields } = browser.formOf(confirm);
    fields.set('logout', 'yes');
    const back = await browser.go(action, { form: fields, stopAt: isConsoleLogin });
    expect(back.url).toBe(`${PUBLIC_URL}/login`);
    // The provider's session is over: the next sign-in asks for the password again.
    const again = await browser.go(`${PUBLIC_URL}/api/sso/hospital/login`);
    expect(again.body).toContain('Hospital identity provider');
    const [event] = await database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'SIGN_OUT'), eq(auditEvents.actorUsername, 'carol'))).limit(1);
    expect(event).toBeDefined();
  });

  it('ends the EquipDesk session when the provider ends its own (back-channel logout)', async () => {
    const { browser, landed } = await signIn('carol');
    const token = json<LoginResponse>(await exchange(landed)).token!;
    const other = json<LoginResponse>(await exchange((await signIn('carol')).landed)).token!;
    expect((await app.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(200);
    // Signed out at the provider (another application's sign-out, say): the provider tells EquipDesk.
    const confirm = await browser.go(`${provider.issuer}/session/end?client_id=equipdesk`);
    const { action, fields } = browser.formOf(confirm);
    fields.set('logout', 'yes');
    await browser.go(action, { form: fields, stopAt: () => true });
    await expect.poll(async () => (await app.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(401);
    // Another provider session of the same user (another browser) stays.
    expect((await app.inject({ url: '/api/users/profile', headers: authed(other) })).statusCode).toBe(200);
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({ action: 'SIGN_OUT', actorUsername: 'carol', summary: 'carol signed out by Hospital ID (back-channel logout)' });
  });

  it('refuses a logout token that is not the provider\'s', async () => {
    const forged = ['eyJhbGciOiJub25lIn0', Buffer.from(JSON.stringify({ iss: provider.issuer, aud: 'equipdesk', sub: 'carol', iat: 1, jti: 'x', events: { 'http://schemas.openid.net/event/backchannel-logout': {} } })).toString('base64url'), ''].join('.');
    const response = await app.inject({ method: 'POST', url: '/api/sso/hospital/backchannel-logout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `logout_token=${forged}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message: 'The logout token is not valid.' });
  });

  it('answers an unknown provider 404 and sends an unreachable one back to the sign-in page with its message', async () => {
    expect((await app.inject({ url: '/api/sso/nobody/login' })).statusCode).toBe(404);
    const down = await testApp(database.db, {
      publicUrl: PUBLIC_URL,
      ssoProviders: parseSsoProviders({ EQUIPDESK_OIDC_PROVIDERS: 'down', EQUIPDESK_OIDC_DOWN_ISSUER: 'http://127.0.0.1:9', EQUIPDESK_OIDC_DOWN_CLIENT_ID: 'x', EQUIPDESK_OIDC_DOWN_ROLE_MAP: 'a=ROLE_ADMIN' }),
    });
    const response = await down.inject({ url: '/api/sso/down/login' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/login?sso-error=unreachable`);
    await down.close();
  });

  it('counts each start against the address\'s sign-in limit (each writes a row)', async () => {
    const limited = await testApp(database.db, {
      publicUrl: PUBLIC_URL,
      signInLimits: { perAddress: 2 },
      ssoProviders: parseSsoProviders({ EQUIPDESK_OIDC_PROVIDERS: 'down', EQUIPDESK_OIDC_DOWN_ISSUER: 'http://127.0.0.1:9', EQUIPDESK_OIDC_DOWN_CLIENT_ID: 'x', EQUIPDESK_OIDC_DOWN_ROLE_MAP: 'a=ROLE_ADMIN' }),
    });
    const starts = [];
    for (let i = 0; i < 3; i++) starts.push((await limited.inject({ url: '/api/sso/down/login', remoteAddress: '10.9.8.7' })).headers.location);
    expect(starts).toEqual([`${PUBLIC_URL}/login?sso-error=unreachable`, `${PUBLIC_URL}/login?sso-error=unreachable`, `${PUBLIC_URL}/login?sso-error=limited`]);
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({ action: 'SIGN_IN_LIMITED', clientAddress: '10.9.8.7' });
    await limited.close();
  });
});
