/**
 * The dashboard's asset statistics (spec 3 §2.12, §7 "Dashboard"): each aggregate compared with counts computed here
 * from the asset rows themselves, with the dashboard's filters, within the caller's scope, and agreeing with the
 * assets list a chart segment opens. Grants and bad filters answer 403 and 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ASSET_STATS, AVAILABILITY_OF_STATUS, NO_PATIENT_CARE_UNIT, VERIFICATION_BUCKET_DAYS, statusesOfAvailability } from '@equipdesk/api-client/contract';
import type { AssetStatistic, CommissionedStatistic, ListResponse, ResultResponse, UtilizationStatus } from '@equipdesk/api-client/contract';
import { assets, locations, models, userAccounts, userFacilities, users } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
/** A fixed clock, so the verification buckets computed here and by the server use the same "now". */
const now = new Date();
const DAY = 24 * 60 * 60 * 1000;

type AssetRow = {
  accountId: string;
  facilityId: string;
  modelId: string;
  modelCode: string;
  utilizationStatus: string | null;
  serviceType: string | null;
  businessType: string | null;
  lastScannedTimestamp: Date | null;
  commissioned: boolean;
  unit: string | null;
};
let active: AssetRow[] = [];
let supervisorScope: (a: AssetRow) => boolean = () => false;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => now });
  for (const username of ['admin', 'supervisor', 'caregiver', 'noaccess']) headers.set(username, authed(await login(app, username)));
  const db = database.db;
  const rows = await db
    .select({
      accountId: assets.accountId,
      facilityId: assets.facilityId,
      modelId: assets.modelId,
      modelCode: models.modelCode,
      utilizationStatus: assets.utilizationStatus,
      serviceType: assets.serviceType,
      businessType: assets.businessType,
      lastScannedTimestamp: assets.lastScannedTimestamp,
      commissioned: assets.commissioned,
      status: assets.status,
      locationId: assets.locationId,
    })
    .from(assets)
    .innerJoin(models, eq(models.externalId, assets.modelId));
  const units = new Map((await db.select({ id: locations.externalId, group: locations.groupName }).from(locations)).map((l) => [l.id, l.group]));
  active = rows.filter((r) => r.status === 'ACTIVE').map((r) => ({ ...r, unit: r.locationId ? (units.get(r.locationId) ?? null) : null }));
  const [supervisor] = await db.select().from(users).where(eq(users.username, 'supervisor'));
  const accs = new Set((await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id));
  const facs = new Set((await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id));
  supervisorScope = (a) => accs.has(a.accountId) || facs.has(a.facilityId);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: headers.get(who)! });
async function items(url: string, who = 'admin'): Promise<AssetStatistic[]> {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<AssetStatistic>>(response).items;
}

/** Counts by key, without zero entries, as a plain object for a readable comparison. */
function tally<T>(rows: T[], key: (row: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) out[key(row)] = (out[key(row)] ?? 0) + 1;
  return out;
}
const asTally = (list: AssetStatistic[], key: (s: AssetStatistic) => string) => Object.fromEntries(list.map((s) => [key(s), s.count]));

const availabilityOf = (a: AssetRow) => AVAILABILITY_OF_STATUS[a.utilizationStatus as UtilizationStatus] ?? 'UNKNOWN';
function bucketOf(a: AssetRow): string {
  if (!a.lastScannedTimestamp) return 'not scanned';
  const days = (now.getTime() - a.lastScannedTimestamp.getTime()) / DAY;
  return VERIFICATION_BUCKET_DAYS.find(([, bound]) => days <= bound)?.[0] ?? 'more than a year';
}

/** Every aggregate of a set of rows, as the server should answer them. */
function expected(rows: AssetRow[]) {
  return {
    utilizationOverall: tally(rows, (a) => a.utilizationStatus ?? 'No status'),
    availabilityByProductGrouped: tally(rows, (a) => `${a.modelCode}|${a.modelId}|${availabilityOf(a)}`),
    verifiedByProduct: tally(rows, (a) => `${a.modelCode}|${a.modelId}|${bucketOf(a)}`),
    commissionedOverall: { commissioned: rows.filter((a) => a.commissioned).length, total: rows.length },
    assetsByPatientCareUnit: tally(rows, (a) => a.unit ?? NO_PATIENT_CARE_UNIT),
  };
}

async function answered(query: string, who = 'admin', suffix = '/dashboard') {
  const at = (stat: string) => `/api/stats/assets/${stat}${suffix}${query}`;
  const commissioned = await get(at('commissionedOverall'), who);
  expect(commissioned.statusCode, commissioned.body).toBe(200);
  return {
    utilizationOverall: asTally(await items(at('utilizationOverall'), who), (s) => s.groupName),
    availabilityByProductGrouped: asTally(await items(at('availabilityByProductGrouped'), who), (s) => `${s.groupName}|${s.groupId}|${s.availability}`),
    verifiedByProduct: asTally(await items(at('verifiedByProduct'), who), (s) => `${s.groupName}|${s.groupId}|${s.verification}`),
    commissionedOverall: json<ResultResponse<CommissionedStatistic>>(commissioned).result,
    assetsByPatientCareUnit: asTally(await items(at('assetsByPatientCareUnit'), who), (s) => s.groupName),
  };
}

