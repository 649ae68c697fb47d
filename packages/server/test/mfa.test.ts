/**
 * Multi-factor sign-in of local accounts: TOTP set up from the profile (QR code, confirmation, ten recovery codes),
 * the sign-in's second step, codes and recovery codes that work once, wrong codes under the sign-in limit, turning it
 * off, a role that requires it, and secrets at rest sealed under the key. Codes are computed from the secret shown.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES, MFA_RECOVERY_CODE_COUNT } from '@equipdesk/api-client/contract';
import type { MfaConfirmResponse, MfaEnrolmentResponse, MfaStatusResponse, Role } from '@equipdesk/api-client/contract';
import { createSecretBox } from '../src/mfa/secrets';
import { authed, createTestDatabase, json, login, messageOf, PASSWORD, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date('2026-11-24T07:00:00Z');
const key = randomBytes(32);

const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const codeOf = (secret: string, at = clock) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
const signIn = (username: string, extra: Record<string, unknown> = {}, address = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD, ...extra }, remoteAddress: address });
const post = (url: string, token: string, payload?: object) => app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) });

async function eventsOf(action: string): Promise<string[]> {
  const result = (await database.db.execute(sql`select summary from audit_events where action = ${action} order by id`)) as unknown as { rows: { summary: string }[] };
  return result.rows.map((r) => r.summary);
}

/** Sets TOTP up for a user through the profile; the secret and the recovery codes shown. */
async function enrol(username: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = await login(app, username);
  const started = json<MfaEnrolmentResponse>(await post('/api/users/profile/mfa/start', token, { password: PASSWORD })).result;
  const confirmed = await post('/api/users/profile/mfa/confirm', token, { code: codeOf(started.secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: started.secret, recoveryCodes: json<MfaConfirmResponse>(confirmed).result.recoveryCodes };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => clock, mfaKey: key });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('setting TOTP up from the profile', () => {
  it('shows a QR code and the secret, confirms with a code, hands out ten recovery codes once, and keeps the secret sealed', async () => {
    const token = await login(app, 'supervisor');
    expect(json<MfaStatusResponse>(await app.inject({ url: '/api/users/profile/mfa', headers: authed(token) })).result).toEqual({
      enabled: false,
      required: false,
      provider: false,
      recoveryCodesLeft: 0,
    });
    const wrongPassword = await post('/api/users/profile/mfa/start', token, { password: 'Wrong@2026' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword)).toMatchObject({ errors: [{ field: 'password', message: MFA_MESSAGES.passwordWrong }] });
    const started = await post('/api/users/profile/mfa/start', token, { password: PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri, qrSvg } = json<MfaEnrolmentResponse>(started).result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\/EquipDesk:supervisor\?/);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await post('/api/users/profile/mfa/confirm', token, { code: codeOf(secret, new Date(clock.getTime() - 600_000)) });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(MFA_MESSAGES.codeWrong);
    expect(await eventsOf('MFA_REFUSED')).toEqual([
      'Wrong password from supervisor to set up multi-factor sign-in',
      'Wrong multi-factor code from supervisor to set up multi-factor sign-in',
    ]);

    const confirmed = await post('/api/users/profile/mfa/confirm', token, { code: codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = json<MfaConfirmResponse>(confirmed).result.recoveryCodes;
    expect(codes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(MFA_RECOVERY_CODE_COUNT);
    expect(await eventsOf('MFA_ENABLED')).toEqual(['Multi-factor sign-in (TOTP) set up by supervisor']);
    // Shown once: the status says how many are left, never which.
    const status = await app.inject({ url: '/api/users/profile/mfa', headers: authed(token) });
    expect(json<MfaStatusResponse>(status).result).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(codes[0]);

    const stored = (await database.db.execute(sql`select totp_secret from users where username = 'supervisor'`)) as unknown as { rows: { totp_secret: string }[] };
    const sealed = stored.rows[0]!.totp_secret;
    expect(sealed).not.toContain(secret);
    expect(createSecretBox(key).open(sealed)).toBe(secret);
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeNull();
    const recovery = (await database.db.execute(sql`select code_hash from mfa_recovery_codes r join users u on u.external_id = r.user_id where u.username = 'supervisor'`)) as unknown as { rows: { code_hash: string }[] };
    expect(recovery.rows.map((r) => r.code_hash).join()).not.toContain(codes[0]!);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, takes a current code once, and refuses a wrong one', async () => {
    const { secret } = await enrol('technician');
    tick(60);
    const first = await signIn('technician');
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ success: false, mfaRequired: true, message: MFA_MESSAGES.codeRequired });

    const wrongCode = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await signIn('technician', { code: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toMatchObject({ success: false, message: MFA_MESSAGES.codeWrong });
    expect(json(wrong)).not.toHaveProperty('token');
    expect(await eventsOf('SIGN_IN_FAILED')).toContain('Sign-in failed for "technician" (wrong multi-factor code)');

    const code = codeOf(secret);
    const right = await signIn('technician', { code });
    expect(right.statusCode, right.body).toBe(200);
    expect(json(right)).toMatchObject({ success: true, token: expect.any(String) });
    // The same code a second time (someone who watched it typed) opens nothing.
    expect((await signIn('technician', { code })).statusCode).toBe(401);
    tick(30);
    expect((await signIn('technician', { code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('takes a recovery code once, written any way', async () => {
    const { recoveryCodes } = await enrol('standard');
    const code = recoveryCodes[3]!;
    const right = await signIn('standard', { code: ` ${code.toUpperCase().replace('-', '')} ` });
    expect(right.statusCode, right.body).toBe(200);
    expect((await signIn('standard', { code })).statusCode).toBe(401);
    expect((await signIn('standard', { code: recoveryCodes[4]! })).statusCode).toBe(200);
  });

  it('counts wrong codes against the sign-in limit, like wrong passwords', async () => {
    const limited = await testApp(database.db, { now: () => clock, mfaKey: key, signInLimits: { failures: 3 } });
    try {
      const { secret } = await enrol('customer');
      tick(60);
      const as = (code: string) => limited.inject({ method: 'POST', url: '/api/login', payload: { username: 'customer', password: PASSWORD, code }, remoteAddress: '10.1.0.9' });
      for (let i = 0; i < 3; i++) expect((await as('000000' === codeOf(secret) ? '111111' : '000000')).statusCode).toBe(401);
      const refused = await as(codeOf(secret));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('rejects a code that is not shaped as one with the contract message', async () => {
    const response = await signIn('customer', { code: '<script>' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ errors: [{ field: 'code', message: MFA_MESSAGES.codeFormat }] });
  });
});

describe('turning it off', () => {
  it('takes a current code, after which the password alone signs in again', async () => {
    const { secret } = await enrol('stakeholder');
    tick(60);
    const token = json<{ token: string }>(await signIn('stakeholder', { code: codeOf(secret) })).token;
    const wrong = await post('/api/users/profile/mfa/disable', token, { code: '123456' === codeOf(secret) ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(MFA_MESSAGES.codeWrong);
    tick(30);
    const off = await post('/api/users/profile/mfa/disable', token, { code: codeOf(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await eventsOf('MFA_DISABLED')).toEqual(['Multi-factor sign-in turned off by stakeholder']);
    expect(json(await signIn('stakeholder'))).toMatchObject({ success: true, token: expect.any(String) });
  });
});

describe('a role that requires multi-factor sign-in', () => {
  it('leads its users to set it up, refuses them the console until they do, and keeps it on', async () => {
    const admin = await login(app, 'admin');
    const roles = json<{ items: Role[] }>(await app.inject({ url: '/api/roles?pageSize=100', headers: authed(admin) })).items;
    const caregiver = roles.find((r) => r.identifier === 'ROLE_CAREGIVER')!;
    expect(caregiver.requireMfa).toBe(false);
    const saved = await post(`/api/roles/${caregiver.externalId}`, admin, { name: caregiver.name, identifier: caregiver.identifier, requireMfa: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const changes = (await database.db.execute(sql`select changes from audit_events where action = 'UPDATE' and entity_type = 'roles' and entity_id = ${caregiver.externalId}`)) as unknown as { rows: { changes: unknown }[] };
    expect(JSON.stringify(changes.rows.map((r) => r.changes))).toContain('requireMfa');

    const first = await signIn('caregiver');
    expect(json(first)).toMatchObject({ success: true, mfaEnrolment: true });
    const token = json<{ token: string }>(first).token;
    const refused = await app.inject({ url: '/api/orders?pageSize=5', headers: authed(token) });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(MFA_MESSAGES.enrolmentRequired);
    expect((await app.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(200);
    expect(json<MfaStatusResponse>(await app.inject({ url: '/api/users/profile/mfa', headers: authed(token) })).result).toMatchObject({ enabled: false, required: true });

    const { secret } = json<MfaEnrolmentResponse>(await post('/api/users/profile/mfa/start', token, { password: PASSWORD })).result;
    expect((await post('/api/users/profile/mfa/confirm', token, { code: codeOf(secret) })).statusCode).toBe(200);
    // The same session may now use the console.
    expect((await app.inject({ url: '/api/orders?pageSize=5', headers: authed(token) })).statusCode).toBe(200);
    tick(30);
    const off = await post('/api/users/profile/mfa/disable', token, { code: codeOf(secret) });
    expect(off.statusCode).toBe(400);
    expect(messageOf(off)).toBe(MFA_MESSAGES.requiredByRole);
    // Later sign-ins ask for the code and open a full session.
    tick(30);
    const later = await signIn('caregiver', { code: codeOf(secret) });
    expect(json(later)).not.toHaveProperty('mfaEnrolment');
  });
});
