/**
 * Utilization trends and metrics, the stock status report and metric detail views
 * (spec 2 §2 "Asset Utilization Trends/Metrics", "Stock Status", §3, §7 "Utilization", "Stock").
 */
import type { ListQuery } from './envelopes';
import { ASSET_AVAILABILITIES } from './enums';
import type { AssetAvailability, TrendPeriod, UtilizationStatus } from './enums';

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

/** The category a trends line is drawn for: one of the four, anything else (or none) is UNKNOWN (spec 2 §3). */
export function trendCategoryOf(category: string | null | undefined): AssetAvailability {
  return (ASSET_AVAILABILITIES as readonly string[]).includes(category ?? '') ? (category as AssetAvailability) : 'UNKNOWN';
}

/** How far back each PAST period reaches: hours, days, or calendar months. */
const PERIOD_REACH: Readonly<Record<Exclude<TrendPeriod, 'OVERALL' | 'CUSTOM'>, { hours: number } | { months: number }>> = {
  'PAST HOUR': { hours: 1 },
  'PAST 2 HOURS': { hours: 2 },
  'PAST 4 HOURS': { hours: 4 },
  'PAST 8 HOURS': { hours: 8 },
  'PAST 12 HOURS': { hours: 12 },
  'PAST 24 HOURS': { hours: 24 },
  'PAST 3 DAYS': { hours: 3 * 24 },
  'PAST WEEK': { hours: 7 * 24 },
  'PAST 2 WEEKS': { hours: 14 * 24 },
  'PAST 30 DAYS': { hours: 30 * 24 },
  'PAST 45 DAYS': { hours: 45 * 24 },
  'PAST 60 DAYS': { hours: 60 * 24 },
  'PAST 75 DAYS': { hours: 75 * 24 },
  'PAST 90 DAYS': { hours: 90 * 24 },
  'PAST 6 MONTHS': { months: 6 },
  'PAST YEAR': { months: 12 },
};

/** The time window of a trends query: ISO-8601 UTC timestamps; a bound left out is open. */
export interface TrendWindow {
  startTimestamp?: string;
  endTimestamp?: string;
}

/**
 * The window a period of the trends chart asks for at `now` (spec 2 §2): a PAST period starts that long ago and
 * stays open at its end (the answer reaches the server's now, live point included); OVERALL is all of it; CUSTOM
 * is the start and end the user chose (either may be left open).
 */
export function trendWindow(period: TrendPeriod, now: Date, custom: { start?: Date | null; end?: Date | null } = {}): TrendWindow {
  if (period === 'OVERALL') return {};
  if (period === 'CUSTOM') {
    return {
      ...(custom.start ? { startTimestamp: custom.start.toISOString() } : {}),
      ...(custom.end ? { endTimestamp: custom.end.toISOString() } : {}),
    };
  }
  const reach = PERIOD_REACH[period];
  if ('hours' in reach) return { startTimestamp: new Date(now.getTime() - reach.hours * 3_600_000).toISOString() };
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - reach.months);
  return { startTimestamp: start.toISOString() };
}

/**
 * The optional columns a metrics query may roll up by (`rollUpFields`): the rows are grouped by day, facility, these
 * and the utilization category; without any, by day, facility and category.
 */
export const UTILIZATION_ROLL_UP_FIELDS = ['accountName', 'modelCode', 'serviceType', 'businessType', 'utilizationStatus'] as const;
export type UtilizationRollUpField = (typeof UTILIZATION_ROLL_UP_FIELDS)[number];

/**
 * The columns of the metrics listing, of its exports and of a metric details view, in order, with their headers
 * (spec 2 §2 "Asset Utilization Metrics"). Each is also a sort key of GET utilization.
 */
export const UTILIZATION_COLUMNS = [
  { id: 'metricDate', header: 'Date' },
  { id: 'facilityName', header: 'Facility' },
  { id: 'accountName', header: 'Account' },
  { id: 'modelCode', header: 'Model' },
  { id: 'serviceType', header: 'Service Type' },
  { id: 'businessType', header: 'Business Type' },
  { id: 'utilizationStatus', header: 'Util. Status' },
  { id: 'utilizationCategory', header: 'Util. Category' },
  { id: 'total', header: 'Total' },
  { id: 'matching', header: 'Matching' },
  { id: 'percentage', header: 'Percentage' },
] as const satisfies readonly { id: string; header: string }[];
export type UtilizationColumnId = (typeof UTILIZATION_COLUMNS)[number]['id'];
export const UTILIZATION_SORT_KEYS: readonly UtilizationColumnId[] = UTILIZATION_COLUMNS.map((c) => c.id);
/** Spec 2 §9: metrics sort by metricDate, descending, by default. */
export const UTILIZATION_DEFAULT_SORT = { by: 'metricDate', direction: 'desc' } as const;