describe('asset statistics', () => {
  it('count the active assets as computed from their rows, with and without the /dashboard suffix', async () => {
    expect(active.length).toBeGreaterThan(50);
    const want = expected(active);
    expect(await answered('')).toEqual(want);
    expect(await answered('', 'admin', '')).toEqual(want);
    // The demo data spreads over every availability and several buckets, so the comparison means something.
    expect(new Set(active.map(availabilityOf)).size).toBe(4);
    expect(new Set(active.map(bucketOf)).size).toBeGreaterThanOrEqual(5);
  });

  it('honour each filter and their combination', async () => {
    const sample = active.find((a) => a.businessType && a.serviceType)!;
    const cases: [string, (a: AssetRow) => boolean][] = [
      [`?accounts=${sample.accountId}`, (a) => a.accountId === sample.accountId],
      [`?models=${sample.modelId}`, (a) => a.modelId === sample.modelId],
      [`?businessTypes=${encodeURIComponent(sample.businessType!)}`, (a) => a.businessType === sample.businessType],
      [`?serviceTypes=${encodeURIComponent(sample.serviceType!)}`, (a) => a.serviceType === sample.serviceType],
      [
        `?models=${sample.modelId}&models=${active.find((a) => a.modelId !== sample.modelId)!.modelId}&serviceTypes=${encodeURIComponent(sample.serviceType!)}`,
        (a) => (a.modelId === sample.modelId || a.modelId === active.find((b) => b.modelId !== sample.modelId)!.modelId) && a.serviceType === sample.serviceType,
      ],
    ];
    for (const [query, keep] of cases) {
      const rows = active.filter(keep);
      expect(rows.length, query).toBeGreaterThan(0);
      expect(await answered(query), query).toEqual(expected(rows));
    }
  });

  it('stay within the caller’s accounts and facilities', async () => {
    const mine = active.filter((a) => supervisorScope(a));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(active.length);
    expect(await answered('', 'supervisor')).toEqual(expected(mine));
  });

  it('agree with the assets list a segment opens', async () => {
    const pie = await items('/api/stats/assets/utilizationOverall/dashboard', 'supervisor');
    for (const slice of pie.filter((s) => s.utilizationStatus)) {
      const response = await get(`/api/assets?pageSize=1&utilizationStatuses=${encodeURIComponent(slice.utilizationStatus!)}`, 'supervisor');
      expect(json<ListResponse<unknown>>(response).count, slice.groupName).toBe(slice.count);
    }
    const bars = await items('/api/stats/assets/availabilityByProductGrouped/dashboard', 'supervisor');
    const bar = bars.find((s) => s.availability === 'AVAILABLE')!;
    const statuses = statusesOfAvailability('AVAILABLE').map((s) => `&utilizationStatuses=${encodeURIComponent(s)}`).join('');
    const response = await get(`/api/assets?pageSize=1&models=${bar.groupId}${statuses}`, 'supervisor');
    expect(json<ListResponse<unknown>>(response).count).toBe(bar.count);
  });

  it('agree with the assets list a Last Verified bar or a patient care unit bar opens', async () => {
    const count = async (query: string) => json<ListResponse<unknown>>(await get(`/api/assets?pageSize=1${query}`, 'supervisor')).count;
    const param = (name: string, value: string) => `&${name}=${encodeURIComponent(value)}`;
    const verified = await items('/api/stats/assets/verifiedByProduct/dashboard', 'supervisor');
    expect(new Set(verified.map((s) => s.verification)).size).toBeGreaterThan(2);
    for (const bar of verified) {
      expect(await count(`${param('models', bar.groupId!)}${param('verificationBuckets', bar.verification!)}`), `${bar.groupName} ${bar.verification}`).toBe(bar.count);
    }
    const units = await items('/api/stats/assets/assetsByPatientCareUnit/dashboard', 'supervisor');
    expect(units.map((u) => u.groupName)).toContain(NO_PATIENT_CARE_UNIT);
    expect(units.length).toBeGreaterThan(2);
    for (const unit of units) expect(await count(param('patientCareUnits', unit.groupName)), unit.groupName).toBe(unit.count);
    // With a dashboard filter carried over, and several values of a filter at once.
    const serviceType = active.find((a) => supervisorScope(a) && a.serviceType)!.serviceType!;
    const narrowed = await items(`/api/stats/assets/assetsByPatientCareUnit/dashboard?serviceTypes=${encodeURIComponent(serviceType)}`, 'supervisor');
    for (const unit of narrowed) expect(await count(`${param('serviceTypes', serviceType)}${param('patientCareUnits', unit.groupName)}`)).toBe(unit.count);
    const [first, second] = units;
    expect(await count(`${param('patientCareUnits', first!.groupName)}${param('patientCareUnits', second!.groupName)}`)).toBe(first!.count + second!.count);
  });

  it('leave the assets list refusing an unknown verification bucket', async () => {
    const bad = await get('/api/assets?verificationBuckets=yesterday', 'supervisor');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, errors: [{ field: 'verificationBuckets' }] });
  });

  it('need dashboard/assets VIEW, a session and ids for accounts and models', async () => {
    for (const stat of ASSET_STATS) {
      expect((await get(`/api/stats/assets/${stat}/dashboard`, 'noaccess')).statusCode).toBe(403);
      // The caregiver sees the ORDERS side of the dashboard only.
      expect((await get(`/api/stats/assets/${stat}/dashboard`, 'caregiver')).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: `/api/stats/assets/${stat}` })).statusCode).toBe(401);
    }
    const bad = await get('/api/stats/assets/utilizationOverall/dashboard?models=not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, errors: [{ field: 'models' }] });
    expect((await get('/api/stats/assets/commissionedOverall/dashboard?accounts=1')).statusCode).toBe(400);
    expect((await get('/api/stats/assets/nothing/dashboard')).statusCode).toBe(404);
  });
});
