/**
 * Utilization trends and metrics, the stock status report and metric detail views
 * (spec 2 §2 "Asset Utilization Trends/Metrics", "Stock Status", §3, §7 "Utilization", "Stock").
 */
import type { ListQuery } from './envelopes';
import type { UtilizationStatus } from './enums';

/** One point of GET assets/utilization (the trends chart); percentage = matching / total × 100. */
export interface UtilizationSummaryItem {
  summaryDate: string;
  matching: number;
  total: number;
  /** The console maps an unknown category to UNKNOWN. */
  utilizationCategory: string | null;
}

export interface UtilizationSummaryQuery {
  startTimestamp?: string;
  endTimestamp?: string;
  facilities?: string[];
  utilizationStatuses?: string[];
  [filter: string]: string | string[] | undefined;
}

/** The optional columns a metrics query may roll up by. */
export const UTILIZATION_ROLL_UP_FIELDS = ['accountName', 'modelCode', 'serviceType', 'businessType', 'utilizationStatus'] as const;
export type UtilizationRollUpField = (typeof UTILIZATION_ROLL_UP_FIELDS)[number];

/** A row of GET utilization. */
export interface UtilizationMetricRow {
  identifier: string;
  metricDate: string;
  facilityName: string;
  accountName?: string | null;
  modelCode?: string | null;
  serviceType?: string | null;
  businessType?: string | null;
  utilizationStatus?: UtilizationStatus | string | null;
  utilizationCategory: string | null;
  matching: number;
}

/** A row of GET utilization/totals, joined to the metric rows by identifier. */
export interface UtilizationTotalRow {
  identifier: string;
  total: number;
}

export interface UtilizationMetricQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  models?: string[];
  serviceTypes?: string[];
  businessTypes?: string[];
  utilizationStatuses?: string[];
  utilizationCategories?: string[];
  rollUpFields?: string[];
  startTimestamp?: string;
  endTimestamp?: string;
}

/** A row of GET stock/status. Min and max only mean something when a model is present. */
export interface StockRow {
  facilityName: string;
  facilityUuid: string;
  locationName: string;
  locationUuid: string;
  parDefined: boolean;
  modelCode: string | null;
  modelUuid: string | null;
  modelDescription: string | null;
  minQuantity: number | null;
  maxQuantity: number | null;
  stockQuantity: number;
}

/** Where a stock stands against its par level: below the minimum, within, above the maximum. */
export type ParLevelState = 'SHORT' | 'WITHIN' | 'OVER';

/** The words of each par level state, shown beside the count (never colour alone): the PAR alerts' and the stock report's. */
export const PAR_LEVEL_LABELS: Readonly<Record<ParLevelState, string>> = { SHORT: 'Short', WITHIN: 'Within par', OVER: 'Over' };

/** A stock against its minimum and maximum (both included in par). */
export function parLevelState(stock: number, min: number, max: number): ParLevelState {
  if (stock < min) return 'SHORT';
  if (stock > max) return 'OVER';
  return 'WITHIN';
}

/** An asset of GET stock/details (the expanded stock row). */
export interface StockAsset {
  externalId?: string;
  serialNumber: string;
  preventiveMaintainenceDate: string | null;
  lastScannedTimestamp: string | null;
  utilizationStatus: UtilizationStatus | string | null;
}

/**
 * GET stock/status: the spec's filters (facility and location ids, repeated) with the listing's paging, sort (any
 * column of StockRow) and search (facility, location, model code or description, contains, case aside).
 */
export interface StockQuery extends ListQuery {
  facilities?: string[];
  locations?: string[];
}

/** GET stock/details: the row's facility and location, and its model when the location has a par definition. */
export interface StockDetailsQuery {
  facility: string;
  location: string;
  model?: string;
}

/** At most this many assets of one stock row are listed by GET stock/details; its `count` says how many there are. */
export const STOCK_DETAILS_LIMIT = 1000;

/** GET dashboard/views/{name}: a metric details report, read from detailsUri. */
export interface DashboardView {
  name?: string;
  label: string;
  /** JSON text describing the report's columns and exports. */
  configJson: string;
  /** API path of the rows; `${detailsUri}.xlsx` and `.csv` export them. */
  detailsUri: string;
}
