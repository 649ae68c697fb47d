/** The visit form's and filters' pickers, from the session's reference lists. */
import { useMemo } from 'react';
import { VISIT_FREQUENCIES } from '@equipdesk/api-client/contract';
import { useReferenceListsState } from '../../../session/hooks';
import type { ListingOption } from '../../../listing';

export interface VisitOptions {
  facilities: ListingOption[];
  accounts: ListingOption[];
  /** Users by externalId: the list's User filter. */
  userFilter: ListingOption[];
  /** ACTIVE users by username (spec 2 §3: a visit's executive is a username): the form's User picker. */
  users: ListingOption[];
}

export const FREQUENCY_OPTIONS: ListingOption[] = VISIT_FREQUENCIES.map((value) => ({ value, label: value }));

const active = (status: string | undefined) => status === undefined || status === 'ACTIVE';

export function useVisitOptions(): VisitOptions {
  const lists = useReferenceListsState();
  return useMemo(() => {
    const users = lists?.users ?? [];
    return {
      facilities: (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })),
      accounts: (lists?.accounts ?? []).map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })),
      userFilter: users.map((u) => ({ value: u.externalId, label: u.name })),
      users: users.filter((u) => active(u.status)).map((u) => ({ value: u.username, label: `${u.name} (${u.username})` })),
    };
  }, [lists]);
}
