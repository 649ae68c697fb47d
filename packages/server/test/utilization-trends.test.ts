/**
 * The utilization trends (spec 2 §2, §7 "Utilization"): GET assets/utilization without `name`. Rows of our own in
 * 2020 (the seed's history covers the last year) give exact answers for the window, the filters, the caller's
 * facilities and an unknown category; the live point is compared with the assets table; the path's two grants
 * (trends VIEW without `name`, export EXPORT with it) are checked both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, availabilityOfStatus } from '@equipdesk/api-client/contract';
import type { ListResponse, UtilizationSummaryItem } from '@equipdesk/api-client/contract';
import { assets, facilities, userAccounts, userFacilities, users, accounts, utilizationSummaries } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
const now = new Date();
const HOUR = 3_600_000;
/** A facility the supervisor may see, and one they may not. */
let mine = '';
let other = '';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => now });
  for (const username of ['admin', 'supervisor', 'stakeholder', 'technician', 'noaccess']) headers.set(username, authed(await login(app, username)));
  const db = database.db;
  const [supervisor] = await db.select().from(users).where(eq(users.username, 'supervisor'));
  const direct = await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId));
  const viaAccounts = await db
    .select({ id: accounts.facilityId })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.externalId, userAccounts.accountId))
    .where(eq(userAccounts.userId, supervisor!.externalId));
  const visible = new Set([...direct, ...viaAccounts].map((r) => r.id));
  const all = await db.select({ id: facilities.externalId }).from(facilities);
  mine = all.find((f) => visible.has(f.id))!.id;
  other = all.find((f) => !visible.has(f.id))!.id;
  const row = (at: string, facilityId: string, utilizationStatus: string, utilizationCategory: string, matching: number, total: number, intervalMinutes = 1440) => ({
    summaryDate: new Date(at),
    intervalMinutes,
    facilityId,
    utilizationStatus,
    utilizationCategory,
    matching,
    total,
  });
  await db.insert(utilizationSummaries).values([
    row('2020-03-01T00:00:00Z', mine, 'IN USE', 'UTILIZED', 6, 20),
    row('2020-03-01T00:00:00Z', mine, 'CLINICAL NEED', 'UTILIZED', 2, 20),
    row('2020-03-01T00:00:00Z', mine, 'INVENTORY', 'AVAILABLE', 5, 20),
    row('2020-03-01T00:00:00Z', other, 'IN USE', 'UTILIZED', 9, 30),
    row('2020-03-01T00:00:00Z', other, 'PAR', 'RETIRED', 4, 30),
    row('2020-03-02T00:00:00Z', mine, 'IN USE', 'UTILIZED', 7, 21),
    row('2020-03-02T00:00:00Z', other, 'LOST', 'UNKNOWN', 1, 30),
    row('2020-03-03T00:00:00Z', mine, 'IN USE', 'UTILIZED', 99, 99),
    // Hourly rows of 1 March: a window of a few hours reads them instead of the day.
    row('2020-03-01T10:00:00Z', mine, 'IN USE', 'UTILIZED', 11, 20, 60),
    row('2020-03-01T11:00:00Z', mine, 'IN USE', 'UTILIZED', 12, 20, 60),
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: headers.get(who)! });
async function trends(query: string, who = 'admin'): Promise<UtilizationSummaryItem[]> {
  const response = await get(`/api/assets/utilization?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<UtilizationSummaryItem>>(response).items;
}
const MARCH = 'startTimestamp=2020-03-01T00:00:00&endTimestamp=2020-03-02T23:59:59';

describe('GET assets/utilization (trends)', () => {
  it('answers each moment of the window per category: matching summed, total counted once per facility', async () => {
    expect(await trends(MARCH)).toEqual([
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'AVAILABLE', matching: 5, total: 50 },
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'UNKNOWN', matching: 4, total: 50 },
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 17, total: 50 },
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UNKNOWN', matching: 1, total: 51 },
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 7, total: 51 },
    ]);
  });

  it('takes in the end to its second and nothing after it', async () => {
    const days = (items: UtilizationSummaryItem[]) => [...new Set(items.map((i) => i.summaryDate))];
    expect(days(await trends('startTimestamp=2020-03-02T00:00:00&endTimestamp=2020-03-03T00:00:00'))).toEqual(['2020-03-02T00:00:00.000Z', '2020-03-03T00:00:00.000Z']);
    expect(days(await trends('startTimestamp=2020-03-02T00:00:01Z&endTimestamp=2020-03-02T23:59:59.999Z'))).toEqual([]);
  });

  it('reads the hourly series for a window of hours that it covers', async () => {
    expect(await trends('startTimestamp=2020-03-01T09:30:00&endTimestamp=2020-03-01T12:00:00')).toEqual([
      { summaryDate: '2020-03-01T10:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 11, total: 20 },
      { summaryDate: '2020-03-01T11:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 12, total: 20 },
    ]);
    // A window of hours with no hourly rows at its start reads the days in it.
    expect(await trends('startTimestamp=2020-03-02T00:00:00&endTimestamp=2020-03-02T06:00:00')).toEqual([
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UNKNOWN', matching: 1, total: 51 },
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 7, total: 51 },
    ]);
  });

  it('filters by facilities and by utilization statuses; the total stays the facilities\' whole fleet', async () => {
    expect(await trends(`${MARCH}&facilities=${other}`)).toEqual([
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'UNKNOWN', matching: 4, total: 30 },
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 9, total: 30 },
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UNKNOWN', matching: 1, total: 30 },
    ]);
    expect(await trends(`${MARCH}&utilizationStatuses=IN%20USE&utilizationStatuses=INVENTORY`)).toEqual([
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'AVAILABLE', matching: 5, total: 50 },
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 15, total: 50 },
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 7, total: 51 },
    ]);
  });

  it('answers a scoped caller their facilities only, and a facility outside them as one that does not exist', async () => {
    const expected = [
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'AVAILABLE', matching: 5, total: 20 },
      { summaryDate: '2020-03-01T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 8, total: 20 },
      { summaryDate: '2020-03-02T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 7, total: 21 },
    ];
    expect(await trends(MARCH, 'supervisor')).toEqual(expected);
    expect(await trends(`${MARCH}&facilities=${mine}`, 'supervisor')).toEqual(expected);
    // The facility exists, but not for the supervisor: the same 400 as an id that does not exist, so none can be probed.
    const missing = '1b7f5a3e-0000-4000-8000-000000000000';
    for (const query of [`facilities=${other}`, `facilities=${other}&facilities=${mine}`]) {
      const outside = await get(`/api/assets/utilization?${MARCH}&${query}`, 'supervisor');
      const unknown = await get(`/api/assets/utilization?${MARCH}&${query.replace(other, missing)}`, 'supervisor');
      expect(outside.statusCode, query).toBe(400);
      expect(outside.body.replace(other, '{id}')).toBe(unknown.body.replace(missing, '{id}'));
    }
  });

  it('ends a window that reaches now with a live point counted from the ACTIVE assets', async () => {
    const start = new Date(now.getTime() - 3_600_000).toISOString();
    const items = await trends(`startTimestamp=${start}&facilities=${mine}`);
    const live = items.filter((i) => i.summaryDate === now.toISOString());
    const fleet = await database.db
      .select({ status: assets.utilizationStatus })
      .from(assets)
      .where(and(eq(assets.facilityId, mine), eq(assets.status, 'ACTIVE')));
    const byCategory: Record<string, number> = {};
    for (const a of fleet) byCategory[availabilityOfStatus(a.status)] = (byCategory[availabilityOfStatus(a.status)] ?? 0) + 1;
    expect(Object.fromEntries(live.map((i) => [i.utilizationCategory, i.matching]))).toEqual(byCategory);
    expect(new Set(live.map((i) => i.total))).toEqual(new Set([fleet.length]));
    // The seed's hourly rows lead up to it.
    expect(items.length).toBeGreaterThan(live.length);
    expect(items.every((i) => i.summaryDate >= start.slice(0, 13))).toBe(true);
  });

  it('answers OVERALL (no window) from the daily year of the seed, ending with the live point', async () => {
    const items = await trends('');
    const days = [...new Set(items.map((i) => i.summaryDate))];
    expect(days.length).toBeGreaterThanOrEqual(365);
    expect(days.at(-1)).toBe(now.toISOString());
    expect(items.every((i) => ['AVAILABLE', 'TRANSITION', 'UNKNOWN', 'UTILIZED'].includes(i.utilizationCategory ?? ''))).toBe(true);
  });

  it('refuses bad input with 400 and a message', async () => {
    const refused = async (query: string, message: string) => {
      const response = await get(`/api/assets/utilization?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(message);
    };
    await refused('startTimestamp=2020-03-02T00:00:00&endTimestamp=2020-03-01T00:00:00', MESSAGES.productivityRange);
    await refused('startTimestamp=yesterday', MESSAGES.productivityTimestamp);
    await refused('endTimestamp=2020-02-30T00:00:00', MESSAGES.productivityTimestamp);
    await refused('facilities=1b7f5a3e-0000-4000-8000-000000000000', 'facilities has an unknown value.');
    await refused('facilities=not-an-id', 'facilities has an unknown value.');
    await refused('utilizationStatuses=NAPPING', 'utilizationStatuses has an unknown value.');
  });
});

