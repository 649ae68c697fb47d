/**
 * What each server-searching picker (ServerPicker.tsx) searches and how its items read: assets by serial number (up
 * to ASSET_PICKER_LIMIT), and the lists that grow with the site, left out of the sign-in cache (locations, accounts,
 * users; LAZY_DROPDOWN_LIMIT, spec 1 §9).
 */
import { useMemo } from 'react';
import { useAssetsDd, useDdSearch } from '@equipdesk/api-client/react';
import { ASSET_PICKER_LIMIT, LAZY_DROPDOWN_LIMIT, MESSAGES } from '@equipdesk/api-client/contract';
import type { AccountDdItem, AssetDdItem, LocationDdItem, UserDdItem } from '@equipdesk/api-client/contract';
import type { DdSearchName } from '@equipdesk/api-client';
import type { PickerSource } from './ServerPicker';

/** How an asset reads in the picker: `SN-1001 — PUMP-1`. */
export function assetOptionLabel(asset: AssetDdItem): string {
  return asset.modelCode ? `${asset.serialNumber} — ${asset.modelCode}` : asset.serialNumber;
}
/** How an account reads: `Mercy Cardiology (100007)`. */
export const accountOptionLabel = (account: Pick<AccountDdItem, 'name' | 'accountNo'>): string => `${account.name} (${account.accountNo})`;
/** How a user reads: `Dana Smith (dsmith)`. */
export const userOptionLabel = (user: Pick<UserDdItem, 'name' | 'username'>): string => (user.name ? `${user.name} (${user.username})` : user.username);

const noIds: readonly string[] = [];

export const assetSource: PickerSource<AssetDdItem> = {
  search: (client, { search, pageSize }) => client.assetsDd({ search, pageSize }),
  useChosen(externalIds = noIds) {
    return useAssetsDd(externalIds.length > 0 ? { externalIds: [...externalIds], pageSize: externalIds.length } : null).data?.items;
  },
  label: assetOptionLabel,
  limit: ASSET_PICKER_LIMIT,
  noneFound: MESSAGES.noAssetsFound,
  failure: 'The assets could not be loaded.',
  placeholder: 'Search by serial number',
};

/** The items of these externalIds of a searched ddlist. */
function useChosenOf<K extends DdSearchName>(name: K, externalIds: readonly string[]) {
  const query = useMemo(() => (externalIds.length > 0 ? { externalIds: [...externalIds], pageSize: externalIds.length } : null), [externalIds]);
  return useDdSearch(name, query).data?.items;
}

export const locationSource: PickerSource<LocationDdItem> = {
  search: (client, query) => client.searchDd('locations', query),
  useChosen: (externalIds) => useChosenOf('locations', externalIds),
  label: (location) => location.name,
  limit: LAZY_DROPDOWN_LIMIT,
  noneFound: MESSAGES.noLocationsFound,
  failure: 'The locations could not be loaded.',
  placeholder: 'Search by name',
};

/** Locations named with their account, where "Bed 1" of every account is offered together (a list's filter). */
export const locationInAccountSource: PickerSource<LocationDdItem> = {
  ...locationSource,
  label: (location) => (location.accountName ? `${location.name} (${location.accountName})` : location.name),
};

export const accountSource: PickerSource<AccountDdItem> = {
  search: (client, query) => client.searchDd('accounts', query),
  useChosen: (externalIds) => useChosenOf('accounts', externalIds),
  label: accountOptionLabel,
  limit: LAZY_DROPDOWN_LIMIT,
  noneFound: MESSAGES.noAccountsFound,
  failure: 'The accounts could not be loaded.',
  placeholder: 'Search by name or number',
};

export const userSource: PickerSource<UserDdItem> = {
  search: (client, query) => client.searchDd('users', query),
  useChosen: (externalIds) => useChosenOf('users', externalIds),
  label: userOptionLabel,
  limit: LAZY_DROPDOWN_LIMIT,
  noneFound: MESSAGES.noUsersFound,
  failure: 'The users could not be loaded.',
  placeholder: 'Search by name, username or email',
};
