/**
 * The one asset picker of the console (orders, alerts, any screen that picks assets): a lazy
 * select over GET assets/ddlist that searches as the user types, shows at most 300 assets
 * (spec: ASSET_PICKER_LIMIT) and says `No assets found. Consider changing the search query.` when
 * nothing matches. Chosen assets are named by serial number and model; an asset chosen before the
 * list was searched is read by its externalId so its name shows at once.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { MultiSelect, Select } from '@equipdesk/ui';
import type { SelectOption } from '@equipdesk/ui';
import { useApiClient, useAssetsDd } from '@equipdesk/api-client/react';
import { ASSET_PICKER_LIMIT, MESSAGES } from '@equipdesk/api-client/contract';
import type { AssetDdItem } from '@equipdesk/api-client/contract';

/** How an asset reads in the picker: `SN-1001 — PUMP-1`. */
export function assetOptionLabel(asset: AssetDdItem): string {
  return asset.modelCode ? `${asset.serialNumber} — ${asset.modelCode}` : asset.serialNumber;
}

const toOption = (asset: AssetDdItem): SelectOption => ({ value: asset.externalId, label: assetOptionLabel(asset) });

/** The lazy loader and the names of the chosen assets, shared by both pickers. */
function useAssetChoices(chosen: readonly string[]) {
  const client = useApiClient();
  const { data } = useAssetsDd(chosen.length > 0 ? { externalIds: [...chosen], pageSize: chosen.length } : null);
  const known = useMemo(() => (data?.items ?? []).map(toOption), [data]);
  // A failed search is said under the field; the list itself can only say that nothing matched.
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const load = useCallback(
    async (input: string) => {
      try {
        const page = await client.assetsDd({ search: input.trim() || undefined, pageSize: ASSET_PICKER_LIMIT });
        setFailure(undefined);
        return page.items.map(toOption);
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : 'The assets could not be loaded.');
        return [];
      }
    },
    [client],
  );
  return { known, load, failure };
}

interface PickerBase {
  /** The field's label. */
  label: ReactNode;
  /** @default 'Search by serial number' */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** A validation message under the field. */
  error?: string;
  /** Keep the label for assistive technology only. @default false */
  hideLabel?: boolean;
  inputId?: string;
  className?: string;
}

export interface AssetPickerProps extends PickerBase {
  /** The chosen asset's externalId, null for none. */
  value: string | null;
  onChange(value: string | null): void;
  /** @default true */
  isClearable?: boolean;
}

export function AssetPicker({ value, onChange, isClearable = true, placeholder = 'Search by serial number', error, ...rest }: AssetPickerProps) {
  const chosen = useMemo(() => (value ? [value] : []), [value]);
  const { known, load, failure } = useAssetChoices(chosen);
  return (
    <Select
      {...rest}
      error={error ?? failure}
      options={known}
      value={value}
      onChange={onChange}
      loadOptions={load}
      optionLimit={ASSET_PICKER_LIMIT}
      noOptionsMessage={MESSAGES.noAssetsFound}
      placeholder={placeholder}
      isClearable={isClearable}
    />
  );
}

export interface AssetsPickerProps extends PickerBase {
  /** The chosen assets' externalIds, in the order chosen. */
  value: string[];
  onChange(value: string[]): void;
}

/** The same picker for several assets. */
export function AssetsPicker({ value, onChange, placeholder = 'Search by serial number', error, ...rest }: AssetsPickerProps) {
  const { known, load, failure } = useAssetChoices(value);
  return (
    <MultiSelect
      {...rest}
      error={error ?? failure}
      options={known}
      value={value}
      onChange={onChange}
      loadOptions={load}
      optionLimit={ASSET_PICKER_LIMIT}
      noOptionsMessage={MESSAGES.noAssetsFound}
      placeholder={placeholder}
    />
  );
}
