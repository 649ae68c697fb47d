/**
 * The reference lists loaded once after sign-in (spec 1 §7 "Cache loads at login"), each with its
 * cache key, and the loader that runs them together.
 */
import type { Enterprise, Role } from '../contract/admin';
import { ADMIN_PAGE_SIZE, PAGE_SIZES } from '../contract/constants';
import { PICKLIST_TYPES } from '../contract/enums';
import type { ListResponse, ResultResponse } from '../contract/envelopes';
import type { PicklistValue } from '../contract/picklists';
import type {
  AccountDdItem,
  ContractDdItem,
  FacilityDdItem,
  LocationDdItem,
  ModelDdItem,
  PicklistGroups,
  ProductDdItem,
  ReferenceListName,
  ReferenceLists,
  UserDdItem,
} from '../contract/reference';
import type { PicklistType } from '../contract/enums';
import { isApiError } from '../http/errors';
import { apiPath } from '../http/query';
import type { QueryParams } from '../http/query';
import type { Transport } from '../transport';

/** Enterprises and roles come from their paged listings: ask for the largest page at once. */
const WHOLE_LIST = { pageIndex: 0, pageSize: PAGE_SIZES[PAGE_SIZES.length - 1] ?? ADMIN_PAGE_SIZE } as const;

async function items<T>(transport: Transport, path: string, query?: QueryParams, signal?: AbortSignal): Promise<T[]> {
  const response = await transport.get<ListResponse<T>>(path, query, { signal });
  return response.items ?? [];
}

export function enterprisesKey() {
  return ['enterprises', 'reference'] as const;
}
/** GET enterprises (the whole list). */
export function enterprises(transport: Transport, signal?: AbortSignal): Promise<Enterprise[]> {
  return items<Enterprise>(transport, apiPath('enterprises'), WHOLE_LIST, signal);
}

export function facilitiesDdKey() {
  return ['facilities/ddlist'] as const;
}
export function facilitiesDd(transport: Transport, signal?: AbortSignal): Promise<FacilityDdItem[]> {
  return items<FacilityDdItem>(transport, apiPath('facilities', 'ddlist'), undefined, signal);
}

export function contractsDdKey() {
  return ['contracts/ddlist'] as const;
}
export function contractsDd(transport: Transport, signal?: AbortSignal): Promise<ContractDdItem[]> {
  return items<ContractDdItem>(transport, apiPath('contracts', 'ddlist'), undefined, signal);
}

export function modelsDdKey() {
  return ['models/ddlist'] as const;
}
export function modelsDd(transport: Transport, signal?: AbortSignal): Promise<ModelDdItem[]> {
  return items<ModelDdItem>(transport, apiPath('models', 'ddlist'), undefined, signal);
}

export function productsDdKey() {
  return ['products/ddlist'] as const;
}
export function productsDd(transport: Transport, signal?: AbortSignal): Promise<ProductDdItem[]> {
  return items<ProductDdItem>(transport, apiPath('products', 'ddlist'), undefined, signal);
}

export function accountsDdKey() {
  return ['accounts/ddlist'] as const;
}
export function accountsDd(transport: Transport, signal?: AbortSignal): Promise<AccountDdItem[]> {
  return items<AccountDdItem>(transport, apiPath('accounts', 'ddlist'), undefined, signal);
}

export function usersDdKey() {
  return ['users/ddlist'] as const;
}
export function usersDd(transport: Transport, signal?: AbortSignal): Promise<UserDdItem[]> {
  return items<UserDdItem>(transport, apiPath('users', 'ddlist'), undefined, signal);
}

export function rolesKey() {
  return ['roles', 'reference'] as const;
}
/** GET roles (the whole list). */
export function roles(transport: Transport, signal?: AbortSignal): Promise<Role[]> {
  return items<Role>(transport, apiPath('roles'), WHOLE_LIST, signal);
}

export function locationsDdKey() {
  return ['locations/ddlist'] as const;
}
/** The first page of GET locations/ddlist (a site's locations are searched: see `searchDd`). */
export function locationsDd(transport: Transport, signal?: AbortSignal): Promise<LocationDdItem[]> {
  return items<LocationDdItem>(transport, apiPath('locations', 'ddlist'), undefined, signal);
}

export function locationGroupsKey() {
  return ['locations/groups'] as const;
}
/** GET locations/groups: the groups (patient care units) of the locations the user sees, in order. */
export function locationGroups(transport: Transport, signal?: AbortSignal): Promise<string[]> {
  return items<string>(transport, apiPath('locations', 'groups'), undefined, signal);
}

/** Every pick list present, even one the server has no values for. */
export function emptyPicklists(): PicklistGroups {
  return Object.fromEntries(PICKLIST_TYPES.map((type) => [type, [] as PicklistValue[]])) as PicklistGroups;
}

export function picklistsAllKey() {
  return ['picklist-values/all'] as const;
}
/** GET picklist-values/all: values grouped by pick list. */
export async function picklistsAll(transport: Transport, signal?: AbortSignal): Promise<PicklistGroups> {
  const response = await transport.get<ResultResponse<Partial<Record<PicklistType, PicklistValue[]>>>>(
    apiPath('picklist-values', 'all'),
    undefined,
    { signal },
  );
  return { ...emptyPicklists(), ...response.result };
}

/** The loader of each reference list by its name in ReferenceLists. */
const LOADERS: { [K in ReferenceListName]: (transport: Transport, signal?: AbortSignal) => Promise<ReferenceLists[K]> } = {
  enterprises,
  facilities: facilitiesDd,
  contracts: contractsDd,
  models: modelsDd,
  products: productsDd,
  accounts: accountsDd,
  users: usersDd,
  roles,
  locationGroups,
  picklists: picklistsAll,
};

function emptyList<K extends ReferenceListName>(name: K): ReferenceLists[K] {
  return (name === 'picklists' ? emptyPicklists() : []) as ReferenceLists[K];
}

export function referenceListKey(name: ReferenceListName) {
  return ['reference-lists', name] as const;
}
/** One reference list, empty when the user may not read it (403): used to refresh after a save. */
export async function loadReferenceList<K extends ReferenceListName>(
  transport: Transport,
  name: K,
  signal?: AbortSignal,
): Promise<ReferenceLists[K]> {
  try {
    return await LOADERS[name](transport, signal);
  } catch (error) {
    if (isApiError(error, 403)) return emptyList(name);
    throw error;
  }
}

export function referenceListsKey() {
  return ['reference-lists'] as const;
}
/** Every reference list in parallel; a list refused with 403 is empty, any other failure rejects. */
export async function loadReferenceLists(transport: Transport, signal?: AbortSignal): Promise<ReferenceLists> {
  const [enterpriseList, facilities, contracts, models, products, accounts, users, roleList, groups, picklists] =
    await Promise.all([
      loadReferenceList(transport, 'enterprises', signal),
      loadReferenceList(transport, 'facilities', signal),
      loadReferenceList(transport, 'contracts', signal),
      loadReferenceList(transport, 'models', signal),
      loadReferenceList(transport, 'products', signal),
      loadReferenceList(transport, 'accounts', signal),
      loadReferenceList(transport, 'users', signal),
      loadReferenceList(transport, 'roles', signal),
      loadReferenceList(transport, 'locationGroups', signal),
      loadReferenceList(transport, 'picklists', signal),
    ]);
  return {
    enterprises: enterpriseList,
    facilities,
    contracts,
    models,
    products,
    accounts,
    users,
    roles: roleList,
    locationGroups: groups,
    picklists,
  };
}
