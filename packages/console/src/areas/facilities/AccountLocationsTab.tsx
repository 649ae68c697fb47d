/** The Locations tab of the account wizard: the account's locations (GET accounts/{id}/locations). */
import { DataTable } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useAccountLocations } from '@equipdesk/api-client/react';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { Location } from '@equipdesk/api-client/contract';

const COLUMNS: DataTableColumn<Location>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, alwaysVisible: true },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'parentName', header: 'Parent', cell: (row) => row.parentName ?? '' },
  { id: 'groupName', header: 'Group', cell: (row) => row.groupName ?? '' },
  { id: 'utilizationStatus', header: 'Utilization Status', cell: (row) => row.utilizationStatus },
];

export function AccountLocationsTab({ accountId }: { accountId: string }) {
  const locations = useAccountLocations(accountId);
  return (
    <DataTable<Location>
      aria-label="Account locations"
      columns={COLUMNS}
      rows={locations.data ?? []}
      getRowId={(row) => row.externalId}
      getRowStatus={(row) => row.status}
      loading={locations.isLoading}
      error={locations.error ? locations.error.message : undefined}
      emptyMessage={MESSAGES.noMatchingRecords}
      height="50vh"
    />
  );
}
