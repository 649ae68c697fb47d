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
    return {
      lists,
      facilities: (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })),
      accounts: (lists?.accounts ?? []).map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })),
      models: (lists?.models ?? []).map((m) => ({ value: m.externalId, label: m.modelDescription ? `${m.modelCode} — ${m.modelDescription}` : m.modelCode })),
    };
  }, [lists]);
}