describe('the grants of GET assets/utilization', () => {
  it('answers the trends with VIEW on reports/asset-utilization-trends and issues an export request with EXPORT on assets/utilization', async () => {
    // The stakeholder views the trends but issues no utilization export requests; the technician the other way round.
    expect((await get(`/api/assets/utilization?${MARCH}`, 'stakeholder')).statusCode).toBe(200);
    expect((await get('/api/assets/utilization?name=Trends', 'stakeholder')).statusCode).toBe(403);
    expect((await get(`/api/assets/utilization?${MARCH}`, 'technician')).statusCode).toBe(403);
    const issued = await get('/api/assets/utilization?name=Technician%20export', 'technician');
    expect(issued.statusCode, issued.body).toBe(200);
    expect(json<{ result: { requestStatus: string } }>(issued).result.requestStatus).toBe('REQUESTED');
    // An empty name is an export request without a name: its own message, not the trends.
    const unnamed = await get('/api/assets/utilization?name=', 'technician');
    expect(unnamed.statusCode).toBe(400);
    expect(json<{ message: string }>(unnamed).message).toBe(MESSAGES.exportRequestName);
    for (const query of [MARCH, 'name=x']) expect((await get(`/api/assets/utilization?${query}`, 'noaccess')).statusCode).toBe(403);
  });

  it('lets a trends viewer read an asset\'s utilization records (the asset search form) without the productivity report', async () => {
    await database.db.execute(sql`update role_permissions rp set granted = false from roles r, permissions p
      where rp.role_id = r.external_id and rp.permission_id = p.external_id and r.identifier = 'ROLE_STAKEHOLDER' and p.value = 'reports/productivity'`);
    // The picker's list (assets/ddlist) offers the assets the stakeholder may see.
    const [asset] = json<ListResponse<{ externalId: string }>>(await get('/api/assets/ddlist?pageSize=1', 'stakeholder')).items;
    const response = await get(`/api/assets/productivity/single?externalId=${asset!.externalId}&startTimestamp=2020-01-01T00:00:00`, 'stakeholder');
    expect(response.statusCode, response.body).toBe(200);
    expect((await get('/api/assets/productivity/export.csv', 'stakeholder')).statusCode).toBe(403);
  });
});

