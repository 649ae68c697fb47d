/** Service orders, their items, completion and signature, and order actions (spec 3 §2.8, §3, §4, §7 "Orders"). */
import type { Audited, ListQuery } from './envelopes';
import type { EntityStatus, OrderNature, OrderStatus, OrderType } from './enums';

export interface OrderItem {
  /** Serial number, for removals. */
  serialNo?: string | null;
  /** Model externalId. */
  model: string;
  modelCode?: string | null;
  modelDescription?: string | null;
  quantity: number;
  remarks?: string | null;
}

export interface Order extends Audited {
  externalId: string;
  orderNumber: string;
  /** Facility externalId. */
  facility: string;
  /** Account externalId. */
  account: string;
  accountName?: string | null;
  accountNo?: string | null;
  /** The contact person. */
  deliverTo: string;
  /** Location externalId; null when the location was never given (older orders). */
  deliveryLocation: string | null;
  deliveryLocationName?: string | null;
  type: OrderType;
  nature: OrderNature | string;
  completionMinutes: number;
  /** Empty until the order is first handled. */
  orderStatus: OrderStatus | null;
  /** User externalIds; the names are listed beside. */
  assignedTo: string | null;
  assignedToName?: string | null;
  assignedBy: string | null;
  assignedByName?: string | null;
  assignedOn: string | null;
  promisedTime: string | null;
  /** When the order was completed (COMPLETED or PARTIAL). */
  completedTimestamp?: string | null;
  remarks: string | null;
  deliveryNotes: string | null;
  overridden: boolean;
  status: EntityStatus;
  createdTimestamp: string;
  items: OrderItem[];
}

/** PUT orders, POST orders/{externalId}: editable while orderStatus is empty or UNASSIGNED. */
export interface OrderForm {
  externalId?: string;
  account: string;
  deliverTo: string;
  deliveryLocation: string;
  type: OrderType;
  nature: OrderNature;
  /** Required (min 5) for CUSTOM, otherwise 0. */
  completionMinutes: number;
  remarks?: string | null;
  items: OrderItem[];
}

/** Whether an order's form may still save: only while its orderStatus is empty or UNASSIGNED (spec 3 §4). */
export function isOrderEditable(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus === null || order.orderStatus === 'UNASSIGNED';
}

/** The order statuses that have a signature, fulfilment details and notes to show (spec 3 §4). */
export function isOrderFulfilled(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus === 'COMPLETED' || order.orderStatus === 'PARTIAL';
}

/** An item of GET orders/{externalId}/completion: delivered or removed. */
export interface OrderCompletionItem {
  serialNumber: string;
  modelCode: string;
  modelDescription: string | null;
  associatedOn: string | null;
}

/** GET orders/{externalId}/signature (result). */
export interface OrderSignature {
  /** A base64 image (data URL or bare base64). */
  signature: string | null;
  /** Who signed. */
  contact: string | null;
}

/** The actions of POST orders/{externalId}/{action}; assign is POST orders/{id}/assign/{userId}. */
export const ORDER_ACTIONS = ['assign', 'complete', 'cancel', 'reject'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The life of an order (spec 3 §4), for ACTIVE orders only: from which orderStatus each action leads where, and
 * the permission type it needs. The server enforces it; the console offers an action only where it applies.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, { from: OrderStatus; to: OrderStatus; grant: 'ASSIGN' | 'COMPLETE' | 'CANCEL' | 'REJECT'; done: string }>> = {
  assign: { from: 'UNASSIGNED', to: 'ASSIGNED', grant: 'ASSIGN', done: 'assigned' },
  complete: { from: 'ASSIGNED', to: 'COMPLETED', grant: 'COMPLETE', done: 'completed' },
  cancel: { from: 'ASSIGNED', to: 'CANCELLED', grant: 'CANCEL', done: 'cancelled' },
  reject: { from: 'ASSIGNED', to: 'REJECTED', grant: 'REJECT', done: 'rejected' },
};

/** Whether an action applies to an order as it stands (ACTIVE, in the action's starting orderStatus). */
export function orderActionApplies(order: Pick<Order, 'orderStatus' | 'status'>, action: OrderAction): boolean {
  return order.status === 'ACTIVE' && (order.orderStatus ?? 'UNASSIGNED') === ORDER_TRANSITIONS[action].from;
}

export interface OrderQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  orderStatuses?: string[];
  orderTypes?: string[];
  /** Orders with an item of one of these models. */
  models?: string[];
  /** Orders to one of these delivery locations. */
  locations?: string[];
  /**
   * Orders whose account holds an ACTIVE asset of one of the order's item models with one of these business (service)
   * types: an order names models, not assets, and is served under the types of the account's units of that model.
   */
  businessTypes?: string[];
  serviceTypes?: string[];
  /** Created at or after this moment (ISO; without a zone, UTC). */
  createdFrom?: string;
  /** Created at or before this moment; given to the second, that whole second is included. */
  createdTo?: string;
  /** Delivered orders (COMPLETED or PARTIAL) by their compliance (ORDER_COMPLIANCES). */
  compliance?: string[];
}
