/**
 * One alert listing over the listing kit (spec 2 §2 "Alert listings"): read-only, paged, sortable and searchable,
 * filtered by alert status (unresolved by default), facility and account, each page read with POST
 * alerts/{kind}/flux (spec 2 §7) and exported like any list. Each listing needs VIEW on its own path.
 */
import { useCallback, useMemo } from 'react';
import type { DataTableColumn } from '@equipdesk/ui';
import { alertsResource } from '@equipdesk/api-client';
import { useApiClient } from '@equipdesk/api-client/react';
import type { AlertsByKind } from '@equipdesk/api-client';
import { ALERT_DEFAULT_SORTS, ALERT_STATUSES, UNRESOLVED_ALERT_STATUSES } from '@equipdesk/api-client/contract';
import type { AlertKind, ListQuery } from '@equipdesk/api-client/contract';
import { ListingPage } from '../../../listing';
import type { ListingFilter } from '../../../listing';
import { useReferenceListsState } from '../../../session/hooks';

const ALERT_STATUS_OPTIONS = ALERT_STATUSES.map((status) => ({ value: status, label: status }));
/** What needs attention: the Status filter starts on OPEN and ACKNOWLEDGED (removing the chips shows every alert). */
const DEFAULT_FILTERS = { statuses: [...UNRESOLVED_ALERT_STATUSES] };

export interface AlertListingProps<K extends AlertKind> {
  kind: K;
  title: string;
  columns: readonly DataTableColumn<AlertsByKind[K]>[];
  /** How a row is named: `order alert SO1000001`. */
  entityLabel(row: AlertsByKind[K]): string;
}

export function AlertListing<K extends AlertKind>({ kind, title, columns, entityLabel }: AlertListingProps<K>) {
  const client = useApiClient();
  const lists = useReferenceListsState();
  const listWith = useCallback((query: ListQuery) => client.alerts(kind, query), [client, kind]);
  const filters = useMemo<ListingFilter[]>(
    () => [
      { id: 'statuses', label: 'Status', options: ALERT_STATUS_OPTIONS },
      { id: 'facilities', label: 'Facility', options: (lists?.facilities ?? []).map((f) => ({ value: f.externalId, label: f.name })) },
      { id: 'accounts', label: 'Account', options: (lists?.accounts ?? []).map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` })) },
    ],
    [lists],
  );
  const sort = ALERT_DEFAULT_SORTS[kind];
  return (
    <ListingPage<AlertsByKind[K]>
      resource={alertsResource(kind)}
      title={title}
      columns={columns}
      getRowId={(row) => row.externalId}
      entityLabel={entityLabel}
      defaultSort={{ id: sort.sortBy, direction: sort.sortDirection }}
      defaultFilters={DEFAULT_FILTERS}
      filters={filters}
      listWith={listWith}
      // Alerts are raised and resolved from the data: no Add, no form, no row actions.
      reportMode
    />
  );
}
