import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { MESSAGES, MFA_MESSAGES, SSO_ERROR_KEY, SSO_ERRORS, SSO_MESSAGES, SSO_PROVIDER_KEY } from '@equipdesk/api-client/contract';
import { ConsoleStory, refuseOtherCalls, withSession } from '../stories/ConsoleStory';

const meta = {
  title: 'Console/Login',
  component: ConsoleStory,
  args: { path: '/login' },
  parameters: { layout: 'fullscreen', msw: { handlers: [refuseOtherCalls] } },
  beforeEach: withSession(null),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login mode: username, password with its hint, Forgot Password? and Login. */
export const LoginMode: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    await expect(screen.getByText(MESSAGES.passwordHint)).toBeVisible();
  },
};

/** Submitting empty fields shows the contract's messages under them. */
export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await expect(await screen.findByText(MESSAGES.usernameRequired)).toBeVisible();
    await expect(screen.getByText(MESSAGES.passwordRequired)).toBeVisible();
  },
};

/** A refused sign-in shows the server's message in red under the form. */
export const FailureMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/login', () => HttpResponse.json({ success: false, message: MESSAGES.loginFailed }, { status: 401 })),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  },
};

/** Forgot mode: the username and Request Reset. */
export const ForgotMode: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    await expect(await screen.findByRole('button', { name: 'Request Reset' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Return to Login' })).toBeVisible();
  },
};

/** After one request that failed, Request Reset stays disabled until forgot mode is entered again. */
export const ForgotRequestFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/forgot', () =>
          HttpResponse.json({ success: false, message: 'The reset email could not be sent.' }, { status: 500 }),
        ),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Request Reset' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The reset email could not be sent.');
    await expect(screen.getByRole('button', { name: 'Request Reset' })).toBeDisabled();
  },
};

/** A successful request moves to the reset confirmation with the server's message. */
export const ResetConfirmation: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/forgot', () =>
          HttpResponse.json({ success: true, message: 'A password reset link has been sent to your email address.' }),
        ),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Request Reset' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('A password reset link has been sent to your email address.'),
    );
    await expect(screen.getByRole('button', { name: 'Return to Login' })).toBeVisible();
  },
};

/** Entra ID's enterprise takes no passwords any more; Keycloak's still does. */
const STORY_PROVIDERS = [
  { id: 'entra', name: 'Microsoft Entra ID', loginPath: '/api/sso/entra/login', passwordSignIn: false },
  { id: 'keycloak', name: 'Keycloak', loginPath: '/api/sso/keycloak/login', passwordSignIn: true },
];
const providersHandler = http.get('/api/sso/providers', () => HttpResponse.json({ success: true, result: STORY_PROVIDERS }));

/** With OpenID providers configured: "Sign in with {name}" for each, above the password form. */
export const SingleSignOn: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/sso/providers', () =>
          HttpResponse.json({ success: true, result: STORY_PROVIDERS }),
        ),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Sign in with Microsoft Entra ID' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign in with Keycloak' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** A sign-in through a provider was refused: the reason above the form. */
export const SingleSignOnRefused: Story = {
  args: { path: `/login?${SSO_ERROR_KEY}=role` },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(SSO_ERRORS.role);
  },
};

/** An account with multi-factor sign-in: after the password, the code of the authenticator app (or a recovery code). */
export const SecondFactor: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/login', async ({ request }) => {
          const body = (await request.json()) as { code?: string };
          if (!body.code) return HttpResponse.json({ success: false, mfaRequired: true, message: MFA_MESSAGES.codeRequired });
          return HttpResponse.json({ success: false, message: MFA_MESSAGES.codeWrong }, { status: 401 });
        }),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Username'), 'supervisor');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText('Authentication code');
    await expect(screen.getByText(MFA_MESSAGES.codeRequired)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByText(MFA_MESSAGES.codeRequired, { selector: '[id]' })).toBeVisible();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.codeWrong);
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    await expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** `/login?provider=entra`: that provider alone, and no password form, for its enterprise signs in only through it. */
export const ProviderOnly: Story = {
  args: { path: `/login?${SSO_PROVIDER_KEY}=entra` },
  parameters: { msw: { handlers: [providersHandler, refuseOtherCalls] } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Sign in with Microsoft Entra ID' })).toBeVisible();
    await expect(screen.getByText('Your organisation signs you in to EquipDesk with its own account.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Sign in with Keycloak' })).toBeNull();
    await expect(screen.queryByLabelText('Password')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  },
};

/** `/login?provider=keycloak`: that provider, and the password form its enterprise still takes. */
export const ProviderWithPasswords: Story = {
  args: { path: `/login?${SSO_PROVIDER_KEY}=keycloak` },
  parameters: { msw: { handlers: [providersHandler, refuseOtherCalls] } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Sign in with Keycloak' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Sign in with Microsoft Entra ID' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

/** A right password of a user whose enterprise switched password sign-in off: the contract's words send them to its sign-in. */
export const PasswordSignInOff: Story = {
  parameters: {
    msw: {
      handlers: [
        providersHandler,
        http.post('/api/login', () => HttpResponse.json({ success: false, message: SSO_MESSAGES.passwordSignInOff }, { status: 403 })),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Username'), 'supervisor');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.passwordSignInOff);
    await expect(screen.getByRole('button', { name: 'Sign in with Microsoft Entra ID' })).toBeVisible();
  },
};
