/**
 * The dashboard's tabs (spec 3 §2.12) and who sees each: ASSETS with dashboard/assets VIEW; ORDERS with
 * dashboard/orders VIEW and a user type of A2 or BOTH; PLACE NEW ORDER with dashboard/orders NEW. The chosen tab
 * is remembered in local storage; a remembered tab the user may no longer see falls back to the first one shown.
 */
import { allowedActions } from '@equipdesk/permissions';
import type { PermissionEntry, UserType } from '@equipdesk/api-client/contract';

export const DASHBOARD_TABS = ['assets', 'orders', 'place-order'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_LABELS: Readonly<Record<DashboardTab, string>> = {
  assets: 'ASSETS',
  orders: 'ORDERS',
  'place-order': 'PLACE NEW ORDER',
};

/** Where the chosen tab is remembered. */
export const DASHBOARD_TAB_KEY = 'equipdesk.dashboard.tab';

export interface DashboardGrants {
  tabs: DashboardTab[];
  /** The filter bar of a tab: FILTER on its dashboard entry; never on the place-order tab. */
  filters: Readonly<Record<DashboardTab, boolean>>;
}

export function dashboardGrants(entries: readonly PermissionEntry[], userType: UserType | undefined): DashboardGrants {
  const assets = allowedActions(entries, 'dashboard/assets');
  const orders = allowedActions(entries, 'dashboard/orders');
  const tabs: DashboardTab[] = [];
  if (assets.VIEW) tabs.push('assets');
  if (orders.VIEW && (userType === 'A2' || userType === 'BOTH')) tabs.push('orders');
  if (orders.NEW) tabs.push('place-order');
  return { tabs, filters: { assets: assets.FILTER, orders: orders.FILTER, 'place-order': false } };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled: the choice then lasts as long as the page.
    return null;
  }
}

export function rememberedTab(shown: readonly DashboardTab[]): DashboardTab | undefined {
  const stored = storage()?.getItem(DASHBOARD_TAB_KEY);
  return shown.find((tab) => tab === stored) ?? shown[0];
}

export function rememberTab(tab: DashboardTab): void {
  storage()?.setItem(DASHBOARD_TAB_KEY, tab);
}
