/**
 * The asset calls that are not the generic listing ones (spec 3 §7 "Assets", "Reference lists"):
 * an asset by its serial number, the assets ddlist the pickers search, an account's models, and
 * the productivity calls (an asset's history, the productivity report and its export). One
 * function per call, its cache key beside it.
 */
import { withTimeZone } from '../http/timeZone';
import type {
  Asset,
  AssetDdItem,
  ProductivityChangeType,
  ProductivityExportQuery,
  ProductivityQuery,
  ProductivityRow,
} from '../contract/assets';
import { ASSET_SEARCH_PAGE_SIZE } from '../contract/constants';
import type { ListResponse, ResultResponse } from '../contract/envelopes';
import { itemsOf } from './items';
import type { ModelDdItem } from '../contract/reference';
import { apiPath, queryKey } from '../http/query';
import type { QueryParams } from '../http/query';
import type { DownloadOptions, DownloadResult, Transport } from '../transport';
import type { ExportFormat } from './listing';
import { listAnswer } from './listing';


export function assetBySerialNumberKey(serialNumber: string) {
  return ['assets/bySerialNumber', serialNumber] as const;
}
/** GET assets/bySerialNumber/{serialNumber}: the asset, within the caller's scope (404 otherwise). */
export async function assetBySerialNumber(transport: Transport, serialNumber: string, signal?: AbortSignal): Promise<Asset> {
  const response = await transport.get<ResultResponse<Asset>>(apiPath('assets', 'bySerialNumber', serialNumber), undefined, { signal });
  return response.result;
}

/** GET assets/ddlist: a search, or the assets of these externalIds, a page of at most 500. */
export interface AssetsDdQuery {
  search?: string;
  externalIds?: readonly string[];
  pageIndex?: number;
  /** @default 500 (ASSET_SEARCH_PAGE_SIZE, also the most the server gives) */
  pageSize?: number;
}

export function assetsDdKey(query: AssetsDdQuery) {
  return ['assets/ddlist', queryKey(query)] as const;
}
/** GET assets/ddlist: the compact assets the pickers offer, with the count of all that match. */
export async function assetsDd(transport: Transport, query: AssetsDdQuery = {}, signal?: AbortSignal): Promise<ListResponse<AssetDdItem>> {
  const response = await transport.get<ListResponse<AssetDdItem>>(
    apiPath('assets', 'ddlist'),
    { pageIndex: 0, pageSize: ASSET_SEARCH_PAGE_SIZE, ...query } as QueryParams,
    { signal },
  );
  const items = response.items ?? [];
  return listAnswer(response, items);
}

export function accountModelsKey(accountId: string) {
  return ['accounts/models', accountId] as const;
}
/** GET accounts/{accountId}/models: the models the asset form offers for that account. */
export async function accountModels(transport: Transport, accountId: string, signal?: AbortSignal): Promise<ModelDdItem[]> {
  const response = await transport.get<ListResponse<ModelDdItem> | ResultResponse<ModelDdItem[]>>(apiPath('accounts', accountId, 'models'), undefined, {
    signal,
  });
  return itemsOf(response);
}

/**
 * What GET assets/productivity/single takes: with only `externalId` it is that asset's history;
 * the productivity report adds its filters (facilities, accounts, users, models, utilization
 * statuses and categories, change types) and a time window.
 */
export type ProductivitySingleQuery = ProductivityQuery & Omit<ProductivityExportQuery, 'pageIndex' | 'pageSize'>;

/**
 * Timestamps travel without their last 5 characters (spec 3 §7): `2026-11-25T14:00:00.000Z`
 * goes as `2026-11-25T14:00:00`, read by the server as UTC. A value already trimmed (or not an
 * ISO timestamp with milliseconds and Z) goes as given.
 */
export function trimTimestamp(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) ? value.slice(0, -5) : value;
}

function productivityParams(query: ProductivitySingleQuery | ProductivityExportQuery): QueryParams {
  return { ...query, startTimestamp: trimTimestamp(query.startTimestamp), endTimestamp: trimTimestamp(query.endTimestamp) } as QueryParams;
}

export function productivitySingleKey(query: ProductivitySingleQuery) {
  return ['assets/productivity/single', queryKey(productivityParams(query))] as const;
}
/** GET assets/productivity/single: a page of mutation rows (an asset's history, or the report). */
export async function productivitySingle(
  transport: Transport,
  query: ProductivitySingleQuery,
  signal?: AbortSignal,
): Promise<ListResponse<ProductivityRow>> {
  const response = await transport.get<ListResponse<ProductivityRow>>(apiPath('assets', 'productivity', 'single'), productivityParams(query), { signal });
  const items = response.items ?? [];
  return listAnswer(response, items);
}

export function productivityTypesKey() {
  return ['assets/productivity/types'] as const;
}
/** GET assets/productivity/types: the change types a productivity query may filter on. */
export async function productivityTypes(transport: Transport, signal?: AbortSignal): Promise<ProductivityChangeType[]> {
  const response = await transport.get<ListResponse<ProductivityChangeType> | ResultResponse<ProductivityChangeType[]>>(
    apiPath('assets', 'productivity', 'types'),
    undefined,
    { signal },
  );
  return itemsOf(response);
}

/**
 * GET assets/productivity/export.csv | .xlsx with the report's filters, sort and time window (the
 * spec lists pageIndex and pageSize among them: they go when the caller sets them); the file is
 * named by Content-Disposition and saved by default.
 */
export function productivityExport(
  transport: Transport,
  format: ExportFormat,
  query: ProductivityExportQuery = {},
  options?: DownloadOptions,
): Promise<DownloadResult> {
  return transport.download(`${apiPath('assets', 'productivity')}/export.${format}`, withTimeZone(productivityParams(query)), {
    fallbackFilename: `productivity.${format}`,
    ...options,
  });
}
