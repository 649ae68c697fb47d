export {
  PERMISSION_TYPES,
  PERMISSION_CONTEXTS,
  PERMISSION_PLATFORMS,
  ROLE_IDENTIFIERS,
  ENTITY_STATUSES,
} from './types';
export type {
  PermissionType,
  PermissionContext,
  PermissionPlatform,
  PermissionEntry,
  RoleIdentifier,
  EntityStatus,
} from './types';
export { pathSegments, coversPath, grantsFor, hasGrant, canNavigate, hasNoPermissions } from './resolve';
export { ACTIONS, ACTION_GRANTS, can, isAllowed, allowedActions } from './actions';
export type { Action, Decision } from './actions';
export {
  PRIVILEGED_ROLES,
  FACILITY_RENAME_ROLES,
  isPrivilegedRole,
  canRenameFacility,
  showsAssetEntityActions,
  showsOrderEntityActions,
} from './roles';
export { canEditStatus, canActivateStatus, canDeactivateStatus, canDeleteStatus, statusActions } from './status';
export type { StatusActions } from './status';
export { AUDIT_LOG_AREA, AUDIT_LOG_TYPES } from './audit';
