/**
 * Pick lists (spec 3 §2.7): name of the type, value, label and actions; Add New and the edit pen (EDIT or
 * DETAILS) open the value's modal, and without them a row shows only the entity icons its grants allow.
 * A saved value reloads the cached pick lists, so every picker of its type offers it at once.
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { DataTableColumn } from '@equipdesk/ui';
import { PICKLIST_TYPES } from '@equipdesk/api-client/contract';
import type { PicklistValue } from '@equipdesk/api-client/contract';
import { hasGrant } from '@equipdesk/permissions';
import { ListingPage } from '../../listing';
import type { ListingFilter } from '../../listing';
import { usePermissionEntries, usePermissions } from '../../session/hooks';
import { PicklistValueModal } from './PicklistValueModal';

const RESOURCE = 'picklist-values';

const PICKLIST_COLUMNS: DataTableColumn<PicklistValue>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'value', header: 'Value', cell: (row) => row.value, sortable: true, alwaysVisible: true },
  { id: 'displayLabel', header: 'Label', cell: (row) => row.displayLabel, sortable: true },
];

const FILTERS: ListingFilter[] = [{ id: 'names', label: 'Name', options: PICKLIST_TYPES.map((name) => ({ value: name, label: name })) }];

/** Revalidates every cached page of a list (the modal saves outside the listing's own form). */
function useRevalidateList(resource: string) {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === 'list' && key[1] === resource), [mutate, resource]);
}

export function PicklistsPage() {
  const [open, setOpen] = useState<PicklistValue | 'new' | null>(null);
  const { can } = usePermissions(RESOURCE);
  const entries = usePermissionEntries();
  const revalidate = useRevalidateList(RESOURCE);
  const canSave = open === 'new' ? can('NEW') : hasGrant(entries, RESOURCE, 'EDIT');
  return (
    <>
      <ListingPage<PicklistValue>
        resource={RESOURCE}
        title="Pick Lists"
        columns={PICKLIST_COLUMNS}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `pick-list value ${row.name} ${row.value}`}
        defaultSort={{ id: 'name', direction: 'asc' }}
        filters={FILTERS}
        onAdd={() => setOpen('new')}
        onOpenRow={(row) => setOpen(row)}
        referenceList="picklists"
      />
      <PicklistValueModal
        value={open}
        canSave={canSave}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          void revalidate();
        }}
      />
    </>
  );
}
