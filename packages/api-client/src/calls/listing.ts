/**
 * The calls every listed resource answers (DESIGN.md "generic resources"): the paged list, the
 * exists check, save (PUT create / POST update), the three entity actions and the exports. One
 * function per call, the list's cache key beside it.
 */
import { withTimeZone } from '../http/timeZone';
import type { ActionResponse, ExistsResponse, ListQuery, ListResponse, ResultResponse, SaveResponse } from '../contract/envelopes';
import { apiPath, toQueryString } from '../http/query';
import type { QueryParams } from '../http/query';
import type { DownloadOptions, DownloadResult, Transport } from '../transport';

/** The state-changing row actions of spec 1 §4: POST {resource}/{id}/{action}. */
export const ENTITY_ACTIONS = ['remove', 'activate', 'deactivate'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The cache key of one page of a list. The query goes in as its query string, so two equal
 * queries share an entry whatever the order their keys were written in.
 */
export function listKey(resource: string, query: ListQuery) {
  const sorted = Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  return ['list', resource, toQueryString(sorted as QueryParams)] as const;
}

/**
 * A list answer as the client gives it: the items, their count (the items' own when the server sent none), and the
 * mark of a count the server estimated (a very large list).
 */
export function listAnswer<T>(response: Partial<Pick<ListResponse<unknown>, 'count' | 'countEstimated'>>, items: T[]): ListResponse<T> {
  return { success: true, count: response.count ?? items.length, ...(response.countEstimated ? { countEstimated: true as const } : {}), items };
}

/** GET {resource} with paging, sort, search and repeated filter arrays. */
export async function list<T>(transport: Transport, resource: string, query: ListQuery, signal?: AbortSignal): Promise<ListResponse<T>> {
  const response = await transport.get<ListResponse<T>>(apiPath(resource), query as QueryParams, { signal });
  return listAnswer(response, response.items ?? []);
}

/** The cache key of one item of a resource (`useItem`). */
export function itemKey(resource: string, id: string | number) {
  return ['item', resource, String(id)] as const;
}

/** GET {resource}/{id}: one item, for a deep link to a row that is not on the current page. */
export async function item<T>(transport: Transport, resource: string, id: string | number, signal?: AbortSignal): Promise<T> {
  const response = await transport.get<ResultResponse<T>>(apiPath(resource, id), undefined, { signal });
  return response.result;
}

/** GET {resource}/exists: true when the value is free (`result.valid`). */
export async function exists(
  transport: Transport,
  resource: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<boolean> {
  const response = await transport.get<ExistsResponse>(apiPath(resource, 'exists'), params, { signal });
  return response.result?.valid === true;
}

/**
 * PUT {resource} creates, POST {resource}/{id} updates. A refused save (400) throws ApiError with
 * the field errors; an answer that is not OK, PARTIAL or success is returned for the caller to
 * test with `isSaveOk`.
 */
export function save<T, F = unknown>(transport: Transport, resource: string, form: F, id?: string | number): Promise<SaveResponse<T>> {
  return id === undefined || id === ''
    ? transport.put<SaveResponse<T>>(apiPath(resource), form)
    : transport.post<SaveResponse<T>>(apiPath(resource, id), form);
}

/** POST {resource}/{id}/remove | activate | deactivate. */
export function entityAction(transport: Transport, resource: string, id: string | number, action: EntityAction): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath(resource, id, action));
}

/** What an export sends: the list's filters, search and sort, never its page; and the zone of the file's times. */
export function exportQuery(query: ListQuery): QueryParams {
  const { pageIndex: _pageIndex, pageSize: _pageSize, ...rest } = query;
  return withTimeZone(rest as QueryParams);
}

/** GET {resource}/export.csv | export.xlsx: the file named by Content-Disposition, saved by default. */
export function exportList(
  transport: Transport,
  resource: string,
  format: ExportFormat,
  query: ListQuery = {},
  options?: DownloadOptions,
): Promise<DownloadResult> {
  return transport.download(`${apiPath(resource)}/export.${format}`, exportQuery(query), {
    fallbackFilename: `${resource.replace(/\//g, '-')}.${format}`,
    ...options,
  });
}
