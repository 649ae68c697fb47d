/**
 * Service orders over HTTP (spec 3 §2.8, §3 "Order", §4, §5 "Order" and "Assign", §6, §7 "Orders"): the list with
 * its filters, default status and sort, the exports, every save rule with its message, the life of an order (each
 * transition, each wrong one refused with a 409 that says why, two assigns at once of which exactly one wins), the
 * signature and fulfilment details, the caregiver's entity actions and the scope of a non-privileged user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { CUSTOM_COMPLETION_MINUTES_MIN, MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import type { ActionResponse, ListResponse, Order, OrderCompletionItem, OrderSignature, ResultResponse, SaveResponse } from '@equipdesk/api-client/contract';
import { accounts, locations, models, orderCompletions, orderItems, orderSignatures, orders, userAccounts, userFacilities, users } from '../src/db/schema';
import { loadSession } from '../src/auth/session';
import { DEFAULT_TOKEN_POLICY } from '../src/auth/tokens';
import { orderResource } from '../src/orders/resource';
import { listConditions, readMappedList } from '../src/resources/listRead';
import { parseListQuery } from '../src/resources/listQuery';
import { authed, callsAs, createTestDatabase, json, login, messageOf, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
const { as, get, put, post } = callsAs(() => app, headers);
const list = async (query = '', who = 'admin'): Promise<ListResponse<Order>> => {
  const response = await get(`/api/orders${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<Order>>(response);
};

/** The seed's data the tests build on: an account of the demo users' scope with a location, one outside it, two models. */
interface Fixture {
  account: { externalId: string; facilityId: string; statTimeMinutes: number | null; standardTimeMinutes: number | null };
  location: string;
  otherLocation: string;
  outsideAccount: { externalId: string; location: string };
  model: { externalId: string; modelCode: string };
  otherModel: string;
  technician: { externalId: string; name: string };
  otherTechnician: { externalId: string; name: string };
  standardUser: string;
}
let fx: Fixture;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  for (const username of ['admin', 'supervisor', 'technician', 'standard', 'customer', 'caregiver', 'stakeholder', 'support']) {
    headers.set(username, authed(await login(app, username)));
  }
  const db = database.db;
  const [caregiver] = await db.select({ id: users.externalId }).from(users).where(eq(users.username, 'caregiver'));
  const mine = (await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, caregiver!.id))).map((r) => r.id);
  const myFacilities = (await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, caregiver!.id))).map((r) => r.id);
  // An account of the demo users with two locations, and one the demo users do not see.
  const withLocations = await db
    .select({ id: locations.accountId, n: count() })
    .from(locations)
    .where(and(inArray(locations.accountId, mine), eq(locations.status, 'ACTIVE')))
    .groupBy(locations.accountId)
    .having(sql`count(*) >= 2`);
  const accountId = withLocations[0]!.id;
  const [account] = await db.select().from(accounts).where(eq(accounts.externalId, accountId));
  const locs = await db.select({ id: locations.externalId }).from(locations).where(and(eq(locations.accountId, accountId), eq(locations.status, 'ACTIVE'))).limit(2);
  const [outside] = await db
    .select({ id: accounts.externalId, location: locations.externalId })
    .from(accounts)
    .innerJoin(locations, eq(locations.accountId, accounts.externalId))
    .where(and(notInArray(accounts.externalId, mine), notInArray(accounts.facilityId, myFacilities), eq(accounts.status, 'ACTIVE')))
    .limit(1);
  const modelRows = await db.select({ externalId: models.externalId, modelCode: models.modelCode }).from(models).where(eq(models.status, 'ACTIVE')).limit(2);
  const assignables = json<ListResponse<{ externalId: string; username: string; name: string; role: string }>>(await get('/api/users/assignables?flavor=LITE')).items;
  const [techRole] = ((await db.execute(sql`select external_id from roles where identifier = 'ROLE_TECHNICIAN'`)) as unknown as { rows: { external_id: string }[] }).rows;
  const techs = assignables.filter((u) => u.role === techRole!.external_id);
  const [standard] = await db.select({ id: users.externalId }).from(users).where(eq(users.username, 'standard'));
  fx = {
    account: { externalId: account!.externalId, facilityId: account!.facilityId, statTimeMinutes: account!.statTimeMinutes, standardTimeMinutes: account!.standardTimeMinutes },
    location: locs[0]!.id,
    otherLocation: locs[1]!.id,
    outsideAccount: { externalId: outside!.id, location: outside!.location },
    model: modelRows[0]!,
    otherModel: modelRows[1]!.externalId,
    technician: { externalId: techs[0]!.externalId, name: techs[0]!.name },
    otherTechnician: { externalId: techs[1]!.externalId, name: techs[1]!.name },
    standardUser: standard!.id,
  };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  account: fx.account.externalId,
  deliverTo: 'Nurse Ratched',
  deliveryLocation: fx.location,
  type: 'STAT',
  nature: 'DELIVERY',
  completionMinutes: 0,
  remarks: 'Bed 4, by the window.',
  items: [
    { model: fx.model.externalId, quantity: 2 },
    { model: fx.otherModel, quantity: 1, serialNo: 'SN-ORDER-1', remarks: 'the one with the new battery' },
  ],
  ...overrides,
});

