/**
 * The top navigation of spec 1 §2 as data, and the pure filter that keeps what a user may see: an item
 * needs NAVIGATE on its area (the spec's table) and leads to a page the user may open (routes.tsx), so no
 * item ends on "You do not have privilege"; a menu without a visible item is hidden. Beyond the spec's
 * table: a Reports menu with every report, the utilization export requests beside the productivity ones,
 * and the sync configurations with the administration (docs/DECISIONS.md "Menus"): every page of the route
 * table a user may open is in their menus, or reached from a page that is.
 */
import type { PermissionEntry } from '@equipdesk/permissions';
import { canNavigate } from '@equipdesk/permissions';
import { mayOpen, routeNamed } from '../routes';

export interface MenuItem {
  id: string;
  label: string;
  href: string;
  /** The area whose NAVIGATE entry shows this item. */
  area: string;
  /** The route the item opens (its name in routes.tsx). */
  route: string;
}

export interface Menu {
  id: string;
  label: string;
  items: readonly MenuItem[];
}

/** An item opening the route `name`, named as its page (or `label`), shown with NAVIGATE on `area` (by default the route's own). */
function item(name: string, label?: string, area?: string): MenuItem {
  const route = routeNamed(name);
  return { id: name, label: label ?? route.title, href: route.path, area: area ?? route.navigate, route: name };
}

/** Home is a single link rather than a menu. */
export const HOME_ITEM: MenuItem = item('dashboard', 'Home');

export const MENUS: readonly Menu[] = [
  {
    id: 'assets',
    label: 'Assets',
    items: [
      item('assets-table'),
      item('products-table'),
      item('product-models-table'),
      item('asset-upload-form'),
      item('asset-uploads-table', 'Upload History'),
      item('productivity-filters-form'),
      item('utilization-export-form'),
      item('utilization-filters-form'),
    ],
  },
  {
    id: 'orders',
    label: 'Orders',
    items: [item('orders-table')],
  },
  {
    id: 'tasks',
    label: 'Tasks',
    items: [
      item('site-visits-table'),
      item('order-alerts-table'),
      item('par-alerts-table'),
      item('pm-alerts-table'),
    ],
  },
  {
    id: 'users',
    label: 'Users',
    items: [
      item('enterprises-table'),
      item('permissions-table'),
      item('roles-table'),
      item('users-table'),
      item('sync-configurations'),
      item('audit-log'),
    ],
  },
  {
    id: 'facilities',
    label: 'Facilities',
    items: [
      item('facilities-grid'),
      item('accounts-grid'),
      item('account-upload-form'),
      item('account-uploads-table'),
      item('contracts-grid'),
      item('locations-table'),
      item('location-upload-form'),
      item('location-uploads-table'),
      item('picklist-value-table-form'),
      // The spec's table names `stock/status` for this item; the Reports menu's shows with the report's own area.
      item('stock-status-report', 'Stock Status', 'stock/status'),
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    items: [
      item('productivity-report'),
      item('asset-utilization-trends', 'Utilization Trends'),
      item('utilization-filters-form'),
      item('stock-status-report'),
    ],
  },
];

/** The user menu's pages (spec 1 §2), shown to every signed-in user beside Signout. */
export const USER_MENU_ITEMS: readonly MenuItem[] = [item('user-profile'), item('change-password')];

export interface VisibleNavigation {
  home: MenuItem | null;
  menus: Menu[];
}

/** Whether the user sees a menu item: NAVIGATE on its area, and its page opens for them. */
export function showsItem(entries: readonly PermissionEntry[], menuItem: MenuItem): boolean {
  return canNavigate(entries, menuItem.area) && mayOpen(routeNamed(menuItem.route), entries);
}

/** The navigation a user sees with these permission entries. */
export function visibleNavigation(entries: readonly PermissionEntry[]): VisibleNavigation {
  const menus: Menu[] = [];
  for (const menu of MENUS) {
    const items = menu.items.filter((menuItem) => showsItem(entries, menuItem));
    if (items.length > 0) menus.push({ ...menu, items });
  }
  return { home: showsItem(entries, HOME_ITEM) ? HOME_ITEM : null, menus };
}
