/**
 * The orders listing (spec 3 §2.8): the spec's columns with overridden orders flagged, the filters (facility,
 * account, order status, order type, status: ACTIVE by default; and those a dashboard chart's link sets: model,
 * location, business and service type, created from and to, compliance), newest first, CSV/XLSX export, Place New Order
 * inline, and each order's own actions where they apply (spec 3 §4, each with its grant): assign, complete, cancel
 * and reject for ACTIVE orders; signature, fulfilment details and notes of COMPLETED or PARTIAL ones (DETAILS).
 * Entity actions (activate, deactivate, delete) are the caregiver's only (DESIGN.md) and still need their grants.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSWRConfig } from 'swr';
import type { DropdownMenuItem } from '@equipdesk/ui';
import { isOrderFulfilled, orderActionApplies } from '@equipdesk/api-client/contract';
import type { Order } from '@equipdesk/api-client/contract';
import { hasGrant, showsOrderEntityActions } from '@equipdesk/permissions';
import { ListingPage, SPEC_STATUS_DEFAULT, locationInAccountSource } from '../../listing';
import type { ListingFilter } from '../../listing';
import { usePermissionEntries, usePermissions } from '../../session/hooks';
import { session } from '../../session/store';
import { orderColumns } from './columns';
import { AssignOrderModal, ConfirmOrderAction } from './OrderActionDialogs';
import { OrderFulfilmentModal, OrderNotesModal, OrderSignatureModal } from './OrderDetailsModals';
import { OrderForm } from './OrderForm';
import { useAssetOptions } from '../assets/options';
import { ORDER_COMPLIANCE_OPTIONS, ORDER_STATUS_OPTIONS, ORDER_TYPE_OPTIONS, useOrderOptions } from './options';

/** What a menu item of an order opens. */
export type OrderDialog = 'assign' | 'complete' | 'cancel' | 'reject' | 'signature' | 'fulfilment' | 'notes';

const DEFAULT_SORT = { id: 'createdTimestamp', direction: 'desc' } as const;

/** Spec 3 §2.8: the status filter starts on ACTIVE. */
const ORDER_DEFAULT_FILTERS = { statuses: [...SPEC_STATUS_DEFAULT] };

export function OrdersPage() {
  const role = useSnapshot(session).user?.roleIdentifier;
  const { can } = usePermissions('orders');
  const entries = usePermissionEntries();
  const canDetails = hasGrant(entries, 'orders', 'DETAILS');
  const options = useOrderOptions();
  const { picklist } = useAssetOptions();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState<{ order: Order; dialog: OrderDialog } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // After an action every page of the orders list is read again, whatever the filters (spec 3 §4: the page reloads).
  const revalidate = useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === 'list' && key[1] === 'orders'), [mutate]);

  const menuFor = useCallback(
    (order: Order): DropdownMenuItem[] => {
      const item = (dialog: OrderDialog, label: string): DropdownMenuItem => ({ id: dialog, label, onSelect: () => setOpen({ order, dialog }) });
      const items: DropdownMenuItem[] = [];
      if (orderActionApplies(order, 'assign') && can('ASSIGN')) items.push(item('assign', 'Assign…'));
      if (orderActionApplies(order, 'complete') && can('COMPLETE')) items.push(item('complete', 'Complete'));
      if (orderActionApplies(order, 'cancel') && can('CANCEL')) items.push(item('cancel', 'Cancel Order'));
      if (orderActionApplies(order, 'reject') && can('REJECT')) items.push(item('reject', 'Reject'));
      if (isOrderFulfilled(order) && canDetails) {
        items.push(item('signature', 'Signature'), item('fulfilment', 'Fulfilment Details'), item('notes', 'Notes'));
      }
      return items;
    },
    [can, canDetails],
  );
  const columns = useMemo(() => orderColumns(menuFor), [menuFor]);

  const filters = useMemo<ListingFilter[]>(
    () => [
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'orderStatuses', label: 'Order Status', options: ORDER_STATUS_OPTIONS },
      { id: 'orderTypes', label: 'Order Type', options: ORDER_TYPE_OPTIONS },
      { id: 'models', label: 'Model', options: options.models },
      { id: 'locations', label: 'Location', options: [], source: locationInAccountSource },
      { id: 'businessTypes', label: 'Business Type', options: picklist('BusinessType') },
      { id: 'serviceTypes', label: 'Service Type', options: picklist('ServiceType') },
      { id: 'createdFrom', label: 'Created From', options: [], dateTime: 'start' },
      { id: 'createdTo', label: 'Created To', options: [], dateTime: 'end' },
      { id: 'compliance', label: 'Compliance', options: ORDER_COMPLIANCE_OPTIONS },
    ],
    [options, picklist],
  );

  const shown = (dialog: OrderDialog) => (open?.dialog === dialog ? open.order : null);
  return (
    <>
      <ListingPage<Order>
        resource="orders"
        title="Orders"
        columns={columns}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `order ${row.orderNumber}`}
        defaultSort={DEFAULT_SORT}
        filters={filters}
        defaultFilters={ORDER_DEFAULT_FILTERS}
        renderForm={(props) => <OrderForm {...props} />}
        draft={{ form: 'order', noun: 'order' }}
        // DESIGN.md: order entity actions are the caregiver's, and still need their grants.
        noStateActions={!showsOrderEntityActions(role)}
      />
      <AssignOrderModal order={shown('assign')} onClose={close} onDone={revalidate} />
      <ConfirmOrderAction order={shown('complete')} action="complete" onClose={close} onDone={revalidate} />
      <ConfirmOrderAction order={shown('cancel')} action="cancel" onClose={close} onDone={revalidate} />
      <ConfirmOrderAction order={shown('reject')} action="reject" onClose={close} onDone={revalidate} />
      <OrderSignatureModal order={shown('signature')} onClose={close} />
      <OrderFulfilmentModal order={shown('fulfilment')} onClose={close} />
      <OrderNotesModal order={shown('notes')} onClose={close} />
    </>
  );
}
