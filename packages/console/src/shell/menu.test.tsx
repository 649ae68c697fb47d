import { describe, expect, it } from 'vitest';
import { ACTION_GRANTS } from '@equipdesk/permissions';
import type { PermissionEntry } from '@equipdesk/permissions';
import { PAGE_ROUTES, belongsInMenu, mayOpen } from '../routes';
import type { PageRoute } from '../routes';
import { ADMIN_PERMISSIONS, CAREGIVER_PERMISSIONS } from '../testing/fixtures';
import { HOME_ITEM, MENUS, USER_MENU_ITEMS, visibleNavigation } from './menu';

const nav = (...values: string[]): PermissionEntry[] => values.map((value) => ({ value, type: 'NAVIGATE', context: 'MENU' }));
const view = (...values: string[]): PermissionEntry[] => values.map((value) => ({ value, type: 'VIEW', context: 'URI' }));
/** NAVIGATE and VIEW on each area: the menu item and the page it opens. */
const open = (...values: string[]): PermissionEntry[] => [...nav(...values), ...view(...values)];
const labels = (entries: PermissionEntry[]) =>
  visibleNavigation(entries).menus.map((menu) => [menu.label, menu.items.map((item) => item.label)]);
/** Every address the user's navigation leads to: Home, the menus' items and the user menu's. */
const hrefs = (entries: PermissionEntry[]) => {
  const { home, menus } = visibleNavigation(entries);
  return new Set([...(home ? [home.href] : []), ...menus.flatMap((m) => m.items.map((i) => i.href)), ...USER_MENU_ITEMS.map((i) => i.href)]);
};
/** The entries of a route's first grant, with NAVIGATE on its area: exactly what opens it from a menu. */
const grantsOf = (route: PageRoute): PermissionEntry[] => {
  const [grant] = route.opens;
  return [...nav(route.navigate), { value: grant!.area, type: ACTION_GRANTS[grant!.action][0]!, context: 'URI' }];
};

describe('visibleNavigation', () => {
  it('shows every menu and item to a user who may navigate to and open every page', () => {
    const { home, menus } = visibleNavigation(ADMIN_PERMISSIONS);
    expect(home?.href).toBe('/dashboard');
    expect(menus.map((m) => m.label)).toEqual(['Assets', 'Orders', 'Tasks', 'Users', 'Facilities', 'Reports']);
    expect(menus).toEqual(MENUS);
    expect(menus.flatMap((m) => m.items).length).toBe(33);
  });

  it('keeps only the items whose area the user may navigate, and hides empty menus', () => {
    expect(labels(CAREGIVER_PERMISSIONS)).toEqual([
      ['Orders', ['Orders']],
      ['Tasks', ['Order Alerts']],
    ]);
    expect(visibleNavigation(CAREGIVER_PERMISSIONS).home?.label).toBe('Home');
  });

  it('shows nothing to a user without permissions', () => {
    expect(visibleNavigation([])).toEqual({ home: null, menus: [] });
  });

  it('needs NAVIGATE on the exact area: a parent area or another type does not count', () => {
    expect(labels(open('assets'))).toEqual([['Assets', ['Assets']]]);
    expect(labels(view('users'))).toEqual([]);
    expect(labels([...nav('assets/uploads'), ...view('assets')])).toEqual([['Assets', ['Upload History']]]);
  });

  it('shows no item whose page would refuse the user: NAVIGATE without the grant that opens the page', () => {
    expect(labels(nav('assets', 'users', 'reports/productivity'))).toEqual([]);
    // The upload form needs UPLOAD; its history VIEW.
    expect(labels([...open('assets/uploads'), { value: 'assets/uploads', type: 'UPLOAD', context: 'URI' }])).toEqual([
      ['Assets', ['Upload Assets', 'Upload History']],
    ]);
  });

  it('puts each item of the spec table under its area, and every report under Reports', () => {
    expect(labels(open('reports/utilization', 'assets/productivity'))).toEqual([
      ['Assets', ['Productivity Details', 'Utilization Metrics']],
      ['Reports', ['Utilization Metrics']],
    ]);
    // The spec's Stock Status item needs stock/status; the page itself VIEW on its report.
    expect(labels([...open('picklist-values', 'locations/uploads'), ...nav('stock/status'), ...view('reports/stock-status-report')])).toEqual([
      ['Facilities', ['Location Upload History', 'Pick Lists', 'Stock Status']],
    ]);
    expect(labels(open('visits', 'alerts/par', 'alerts/pm'))).toEqual([['Tasks', ['Manage Visits', 'PAR Alerts', 'PM Alerts']]]);
    expect(labels(open('enterprises', 'permissions', 'roles', 'users', 'sync/config', 'audit-log'))).toEqual([
      ['Users', ['Enterprises', 'Permissions', 'Roles', 'Users', 'Sync Configurations', 'Audit Log']],
    ]);
    expect(labels(open('reports/productivity', 'reports/asset-utilization-trends', 'reports/stock-status-report'))).toEqual([
      ['Reports', ['Productivity Report', 'Utilization Trends', 'Stock Status']],
    ]);
  });

  it.each(PAGE_ROUTES.filter((route) => !route.reachedFrom).map((route) => [route.path, route] as const))(
    'leads to %s for a user who holds exactly what opens it from a menu',
    (path, route) => {
      const entries = grantsOf(route);
      expect(belongsInMenu(route, entries)).toBe(true);
      expect([...hrefs(entries)]).toContain(path);
    },
  );

  it('leads to a page from every page that is reached from another one, for the same grants', () => {
    for (const route of PAGE_ROUTES.filter((r) => r.reachedFrom && r.reachedFrom !== 'user-menu')) {
      const from = PAGE_ROUTES.find((r) => r.name === route.reachedFrom);
      expect(from, route.name).toBeDefined();
      expect(from!.reachedFrom, `${route.name} is reached from a menu's page`).toBeUndefined();
    }
    expect(PAGE_ROUTES.filter((r) => r.reachedFrom === 'user-menu').map((r) => r.path).sort()).toEqual(USER_MENU_ITEMS.map((i) => i.href).sort());
  });

  it('opens Home on the dashboard for a user with any dashboard tab', () => {
    expect(HOME_ITEM.href).toBe('/dashboard');
    const dashboard = PAGE_ROUTES.find((r) => r.path === '/dashboard')!;
    expect(mayOpen(dashboard, [{ value: 'dashboard/orders', type: 'NEW', context: 'URI' }])).toBe(true);
    expect(mayOpen(dashboard, nav('dashboard'))).toBe(false);
  });
});
