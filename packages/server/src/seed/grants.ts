/**
 * The permission catalogue and what each demo role is granted, as data. Every area of the navbar
 * and of the route table has a NAVIGATE entry (context MENU) for menus and URI entries for the
 * actions that make sense on it.
 */
import { AUDIT_LOG_AREA, AUDIT_LOG_TYPES, type PermissionType, type RoleIdentifier } from '@equipdesk/permissions';

const CRUD: readonly PermissionType[] = ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER', 'ACTIVATE', 'DEACTIVATE', 'DELETE', 'HISTORY'];
const UPLOADS: readonly PermissionType[] = ['VIEW', 'NEW', 'UPLOAD', 'DOWNLOAD'];
const EXPORT_REQUESTS: readonly PermissionType[] = ['VIEW', 'NEW', 'FILTER', 'EXPORT', 'DOWNLOAD'];
const REPORT: readonly PermissionType[] = ['VIEW', 'FILTER', 'EXPORT', 'DETAILS'];
const ALERTS: readonly PermissionType[] = ['VIEW', 'FILTER', 'EXPORT', 'DETAILS'];

/** Area → the URI permission types that exist for it. */
export const PERMISSION_CATALOGUE: Readonly<Record<string, readonly PermissionType[]>> = {
  dashboard: ['VIEW'],
  'dashboard/assets': ['VIEW', 'FILTER'],
  'dashboard/orders': ['VIEW', 'NEW', 'FILTER'],
  assets: [...CRUD, 'TIMELINE', 'PRINT'],
  'assets/uploads': UPLOADS,
  'assets/productivity': EXPORT_REQUESTS,
  'assets/utilization': EXPORT_REQUESTS,
  'reports/utilization': REPORT,
  'reports/productivity': REPORT,
  'reports/asset-utilization-trends': ['VIEW', 'FILTER'],
  'reports/stock-status-report': REPORT,
  orders: [...CRUD, 'ASSIGN', 'COMPLETE', 'CANCEL', 'REJECT'],
  'alerts/orders': ALERTS,
  'alerts/par': ALERTS,
  'alerts/pm': ALERTS,
  visits: CRUD,
  enterprises: CRUD,
  permissions: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER'],
  roles: CRUD,
  users: [...CRUD, 'RESET'],
  profile: ['VIEW', 'EDIT', 'RESET'],
  facilities: CRUD,
  accounts: CRUD,
  'accounts/uploads': UPLOADS,
  contracts: CRUD,
  locations: [...CRUD, 'PRINT'],
  'locations/uploads': UPLOADS,
  'picklist-values': CRUD,
  'stock/status': ['VIEW', 'FILTER', 'DETAILS', 'EXPORT'],
  models: CRUD,
  products: CRUD,
  'sync/config': CRUD,
  // ROLE_ADMIN (every area) and ROLE_SUPPORT (read-only types everywhere) hold both; no other demo role any.
  [AUDIT_LOG_AREA]: AUDIT_LOG_TYPES,
};

export const PERMISSION_AREAS = Object.keys(PERMISSION_CATALOGUE);

/** Types that only read: what ROLE_SUPPORT may hold. */
export const READ_ONLY_TYPES: readonly PermissionType[] = ['VIEW', 'EXPORT', 'FILTER', 'DETAILS', 'HISTORY', 'DOWNLOAD'];

/** `'*'` grants every type the catalogue lists for the area. */
type AreaGrant = '*' | readonly PermissionType[];
/** Areas a role may open (NAVIGATE) with the URI types it holds there. */
export type RoleGrants = Readonly<Record<string, AreaGrant>>;

const everything = (): RoleGrants => Object.fromEntries(PERMISSION_AREAS.map((a) => [a, '*' as const]));
const readOnlyEverywhere = (): RoleGrants => Object.fromEntries(PERMISSION_AREAS.map((a) => [a, READ_ONLY_TYPES]));

const OWN_PROFILE: readonly PermissionType[] = ['VIEW', 'EDIT', 'RESET'];

