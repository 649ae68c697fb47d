/**
 * The login popup of spec 1 §2 with its three modes: login, forgot password and reset
 * confirmation. The calls come in as props so stories and tests can run it without a server.
 * It says why a session ended when it did not end by this tab's Signout, and counts down the
 * wait of a refused attempt (429) with its button disabled.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Alert, Button, Modal, TextField } from '@equipdesk/ui';
import { isApiError } from '@equipdesk/api-client';
import { MFA_MESSAGES, SIGN_IN_MESSAGES } from '@equipdesk/api-client/contract';
import type { ForgotRequest, ForgotResponse, LoginRequest, LoginResponse, SessionEndReason, SsoProvider } from '@equipdesk/api-client/contract';
import { clearLoginError, clearRetryWait, login, session } from '../session/store';
import type { FieldErrors } from './formErrors';
import { Actions, ErrorMessage, Form, InfoMessage } from './AuthCard.styles';
import { RetryWaitText, useSecondsUntil } from './RetryWait';
import { SsoSignIn } from './SsoSignIn';
import { PasswordField } from './PasswordField';

/** What the sign-in says after a session ended elsewhere. */
export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  'signed-out': SIGN_IN_MESSAGES.sessionSignedOut,
  deactivated: SIGN_IN_MESSAGES.sessionDeactivated,
  expired: SIGN_IN_MESSAGES.sessionExpired,
  ended: SIGN_IN_MESSAGES.sessionEnded,
};

export type LoginMode = 'login' | 'forgot' | 'confirmation';

export const LOGIN_TITLES: Record<LoginMode, string> = {
  login: 'Sign In',
  forgot: 'Forgot Password',
  confirmation: 'Password Reset Requested',
};

