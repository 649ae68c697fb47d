/**
 * The stock status report (spec 2 §7 "Stock"): GET stock/status, a page of stock rows with the listing's paging,
 * sort and search and the facilities and locations filters, cached under the same key as any list of `stock/status`
 * (so the listing's refresh works as for the others); GET stock/details, the assets behind one row.
 */
import type { ListResponse } from '../contract/envelopes';
import type { StockAsset, StockDetailsQuery, StockQuery, StockRow } from '../contract/reports';
import { apiPath } from '../http/query';
import type { QueryParams } from '../http/query';
import type { Transport } from '../transport';
import { list, listKey, listAnswer } from './listing';

/** The report's resource: its list cache key and the server path of its rows. */
export const STOCK_STATUS_RESOURCE = 'stock/status';

/** The cache key of one page of the report (the key of `useList('stock/status', query)`). */
export function stockStatusKey(query: StockQuery) {
  return listKey(STOCK_STATUS_RESOURCE, query);
}

/** GET stock/status: one page of stock rows with the count of all that match. */
export function stockStatus(transport: Transport, query: StockQuery, signal?: AbortSignal): Promise<ListResponse<StockRow>> {
  return list<StockRow>(transport, STOCK_STATUS_RESOURCE, query, signal);
}

/** The cache key of one row's assets; the model is part of it only when the row has one. */
export function stockDetailsKey(query: StockDetailsQuery) {
  return ['stock/details', query.facility, query.location, query.model ?? ''] as const;
}

/** GET stock/details: the assets in a row's stock (at most 1,000 listed; `count` is all of them). */
export async function stockDetails(transport: Transport, query: StockDetailsQuery, signal?: AbortSignal): Promise<ListResponse<StockAsset>> {
  const params: QueryParams = query.model ? { facility: query.facility, location: query.location, model: query.model } : { facility: query.facility, location: query.location };
  const response = await transport.get<ListResponse<StockAsset>>(apiPath('stock/details'), params, { signal });
  return listAnswer(response, response.items ?? []);
}
