/** How the API answers a lookup that returns several things: some calls as `items`, others as `result`. */
import type { ListResponse, ResultResponse } from '../contract/envelopes';

/** The things a lookup answered, whichever way it answered them. */
export function itemsOf<T>(response: ListResponse<T> | ResultResponse<T[]> | T[]): T[] {
  if (Array.isArray(response)) return response;
  if ('items' in response && Array.isArray(response.items)) return response.items;
  if ('result' in response && Array.isArray(response.result)) return response.result;
  return [];
}
