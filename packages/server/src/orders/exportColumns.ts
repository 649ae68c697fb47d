/**
 * The orders export's columns, the items as `MODEL x quantity (serial)`. An export worker loads this module to take the
 * cells of the items it parses (resources/tabular.ts workerColumns), so it imports nothing but the column helpers.
 */
import type { Order } from '@equipdesk/api-client/contract';
import { AUDIT_EXPORT_COLUMNS } from '../resources/items';
import { dateTimeColumn, workerColumns } from '../resources/tabular';

const itemsText = (o: Order) => o.items.map((i) => `${i.modelCode ?? i.model} x ${i.quantity}${i.serialNo ? ` (${i.serialNo})` : ''}`).join('; ');

export const ORDER_EXPORT_COLUMNS = workerColumns(import.meta.url, 'ORDER_EXPORT_COLUMNS', [
  { header: 'Account', value: (o: Order) => o.accountName ?? null },
  { header: 'Order No', value: (o: Order) => o.orderNumber },
  { header: 'Type', value: (o: Order) => o.type },
  { header: 'Nature', value: (o: Order) => o.nature },
  dateTimeColumn('Created Time', (o: Order) => o.createdTimestamp),
  dateTimeColumn('Promised Time', (o: Order) => o.promisedTime),
  { header: 'Location', value: (o: Order) => o.deliveryLocationName ?? null },
  { header: 'Contact Person', value: (o: Order) => o.deliverTo },
  { header: 'Order Status', value: (o: Order) => o.orderStatus },
  { header: 'Items', value: itemsText },
  { header: 'Assigned To', value: (o: Order) => o.assignedToName ?? null },
  { header: 'Assigned By', value: (o: Order) => o.assignedByName ?? null },
  { header: 'Overridden', value: (o: Order) => (o.overridden ? 'YES' : 'NO') },
  { header: 'Account No', value: (o: Order) => o.accountNo ?? null },
  dateTimeColumn('Assigned On', (o: Order) => o.assignedOn),
  dateTimeColumn('Completed Time', (o: Order) => o.completedTimestamp),
  { header: 'Remarks', value: (o: Order) => o.remarks },
  { header: 'Status', value: (o: Order) => o.status },
  ...AUDIT_EXPORT_COLUMNS.filter((c) => c.header !== 'Created'),
]);
