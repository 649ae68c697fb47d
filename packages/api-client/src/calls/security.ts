/** The signed-in user's own sign-in security on the profile: multi-factor set-up, each call with its cache key. */
import type { MfaCodeBody, MfaConfirmResponse, MfaEnrolment, MfaEnrolmentResponse, MfaStartBody, MfaStatus, MfaStatusResponse } from '../contract/mfa';
import type { ActionResponse } from '../contract/envelopes';
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