export const DEMO_ROLES: readonly { identifier: RoleIdentifier | 'ROLE_NONE'; name: string; grants: RoleGrants }[] = [
  { identifier: 'ROLE_ADMIN', name: 'Administrator', grants: everything() },
  { identifier: 'ROLE_SUPPORT', name: 'Support', grants: readOnlyEverywhere() },
  {
    identifier: 'ROLE_TECHNICIAN',
    name: 'Technician',
    grants: {
      dashboard: ['VIEW'],
      'dashboard/assets': ['VIEW', 'FILTER'],
      'dashboard/orders': ['VIEW', 'NEW', 'FILTER'],
      assets: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER', 'HISTORY', 'TIMELINE', 'PRINT'],
      'assets/uploads': '*',
      'assets/productivity': '*',
      orders: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER', 'HISTORY', 'ASSIGN', 'COMPLETE', 'CANCEL', 'REJECT'],
      'alerts/orders': '*',
      'alerts/par': '*',
      'alerts/pm': '*',
      visits: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'FILTER', 'EXPORT'],
      facilities: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER'],
      accounts: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER'],
      'accounts/uploads': '*',
      contracts: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER'],
      locations: ['VIEW', 'NEW', 'EDIT', 'DETAILS', 'EXPORT', 'FILTER', 'PRINT', 'ACTIVATE', 'DEACTIVATE'],
      'locations/uploads': '*',
      'picklist-values': ['VIEW', 'DETAILS'],
      'stock/status': '*',
      'reports/stock-status-report': '*',
      models: ['VIEW', 'DETAILS', 'FILTER'],
      products: ['VIEW', 'DETAILS', 'FILTER'],
      profile: OWN_PROFILE,
    },
  },
  {
    identifier: 'ROLE_SUPERVISOR',
    name: 'Supervisor',
    grants: {
      dashboard: ['VIEW'],
      'dashboard/assets': '*',
      'dashboard/orders': '*',
      assets: '*',
      'assets/uploads': '*',
      'assets/productivity': '*',
      'assets/utilization': '*',
      orders: '*',
      'alerts/orders': '*',
      'alerts/par': '*',
      'alerts/pm': '*',
      visits: '*',
      'reports/utilization': '*',
      'reports/productivity': '*',
      'reports/asset-utilization-trends': '*',
      'reports/stock-status-report': '*',
      users: ['VIEW', 'FILTER', 'DETAILS'],
      locations: ['VIEW', 'FILTER', 'DETAILS', 'PRINT'],
      'stock/status': '*',
      profile: OWN_PROFILE,
    },
  },
  {
    identifier: 'ROLE_STANDARD',
    name: 'Standard',
    grants: {
      dashboard: ['VIEW'],
      'dashboard/assets': ['VIEW', 'FILTER'],
      'dashboard/orders': ['VIEW', 'NEW', 'FILTER'],
      assets: ['VIEW', 'NEW', 'DETAILS', 'FILTER', 'EXPORT'],
      orders: ['VIEW', 'NEW', 'DETAILS', 'FILTER', 'EXPORT'],
      profile: OWN_PROFILE,
    },
  },
  {
    identifier: 'ROLE_CUSTOMER',
    name: 'Customer',
    grants: {
      dashboard: ['VIEW'],
      'dashboard/assets': ['VIEW'],
      'dashboard/orders': ['VIEW', 'NEW'],
      assets: ['VIEW', 'DETAILS'],
      orders: ['VIEW', 'NEW', 'DETAILS'],
      profile: OWN_PROFILE,
    },
  },
  {
    identifier: 'ROLE_STAKEHOLDER',
    name: 'Stakeholder',
    grants: {
      dashboard: ['VIEW'],
      'dashboard/assets': ['VIEW', 'FILTER'],
      'dashboard/orders': ['VIEW', 'FILTER'],
      'reports/utilization': REPORT,
      'reports/productivity': REPORT,
      'reports/asset-utilization-trends': '*',
      'reports/stock-status-report': REPORT,
      profile: OWN_PROFILE,
    },
  },
  {
    identifier: 'ROLE_CAREGIVER',
    name: 'Caregiver',
    grants: {
      // NAVIGATE only: a VIEW on `dashboard` would cover the ASSETS tab (dashboard/assets) too.
      dashboard: [],
      'dashboard/orders': ['VIEW', 'NEW'],
      orders: ['VIEW', 'NEW', 'DETAILS', 'FILTER', 'CANCEL', 'ACTIVATE', 'DEACTIVATE', 'DELETE'],
      profile: OWN_PROFILE,
    },
  },
  // The demo's `noaccess` user: signed in, but not one permission.
  { identifier: 'ROLE_NONE', name: 'No Access', grants: {} },
];

export interface CatalogueEntry {
  value: string;
  type: PermissionType;
  context: 'URI' | 'MENU';
  description: string;
}

function describe(area: string, type: PermissionType): string {
  const label = area.replace(/[/-]/g, ' ');
  return type === 'NAVIGATE' ? `Show ${label} in the menu` : `${type} on ${label}`;
}

/** Every permission row of the matrix. */
export function catalogueEntries(): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const area of PERMISSION_AREAS) {
    out.push({ value: area, type: 'NAVIGATE', context: 'MENU', description: describe(area, 'NAVIGATE') });
    for (const type of PERMISSION_CATALOGUE[area] ?? []) {
      out.push({ value: area, type, context: 'URI', description: describe(area, type) });
    }
  }
  return out;
}

/** Whether a role holds a catalogue entry: NAVIGATE on every area it has any grant on. */
export function roleHolds(grants: RoleGrants, entry: CatalogueEntry): boolean {
  const grant = grants[entry.value];
  if (!grant) return false;
  if (entry.type === 'NAVIGATE') return true;
  const types = grant === '*' ? (PERMISSION_CATALOGUE[entry.value] ?? []) : grant;
  return types.includes(entry.type);
}

/** Areas the mobile apps reach; their rows fill out the matrix (platforms ANDROID and IOS, context MODULE). */
export const MOBILE_AREAS = ['assets', 'orders', 'locations', 'visits', 'alerts/orders'] as const;
export const MOBILE_TYPES: readonly PermissionType[] = ['VIEW', 'NEW', 'EDIT'];
export const MOBILE_PLATFORMS = ['ANDROID', 'IOS'] as const;
