// Sign-in policies an administrator sets in Chromium: a user's multi-factor sign-in reset from their row (a confirm,
// then their authenticator no longer asked for and their open session ended), and password sign-in switched off for
// an enterprise its provider serves (a right password refused with the contract's words, the enterprise's provider
// page without a password form), then on again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES, SSO_MESSAGES, type MfaEnrolmentResponse } from '../packages/api-client/src/contract/index';
import { parseSsoProviders } from '../packages/server/src/sso/config';
import { DEMO_PASSWORD, signIn, startE2E, type E2E } from './support';

let e2e: E2E;

beforeAll(async () => {
  // The provider is never reached here: the sign-in page lists it, and it serves the demo users' enterprise.
  const ssoProviders = parseSsoProviders({
    EQUIPDESK_OIDC_PROVIDERS: 'hospital',
    EQUIPDESK_OIDC_HOSPITAL_NAME: 'Hospital ID',
    EQUIPDESK_OIDC_HOSPITAL_ISSUER: 'http://127.0.0.1:9',
    EQUIPDESK_OIDC_HOSPITAL_CLIENT_ID: 'equipdesk',
    EQUIPDESK_OIDC_HOSPITAL_ROLE_MAP: 'staff=ROLE_SUPERVISOR',
    EQUIPDESK_OIDC_HOSPITAL_ENTERPRISE: 'Northwind Health System',
  });
  e2e = await startE2E({ app: { ssoProviders } });
});

afterAll(async () => {
  await e2e?.close();
});

describe('sign-in policies', () => {
  it("an administrator resets a user's multi-factor sign-in from the user's row", async () => {
    const started = await e2e.api<MfaEnrolmentResponse>('supervisor', 'POST', 'users/profile/mfa/start', { password: DEMO_PASSWORD });
    const { secret } = started.json.result;
    const confirmed = await e2e.api('supervisor', 'POST', 'users/profile/mfa/confirm', { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) });
    expect(confirmed.status).toBe(200);

    // The supervisor's session on the phone that is then lost.
    const { page: phone } = await e2e.newPage();
    await phone.goto('/login');
    await phone.getByLabel('Username').fill('supervisor');
    await phone.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.getByLabel('Authentication code').fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 }));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.waitForURL('**/dashboard');

    const users = await e2e.api<{ items: { externalId: string; username: string }[] }>('admin', 'GET', 'users?search=supervisor&pageSize=10');
    const supervisor = users.json.items.find((u) => u.username === 'supervisor')!;
    const admin = await e2e.pageAs('admin');
    await admin.goto(`/users/${supervisor.externalId}`);
    await admin.getByRole('button', { name: 'Reset multi-factor sign-in' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset multi-factor sign-in?' });
    await dialog.getByRole('button', { name: 'Reset multi-factor sign-in' }).click();
    await expect.poll(() => admin.getByText(MFA_MESSAGES.resetDone).isVisible()).toBe(true);

    // The lost phone's session is over, and the password alone signs in again.
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 10_000 });
    const { page: desk } = await e2e.newPage();
    await signIn(desk, 'supervisor');
  });

  it('password sign-in switched off for an enterprise its provider serves, then on again', async () => {
    const admin = await e2e.pageAs('admin');
    await admin.goto('/enterprises');
    await admin.getByRole('button', { name: 'Edit enterprise Northwind Health System' }).click();
    const form = admin.getByRole('form', { name: 'Edit Enterprise Northwind Health System' });
    await form.getByRole('checkbox', { name: 'Password sign-in' }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);

    // A right password of one of its users is refused with the words that send them to their organisation's sign-in.
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('technician');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: SSO_MESSAGES.passwordSignInOff }).isVisible()).toBe(true);
    // The enterprise's own link: its provider alone, no password form.
    await page.goto('/login?provider=hospital');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with Hospital ID' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);

    // The administrator's session goes on: password sign-in comes back on, and the password signs in.
    await admin.getByRole('button', { name: 'Edit enterprise Northwind Health System' }).click();
    await form.getByRole('checkbox', { name: 'Password sign-in' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await signIn(page, 'technician');
  });
});
