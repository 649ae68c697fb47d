/**
 * The orders table's columns (spec 3 §2.8), in the spec's order; the actions column is the listing's. An
 * overridden order is marked in its number's cell by a flag with a label of its own (not colour alone) and says
 * YES in the Overridden column. The status cell carries the order's own actions as a menu.
 */
import styled from 'styled-components';
import { DropdownMenu } from '@equipdesk/ui';
import type { DataTableColumn, DropdownMenuItem } from '@equipdesk/ui';
import type { Order } from '@equipdesk/api-client/contract';
import { DATE_TIME_WIDTH, formatDateTime } from '../../listing';

const Flagged = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tone.warning.bg};
  color: ${({ theme }) => theme.colors.tone.warning.fg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const StatusCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The words an overridden order's flag is read as. */
export const OVERRIDDEN_LABEL = 'Overridden';

/** The items of an order in a few words: `PUMP-1 × 2, BED-2 × 1`. */
export function itemsSummary(order: Pick<Order, 'items'>): string {
  return order.items.map((item) => `${item.modelCode ?? item.model} × ${item.quantity}`).join(', ');
}

/** The columns; each id is also the sort key GET orders takes where the column is sortable. */
export function orderColumns(menuFor: (order: Order) => DropdownMenuItem[]): DataTableColumn<Order>[] {
  return [
    { id: 'accountName', header: 'Account', cell: (row) => row.accountName ?? '', sortable: true, alwaysVisible: true },
    {
      id: 'orderNumber',
      header: 'Order No',
      sortable: true,
      alwaysVisible: true,
      cell: (row) =>
        row.overridden ? (
          <Flagged title={`${OVERRIDDEN_LABEL} order`}>
            <span role="img" aria-label={OVERRIDDEN_LABEL}>
              ⚑
            </span>
            {row.orderNumber}
          </Flagged>
        ) : (
          row.orderNumber
        ),
    },
    { id: 'type', header: 'Type', cell: (row) => row.type, sortable: true },
    { id: 'nature', header: 'Nature', cell: (row) => row.nature, sortable: true },
    { id: 'createdTimestamp', header: 'Created Time', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
    { id: 'promisedTime', header: 'Promised Time', cell: (row) => formatDateTime(row.promisedTime), sortable: true, width: DATE_TIME_WIDTH },
    { id: 'deliveryLocationName', header: 'Location', cell: (row) => row.deliveryLocationName ?? '', sortable: true },
    { id: 'deliverTo', header: 'Contact Person', cell: (row) => row.deliverTo, sortable: true },
    {
      id: 'orderStatus',
      header: 'Order Status',
      sortable: true,
      alwaysVisible: true,
      // The status and its Actions menu side by side, never cut off.
      width: 'minmax(220px, auto)',
      cell: (row) => {
        const items = menuFor(row);
        return (
          <StatusCell>
            {row.orderStatus ?? 'UNASSIGNED'}
            {items.length > 0 && <DropdownMenu label="Actions" items={items} triggerProps={{ 'aria-label': `Order actions for order ${row.orderNumber}` }} />}
          </StatusCell>
        );
      },
    },
    { id: 'items', header: 'Items', cell: (row) => itemsSummary(row) },
    { id: 'assignedToName', header: 'Assigned To', cell: (row) => row.assignedToName ?? '', sortable: true },
    { id: 'assignedByName', header: 'Assigned By', cell: (row) => row.assignedByName ?? '', sortable: true },
    { id: 'overridden', header: 'Overridden', cell: (row) => (row.overridden ? 'YES' : 'NO'), sortable: true },
  ];
}
