/** Facilities grid (spec 2 §2): the six counts, and the wizard for adding and editing. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DataTableColumn } from '@equipdesk/ui';
import { DEFAULT_FACILITY_TYPE, ENTITY_STATUSES } from '@equipdesk/api-client/contract';
import type { Facility } from '@equipdesk/api-client/contract';
import { ListingPage } from '../../listing';
import type { ListingFilter } from '../../listing';

const count = (id: keyof Facility & `num${string}`, header: string): DataTableColumn<Facility> => ({
  id,
  header,
  cell: (row) => row[id],
  sortable: true,
  align: 'end',
  width: 'minmax(110px, 0.7fr)',
});

export const FACILITY_COLUMNS: DataTableColumn<Facility>[] = [
  { id: 'enterpriseName', header: 'Enterprise', cell: (row) => row.enterpriseName ?? '', sortable: true },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'type', header: 'Type', cell: (row) => row.type || DEFAULT_FACILITY_TYPE, sortable: true, width: 'minmax(90px, 0.6fr)' },
  count('numLocations', 'Locations'),
  count('numSubLocations', 'Sub-locations'),
  count('numUsers', 'Users'),
  count('numZones', 'Zones'),
  count('numContracts', 'Contracts'),
  count('numAccounts', 'Accounts'),
];

const FILTERS: ListingFilter[] = [{ id: 'statuses', label: 'Status', options: ENTITY_STATUSES.map((s) => ({ value: s, label: s })) }];

export function FacilitiesPage() {
  const navigate = useNavigate();
  const open = useCallback((row: Facility) => void navigate(`/facilities/${encodeURIComponent(row.externalId)}`), [navigate]);
  return (
    <ListingPage<Facility>
      resource="facilities"
      title="Facilities"
      columns={FACILITY_COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `facility ${row.name}`}
      defaultSort={{ id: 'name', direction: 'asc' }}
      filters={FILTERS}
      onOpenRow={open}
      onAdd={() => void navigate('/facilities/new')}
      referenceList="facilities"
    />
  );
}
