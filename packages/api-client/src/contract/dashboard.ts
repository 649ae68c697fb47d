/**
 * Dashboard statistics (spec 3 §2.12, §3 "Order statistics", §7 "Dashboard"). The spec leaves the
 * inner shapes open; these are the fields its charts name.
 */
import type { AssetAvailability, OrderStatus, OrderType, VerificationBucket } from './enums';

/** Filters every stats call takes. */
export interface DashboardQuery {
  accounts?: string[];
  models?: string[];
  serviceTypes?: string[];
  businessTypes?: string[];
  locations?: string[];
  /** Minutes between points of summaryPast24. */
  timeGap?: number;
  [filter: string]: string | number | string[] | undefined;
}

export const ORDER_STATS = [
  'summaryPast24Grouped',
  'summaryPast24ByLocation',
  'summaryPast24ByModel',
  'summaryPast24',
  'summaryPast24Completion',
  'summaryPast24Compliance',
] as const;
export type OrderStat = (typeof ORDER_STATS)[number];

export const ASSET_STATS = [
  'utilizationOverall',
  'availabilityByProductGrouped',
  'verifiedByProduct',
  'commissionedOverall',
  'assetsByPatientCareUnit',
] as const;
export type AssetStat = (typeof ASSET_STATS)[number];

/** One item of an order stats answer; each chart reads the fields it groups by. */
export interface OrderStatistic {
  status?: string;
  type?: OrderType | string;
  orderStatus?: OrderStatus | string;
  /** Location or model group of the by-location and by-model charts. */
  groupName?: string;
  /** Hour of day (0-23) of the hourly summary. */
  hour?: number;
  count: number;
  compliant?: number;
  nonCompliant?: number;
  /** Average delivery time in minutes. */
  averageMinutes?: number;
}

/** GET stats/assets/commissionedOverall (result). */
export interface CommissionedStatistic {
  commissioned: number;
  total: number;
}

/** One item of the other asset stats answers. */
export interface AssetStatistic {
  /** Model code, patient care unit or utilization status, by chart. */
  groupName: string;
  availability?: AssetAvailability;
  verification?: VerificationBucket;
  utilizationStatus?: string;
  count: number;
}
