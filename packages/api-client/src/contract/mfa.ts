/** Multi-factor sign-in for local accounts: TOTP (RFC 6238) enrolment, its confirmation, recovery codes, refusals. */
import { z } from 'zod';
import { MFA_MESSAGES } from './mfaMessages';

/** A code as typed: the authenticator's six digits (spaces allowed) or a recovery code (`xxxxx-xxxxx`). */
export const mfaCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .trim()
  .min(1, MFA_MESSAGES.codeRequired)
  .max(32, MFA_MESSAGES.codeFormat)
  .regex(/^[0-9a-zA-Z -]+$/, MFA_MESSAGES.codeFormat);

/** POST users/profile/mfa/confirm and users/profile/mfa/disable. */
export const mfaCodeBodySchema = z.object({ code: mfaCodeSchema });
export type MfaCodeBody = z.infer<typeof mfaCodeBodySchema>;

/**
 * POST users/profile/mfa/start: the current password again, so that a session left open cannot tie the account to
 * someone else's authenticator (and so lock its owner out).
 */
export const mfaStartSchema = z.object({
  password: z.string({ error: MFA_MESSAGES.passwordRequired }).min(1, MFA_MESSAGES.passwordRequired).max(200, MFA_MESSAGES.passwordWrong),
});
export type MfaStartBody = z.infer<typeof mfaStartSchema>;

/** GET users/profile/mfa: whether the account has TOTP, and whether its role requires it. */
export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  /** The account signs in through an OpenID provider: the provider does the second factor. */
  provider: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
}
export interface MfaStatusResponse {
  success: true;
  result: MfaStatus;
}

/** POST users/profile/mfa/start: a new secret to add to an authenticator app (not in force until confirmed). */
export interface MfaEnrolment {
  /** The secret in base32, for typing into the app. */
  secret: string;
  /** The `otpauth://` URI the QR code holds. */
  uri: string;
  /** The QR code of the URI, an SVG document. */
  qrSvg: string;
}
export interface MfaEnrolmentResponse {
  success: true;
  result: MfaEnrolment;
}

/** POST users/profile/mfa/confirm: the ten recovery codes, shown this once. */
export interface MfaConfirmResponse {
  success: true;
  message: string;
  result: { recoveryCodes: string[] };
}
