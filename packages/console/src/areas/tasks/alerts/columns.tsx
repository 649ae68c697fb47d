/**
 * The alert listings' columns (spec 2 §2 "Alert listings"), in the spec's order; each id is also the sort key the
 * flux call takes. Each alert leads to its record: the order number to the order (the orders list searched for it),
 * the serial number to the asset (the assets list searched for it), the location to the location's own page. The
 * PAR listing's entries cell opens the violated entries.
 */
import { Button } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import type { OrderAlert, ParAlert, PmAlert } from '@equipdesk/api-client/contract';
import { DATE_TIME_WIDTH, formatDateTime, formatDay } from '../../../listing';
import { listSearchHref, pageHref, RecordLink } from './RecordLink';

export const orderAlertColumns: DataTableColumn<OrderAlert>[] = [
  { id: 'account', header: 'Account', cell: (row) => row.account, sortable: true, alwaysVisible: true },
  { id: 'order.createdBy', header: 'User', cell: (row) => row.order.createdBy ?? '', sortable: true },
  {
    id: 'order.orderNumber',
    header: 'Order No',
    cell: (row) => (
      <RecordLink route="orders-table" to={row.order.orderNumber ? listSearchHref('orders-table', row.order.orderNumber) : null}>
        {row.order.orderNumber}
      </RecordLink>
    ),
    sortable: true,
    alwaysVisible: true,
  },
  { id: 'order.nature', header: 'Nature', cell: (row) => row.order.nature, sortable: true },
  { id: 'order.type', header: 'Type', cell: (row) => row.order.type, sortable: true },
  { id: 'order.createdTimestamp', header: 'Created', cell: (row) => formatDateTime(row.order.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'order.promisedTime', header: 'Promised Time', cell: (row) => formatDateTime(row.order.promisedTime), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'message', header: 'Message', cell: (row) => row.message, sortable: true, width: 'minmax(260px, 2fr)' },
  { id: 'alertStatus', header: 'Alert Status', cell: (row) => row.alertStatus, sortable: true, width: 'minmax(130px, 0.7fr)' },
];

export const pmAlertColumns: DataTableColumn<PmAlert>[] = [
  { id: 'account', header: 'Account', cell: (row) => row.account, sortable: true, alwaysVisible: true },
  {
    id: 'asset.serialNumber',
    header: 'Serial No',
    cell: (row) => (
      <RecordLink route="assets-table" to={row.asset.serialNumber ? listSearchHref('assets-table', row.asset.serialNumber) : null}>
        {row.asset.serialNumber}
      </RecordLink>
    ),
    sortable: true,
    alwaysVisible: true,
  },
  { id: 'asset.model', header: 'Model', cell: (row) => row.asset.model, sortable: true },
  { id: 'asset.product', header: 'Product', cell: (row) => row.asset.product ?? '', sortable: true },
  { id: 'message', header: 'Message', cell: (row) => row.message, sortable: true, width: 'minmax(260px, 2fr)' },
  { id: 'pmDueDate', header: 'PM Due Date', cell: (row) => formatDay(row.pmDueDate), sortable: true },
  { id: 'createdTimestamp', header: 'Created', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'alertStatus', header: 'Alert Status', cell: (row) => row.alertStatus, sortable: true, width: 'minmax(130px, 0.7fr)' },
];

/** The entries cell's words: how many entries of the location's par definition are violated. */
function entriesLabel(alert: Pick<ParAlert, 'entries'>): string {
  const n = alert.entries.length;
  return `${n} ${n === 1 ? 'entry' : 'entries'}`;
}

/** The PAR columns; `onEntries` opens an alert's violated entries. */
export function parAlertColumns(onEntries: (alert: ParAlert) => void): DataTableColumn<ParAlert>[] {
  return [
    { id: 'account', header: 'Account', cell: (row) => row.account, sortable: true, alwaysVisible: true },
    {
      id: 'location',
      header: 'Location',
      cell: (row) => (
        <RecordLink route="location-details" to={row.locationExternalId ? pageHref('location-details', { externalId: row.locationExternalId }) : null}>
          {row.location}
        </RecordLink>
      ),
      sortable: true,
      alwaysVisible: true,
    },
    {
      id: 'entries',
      header: 'Entries',
      sortable: true,
      width: 'minmax(120px, 0.7fr)',
      cell: (row) => (
        <Button variant="link" size="sm" onClick={() => onEntries(row)} aria-label={`Par entries of ${row.location}: ${entriesLabel(row)}`}>
          {entriesLabel(row)}
        </Button>
      ),
    },
    { id: 'message', header: 'Message', cell: (row) => row.message, sortable: true, width: 'minmax(260px, 2fr)' },
    { id: 'createdTimestamp', header: 'Created', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
    { id: 'alertStatus', header: 'Alert Status', cell: (row) => row.alertStatus, sortable: true, width: 'minmax(130px, 0.7fr)' },
  ];
}
