/**
 * Dashboard statistics (spec 3 §2.12, §3 "Order statistics", §7 "Dashboard"). The spec leaves the
 * inner shapes open; these are the fields its charts name.
 */
import type { AssetAvailability, OrderStatus, OrderType, UtilizationStatus, VerificationBucket } from './enums';
import type { ListResponse } from './envelopes';

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
  /**
   * The id behind the group where there is one (the delivery location's or the model's externalId of the by-location
   * and by-model charts), for links to the orders list.
   */
  groupId?: string;
  /** UTC hour of day (0-23) of the start of a point of the hourly summary. */
  hour?: number;
  /** First second of a point of the hourly summary (ISO, UTC): the orders list's createdFrom. */
  from?: string;
  /** Last second of a point of the hourly summary, that whole second included: the orders list's createdTo. */
  to?: string;
  count: number;
  /** Delivered orders (COMPLETED or PARTIAL) delivered by their promised time (summaryPast24Compliance). */
  compliant?: number;
  /** Delivered orders delivered after their promised time (summaryPast24Compliance). */
  nonCompliant?: number;
  /** Average delivery time in minutes, from creation to completion, of the `count` delivered orders. */
  averageMinutes?: number;
}

/**
 * What every order stats call answers: the items, and the window of creation times they count (the past 24 hours
 * to the second), so a link to the orders list can name the very same orders with createdFrom and createdTo.
 */
export interface OrderStatsResponse extends ListResponse<OrderStatistic> {
  /** First second counted (ISO, UTC). */
  from: string;
  /** Last second counted, that whole second included (ISO, UTC). */
  to: string;
}

/** How many hours back the order statistics look. */
export const ORDER_STATS_HOURS = 24;
/** summaryPast24's timeGap: minutes between points, a whole number from MIN to MAX, DEFAULT when not given. */
export const ORDER_TIME_GAP = { DEFAULT: 60, MIN: 5, MAX: 1440 } as const;
/** Order By Location and Order By Model show the top groups only (spec 3 §2.12). */
export const ORDER_STATS_TOP_GROUPS = 5;
/** The group of Order By Location for orders without a delivery location. */
export const NO_DELIVERY_LOCATION = 'No location';

/**
 * Order statuses of a delivered order: Average Delivery Times and Order Compliance count these (a PARTIAL order was
 * delivered, in part, at its completion time).
 */
export const DELIVERED_ORDER_STATUSES = ['COMPLETED', 'PARTIAL'] as const satisfies readonly OrderStatus[];

/**
 * A delivered order is COMPLIANT when it was completed by its promised time (or nothing was promised), NON_COMPLIANT
 * when after it; the orders list filters by it (`compliance`), so an Order Compliance slice opens exactly its orders.
 */
export const ORDER_COMPLIANCES = ['COMPLIANT', 'NON_COMPLIANT'] as const;
export type OrderCompliance = (typeof ORDER_COMPLIANCES)[number];

/** GET stats/assets/commissionedOverall (result). */
export interface CommissionedStatistic {
  commissioned: number;
  total: number;
}

/** One item of the other asset stats answers. */
export interface AssetStatistic {
  /** Model code, patient care unit or utilization status, by chart. */
  groupName: string;
  /** The id behind the group where there is one (the model's externalId of the by-model charts), for links. */
  groupId?: string;
  availability?: AssetAvailability;
  verification?: VerificationBucket;
  utilizationStatus?: string;
  count: number;
}

/**
 * Which availability each utilization status counts as on the dashboard (DECISIONS.md "Dashboard"): in use for a
 * patient is UTILIZED, ready on a shelf or at par is AVAILABLE, on its way back to service is TRANSITION, and
 * unaccounted for is UNKNOWN. An asset without a status, or with one outside the pick list, counts as UNKNOWN.
 */
export const AVAILABILITY_OF_STATUS: Readonly<Record<UtilizationStatus, AssetAvailability>> = {
  'IN USE': 'UTILIZED',
  'CLINICAL NEED': 'UTILIZED',
  INVENTORY: 'AVAILABLE',
  'STAND BY': 'AVAILABLE',
  PAR: 'AVAILABLE',
  DECON: 'TRANSITION',
  SOILED: 'TRANSITION',
  MOVE: 'TRANSITION',
  BIOMED: 'TRANSITION',
  'OFF SITE': 'TRANSITION',
  EDUCATION: 'TRANSITION',
  'BROKEN / AM': 'TRANSITION',
  UNKNOWN: 'UNKNOWN',
  LOST: 'UNKNOWN',
  INACTIVATED: 'UNKNOWN',
};

/** The availability of one status: UNKNOWN without a status or for one outside the pick list. */
export function availabilityOfStatus(status: string | null | undefined): AssetAvailability {
  return status && Object.hasOwn(AVAILABILITY_OF_STATUS, status) ? AVAILABILITY_OF_STATUS[status as UtilizationStatus] : 'UNKNOWN';
}

/** The utilization statuses that count as an availability: the filter of the assets list behind a chart segment. */
export function statusesOfAvailability(availability: AssetAvailability): UtilizationStatus[] {
  return (Object.keys(AVAILABILITY_OF_STATUS) as UtilizationStatus[]).filter((status) => AVAILABILITY_OF_STATUS[status] === availability);
}

/**
 * The verification ageing buckets of "Last Verified by Model" by days since the last scan, each up to and including
 * its bound; older than the last bound is 'more than a year', never scanned is 'not scanned'.
 */
export const VERIFICATION_BUCKET_DAYS: readonly (readonly [VerificationBucket, number])[] = [
  ['this week', 7],
  ['this month', 30],
  ['this quarter', 90],
  ['within six months', 180],
  ['more than six months', 365],
];

/** The group of "Assets by Patient Care Unit" for assets without a location, or whose location has no unit. */
export const NO_PATIENT_CARE_UNIT = 'No unit';
