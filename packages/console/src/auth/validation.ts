/**
 * The login popup's validation with the contract's schemas. Loaded on the first submit rather
 * than with /login: zod is most of a login page's weight and nobody needs it before submitting.
 */
import { MFA_MESSAGES, forgotSchema, loginSchema, mfaCodeSchema } from '@equipdesk/api-client/contract';
import type { ForgotRequest, LoginRequest } from '@equipdesk/api-client/contract';
import { fieldErrors } from './formErrors';
import type { FieldErrors } from './formErrors';

export type Parsed<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

export function parseLogin(values: { username: string; password: string }): Parsed<LoginRequest, 'username' | 'password'> {
  const parsed = loginSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

export function parseForgot(values: { username: string }): Parsed<ForgotRequest, 'username'> {
  const parsed = forgotSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The second step's code (an authenticator's digits or a recovery code), trimmed; the contract's message when not. */
export function parseMfaCode(code: string): { ok: true; code: string } | { ok: false; message: string } {
  const parsed = mfaCodeSchema.safeParse(code);
  return parsed.success ? { ok: true, code: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? MFA_MESSAGES.codeFormat };
}