export interface LoginPopupProps {
  /** POST login. */
  onLogin: (request: LoginRequest) => Promise<LoginResponse>;
  /** POST forgot. */
  onForgot: (request: ForgotRequest) => Promise<ForgotResponse>;
  /** Called after a successful sign-in, with the server's answer (broadcasts, user). */
  onSignedIn: (response: LoginResponse) => void;
  /** The mode shown first. @default 'login' */
  initialMode?: LoginMode;
  /** The message of the confirmation mode when it is shown first. */
  initialConfirmation?: string;
  /** The OpenID providers offered beside the password form ("Sign in with {name}"). @default [] */
  ssoProviders?: readonly SsoProvider[];
  /** Why the last sign-in through a provider was refused. */
  ssoRefusal?: string | null;
  /** Starts a sign-in through a provider; by default the browser goes to its login path. */
  onSsoStart?: (provider: SsoProvider) => void;
  /**
   * Whether the username/password form is offered: not on the page of a provider whose enterprise signs in only
   * through it (docs/DECISIONS.md "Password sign-in switched off per enterprise"). @default true
   */
  passwordForm?: boolean;
}

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function LoginPopup({ onLogin, onForgot, onSignedIn, initialMode = 'login', initialConfirmation = '', ssoProviders = [], ssoRefusal = null, onSsoStart, passwordForm = true }: LoginPopupProps) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'username' | 'password' | 'code'>>({});
  // The second step of an account with multi-factor sign-in: the password was right, the code is asked for.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [forgotRequested, setForgotRequested] = useState(false);
  // Set synchronously, so a double submit cannot send a second request before the re-render.
  const forgotSent = useRef(false);
  const [forgotBusy, setForgotBusy] = useState(false);
  const [forgotError, setForgotError] = useState<string | null>(null);
  const [forgotRetryAt, setForgotRetryAt] = useState<number | null>(null);
  const [confirmation, setConfirmation] = useState(initialConfirmation);
  const { status, error: loginError, ended, retryAt } = useSnapshot(session);
  const errorId = useId();
  const loginWait = useSecondsUntil(retryAt);
  const forgotWait = useSecondsUntil(forgotRetryAt);
  // The wait is over: its message goes and the button comes back.
  useEffect(() => {
    if (retryAt !== null && loginWait === 0) clearRetryWait();
  }, [retryAt, loginWait]);
  useEffect(() => {
    if (forgotRetryAt !== null && forgotWait === 0) {
      setForgotRetryAt(null);
      setForgotError(null);
    }
  }, [forgotRetryAt, forgotWait]);

  const enter = (next: LoginMode) => {
    setErrors({});
    setForgotError(null);
    setForgotRetryAt(null);
    // Entering forgot mode again allows one more reset request (spec 1 §2).
    if (next === 'forgot') {
      forgotSent.current = false;
      setForgotRequested(false);
    }
    if (next === 'login') clearLoginError();
    setMode(next);
  };

  const submitLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (session.status === 'LOADING' || loginWait > 0) return;
    const { parseLogin, parseMfaCode } = await import('./validation');
    const parsed = parseLogin({ username, password });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    let request: LoginRequest = parsed.data;
    if (codeStep) {
      const checked = parseMfaCode(code);
      if (!checked.ok) {
        setErrors({ code: checked.message });
        return;
      }
      request = { ...parsed.data, code: checked.code };
    }
    setErrors({});
    const call = async (body: LoginRequest): Promise<LoginResponse> => {
      const answer = await onLogin(body);
      if (answer.mfaRequired) setCodeStep(true);
      return answer;
    };
    const response = await login(call, request);
    if (response) onSignedIn(response);
  };

  const leaveCodeStep = () => {
    setCodeStep(false);
    setCode('');
    setPassword('');
    enter('login');
  };

  const submitForgot = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgotSent.current) return;
    const { parseForgot } = await import('./validation');
    const parsed = parseForgot({ username });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    if (forgotSent.current) return;
    forgotSent.current = true;
    setErrors({});
    setForgotError(null);
    setForgotRequested(true);
    setForgotBusy(true);
    try {
      const response = await onForgot(parsed.data);
      if (!response.success) throw new Error(response.message);
      setConfirmation(response.message);
      setMode('confirmation');
    } catch (error) {
      setForgotError(errorMessage(error, 'The reset request failed. Please try again later.'));
      if (isApiError(error, 429) && error.retryAfterSeconds !== undefined) setForgotRetryAt(Date.now() + error.retryAfterSeconds * 1000);
    } finally {
      setForgotBusy(false);
    }
  };

  const loading = status === 'LOADING';
  // Under the password form and under the code step alike.
  const loginErrorMessage = loginError && (
    <ErrorMessage id={errorId} role="alert">
      {loginWait > 0 ? <RetryWaitText seconds={loginWait} /> : loginError}
    </ErrorMessage>
  );

  return (
    <Modal open onClose={() => undefined} title={LOGIN_TITLES[mode]} dismissable={false} size="sm">
      {mode === 'login' && codeStep && (
        <Form noValidate onSubmit={submitLogin} aria-describedby={loginError ? errorId : undefined}>
          <InfoMessage>{MFA_MESSAGES.codeRequired}</InfoMessage>
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint="The 6-digit code of your authenticator app, or one of your recovery codes."
            error={errors.code}
          />
          <Actions>
            <Button type="button" variant="link" onClick={leaveCodeStep}>
              Return to Login
            </Button>
            <Button type="submit" variant="primary" busy={loading} disabled={loginWait > 0}>
              Verify
            </Button>
          </Actions>
          {loginErrorMessage}
        </Form>
      )}

      {mode === 'login' && !codeStep && !passwordForm && (
        <Form as="div">
          {ended && <Alert tone={ended === 'deactivated' ? 'warning' : 'info'}>{SESSION_END_MESSAGES[ended]}</Alert>}
          <SsoSignIn providers={ssoProviders} refusal={ssoRefusal} alone {...(onSsoStart ? { onStart: onSsoStart } : {})} />
          <InfoMessage>Your organisation signs you in to EquipDesk with its own account.</InfoMessage>
        </Form>
      )}

      {mode === 'login' && !codeStep && passwordForm && (
        <Form noValidate onSubmit={submitLogin} aria-describedby={loginError ? errorId : undefined}>
          {ended && <Alert tone={ended === 'deactivated' ? 'warning' : 'info'}>{SESSION_END_MESSAGES[ended]}</Alert>}
          <SsoSignIn providers={ssoProviders} refusal={ssoRefusal} {...(onSsoStart ? { onStart: onSsoStart } : {})} />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={SIGN_IN_MESSAGES.passwordHint}
            error={errors.password}
          />
          <Actions>
            <Button type="button" variant="link" onClick={() => enter('forgot')}>
              Forgot Password?
            </Button>
            <Button type="submit" variant="primary" busy={loading} disabled={loginWait > 0}>
              Login
            </Button>
          </Actions>
          {loginErrorMessage}
        </Form>
      )}

      {mode === 'forgot' && (
        <Form noValidate onSubmit={submitForgot}>
          <InfoMessage>Enter your username and we will email you a link to reset your password.</InfoMessage>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
          <Actions>
            <Button type="button" variant="link" onClick={() => enter('login')}>
              Return to Login
            </Button>
            <Button type="submit" variant="primary" busy={forgotBusy} disabled={forgotRequested}>
              Request Reset
            </Button>
          </Actions>
          {forgotError && <ErrorMessage role="alert">{forgotWait > 0 ? <RetryWaitText seconds={forgotWait} /> : forgotError}</ErrorMessage>}
        </Form>
      )}

      {mode === 'confirmation' && (
        <Form as="div">
          <InfoMessage role="status">{confirmation}</InfoMessage>
          <Actions>
            <Button type="button" variant="primary" onClick={() => enter('login')}>
              Return to Login
            </Button>
          </Actions>
        </Form>
      )}
    </Modal>
  );
}
