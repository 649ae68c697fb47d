/**
 * What each server-searching picker (ServerPicker.tsx) searches and how its items read: assets by serial number (up
 * to ASSET_PICKER_LIMIT), and the lists that grow with the site, left out of the sign-in cache (locations so far;
 * LAZY_DROPDOWN_LIMIT, spec 1 §9).
 */
import { useMemo } from 'react';
import { useAssetsDd, useDdSearch } from '@equipdesk/api-client/react';
import { ASSET_PICKER_LIMIT, LAZY_DROPDOWN_LIMIT, MESSAGES } from '@equipdesk/api-client/contract';
import type { AssetDdItem, LocationDdItem } from '@equipdesk/api-client/contract';
import type { DdSearchName } from '@equipdesk/api-client';
import type { PickerSource } from './ServerPicker';

/** How an asset reads in the picker: `SN-1001 — PUMP-1`. */
export function assetOptionLabel(asset: AssetDdItem): string {
  return asset.modelCode ? `${asset.serialNumber} — ${asset.modelCode}` : asset.serialNumber;
}

export const assetSource: PickerSource<AssetDdItem> = {
  search: (client, { search, externalIds, pageSize }) => client.assetsDd({ search, externalIds, pageSize }),
  useChosen: (externalIds) => useAssetsDd(externalIds.length > 0 ? { externalIds: [...externalIds], pageSize: externalIds.length } : null).data?.items,
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
