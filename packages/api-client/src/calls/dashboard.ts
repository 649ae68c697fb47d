/**
 * The dashboard's statistics (spec 3 §7 "Dashboard"): GET stats/assets/{stat}/dashboard and stats/orders/{stat}/dashboard
 * with the filters repeated. The spec has answers read "from items or result": commissionedOverall answers a result,
 * the others items; the order statistics also name the window of creation times they count.
 */
import type { AssetStat, AssetStatistic, CommissionedStatistic, DashboardQuery, OrderStat, OrderStatistic, OrderStatsResponse } from '../contract/dashboard';
import type { ListResponse, ResultResponse } from '../contract/envelopes';
import { apiPath } from '../http/query';
import type { QueryParams } from '../http/query';
import type { Transport } from '../transport';

/** What each asset statistic answers. */
export type AssetStatResult<S extends AssetStat> = S extends 'commissionedOverall' ? CommissionedStatistic : AssetStatistic[];

type Filters = Record<string, string | number | string[] | undefined>;

/** Filters in a stable order, empty ones left out, so equal filters share a cache entry (dashboard, trends). */
export function normalised<Q extends Filters>(query: Q = {} as Q): Q {
  const out: Filters = {};
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[name] = Array.isArray(value) ? [...value].sort() : value;
  }
  return out as Q;
}

export function assetStatKey(stat: AssetStat, query?: DashboardQuery) {
  return [`stats/assets/${stat}/dashboard`, normalised(query)] as const;
}

/** GET stats/assets/{stat}/dashboard: one chart's numbers for the filters. */
export async function assetStat<S extends AssetStat>(transport: Transport, stat: S, query?: DashboardQuery, signal?: AbortSignal): Promise<AssetStatResult<S>> {
  const path = apiPath('stats/assets', stat, 'dashboard');
  const params = normalised(query) as QueryParams;
  if (stat === 'commissionedOverall') {
    const response = await transport.get<ResultResponse<CommissionedStatistic>>(path, params, { signal });
    return (response.result ?? { commissioned: 0, total: 0 }) as AssetStatResult<S>;
  }
  const response = await transport.get<ListResponse<AssetStatistic>>(path, params, { signal });
  return (response.items ?? []) as AssetStatResult<S>;
}

/** What an order statistic answers: its items and the window of creation times they count (ISO, to the second). */
export interface OrderStatResult {
  items: OrderStatistic[];
  /** First second counted: the orders list's createdFrom. */
  from: string;
  /** Last second counted, taken whole: the orders list's createdTo. */
  to: string;
}

export function orderStatKey(stat: OrderStat, query?: DashboardQuery) {
  return [`stats/orders/${stat}/dashboard`, normalised(query)] as const;
}

/** GET stats/orders/{stat}/dashboard: one order chart's numbers for the filters (and timeGap, locations of summaryPast24). */
export async function orderStat(transport: Transport, stat: OrderStat, query?: DashboardQuery, signal?: AbortSignal): Promise<OrderStatResult> {
  const response = await transport.get<OrderStatsResponse>(apiPath('stats/orders', stat, 'dashboard'), normalised(query) as QueryParams, { signal });
  return { items: response.items ?? [], from: response.from, to: response.to };
}
