/** The asset form's and filters' pickers, from the session's reference lists. */
import { useMemo } from 'react';
import { COMMISSION_STATUSES, NO_PATIENT_CARE_UNIT, PENDING_FILTERS, VERIFICATION_BUCKETS } from '@equipdesk/api-client/contract';
import type { PicklistType, ReferenceLists } from '@equipdesk/api-client/contract';
import { useReferenceListsState } from '../../session/hooks';
import type { ListingOption } from '../../listing';

export interface AssetOptions {
  lists: ReferenceLists | null;
  facilities: ListingOption[];
  accounts: ListingOption[];
  models: ListingOption[];
  products: ListingOption[];
  /** The products of one model (spec 3 §5: products are limited to the chosen model). */
  productsOf(model: string | null): ListingOption[];
  /** The contracts of one facility (spec 3 §5: limited to the account's facility). */
  contractsOf(facility: string | null): ListingOption[];
  /** The location groups (patient care units) of the locations the user sees, in order, then "No unit". */
  patientCareUnits: ListingOption[];
  /** The facility of an account, null when unknown. */
  facilityOf(account: string | null): string | null;
  picklist(type: PicklistType): ListingOption[];
}

export const PENDING_OPTIONS: ListingOption[] = PENDING_FILTERS.map((value) => ({ value, label: value }));
export const COMMISSION_OPTIONS: ListingOption[] = COMMISSION_STATUSES.map((value) => ({ value, label: value }));
export const VERIFICATION_OPTIONS: ListingOption[] = VERIFICATION_BUCKETS.map((value) => ({ value, label: value }));

/** A value made on first read, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * The pickers' options from the lists, each made when a screen first reads it: the dashboard's filter bar reads three
 * of them, and building all (hundreds of products, the patient care units sorted through ICU's collator) while the
 * lists arrive would hold the main thread for what nobody asked.
 */
function optionsOf(lists: ReferenceLists | null): AssetOptions {
  const products = lists?.products ?? [];
  const contracts = lists?.contracts ?? [];
  const accounts = lists?.accounts ?? [];
  const productOption = (p: (typeof products)[number]) => ({ value: p.externalId, label: p.itemDescription ? `${p.itemCode} — ${p.itemDescription}` : p.itemCode });
  const facilities = once(() => (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })));
  const accountOptions = once(() => accounts.map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })));
  const models = once(() => (lists?.models ?? []).map((m) => ({ value: m.externalId, label: m.modelDescription ? `${m.modelCode} — ${m.modelDescription}` : m.modelCode })));
  const productOptions = once(() => products.map(productOption));
  const patientCareUnits = once(() =>
    [...(lists?.locationGroups ?? [])]
      .sort((a, b) => a.localeCompare(b))
      .concat(NO_PATIENT_CARE_UNIT)
      .map((value) => ({ value, label: value })),
  );
  const picklists = new Map<PicklistType, ListingOption[]>();
  return {
    lists,
    get facilities() {
      return facilities();
    },
    get accounts() {
      return accountOptions();
    },
    get models() {
      return models();
    },
    get products() {
      return productOptions();
    },
    productsOf: (model) => (model ? products.filter((p) => p.model === model).map(productOption) : []),
    contractsOf: (facility) =>
      facility ? contracts.filter((c) => c.facility === facility).map((c) => ({ value: c.externalId, label: `${c.contractNo} (${c.type})` })) : [],
    get patientCareUnits() {
      return patientCareUnits();
    },
    facilityOf: (account) => accounts.find((a) => a.externalId === account)?.facility ?? null,
    picklist: (type) => {
      let options = picklists.get(type);
      if (!options) {
        options = (lists?.picklists[type] ?? []).map((item) => ({ value: item.value, label: item.displayLabel || item.value }));
        picklists.set(type, options);
      }
      return options;
    },
  };
}

/** The pickers' options; `load` false waits to ask for the lists (see useReferenceListsState). */
export function useAssetOptions(load = true): AssetOptions {
  const lists = useReferenceListsState(load);
  return useMemo(() => optionsOf(lists), [lists]);
}

/** A list's options, keeping the current value offered even when the list lacks it. */
export function withCurrent(options: ListingOption[], current: string | null | undefined, label?: string): ListingOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: label ?? current }, ...options];
}
