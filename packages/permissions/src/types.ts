/** The permission types the server hands out at sign-in (spec 1 §3, spec 3 §6). */
export const PERMISSION_TYPES = [
  'NAVIGATE',
  'NEW',
  'EDIT',
  'RESET',
  'ASSIGN',
  'VIEW',
  'DETAILS',
  'HISTORY',
  'TIMELINE',
  'ACTIVATE',
  'PRINT',
  'DEACTIVATE',
  'DELETE',
  'DOWNLOAD',
  'FILTER',
  'COMPLETE',
  'REJECT',
  'CANCEL',
  'EXPORT',
  'UPLOAD',
] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export const PERMISSION_CONTEXTS = ['URI', 'MENU', 'MODULE'] as const;
export type PermissionContext = (typeof PERMISSION_CONTEXTS)[number];

export const PERMISSION_PLATFORMS = ['SERVER', 'DESKTOP', 'WEB', 'ANDROID', 'IOS'] as const;
export type PermissionPlatform = (typeof PERMISSION_PLATFORMS)[number];

/** One entry of the session's permission list, e.g. `{value: 'assets/uploads', type: 'VIEW', context: 'URI'}`. */
export interface PermissionEntry {
  value: string;
  type: PermissionType;
  context: PermissionContext;
}

export const ROLE_IDENTIFIERS = [
  'ROLE_TECHNICIAN',
  'ROLE_ADMIN',
  'ROLE_STANDARD',
  'ROLE_SUPERVISOR',
  'ROLE_CUSTOMER',
  'ROLE_SUPPORT',
  'ROLE_STAKEHOLDER',
  'ROLE_CAREGIVER',
] as const;
export type RoleIdentifier = (typeof ROLE_IDENTIFIERS)[number];

export const ENTITY_STATUSES = ['ACTIVE', 'INACTIVE', 'REMOVED'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];
