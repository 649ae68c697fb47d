// Active sessions against the real server: the profile lists the user's sessions in two browsers, "Sign out everywhere
// else" closes the other browser's console, and an administrator ends a user's session from the user's row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_MESSAGES } from '../packages/api-client/src/contract/index';
import { signIn, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('active sessions', () => {
  it('lists the user\'s sessions on the profile and signs out everywhere else', async () => {
    const { page: desk } = await e2e.newPage({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    const { page: phone } = await e2e.newPage({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
    await signIn(desk, 'technician');
    await signIn(phone, 'technician');
    await desk.goto('/profile');
    const table = desk.getByRole('table', { name: 'Active sessions' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await expect.poll(() => table.getByText('Safari on iOS').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('This session').isVisible()).toBe(true);

    await desk.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect.poll(() => desk.getByText(SESSION_MESSAGES.endedOthers).isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    // The phone's console closes, saying its session was signed out.
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 5_000 });
    await expect.poll(() => phone.getByText(MESSAGES.sessionSignedOut).isVisible()).toBe(true);
    // The desk's own session goes on.
    await desk.goto('/dashboard');
    await desk.waitForURL('**/dashboard');
    expect(desk.url()).not.toContain('/login');
  });

  it('lets an administrator end a user\'s session from the user\'s row', async () => {
    const { page: nurse } = await e2e.newPage();
    await signIn(nurse, 'standard');
    const users = await e2e.api<{ items: { externalId: string; username: string }[] }>('admin', 'GET', 'users?search=standard&pageSize=10');
    const standard = users.json.items.find((u) => u.username === 'standard')!;
    const admin = await e2e.pageAs('admin');
    await admin.goto(`/users/${standard.externalId}`);
    const sessions = admin.getByRole('table', { name: 'Active sessions' });
    const signOut = sessions.getByRole('button', { name: /^Sign out / }).first();
    await expect.poll(() => signOut.isVisible()).toBe(true);
    await signOut.click();
    await expect.poll(() => admin.getByText(SESSION_MESSAGES.ended).isVisible()).toBe(true);
    await nurse.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 5_000 });
  });
});
