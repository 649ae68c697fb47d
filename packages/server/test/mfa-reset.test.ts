/**
 * An administrator resets a user's multi-factor sign-in (a lost phone and lost recovery codes): the secret and the
 * recovery codes go, every session of the user ends, the trail says who; guarded as editing users, within scope,
 * never one's own nor a provider's user's.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES } from '@equipdesk/api-client/contract';
import type { MfaEnrolmentResponse, MfaStatusResponse } from '@equipdesk/api-client/contract';
import { rowsOf } from '../src/db/index';
import { authed, createTestDatabase, json, login, messageOf, PASSWORD, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
const clock = new Date('2026-11-24T07:00:00Z');

const post = (url: string, token: string, payload?: object) => app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) });
const idOf = async (username: string) => rowsOf<{ id: string }>(await database.db.execute(sql`select external_id as id from users where username = ${username}`))[0]!.id;
const signIn = (username: string, extra: Record<string, unknown> = {}) => app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD, ...extra } });

async function enrol(username: string): Promise<string> {
  const token = await login(app, username);
  const { secret } = json<MfaEnrolmentResponse>(await post('/api/users/profile/mfa/start', token, { password: PASSWORD })).result;
  const confirmed = await post('/api/users/profile/mfa/confirm', token, { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() }) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => clock, mfaKey: randomBytes(32) });
  adminToken = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("an administrator resets a user's multi-factor sign-in", () => {
  it('clears the secret and the recovery codes, ends every session of the user, and writes the trail', async () => {
    const userToken = await enrol('supervisor');
    const userId = await idOf('supervisor');
    expect((await signIn('supervisor')).json()).toMatchObject({ mfaRequired: true });

    const reset = await post(`/api/users/${userId}/mfa/reset`, adminToken);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(messageOf(reset)).toBe(MFA_MESSAGES.resetDone);

    const [row] = rowsOf<{ secret: string | null; pending: string | null; codes: number }>(
      await database.db.execute(sql`select totp_secret as secret, totp_pending as pending, (select count(*)::int from mfa_recovery_codes c where c.user_id = u.external_id) as codes
        from users u where external_id = ${userId}`),
    );
    expect(row).toEqual({ secret: null, pending: null, codes: 0 });
    // The session opened before (perhaps on the lost phone) is over.
    expect((await app.inject({ url: '/api/users/profile/mfa', headers: authed(userToken) })).statusCode).toBe(401);
    const events = rowsOf<{ action: string; actor: string; summary: string }>(
      await database.db.execute(sql`select action, actor_username as actor, summary from audit_events where entity_id = ${userId} and action in ('MFA_RESET', 'SIGN_OUT') order by id`),
    );
    expect(events[0]).toEqual({ action: 'MFA_RESET', actor: 'admin', summary: 'Multi-factor sign-in of supervisor reset by admin' });
    expect(events.slice(1).map((e) => e.action)).toEqual(['SIGN_OUT']);

    // The password alone signs in again; the user sets it up anew from the profile.
    const again = await signIn('supervisor');
    expect(again.statusCode).toBe(200);
    const status = json<MfaStatusResponse>(await app.inject({ url: '/api/users/profile/mfa', headers: authed(json<{ token: string }>(again).token) })).result;
    expect(status).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('refuses a user with no multi-factor sign-in, one\'s own, an unknown user, and a caller who may not edit users', async () => {
    const none = await post(`/api/users/${await idOf('standard')}/mfa/reset`, adminToken);
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe(MFA_MESSAGES.resetNotEnabled);

    await enrol('admin');
    const own = await post(`/api/users/${await idOf('admin')}/mfa/reset`, adminToken);
    expect(own.statusCode).toBe(400);
    expect(messageOf(own)).toBe(MFA_MESSAGES.resetOwn);

    expect((await post('/api/users/00000000-0000-4000-8000-000000000000/mfa/reset', adminToken)).statusCode).toBe(404);
    expect((await post('/api/users/not-a-uuid/mfa/reset', adminToken)).statusCode).toBe(404);

    await enrol('caregiver');
    const technician = await login(app, 'technician');
    const forbidden = await post(`/api/users/${await idOf('caregiver')}/mfa/reset`, technician);
    expect(forbidden.statusCode).toBe(403);
    expect((await signIn('caregiver')).json()).toMatchObject({ mfaRequired: true });
  });

  it("refuses a provider's user: their provider does the second factor", async () => {
    const userId = await idOf('stakeholder');
    await database.db.execute(sql`update users set sso_provider = 'entra', sso_subject = 'sub-1', totp_secret = 'v1.x.y.z' where external_id = ${userId}`);
    const response = await post(`/api/users/${userId}/mfa/reset`, adminToken);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(MFA_MESSAGES.resetProviderUser);
  });
});
