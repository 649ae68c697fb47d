// Multi-factor sign-in in Chromium: a role that requires it leads its user to set it up (QR code, secret, a code, the
// recovery codes), the console opens once it is on; the next sign-ins ask for the code after the password (computed
// here from the secret the page showed), and a recovery code signs in once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES, type Role } from '../packages/api-client/src/contract/index';
import { DEMO_PASSWORD, startE2E, type E2E } from './support';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});

afterAll(async () => {
  await e2e?.close();
});

/** The code of the authenticator app for the secret, `ahead` steps of 30 s from now (a code is taken once). */
const codeOf = (secret: string, ahead = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + ahead * 30_000 });

async function password(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signOut(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await page.waitForURL('**/login');
}

describe('multi-factor sign-in', () => {
  it('is set up at the sign-in a role requires it, then asks for the code after the password', async () => {
    const roles = await e2e.api<{ items: Role[] }>('admin', 'GET', 'roles?pageSize=100');
    const supervisor = roles.json.items.find((r) => r.identifier === 'ROLE_SUPERVISOR')!;
    const saved = await e2e.api('admin', 'POST', `roles/${supervisor.externalId}`, { name: supervisor.name, identifier: supervisor.identifier, requireMfa: true });
    expect(saved.status).toBe(200);

    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await password(page, 'supervisor');
    // Led to the set-up: nothing else of the console until it is done.
    await expect.poll(() => page.getByRole('heading', { name: 'Set up multi-factor sign-in' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(MFA_MESSAGES.enrolmentRequired).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Set up multi-factor sign-in' }).click();
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'QR code of the multi-factor secret' }).isVisible()).toBe(true);
    const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code is refused with the contract's words.
    const wrong = String((Number(codeOf(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code from your app').fill(wrong);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByText(MFA_MESSAGES.codeWrong).isVisible()).toBe(true);
    await page.getByLabel('Code from your app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = (await codes.nth(2).textContent())!.trim();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Set up multi-factor sign-in' }).count()).toBe(0);
    await page.goto('/profile');
    await expect.poll(() => page.getByText(/Multi-factor sign-in is on/).isVisible()).toBe(true);
    await signOut(page, /Sam Supervisor/i);

    // The next sign-in: the password, then the app's code (the next step's: the one of the set-up is spent).
    await password(page, 'supervisor');
    await expect.poll(() => page.getByLabel('Authentication code').isVisible()).toBe(true);
    await page.getByLabel('Authentication code').fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await signOut(page, /Sam Supervisor/i);

    // A recovery code signs in once.
    await password(page, 'supervisor');
    await page.getByLabel('Authentication code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await signOut(page, /Sam Supervisor/i);
    await password(page, 'supervisor');
    await page.getByLabel('Authentication code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: MFA_MESSAGES.codeWrong }).isVisible()).toBe(true);
    expect(page.url()).toContain('/login');
  });
});
