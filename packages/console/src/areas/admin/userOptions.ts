/** The pickers of the user form and the users filters, from the reference lists of the session. */
import { useMemo } from 'react';
import type { ReferenceLists } from '@equipdesk/api-client/contract';
import { useReferenceListsState } from '../../session/hooks';
import type { ListingOption } from '../../listing';

export interface UserOptions {
  roles: ListingOption[];
  enterprises: ListingOption[];
  facilities: ListingOption[];
  accounts: ListingOption[];
  lists: ReferenceLists | null;
}

export function useUserOptions(): UserOptions {
  const lists = useReferenceListsState();
  return useMemo(
    () => ({
      roles: (lists?.roles ?? []).map((role) => ({ value: role.externalId, label: role.name })),
      enterprises: (lists?.enterprises ?? []).map((e) => ({ value: e.externalId, label: e.name })),
      facilities: (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })),
      accounts: (lists?.accounts ?? []).map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })),
      lists,
    }),
    [lists],
  );
}

/** The role identifier of a role externalId (the form picks by externalId; privilege goes by identifier). */
export function roleIdentifierOf(lists: ReferenceLists | null, roleExternalId: string | null | undefined): string | undefined {
  if (!roleExternalId) return undefined;
  return lists?.roles.find((role) => role.externalId === roleExternalId)?.identifier;
}

/**
 * The accounts after the facility choice changed: every account of a newly chosen facility is
 * added (spec 1 §2 "choosing facilities auto-selects all accounts"), accounts of facilities no
 * longer chosen are dropped, the rest of the user's choice stays.
 */
export function accountsAfterFacilityChange(
  lists: Pick<ReferenceLists, 'accounts'> | null,
  previousFacilities: readonly string[],
  nextFacilities: readonly string[],
  accounts: readonly string[],
): string[] {
  const all = lists?.accounts ?? [];
  const facilityOf = new Map(all.map((a) => [a.externalId, a.facility]));
  const chosen = new Set(nextFacilities);
  const added = nextFacilities.filter((f) => !previousFacilities.includes(f));
  const kept = accounts.filter((id) => {
    const facility = facilityOf.get(id);
    return facility === undefined || chosen.has(facility);
  });
  const fresh = all.filter((a) => added.includes(a.facility)).map((a) => a.externalId);
  return [...new Set([...kept, ...fresh])];
}
