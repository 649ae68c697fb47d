/** Administration and profile (spec 1): users, roles, enterprises, permissions, profile, change password. */
import type { AreaPages } from '../types';
import { EnterprisesPage } from './EnterprisesPage';
import { PermissionsPage } from './PermissionsPage';
import { ChangePasswordPage, ProfilePage } from './ProfilePage';
import { RolesPage } from './RolesPage';
import { UsersPage } from './UsersPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { SyncConfigPage } from '../catalogue/SyncConfigPage';

export const pages: AreaPages = {
  'permissions-table': PermissionsPage,
  'roles-table': RolesPage,
  'role-details': RolesPage,
  'users-table': UsersPage,
  'user-details': UsersPage,
  'user-profile': ProfilePage,
  'change-password': ChangePasswordPage,
  'enterprises-table': EnterprisesPage,
  'enterprise-details': EnterprisesPage,
  'sync-configurations': SyncConfigPage,
  'audit-log': AuditLogPage,
};
