// Active sessions against the real server: the profile lists the user's sessions in two browsers, "Sign out everywhere
// else" closes the other browser's console, and an administrator ends a user's session from the user's row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_MESSAGES } from '../packages/api-client/src/contract/index';
import { signIn, startE2E, type E2E } from './support';

let e2e: E2E;
/** expect.poll with time for a page to load its answers on a busy machine (its own default is one second). */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
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
    await poll(() => table.getByRole('row').count()).toBe(3);
    await poll(() => table.getByText('Safari on iOS').isVisible()).toBe(true);
    await poll(() => table.getByText('This session').isVisible()).toBe(true);

    // Watched for before the click: the message is a toast, gone after a moment.
    const endedOthers = desk.getByText(SESSION_MESSAGES.endedOthers).waitFor({ timeout: 15_000 });
    await desk.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await endedOthers;
    await poll(() => table.getByRole('row').count()).toBe(2);
    // The phone's console closes, saying its session was signed out.
    await phone.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 5_000 });
    await poll(() => phone.getByText(MESSAGES.sessionSignedOut).isVisible()).toBe(true);
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
    // The user's page and its sessions load first (expect.poll's own second is too short on a busy machine).
    await signOut.waitFor({ timeout: 15_000 });
    const ended = admin.getByText(SESSION_MESSAGES.ended).waitFor({ timeout: 15_000 });
    await signOut.click();
    await ended;
    await nurse.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 5_000 });
  });
});
