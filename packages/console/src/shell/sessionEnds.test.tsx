import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { announceSignOut, resetSession, session, TOKEN_KEY, USER_KEY } from '../session';
import { SIGN_OUT_SIGNAL_KEY } from '../session/tabs';
import { ADMIN_PERMISSIONS, ADMIN_USER } from '../testing/fixtures';
import { USERS } from '../testing/adminFixtures';
import { json, renderApp, type FakeFetch } from '../testing/renderApp';

/** A console signed in as the admin, its session stored as a sign-in leaves it. */
function signIn() {
  localStorage.setItem(TOKEN_KEY, 'fixture-token');
  localStorage.setItem(USER_KEY, JSON.stringify({ user: ADMIN_USER, permissions: ADMIN_PERMISSIONS }));
  resetSession({ status: 'SUCCESS', token: 'fixture-token', user: ADMIN_USER, permissions: ADMIN_PERMISSIONS });
}

/** The users page answers one row; the change-notice stream sends `events` and stays open. */
function server(events: string[] = []): FakeFetch {
  return (path) => {
    if (path === '/api/users') return json({ success: true, count: 1, items: [USERS[0]] });
    if (path === '/api/events') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: ready\ndata: {"lists":[]}\n\n'));
          // Later, as the server would: once the console is on screen.
          setTimeout(() => {
            for (const event of events) controller.enqueue(new TextEncoder().encode(event));
          }, 300);
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return json({ success: false }, 403);
  };
}

/** The console has closed: the sign-in shows `message`, the page and its rows are gone, nothing is stored. */
async function closedWith(message: string) {
  await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.element(page.getByText(message)).toBeVisible();
  expect(page.getByText('Jane Doe').query()).toBeNull();
  expect(page.getByRole('navigation', { name: 'Main' }).query()).toBeNull();
  expect(session.token).toBeNull();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
}

describe('a session ended elsewhere', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
  });
  afterEach(() => {
    localStorage.clear();
    resetSession();
  });

  it('closes the console when another tab signs out (BroadcastChannel)', async () => {
    signIn();
    const { router } = await renderApp('/users', server());
    await expect.element(page.getByText('Jane Doe')).toBeVisible();
    const otherTab = new BroadcastChannel('equipdesk.session');
    otherTab.postMessage({ type: 'signed-out', from: 'another-tab' });
    otherTab.close();
    await closedWith(MESSAGES.sessionSignedOut);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('closes the console when another tab signs out in a browser without BroadcastChannel (storage event)', async () => {
    signIn();
    await renderApp('/users', server());
    await expect.element(page.getByText('Jane Doe')).toBeVisible();
    // What another tab's write of the signal key fires here.
    window.dispatchEvent(new StorageEvent('storage', { key: SIGN_OUT_SIGNAL_KEY, newValue: String(Date.now()) }));
    await closedWith(MESSAGES.sessionSignedOut);
  });

  it('is not closed by its own announcement: the tab signing out reloads by itself', async () => {
    signIn();
    await renderApp('/users', server());
    await expect.element(page.getByText('Jane Doe')).toBeVisible();
    announceSignOut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(session.token).toBe('fixture-token');
    expect(page.getByText('Jane Doe').query()).not.toBeNull();
  });

  it.each([
    ['deactivated', MESSAGES.sessionDeactivated],
    ['expired', MESSAGES.sessionExpired],
    ['signed-out', MESSAGES.sessionSignedOut],
  ])('closes the console when the server says the session ended (%s), without a click', async (reason, message) => {
    signIn();
    await renderApp('/users', server([`event: session-ended\ndata: {"reason":"${reason}"}\n\n`]));
    await expect.element(page.getByText('Jane Doe')).toBeVisible();
    await closedWith(message);
  });

  it('says the session has ended when a call is refused with 401', async () => {
    signIn();
    let refused = false;
    const answer = server();
    const { client } = await renderApp('/users', (path, init, url) =>
      refused ? json({ success: false, message: 'Authentication required.' }, 401) : answer(path, init, url),
    );
    await expect.element(page.getByText('Jane Doe')).toBeVisible();
    refused = true;
    await expect(client.profile()).rejects.toThrow();
    await closedWith(MESSAGES.sessionEnded);
  });

  it("keeps nothing of the ended session's rows for the next user of the tab", async () => {
    signIn();
    let slow = false;
    const answer = server();
    const { router } = await renderApp('/users', async (path, init, url) => {
      // The next user's list takes a while: meanwhile the page must not show the last user's rows.
      if (slow && path === '/api/users') await new Promise((resolve) => setTimeout(resolve, 1_000));
      return answer(path, init, url);
    });
    await expect.element(page.getByText('Jane Doe')).toBeVisible();
    const otherTab = new BroadcastChannel('equipdesk.session');
    otherTab.postMessage({ type: 'signed-out', from: 'another-tab' });
    otherTab.close();
    await closedWith(MESSAGES.sessionSignedOut);
    slow = true;
    resetSession({ status: 'SUCCESS', token: 'next-token', user: ADMIN_USER, permissions: ADMIN_PERMISSIONS });
    // Signed in again: the sign-in leads on to the dashboard, and from there to the users.
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard');
    router.navigate('/users');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(page.getByText('Jane Doe').query()).toBeNull();
    // Then the rows of the new session's own answer.
    await expect.element(page.getByText('Jane Doe'), { timeout: 3_000 }).toBeVisible();
  });
});
