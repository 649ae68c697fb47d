/**
 * Locations (spec 2 §2): the list with its inline form, and row actions under their conditions:
 * add sub-location (ACTIVE, not a BED, NEW), par definition (ACTIVE, EDIT or DETAILS), print label
 * (ACTIVE, PRINT), and the standard icons. A failed row action shows a dismissible danger alert
 * that hides itself after 5 s.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@equipdesk/ui';
import type { DataTableColumn, EntityCustomAction } from '@equipdesk/ui';
import { ALERT_AUTO_DISMISS_MS, ENTITY_STATUSES } from '@equipdesk/api-client/contract';
import type { Location } from '@equipdesk/api-client/contract';
import { hasGrant } from '@equipdesk/permissions';
import { ListingPage } from '../../listing';
import type { ExtraRowActions, ListingFilter, ListingTools } from '../../listing';
import { usePermissionEntries, usePermissions } from '../../session/hooks';
import { LocationForm } from './LocationForm';
import { LocationLabelModal } from './LocationLabelModal';
import { ParDefinitionModal } from './ParDefinitionModal';
import { useSiteOptions } from './options';

export const LOCATION_COLUMNS: DataTableColumn<Location>[] = [
  { id: 'accountName', header: 'Account', cell: (row) => row.accountName ?? '', sortable: true },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'type', header: 'Type', cell: (row) => row.type, sortable: true, width: 'minmax(100px, 0.7fr)' },
  { id: 'parentName', header: 'Parent', cell: (row) => row.parentName ?? '', sortable: true },
  { id: 'groupName', header: 'Group', cell: (row) => row.groupName ?? '', sortable: true, width: 'minmax(100px, 0.7fr)' },
  {
    id: 'inventoryPowerLevel',
    header: 'Power Level',
    cell: (row) => row.inventoryPowerLevel,
    sortable: true,
    align: 'end',
    width: 'minmax(100px, 0.6fr)',
  },
  { id: 'utilizationStatus', header: 'Utilization Status', cell: (row) => row.utilizationStatus, sortable: true },
  { id: 'utilizationCategory', header: 'Utilization Category', cell: (row) => row.utilizationCategory ?? '', sortable: true },
];

/** BED locations take no sub-locations (spec 2 §2). */
export const NO_SUB_LOCATION_TYPE = 'BED';

interface Failure {
  message: string;
  /** Bumped on every failure, so the same message twice restarts the alert's 5 s. */
  key: number;
}

export function LocationsPage() {
  const options = useSiteOptions();
  const { can } = usePermissions('locations');
  const canEditPar = hasGrant(usePermissionEntries(), 'locations', 'EDIT');
  const [parOf, setParOf] = useState<Location | null>(null);
  const [labelOf, setLabelOf] = useState<Location | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const fail = useCallback((message: string) => setFailure((current) => ({ message, key: (current?.key ?? 0) + 1 })), []);
  const closePar = useCallback(() => setParOf(null), []);
  const closeLabel = useCallback(() => setLabelOf(null), []);

  const filters = useMemo<ListingFilter[]>(
    () => [
      { id: 'statuses', label: 'Status', options: ENTITY_STATUSES.map((s) => ({ value: s, label: s })) },
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'locationTypes', label: 'Type', options: options.picklist('LocationType') },
      { id: 'utilizationStatuses', label: 'Utilization Status', options: options.picklist('UtilizationStatus') },
    ],
    [options],
  );

  const extraActions = useCallback(
    (row: Location, tools: ListingTools<Location>): ExtraRowActions => {
      if (row.status !== 'ACTIVE') return {};
      const custom: EntityCustomAction[] = [];
      if (row.type !== NO_SUB_LOCATION_TYPE && can('NEW')) {
        custom.push({
          id: 'sub-location',
          label: 'Add sub-location to',
          tooltip: 'Add sub-location',
          icon: 'plus',
          onClick: () =>
            tools.startAdd({
              parent: row.externalId,
              parentName: row.name,
              account: row.account,
              facility: row.facility,
              utilizationStatus: row.utilizationStatus,
            }),
        });
      }
      if (can('EDIT')) custom.push({ id: 'par', label: 'Par definition of', tooltip: 'Par definition', icon: 'list', onClick: () => setParOf(row) });
      if (can('PRINT')) custom.push({ id: 'label', label: 'Print label of', tooltip: 'Print label', icon: 'print', onClick: () => setLabelOf(row) });
      return { custom };
    },
    [can],
  );

  return (
    <>
      <ListingPage<Location>
        resource="locations"
        title="Locations"
        columns={LOCATION_COLUMNS}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `location ${row.name}`}
        defaultSort={{ id: 'name', direction: 'asc' }}
        filters={filters}
        renderForm={(props) => <LocationForm {...props} />}
        extraActions={extraActions}
        onActionFailure={fail}
        banner={
          failure && (
            <Alert tone="danger" autoHideMs={ALERT_AUTO_DISMISS_MS} resetKey={failure.key} onDismiss={() => setFailure(null)}>
              {failure.message}
            </Alert>
          )
        }
        referenceList="locationGroups"
        routeParam="externalId"
      />
      <ParDefinitionModal location={parOf} canEdit={canEditPar} onClose={closePar} onFailure={fail} />
      <LocationLabelModal location={labelOf} onClose={closeLabel} onFailure={fail} />
    </>
  );
}
