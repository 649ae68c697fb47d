/**
 * The dashboard's filters, kept in the address (`/dashboard?accounts=…&models=…`) so a filtered dashboard survives a
 * reload and can be shared; and where a chart segment leads: the assets or orders list filtered to exactly the rows
 * the segment counts, with the dashboard's filters carried over (both lists show ACTIVE rows by default, as the
 * statistics count; an order segment also carries the window of creation times its statistic counted).
 */
import { DELIVERED_ORDER_STATUSES, statusesOfAvailability } from '@equipdesk/api-client/contract';
import type { AssetAvailability, DashboardQuery, OrderCompliance, VerificationBucket } from '@equipdesk/api-client/contract';

export interface DashboardFilters {
  accounts: string[];
  models: string[];
  businessTypes: string[];
  serviceTypes: string[];
}

export const NO_FILTERS: DashboardFilters = { accounts: [], models: [], businessTypes: [], serviceTypes: [] };

/** The names of the filters in the dashboard's address, in the bar's order. */
const DASHBOARD_FILTER_PARAMS = Object.keys(NO_FILTERS) as (keyof DashboardFilters)[];

/** The dashboard's filters as its address gives them. */
export function filtersFromParams(params: URLSearchParams): DashboardFilters {
  const out = { ...NO_FILTERS };
  for (const name of DASHBOARD_FILTER_PARAMS) out[name] = params.getAll(name).filter((value) => value !== '');
  return out;
}

/** The address's params with the filters written in place of the ones it had; other params are kept. */
export function paramsWithFilters(params: URLSearchParams, filters: DashboardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of DASHBOARD_FILTER_PARAMS) {
    next.delete(name);
    for (const value of filters[name]) next.append(name, value);
  }
  return next;
}

export function asQuery(filters: DashboardFilters): DashboardQuery {
  return { ...filters };
}

function listHref(path: '/assets' | '/orders', all: Record<string, readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [name, values] of Object.entries(all)) for (const value of values) params.append(name, value);
  return `${path}?${params.toString()}`;
}

function assetsHref(filters: DashboardFilters, extra: Record<string, string[]>): string {
  return listHref('/assets', { ...filters, ...extra });
}

/** The assets of one utilization status (a slice of Assets Status Breakdown). */
export function statusHref(filters: DashboardFilters, status: string): string {
  return assetsHref(filters, { utilizationStatuses: [status] });
}

/** The assets of one model counted as one availability (a segment of Availability by Model). */
export function availabilityHref(filters: DashboardFilters, model: string, availability: AssetAvailability): string {
  return assetsHref(filters, { models: [model], utilizationStatuses: statusesOfAvailability(availability) });
}

/** The window of creation times an order statistic counted (its answer's `from` and `to`). */
export interface OrderWindow {
  from: string;
  to: string;
}

/** The orders an order chart item counts: its window, the dashboard's filters and the item's own filters. */
export function ordersHref(filters: DashboardFilters, window: OrderWindow, extra: Record<string, readonly string[]>): string {
  return listHref('/orders', { createdFrom: [window.from], createdTo: [window.to], ...filters, ...extra });
}

/** The orders of one status and type (a segment of Today's Orders). */
export function orderStatusHref(filters: DashboardFilters, window: OrderWindow, orderStatus: string, type: string): string {
  return ordersHref(filters, window, { orderStatuses: [orderStatus], orderTypes: [type] });
}

/** The delivered orders of one type (a bar of Average Delivery Times: the orders its average is taken over). */
export function deliveredHref(filters: DashboardFilters, window: OrderWindow, type: string): string {
  return ordersHref(filters, window, { orderTypes: [type], orderStatuses: [...DELIVERED_ORDER_STATUSES] });
}

/** The delivered orders of one compliance (a slice of Order Compliance). */
export function complianceHref(filters: DashboardFilters, window: OrderWindow, compliance: OrderCompliance): string {
  return ordersHref(filters, window, { compliance: [compliance] });
}

/** The assets of one model last verified within one bucket (a segment of Last Verified by Model). */
export function verificationHref(filters: DashboardFilters, model: string, bucket: VerificationBucket): string {
  return assetsHref(filters, { models: [model], verificationBuckets: [bucket] });
}

/** The assets of one patient care unit, "No unit" included (a bar of Assets by Patient Care Unit). */
export function patientCareUnitHref(filters: DashboardFilters, unit: string): string {
  return assetsHref(filters, { patientCareUnits: [unit] });
}
