/**
 * Asset utilization metrics (spec 2 §2, §7 "Utilization") and metric details views (spec 3 §2.15): GET utilization
 * rolled up by the chosen fields equals the sums this test computes from the stored rows, GET utilization/totals
 * joins to them by identifier (a population's assets in every status and category), filters, time window, sort,
 * paging, scope, the exports' content, the checks with their messages, grants, and GET dashboard/views/{name}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, formatMessage, parseMetricViewConfig, utilizationPercentage } from '@equipdesk/api-client/contract';
import type { DashboardView, ListResponse, ResultResponse, UtilizationMetricRow, UtilizationRollUpField, UtilizationTotalRow } from '@equipdesk/api-client/contract';
import { accounts, facilities, models, userAccounts, userFacilities, users, utilizationMetrics } from '../src/db/schema';
import { authed, callsAs, createTestDatabase, json, login, messageOf, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
const calls = callsAs(() => app, headers);

interface Stored {
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
let stored: Stored[];

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

function qs(params: Record<string, string | number | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, String(v));
  return search.toString();
}

async function page(params: Record<string, string | number | readonly string[]>, who = 'admin'): Promise<ListResponse<UtilizationMetricRow>> {
  const response = await calls.get(`/api/utilization?${qs(params)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<UtilizationMetricRow>>(response);
}

async function totals(params: Record<string, string | number | readonly string[]>, who = 'admin'): Promise<Map<string, number>> {
  const response = await calls.get(`/api/utilization/totals?${qs(params)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(json<ListResponse<UtilizationTotalRow>>(response).items.map((t) => [t.identifier, t.total]));
}

/** The field of a stored row a roll-up groups on, and the name the API answers for it. */
const ROLLED: Record<UtilizationRollUpField, (r: Stored) => string | null> = {
  accountName: (r) => r.accountName,
  modelCode: (r) => r.modelCode,
  serviceType: (r) => r.serviceType,
  businessType: (r) => r.businessType,
  utilizationStatus: (r) => r.utilizationStatus,
};
const POPULATION_ID: Record<Exclude<UtilizationRollUpField, 'utilizationStatus'>, (r: Stored) => string | null> = {
  accountName: (r) => r.accountId,
  modelCode: (r) => r.modelId,
  serviceType: (r) => r.serviceType,
  businessType: (r) => r.businessType,
};

interface Expected {
  row: UtilizationMetricRow;
  total: number;
}

/**
 * The rows a roll-up should answer, summed here from the stored rows: matching over the group; total over the
 * group's finest populations (day, facility, account, model, types), each counted once, every status and category.
 */
