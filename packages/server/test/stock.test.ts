/**
 * The stock status report (spec 2 §2 "Stock Status", §7 "Stock"): every row compared with rows computed here from the
 * locations, par definitions and assets themselves; stock counted as the PAR alerts count it; the assets behind a row;
 * the filters, search, sort and paging; the caller's scope; grants and bad parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import type { ListResponse, StockAsset, StockRow } from '@equipdesk/api-client/contract';
import { alerts, assets, facilities, locations, models, parDefinitions, parEntries, userAccounts, userFacilities, users } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  for (const username of ['admin', 'supervisor', 'stakeholder', 'caregiver', 'noaccess']) headers.set(username, authed(await login(app, username)));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: headers.get(who)! });

/** Every row of a query, page after page. */
async function allRows(query = '', who = 'admin'): Promise<StockRow[]> {
  const out: StockRow[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const response = await get(`/api/stock/status?pageSize=200&pageIndex=${pageIndex}${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    const page = json<ListResponse<StockRow>>(response);
    out.push(...page.items);
    if (out.length >= page.count || page.items.length === 0) {
      expect(out.length).toBe(page.count);
      return out;
    }
  }
}

/** The rows as the report should answer them, computed from the tables without SQL of the server's. */
async function expectedRows(inScope: (l: { accountId: string; facilityId: string }) => boolean = () => true): Promise<StockRow[]> {
  const db = database.db;
  const locs = (await db.select().from(locations).where(eq(locations.status, 'ACTIVE'))).filter(inScope);
  const facilityName = new Map((await db.select().from(facilities)).map((f) => [f.externalId, f.name]));
  const modelOf = new Map((await db.select().from(models)).map((m) => [m.externalId, m]));
  const defs = await db.select().from(parDefinitions).where(eq(parDefinitions.status, 'ACTIVE'));
  const entries = await db.select().from(parEntries);
  const stock = (await db.select().from(assets).where(eq(assets.status, 'ACTIVE'))).filter((a) => a.locationId !== null);
  const count = (location: string, model?: string) => stock.filter((a) => a.locationId === location && (model === undefined || a.modelId === model)).length;
  return locs.flatMap((l): StockRow[] => {
    const def = defs.find((d) => d.locationId === l.externalId);
    const own = def ? entries.filter((e) => e.parDefinitionId === def.externalId) : [];
    const base = { facilityName: facilityName.get(l.facilityId)!, facilityUuid: l.facilityId, locationName: l.name, locationUuid: l.externalId };
    if (own.length === 0) {
      return [{ ...base, parDefined: false, modelCode: null, modelUuid: null, modelDescription: null, minQuantity: null, maxQuantity: null, stockQuantity: count(l.externalId) }];
    }
    return own.map((e) => ({
      ...base,
      parDefined: true,
      modelCode: modelOf.get(e.modelId)!.modelCode,
      modelUuid: e.modelId,
      modelDescription: modelOf.get(e.modelId)!.modelDescription,
      minQuantity: e.min,
      maxQuantity: e.max,
      stockQuantity: count(l.externalId, e.modelId),
    }));
  });
}

const keyOf = (r: StockRow) => `${r.locationUuid}|${r.modelUuid ?? ''}`;
const byKey = (rows: StockRow[]) => [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

/** A location with a par definition and one without, both ACTIVE with assets, for the targeted checks. */
async function locationsWithStock(): Promise<{ withPar: StockRow; withoutPar: StockRow }> {
  const rows = await allRows();
  const withPar = rows.find((r) => r.parDefined)!;
  const withoutPar = rows.find((r) => !r.parDefined && r.stockQuantity > 0)!;
  expect(withPar).toBeDefined();
  expect(withoutPar).toBeDefined();
  return { withPar, withoutPar };
}

describe('GET stock/status', () => {
  it('answers a row per par entry of each ACTIVE location with a par definition and one row for each without, with the stock counted here', async () => {
    const rows = await allRows();
    const expected = await expectedRows();
    expect(byKey(rows)).toEqual(byKey(expected));
    // The seed's par levels give rows below min, within and above max, and locations without par have stock.
    expect(rows.some((r) => r.parDefined && r.stockQuantity < r.minQuantity!)).toBe(true);
    expect(rows.some((r) => r.parDefined && r.stockQuantity >= r.minQuantity! && r.stockQuantity <= r.maxQuantity!)).toBe(true);
    expect(rows.some((r) => r.parDefined && r.stockQuantity > r.maxQuantity!)).toBe(true);
    expect(rows.some((r) => !r.parDefined && r.stockQuantity > 0)).toBe(true);
    expect(rows.filter((r) => !r.parDefined).every((r) => r.modelCode === null && r.minQuantity === null && r.maxQuantity === null)).toBe(true);
  });

  it('counts ACTIVE assets at the location itself: an inactive asset and one at a sub-location are not stock', async () => {
    const { withPar } = await locationsWithStock();
    const db = database.db;
    const [location] = await db.select().from(locations).where(eq(locations.externalId, withPar.locationUuid));
    const [child] = await db
      .insert(locations)
      .values({ name: 'Stock test shelf', type: 'ROOM', utilizationStatus: 'PAR', accountId: location!.accountId, facilityId: location!.facilityId, parentId: location!.externalId })
      .returning();
    const [donor] = await db
      .select()
      .from(assets)
      .where(and(eq(assets.status, 'ACTIVE'), eq(assets.accountId, location!.accountId), ne(assets.modelId, withPar.modelUuid!)))
      .limit(1);
    const before = (await allRows(`&locations=${withPar.locationUuid}`)).find((r) => keyOf(r) === keyOf(withPar))!;
    // Two assets of the entry's model arrive: one ACTIVE at the location, one at its sub-location; one INACTIVE arrives too.
    const make = (serial: string, locationId: string, status: 'ACTIVE' | 'INACTIVE') =>
      db.insert(assets).values({ serialNumber: serial, modelId: withPar.modelUuid!, accountId: location!.accountId, facilityId: location!.facilityId, locationId, status });
    await make('STOCK-T-1', location!.externalId, 'ACTIVE');
    await make('STOCK-T-2', child!.externalId, 'ACTIVE');
    await make('STOCK-T-3', location!.externalId, 'INACTIVE');
    const after = (await allRows(`&locations=${withPar.locationUuid}`)).find((r) => keyOf(r) === keyOf(withPar))!;
    expect(after.stockQuantity).toBe(before.stockQuantity + 1);
    // The sub-location is a row of its own, its one asset its whole stock.
    expect(await allRows(`&locations=${child!.externalId}`)).toMatchObject([{ locationName: 'Stock test shelf', parDefined: false, stockQuantity: 1 }]);
    // An asset of another model is not the entry's stock.
    if (donor) {
      await db.update(assets).set({ locationId: location!.externalId }).where(eq(assets.externalId, donor.externalId));
      const again = (await allRows(`&locations=${withPar.locationUuid}`)).find((r) => keyOf(r) === keyOf(withPar))!;
      expect(again.stockQuantity).toBe(after.stockQuantity);
    }
    expect(byKey(await allRows())).toEqual(byKey(await expectedRows()));
  });

  it('counts stock as the PAR alerts do: every open alert names the rows outside their par with the same stock', async () => {
    await app.deriveAlerts();
    const rows = await allRows();
    const open = await database.db.select().from(alerts).where(and(eq(alerts.kind, 'PAR'), ne(alerts.alertStatus, 'RESOLVED')));
    const violated = rows.filter((r) => r.parDefined && (r.stockQuantity < r.minQuantity! || r.stockQuantity > r.maxQuantity!));
    expect(violated.length).toBeGreaterThan(0);
    const fromAlerts = open.flatMap((a) => ((a.entries ?? []) as { model: string; count: number }[]).map((e) => `${a.locationId}|${e.model}|${e.count}`)).sort();
    expect(fromAlerts).toEqual(violated.map((r) => `${r.locationUuid}|${r.modelUuid}|${r.stockQuantity}`).sort());
  });

  it('narrows by facilities, locations and a search on facility, location and model, and sorts and pages', async () => {
    const rows = await allRows();
    const facility = rows[0]!.facilityUuid;
    expect(byKey(await allRows(`&facilities=${facility}`))).toEqual(byKey(rows.filter((r) => r.facilityUuid === facility)));
    const two = [...new Set(rows.map((r) => r.locationUuid))].slice(0, 2);
    expect(byKey(await allRows(`&locations=${two[0]}&locations=${two[1]}`))).toEqual(byKey(rows.filter((r) => two.includes(r.locationUuid))));
    const model = rows.find((r) => r.parDefined)!;
    const term = model.modelCode!.toLowerCase();
    const matches = (r: StockRow) => [r.facilityName, r.locationName, r.modelCode ?? '', r.modelDescription ?? ''].some((v) => v.toLowerCase().includes(term));
    const searched = await allRows(`&search=${encodeURIComponent(term)}`);
    expect(searched.length).toBeGreaterThan(0);
    expect(byKey(searched)).toEqual(byKey(rows.filter(matches)));
    // Default order: facility, then location; a sort key asks for its own order.
    expect(rows.map((r) => r.facilityName)).toEqual([...rows.map((r) => r.facilityName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byStock = await allRows('&sortBy=stockQuantity&sortDirection=desc');
    expect(byStock.map((r) => r.stockQuantity)).toEqual([...rows.map((r) => r.stockQuantity)].sort((a, b) => b - a));
    const page = json<ListResponse<StockRow>>(await get('/api/stock/status?pageSize=50&pageIndex=1'));
    expect(page.count).toBe(rows.length);
    expect(page.items).toEqual(rows.slice(50, 100));
  });

  it("answers a scoped user the rows of their accounts' and facilities' locations only", async () => {
    const db = database.db;
    const [supervisor] = await db.select().from(users).where(eq(users.username, 'supervisor'));
    const accs = new Set((await db.select().from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.accountId));
    const facs = new Set((await db.select().from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.facilityId));
    const mine = await allRows('', 'supervisor');
    const expected = await expectedRows((l) => accs.has(l.accountId) || facs.has(l.facilityId));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan((await allRows()).length);
    expect(byKey(mine)).toEqual(byKey(expected));
  });

  it('needs VIEW on reports/stock-status-report and refuses bad parameters with a 400', async () => {
    expect((await app.inject({ url: '/api/stock/status' })).statusCode).toBe(401);
    for (const who of ['caregiver', 'noaccess']) {
      const refused = await get('/api/stock/status', who);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ success: false, message: 'You are not privileged to perform this action' });
      expect((await get('/api/stock/details', who)).statusCode).toBe(403);
    }
    expect((await get('/api/stock/status', 'stakeholder')).statusCode).toBe(200);
    for (const bad of ['facilities=nope', 'locations=1', 'sortBy=nothing', 'pageSize=0', 'pageSize=5000']) {
      const response = await get(`/api/stock/status?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response)).toMatchObject({ success: false });
    }
  });
});

