/** Sign-in security: multi-factor set-up and active sessions (own, or a user's for an administrator), each call with its cache key. */
import type { MfaCodeBody, MfaConfirmResponse, MfaEnrolment, MfaEnrolmentResponse, MfaStartBody, MfaStatus, MfaStatusResponse } from '../contract/mfa';
import type { ActionResponse } from '../contract/envelopes';
import type { EndOtherSessionsBody, UserSession, UserSessionsResponse } from '../contract/sessions';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';

export function mfaStatusKey() {
  return ['users/profile/mfa'] as const;
}
/** GET users/profile/mfa: whether multi-factor sign-in is on, and whether the role requires it. */
export async function mfaStatus(transport: Transport, signal?: AbortSignal): Promise<MfaStatus> {
  return (await transport.get<MfaStatusResponse>(apiPath('users', 'profile', 'mfa'), undefined, { signal })).result;
}

/** POST users/profile/mfa/start: a new secret and its QR code (in force once confirmed). */
export async function mfaStart(transport: Transport, body: MfaStartBody): Promise<MfaEnrolment> {
  return (await transport.post<MfaEnrolmentResponse>(apiPath('users', 'profile', 'mfa', 'start'), body)).result;
}

/** POST users/profile/mfa/confirm: a current code puts it in force; answers the recovery codes, shown once. */
export function mfaConfirm(transport: Transport, body: MfaCodeBody): Promise<MfaConfirmResponse> {
  return transport.post<MfaConfirmResponse>(apiPath('users', 'profile', 'mfa', 'confirm'), body);
}

/** POST users/profile/mfa/disable with a current code (or a recovery code). */
export function mfaDisable(transport: Transport, body: MfaCodeBody): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('users', 'profile', 'mfa', 'disable'), body);
}

/** The sessions of the signed-in user (`userId` absent) or of a user an administrator manages. */
export function sessionsKey(userId?: string) {
  return userId ? (['users', userId, 'sessions'] as const) : (['users/profile/sessions'] as const);
}
/** GET users/profile/sessions, or users/{id}/sessions for an administrator. */
export async function sessions(transport: Transport, userId?: string, signal?: AbortSignal): Promise<UserSession[]> {
  const path = userId ? apiPath('users', userId, 'sessions') : apiPath('users', 'profile', 'sessions');
  return (await transport.get<UserSessionsResponse>(path, undefined, { signal })).items;
}

/** POST users/profile/sessions/{id}/end, or users/{userId}/sessions/{id}/end: signs that session out. */
export function endSession(transport: Transport, sessionId: number, userId?: string): Promise<ActionResponse> {
  const path = userId ? apiPath('users', userId, 'sessions', String(sessionId), 'end') : apiPath('users', 'profile', 'sessions', String(sessionId), 'end');
  return transport.post<ActionResponse>(path, undefined);
}

/** POST users/profile/sessions/end-others: signs out every session of the user but `keep` (the current one). */
export function endOtherSessions(transport: Transport, body: EndOtherSessionsBody): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('users', 'profile', 'sessions', 'end-others'), body);
}

/** POST users/{userId}/mfa/reset: an administrator clears a user's multi-factor sign-in and ends their sessions. */
export function resetUserMfa(transport: Transport, userId: string): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('users', userId, 'mfa', 'reset'), undefined);
}
