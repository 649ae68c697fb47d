/**
 * Password sign-in switched off per enterprise: only for an enterprise with a configured provider, an audited
 * enterprise update; off, a right local password of one of its users is refused with the contract's words (a wrong
 * one still says nothing), the provider list tells the sign-in page, and removing the provider gives passwords back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES, SSO_MESSAGES } from '@equipdesk/api-client/contract';
import type { Enterprise, SsoProvidersResponse } from '@equipdesk/api-client/contract';
import { rowsOf } from '../src/db/index';
import { parseSsoProviders } from '../src/sso/config';
import { authed, createTestDatabase, json, login, messageOf, PASSWORD, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
/** The supervisor's enterprise (a provider places its users there) and another one (no provider). */
let covered: { externalId: string; name: string };
let uncovered: { externalId: string; name: string };

const providersFor = (enterprise: string) =>
  parseSsoProviders({
    EQUIPDESK_OIDC_PROVIDERS: 'entra',
    EQUIPDESK_OIDC_ENTRA_NAME: 'Contoso Entra',
    EQUIPDESK_OIDC_ENTRA_ISSUER: 'http://127.0.0.1:9',
    EQUIPDESK_OIDC_ENTRA_CLIENT_ID: 'equipdesk',
    EQUIPDESK_OIDC_ENTRA_ROLE_MAP: 'staff=ROLE_SUPERVISOR',
    EQUIPDESK_OIDC_ENTRA_ENTERPRISE: enterprise,
  });

const signIn = (username: string, password = PASSWORD, on = app) => on.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const update = (enterprise: { externalId: string; name: string }, extra: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/enterprises/${enterprise.externalId}`, headers: authed(adminToken), payload: { externalId: enterprise.externalId, name: enterprise.name, ...extra } });
const read = async (id: string) => json<{ result: Enterprise }>(await app.inject({ url: `/api/enterprises/${id}`, headers: authed(adminToken) })).result;

beforeAll(async () => {
  database = await createTestDatabase();
  const enterprisesOf = async (username: string) =>
    rowsOf<{ externalId: string; name: string }>(
      await database.db.execute(sql`select e.external_id as "externalId", e.name from enterprises e join user_enterprises ue on ue.enterprise_id = e.external_id
        join users u on u.external_id = ue.user_id where u.username = ${username} order by e.name`),
    );
  covered = (await enterprisesOf('supervisor'))[0]!;
  uncovered = rowsOf<{ externalId: string; name: string }>(
    await database.db.execute(sql`select external_id as "externalId", name from enterprises e where not exists (
      select 1 from user_enterprises ue join users u on u.external_id = ue.user_id where ue.enterprise_id = e.external_id and u.username = 'supervisor') order by name limit 1`),
  )[0]!;
  // The technician works for the other enterprise only.
  await database.db.execute(sql`delete from user_enterprises where user_id = (select external_id from users where username = 'technician')`);
  await database.db.execute(sql`insert into user_enterprises (user_id, enterprise_id) select external_id, ${uncovered.externalId} from users where username = 'technician'`);
  // By name, in another case: the setting names an enterprise either way.
  app = await testApp(database.db, { ssoProviders: providersFor(covered.name.toUpperCase()) });
  adminToken = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('switching password sign-in off for an enterprise', () => {
  it('is refused for an enterprise that no configured provider serves, and the enterprise keeps it', async () => {
    const response = await update(uncovered, { passwordSignIn: false });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: SSO_MESSAGES.passwordSignInNoProvider, errors: [{ field: 'passwordSignIn', message: SSO_MESSAGES.passwordSignInNoProvider }] });
    expect((await read(uncovered.externalId)).passwordSignIn).toBe(true);
    const created = await app.inject({ method: 'PUT', url: '/api/enterprises', headers: authed(adminToken), payload: { name: 'Fresh Clinic', passwordSignIn: false } });
    expect(created.statusCode).toBe(400);
    expect(messageOf(created)).toBe(SSO_MESSAGES.passwordSignInNoProvider);
  });

  it('refuses a value that is not true or false', async () => {
    const response = await update(covered, { passwordSignIn: 'no' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(SSO_MESSAGES.passwordSignInFormat);
  });

  it('goes off for an enterprise a provider serves, as an audited update, and a later edit without the field keeps it off', async () => {
    const response = await update(covered, { passwordSignIn: false });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read(covered.externalId)).passwordSignIn).toBe(false);
    const [event] = rowsOf<{ action: string; username: string; changes: unknown }>(
      await database.db.execute(sql`select action, actor_username as username, changes from audit_events where entity_id = ${covered.externalId} order by id desc limit 1`),
    );
    expect(event).toMatchObject({ action: 'UPDATE', username: 'admin', changes: [{ field: 'passwordSignIn', old: true, new: false }] });
    expect((await update(covered, {})).statusCode).toBe(200);
    expect((await read(covered.externalId)).passwordSignIn).toBe(false);
  });

  it('then refuses a right local password of its users with the contract\'s words, and a wrong one as any other', async () => {
    const right = await signIn('supervisor');
    expect(right.statusCode).toBe(403);
    expect(messageOf(right)).toBe(SSO_MESSAGES.passwordSignInOff);
    const wrong = await signIn('supervisor', 'Wrong@2026');
    expect(wrong.statusCode).toBe(401);
    expect(messageOf(wrong)).toBe(MESSAGES.loginFailed);
    const refusals = rowsOf<{ summary: string }>(await database.db.execute(sql`select summary from audit_events where action = 'SIGN_IN_FAILED' order by id desc limit 2`));
    expect(refusals[1]!.summary).toContain('supervisor');
    expect(refusals[1]!.summary).toContain('password sign-in is off for the enterprise');
    // Users of no such enterprise sign in as before.
    expect((await signIn('technician')).statusCode).toBe(200);
  });

  it('tells the sign-in page which providers\' enterprises take no passwords', async () => {
    const providers = json<SsoProvidersResponse>(await app.inject({ url: '/api/sso/providers' })).result;
    expect(providers).toEqual([{ id: 'entra', name: 'Contoso Entra', loginPath: '/api/sso/entra/login', passwordSignIn: false }]);
  });

  it('gives the passwords back when no configured provider serves the enterprise any more', async () => {
    const without = await testApp(database.db, { ssoProviders: [] });
    try {
      expect((await signIn('supervisor', PASSWORD, without)).statusCode).toBe(200);
    } finally {
      await without.close();
    }
  });

  it('goes on again, and the password signs in', async () => {
    expect((await update(covered, { passwordSignIn: true })).statusCode).toBe(200);
    expect((await signIn('supervisor')).statusCode).toBe(200);
    expect(json<SsoProvidersResponse>(await app.inject({ url: '/api/sso/providers' })).result[0]!.passwordSignIn).toBe(true);
  });
});
