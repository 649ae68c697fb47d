/** The visits table's columns (spec 2 §2), in the spec's order; the actions column is the listing's. */
import type { DataTableColumn } from '@equipdesk/ui';
import type { VisitDefinition } from '@equipdesk/api-client/contract';
import { DATE_TIME_WIDTH, formatDateTime } from '../../../listing';

/** Each id is also the sort key GET visits takes where the column is sortable. */
export const VISIT_COLUMNS: DataTableColumn<VisitDefinition>[] = [
  { id: 'accountName', header: 'Account', cell: (row) => row.accountName ?? '', sortable: true, alwaysVisible: true },
  { id: 'name', header: 'Visit Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'executiveName', header: 'User', cell: (row) => row.executiveName ?? row.executive, sortable: true },
  { id: 'locationNames', header: 'Locations', cell: (row) => (row.locationNames ?? []).join(', ') },
  { id: 'frequency', header: 'Frequency', cell: (row) => row.frequency, sortable: true, width: 'minmax(110px, 0.7fr)' },
  { id: 'startTimestamp', header: 'Start Time', cell: (row) => formatDateTime(row.startTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'endTimestamp', header: 'End Time', cell: (row) => formatDateTime(row.endTimestamp), sortable: true, width: DATE_TIME_WIDTH },
];
