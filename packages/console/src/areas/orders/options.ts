/** The order form's and filters' pickers, from the session's reference lists. */
import { useMemo } from 'react';
import { ORDER_COMPLIANCES, ORDER_NATURES, ORDER_STATUSES, ORDER_TYPES } from '@equipdesk/api-client/contract';
import type { ReferenceLists } from '@equipdesk/api-client/contract';
import { useReferenceListsState } from '../../session/hooks';
import type { ListingOption } from '../../listing';

export interface OrderOptions {
  lists: ReferenceLists | null;
  facilities: ListingOption[];
  accounts: ListingOption[];
  models: ListingOption[];
  /** Every location, named with its account (the list's location filter: "Bed 1" is in many accounts). */
  locations: ListingOption[];
  /** The locations of one account (spec 3 §5: the delivery location is limited to the account). */
  locationsOf(account: string | null): ListingOption[];
}

const plain = (values: readonly string[]): ListingOption[] => values.map((value) => ({ value, label: value }));

export const ORDER_STATUS_OPTIONS = plain(ORDER_STATUSES);
export const ORDER_TYPE_OPTIONS = plain(ORDER_TYPES);
export const ORDER_NATURE_OPTIONS = plain(ORDER_NATURES);
/** The compliance filter behind the dashboard's Order Compliance (DECISIONS.md "Dashboard orders"). */
export const ORDER_COMPLIANCE_OPTIONS: ListingOption[] = ORDER_COMPLIANCES.map((value) => ({ value, label: value === 'COMPLIANT' ? 'Compliant' : 'Non-compliant' }));

export function useOrderOptions(): OrderOptions {
  const lists = useReferenceListsState();
  return useMemo(() => {
    const all = lists?.locations ?? [];
    const locations = all.filter((l) => l.status === undefined || l.status === 'ACTIVE');
    const accountNames = new Map((lists?.accounts ?? []).map((a) => [a.externalId, a.name]));
    return {
      lists,
      facilities: (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })),
      accounts: (lists?.accounts ?? []).map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })),
      models: (lists?.models ?? []).map((m) => ({ value: m.externalId, label: m.modelDescription ? `${m.modelCode} — ${m.modelDescription}` : m.modelCode })),
      locations: all.map((l) => ({ value: l.externalId, label: accountNames.has(l.account) ? `${l.name} (${accountNames.get(l.account)})` : l.name })),
      locationsOf: (account) => (account ? locations.filter((l) => l.account === account).map((l) => ({ value: l.externalId, label: l.name })) : []),
    };
  }, [lists]);
}
