/**
 * Validation of the administration forms (spec 1 §5): users, enterprises, roles, permissions.
 * The console's forms and the server's PUT/POST handlers parse with the same schemas, so a rule
 * and its message are written once.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { NAME_MAX } from './constants';
import { PERMISSION_CONTEXTS, PERMISSION_PLATFORMS, PERMISSION_TYPES, USER_TYPES } from './enums';
import { userPasswordSchema } from './auth';
import { SSO_MESSAGES } from './ssoKeys';

/** How the user form is being used: the rules differ between create, edit and profile. */
export interface UserFormMode {
  /** Creating a new user: the password is required. */
  create: boolean;
  /** The signed-in user's own profile: password required, no facility/account minimum. */
  profile?: boolean;
  /** The chosen role sees all facilities and accounts (isPrivilegedRole): no pickers, no minimum. */
  privileged: boolean;
}

const nameSchema = z
  .string({ error: MESSAGES.userName })
  .trim()
  .min(1, MESSAGES.userName)
  .max(NAME_MAX, MESSAGES.userName);

const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(NAME_MAX, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailNotWellFormed }))
  .transform((email) => email.toLowerCase());

const idList = (message: string, min: number) =>
  z
    .array(z.string({ error: message }).min(1, message), { error: message })
    .min(min, message);

/**
 * The user form (PUT users, POST users/{id}, profile). The output has the email lowercased and
 * the username defaulted to that email when left empty. Out of create and profile mode the
 * password is not part of the form (reset has its own call) and is dropped.
 */
export function userFormSchema(mode: UserFormMode) {
  const linksOptional = mode.profile === true || mode.privileged;
  const passwordRequired = mode.create || mode.profile === true;
  return z
    .object({
      externalId: z.string().optional(),
      name: nameSchema,
      username: z.string().trim().optional(),
      email: emailSchema,
      password: passwordRequired ? userPasswordSchema : z.unknown().optional().transform(() => undefined),
      role: z.string({ error: MESSAGES.userRoleRequired }).min(1, MESSAGES.userRoleRequired),
      type: z.enum(USER_TYPES, { error: MESSAGES.userTypeRequired }),
      enterprises: idList(MESSAGES.userEnterprisesRequired, 1),
      facilities: linksOptional ? idList(MESSAGES.userFacilitiesRequired, 0).default([]) : idList(MESSAGES.userFacilitiesRequired, 1),
      accounts: linksOptional ? idList(MESSAGES.userAccountsRequired, 0).default([]) : idList(MESSAGES.userAccountsRequired, 1),
      enabled: z.boolean().default(true),
      accountNonExpired: z.boolean().default(true),
      accountNonLocked: z.boolean().default(true),
      credentialsNonExpired: z.boolean().default(true),
    })
    .transform((form) => ({
      ...form,
      username: form.username !== undefined && form.username.length > 0 ? form.username.toLowerCase() : form.email,
    }));
}
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

/**
 * Profile mode as the server takes it (POST users/profile): the signed-in user changes their
 * name and email, confirmed with their current password, and sets a new password when one is given.
 */
export const userProfileSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
    password: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.password === undefined || form.password.length === 0) return;
    const policy = userPasswordSchema.safeParse(form.password);
    if (!policy.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordPolicy });
    }
  });
export type UserProfileForm = z.infer<typeof userProfileSchema>;

/**
 * The Profile page's form (spec 1 §5, profile mode): the password is required and follows the
 * policy; it is the user's own password, which confirms the change (the server checks it).
 */
export const profileFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: userPasswordSchema,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Body of POST users/{id}/reset (an administrator sets a new password). */
export const userResetPasswordSchema = z.object({
  password: userPasswordSchema,
});
export type UserResetPasswordForm = z.infer<typeof userResetPasswordSchema>;

export const enterpriseFormSchema = z.object({
  externalId: z.string().optional(),
  name: z
    .string({ error: MESSAGES.enterpriseName })
    .trim()
    .min(1, MESSAGES.enterpriseName)
    .max(NAME_MAX, MESSAGES.enterpriseName),
  /** Whether its users' local passwords sign in (omitted: unchanged, or on for a new enterprise). */
  passwordSignIn: z.boolean({ error: SSO_MESSAGES.passwordSignInFormat }).optional(),
});
export type EnterpriseForm = z.infer<typeof enterpriseFormSchema>;

export const roleFormSchema = z.object({
  externalId: z.string().optional(),
  name: z.string({ error: MESSAGES.roleName }).trim().min(1, MESSAGES.roleName).max(NAME_MAX, MESSAGES.roleName),
  identifier: z
    .string({ error: MESSAGES.roleIdentifier })
    .trim()
    .min(1, MESSAGES.roleIdentifier)
    .max(NAME_MAX, MESSAGES.roleIdentifier),
  /** Its users must sign in with a second factor (TOTP); absent on a save: left as it is. */
  requireMfa: z.boolean({ error: 'Require multi-factor sign-in is yes or no.' }).optional(),
});
export type RoleForm = z.infer<typeof roleFormSchema>;

export const permissionFormSchema = z.object({
  internalId: z.number().int().optional(),
  platform: z.enum(PERMISSION_PLATFORMS, { error: MESSAGES.permissionPlatform }),
  context: z.enum(PERMISSION_CONTEXTS, { error: MESSAGES.permissionContext }),
  type: z.enum(PERMISSION_TYPES, { error: MESSAGES.permissionType }),
  value: z
    .string({ error: MESSAGES.permissionValue })
    .trim()
    .min(1, MESSAGES.permissionValue)
    .max(NAME_MAX, MESSAGES.permissionValue),
  description: z
    .string({ error: MESSAGES.permissionDescription })
    .trim()
    .min(1, MESSAGES.permissionDescription)
    .max(NAME_MAX, MESSAGES.permissionDescription),
});
export type PermissionFormInput = z.infer<typeof permissionFormSchema>;

/** Body of POST roles/grant|deny/{cellExternalId}: `unlock` activates an INACTIVE (locked) cell. */
export const permissionCellToggleSchema = z
  .object({
    unlock: z.boolean().optional(),
  })
  .default({});
export type PermissionCellToggle = z.infer<typeof permissionCellToggleSchema>;
