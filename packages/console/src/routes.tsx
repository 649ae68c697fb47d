/**
 * The route table of spec 3 §2.1 as data: every path, its spec name, the page's name, the area
 * module that renders it, and who may open it. The router is built from this table; area modules
 * are loaded lazily, one chunk per area. The menus (shell/menu.ts) lead to the pages by their names.
 */
import { AUDIT_LOG_AREA, canNavigate, isAllowed } from '@equipdesk/permissions';
import type { Action, PermissionEntry } from '@equipdesk/permissions';

export const AREAS = ['admin', 'facilities', 'tasks', 'assets', 'orders', 'uploads', 'reports', 'dashboard'] as const;
export type AreaName = (typeof AREAS)[number];

/** An action on a permission area (`@equipdesk/permissions`' isAllowed decides it, the area's ancestors included). */
export interface RouteGrant {
  area: string;
  action: Action;
}

export interface PageRoute {
  /** The spec's route name (users-table, asset-upload-form, ...). */
  name: string;
  path: string;
  /** The page's name: its heading and the document title. */
  title: string;
  area: AreaName;
  /** The permission area whose NAVIGATE shows the page in the menus (spec 1 §6). */
  navigate: string;
  /** What the page itself asks before it shows anything: any one of these opens it. */
  opens: readonly RouteGrant[];
  /**
   * The route whose page leads here (a row's details, a page's Add, a report's drill-down), for pages that are no
   * menu's item; `user-menu` for the user menu's. Every other page the user may open is in their menus.
   */
  reachedFrom?: string;
}

/** A page that opens with `actions` (VIEW by default) on its own area, the area its menu item needs NAVIGATE on. */
function page(area: string, ...actions: Action[]): Pick<PageRoute, 'navigate' | 'opens'> {
  return { navigate: area, opens: (actions.length > 0 ? actions : (['VIEW'] as const)).map((action) => ({ area, action })) };
}

/** The dashboard shows a tab for VIEW on its assets or orders entry, or NEW on orders (dashboard/tabs.ts). */
const DASHBOARD: Pick<PageRoute, 'navigate' | 'opens'> = {
  navigate: 'dashboard',
  opens: [
    { area: 'dashboard/assets', action: 'VIEW' },
    { area: 'dashboard/orders', action: 'VIEW' },
    { area: 'dashboard/orders', action: 'NEW' },
  ],
};

export interface PublicRoute {
  name: string;
  path: string;
  title: string;
}

/** Reachable without a session; the navbar is hidden on all of them. */
export const PUBLIC_ROUTES = [
  { name: 'user-login', path: '/login', title: 'Login' },
  { name: 'browser-warning', path: '/ie', title: 'Unsupported Browser' },
  { name: 'password-reset', path: '/reset/:recoveryId/:messageId', title: 'Reset Password' },
] as const satisfies readonly PublicRoute[];

