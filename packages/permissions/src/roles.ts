/** Rules tied to role identifiers rather than to permission entries. */
import type { RoleIdentifier } from './types';

/** Roles that see every facility and account, so the user form hides those pickers. */
export const PRIVILEGED_ROLES: readonly RoleIdentifier[] = ['ROLE_ADMIN', 'ROLE_SUPPORT', 'ROLE_TECHNICIAN'];

/** Roles allowed to change a facility's name (spec 2 §5). */
export const FACILITY_RENAME_ROLES: readonly RoleIdentifier[] = ['ROLE_ADMIN', 'ROLE_TECHNICIAN'];

export function isPrivilegedRole(roleIdentifier: string | null | undefined): boolean {
  return !!roleIdentifier && (PRIVILEGED_ROLES as readonly string[]).includes(roleIdentifier);
}

export function canRenameFacility(roleIdentifier: string | null | undefined): boolean {
  return !!roleIdentifier && (FACILITY_RENAME_ROLES as readonly string[]).includes(roleIdentifier);
}

/** Asset entity actions are shown to supervisors, order entity actions to caregivers (DESIGN.md). */
export function showsAssetEntityActions(roleIdentifier: string | null | undefined): boolean {
  return roleIdentifier === 'ROLE_SUPERVISOR';
}

export function showsOrderEntityActions(roleIdentifier: string | null | undefined): boolean {
  return roleIdentifier === 'ROLE_CAREGIVER';
}