/** Places an order as `who` and answers it. */
async function place(overrides: Record<string, unknown> = {}, who = 'admin'): Promise<Order> {
  const response = await put('/api/orders', form(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  return json<SaveResponse<Order>>(response).result!;
}

const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.externalId, id)))[0]!;

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

describe('the life of an order', () => {
  it('assigns an unassigned order, then completes it with its serial-numbered items as completion rows', async () => {
    const order = await place();
    const assign = await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    expect(assign.statusCode, assign.body).toBe(200);
    expect(json<ActionResponse>(assign)).toEqual({ success: true, message: formatMessage(MESSAGES.orderTransitionDone, { orderNumber: order.orderNumber, orderStatus: 'ASSIGNED' }) });
    const [admin] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'admin'));
    const assigned = await orderRow(order.externalId);
    expect(assigned).toMatchObject({ orderStatus: 'ASSIGNED', assignedToId: fx.technician.externalId, assignedById: admin!.id });
    expect(assigned.assignedOn).toBeInstanceOf(Date);
    const listed = (await list(`?search=${order.orderNumber}`)).items[0]!;
    expect(listed.assignedToName).toBe(fx.technician.name);

    const complete = await post(`/api/orders/${order.externalId}/complete`, undefined, 'technician');
    expect(complete.statusCode, complete.body).toBe(200);
    expect(messageOf(complete)).toBe(`Order ${order.orderNumber} is now COMPLETED.`);
    const completed = await orderRow(order.externalId);
    expect(completed.orderStatus).toBe('COMPLETED');
    expect(completed.completedTimestamp).toBeInstanceOf(Date);
    const fulfilment = json<ListResponse<OrderCompletionItem>>(await get(`/api/orders/${order.externalId}/completion`));
    expect(fulfilment.items.map((i) => [i.serialNumber, i.modelCode])).toEqual([['SN-ORDER-1', expect.any(String)]]);
    const signature = json<ResultResponse<OrderSignature>>(await get(`/api/orders/${order.externalId}/signature`));
    expect(signature.result).toEqual({ signature: null, contact: null });
  });

  it('cancels and rejects assigned orders', async () => {
    for (const [action, status] of [
      ['cancel', 'CANCELLED'],
      ['reject', 'REJECTED'],
    ] as const) {
      const order = await place();
      await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
      const response = await post(`/api/orders/${order.externalId}/${action}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(messageOf(response)).toBe(`Order ${order.orderNumber} is now ${status}.`);
      expect((await orderRow(order.externalId)).orderStatus).toBe(status);
    }
  });

  it('refuses every wrong transition with a 409 that says why, and changes nothing', async () => {
    const order = await place();
    for (const action of ['complete', 'cancel', 'reject'] as const) {
      const response = await post(`/api/orders/${order.externalId}/${action}`);
      expect(response.statusCode).toBe(409);
      const done = { complete: 'completed', cancel: 'cancelled', reject: 'rejected' }[action];
      expect(messageOf(response)).toBe(formatMessage(MESSAGES.orderWrongStatus, { orderNumber: order.orderNumber, orderStatus: 'UNASSIGNED', from: 'ASSIGNED', done }));
    }
    expect((await orderRow(order.externalId)).orderStatus).toBe('UNASSIGNED');

    await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    const again = await post(`/api/orders/${order.externalId}/assign/${fx.otherTechnician.externalId}`);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(formatMessage(MESSAGES.orderAlreadyAssigned, { orderNumber: order.orderNumber, name: fx.technician.name }));
    expect((await orderRow(order.externalId)).assignedToId).toBe(fx.technician.externalId);

    await post(`/api/orders/${order.externalId}/complete`);
    for (const action of ['cancel', 'reject', 'complete'] as const) {
      const response = await post(`/api/orders/${order.externalId}/${action}`);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toContain(`Order ${order.orderNumber} is COMPLETED: only an ASSIGNED order can be`);
    }
    const assignCompleted = await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    expect(assignCompleted.statusCode).toBe(409);
    expect(messageOf(assignCompleted)).toBe(formatMessage(MESSAGES.orderWrongStatus, { orderNumber: order.orderNumber, orderStatus: 'COMPLETED', from: 'UNASSIGNED', done: 'assigned' }));
    expect((await orderRow(order.externalId)).orderStatus).toBe('COMPLETED');
  });

  it('changes only ACTIVE orders', async () => {
    const order = await place({}, 'caregiver');
    expect((await post(`/api/orders/${order.externalId}/deactivate`, undefined, 'caregiver')).statusCode).toBe(200);
    const response = await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(formatMessage(MESSAGES.orderNotActive, { orderNumber: order.orderNumber, status: 'INACTIVE', done: 'assigned' }));
    expect((await orderRow(order.externalId)).orderStatus).toBe('UNASSIGNED');
  });

  it('assigns only to a user who completes orders and sees the order', async () => {
    const order = await place();
    for (const user of [fx.standardUser, 'not-a-user', '3f1b8a52-0000-4000-8000-000000000000']) {
      const response = await post(`/api/orders/${order.externalId}/assign/${user}`);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.assignUserRequired);
    }
    expect((await orderRow(order.externalId)).orderStatus).toBe('UNASSIGNED');
  });

  it('of two dispatchers assigning the same order at once, exactly one wins and the other gets a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await place();
      const [a, b] = await Promise.all([
        post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`, undefined, 'admin'),
        post(`/api/orders/${order.externalId}/assign/${fx.otherTechnician.externalId}`, undefined, 'supervisor'),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? fx.technician : fx.otherTechnician;
      const loser = a.statusCode === 200 ? b : a;
      expect(messageOf(loser)).toBe(formatMessage(MESSAGES.orderAlreadyAssigned, { orderNumber: order.orderNumber, name: winner.name }));
      expect((await orderRow(order.externalId)).assignedToId).toBe(winner.externalId);
    }
  });

  it('needs the permission type of each action', async () => {
    const order = await place();
    expect((await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`, undefined, 'customer')).statusCode).toBe(403);
    await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    for (const action of ['complete', 'reject']) expect((await post(`/api/orders/${order.externalId}/${action}`, undefined, 'caregiver')).statusCode).toBe(403);
    // The caregiver has CANCEL on orders.
    expect((await post(`/api/orders/${order.externalId}/cancel`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await post(`/api/orders/${order.externalId}/cancel`, undefined, 'support')).statusCode).toBe(403);
  });
});

describe('signature and fulfilment details', () => {
  it('answers the seeded signature (a real PNG) and completion items of a completed order', async () => {
    const [signed] = await database.db
      .select({ id: orders.externalId, contact: orderSignatures.contact })
      .from(orders)
      .innerJoin(orderSignatures, eq(orderSignatures.orderId, orders.externalId))
      .where(eq(orders.orderStatus, 'COMPLETED'))
      .limit(1);
    const response = await get(`/api/orders/${signed!.id}/signature`);
    expect(response.statusCode).toBe(200);
    const { result } = json<ResultResponse<OrderSignature>>(response);
    expect(result.contact).toBe(signed!.contact);
    expect(result.signature).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(result.signature!.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // Wider than 1 pixel, and small.
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
    expect(png.length).toBeLessThan(4000);
    const completion = json<ListResponse<OrderCompletionItem>>(await get(`/api/orders/${signed!.id}/completion`));
    expect(completion.count).toBeGreaterThan(0);
    expect(completion.items[0]).toMatchObject({ serialNumber: expect.any(String), modelCode: expect.any(String), associatedOn: expect.any(String) });
  });

  it('gives every completed or partly completed seeded order its completion items', async () => {
    const [row] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.orderStatus, ['COMPLETED', 'PARTIAL']), sql`not exists (select 1 from ${orderCompletions} where ${orderCompletions.orderId} = ${orders.externalId})`));
    expect(Number(row!.n)).toBe(0);
  });

  it('answers 409 for an order not completed, and needs DETAILS', async () => {
    const order = await place();
    for (const what of ['signature', 'completion']) {
      const response = await get(`/api/orders/${order.externalId}/${what}`);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(formatMessage(MESSAGES.orderNotFulfilled, { orderNumber: order.orderNumber, orderStatus: 'UNASSIGNED' }));
    }
    expect((await get(`/api/orders/${order.externalId}/signature`, 'stakeholder')).statusCode).toBe(403);
  });
});

describe('entity actions and scope', () => {
  it('lets only the caregiver activate, deactivate and delete orders', async () => {
    const order = await place({}, 'caregiver');
    for (const who of ['admin', 'supervisor', 'technician']) expect((await post(`/api/orders/${order.externalId}/deactivate`, undefined, who)).statusCode).toBe(403);
    expect((await post(`/api/orders/${order.externalId}/deactivate`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await post(`/api/orders/${order.externalId}/activate`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await post(`/api/orders/${order.externalId}/remove`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await orderRow(order.externalId)).status).toBe('REMOVED');
  });

  it('shows a scoped user the orders of their accounts and facilities only; others are not found', async () => {
    const [caregiver] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'caregiver'));
    const mine = (await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, caregiver!.id))).map((r) => r.id);
    const facs = (await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, caregiver!.id))).map((r) => r.id);
    const page = await list('?pageSize=1000', 'caregiver');
    expect(page.count).toBeGreaterThan(0);
    expect(page.items.every((o) => mine.includes(o.account) || facs.includes(o.facility))).toBe(true);
    const [outside] = await database.db
      .select({ id: orders.externalId })
      .from(orders)
      .where(and(notInArray(orders.accountId, mine), notInArray(orders.facilityId, facs), eq(orders.status, 'ACTIVE'), ne(orders.orderStatus, 'COMPLETED')))
      .limit(1);
    expect((await get(`/api/orders/${outside!.id}`, 'caregiver')).statusCode).toBe(404);
    expect((await post(`/api/orders/${outside!.id}/cancel`, undefined, 'caregiver')).statusCode).toBe(404);
    expect((await post(`/api/orders/${outside!.id}/assign/${fx.technician.externalId}`, undefined, 'supervisor')).statusCode).toBe(404);
    expect((await get(`/api/orders/${outside!.id}`, 'admin')).statusCode).toBe(200);
    const items = await database.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, outside!.id));
    expect(Number(items[0]!.n)).toBeGreaterThan(0);
  });
});
