import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '@equipdesk/ui';
import { ApiError } from '@equipdesk/api-client';
import { MESSAGES, SSO_ERRORS } from '@equipdesk/api-client/contract';
import type { ForgotResponse, LoginResponse } from '@equipdesk/api-client/contract';
import { resetSession, session, TOKEN_KEY, USER_KEY } from '../session';
import { ADMIN_LOGIN } from '../testing/fixtures';
import { LoginPopup } from './LoginPopup';

function setup(overrides: Partial<Parameters<typeof LoginPopup>[0]> = {}) {
  const props = {
    onLogin: vi.fn(async (): Promise<LoginResponse> => ADMIN_LOGIN),
    onForgot: vi.fn(async (): Promise<ForgotResponse> => ({ success: true, message: 'Check your email for a reset link.' })),
    onSignedIn: vi.fn(),
    ...overrides,
  };
  return { props, screen: render(<LoginPopup {...props} />, { wrapper: UiProvider }) };
}

describe('LoginPopup', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
  });
  afterEach(() => {
    localStorage.clear();
    resetSession();
  });

  it('validates with the contract schema and shows its messages without calling the server', async () => {
    const { props } = setup();
    await page.getByLabelText('Username').fill('abc');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.element(page.getByText(MESSAGES.usernameRequired)).toBeVisible();
    await expect.element(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await expect.element(page.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(props.onLogin).not.toHaveBeenCalled();
  });

  it('shows the password hint', async () => {
    setup();
    await expect.element(page.getByText(MESSAGES.passwordHint)).toBeVisible();
  });

  it('signs in: stores the token and user, and hands the answer on', async () => {
    const { props } = setup();
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('Demo@2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await vi.waitFor(() => expect(props.onSignedIn).toHaveBeenCalledWith(ADMIN_LOGIN));
    expect(props.onLogin).toHaveBeenCalledWith({ username: 'admin', password: 'Demo@2026' });
    expect(session.status).toBe('SUCCESS');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fixture-token-admin');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').user.name).toBe('Avery Admin');
  });

  it('shows the server message in red under the form on failure and removes the stored token', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale-token');
    const { props } = setup({
      onLogin: vi.fn(async (): Promise<LoginResponse> => {
        throw new ApiError(401, MESSAGES.loginFailed);
      }),
    });
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent(MESSAGES.loginFailed);
    expect(getComputedStyle(alert.element()).color).toBe('rgb(180, 35, 24)');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(session.status).toBe('FAILURE');
    expect(props.onSignedIn).not.toHaveBeenCalled();
  });

  it('is busy (LOADING) while the sign-in call runs', async () => {
    let finish: (value: LoginResponse) => void = () => undefined;
    setup({ onLogin: vi.fn(() => new Promise<LoginResponse>((resolve) => (finish = resolve))) });
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('Demo@2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.element(page.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    expect(session.status).toBe('LOADING');
    finish(ADMIN_LOGIN);
    await vi.waitFor(() => expect(session.status).toBe('SUCCESS'));
  });

  it('forgot mode: one request, then the button stays disabled until the mode is entered again', async () => {
    const onForgot = vi.fn(async (): Promise<ForgotResponse> => {
      throw new ApiError(500, 'Mail server unavailable.');
    });
    setup({ onForgot });
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect.element(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabelText('Username').fill('admin');
    const request = page.getByRole('button', { name: 'Request Reset' });
    await request.click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Mail server unavailable.');
    await expect.element(request).toBeDisabled();
    expect(onForgot).toHaveBeenCalledTimes(1);

    await page.getByRole('button', { name: 'Return to Login' }).click();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect.element(page.getByRole('button', { name: 'Request Reset' })).toBeEnabled();
  });

  it('forgot mode validates the username before any request', async () => {
    const { props } = setup();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await expect.element(page.getByText(MESSAGES.usernameRequired)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Request Reset' })).toBeEnabled();
    expect(props.onForgot).not.toHaveBeenCalled();
  });

  it('a successful request moves to the confirmation with the server message; Return to Login goes back', async () => {
    const { props } = setup();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabelText('Username').fill('admin');
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Check your email for a reset link.');
    expect(props.onForgot).toHaveBeenCalledWith({ username: 'admin' });
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('offers the provider alone, with no password form, when its enterprise takes no passwords', async () => {
    const providers = [{ id: 'entra', name: 'Microsoft Entra ID', loginPath: '/api/sso/entra/login', passwordSignIn: false }];
    setup({ ssoProviders: providers, passwordForm: false });
    await expect.element(page.getByRole('button', { name: 'Sign in with Microsoft Entra ID' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Login' }).elements()).toHaveLength(0);
    expect(page.getByLabelText('Password').elements()).toHaveLength(0);
    expect(page.getByText('or', { exact: true }).elements()).toHaveLength(0);
  });

  it('says how long to wait after too many attempts, counts it down live and keeps Login disabled until it is over', async () => {
    const onLogin = vi.fn(async (): Promise<LoginResponse> => {
      throw new ApiError(429, MESSAGES.tooManyAttempts, { success: false, message: MESSAGES.tooManyAttempts }, [], 3);
    });
    setup({ onLogin });
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('Demo@2026');
    const button = page.getByRole('button', { name: 'Login' });
    await button.click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Too many attempts. Please wait 00:03 and try again.');
    await expect.element(button).toBeDisabled();
    // The time is a timer of its own, so that screen readers announce the message once, not every second.
    await expect.element(alert.getByRole('timer')).toHaveTextContent('00:03');
    await expect.element(alert, { timeout: 1_500 }).toHaveTextContent('Too many attempts. Please wait 00:02 and try again.');
    await expect.element(alert, { timeout: 1_500 }).toHaveTextContent('00:01');
    await expect.element(button).toBeDisabled();
    // Over: the message goes and the button comes back.
    await expect.element(button, { timeout: 1_500 }).toBeEnabled();
    expect(page.getByRole('alert').query()).toBeNull();
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('counts down the wait of a refused reset request too', async () => {
    const onForgot = vi.fn(async (): Promise<ForgotResponse> => {
      throw new ApiError(429, MESSAGES.tooManyAttempts, undefined, [], 125);
    });
    setup({ onForgot });
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabelText('Username').fill('admin');
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 02:05 and try again.');
    await expect.element(page.getByRole('alert'), { timeout: 1_500 }).toHaveTextContent('02:04');
  });

  it.each([
    ['signed-out', MESSAGES.sessionSignedOut],
    ['deactivated', MESSAGES.sessionDeactivated],
    ['expired', MESSAGES.sessionExpired],
    ['ended', MESSAGES.sessionEnded],
  ] as const)('says why the session ended (%s) until the next sign-in', async (reason, message) => {
    resetSession({ ended: reason });
    setup();
    await expect.element(page.getByText(message)).toBeVisible();
    await page.getByLabelText('Username').fill('admin');
    await page.getByLabelText('Password').fill('Demo@2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await vi.waitFor(() => expect(session.status).toBe('SUCCESS'));
    expect(page.getByText(message).query()).toBeNull();
  });

  it('offers each OpenID provider beside the password form and starts its sign-in', async () => {
    const onSsoStart = vi.fn();
    const providers = [{ id: 'keycloak', name: 'Keycloak', loginPath: '/api/sso/keycloak/login', passwordSignIn: true }];
    setup({ ssoProviders: providers, onSsoStart });
    await page.getByRole('button', { name: 'Sign in with Keycloak' }).click();
    expect(onSsoStart).toHaveBeenCalledWith(providers[0]);
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('says why a sign-in through a provider was refused', async () => {
    setup({ ssoRefusal: SSO_ERRORS.inactive });
    await expect.element(page.getByRole('alert')).toHaveTextContent(SSO_ERRORS.inactive);
  });
});