/** A row of GET utilization: the assets of its group in its category (and status, when rolled up by it). */
export interface UtilizationMetricRow {
  /** Names the row's population (day, facility and the rolled-up account, model, service and business type). */
  identifier: string;
  metricDate: string;
  facilityName: string;
  /** Present when rolled up by it. */
  accountName?: string | null;
  modelCode?: string | null;
  serviceType?: string | null;
  businessType?: string | null;
  utilizationStatus?: UtilizationStatus | string | null;
  utilizationCategory: string | null;
  matching: number;
}

/**
 * A row of GET utilization/totals, joined to the metric rows by identifier: the assets of the population that day,
 * every status and category (what `matching` is a share of).
 */
export interface UtilizationTotalRow {
  identifier: string;
  total: number;
}

/** A metric row with its population's total and the percentage the listing shows. */
export interface UtilizationListRow extends UtilizationMetricRow {
  total: number | null;
  percentage: number | null;
}

export interface UtilizationMetricQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  models?: string[];
  serviceTypes?: string[];
  businessTypes?: string[];
  utilizationStatuses?: string[];
  utilizationCategories?: string[];
  rollUpFields?: UtilizationRollUpField[];
  startTimestamp?: string;
  endTimestamp?: string;
}

/**
 * matching / total × 100 with one decimal (spec 2 §3, §9), computed on whole numbers before rounding so that 1 of 8
 * is 12.5, not 12.499…; null without a total.
 */
export function utilizationPercentage(matching: number, total: number | null | undefined): number | null {
  if (total === null || total === undefined || total <= 0) return null;
  return Math.round((matching * 1000) / total) / 10;
}

/** A percentage as the listing shows it: one decimal (`45.0%`), empty without one. */
export function formatUtilizationPercentage(percentage: number | null | undefined): string {
  return percentage === null || percentage === undefined ? '' : `${percentage.toFixed(1)}%`;
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
  name: string;
  label: string;
  /** JSON text of a `MetricViewConfig`: the report's roll-ups, columns and whether it offers its export. */
  configJson: string;
  /**
   * API path of a utilization metrics resource: GET {detailsUri} (rows), {detailsUri}/totals (their totals) and
   * {detailsUri}.xlsx / .csv (the export), each with the view's `rollUpFields`.
   */
  detailsUri: string;
}

/** What a metric details view's configJson says. */
export interface MetricViewConfig {
  /** Sent as `rollUpFields` with every call of the view. @default [] */
  rollUpFields: UtilizationRollUpField[];
  /** The columns shown, in the listing's order. @default Date, Facility, the roll-ups, Util. Category, Total, Matching, Percentage */
  columns: UtilizationColumnId[];
  /** Whether the Excel / CSV export is offered (spec 3 §2.15 "optional"). @default false */
  exportable: boolean;
}

const ALWAYS_SHOWN: readonly UtilizationColumnId[] = ['metricDate', 'facilityName', 'utilizationCategory', 'total', 'matching', 'percentage'];

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * A view's configJson read into its config, or null when it is not JSON of that shape (an unknown roll-up field or
 * column, a wrong type): the console says the view cannot be shown rather than guess.
 */
export function parseMetricViewConfig(configJson: string): MetricViewConfig | null {
  let raw: unknown;
  try {
    raw = JSON.parse(configJson);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { rollUpFields = [], columns, exportable = false } = raw as Record<string, unknown>;
  if (!Array.isArray(rollUpFields) || !rollUpFields.every((f) => isOneOf(UTILIZATION_ROLL_UP_FIELDS, f))) return null;
  if (columns !== undefined && (!Array.isArray(columns) || !columns.every((c) => isOneOf(UTILIZATION_SORT_KEYS, c)))) return null;
  if (typeof exportable !== 'boolean') return null;
  const fields = rollUpFields as UtilizationRollUpField[];
  const shown = new Set<UtilizationColumnId>((columns as UtilizationColumnId[] | undefined) ?? [...ALWAYS_SHOWN, ...fields]);
  return { rollUpFields: fields, columns: UTILIZATION_SORT_KEYS.filter((id) => shown.has(id)), exportable };
}