describe('the series after the seed', () => {
  it('records the assets table as the hour\'s and the day\'s point on the first call of each, once', async () => {
    const later = new Date(now.getTime() + 2 * 24 * HOUR + 5 * HOUR);
    const laterApp = await testApp(database.db, { now: () => later });
    try {
      const token = authed(await login(laterApp, 'admin'));
      const hour = new Date(Math.floor(later.getTime() / HOUR) * HOUR);
      const day = new Date(Math.floor(later.getTime() / (24 * HOUR)) * 24 * HOUR);
      const recorded = (interval: number, at: Date) =>
        database.db
          .select({ facility: utilizationSummaries.facilityId, status: utilizationSummaries.utilizationStatus, matching: utilizationSummaries.matching, total: utilizationSummaries.total })
          .from(utilizationSummaries)
          .where(and(eq(utilizationSummaries.intervalMinutes, interval), eq(utilizationSummaries.summaryDate, at)));
      expect(await recorded(60, hour)).toEqual([]);
      const ask = async () => {
        const response = await laterApp.inject({ url: `/api/assets/utilization?startTimestamp=${hour.toISOString()}&facilities=${mine}`, headers: token });
        expect(response.statusCode, response.body).toBe(200);
        return json<ListResponse<UtilizationSummaryItem>>(response).items;
      };
      const items = await ask();
      const fleet = await database.db.select({ status: assets.utilizationStatus }).from(assets).where(and(eq(assets.facilityId, mine), eq(assets.status, 'ACTIVE')));
      const hourly = (await recorded(60, hour)).filter((r) => r.facility === mine);
      expect(hourly.reduce((sum, r) => sum + r.matching, 0)).toBe(fleet.length);
      expect(new Set(hourly.map((r) => r.total))).toEqual(new Set([fleet.length]));
      expect((await recorded(1440, day)).length).toBe((await recorded(60, hour)).length);
      // The window from the hour's start reads the hourly series: the hour's point, then the live point.
      expect([...new Set(items.map((i) => i.summaryDate))]).toEqual([hour.toISOString(), later.toISOString()]);
      expect(items.at(-1)!.summaryDate).toBe(later.toISOString());
      const rowsBefore = (await recorded(60, hour)).length;
      await ask();
      expect((await recorded(60, hour)).length).toBe(rowsBefore);
    } finally {
      await laterApp.close();
    }
  });
});
