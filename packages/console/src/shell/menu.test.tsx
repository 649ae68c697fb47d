import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '@equipdesk/permissions';
import { ADMIN_PERMISSIONS, CAREGIVER_PERMISSIONS } from '../testing/fixtures';
import { MENUS, visibleNavigation } from './menu';

const nav = (...values: string[]): PermissionEntry[] => values.map((value) => ({ value, type: 'NAVIGATE', context: 'MENU' }));
const labels = (entries: PermissionEntry[]) =>
  visibleNavigation(entries).menus.map((menu) => [menu.label, menu.items.map((item) => item.label)]);

describe('visibleNavigation', () => {
  it('shows every menu and item of spec 1 to a user who may navigate everywhere', () => {
    const { home, menus } = visibleNavigation(ADMIN_PERMISSIONS);
    expect(home?.href).toBe('/dashboard');
    expect(menus.map((m) => m.label)).toEqual(['Assets', 'Orders', 'Tasks', 'Users', 'Facilities']);
    expect(menus).toEqual(MENUS);
    expect(menus.flatMap((m) => m.items).length).toBe(26);
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
    expect(labels(nav('assets'))).toEqual([['Assets', ['Assets']]]);
    expect(labels([{ value: 'users', type: 'VIEW', context: 'URI' }])).toEqual([]);
    expect(labels(nav('assets/uploads'))).toEqual([['Assets', ['Upload Assets', 'Upload History']]]);
  });

  it('puts each item of the spec table under its area', () => {
    expect(labels(nav('reports/utilization', 'assets/productivity'))).toEqual([
      ['Assets', ['Productivity Details', 'Utilization Metrics']],
    ]);
    expect(labels(nav('stock/status', 'picklist-values', 'locations/uploads'))).toEqual([
      ['Facilities', ['Upload Locations', 'Location Upload History', 'Pick Lists', 'Stock Status']],
    ]);
    expect(labels(nav('visits', 'alerts/par', 'alerts/pm'))).toEqual([['Tasks', ['Manage Visits', 'PAR Alerts', 'PM Alerts']]]);
    expect(labels(nav('enterprises', 'permissions', 'roles', 'users'))).toEqual([
      ['Users', ['Enterprises', 'Permissions', 'Roles', 'Users']],
    ]);
  });
});
