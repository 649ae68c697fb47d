// Utilization metrics and metric details end to end: the metrics page with a roll-up column chosen shows each row's
// percentage as matching / total to one decimal, equal to what the API answers; the export is downloaded and read;
// a seeded metric details view shows its title, roll-up and rows; an unknown view and a role without the grant.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DashboardView, ListResponse, ResultResponse, UtilizationMetricRow, UtilizationTotalRow } from '../packages/api-client/src/contract';
import { showing, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1600, height: 1000 });
const api = <T,>(username: string, path: string) => e2e.api<T>(username, 'GET', path);

/** The cells of a table's data rows as text, without the status gutter. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.getByRole('row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 1; i < count; i++) out.push((await rows.nth(i).getByRole('cell').allTextContents()).slice(1));
  return out;
}

/** The API's first page for a query, each row with its total and the percentage computed here. */
async function apiRows(username: string, query: string): Promise<{ count: number; rows: string[][] }> {
  const { json: page } = await api<ListResponse<UtilizationMetricRow>>(username, `utilization?${query}`);
  const { json: totals } = await api<ListResponse<UtilizationTotalRow>>(username, `utilization/totals?${query}`);
  const totalOf = new Map(totals.items.map((t) => [t.identifier, t.total]));
  return {
    count: page.count,
    rows: page.items.map((r) => {
      const total = totalOf.get(r.identifier)!;
      return [r.metricDate, r.facilityName, r.modelCode ?? '', r.utilizationCategory ?? '', String(total), String(r.matching), `${((r.matching / total) * 100).toFixed(1)}%`];
    }),
  };
}

describe('Utilization Metrics', () => {
  it('rolls up by a chosen column, each percentage matching / total with one decimal as the API answers, and exports it', async () => {
    const page = await as('supervisor');
    await page.goto('/reports/utilization');
    await page.getByRole('heading', { level: 1, name: 'Utilization Metrics' }).waitFor();
    const table = page.getByRole('table', { name: 'Utilization Metrics' });
    await table.getByRole('columnheader', { name: 'Percentage' }).waitFor();

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Model' }).click();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Model' }).waitFor();

    const expected = await apiRows('supervisor', 'rollUpFields=modelCode&pageIndex=0&pageSize=50&sortBy=metricDate&sortDirection=desc');
    expect(expected.rows.length).toBeGreaterThan(0);
    await expect.poll(async () => (await rowsOf(table)).slice(0, 10)).toEqual(expected.rows.slice(0, 10));
    expect((await showing(page)).total).toBe(expected.count);
    // The percentage as the spec defines it, from the row's own Total and Matching cells.
    for (const [, , , , total, matching, percentage] of await rowsOf(table)) {
      expect(percentage).toBe(`${((Number(matching) / Number(total)) * 100).toFixed(1)}%`);
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^utilization-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Facility,Model,Util. Category,Total,Matching,Percentage');
    expect(lines.length - 1).toBe(expected.count);
    // The file's rows in the listing's order: its first row is the table's, the percentage without the sign.
    const [first] = await rowsOf(table);
    expect(lines[1]!.split(',')).toEqual([...first!.slice(0, 6), String(Number(first![6]!.replace('%', '')))]);
  });

  it('is refused to a role without the grant', async () => {
    const page = await as('caregiver');
    await page.goto('/reports/utilization');
    await page.getByText('You do not have privilege').first().waitFor();
  });
});

describe('Metric Details', () => {
  it("shows a seeded view's label and DETAILS with its roll-up's rows and its export", async () => {
    const { json: view } = await api<ResultResponse<DashboardView>>('stakeholder', 'dashboard/views/availability-by-model');
    const page = await as('stakeholder');
    await page.goto('/reports/availability-by-model');
    const title = `${view.result.label} DETAILS`;
    expect(title).toBe('Availability by Model DETAILS');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const table = page.getByRole('table', { name: title });
    await table.getByRole('columnheader', { name: 'Model' }).waitFor();
    const expected = await apiRows('stakeholder', `${new URLSearchParams({ rollUpFields: 'modelCode', pageIndex: '0', pageSize: '50', sortBy: 'metricDate', sortDirection: 'desc' })}`);
    await expect.poll(async () => (await rowsOf(table)).slice(0, 10)).toEqual(expected.rows.slice(0, 10));
    await page.getByRole('button', { name: 'Export' }).waitFor();

    await page.goto('/reports/verified-by-product');
    const other = page.getByRole('table', { name: 'Last Verified by Product DETAILS' });
    await other.getByRole('columnheader', { name: 'Business Type' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
  });

  it('says when there is no such view', async () => {
    const page = await as('admin');
    await page.goto('/reports/availability');
    await page.getByRole('heading', { level: 1, name: 'Metric Details' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'There is no metric details view named availability.' }).waitFor();
  });
});
