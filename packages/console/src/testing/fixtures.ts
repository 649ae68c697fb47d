/** Fixture sessions for the console's stories and tests: an admin, a narrow role and a user with nothing. */
import type { Broadcast, LoginResponse, PermissionEntry, SessionUser } from '@equipdesk/api-client/contract';
import { ACTION_GRANTS, AUDIT_LOG_AREA } from '@equipdesk/permissions';
import { routeNamed } from '../routes';
import { HOME_ITEM, MENUS } from '../shell/menu';

const ITEMS = [HOME_ITEM, ...MENUS.flatMap((menu) => menu.items)];
const ALL_AREAS = ITEMS.map((item) => item.area);

function navigate(...areas: string[]): PermissionEntry[] {
  return areas.map((value) => ({ value, type: 'NAVIGATE', context: 'MENU' }));
}

/** What opens each page of the menu: the first grant its route names (UPLOAD for the upload forms). */
const OPENING_GRANTS = ITEMS.map((item): PermissionEntry => {
  const [grant] = routeNamed(item.route).opens;
  return { value: grant!.area, type: ACTION_GRANTS[grant!.action][0]!, context: 'URI' };
});

/** NAVIGATE on every area of the menu, VIEW on the pages, and what else opens one of them. */
export const ADMIN_PERMISSIONS: PermissionEntry[] = [
  ...navigate(...new Set(ALL_AREAS)),
  ...[...new Set(ALL_AREAS)].map((value): PermissionEntry => ({ value, type: 'VIEW', context: 'URI' })),
  ...OPENING_GRANTS.filter((entry) => entry.type !== 'VIEW'),
];

/** The same grants without the audit log's: an entity's form then offers no History. */
export function withoutAuditLog(entries: readonly PermissionEntry[]): PermissionEntry[] {
  return entries.filter((entry) => entry.value !== AUDIT_LOG_AREA);
}

/** A caregiver: the dashboard (its ORDERS tab), orders and order alerts only. */
export const CAREGIVER_PERMISSIONS: PermissionEntry[] = [
  ...navigate('dashboard', 'orders', 'alerts/orders'),
  { value: 'dashboard/orders', type: 'VIEW', context: 'URI' },
  { value: 'orders', type: 'VIEW', context: 'URI' },
  { value: 'alerts/orders', type: 'VIEW', context: 'URI' },
];

export const ADMIN_USER: SessionUser = {
  externalId: 'u-admin',
  name: 'Avery Admin',
  username: 'admin',
  email: 'admin@equipdesk.example',
  roleIdentifier: 'ROLE_ADMIN',
  type: 'BOTH',
};

export const CAREGIVER_USER: SessionUser = {
  externalId: 'u-caregiver',
  name: 'Casey Caregiver',
  username: 'caregiver',
  email: 'caregiver@equipdesk.example',
  roleIdentifier: 'ROLE_CAREGIVER',
  type: 'A2',
};

export const NOACCESS_USER: SessionUser = {
  externalId: 'u-noaccess',
  name: 'Noel Noaccess',
  username: 'noaccess',
  email: 'noaccess@equipdesk.example',
  roleIdentifier: 'ROLE_STANDARD',
  type: 'A2',
};

export const BROADCASTS: Broadcast[] = [
  { externalId: 'b-1', type: 'info', message: 'Scheduled maintenance on Sunday 02:00–04:00 UTC.' },
  { externalId: 'b-2', type: 'success', message: 'Asset uploads now process twice as fast.' },
  { externalId: 'b-3', type: 'warning', message: 'PM alerts for 12 assets are due this week.' },
  { externalId: 'b-4', type: 'danger', message: 'Order sync with the ERP is delayed.' },
];

export const ADMIN_LOGIN: LoginResponse = {
  success: true,
  token: 'fixture-token-admin',
  user: ADMIN_USER,
  permissions: ADMIN_PERMISSIONS,
  broadcasts: BROADCASTS,
};
