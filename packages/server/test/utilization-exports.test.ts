/**
 * Asset utilization metrics' exports (spec 2 §7 "Utilization") and metric details views (spec 3 §2.15): the
 * exports' content equals the list's, and GET dashboard/views/{name}.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, formatMessage, parseMetricViewConfig, utilizationPercentage } from '@equipdesk/api-client/contract';
import type { DashboardView, ResultResponse } from '@equipdesk/api-client/contract';
import { json, messageOf } from './helpers';
import { database, calls, qs, page, totals, busiestFacility, csvRows, sheetRows, useUtilizationMetricsFixture } from './utilizationMetricsFixture';

useUtilizationMetricsFixture();

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
