/**
 * The export request calls (spec 3 §7 "Export requests"), for each kind (productivity, utilization): the caller's
 * requests, issuing one (a GET with the filters, the name and the time window, as the spec has it) and the
 * workbook of a COMPLETED one. One function per call, its cache key beside it.
 */
import type { ListResponse, ResultResponse } from '../contract/envelopes';
import type {
  ExportRequest,
  ExportRequestAccepted,
  ExportRequestKind,
  ProductivityExportRequestQuery,
  UtilizationExportRequestQuery,
} from '../contract/exports';
import { ApiError } from '../http/errors';
import { apiPath } from '../http/query';
import type { QueryParams } from '../http/query';
import type { DownloadOptions, DownloadResult, Transport } from '../transport';
import { withTimeZone } from '../http/timeZone';
import { trimTimestamp } from './assets';
import { listAnswer } from './listing';

/** What a request of each kind sends. */
export interface ExportRequestQueries {
  productivity: ProductivityExportRequestQuery;
  utilization: UtilizationExportRequestQuery;
}

export function exportRequestsKey(kind: ExportRequestKind) {
  return [`assets/${kind}/history`] as const;
}

/** GET assets/{kind}/history: the caller's requests of the kind, newest first. */
export async function exportRequests(transport: Transport, kind: ExportRequestKind, signal?: AbortSignal): Promise<ListResponse<ExportRequest>> {
  const response = await transport.get<ListResponse<ExportRequest>>(apiPath('assets', kind, 'history'), undefined, { signal });
  const items = response.items ?? [];
  return listAnswer(response, items);
}

/**
 * GET assets/{kind} with the filters, `name`, `start` and `end`: issues a request, answered with its id and status
 * (REQUESTED). Times go in UTC without their milliseconds and zone (`2026-11-25T23:59:59`), so an end given to the
 * second takes in that whole second. A 2xx answer without a result is the refusal it is.
 */
export async function issueExportRequest<K extends ExportRequestKind>(transport: Transport, kind: K, query: ExportRequestQueries[K]): Promise<ExportRequestAccepted> {
  const params = withTimeZone({ ...query, start: trimTimestamp(query.start), end: trimTimestamp(query.end) } as QueryParams);
  const response = await transport.get<ResultResponse<ExportRequestAccepted> & { success?: boolean; message?: string }>(apiPath('assets', kind), params);
  if (!response || response.success === false || !response.result) throw new ApiError(400, response?.message || 'The export request was refused.', response);
  return response.result;
}

/** GET assets/{kind}/{id}: the workbook of one of the caller's COMPLETED requests, saved unless `options.save` is false. */
export function exportRequestFile(transport: Transport, kind: ExportRequestKind, externalId: string, options?: DownloadOptions): Promise<DownloadResult> {
  return transport.download(apiPath('assets', kind, externalId), undefined, { fallbackFilename: `${kind}-export.xlsx`, ...options });
}
