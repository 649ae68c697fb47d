/** Sign-in, password recovery and the session (spec 1 §3, §5, §7). */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from './constants';
import type { BroadcastType, RoleIdentifier, UserType } from './enums';
import type { PermissionEntry } from '@equipdesk/permissions';
import { mfaCodeSchema } from './mfa';

/** Letters, digits and one of !@#$%^&* (spec 1 §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export function meetsPasswordPolicy(password: string): boolean {
  return /[A-Za-z]/.test(password) && /[0-9]/.test(password) && /[!@#$%^&*]/.test(password);
}

export const loginSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN, MESSAGES.usernameRequired),
  password: z.string().min(1, MESSAGES.passwordRequired),
  automatic: z.boolean().optional(),
  remembered: z.boolean().optional(),
  /** The second step of an account with multi-factor sign-in: its TOTP code or a recovery code. */
  code: mfaCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const forgotSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN, MESSAGES.usernameRequired),
});
export type ForgotRequest = z.infer<typeof forgotSchema>;

/** A new password under the policy: min 8 with the "new password" message, max 100, letter+digit+special. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.newPasswordMin })
  .min(PASSWORD_MIN, MESSAGES.newPasswordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordPolicy)
  .refine(meetsPasswordPolicy, MESSAGES.passwordPolicy);

/** The password of a user form: required, 8 to 100, letter+digit+special, one message. */
export const userPasswordSchema = z
  .string({ error: MESSAGES.passwordPolicy })
  .min(PASSWORD_MIN, MESSAGES.passwordPolicy)
  .max(PASSWORD_MAX, MESSAGES.passwordPolicy)
  .refine(meetsPasswordPolicy, MESSAGES.passwordPolicy);

/** Reset from the emailed link: no current password. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmation: z.string({ error: MESSAGES.confirmationMismatch }),
  })
  .refine((v) => v.confirmation.length > 0 && v.confirmation === v.password, {
    message: MESSAGES.confirmationMismatch,
    path: ['confirmation'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** Change password in profile mode (self-reset): the current password is required too. */
export const changePasswordSchema = z
  .object({
    username: z.string().trim().min(1, MESSAGES.usernameRequired),
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
    password: newPasswordSchema,
    confirmation: z.string({ error: MESSAGES.confirmationMismatch }),
  })
  .refine((v) => v.confirmation.length > 0 && v.confirmation === v.password, {
    message: MESSAGES.confirmationMismatch,
    path: ['confirmation'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** Body of POST reset/{recoveryId}/{messageId} and POST users/{id}/reset. */
export interface PasswordBody {
  password: string;
  currentPassword?: string;
}

export interface Broadcast {
  externalId: string;
  message: string;
  type: BroadcastType;
}

/** The signed-in user as the login response carries it (the accounts list is dropped). */
export interface SessionUser {
  externalId: string;
  name: string;
  username: string;
  email: string;
  roleIdentifier: RoleIdentifier;
  type: UserType;
}

export interface LoginResponse {
  success: boolean;
  token?: string;
  user?: SessionUser;
  permissions?: PermissionEntry[];
  broadcasts?: Broadcast[];
  message?: string;
  /** The password was right and the account has multi-factor sign-in: send it again with `code` (no session yet). */
  mfaRequired?: boolean;
  /** The session may only set up multi-factor sign-in (its role requires it): the console leads to the profile. */
  mfaEnrolment?: boolean;
}

export interface ForgotResponse {
  success: boolean;
  message: string;
}

export interface ResetCheckResponse {
  success: boolean;
  result: { username: string };
}

