/** The utilization metrics tests' set-up: the seeded database, its stored metrics, the calls and the expected roll-ups. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { eq } from 'drizzle-orm';
import type { ListResponse, UtilizationMetricRow, UtilizationRollUpField, UtilizationTotalRow } from '@equipdesk/api-client/contract';
import { accounts, facilities, models, utilizationMetrics } from '../src/db/schema';
import { authed, callsAs, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

export let database: TestDatabase;
export let app: FastifyInstance;
export const headers = new Map<string, Record<string, string>>();
export const calls = callsAs(() => app, headers);

export interface Stored {
  metricDate: string;
  facilityId: string;
  facilityName: string;
  accountId: string | null;
  accountName: string | null;
  modelId: string | null;
  modelCode: string | null;
  serviceType: string | null;
  businessType: string | null;
  utilizationStatus: string | null;
  utilizationCategory: string;
  matching: number;
  total: number;
}
export let stored: Stored[];

export function qs(params: Record<string, string | number | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, String(v));
  return search.toString();
}

export async function page(params: Record<string, string | number | readonly string[]>, who = 'admin'): Promise<ListResponse<UtilizationMetricRow>> {
  const response = await calls.get(`/api/utilization?${qs(params)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<UtilizationMetricRow>>(response);
}

export async function totals(params: Record<string, string | number | readonly string[]>, who = 'admin'): Promise<Map<string, number>> {
  const response = await calls.get(`/api/utilization/totals?${qs(params)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(json<ListResponse<UtilizationTotalRow>>(response).items.map((t) => [t.identifier, t.total]));
}

/** The field of a stored row a roll-up groups on, and the name the API answers for it. */
export const ROLLED: Record<UtilizationRollUpField, (r: Stored) => string | null> = {
  accountName: (r) => r.accountName,
  modelCode: (r) => r.modelCode,
  serviceType: (r) => r.serviceType,
  businessType: (r) => r.businessType,
  utilizationStatus: (r) => r.utilizationStatus,
};
export const POPULATION_ID: Record<Exclude<UtilizationRollUpField, 'utilizationStatus'>, (r: Stored) => string | null> = {
  accountName: (r) => r.accountId,
  modelCode: (r) => r.modelId,
  serviceType: (r) => r.serviceType,
  businessType: (r) => r.businessType,
};

export interface Expected {
  row: UtilizationMetricRow;
  total: number;
}

/**
 * The rows a roll-up should answer, summed here from the stored rows: matching over the group; total over the
 * group's finest populations (day, facility, account, model, types), each counted once, every status and category.
 */
export function expected(rows: readonly Stored[], rollUp: readonly UtilizationRollUpField[], measure: (r: Stored) => boolean = () => true): Expected[] {
  const population = (Object.keys(POPULATION_ID) as (keyof typeof POPULATION_ID)[]).filter((f) => rollUp.includes(f));
  const identifierOf = (r: Stored) => [r.metricDate, r.facilityId, ...population.map((f) => POPULATION_ID[f](r) ?? '')].join('|');
  const totalsOf = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const finest = [r.metricDate, r.facilityId, r.accountId, r.modelId, r.serviceType, r.businessType].join('|');
    const id = identifierOf(r);
    const populations = totalsOf.get(id) ?? new Map<string, number>();
    populations.set(finest, r.total);
    totalsOf.set(id, populations);
  }
  const groups = new Map<string, Expected>();
  for (const r of rows.filter(measure)) {
    const identifier = identifierOf(r);
    const key = `${identifier}|${rollUp.includes('utilizationStatus') ? r.utilizationStatus : ''}|${r.utilizationCategory}`;
    const group = groups.get(key);
    if (group) {
      group.row.matching += r.matching;
      continue;
    }
    const row: UtilizationMetricRow = { identifier, metricDate: r.metricDate, facilityName: r.facilityName, utilizationCategory: r.utilizationCategory, matching: r.matching };
    for (const field of rollUp) row[field] = ROLLED[field](r);
    groups.set(key, { row, total: [...totalsOf.get(identifier)!.values()].reduce((s, t) => s + t, 0) });
  }
  return [...groups.values()];
}

export const byKey = (a: UtilizationMetricRow, b: UtilizationMetricRow) =>
  `${a.identifier}|${a.utilizationStatus ?? ''}|${a.utilizationCategory}`.localeCompare(`${b.identifier}|${b.utilizationStatus ?? ''}|${b.utilizationCategory}`);

/** The facility with the most stored rows: a page of 1,000 holds all of its rolled-up rows. */
export function busiestFacility(): string {
  const counts = new Map<string, number>();
  for (const r of stored) counts.set(r.facilityId, (counts.get(r.facilityId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

export function csvRows(response: LightMyRequestResponse): string[][] {
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));
}

export function sheetRows(response: LightMyRequestResponse): unknown[][] {
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: '' });
}

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useUtilizationMetricsFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db);
    for (const username of ['admin', 'supervisor', 'stakeholder', 'technician', 'noaccess']) headers.set(username, authed(await login(app, username)));
    stored = await database.db
      .select({
        metricDate: utilizationMetrics.metricDate,
        facilityId: utilizationMetrics.facilityId,
        facilityName: facilities.name,
        accountId: utilizationMetrics.accountId,
        accountName: accounts.name,
        modelId: utilizationMetrics.modelId,
        modelCode: models.modelCode,
        serviceType: utilizationMetrics.serviceType,
        businessType: utilizationMetrics.businessType,
        utilizationStatus: utilizationMetrics.utilizationStatus,
        utilizationCategory: utilizationMetrics.utilizationCategory,
        matching: utilizationMetrics.matching,
        total: utilizationMetrics.total,
      })
      .from(utilizationMetrics)
      .innerJoin(facilities, eq(facilities.externalId, utilizationMetrics.facilityId))
      .leftJoin(accounts, eq(accounts.externalId, utilizationMetrics.accountId))
      .leftJoin(models, eq(models.externalId, utilizationMetrics.modelId));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
