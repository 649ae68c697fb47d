/**
 * The utilization metrics report and metric details views (spec 2 §7 "Utilization", spec 3 §7 "Metric details"):
 * GET {resource} (rows) and GET {resource}/totals (their totals) with the same query, joined by identifier into the
 * rows the listing shows; GET dashboard/views/{name}; the details view's export at `${detailsUri}.{format}`.
 * `resource` is `utilization` for the report and a view's `detailsUri` for its details.
 */
import type { ListQuery, ListResponse, ResultResponse } from '../contract/envelopes';
import { utilizationPercentage } from '../contract/reports';
import type { DashboardView, UtilizationListRow, UtilizationMetricQuery, UtilizationMetricRow, UtilizationTotalRow } from '../contract/reports';
import { apiPath } from '../http/query';
import type { QueryParams } from '../http/query';
import type { DownloadOptions, DownloadResult, Transport } from '../transport';
import { exportQuery, listKey, listAnswer } from './listing';
import type { ExportFormat } from './listing';

/** The metrics report's resource. */
export const UTILIZATION_RESOURCE = 'utilization';

/** The cache key of a page of joined rows: a list page of the resource, as the listing kit keys it. */
export function utilizationKey(query: UtilizationMetricQuery, resource: string = UTILIZATION_RESOURCE) {
  return listKey(resource, query);
}

/** GET {resource}: one page of metric rows, rolled up by `rollUpFields`. */
export async function utilizationRows(
  transport: Transport,
  query: UtilizationMetricQuery,
  resource: string = UTILIZATION_RESOURCE,
  signal?: AbortSignal,
): Promise<ListResponse<UtilizationMetricRow>> {
  const response = await transport.get<ListResponse<UtilizationMetricRow>>(apiPath(resource), query as QueryParams, { signal });
  const items = response.items ?? [];
  return listAnswer(response, items);
}

/** GET {resource}/totals: the totals of the same query's page of rows, one per identifier. */
export async function utilizationTotals(
  transport: Transport,
  query: UtilizationMetricQuery,
  resource: string = UTILIZATION_RESOURCE,
  signal?: AbortSignal,
): Promise<UtilizationTotalRow[]> {
  const response = await transport.get<ListResponse<UtilizationTotalRow>>(apiPath(resource, 'totals'), query as QueryParams, { signal });
  return response.items ?? [];
}

/** Each row with its identifier's total and the percentage (null when the totals have none for it). */
export function joinUtilizationTotals(rows: readonly UtilizationMetricRow[], totals: readonly UtilizationTotalRow[]): UtilizationListRow[] {
  const byIdentifier = new Map(totals.map((t) => [t.identifier, t.total]));
  return rows.map((row) => {
    const total = byIdentifier.get(row.identifier) ?? null;
    return { ...row, total, percentage: utilizationPercentage(row.matching, total) };
  });
}

/** The rows and totals of one page, asked for together and joined: what the listing shows. */
export async function utilizationPage(
  transport: Transport,
  query: UtilizationMetricQuery,
  resource: string = UTILIZATION_RESOURCE,
  signal?: AbortSignal,
): Promise<ListResponse<UtilizationListRow>> {
  const [rows, totals] = await Promise.all([utilizationRows(transport, query, resource, signal), utilizationTotals(transport, query, resource, signal)]);
  return { success: true, count: rows.count, items: joinUtilizationTotals(rows.items, totals) };
}

export function dashboardViewKey(name: string) {
  return ['dashboard/views', name] as const;
}

/** GET dashboard/views/{name}: a metric details view (404 ApiError for an unknown name). */
export async function dashboardView(transport: Transport, name: string, signal?: AbortSignal): Promise<DashboardView> {
  const response = await transport.get<ResultResponse<DashboardView>>(apiPath('dashboard', 'views', name), undefined, { signal });
  return response.result;
}

/** GET {detailsUri}.xlsx | .csv with the view's query (filters, sort, roll-ups; never the page); saved by default. */
export function metricDetailsExport(
  transport: Transport,
  detailsUri: string,
  format: ExportFormat,
  query: ListQuery = {},
  options?: DownloadOptions,
): Promise<DownloadResult> {
  return transport.download(`${apiPath(detailsUri)}.${format}`, exportQuery(query), {
    fallbackFilename: `${detailsUri.replace(/\//g, '-')}.${format}`,
    ...options,
  });
}
