/**
 * The route table of spec 3 §2.1 as data: every path, its spec name, the page's name and the
 * area module that renders it. The router is built from this table; area modules are loaded
 * lazily, one chunk per area.
 */

export const AREAS = ['admin', 'facilities', 'tasks', 'assets', 'orders', 'uploads', 'reports', 'dashboard'] as const;
export type AreaName = (typeof AREAS)[number];

export interface PageRoute {
  /** The spec's route name (users-table, asset-upload-form, ...). */
  name: string;
  path: string;
  /** The page's name: its heading and the document title. */
  title: string;
  area: AreaName;
}

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
  { name: 'home', path: '/', title: 'Dashboard', area: 'dashboard' },
  { name: 'dashboard', path: '/dashboard', title: 'Dashboard', area: 'dashboard' },

  { name: 'assets-table', path: '/assets', title: 'Assets', area: 'assets' },
  { name: 'productivity-filters-form', path: '/assets/productivity', title: 'Productivity Details', area: 'assets' },
  { name: 'utilization-export-form', path: '/assets/utilization', title: 'Utilization Export Requests', area: 'assets' },
  { name: 'product-models-table', path: '/models', title: 'Product Models', area: 'assets' },
  { name: 'products-table', path: '/products', title: 'Products', area: 'assets' },

  { name: 'asset-upload-form', path: '/assets/upload', title: 'Upload Assets', area: 'uploads' },
  { name: 'asset-uploads-table', path: '/assets/uploads', title: 'Asset Upload History', area: 'uploads' },
  { name: 'location-upload-form', path: '/locations/upload', title: 'Upload Locations', area: 'uploads' },
  { name: 'location-uploads-table', path: '/locations/uploads', title: 'Location Upload History', area: 'uploads' },
  { name: 'account-upload-form', path: '/accounts/upload', title: 'Upload Accounts', area: 'uploads' },
  { name: 'account-uploads-table', path: '/accounts/uploads', title: 'Account Upload History', area: 'uploads' },

  { name: 'productivity-report', path: '/reports/productivity', title: 'Productivity Report', area: 'reports' },
  { name: 'utilization-filters-form', path: '/reports/utilization', title: 'Utilization Metrics', area: 'reports' },
  {
    name: 'asset-utilization-trends',
    path: '/reports/asset-utilization-trends',
    title: 'Asset Utilization Trends',
    area: 'reports',
  },
  { name: 'stock-status-report', path: '/reports/stock-status-report', title: 'Stock Status', area: 'reports' },
  { name: 'metric-details-report', path: '/reports/:name', title: 'Metric Details', area: 'reports' },

  { name: 'orders-table', path: '/orders', title: 'Orders', area: 'orders' },
  { name: 'place-new-order', path: '/orders/new', title: 'Place New Order', area: 'orders' },

  { name: 'site-visits-table', path: '/visits', title: 'Manage Visits', area: 'tasks' },
  { name: 'order-alerts-table', path: '/alerts/orders', title: 'Order Alerts', area: 'tasks' },
  { name: 'par-alerts-table', path: '/alerts/par', title: 'PAR Alerts', area: 'tasks' },
  { name: 'pm-alerts-table', path: '/alerts/pm', title: 'PM Alerts', area: 'tasks' },

  { name: 'permissions-table', path: '/permissions', title: 'Permissions', area: 'admin' },
  { name: 'roles-table', path: '/roles', title: 'Roles', area: 'admin' },
  { name: 'role-details', path: '/roles/:id', title: 'Role', area: 'admin' },
  { name: 'users-table', path: '/users', title: 'Users', area: 'admin' },
  { name: 'user-details', path: '/users/:externalId', title: 'User', area: 'admin' },
  { name: 'user-profile', path: '/profile', title: 'Profile', area: 'admin' },
  { name: 'change-password', path: '/change-password', title: 'Change Password', area: 'admin' },
  { name: 'enterprises-table', path: '/enterprises', title: 'Enterprises', area: 'admin' },
  { name: 'enterprise-details', path: '/enterprises/:externalId', title: 'Enterprise', area: 'admin' },
  { name: 'sync-configurations', path: '/sync/config', title: 'Sync Configurations', area: 'admin' },

  { name: 'facilities-grid', path: '/facilities', title: 'Facilities', area: 'facilities' },
  { name: 'facility-details', path: '/facilities/:externalId', title: 'Facility', area: 'facilities' },
  { name: 'accounts-grid', path: '/accounts', title: 'Accounts', area: 'facilities' },
  { name: 'account-details', path: '/accounts/:externalId', title: 'Account', area: 'facilities' },
  { name: 'contracts-grid', path: '/contracts', title: 'Contracts', area: 'facilities' },
  { name: 'contract-details', path: '/contracts/:externalId', title: 'Contract', area: 'facilities' },
  { name: 'locations-table', path: '/locations', title: 'Locations', area: 'facilities' },
  { name: 'location-details', path: '/locations/:externalId', title: 'Location', area: 'facilities' },
  { name: 'picklist-value-table-form', path: '/picklist-values', title: 'Pick Lists', area: 'facilities' },
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
