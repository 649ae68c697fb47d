/**
 * The order calls that are not the generic listing ones (spec 3 §7 "Orders"): the life of an order (assign,
 * complete, cancel, reject) and the signature and fulfilment details of a completed one. Placing, editing,
 * listing and exporting orders are the listing calls on `orders`. One function per call, its cache key beside it.
 */
import type { ActionResponse, ListResponse, ResultResponse } from '../contract/envelopes';
import type { OrderAction, OrderCompletionItem, OrderSignature } from '../contract/orders';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';
import { itemsOf } from './items';

/** The actions that take no more than the order: POST orders/{externalId}/{action}. */
export type OrderStatusAction = Exclude<OrderAction, 'assign'>;

/**
 * POST orders/{externalId}/assign/{userId}: the order goes to the user. A refusal (the order is no longer
 * unassigned: 409 with what it has become; a user not among the given options: 400) rejects with ApiError.
 */
export function assignOrder(transport: Transport, orderId: string, userId: string): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('orders', orderId, 'assign', userId));
}

/** POST orders/{externalId}/complete | cancel | reject: an ASSIGNED order becomes COMPLETED, CANCELLED or REJECTED. */
export function orderAction(transport: Transport, orderId: string, action: OrderStatusAction): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('orders', orderId, action));
}

export function orderSignatureKey(orderId: string) {
  return ['orders/signature', orderId] as const;
}
/** GET orders/{externalId}/signature: who signed and the signature image (nulls when none was captured). */
export async function orderSignature(transport: Transport, orderId: string, signal?: AbortSignal): Promise<OrderSignature> {
  const response = await transport.get<ResultResponse<OrderSignature | null>>(apiPath('orders', orderId, 'signature'), undefined, { signal });
  return { signature: response.result?.signature ?? null, contact: response.result?.contact ?? null };
}

export function orderCompletionKey(orderId: string) {
  return ['orders/completion', orderId] as const;
}
/** GET orders/{externalId}/completion: the items delivered or removed when the order was fulfilled. */
export async function orderCompletion(transport: Transport, orderId: string, signal?: AbortSignal): Promise<OrderCompletionItem[]> {
  const response = await transport.get<ListResponse<OrderCompletionItem> | ResultResponse<OrderCompletionItem[]>>(apiPath('orders', orderId, 'completion'), undefined, { signal });
  return itemsOf(response);
}