function expected(rows: readonly Stored[], rollUp: readonly UtilizationRollUpField[], measure: (r: Stored) => boolean = () => true): Expected[] {
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

const byKey = (a: UtilizationMetricRow, b: UtilizationMetricRow) =>
  `${a.identifier}|${a.utilizationStatus ?? ''}|${a.utilizationCategory}`.localeCompare(`${b.identifier}|${b.utilizationStatus ?? ''}|${b.utilizationCategory}`);

/** The facility with the most stored rows: a page of 1,000 holds all of its rolled-up rows. */
function busiestFacility(): string {
  const counts = new Map<string, number>();
  for (const r of stored) counts.set(r.facilityId, (counts.get(r.facilityId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('GET utilization and utilization/totals', () => {
  it('the seed holds a population in every status once, its total on each of its rows', () => {
    expect(stored.length).toBeGreaterThan(0);
    const populations = new Map<string, { total: Set<number>; matching: number }>();
    for (const r of stored) {
      const key = [r.metricDate, r.facilityId, r.accountId, r.modelId, r.serviceType, r.businessType].join('|');
      const p = populations.get(key) ?? { total: new Set<number>(), matching: 0 };
      p.total.add(r.total);
      p.matching += r.matching;
      populations.set(key, p);
    }
    for (const p of populations.values()) {
      expect(p.total.size).toBe(1);
      expect(p.matching).toBe([...p.total][0]);
    }
  });

  for (const rollUp of [[], ['modelCode'], ['accountName', 'utilizationStatus'], ['accountName', 'modelCode', 'serviceType', 'businessType', 'utilizationStatus']] as UtilizationRollUpField[][]) {
    it(`rolls up by ${rollUp.length > 0 ? rollUp.join(', ') : 'day, facility and category'} as the sums of the stored rows`, async () => {
      const facility = busiestFacility();
      const params = { facilities: facility, rollUpFields: rollUp, pageSize: 1000 };
      const answer = await page(params);
      const want = expected(stored.filter((r) => r.facilityId === facility), rollUp);
      expect(answer.count).toBe(want.length);
      expect(answer.items.length).toBe(want.length);
      expect([...answer.items].sort(byKey)).toEqual(want.map((w) => w.row).sort(byKey));
      const totalOf = await totals(params);
      for (const w of want) expect(totalOf.get(w.row.identifier), w.row.identifier).toBe(w.total);
      // Each total once per identifier, and none the page does not need.
      expect(totalOf.size).toBe(new Set(answer.items.map((r) => r.identifier)).size);
    });
  }

  it('names a finest population as the stored identifier does', async () => {
    const facility = busiestFacility();
    const answer = await page({ facilities: facility, rollUpFields: ['accountName', 'modelCode', 'serviceType', 'businessType'], pageSize: 1000 });
    const identifiers = await database.db.selectDistinct({ id: utilizationMetrics.identifier }).from(utilizationMetrics).where(eq(utilizationMetrics.facilityId, facility));
    expect(new Set(answer.items.map((r) => r.identifier))).toEqual(new Set(identifiers.map((r) => r.id)));
  });

  it('narrows the matching assets by status and category, never the total', async () => {
    // By facility, a day's total counts every population of the facility, also those without a matching asset that
    // day: a facility and status where some populations have the status and others do not.
    const finest = (r: Stored) => [r.metricDate, r.accountId, r.modelId, r.serviceType, r.businessType].join('|');
    const statuses = [...new Set(stored.map((r) => r.utilizationStatus!))];
    const facilityIds = [...new Set(stored.map((r) => r.facilityId))];
    const [facility, status] = facilityIds
      .flatMap((f) => statuses.map((st) => [f, st] as const))
      .find(([f, st]) => {
        const rows = stored.filter((r) => r.facilityId === f);
        const withStatus = new Set(rows.filter((r) => r.utilizationStatus === st).map(finest));
        return rows.some((r) => !withStatus.has(finest(r)) && rows.some((o) => o.metricDate === r.metricDate && withStatus.has(finest(o))));
      })!;
    expect(facility, 'a facility whose populations differ in their statuses').toBeDefined();
    const category = stored.find((r) => r.utilizationStatus === status)!.utilizationCategory;
    const measure = (r: Stored) => r.utilizationCategory === category && r.utilizationStatus === status;
    const params = { facilities: facility, utilizationCategories: category, utilizationStatuses: status, pageSize: 1000 };
    const answer = await page(params);
    const rows = stored.filter((r) => r.facilityId === facility);
    const want = expected(rows, [], measure);
    expect(answer.items.length).toBeGreaterThan(0);
    expect([...answer.items].sort(byKey)).toEqual(want.map((w) => w.row).sort(byKey));
    const unfiltered = new Map(expected(rows, []).map((w) => [w.row.identifier, w.total]));
    const totalOf = await totals(params);
    for (const w of want) {
      expect(totalOf.get(w.row.identifier)).toBe(w.total);
      expect(w.total).toBe(unfiltered.get(w.row.identifier));
    }
    for (const row of answer.items) expect(row.matching).toBeLessThanOrEqual(totalOf.get(row.identifier)!);
  });

  it('takes in the days of the time window, by their UTC day', async () => {
    const days = [...new Set(stored.map((r) => r.metricDate))].sort();
    const [from, to] = [days[2]!, days[5]!];
    const answer = await page({ startTimestamp: `${from}T23:00:00`, endTimestamp: `${to}T00:00:00Z`, pageSize: 1000 });
    expect(answer.count).toBe(expected(stored.filter((r) => r.metricDate >= from && r.metricDate <= to), []).length);
    expect(new Set(answer.items.map((r) => r.metricDate))).toEqual(new Set(days.slice(2, 6)));
  });

  it('narrows by facility, account, model and types together', async () => {
    const sample = stored[Math.floor(stored.length / 2)]!;
    const answer = await page({
      facilities: sample.facilityId,
      accounts: sample.accountId!,
      models: sample.modelId!,
      serviceTypes: sample.serviceType!,
      businessTypes: sample.businessType!,
      rollUpFields: ['accountName', 'modelCode'],
      pageSize: 1000,
    });
    const want = expected(
      stored.filter((r) => r.facilityId === sample.facilityId && r.accountId === sample.accountId && r.modelId === sample.modelId && r.serviceType === sample.serviceType && r.businessType === sample.businessType),
      ['accountName', 'modelCode'],
    );
    expect([...answer.items].sort(byKey)).toEqual(want.map((w) => w.row).sort(byKey));
  });

  it('sorts newest day first by default, and by any column either way', async () => {
    const first = await page({ pageSize: 200 });
    const dates = first.items.map((r) => r.metricDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe([...stored.map((r) => r.metricDate)].sort().at(-1));

    const byMatching = await page({ sortBy: 'matching', sortDirection: 'desc', rollUpFields: ['modelCode'], pageSize: 100 });
    const matching = byMatching.items.map((r) => r.matching);
    expect(matching).toEqual([...matching].sort((a, b) => b - a));

    const params = { sortBy: 'percentage', sortDirection: 'asc', rollUpFields: ['accountName'], pageSize: 100 };
    const byPercentage = await page(params);
    const totalOf = await totals(params);
    const percentages = byPercentage.items.map((r) => r.matching / totalOf.get(r.identifier)!);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));

    const byModel = await page({ sortBy: 'modelCode', sortDirection: 'asc', rollUpFields: ['modelCode'], pageSize: 100 });
    const codes = byModel.items.map((r) => r.modelCode ?? '');
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages without overlap or gaps', async () => {
    const all = await page({ rollUpFields: ['modelCode'], pageSize: 1000 });
    const pages = [0, 1, 2].map((pageIndex) => page({ rollUpFields: ['modelCode'], pageSize: 50, pageIndex }));
    const joined = (await Promise.all(pages)).flatMap((p) => p.items);
    expect(joined).toEqual(all.items.slice(0, 150));
    const beyond = await page({ rollUpFields: ['modelCode'], pageSize: 50, pageIndex: 100_000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.count).toBe(all.count);
  });

  it('searches the facility, account and model names', async () => {
    const sample = stored.find((r) => r.modelCode)!;
    const answer = await page({ search: sample.modelCode!, rollUpFields: ['modelCode'], pageSize: 1000 });
    expect(answer.items.length).toBeGreaterThan(0);
    for (const row of answer.items) expect(row.modelCode!.toLowerCase()).toContain(sample.modelCode!.toLowerCase());
  });

  it("lists a scoped user's facilities and accounts only", async () => {
    const [supervisor] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'supervisor'));
    const facilityIds = new Set((await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.id))).map((r) => r.id));
    const accountIds = new Set((await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.id))).map((r) => r.id));
    const mine = stored.filter((r) => facilityIds.has(r.facilityId) || (r.accountId !== null && accountIds.has(r.accountId)));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(stored.length);
    const rollUp: UtilizationRollUpField[] = ['accountName'];
    const all = await page({ rollUpFields: rollUp, pageSize: 1000 }, 'supervisor');
    const want = expected(mine, rollUp);
    expect(all.count).toBe(want.length);
    const names = new Set(mine.map((r) => r.facilityName));
    for (const row of all.items) expect(names.has(row.facilityName)).toBe(true);
    // Another facility's rows are not there even when asked for by id.
    const other = stored.find((r) => !facilityIds.has(r.facilityId) && !(r.accountId && accountIds.has(r.accountId)))!;
    expect((await page({ facilities: other.facilityId }, 'supervisor')).count).toBe(0);
  });

  it('refuses bad values with a 400 that says which', async () => {
    const cases: [string, string][] = [
      ['rollUpFields=facility', 'rollUpFields has an unknown value.'],
      ['facilities=not-an-id', 'facilities has an unknown value.'],
      ['utilizationStatuses=NOT%20A%20STATUS', 'utilizationStatuses has an unknown value.'],
      ['serviceTypes=NOPE', 'serviceTypes has an unknown value.'],
      ['startTimestamp=yesterday', MESSAGES.productivityTimestamp],
      ['startTimestamp=2026-11-25T00:00:00&endTimestamp=2026-11-01T00:00:00', MESSAGES.productivityRange],
      ['sortBy=passwordHash', 'Sorting by passwordHash is not supported.'],
      ['pageSize=5000', ''],
      ['sortDirection=sideways', ''],
    ];
    for (const path of ['/api/utilization', '/api/utilization/totals', '/api/utilization/export.csv', '/api/utilization.xlsx']) {
      for (const [query, message] of cases) {
        const response = await calls.get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        if (message) expect(messageOf(response)).toBe(message);
      }
    }
  });

  it('needs VIEW on reports/utilization, and EXPORT for the exports', async () => {
    for (const who of ['technician', 'noaccess']) {
      for (const url of ['/api/utilization', '/api/utilization/totals', '/api/utilization/export.csv', '/api/utilization.xlsx', '/api/dashboard/views/availability-by-model']) {
        expect((await calls.get(url, who)).statusCode, `${who} ${url}`).toBe(403);
      }
    }
    expect((await calls.get('/api/utilization', 'stakeholder')).statusCode).toBe(200);
    expect((await calls.get('/api/utilization/export.csv', 'stakeholder')).statusCode).toBe(200);
  });
});

