/** Administration and profile (spec 1): users, roles, enterprises, permissions, sync configurations. */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'permissions-table': NotAvailablePage,
  'roles-table': NotAvailablePage,
  'role-details': NotAvailablePage,
  'users-table': NotAvailablePage,
  'user-details': NotAvailablePage,
  'user-profile': NotAvailablePage,
  'change-password': NotAvailablePage,
  'enterprises-table': NotAvailablePage,
  'enterprise-details': NotAvailablePage,
  'sync-configurations': NotAvailablePage,
};
