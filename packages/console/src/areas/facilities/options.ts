/** The pickers of the site-data forms and filters, from the session's reference lists. */
import { useMemo } from 'react';
import type { PicklistType, ReferenceLists } from '@equipdesk/api-client/contract';
import { useReferenceListsState } from '../../session/hooks';
import type { ListingOption } from '../../listing';

export interface SiteOptions {
  enterprises: ListingOption[];
  facilities: ListingOption[];
  accounts: ListingOption[];
  models: ListingOption[];
  lists: ReferenceLists | null;
  /** The values of one pick list, labelled by their display label. */
  picklist(type: PicklistType): ListingOption[];
}

export function useSiteOptions(): SiteOptions {
  const lists = useReferenceListsState();
  return useMemo(
    () => ({
      enterprises: (lists?.enterprises ?? []).map((e) => ({ value: e.externalId, label: e.name })),
      facilities: (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })),
      accounts: (lists?.accounts ?? []).map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })),
      models: (lists?.models ?? []).map((m) => ({ value: m.externalId, label: `${m.modelCode} — ${m.modelDescription}` })),
      lists,
      picklist: (type: PicklistType) =>
        (lists?.picklists[type] ?? []).map((item) => ({ value: item.value, label: item.displayLabel || item.value })),
    }),
    [lists],
  );
}

/** A pick list's options, keeping the current value offered even when the list lacks it (A2 before the list loads). */
export function withCurrent(options: ListingOption[], current: string | null | undefined): ListingOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}