describe('GET stock/details', () => {
  it("lists a par row's assets of its model and a row without par all its assets, as many as its stock", async () => {
    const { withPar, withoutPar } = await locationsWithStock();
    const db = database.db;
    for (const row of [withPar, withoutPar]) {
      const model = row.modelUuid ? `&model=${row.modelUuid}` : '';
      const response = await get(`/api/stock/details?facility=${row.facilityUuid}&location=${row.locationUuid}${model}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<ListResponse<StockAsset>>(response);
      const own = (await db.select().from(assets).where(and(eq(assets.locationId, row.locationUuid), eq(assets.status, 'ACTIVE')))).filter(
        (a) => !row.modelUuid || a.modelId === row.modelUuid,
      );
      expect(answer.count).toBe(row.stockQuantity);
      expect(answer.items.map((a) => a.serialNumber)).toEqual(own.map((a) => a.serialNumber).sort());
      const first = own.find((a) => a.serialNumber === answer.items[0]?.serialNumber);
      if (first) {
        expect(answer.items[0]).toEqual({
          externalId: first.externalId,
          serialNumber: first.serialNumber,
          preventiveMaintainenceDate: first.preventiveMaintainenceDate?.toISOString() ?? null,
          lastScannedTimestamp: first.lastScannedTimestamp?.toISOString() ?? null,
          utilizationStatus: first.utilizationStatus,
        });
      }
    }
  });

  it("answers 404 for a location outside the caller's scope, of another facility, or not ACTIVE, and 400 for bad ids", async () => {
    const rows = await allRows();
    const mine = new Set((await allRows('', 'supervisor')).map((r) => r.locationUuid));
    const outside = rows.find((r) => !mine.has(r.locationUuid))!;
    const url = `/api/stock/details?facility=${outside.facilityUuid}&location=${outside.locationUuid}`;
    expect((await get(url)).statusCode).toBe(200);
    const refused = await get(url, 'supervisor');
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject({ success: false });
    const otherFacility = rows.find((r) => r.facilityUuid !== outside.facilityUuid)!.facilityUuid;
    expect((await get(`/api/stock/details?facility=${otherFacility}&location=${outside.locationUuid}`)).statusCode).toBe(404);
    await database.db.update(locations).set({ status: 'INACTIVE' }).where(eq(locations.externalId, outside.locationUuid));
    expect((await get(url)).statusCode).toBe(404);
    await database.db.update(locations).set({ status: 'ACTIVE' }).where(eq(locations.externalId, outside.locationUuid));
    for (const bad of ['', `facility=${outside.facilityUuid}`, `location=${outside.locationUuid}`, `facility=x&location=${outside.locationUuid}`, `${url.split('?')[1]}&model=abc`]) {
      const response = await get(`/api/stock/details?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response)).toMatchObject({ success: false });
    }
  });
});
