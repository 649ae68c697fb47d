/**
 * Asset utilization metrics (spec 2 §2, §7 "Utilization"): GET utilization rolled up by the chosen fields equals
 * the sums this test computes from the stored rows, GET utilization/totals joins to them by identifier (a
 * population's assets in every status and category), filters, time window, sort, paging, scope, the checks with
 * their messages and grants.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { UtilizationRollUpField } from '@equipdesk/api-client/contract';
import { userAccounts, userFacilities, users, utilizationMetrics } from '../src/db/schema';
import { messageOf } from './helpers';
import { database, calls, stored, page, totals, expected, byKey, busiestFacility, type Stored, useUtilizationMetricsFixture } from './utilizationMetricsFixture';

useUtilizationMetricsFixture();

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
