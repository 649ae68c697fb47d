/**
 * The utilization trends chart (spec 2 §7 "Utilization"): GET assets/utilization with startTimestamp, endTimestamp,
 * facilities and utilizationStatuses (repeated), answering items. Without `name`: with one, the same path issues an
 * export request (calls/exportRequests.ts).
 */
import type { ListResponse } from '../contract/envelopes';
import type { UtilizationSummaryItem, UtilizationSummaryQuery } from '../contract/reports';
import { apiPath } from '../http/query';
import type { QueryParams } from '../http/query';
import type { Transport } from '../transport';
import { trimTimestamp } from './assets';
import { normalised } from './dashboard';

/** The query as sent: timestamps without their last five characters (read as UTC), filters in a stable order. */
function trendParams(query: UtilizationSummaryQuery): UtilizationSummaryQuery {
  // A `name` would make the call an export request: the trends never send one.
  const { name: _name, ...rest } = query;
  return normalised({ ...rest, startTimestamp: trimTimestamp(query.startTimestamp), endTimestamp: trimTimestamp(query.endTimestamp) });
}

export function utilizationTrendsKey(query: UtilizationSummaryQuery) {
  return ['assets/utilization', trendParams(query)] as const;
}

/** GET assets/utilization: the points of the trends chart, per moment and utilization category. */
export async function utilizationTrends(transport: Transport, query: UtilizationSummaryQuery, signal?: AbortSignal): Promise<UtilizationSummaryItem[]> {
  const response = await transport.get<ListResponse<UtilizationSummaryItem>>(apiPath('assets', 'utilization'), trendParams(query) as QueryParams, { signal });
  return response.items ?? [];
}
