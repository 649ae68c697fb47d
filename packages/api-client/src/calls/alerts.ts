/**
 * The alert listings (spec 2 §7 "Alerts"): POST alerts/{orders|pm|par}/flux with the list's paging, sort, search
 * and filters in the body. The page is cached under the same key as any list of `alerts/{kind}`, so a listing's
 * refresh and revalidation work as for the others; exports are the listing calls on `alerts/{kind}`.
 */
import { DEFAULT_PAGE_SIZE } from '../contract/constants';
import type { ListResponse } from '../contract/envelopes';
import type { AlertKind, AlertQuery, OrderAlert, ParAlert, PmAlert } from '../contract/tasks';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';
import { listKey, listAnswer } from './listing';

/** The item of each listing. */
export interface AlertsByKind {
  orders: OrderAlert;
  pm: PmAlert;
  par: ParAlert;
}

/** The listing's resource, `alerts/{kind}`: its cache key, exports and permission path. */
export function alertsResource(kind: AlertKind): `alerts/${AlertKind}` {
  return `alerts/${kind}`;
}

/** The cache key of one page of a listing (the key of `useList('alerts/{kind}', query)`). */
export function alertsKey(kind: AlertKind, query: AlertQuery) {
  return listKey(alertsResource(kind), query);
}

/** The body spec 2 §7 gives, and nothing else: the page (the server needs it), sort, search and the three filters. */
export function alertsBody(query: AlertQuery): AlertQuery {
  const body: AlertQuery = { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
  if (query.sortBy) body.sortBy = query.sortBy;
  if (query.sortDirection) body.sortDirection = query.sortDirection;
  if (query.search) body.search = query.search;
  for (const filter of ['statuses', 'facilities', 'accounts'] as const) {
    const values = query[filter];
    if (values && values.length > 0) body[filter] = [...values];
  }
  return body;
}

/** POST alerts/{kind}/flux: one page of a listing with its count. */
export async function alerts<K extends AlertKind>(transport: Transport, kind: K, query: AlertQuery, signal?: AbortSignal): Promise<ListResponse<AlertsByKind[K]>> {
  const response = await transport.post<ListResponse<AlertsByKind[K]>>(apiPath(alertsResource(kind), 'flux'), alertsBody(query), { signal });
  return listAnswer(response, response.items ?? []);
}
