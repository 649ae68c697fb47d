import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import { DEFAULT_SUPPORT_EMAIL } from './config';
import { PAGE_ROUTES } from './routes';
import { listingState, resetSession, session, TOKEN_KEY } from './session';
import { ADMIN_LOGIN, ADMIN_PERMISSIONS, ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER, NOACCESS_USER } from './testing/fixtures';
import { json, renderApp } from './testing/renderApp';

function signIn(user = ADMIN_USER, permissions = ADMIN_PERMISSIONS) {
  resetSession({ status: 'SUCCESS', token: 'fixture-token', user, permissions });
}

describe('console routes', () => {
  beforeEach(async () => {
    // A desk's window: below 768 px the menus move into a drawer (the phone layout has tests of its own).
    await page.viewport(1280, 800);
    localStorage.clear();
    resetSession();
  });
  afterEach(() => {
    localStorage.clear();
    resetSession();
  });

  it('sends a protected route without a session to /login, remembering nothing else', async () => {
    const { router } = await renderApp('/users?search=x');
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(page.getByRole('navigation', { name: 'Main' }).query()).toBeNull();
  });

  it('renders a page with its name, inside the navbar and footer', async () => {
    signIn();
    await renderApp('/reports/stock-status-report');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Stock Status' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect.element(page.getByText(/Copyright © \d{4} EquipDesk/)).toBeVisible();
    await expect.poll(() => document.title).toBe('Stock Status · EquipDesk');
  });

  it.each([
    ['/', 'Dashboard™'],
    ['/dashboard', 'Dashboard™'],
    ['/profile', 'Profile'],
    ['/change-password', 'Change Password'],
    ['/accounts/upload', 'Upload Accounts'],
    ['/accounts/acc-1', 'Edit Account'],
    ['/reports/stock-status-report', 'Stock Status'],
    ['/reports/utilization', 'Utilization Metrics'],
  ])('%s names its page %s', async (path, title) => {
    signIn();
    await renderApp(path);
    await expect.element(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  });

  describe('a metric details page', () => {
    const views: Record<string, unknown> = {
      '/api/dashboard/views/availability-by-model': { name: 'availability-by-model', label: 'Availability by Model', configJson: '{"rollUpFields":["modelCode"]}', detailsUri: 'utilization' },
    };
    const fake = (path: string) =>
      path in views
        ? json({ success: true, result: views[path] })
        : path.startsWith('/api/dashboard/views/')
          ? json({ success: false, message: 'Not found' }, 404)
          : json({ success: false }, 403);

    it("is named after its view's label", async () => {
      signIn();
      await renderApp('/reports/availability-by-model', fake);
      await expect.element(page.getByRole('heading', { level: 1, name: 'Availability by Model DETAILS', exact: true })).toBeVisible();
    });

    it('says when there is no such view', async () => {
      signIn();
      await renderApp('/reports/availability', fake);
      await expect.element(page.getByRole('heading', { level: 1, name: 'Metric Details', exact: true })).toBeVisible();
      await expect.element(page.getByRole('alert')).toHaveTextContent(formatMessage(MESSAGES.metricViewNotFound, { name: 'availability' }));
    });
  });

  it('renders at once, without "Loading…", a page whose area has arrived', async () => {
    signIn();
    const first = await renderApp('/reports/stock-status-report');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Stock Status' })).toBeVisible();
    await first.screen.unmount();
    // Another page of the same area, never shown before: its code is in the chunk that has arrived.
    let loading = false;
    const watch = new MutationObserver(() => {
      loading ||= [...document.querySelectorAll('p[aria-live="polite"]')].some((p) => p.textContent === 'Loading…');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderApp('/reports/productivity');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Productivity Report' })).toBeVisible();
    watch.disconnect();
    expect(loading).toBe(false);
  });

  it('has one route per path of the spec table', () => {
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/orders/new', '/sync/config', '/picklist-values', '/alerts/pm']));
  });

  it('shows the navbar of a narrow role with only its menus', async () => {
    signIn(CAREGIVER_USER, CAREGIVER_PERMISSIONS);
    await renderApp('/orders');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.element(nav.getByRole('button', { name: 'Orders' })).toBeVisible();
    await expect.element(nav.getByRole('button', { name: 'Tasks' })).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    for (const hidden of ['Assets', 'Users', 'Facilities']) {
      expect(nav.getByRole('button', { name: hidden, exact: true }).query()).toBeNull();
    }
    await expect.element(nav.getByRole('button', { name: 'Casey Caregiver' })).toBeVisible();
  });

  it('routes from a menu item without reloading', async () => {
    signIn();
    const { router } = await renderApp('/dashboard');
    await page.getByRole('button', { name: 'Facilities' }).click();
    await page.getByRole('menuitem', { name: 'Pick Lists' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Pick Lists' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/picklist-values');
  });

  it('shows the support message on every page to a user with no permissions at all', async () => {
    signIn(NOACCESS_USER, []);
    await renderApp('/dashboard');
    const message = formatMessage(MESSAGES.noPermissionsAtAll, { email: DEFAULT_SUPPORT_EMAIL });
    await expect.element(page.getByText(message)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Noel Noaccess' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Assets' }).query()).toBeNull();
  });

  it('opens About from Help: version and year; Escape and the backdrop do not close it, Close does', async () => {
    signIn();
    await renderApp('/dashboard');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    const dialog = page.getByRole('dialog', { name: 'About EquipDesk' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Version 1.99.212')).toBeVisible();
    await expect.element(dialog.getByText(`© ${new Date().getFullYear()} EquipDesk`)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('signs in, lands on /dashboard and shows each broadcast as a toast with a countdown', async () => {
    const { router } = await renderApp('/login', (path) => (path === '/api/login' ? json(ADMIN_LOGIN) : json({}, 403)));
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('Demo@2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(ADMIN_LOGIN.token);
    for (const broadcast of ADMIN_LOGIN.broadcasts ?? []) {
      await expect.element(page.getByText(broadcast.message)).toBeVisible();
    }
    await expect.element(page.getByText('5:00').first()).toBeVisible();
  });

  it('shows the server message when the sign-in is refused', async () => {
    await renderApp('/login', () => json({ success: false, message: MESSAGES.loginFailed }, 401));
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('nope-nope');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('logs out and returns to /login on any 401', async () => {
    signIn();
    const { router, client } = await renderApp('/users', (path) =>
      path === '/api/users/profile' ? json({ success: false, message: 'Session expired' }, 401) : json({}, 403),
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(client.profile()).rejects.toThrow();
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.token).toBeNull();
  });

  it('public routes clear the listing search and reset the page to 1', async () => {
    listingState.search = 'pump';
    listingState.page = 4;
    await renderApp('/login');
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect({ ...listingState }).toEqual({ search: '', page: 1 });
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    signIn();
    const { router } = await renderApp('/login');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('checks a reset link, posts the new password to it and confirms', async () => {
    const calls: string[] = [];
    await renderApp('/reset/rec-1/msg-1', (path, init) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path !== '/api/reset/rec-1/msg-1') return json({}, 404);
      return init?.method === 'POST' ? json({ success: true, message: 'Password reset.' }) : json({ success: true, result: { username: 'standard' } });
    });
    await expect.element(page.getByText('standard')).toBeVisible();
    expect(page.getByRole('navigation').query()).toBeNull();
    await page.getByLabelText('New Password').fill('Better@2027');
    await page.getByLabelText('Confirm Password').fill('Better@2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.element(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(calls).toEqual(['GET /api/reset/rec-1/msg-1', 'POST /api/reset/rec-1/msg-1']);
  });

  it('says a reset link the server does not know is invalid', async () => {
    await renderApp('/reset/gone/gone', () => json({ success: false, message: 'Not found' }, 404));
    await expect.element(page.getByRole('alert')).toHaveTextContent('invalid or has expired');
  });

  it('shows the browser warning at /ie without a navbar', async () => {
    await renderApp('/ie');
    await expect.element(page.getByRole('dialog', { name: 'Unsupported Browser' })).toHaveTextContent(MESSAGES.ieUnsupported);
    expect(page.getByRole('navigation').query()).toBeNull();
  });

  it('sends Internet Explorer to /ie from any route', async () => {
    const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)');
    try {
      const { router } = await renderApp('/login');
      await expect.element(page.getByRole('dialog', { name: 'Unsupported Browser' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/ie');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a page that fails', () => {
  it('shows the error page instead of a blank screen, and the next navigation tries again', async () => {
    const { render } = await import('vitest-browser-react');
    const { RouteErrorBoundary } = await import('./router');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('chunk gone');
    }
    const screen = await render(
      <RouteErrorBoundary pathname="/users">
        <Broken />
      </RouteErrorBoundary>,
    );
    await expect.element(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await screen.rerender(
      <RouteErrorBoundary pathname="/roles">
        <p>Roles page</p>
      </RouteErrorBoundary>,
    );
    await expect.element(page.getByText('Roles page')).toBeVisible();
    error.mockRestore();
  });
});
