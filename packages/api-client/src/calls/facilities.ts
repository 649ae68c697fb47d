/**
 * The site-data calls that are not the generic listing ones (spec 2 §7): facility and account
 * details, time zones, an account's users and locations, the location barcode and par
 * definition. One function per call, its cache key beside it.
 */
import type { UserLite } from '../contract/admin';
import type {
  AccountDetails,
  AccountUser,
  FacilityDetails,
  Location,
  ParDefinition,
  TimeZoneName,
} from '../contract/facilities';
import type { ActionResponse, ListResponse, ResultResponse, SaveResponse } from '../contract/envelopes';
import { itemsOf } from './items';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';

export function facilityDetailsKey(id: string) {
  return ['facilities/details', id] as const;
}
/** GET facilities/{id}/details: the facility of the wizard (with its accounts and contracts). */
export async function facilityDetails(transport: Transport, id: string, signal?: AbortSignal): Promise<FacilityDetails> {
  const response = await transport.get<ResultResponse<FacilityDetails>>(apiPath('facilities', id, 'details'), undefined, { signal });
  return response.result;
}

export function accountDetailsKey(id: string) {
  return ['accounts/details', id] as const;
}
/** GET accounts/{id}/details: the account of the wizard, durations in minutes. */
export async function accountDetails(transport: Transport, id: string, signal?: AbortSignal): Promise<AccountDetails> {
  const response = await transport.get<ResultResponse<AccountDetails>>(apiPath('accounts', id, 'details'), undefined, { signal });
  return response.result;
}

export function accountTimezonesKey() {
  return ['accounts/timezones'] as const;
}
/** GET accounts/timezones: the time zone names an account may take (America/Chicago, ...). */
export async function accountTimezones(transport: Transport, signal?: AbortSignal): Promise<TimeZoneName[]> {
  const response = await transport.get<ListResponse<TimeZoneName> | ResultResponse<TimeZoneName[]>>(
    apiPath('accounts', 'timezones'),
    undefined,
    { signal },
  );
  return itemsOf(response);
}

export function accountUsersKey(id: string) {
  return ['accounts/users', id] as const;
}
/** GET accounts/{id}/users: the users allocated to the account. */
export async function accountUsers(transport: Transport, id: string, signal?: AbortSignal): Promise<AccountUser[]> {
  const response = await transport.get<ListResponse<AccountUser> | ResultResponse<AccountUser[]>>(apiPath('accounts', id, 'users'), undefined, {
    signal,
  });
  return itemsOf(response);
}

/** POST accounts/{id}/users: allocates these users (externalIds) to the account. */
export function allocateAccountUsers(transport: Transport, id: string, users: readonly string[]): Promise<SaveResponse<AccountUser[]> & ActionResponse> {
  return transport.post<SaveResponse<AccountUser[]> & ActionResponse>(apiPath('accounts', id, 'users'), { users: [...users] });
}

export function accountAssignablesKey(id: string) {
  return ['users/assignables', 'account', id] as const;
}
/**
 * GET users/assignables?flavor=LITE&account={id}: the users the Pick Users modal offers (active
 * users who need an allocation to see an account; privileged roles see every account anyway).
 */
export async function accountAssignables(transport: Transport, id: string, signal?: AbortSignal): Promise<UserLite[]> {
  const response = await transport.get<ListResponse<UserLite>>(apiPath('users', 'assignables'), { flavor: 'LITE', account: id }, { signal });
  return response.items ?? [];
}

export function accountLocationsKey(id: string) {
  return ['accounts/locations', id] as const;
}
/** GET accounts/{id}/locations: the locations of the account. */
export async function accountLocations(transport: Transport, id: string, signal?: AbortSignal): Promise<Location[]> {
  const response = await transport.get<ListResponse<Location> | ResultResponse<Location[]>>(apiPath('accounts', id, 'locations'), undefined, {
    signal,
  });
  return itemsOf(response);
}

/**
 * GET locations/{id}/barcode: the label's barcode as an SVG blob, typed image/svg+xml whatever the
 * server said, so that it can be shown through an <img> (where no script inside it can run).
 */
export async function locationBarcode(transport: Transport, id: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await transport.download(apiPath('locations', id, 'barcode'), undefined, { save: false, signal });
  return blob.type === 'image/svg+xml' ? blob : new Blob([blob], { type: 'image/svg+xml' });
}

export function locationParKey(id: string) {
  return ['locations/par', id] as const;
}
/** GET locations/{id}/par: the location's par definition, null when it has none yet. */
export async function locationPar(transport: Transport, id: string, signal?: AbortSignal): Promise<ParDefinition | null> {
  const response = await transport.get<ResultResponse<ParDefinition | null>>(apiPath('locations', id, 'par'), undefined, { signal });
  return response.result ?? null;
}

/** POST locations/{id}/par: saves the definition {externalId, location, notes, entries}. */
export function saveLocationPar(transport: Transport, id: string, body: ParDefinition): Promise<SaveResponse<ParDefinition>> {
  return transport.post<SaveResponse<ParDefinition>>(apiPath('locations', id, 'par'), body);
}
