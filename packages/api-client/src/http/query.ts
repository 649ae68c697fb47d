/**
 * Paths and query strings of EquipDesk calls. Array parameters are repeated
 * (`statuses=ACTIVE&statuses=INACTIVE`) and empty values are left out, so a filter that is not
 * set never reaches the server as `search=`.
 */

export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function isEmpty(value: QueryScalar | null | undefined): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

function scalarText(value: QueryScalar): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The query string of a call, without the leading `?`; '' when nothing is set. */
export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) {
        if (!isEmpty(item)) params.append(key, scalarText(item));
      }
    } else if (!isEmpty(value as QueryScalar | null | undefined)) {
      params.append(key, scalarText(value as QueryScalar));
    }
  }
  return params.toString();
}

/**
 * A path below the API base: `resource` is a fixed path of ours (`users`, `alerts/orders`), every
 * following segment is a value and gets encoded, so an id can never add a segment or a query.
 *
 *     apiPath('reset', recoveryId, messageId)   // reset/a%2Fb/42
 */
export function apiPath(resource: string, ...segments: readonly (string | number)[]): string {
  const base = resource.replace(/^\/+|\/+$/g, '');
  if (segments.length === 0) return base;
  return [base, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/** Joins the base URL, a path and a query: the one place a URL is put together. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const relative = path.replace(/^\/+/, '');
  const search = toQueryString(query);
  return `${base}/${relative}${search ? `?${search}` : ''}`;
}

/** A query's cache key part: its query string with the keys sorted, so equal queries share it. */
export function queryKey(query: object): string {
  const sorted = Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  return toQueryString(sorted as QueryParams);
}
