/**
 * msw handlers answering the alert listings from fixture data, for the alert stories: POST alerts/{kind}/flux with
 * its statuses (every status when none), facilities, accounts, search, sort and page read from the body, the
 * exports, and the reference lists the filters offer.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { AlertQuery, OrderAlert, ParAlert, PmAlert } from '@equipdesk/api-client/contract';
import { assetReferenceHandlers } from '../../../stories/assetHandlers';
import { FACILITY_OF_ACCOUNT, ORDER_ALERTS, PAR_ALERTS, PM_ALERTS } from '../../../testing/alertFixtures';

type AnyAlert = OrderAlert | PmAlert | ParAlert;

/** The value a sort key names in an item (`order.orderNumber` → item.order.orderNumber). */
function valueAt(item: AnyAlert, key: string): string {
  const value = key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), item);
  if (Array.isArray(value)) return String(value.length).padStart(6, '0');
  return value === null || value === undefined ? '' : String(value);
}

function flux(rows: readonly AnyAlert[], body: AlertQuery) {
  const statuses = body.statuses ?? [];
  const facilities = body.facilities ?? [];
  const accounts = body.accounts ?? [];
  const search = (body.search ?? '').toLowerCase();
  const found = rows.filter(
    (a) =>
      (statuses.length === 0 || statuses.includes(a.alertStatus)) &&
      (accounts.length === 0 || accounts.includes(a.accountExternalId ?? '')) &&
      (facilities.length === 0 || facilities.includes(FACILITY_OF_ACCOUNT.get(a.accountExternalId ?? '') ?? '')) &&
      (!search || JSON.stringify(a).toLowerCase().includes(search)),
  );
  if (body.sortBy) {
    const key = body.sortBy;
    const sign = body.sortDirection === 'desc' ? -1 : 1;
    found.sort((x, y) => sign * valueAt(x, key).localeCompare(valueAt(y, key)));
  }
  const pageIndex = Number(body.pageIndex ?? 0);
  const pageSize = Number(body.pageSize ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

export interface AlertData {
  orders?: OrderAlert[];
  pm?: PmAlert[];
  par?: ParAlert[];
}

export function alertHandlers({ orders = ORDER_ALERTS, pm = PM_ALERTS, par = PAR_ALERTS }: AlertData = {}): RequestHandler[] {
  const rowsOf: Record<string, readonly AnyAlert[]> = { orders, pm, par };
  return [
    ...assetReferenceHandlers,
    http.post('/api/alerts/:kind/flux', async ({ request, params }) => flux(rowsOf[String(params.kind)] ?? [], (await request.json()) as AlertQuery)),
    http.get('/api/alerts/:kind/export.:format', ({ params }) =>
      new HttpResponse('Account,Message\r\n', { headers: { 'Content-Disposition': `attachment; filename="alerts-${String(params.kind)}.${String(params.format)}"` } }),
    ),
  ];
}

/** The listings never answer: their loading state. */
export const alertLoadingHandlers: RequestHandler[] = [...assetReferenceHandlers, http.post('/api/alerts/:kind/flux', () => delay('infinite'))];

/** The listings fail with a server error. */
export const ALERT_LOAD_ERROR = 'The alerts could not be loaded.';
export const alertErrorHandlers: RequestHandler[] = [
  ...assetReferenceHandlers,
  http.post('/api/alerts/:kind/flux', () => HttpResponse.json({ success: false, message: ALERT_LOAD_ERROR }, { status: 500 })),
];
