/**
 * msw handlers answering the order calls from fixture data, for the orders stories: the list with its filters,
 * saves, the order actions (each answering with the new status, or a refusal), the signature, the fulfilment
 * details, the assign picker's users, and the reference lists the form picks from.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { ORDER_TRANSITIONS } from '@equipdesk/api-client/contract';
import type { Order, OrderAction, ReferenceLists } from '@equipdesk/api-client/contract';
import { failingAt, pendingAt } from '../../stories/listingStory';
import { ASSIGNABLE_USERS, ORDER_COMPLETION, ORDER_REFERENCE_LISTS, ORDER_SIGNATURE, ORDERS } from '../../testing/orderFixtures';
import { ASSET_LOCATIONS } from '../../testing/assetFixtures';
import { ddlistAnswer } from '../../testing/ddlistAnswer';

const list = (items: readonly unknown[]) => HttpResponse.json({ success: true, count: items.length, items });

/** The reference lists the shell loads after sign-in. */
export function orderReferenceHandlers(lists: ReferenceLists = ORDER_REFERENCE_LISTS): RequestHandler[] {
  return [
    http.get('/api/facilities/ddlist', () => list(lists.facilities)),
    http.get('/api/accounts/ddlist', () => list(lists.accounts)),
    http.get('/api/models/ddlist', () => list(lists.models)),
    http.get('/api/locations/ddlist', ({ request }) => HttpResponse.json(ddlistAnswer(ASSET_LOCATIONS, new URL(request.url)))),
    http.get('/api/locations/groups', () => list(lists.locationGroups)),
    http.get('/api/:resource/ddlist', () => list([])),
    http.get('/api/enterprises', () => list(lists.enterprises)),
    http.get('/api/roles', () => list(lists.roles)),
    http.get('/api/picklist-values/all', () => HttpResponse.json({ success: true, result: lists.picklists })),
  ];
}

function orderPage(request: Request, rows: readonly Order[]) {
  const url = new URL(request.url);
  const all = (name: string) => url.searchParams.getAll(name).filter(Boolean);
  const [statuses, facilities, accounts, orderStatuses, orderTypes] = ['statuses', 'facilities', 'accounts', 'orderStatuses', 'orderTypes'].map(all) as [string[], string[], string[], string[], string[]];
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = rows.filter(
    (o) =>
      (statuses.length === 0 ? o.status === 'ACTIVE' : statuses.includes(o.status)) &&
      (facilities.length === 0 || facilities.includes(o.facility)) &&
      (accounts.length === 0 || accounts.includes(o.account)) &&
      (orderStatuses.length === 0 || orderStatuses.includes(o.orderStatus ?? 'UNASSIGNED')) &&
      (orderTypes.length === 0 || orderTypes.includes(o.type)) &&
      (!search || o.orderNumber.toLowerCase().includes(search) || o.deliverTo.toLowerCase().includes(search)),
  );
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

export interface OrderData {
  orders?: Order[];
  lists?: ReferenceLists;
  /** PUT/POST orders answer 400 (or, with `saveStatus`, that status) with this message. */
  saveFailure?: string;
  saveStatus?: number;
  /** Order actions answer 409 with this message (the order moved on meanwhile). */
  actionConflict?: string;
  /** The signature answered (none captured: nulls). */
  signature?: { signature: string | null; contact: string | null };
}

export function orderHandlers({ orders = ORDERS, lists, saveFailure, saveStatus = 400, actionConflict, signature = ORDER_SIGNATURE }: OrderData = {}): RequestHandler[] {
  const numberOf = (id: unknown) => orders.find((o) => o.externalId === id)?.orderNumber ?? String(id);
  const acted = (id: unknown, action: OrderAction) =>
    actionConflict
      ? HttpResponse.json({ success: false, message: actionConflict }, { status: 409 })
      : HttpResponse.json({ success: true, message: `Order ${numberOf(id)} is now ${ORDER_TRANSITIONS[action].to}.` });
  const saved = async (request: Request) =>
    saveFailure
      ? HttpResponse.json({ success: false, message: saveFailure, errors: saveStatus === 400 ? [{ field: 'items', message: saveFailure }] : undefined }, { status: saveStatus })
      : HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Order created successfully.', result: { ...((await request.json()) as object), externalId: 'o-new' } });
  return [
    ...orderReferenceHandlers(lists),
    http.get('/api/users/assignables', () => list(ASSIGNABLE_USERS)),
    http.get('/api/orders/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="orders.csv"' } })),
    http.get('/api/orders/:id/signature', () => HttpResponse.json({ success: true, result: signature })),
    http.get('/api/orders/:id/completion', () => list(ORDER_COMPLETION)),
    http.get('/api/orders', ({ request }) => orderPage(request, orders)),
    http.put('/api/orders', ({ request }) => saved(request)),
    http.post('/api/orders/:id/assign/:userId', ({ params }) => acted(params.id, 'assign')),
    http.post('/api/orders/:id/:action', ({ params }) => {
      const action = String(params.action);
      if (action === 'complete' || action === 'cancel' || action === 'reject') return acted(params.id, action);
      return HttpResponse.json({ success: true, message: `Order ${action} done.` });
    }),
    http.post('/api/orders/:id', ({ request }) => saved(request)),
  ];
}

/** The list never answers: the loading state. */
export const orderLoadingHandlers: RequestHandler[] = [...orderReferenceHandlers(), ...pendingAt('/api/orders', '/api/orders/:id/signature', '/api/orders/:id/completion')];

/** The list fails with a server error. */
export const orderErrorHandlers: RequestHandler[] = [...orderReferenceHandlers(), ...failingAt({ '/api/orders': 'The order list could not be loaded.' })];

/** The signature never answers: its modal's loading state. */
export const slowSignature: RequestHandler = http.get('/api/orders/:id/signature', () => delay('infinite'));