/** Every protected page. Static segments outrank parameters, so /accounts/upload is never an externalId. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { name: 'home', path: '/', title: 'Dashboard', area: 'dashboard', ...DASHBOARD, reachedFrom: 'dashboard' },
  { name: 'dashboard', path: '/dashboard', title: 'Dashboard', area: 'dashboard', ...DASHBOARD },

  { name: 'assets-table', path: '/assets', title: 'Assets', area: 'assets', ...page('assets') },
  // Past requests need VIEW, a new one EXPORT (areas/assets/exports).
  { name: 'productivity-filters-form', path: '/assets/productivity', title: 'Productivity Details', area: 'assets', ...page('assets/productivity', 'VIEW', 'EXPORT') },
  { name: 'utilization-export-form', path: '/assets/utilization', title: 'Utilization Export Requests', area: 'assets', ...page('assets/utilization', 'VIEW', 'EXPORT') },
  { name: 'product-models-table', path: '/models', title: 'Product Models', area: 'assets', ...page('models') },
  { name: 'products-table', path: '/products', title: 'Products', area: 'assets', ...page('products') },

  { name: 'asset-upload-form', path: '/assets/upload', title: 'Upload Assets', area: 'uploads', ...page('assets/uploads', 'UPLOAD') },
  { name: 'asset-uploads-table', path: '/assets/uploads', title: 'Asset Upload History', area: 'uploads', ...page('assets/uploads') },
  { name: 'location-upload-form', path: '/locations/upload', title: 'Upload Locations', area: 'uploads', ...page('locations/uploads', 'UPLOAD') },
  { name: 'location-uploads-table', path: '/locations/uploads', title: 'Location Upload History', area: 'uploads', ...page('locations/uploads') },
  { name: 'account-upload-form', path: '/accounts/upload', title: 'Upload Accounts', area: 'uploads', ...page('accounts/uploads', 'UPLOAD') },
  { name: 'account-uploads-table', path: '/accounts/uploads', title: 'Account Upload History', area: 'uploads', ...page('accounts/uploads') },

  { name: 'productivity-report', path: '/reports/productivity', title: 'Productivity Report', area: 'reports', ...page('reports/productivity') },
  { name: 'utilization-filters-form', path: '/reports/utilization', title: 'Utilization Metrics', area: 'reports', ...page('reports/utilization') },
  {
    name: 'asset-utilization-trends',
    path: '/reports/asset-utilization-trends',
    title: 'Asset Utilization Trends',
    area: 'reports',
    ...page('reports/asset-utilization-trends'),
  },
  { name: 'stock-status-report', path: '/reports/stock-status-report', title: 'Stock Status', area: 'reports', ...page('reports/stock-status-report') },
  {
    name: 'metric-details-report',
    path: '/reports/:name',
    title: 'Metric Details',
    area: 'reports',
    ...page('reports/utilization'),
    reachedFrom: 'utilization-filters-form',
  },

  { name: 'orders-table', path: '/orders', title: 'Orders', area: 'orders', ...page('orders') },
  { name: 'place-new-order', path: '/orders/new', title: 'Place New Order', area: 'orders', ...page('orders', 'NEW'), reachedFrom: 'orders-table' },

  { name: 'site-visits-table', path: '/visits', title: 'Manage Visits', area: 'tasks', ...page('visits') },
  { name: 'order-alerts-table', path: '/alerts/orders', title: 'Order Alerts', area: 'tasks', ...page('alerts/orders') },
  { name: 'par-alerts-table', path: '/alerts/par', title: 'PAR Alerts', area: 'tasks', ...page('alerts/par') },
  { name: 'pm-alerts-table', path: '/alerts/pm', title: 'PM Alerts', area: 'tasks', ...page('alerts/pm') },

  { name: 'permissions-table', path: '/permissions', title: 'Permissions', area: 'admin', ...page('permissions') },
  { name: 'roles-table', path: '/roles', title: 'Roles', area: 'admin', ...page('roles') },
  { name: 'role-details', path: '/roles/:id', title: 'Role', area: 'admin', ...page('roles'), reachedFrom: 'roles-table' },
  { name: 'users-table', path: '/users', title: 'Users', area: 'admin', ...page('users') },
  { name: 'user-details', path: '/users/:externalId', title: 'User', area: 'admin', ...page('users'), reachedFrom: 'users-table' },
  { name: 'user-profile', path: '/profile', title: 'Profile', area: 'admin', ...page('profile'), reachedFrom: 'user-menu' },
  { name: 'change-password', path: '/change-password', title: 'Change Password', area: 'admin', ...page('profile', 'RESET'), reachedFrom: 'user-menu' },
  { name: 'enterprises-table', path: '/enterprises', title: 'Enterprises', area: 'admin', ...page('enterprises') },
  { name: 'enterprise-details', path: '/enterprises/:externalId', title: 'Enterprise', area: 'admin', ...page('enterprises'), reachedFrom: 'enterprises-table' },
  { name: 'sync-configurations', path: '/sync/config', title: 'Sync Configurations', area: 'admin', ...page('sync/config') },
  { name: 'audit-log', path: '/audit', title: 'Audit Log', area: 'admin', ...page(AUDIT_LOG_AREA) },

  { name: 'facilities-grid', path: '/facilities', title: 'Facilities', area: 'facilities', ...page('facilities') },
  { name: 'facility-details', path: '/facilities/:externalId', title: 'Facility', area: 'facilities', ...page('facilities'), reachedFrom: 'facilities-grid' },
  { name: 'accounts-grid', path: '/accounts', title: 'Accounts', area: 'facilities', ...page('accounts') },
  { name: 'account-details', path: '/accounts/:externalId', title: 'Account', area: 'facilities', ...page('accounts'), reachedFrom: 'accounts-grid' },
  { name: 'contracts-grid', path: '/contracts', title: 'Contracts', area: 'facilities', ...page('contracts') },
  { name: 'contract-details', path: '/contracts/:externalId', title: 'Contract', area: 'facilities', ...page('contracts'), reachedFrom: 'contracts-grid' },
  { name: 'locations-table', path: '/locations', title: 'Locations', area: 'facilities', ...page('locations') },
  { name: 'location-details', path: '/locations/:externalId', title: 'Location', area: 'facilities', ...page('locations'), reachedFrom: 'locations-table' },
  { name: 'picklist-value-table-form', path: '/picklist-values', title: 'Pick Lists', area: 'facilities', ...page('picklist-values') },
];

/** Where a successful sign-in lands (spec 1 §2), also the return target of several screens. */
export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const IE_PATH = '/ie';

/** What each route carries as its `handle`, read by the shell (document title, page heading). */
export interface RouteHandle {
  name: string;
  title: string;
}

export function routeByName(name: string): PageRoute | undefined {
  return PAGE_ROUTES.find((r) => r.name === name);
}

/** The route of a name the table surely has (menus name their pages): a missing one is a wiring bug. */
export function routeNamed(name: string): PageRoute {
  const route = routeByName(name);
  if (!route) throw new Error(`EquipDesk has no route named ${name}.`);
  return route;
}

/** True when the user may open the page: one of its grants (the page asks the same before showing anything). */
export function mayOpen(route: Pick<PageRoute, 'opens'>, entries: readonly PermissionEntry[]): boolean {
  return route.opens.some((grant) => isAllowed(entries, grant.area, grant.action));
}

/** True when the page belongs in the user's menus: NAVIGATE on its area (spec 1 §6), and they may open it. */
export function belongsInMenu(route: Pick<PageRoute, 'navigate' | 'opens'>, entries: readonly PermissionEntry[]): boolean {
  return canNavigate(entries, route.navigate) && mayOpen(route, entries);
}
