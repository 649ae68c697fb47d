import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionEntry } from '@equipdesk/api-client/contract';
import { availabilityHref, complianceHref, deliveredHref, filtersFromParams, NO_FILTERS, orderStatusHref, ordersHref, paramsWithFilters, statusHref } from './links';
import { DASHBOARD_TAB_KEY, dashboardGrants, rememberedTab, rememberTab } from './tabs';

const uri = (value: string, ...types: PermissionEntry['type'][]): PermissionEntry[] => types.map((type) => ({ value, type, context: 'URI' }));

describe('dashboard tabs', () => {
  afterEach(() => localStorage.removeItem(DASHBOARD_TAB_KEY));

  it('shows ASSETS with dashboard/assets VIEW, ORDERS with dashboard/orders VIEW for A2 or BOTH, PLACE NEW ORDER with NEW', () => {
    const all = [...uri('dashboard/assets', 'VIEW', 'FILTER'), ...uri('dashboard/orders', 'VIEW', 'NEW')];
    expect(dashboardGrants(all, 'BOTH').tabs).toEqual(['assets', 'orders', 'place-order']);
    expect(dashboardGrants(all, 'A2').tabs).toEqual(['assets', 'orders', 'place-order']);
    expect(dashboardGrants(all, 'CAPITAL').tabs).toEqual(['assets', 'place-order']);
    expect(dashboardGrants(uri('dashboard/orders', 'VIEW'), 'A2').tabs).toEqual(['orders']);
    expect(dashboardGrants([], 'BOTH').tabs).toEqual([]);
    // A VIEW on the parent entry covers both tabs, as for every page.
    expect(dashboardGrants(uri('dashboard', 'VIEW'), 'BOTH').tabs).toEqual(['assets', 'orders']);
  });

  it('gives each tab its filter bar by FILTER, never on PLACE NEW ORDER', () => {
    const grants = dashboardGrants([...uri('dashboard/assets', 'VIEW', 'FILTER'), ...uri('dashboard/orders', 'VIEW', 'NEW', 'FILTER')], 'BOTH');
    expect(grants.filters).toEqual({ assets: true, orders: true, 'place-order': false });
    expect(dashboardGrants(uri('dashboard/assets', 'VIEW'), 'BOTH').filters.assets).toBe(false);
  });

  it('remembers the chosen tab, and falls back to the first shown when it is no longer shown', () => {
    expect(rememberedTab(['assets', 'orders'])).toBe('assets');
    rememberTab('orders');
    expect(rememberedTab(['assets', 'orders'])).toBe('orders');
    expect(rememberedTab(['assets'])).toBe('assets');
    expect(rememberedTab([])).toBeUndefined();
  });
});

describe('segment links', () => {
  it('open the assets of the status or of the model and availability, with the dashboard filters', () => {
    const filters = { ...NO_FILTERS, accounts: ['a-1'], serviceTypes: ['FULL SERVICE'] };
    expect(statusHref(filters, 'BROKEN / AM')).toBe('/assets?accounts=a-1&serviceTypes=FULL+SERVICE&utilizationStatuses=BROKEN+%2F+AM');
    const href = new URL(availabilityHref(filters, 'm-1', 'AVAILABLE'), 'http://x');
    expect(href.searchParams.getAll('models')).toEqual(['m-1']);
    expect(href.searchParams.getAll('utilizationStatuses')).toEqual(['INVENTORY', 'STAND BY', 'PAR']);
    expect(href.searchParams.getAll('accounts')).toEqual(['a-1']);
  });
});

describe('order segment links', () => {
  const window = { from: '2026-11-24T19:20:05Z', to: '2026-11-25T19:20:05Z' };
  const filters = { ...NO_FILTERS, models: ['m-1', 'm-2'], businessTypes: ['RENTAL'] };
  const params = (href: string) => new URL(href, 'http://x').searchParams;

  it('open the orders of the statistic’s window with the dashboard filters and the segment’s own', () => {
    const href = orderStatusHref(filters, window, 'COMPLETED', 'STAT');
    expect(href.startsWith('/orders?')).toBe(true);
    expect(Object.fromEntries([...new Set(params(href).keys())].map((k) => [k, params(href).getAll(k)]))).toEqual({
      createdFrom: [window.from],
      createdTo: [window.to],
      models: ['m-1', 'm-2'],
      businessTypes: ['RENTAL'],
      orderStatuses: ['COMPLETED'],
      orderTypes: ['STAT'],
    });
    // A model bar names its own model in place of the filter's.
    expect(params(ordersHref(filters, window, { models: ['m-2'] })).getAll('models')).toEqual(['m-2']);
    expect(params(deliveredHref(filters, window, 'STANDARD')).getAll('orderStatuses')).toEqual(['COMPLETED', 'PARTIAL']);
    expect(params(complianceHref(NO_FILTERS, window, 'NON_COMPLIANT')).get('compliance')).toBe('NON_COMPLIANT');
  });
});

describe('dashboard filters in the address', () => {
  it('read the bar’s filters and write them back, keeping other params', () => {
    const read = filtersFromParams(new URLSearchParams('accounts=a-1&models=m-1&models=m-2&serviceTypes=&other=1'));
    expect(read).toEqual({ accounts: ['a-1'], models: ['m-1', 'm-2'], businessTypes: [], serviceTypes: [] });
    const written = paramsWithFilters(new URLSearchParams('accounts=a-1&other=1'), { ...NO_FILTERS, businessTypes: ['RENTAL', 'OWNED'] });
    expect(written.toString()).toBe('other=1&businessTypes=RENTAL&businessTypes=OWNED');
  });
});
