/** Users, enterprises, roles and the permissions matrix (spec 1 §3). */
import type { Audited } from './envelopes';
import type {
  EntityStatus,
  PermissionContext,
  PermissionPlatform,
  PermissionType,
  RoleIdentifier,
  UserType,
} from './enums';

export interface Enterprise extends Audited {
  internalId: number;
  externalId: string;
  name: string;
  status: EntityStatus;
  /** Its users may sign in with a local password; off, only through its OpenID provider. */
  passwordSignIn: boolean;
}

export interface Role extends Audited {
  id: number;
  externalId: string;
  name: string;
  identifier: RoleIdentifier | string;
  status: EntityStatus;
  /** Its users must sign in with a second factor (local accounts: TOTP). */
  requireMfa: boolean;
}

/** An account as listed on a user (role tooltip). */
export interface UserAccountRef {
  externalId: string;
  name: string;
  accountNo: string;
  facility: string;
}

/** The user form (PUT users, POST users/{id}). */
export interface UserForm {
  externalId?: string;
  name: string;
  username: string;
  email: string;
  password?: string;
  role: string;
  type: UserType;
  enterprises: string[];
  facilities: string[];
  accounts: string[];
  enabled: boolean;
  accountNonExpired: boolean;
  accountNonLocked: boolean;
  credentialsNonExpired: boolean;
}

/** A user row of GET users. */
export interface User extends Audited, Omit<UserForm, 'password'> {
  externalId: string;
  status: EntityStatus;
  lastActivityTimestamp: string | null;
  enterpriseName: string | null;
  roleName: string;
  roleIdentifier: RoleIdentifier | string;
  accountRefs: UserAccountRef[];
}

/** The compact user of ddlist, assignables and account user lists. */
export interface UserLite {
  externalId: string;
  username: string;
  name: string;
  email: string;
  role: string;
  type: UserType;
}

export interface PermissionRoleCell extends Audited {
  externalId: string;
  roleIdentifier: RoleIdentifier | string;
  role: string;
  granted: boolean;
  status: EntityStatus;
}

/** One row of the permission matrix (GET permissions/list). */
export interface Permission extends Audited {
  internalId: number;
  /** The permission's events in the audit log are under this id (its History). */
  externalId: string;
  platform: PermissionPlatform;
  context: PermissionContext;
  type: PermissionType;
  value: string;
  description: string;
  roles: PermissionRoleCell[];
}

export interface PermissionForm {
  internalId?: number;
  platform: PermissionPlatform;
  context: PermissionContext;
  type: PermissionType;
  value: string;
  description: string;
}

/** The four account flags of a user (spec 1 §2), each with what it reads as when set and when not. */
export const USER_FLAGS = [
  { key: 'enabled', okLabel: 'Enabled', badLabel: 'Disabled' },
  { key: 'accountNonLocked', okLabel: 'Unlocked', badLabel: 'Locked' },
  { key: 'accountNonExpired', okLabel: 'Account not expired', badLabel: 'Account expired' },
  { key: 'credentialsNonExpired', okLabel: 'Credentials not expired', badLabel: 'Credentials expired' },
] as const;
export type UserFlagKey = (typeof USER_FLAGS)[number]['key'];

/** A user's flags as words (the users list's Flags column, and its export). */
export function userFlagLabels(user: Pick<User, UserFlagKey>): string[] {
  return USER_FLAGS.map((flag) => (user[flag.key] ? flag.okLabel : flag.badLabel));
}
