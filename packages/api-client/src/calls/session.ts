/** Sign-in, sign-out, password recovery and the profile (spec 1 §7), each with its cache key. */
import type { ForgotRequest, ForgotResponse, LoginRequest, LoginResponse, PasswordBody, ResetCheckResponse } from '../contract/auth';
import type { User } from '../contract/admin';
import type { ActionResponse, ResultResponse } from '../contract/envelopes';
import type { LogoutResponse, SsoProvider, SsoProvidersResponse, SsoTicketRequest } from '../contract/sso';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';

/** Sign-in calls send no token and their 401 is a wrong password, not an expired session. */
const PUBLIC = { auth: false, notifyUnauthorized: false } as const;

/** POST login. A refused sign-in throws ApiError(401) with the server's message. */
export function login(transport: Transport, credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return transport.post<LoginResponse>(apiPath('login'), credentials, { ...PUBLIC, signal });
}

/** POST logout: revokes the token (and names the provider's logout for a single sign-on session). An expired token is not reported to onUnauthorized. */
export function logout(transport: Transport): Promise<LogoutResponse> {
  return transport.post<LogoutResponse>(apiPath('logout'), undefined, { notifyUnauthorized: false });
}

export function ssoProvidersKey() {
  return ['sso/providers'] as const;
}
/** GET sso/providers: the OpenID providers the sign-in offers ("Sign in with {name}"). */
export async function ssoProviders(transport: Transport, signal?: AbortSignal): Promise<SsoProvider[]> {
  const response = await transport.get<SsoProvidersResponse>(apiPath('sso', 'providers'), undefined, { ...PUBLIC, signal });
  return response.result;
}

/** POST sso/ticket: exchanges the one-time ticket a provider's sign-in brought back for a session. */
export function ssoTicket(transport: Transport, body: SsoTicketRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return transport.post<LoginResponse>(apiPath('sso', 'ticket'), body, { ...PUBLIC, signal });
}

export function forgot(transport: Transport, body: ForgotRequest, signal?: AbortSignal): Promise<ForgotResponse> {
  return transport.post<ForgotResponse>(apiPath('forgot'), body, { ...PUBLIC, signal });
}

export function resetCheckKey(recoveryId: string, messageId: string) {
  return ['reset', recoveryId, messageId] as const;
}
/** GET reset/{recoveryId}/{messageId}: whose reset link this is; 404 when unknown or used. */
export async function checkReset(
  transport: Transport,
  recoveryId: string,
  messageId: string,
  signal?: AbortSignal,
): Promise<ResetCheckResponse['result']> {
  const response = await transport.get<ResetCheckResponse>(apiPath('reset', recoveryId, messageId), undefined, {
    ...PUBLIC,
    signal,
  });
  return response.result;
}

/** POST reset/{recoveryId}/{messageId} with the new password. */
export function reset(
  transport: Transport,
  recoveryId: string,
  messageId: string,
  body: PasswordBody,
  signal?: AbortSignal,
): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('reset', recoveryId, messageId), body, { ...PUBLIC, signal });
}

export function profileKey() {
  return ['users/profile'] as const;
}
/** GET users/profile: the signed-in user. */
export async function profile(transport: Transport, signal?: AbortSignal): Promise<User> {
  const response = await transport.get<ResultResponse<User>>(apiPath('users', 'profile'), undefined, { signal });
  return response.result;
}
