/**
 * The dashboard's order statistics (spec 3 §2.12, §7 "Dashboard"): orders are written here at known times, types,
 * states, places and models; the server's clock stands ten days after the seed, so these are the only orders of its
 * past 24 hours. Each aggregate is compared with counts computed here from those orders, with the dashboard's filters
 * and within the caller's scope, and each chart item with the orders list filtered as its link filters it. Grants,
 * bad filters and bad time gaps answer 403 and 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES, NO_DELIVERY_LOCATION, ORDER_STATS, ORDER_TYPES, formatMessage } from '@equipdesk/api-client/contract';
import type { ListResponse, Order, OrderStatistic, OrderStatsResponse, OrderStatus, OrderType } from '@equipdesk/api-client/contract';
import { accounts, assets, locations, models, orderItems, orders, userAccounts, userFacilities, users } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The server's clock: ten days after the seed, with a part of a second, as a real clock has. */
const now = new Date(Math.floor(Date.now() / SECOND) * SECOND + 10 * DAY + 437);
/** The window the statistics count: from 24 hours before the current second to its end. */
const to = new Date(Math.floor(now.getTime() / SECOND) * SECOND);
const from = new Date(to.getTime() - DAY);

interface TestOrder {
  id: string;
  accountId: string;
  facilityId: string;
  locationId: string | null;
  locationName: string | null;
  type: OrderType;
  orderStatus: OrderStatus;
  status: 'ACTIVE' | 'INACTIVE';
  created: Date;
  promised: Date;
  completed: Date | null;
  models: string[];
}
const written: TestOrder[] = [];
const modelCodes = new Map<string, string>();
let assetRows: { accountId: string; modelId: string; status: string; businessType: string | null; serviceType: string | null }[] = [];
let supervisorScope: (o: TestOrder) => boolean = () => false;
const STATUSES: OrderStatus[] = ['UNASSIGNED', 'ASSIGNED', 'COMPLETED', 'PARTIAL', 'CANCELLED', 'REJECTED'];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => now });
  for (const username of ['admin', 'supervisor', 'caregiver', 'noaccess']) headers.set(username, authed(await login(app, username)));
  const db = database.db;
  const [supervisor] = await db.select().from(users).where(eq(users.username, 'supervisor'));
  const accs = new Set((await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id));
  const facs = new Set((await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id));
  supervisorScope = (o) => accs.has(o.accountId) || facs.has(o.facilityId);

  assetRows = await db.select({ accountId: assets.accountId, modelId: assets.modelId, status: assets.status, businessType: assets.businessType, serviceType: assets.serviceType }).from(assets);
  const accountRows = (await db.select({ id: accounts.externalId, facilityId: accounts.facilityId, status: accounts.status }).from(accounts)).filter((a) => a.status === 'ACTIVE');
  const withAssets = (a: { id: string }) => assetRows.some((s) => s.accountId === a.id && s.status === 'ACTIVE' && s.businessType);
  // Two accounts in the supervisor's scope and two outside it, each with active assets of a business type.
  const inside = accountRows.filter((a) => (accs.has(a.id) || facs.has(a.facilityId)) && withAssets(a)).slice(0, 2);
  const outside = accountRows.filter((a) => !accs.has(a.id) && !facs.has(a.facilityId) && withAssets(a)).slice(0, 2);
  expect(inside.length + outside.length).toBe(4);
  const chosen = [...inside, ...outside];
  const locationRows = await db.select({ id: locations.externalId, name: locations.name, accountId: locations.accountId }).from(locations);
  for (const m of await db.select({ id: models.externalId, code: models.modelCode }).from(models)) modelCodes.set(m.id, m.code);

  for (let i = 0; i < 90; i++) {
    const account = chosen[i % chosen.length]!;
    const places = locationRows.filter((l) => l.accountId === account.id).slice(0, 4);
    const place = i % 13 === 0 || places.length === 0 ? null : places[i % places.length]!;
    // Models the account holds, so that the business and service types reach these orders.
    const held = [...new Set(assetRows.filter((s) => s.accountId === account.id).map((s) => s.modelId))].sort();
    const itemModels = [...new Set([held[i % held.length]!, ...(i % 2 === 0 ? [held[(i + 1) % held.length]!] : [])])];
    // Spread over 30 hours back; two on the window's very edges.
    const created = i === 0 ? from : i === 1 ? new Date(from.getTime() - 1) : i === 2 ? new Date(to.getTime() + 999) : new Date(to.getTime() - ((i * 37 * MINUTE + i * 1013) % (30 * HOUR)));
    const orderStatus = STATUSES[Math.floor(i / 3) % STATUSES.length]!;
    const delivered = orderStatus === 'COMPLETED' || orderStatus === 'PARTIAL';
    const order: TestOrder = {
      id: crypto.randomUUID(),
      accountId: account.id,
      facilityId: account.facilityId,
      locationId: place?.id ?? null,
      locationName: place?.name ?? null,
      type: ORDER_TYPES[i % ORDER_TYPES.length]!,
      orderStatus,
      status: i % 11 === 5 ? 'INACTIVE' : 'ACTIVE',
      created,
      promised: new Date(created.getTime() + 60 * MINUTE),
      completed: delivered ? new Date(created.getTime() + (20 + (i % 5) * 15) * MINUTE) : null,
      models: itemModels,
    };
    written.push(order);
    await db.insert(orders).values({
      externalId: order.id,
      orderNumber: `SODASH${i}`,
      facilityId: order.facilityId,
      accountId: order.accountId,
      deliverTo: 'Charge nurse',
      deliveryLocationId: order.locationId,
      type: order.type,
      nature: 'DELIVERY',
      orderStatus: order.orderStatus,
      promisedTime: order.promised,
      completedTimestamp: order.completed,
      status: order.status,
      createdTimestamp: order.created,
      lastModifiedTimestamp: order.created,
    });
    await db.insert(orderItems).values(order.models.map((modelId) => ({ orderId: order.id, modelId, quantity: 1 })));
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: headers.get(who)! });
async function stat(name: string, query = '', who = 'admin', suffix = '/dashboard'): Promise<OrderStatsResponse> {
  const response = await get(`/api/stats/orders/${name}${suffix}${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<OrderStatsResponse>(response);
}
async function listCount(query: string, who = 'admin'): Promise<number> {
  const response = await get(`/api/orders?pageSize=1&${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<Order>>(response).count;
}

const delivered = (o: TestOrder) => o.orderStatus === 'COMPLETED' || o.orderStatus === 'PARTIAL';
const compliant = (o: TestOrder) => delivered(o) && o.completed!.getTime() <= o.promised.getTime();
const inWindow = (o: TestOrder, start = from, end = to) => o.created.getTime() >= start.getTime() && o.created.getTime() < end.getTime() + SECOND;
function typed(column: 'businessType' | 'serviceType', values: string[]) {
  return (o: TestOrder) => o.models.some((m) => assetRows.some((s) => s.accountId === o.accountId && s.modelId === m && s.status === 'ACTIVE' && values.includes(s[column] ?? '')));
}
/** The orders a stats call counts for a filter and caller. */
const counted = (keep: (o: TestOrder) => boolean = () => true, who = 'admin') =>
  written.filter((o) => o.status === 'ACTIVE' && inWindow(o) && keep(o) && (who === 'admin' || supervisorScope(o)));

function tally<T>(rows: T[], key: (row: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) out[key(row)] = (out[key(row)] ?? 0) + 1;
  return out;
}
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The expected answers of the charts that are not top-5 lists, for a set of counted orders. */
function expected(rows: TestOrder[]) {
  const byType = (keep: (o: TestOrder) => boolean) => ORDER_TYPES.map((type) => rows.filter((o) => o.type === type && keep(o))).filter((list) => list.length > 0);
  return {
    grouped: tally(rows, (o) => `${o.orderStatus}|${o.type}`),
    completion: byType(delivered).map((list) => ({
      type: list[0]!.type,
      count: list.length,
      averageMinutes: round1(list.reduce((sum, o) => sum + (o.completed!.getTime() - o.created.getTime()) / MINUTE, 0) / list.length),
    })),
    compliance: byType(delivered).map((list) => ({ type: list[0]!.type, count: list.length, compliant: list.filter(compliant).length, nonCompliant: list.filter((o) => !compliant(o)).length })),
  };
}
async function answered(query: string, who = 'admin', suffix = '/dashboard') {
  return {
    grouped: Object.fromEntries((await stat('summaryPast24Grouped', query, who, suffix)).items.map((s) => [`${s.orderStatus}|${s.type}`, s.count])),
    completion: (await stat('summaryPast24Completion', query, who, suffix)).items,
    compliance: (await stat('summaryPast24Compliance', query, who, suffix)).items,
  };
}

/** A top-5 answer: at most five groups, each with its true count, and no group left out counting more. */
function expectTop(answer: OrderStatistic[], counts: Map<string, number>, keyOf: (s: OrderStatistic) => string) {
  expect(answer.length).toBe(Math.min(5, counts.size));
  for (const item of answer) expect(item.count, keyOf(item)).toBe(counts.get(keyOf(item)));
  const shown = new Set(answer.map(keyOf));
  const least = Math.min(...answer.map((s) => s.count));
  for (const [key, n] of counts) if (!shown.has(key)) expect(n, key).toBeLessThanOrEqual(least);
  expect(answer.map((s) => s.count)).toEqual([...answer.map((s) => s.count)].sort((a, b) => b - a));
}
const locationCounts = (rows: TestOrder[]) => new Map(Object.entries(tally(rows, (o) => o.locationId ?? NO_DELIVERY_LOCATION)));
function modelCounts(rows: TestOrder[], only?: string[]) {
  const out = new Map<string, number>();
  for (const o of rows) for (const m of o.models) if (!only || only.includes(m)) out.set(m, (out.get(m) ?? 0) + 1);
  return out;
}

describe('order statistics', () => {
  it('count the active orders of the past 24 hours as computed from their rows, with and without the /dashboard suffix', async () => {
    const rows = counted();
    // The edges: the first second of the window counts, a millisecond before it does not, the current second does.
    expect(rows.map((o) => o.id)).toContain(written[0]!.id);
    expect(rows.map((o) => o.id)).not.toContain(written[1]!.id);
    expect(rows.map((o) => o.id)).toContain(written[2]!.id);
    expect(rows.length).toBeGreaterThan(40);
    const want = expected(rows);
    expect(await answered('')).toEqual(want);
    expect(await answered('', 'admin', '')).toEqual(want);
    expect(Object.keys(want.grouped).length).toBeGreaterThan(10);
    expect(want.compliance.some((c) => c.compliant > 0 && c.nonCompliant > 0)).toBe(true);
    const answer = await stat('summaryPast24Grouped');
    expect({ from: answer.from, to: answer.to }).toEqual({ from: from.toISOString().replace('.000Z', 'Z'), to: to.toISOString().replace('.000Z', 'Z') });

    const places = await stat('summaryPast24ByLocation');
    expectTop(places.items, locationCounts(rows), (s) => s.groupId ?? s.groupName!);
    for (const item of places.items.filter((s) => s.groupId)) expect(item.groupName).toBe(rows.find((o) => o.locationId === item.groupId)!.locationName);
    const byModel = await stat('summaryPast24ByModel');
    expectTop(byModel.items, modelCounts(rows), (s) => s.groupId!);
    for (const item of byModel.items) expect(item.groupName).toBe(modelCodes.get(item.groupId!));
  });

  it('give a point every timeGap minutes, on the clock, each counting its own orders by type', async () => {
    for (const [query, minutes] of [['', 60], ['?timeGap=45', 45], ['?timeGap=1440', 1440], ['?timeGap=5', 5]] as const) {
      const { items } = await stat('summaryPast24', query);
      const points = [...new Set(items.map((s) => s.from))];
      expect(items.length, query).toBe(points.length * 3);
      // Points start on multiples of the gap since the epoch, but the first, which starts with the window.
      expect(points[0]).toBe(from.toISOString().replace('.000Z', 'Z'));
      for (const point of points.slice(1)) expect(new Date(point!).getTime() % (minutes * MINUTE), point).toBe(0);
      expect(points.length, query).toBe(Math.ceil((to.getTime() + SECOND - Math.floor(from.getTime() / (minutes * MINUTE)) * minutes * MINUTE) / (minutes * MINUTE)));
      for (const item of items) {
        const start = new Date(item.from!);
        const end = new Date(item.to!);
        expect(item.hour).toBe(start.getUTCHours());
        expect(item.count, `${item.from} ${item.type}`).toBe(counted((o) => o.type === item.type && inWindow(o, start, end)).length);
      }
      expect(items.reduce((sum, s) => sum + s.count, 0)).toBe(counted().length);
    }
  });

  it('honour each filter and their combination', async () => {
    const some = counted();
    const account = some[3]!.accountId;
    const model = some[4]!.models[0]!;
    const business = assetRows.find((s) => s.accountId === some[5]!.accountId && s.modelId === some[5]!.models[0] && s.status === 'ACTIVE' && s.businessType)?.businessType;
    const service = assetRows.find((s) => s.accountId === some[6]!.accountId && s.status === 'ACTIVE' && s.serviceType && some[6]!.models.includes(s.modelId))?.serviceType;
    expect(business && service).toBeTruthy();
    const cases: [string, (o: TestOrder) => boolean][] = [
      [`?accounts=${account}`, (o) => o.accountId === account],
      [`?models=${model}`, (o) => o.models.includes(model)],
      [`?businessTypes=${encodeURIComponent(business!)}`, typed('businessType', [business!])],
      [`?serviceTypes=${encodeURIComponent(service!)}`, typed('serviceType', [service!])],
      [`?accounts=${account}&businessTypes=${encodeURIComponent(business!)}&serviceTypes=${encodeURIComponent(service!)}`, (o) => o.accountId === account && typed('businessType', [business!])(o) && typed('serviceType', [service!])(o)],
    ];
    for (const [query, keep] of cases) {
      const rows = counted(keep);
      expect(rows.length, query).toBeGreaterThan(0);
      expect(rows.length, query).toBeLessThan(counted().length);
      expect(await answered(query), query).toEqual(expected(rows));
      expectTop((await stat('summaryPast24ByLocation', query)).items, locationCounts(rows), (s) => s.groupId ?? s.groupName!);
    }
    // With a model filter, Order By Model counts the chosen models only.
    const other = some.find((o) => !o.models.includes(model))!.models[0]!;
    const byModel = await stat('summaryPast24ByModel', `?models=${model}&models=${other}`);
    expectTop(byModel.items, modelCounts(counted((o) => o.models.includes(model) || o.models.includes(other)), [model, other]), (s) => s.groupId!);
    // Locations narrow the hourly summary.
    const place = some.find((o) => o.locationId)!.locationId!;
    const hourly = await stat('summaryPast24', `?locations=${place}`);
    expect(hourly.items.reduce((sum, s) => sum + s.count, 0)).toBe(counted((o) => o.locationId === place).length);
  });

  it('stay within the caller’s accounts and facilities', async () => {
    const mine = counted(undefined, 'supervisor');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(counted().length);
    expect(await answered('', 'supervisor')).toEqual(expected(mine));
    expectTop((await stat('summaryPast24ByModel', '', 'supervisor')).items, modelCounts(mine), (s) => s.groupId!);
    const hourly = await stat('summaryPast24', '', 'supervisor');
    expect(hourly.items.reduce((sum, s) => sum + s.count, 0)).toBe(mine.length);
  });

  it('agree with the orders list each chart item opens', async () => {
    for (const [who, filter] of [
      ['supervisor', ''],
      ['admin', `&businessTypes=${encodeURIComponent(assetRows.find((s) => s.businessType)!.businessType!)}`],
    ] as const) {
      const query = filter ? `?${filter.slice(1)}` : '';
      const grouped = await stat('summaryPast24Grouped', query, who);
      const window = `createdFrom=${grouped.from}&createdTo=${grouped.to}${filter}`;
      for (const s of grouped.items) expect(await listCount(`${window}&orderStatuses=${s.orderStatus}&orderTypes=${s.type}`, who), `${who} ${s.orderStatus} ${s.type}`).toBe(s.count);
      for (const s of (await stat('summaryPast24ByLocation', query, who)).items.filter((i) => i.groupId)) {
        expect(await listCount(`${window}&locations=${s.groupId}`, who), s.groupName).toBe(s.count);
      }
      for (const s of (await stat('summaryPast24ByModel', query, who)).items) expect(await listCount(`${window}&models=${s.groupId}`, who), s.groupName).toBe(s.count);
      for (const s of (await stat('summaryPast24Compliance', query, who)).items) {
        expect(await listCount(`${window}&orderTypes=${s.type}&compliance=COMPLIANT`, who)).toBe(s.compliant);
        expect(await listCount(`${window}&orderTypes=${s.type}&compliance=NON_COMPLIANT`, who)).toBe(s.nonCompliant);
      }
      for (const s of (await stat('summaryPast24Completion', query, who)).items) {
        expect(await listCount(`${window}&orderTypes=${s.type}&orderStatuses=COMPLETED&orderStatuses=PARTIAL`, who)).toBe(s.count);
      }
      for (const s of (await stat('summaryPast24', query, who)).items.filter((i) => i.count > 0)) {
        expect(await listCount(`createdFrom=${s.from}&createdTo=${s.to}&orderTypes=${s.type}${filter}`, who), `${s.from} ${s.type}`).toBe(s.count);
      }
    }
  });

  it('need dashboard/orders VIEW, a session, ids for accounts, models and locations, and a sane timeGap', async () => {
    for (const name of ORDER_STATS) {
      expect((await get(`/api/stats/orders/${name}/dashboard`, 'noaccess')).statusCode).toBe(403);
      expect((await get(`/api/stats/orders/${name}/dashboard`, 'caregiver')).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/api/stats/orders/${name}` })).statusCode).toBe(401);
      const bad = await get(`/api/stats/orders/${name}/dashboard?models=not-an-id`);
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ success: false, errors: [{ field: 'models' }] });
    }
    expect((await get('/api/stats/orders/summaryPast24Grouped/dashboard?accounts=1')).statusCode).toBe(400);
    expect(json(await get('/api/stats/orders/summaryPast24/dashboard?locations=nowhere'))).toMatchObject({ errors: [{ field: 'locations' }] });
    const message = formatMessage(MESSAGES.orderTimeGap, { min: 5, max: 1440 });
    for (const gap of ['0', '4', '1441', '1.5', '-60', 'sixty', '99999999', '60&timeGap=30']) {
      const response = await get(`/api/stats/orders/summaryPast24/dashboard?timeGap=${gap}`);
      expect(response.statusCode, gap).toBe(400);
      expect(json(response), gap).toMatchObject({ success: false, message, errors: [{ field: 'timeGap', message }] });
    }
    expect((await get('/api/stats/orders/nothing/dashboard')).statusCode).toBe(404);
  });
});

describe('orders list filters behind the chart links', () => {
  it('refuse what they cannot read with a 400 that says why', async () => {
    for (const query of ['createdFrom=yesterday', 'createdTo=2026-02-30T10:00:00', 'createdFrom=2026-11-25T10:00:00&createdFrom=2026-11-25T11:00:00']) {
      const response = await get(`/api/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response), query).toMatchObject({ message: MESSAGES.orderCreatedTimestamp });
    }
    for (const query of ['models=x', 'locations=x', 'compliance=LATE']) expect((await get(`/api/orders?${query}`)).statusCode, query).toBe(400);
  });

  it('take createdTo given to the second as that whole second, and to the millisecond as it is', async () => {
    const edge = written[2]!; // created 999 ms into the window's last second
    const second = to.toISOString().slice(0, 19);
    expect(await listCount(`createdFrom=${second}&createdTo=${second}`)).toBe(1);
    expect(await listCount(`createdFrom=${second}&createdTo=${second}.500Z`)).toBe(0);
    expect(await listCount(`createdFrom=${edge.created.toISOString()}&createdTo=${edge.created.toISOString()}`)).toBe(1);
  });
});
