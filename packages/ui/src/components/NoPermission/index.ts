export { NoPermission } from './NoPermission';
export type { NoPermissionProps } from './NoPermission';
