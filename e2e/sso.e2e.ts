// Single sign-on in Chromium through a real OpenID provider's own pages (oidc-provider, started beside the server):
// "Sign in with Hospital ID", the provider's sign-in, the console signed in with the mapped role; sign-out ends the
// provider's session too; a user whose groups map to no role is turned back with the words of the refusal.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_ERRORS } from '../packages/api-client/src/contract/index';
import { DEMO_IDENTITIES, DEMO_ROLE_MAP, startTestProvider, type TestProvider } from '../packages/server/dev/oidcProvider';
import { parseSsoProviders } from '../packages/server/src/sso/config';
import { DEMO_PASSWORD, startE2E, type E2E } from './support';

/** A port free now, for a server whose public address (and so its provider's callback) must be known beforehand. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let e2e: E2E;
let provider: TestProvider;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  provider = await startTestProvider({
    clientId: 'equipdesk',
    clientSecret: 'e2e-secret',
    redirectUris: [`${publicUrl}/api/sso/hospital/callback`],
    postLogoutRedirectUris: [`${publicUrl}/login`],
    identities: DEMO_IDENTITIES,
  });
  const ssoProviders = parseSsoProviders({
    EQUIPDESK_OIDC_PROVIDERS: 'hospital',
    EQUIPDESK_OIDC_HOSPITAL_NAME: 'Hospital ID',
    EQUIPDESK_OIDC_HOSPITAL_ISSUER: provider.issuer,
    EQUIPDESK_OIDC_HOSPITAL_CLIENT_ID: 'equipdesk',
    EQUIPDESK_OIDC_HOSPITAL_CLIENT_SECRET: 'e2e-secret',
    EQUIPDESK_OIDC_HOSPITAL_SCOPES: 'openid profile email groups',
    EQUIPDESK_OIDC_HOSPITAL_ROLE_MAP: DEMO_ROLE_MAP,
  });
  e2e = await startE2E({ port, app: { publicUrl, ssoProviders } });
});

afterAll(async () => {
  await e2e?.close();
  await provider?.close();
});

describe('single sign-on', () => {
  it('signs in through the provider\'s pages, and signs out of both', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Hospital ID' }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await expect.poll(() => page.getByRole('heading', { name: 'Hospital identity provider' }).isVisible()).toBe(true);
    await page.getByLabel('Username').fill('bob');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    // The ticket left the address, and the console is bob's, a technician.
    expect(page.url()).not.toContain('sso-ticket');
    const user = page.getByRole('button', { name: /Bob Technician|bob/i }).first();
    await expect.poll(() => user.isVisible()).toBe(true);

    await user.click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    // The provider asks to confirm the end of its own session, then sends the browser back to the sign-in.
    await page.waitForURL(`${provider.issuer}/**`);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${e2e.baseUrl}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with Hospital ID' }).isVisible()).toBe(true);
    // Both sessions are over: the next sign-in asks the provider's password again.
    await page.getByRole('button', { name: 'Sign in with Hospital ID' }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await expect.poll(() => page.getByLabel('Password').isVisible()).toBe(true);
  });

  it('turns back a user whose groups give no role, saying why', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Hospital ID' }).click();
    await page.getByLabel('Username').fill('dave');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/login?sso-error=role');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(SSO_ERRORS.role);
    // The password form is still there for local accounts.
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
  });
});
