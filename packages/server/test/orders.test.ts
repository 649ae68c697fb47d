/**
 * Service orders over HTTP (spec 3 §2.8, §3 "Order", §5 "Order", §6, §7 "Orders"): the list with its filters,
 * default status and sort, the exports, and every save rule with its message.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { count, eq } from 'drizzle-orm';
import { CUSTOM_COMPLETION_MINUTES_MIN, MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import type { ListResponse, Order, SaveResponse } from '@equipdesk/api-client/contract';
import { orders } from '../src/db/schema';
import { loadSession } from '../src/auth/session';
import { DEFAULT_TOKEN_POLICY } from '../src/auth/tokens';
import { orderResource } from '../src/orders/resource';
import { listConditions, readMappedList } from '../src/resources/listRead';
import { parseListQuery } from '../src/resources/listQuery';
import { json, messageOf } from './helpers';
import { as, get, put, post, database, app, list, fx, form, place, orderRow, useOrdersFixture } from './ordersFixture';

useOrdersFixture();

describe('GET orders', () => {
  it('lists ACTIVE orders by default, newest first, each with its names and items', async () => {
    const page = await list('?pageSize=1000');
    expect(page.count).toBeGreaterThan(10);
    expect(page.items.every((o) => o.status === 'ACTIVE')).toBe(true);
    const created = page.items.map((o) => o.createdTimestamp);
    expect(created).toEqual([...created].sort().reverse());
    const [total] = await database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'ACTIVE'));
    expect(page.count).toBe(Number(total!.n));
    const first = page.items[0]!;
    expect(first.orderNumber).toMatch(/^SO\d+$/);
    expect(first.accountName).toBeTruthy();
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items[0]!.modelCode).toBeTruthy();
    const assigned = page.items.find((o) => o.orderStatus === 'ASSIGNED')!;
    expect(assigned.assignedToName).toBeTruthy();
    expect(assigned.assignedByName).toBeTruthy();
    expect(typeof first.overridden).toBe('boolean');
  });

  it('filters by order status, order type, account, facility and status; searches order numbers', async () => {
    const completed = await list('?orderStatuses=COMPLETED&orderStatuses=PARTIAL&pageSize=1000');
    expect(completed.count).toBeGreaterThan(0);
    expect(completed.items.every((o) => o.orderStatus === 'COMPLETED' || o.orderStatus === 'PARTIAL')).toBe(true);
    const stat = await list('?orderTypes=STAT&pageSize=1000');
    expect(stat.items.every((o) => o.type === 'STAT')).toBe(true);
    const ofAccount = await list(`?accounts=${fx.account.externalId}&pageSize=1000`);
    expect(ofAccount.items.every((o) => o.account === fx.account.externalId)).toBe(true);
    const ofFacility = await list(`?facilities=${fx.account.facilityId}&pageSize=1000`);
    expect(ofFacility.items.every((o) => o.facility === fx.account.facilityId)).toBe(true);
    const removed = await list('?statuses=REMOVED&statuses=INACTIVE&pageSize=1000');
    expect(removed.count).toBeGreaterThan(0);
    expect(removed.items.every((o) => o.status !== 'ACTIVE')).toBe(true);
    const one = (await list('?pageSize=1')).items[0]!;
    const found = await list(`?search=${one.orderNumber}`);
    expect(found.items.map((o) => o.orderNumber)).toContain(one.orderNumber);
    expect((await get('/api/orders?orderStatuses=LOST')).statusCode).toBe(400);
    expect((await get('/api/orders?orderTypes=URGENT')).statusCode).toBe(400);
  });

  it('sorts by the columns it offers', async () => {
    const byAccount = await list('?sortBy=accountName&sortDirection=asc&pageSize=1000');
    const names = byAccount.items.map((o) => o.accountName ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNumber = await list('?sortBy=orderNumber&sortDirection=desc&pageSize=50');
    const numbers = byNumber.items.map((o) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect((await get('/api/orders?sortBy=password')).statusCode).toBe(400);
  });

  it('builds each page in PostgreSQL as the very bytes the JavaScript mapping writes', async () => {
    // Awkward text, an order without a location or assignee, and one with several items.
    const odd = await place({ deliverTo: 'quote " backslash \\ tab \t é 漢 🙂', remarks: 'line\nbreak' });
    await database.db.update(orders).set({ deliveryLocationId: null, orderStatus: '' }).where(eq(orders.externalId, odd.externalId));
    for (const [url, who] of [
      ['/api/orders?pageSize=1000', 'admin'],
      ['/api/orders?pageSize=200&sortBy=accountName&sortDirection=asc&statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED', 'admin'],
      ['/api/orders?orderStatuses=COMPLETED&orderTypes=STAT&pageSize=100&pageIndex=1', 'admin'],
      [`/api/orders?search=${encodeURIComponent(odd.orderNumber)}`, 'admin'],
      ['/api/orders?pageSize=500&sortBy=assignedToName&sortDirection=desc', 'caregiver'],
      ['/api/orders?pageIndex=999', 'admin'],
    ] as const) {
      const response = await get(url, who);
      expect(response.statusCode).toBe(200);
      const token = as(who)['x-auth-token']!;
      const session = await loadSession(database.db, token, new Date(), DEFAULT_TOKEN_POLICY);
      const ctx = { db: database.db, session: session!, now: new Date(), request: null };
      // As Fastify reads a query string: a parameter given once is its value, one given again the list of them.
      const params = new URL(url, 'http://x').searchParams;
      const query = parseListQuery(orderResource, Object.fromEntries([...params.keys()].map((k) => [k, params.getAll(k).length === 1 ? params.get(k) : params.getAll(k)])));
      const mapped = JSON.stringify(await readMappedList(orderResource, ctx, await listConditions(orderResource, query, ctx), query));
      expect(response.body, url).toBe(mapped);
    }
    const found = json<ListResponse<Order>>(await get(`/api/orders?search=${encodeURIComponent(odd.orderNumber)}`)).items[0]!;
    expect(found).toMatchObject({ deliveryLocation: null, deliveryLocationName: null, orderStatus: null, assignedToName: null });
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const page = await list('?orderTypes=CUSTOM&pageSize=1000');
    const csv = await get('/api/orders/export.csv?orderTypes=CUSTOM');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Account,Order No,Type,Nature,Created Time (UTC),Promised Time (UTC),Location,Contact Person,Order Status,Items,Assigned To,Assigned By,Overridden');
    expect(lines).toHaveLength(page.count + 1);
    const xlsx = await app.inject({ method: 'GET', url: '/api/orders/export.xlsx?orderTypes=CUSTOM', headers: as('admin') });
    expect(xlsx.statusCode).toBe(200);
    const sheet = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]!]!);
    expect(rows).toHaveLength(page.count);
    expect(rows.every((r) => r.Type === 'CUSTOM')).toBe(true);
    expect(rows.every((r) => r.Overridden === 'YES' || r.Overridden === 'NO')).toBe(true);
  });
});

describe('PUT orders and POST orders/{id}', () => {
  it('places an order: a number of its own, UNASSIGNED, promised after the account STAT time, with its items', async () => {
    const before = Date.now();
    const order = await place();
    expect(order.orderNumber).toMatch(/^SO2\d{6}$/);
    expect(order.orderStatus).toBe('UNASSIGNED');
    expect(order.facility).toBe(fx.account.facilityId);
    expect(order.completionMinutes).toBe(0);
    const promised = new Date(order.promisedTime!).getTime() - new Date(order.createdTimestamp).getTime();
    expect(promised).toBe((fx.account.statTimeMinutes ?? 0) * 60_000);
    expect(new Date(order.createdTimestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order.items.map((i) => [i.model, i.quantity, i.serialNo ?? null])).toEqual([
      [fx.model.externalId, 2, null],
      [fx.otherModel, 1, 'SN-ORDER-1'],
    ]);
    const second = await place({ type: 'STANDARD' });
    expect(second.orderNumber).not.toBe(order.orderNumber);
    expect(new Date(second.promisedTime!).getTime() - new Date(second.createdTimestamp).getTime()).toBe((fx.account.standardTimeMinutes ?? 0) * 60_000);
  });

  it('keeps CUSTOM minutes (at least 5), and sets them to 0 for the other types', async () => {
    const custom = await place({ type: 'CUSTOM', completionMinutes: 45 });
    expect(custom.completionMinutes).toBe(45);
    expect(new Date(custom.promisedTime!).getTime() - new Date(custom.createdTimestamp).getTime()).toBe(45 * 60_000);
    const stat = await place({ type: 'STAT', completionMinutes: 45 });
    expect(stat.completionMinutes).toBe(0);
  });

  it('refuses each broken rule with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ account: '' }, MESSAGES.orderAccountRequired],
      [{ deliverTo: '' }, MESSAGES.orderDeliverTo],
      [{ deliverTo: 'x'.repeat(101) }, MESSAGES.orderDeliverTo],
      [{ deliveryLocation: null }, MESSAGES.orderDeliveryLocationRequired],
      [{ type: 'URGENT' }, MESSAGES.orderTypeRequired],
      [{ nature: undefined }, MESSAGES.orderNatureRequired],
      [{ items: [] }, MESSAGES.orderItemRequired],
      [{ items: undefined }, MESSAGES.orderItemRequired],
      [{ items: [{ model: fx.model.externalId, quantity: 0 }] }, MESSAGES.orderItemQuantity],
      [{ items: [{ model: '', quantity: 1 }] }, MESSAGES.orderItemModel],
      [{ type: 'CUSTOM', completionMinutes: 0 }, MESSAGES.completionMinutesPositive],
      [{ type: 'CUSTOM', completionMinutes: null }, MESSAGES.completionMinutesPositive],
      [{ type: 'CUSTOM', completionMinutes: 'soon' }, MESSAGES.completionMinutesPositive],
      [{ type: 'CUSTOM', completionMinutes: 2.5 }, MESSAGES.completionMinutesPositive],
      [{ type: 'CUSTOM', completionMinutes: 4 }, formatMessage(MESSAGES.completionMinutesMin, { n: CUSTOM_COMPLETION_MINUTES_MIN })],
      [{ deliveryLocation: fx.outsideAccount.location }, MESSAGES.orderLocationOtherAccount],
      [{ account: fx.outsideAccount.externalId }, MESSAGES.orderAccountUnknown],
      [{ items: [{ model: '3f1b8a52-0000-4000-8000-000000000000', quantity: 1 }] }, formatMessage(MESSAGES.orderItemModelUnknown, { model: '3f1b8a52-0000-4000-8000-000000000000' })],
    ];
    for (const [overrides, message] of cases) {
      const who = overrides.account === fx.outsideAccount.externalId ? 'caregiver' : 'admin';
      const response = await put('/api/orders', form(overrides), who);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(messageOf(response), JSON.stringify(overrides)).toBe(message);
    }
  });

  it('edits an order while it is unassigned, and refuses with 409 once it is assigned', async () => {
    const order = await place();
    const edited = await post(`/api/orders/${order.externalId}`, form({ deliverTo: 'Dr. Who', deliveryLocation: fx.otherLocation, items: [{ model: fx.otherModel, quantity: 3 }] }));
    expect(edited.statusCode, edited.body).toBe(200);
    const saved = json<SaveResponse<Order>>(edited).result!;
    expect(saved.deliverTo).toBe('Dr. Who');
    expect(saved.orderNumber).toBe(order.orderNumber);
    expect(saved.items.map((i) => [i.model, i.quantity])).toEqual([[fx.otherModel, 3]]);
    expect((await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`)).statusCode).toBe(200);
    const refused = await post(`/api/orders/${order.externalId}`, form({ deliverTo: 'Too late' }));
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(formatMessage(MESSAGES.orderNotEditable, { orderNumber: order.orderNumber, orderStatus: 'ASSIGNED' }));
    expect((await orderRow(order.externalId)).deliverTo).toBe('Dr. Who');
  });

  it('needs NEW to place and EDIT to edit', async () => {
    expect((await put('/api/orders', form(), 'stakeholder')).statusCode).toBe(403);
    const order = await place({}, 'customer');
    expect((await post(`/api/orders/${order.externalId}`, form(), 'customer')).statusCode).toBe(403);
  });
});
