/**
 * The ddlists the pickers search on the server as the user types (locations, accounts, users, models): lists that
 * grow with the site, too large to keep for the session at a network of a million assets. A search, a page, the
 * values of these externalIds, narrowed by the filters a picker needs (a location picker's account).
 */
import { LAZY_DROPDOWN_LIMIT } from '../contract/constants';
import type { ListResponse } from '../contract/envelopes';
import type { AccountDdItem, LocationDdItem, ModelDdItem, UserDdItem } from '../contract/reference';
import { apiPath, queryKey } from '../http/query';
import type { QueryParams } from '../http/query';
import type { Transport } from '../transport';

/** The item of each searched ddlist. */
export interface DdSearchItems {
  locations: LocationDdItem;
  accounts: AccountDdItem;
  users: UserDdItem;
  models: ModelDdItem;
}
export type DdSearchName = keyof DdSearchItems;

/** GET {name}/ddlist's query: a search, a page of at most DDLIST_PAGE_SIZE, chosen values, filters. */
export interface DdSearchQuery {
  /** Matches the label (and an account's number, a user's username or email), in any case. */
  search?: string;
  /** Only these values: a chosen value's name. */
  externalIds?: readonly string[];
  pageIndex?: number;
  /** @default 20 (LAZY_DROPDOWN_LIMIT) */
  pageSize?: number;
  /** Locations of these accounts. */
  accounts?: readonly string[];
  /** Locations or accounts of these facilities. */
  facilities?: readonly string[];
}

export function ddSearchKey(name: DdSearchName, query: DdSearchQuery) {
  return [`${name}/ddlist`, queryKey(query)] as const;
}
/** GET {name}/ddlist with a query: one page of what matches, with the count of all that match. */
export async function searchDd<K extends DdSearchName>(transport: Transport, name: K, query: DdSearchQuery = {}, signal?: AbortSignal): Promise<ListResponse<DdSearchItems[K]>> {
  const response = await transport.get<ListResponse<DdSearchItems[K]>>(apiPath(name, 'ddlist'), { pageSize: LAZY_DROPDOWN_LIMIT, ...query } as QueryParams, { signal });
  const items = response.items ?? [];
  return { success: true, count: response.count ?? items.length, items };
}