function csvRows(response: LightMyRequestResponse): string[][] {
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));
}

function sheetRows(response: LightMyRequestResponse): unknown[][] {
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: '' });
}

describe('exports', () => {
  it('write every row of the query in its order with total and percentage, the rolled-up columns included', async () => {
    const facility = busiestFacility();
    const params = { facilities: facility, rollUpFields: ['modelCode', 'utilizationStatus'], sortBy: 'matching', sortDirection: 'desc' };
    const listed = await page({ ...params, pageSize: 1000 });
    const totalOf = await totals({ ...params, pageSize: 1000 });
    const csv = await calls.get(`/api/utilization/export.csv?${qs(params)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="utilization-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvRows(csv);
    expect(lines[0]).toEqual(['Date', 'Facility', 'Model', 'Util. Status', 'Util. Category', 'Total', 'Matching', 'Percentage']);
    expect(lines.length - 1).toBe(listed.count);
    listed.items.forEach((row, i) => {
      const total = totalOf.get(row.identifier)!;
      expect(lines[i + 1]).toEqual([row.metricDate, row.facilityName, row.modelCode, row.utilizationStatus, row.utilizationCategory, String(total), String(row.matching), String(utilizationPercentage(row.matching, total))]);
    });

    const xlsx = await calls.get(`/api/utilization.xlsx?${qs(params)}`);
    expect(xlsx.statusCode).toBe(200);
    const sheet = sheetRows(xlsx);
    expect(sheet[0]).toEqual(lines[0]);
    expect(sheet.length).toBe(lines.length);
    expect(sheet[1]![7]).toBe(utilizationPercentage(listed.items[0]!.matching, totalOf.get(listed.items[0]!.identifier)!));
  });

  it('stream more rows than one batch', async () => {
    const params = { rollUpFields: ['accountName', 'modelCode', 'utilizationStatus'] };
    const { count } = await page({ ...params, pageSize: 50 });
    expect(count).toBeGreaterThan(1000);
    const lines = csvRows(await calls.get(`/api/utilization/export.csv?${qs(params)}`));
    expect(lines.length - 1).toBe(count);
    expect(lines[0]).toEqual(['Date', 'Facility', 'Account', 'Model', 'Util. Status', 'Util. Category', 'Total', 'Matching', 'Percentage']);
  });
});

describe('GET dashboard/views/{name}', () => {
  it('answers the label, the configuration as JSON text and the path of its rows', async () => {
    const response = await calls.get('/api/dashboard/views/availability-by-model', 'stakeholder');
    expect(response.statusCode).toBe(200);
    const view = json<ResultResponse<DashboardView>>(response).result;
    expect(view).toMatchObject({ name: 'availability-by-model', label: 'Availability by Model', detailsUri: 'utilization' });
    const config = parseMetricViewConfig(view.configJson);
    expect(config).toEqual({ rollUpFields: ['modelCode'], columns: ['metricDate', 'facilityName', 'modelCode', 'utilizationCategory', 'total', 'matching', 'percentage'], exportable: true });
    // The view's rows and its export, as the console reads them.
    const rows = await page({ rollUpFields: config!.rollUpFields, pageSize: 50 }, 'stakeholder');
    expect(rows.items[0]).toHaveProperty('modelCode');
    const file = await calls.get(`/api/${view.detailsUri}.csv?${qs({ rollUpFields: config!.rollUpFields })}`, 'stakeholder');
    expect(csvRows(file)[0]).toEqual(['Date', 'Facility', 'Model', 'Util. Category', 'Total', 'Matching', 'Percentage']);
  });

  it('has a configuration the console can read for every seeded view', async () => {
    const names = await database.db.execute(sql`select name from dashboard_views`);
    for (const { name } of (names as unknown as { rows: { name: string }[] }).rows) {
      const view = json<ResultResponse<DashboardView>>(await calls.get(`/api/dashboard/views/${name}`)).result;
      expect(parseMetricViewConfig(view.configJson), name).not.toBeNull();
    }
  });

  it('answers 404 with a message naming an unknown view', async () => {
    const response = await calls.get('/api/dashboard/views/availability');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(messageOf(response)).toBe(formatMessage(MESSAGES.metricViewNotFound, { name: 'availability' }));
  });
});
