/**
 * The top navigation of spec 1 §2 as data, and the pure filter that keeps what a user may see:
 * an item needs NAVIGATE on its area; a menu without a visible item is hidden.
 */
import { canNavigate } from '@equipdesk/permissions';
import type { PermissionEntry } from '@equipdesk/permissions';

export interface MenuItem {
  id: string;
  label: string;
  href: string;
  /** The area whose NAVIGATE entry shows this item. */
  area: string;
}

export interface Menu {
  id: string;
  label: string;
  items: readonly MenuItem[];
}

/** Home is a single link rather than a menu. */
export const HOME_ITEM: MenuItem = { id: 'home', label: 'Home', href: '/dashboard', area: 'dashboard' };

export const MENUS: readonly Menu[] = [
  {
    id: 'assets',
    label: 'Assets',
    items: [
      { id: 'assets-table', label: 'Assets', href: '/assets', area: 'assets' },
      { id: 'products-table', label: 'Products', href: '/products', area: 'products' },
      { id: 'product-models-table', label: 'Product Models', href: '/models', area: 'models' },
      { id: 'asset-upload-form', label: 'Upload Assets', href: '/assets/upload', area: 'assets/uploads' },
      { id: 'asset-uploads-table', label: 'Upload History', href: '/assets/uploads', area: 'assets/uploads' },
      {
        id: 'productivity-filters-form',
        label: 'Productivity Details',
        href: '/assets/productivity',
        area: 'assets/productivity',
      },
      {
        id: 'utilization-filters-form',
        label: 'Utilization Metrics',
        href: '/reports/utilization',
        area: 'reports/utilization',
      },
    ],
  },
  {
    id: 'orders',
    label: 'Orders',
    items: [{ id: 'orders-table', label: 'Orders', href: '/orders', area: 'orders' }],
  },
  {
    id: 'tasks',
    label: 'Tasks',
    items: [
      { id: 'site-visits-table', label: 'Manage Visits', href: '/visits', area: 'visits' },
      { id: 'order-alerts-table', label: 'Order Alerts', href: '/alerts/orders', area: 'alerts/orders' },
      { id: 'par-alerts-table', label: 'PAR Alerts', href: '/alerts/par', area: 'alerts/par' },
      { id: 'pm-alerts-table', label: 'PM Alerts', href: '/alerts/pm', area: 'alerts/pm' },
    ],
  },
  {
    id: 'users',
    label: 'Users',
    items: [
      { id: 'enterprises-table', label: 'Enterprises', href: '/enterprises', area: 'enterprises' },
      { id: 'permissions-table', label: 'Permissions', href: '/permissions', area: 'permissions' },
      { id: 'roles-table', label: 'Roles', href: '/roles', area: 'roles' },
      { id: 'users-table', label: 'Users', href: '/users', area: 'users' },
    ],
  },
  {
    id: 'facilities',
    label: 'Facilities',
    items: [
      { id: 'facilities-grid', label: 'Facilities', href: '/facilities', area: 'facilities' },
      { id: 'accounts-grid', label: 'Accounts', href: '/accounts', area: 'accounts' },
      { id: 'account-upload-form', label: 'Upload Accounts', href: '/accounts/upload', area: 'accounts/uploads' },
      {
        id: 'account-uploads-table',
        label: 'Account Upload History',
        href: '/accounts/uploads',
        area: 'accounts/uploads',
      },
      { id: 'contracts-grid', label: 'Contracts', href: '/contracts', area: 'contracts' },
      { id: 'locations-table', label: 'Locations', href: '/locations', area: 'locations' },
      { id: 'location-upload-form', label: 'Upload Locations', href: '/locations/upload', area: 'locations/uploads' },
      {
        id: 'location-uploads-table',
        label: 'Location Upload History',
        href: '/locations/uploads',
        area: 'locations/uploads',
      },
      { id: 'picklist-value-table-form', label: 'Pick Lists', href: '/picklist-values', area: 'picklist-values' },
      {
        id: 'stock-status-report',
        label: 'Stock Status',
        href: '/reports/stock-status-report',
        area: 'stock/status',
      },
    ],
  },
];

export interface VisibleNavigation {
  home: MenuItem | null;
  menus: Menu[];
}

/** The navigation a user sees with these permission entries. */
export function visibleNavigation(entries: readonly PermissionEntry[]): VisibleNavigation {
  const menus: Menu[] = [];
  for (const menu of MENUS) {
    const items = menu.items.filter((item) => canNavigate(entries, item.area));
    if (items.length > 0) menus.push({ ...menu, items });
  }
  return { home: canNavigate(entries, HOME_ITEM.area) ? HOME_ITEM : null, menus };
}
