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

/** An asset of GET stock/details (the expanded stock row). */
export interface StockAsset {
  externalId?: string;
  serialNumber: string;
  preventiveMaintainenceDate: string | null;
  lastScannedTimestamp: string | null;
  utilizationStatus: UtilizationStatus | string | null;
}

export interface StockQuery {
  search?: string;
  facilities?: string[];
  locations?: string[];
  [filter: string]: string | string[] | undefined;
}

export interface StockDetailsQuery {
  facility: string;
  location: string;
  model?: string;
  [filter: string]: string | undefined;
}

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
