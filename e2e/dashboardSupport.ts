// What the dashboard end-to-end files share: the server and browser, a page as a demo user, the API's statistics and the charts read as tables.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ORDER_STATUSES, ORDER_TYPES } from '../packages/api-client/src/contract/index';
import type { AccountDdItem, AssetStatistic, CommissionedStatistic, LocationDdItem, OrderStatsResponse } from '../packages/api-client/src/contract/index';
import { startE2E, type E2E } from './support';

export let e2e: E2E;

export const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1600, height: 1000 });
export async function stat<T>(username: string, name: string): Promise<T> {
  const { status, json } = await e2e.api<{ items?: AssetStatistic[]; result?: CommissionedStatistic }>(username, 'GET', `stats/assets/${name}/dashboard`);
  expect(status).toBe(200);
  return (json.items ?? json.result) as T;
}

export async function tabNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab');
  await tabs.first().waitFor();
  return tabs.allTextContents();
}

/** The rows of a chart's "Show as table", cells as text (numbers without their thousands separators). */
export async function tableOf(page: Page, title: string): Promise<string[][]> {
  const figure: Locator = page.getByRole('figure', { name: title });
  const show = figure.getByRole('button', { name: 'Show as table' });
  // Already shown as a table (a second look after the numbers changed) stays so.
  if ((await figure.getByRole('table', { name: title }).count()) === 0) await show.click();
  const table = figure.getByRole('table', { name: title });
  await table.waitFor();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map(async (row) => (await row.locator('th, td').allTextContents()).map((cell) => cell.replace(/,/g, ''))));
}

/** The by-model answer as table rows: model, one count per series, total. */
export function byModelRows(items: AssetStatistic[], seriesOf: (s: AssetStatistic) => string | undefined, names: readonly string[]): string[][] {
  const models = [...new Set(items.map((s) => s.groupName))].sort((a, b) => a.localeCompare(b));
  return models.map((model) => {
    const values = names.map((name) => items.filter((s) => s.groupName === model && seriesOf(s) === name).reduce((sum, s) => sum + s.count, 0));
    return [model, ...values.map(String), String(values.reduce((a, b) => a + b, 0))];
  });
}

/** An order statistic as the API answers it to a user, with the dashboard's filters. */
export async function orderStat(username: string, name: string, query = ''): Promise<OrderStatsResponse> {
  const { status, json } = await e2e.api<OrderStatsResponse>(username, 'GET', `stats/orders/${name}/dashboard${query}`);
  expect(status).toBe(200);
  return json;
}

/** A time as the hourly summary labels its points: HH:mm in local time (the browser runs on this machine's zone). */
export const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** Rows whose label repeats (two locations of one name) told apart as the console does: "Bed 1 (2)". */
export function distinct(rows: string[][]): string[][] {
  const seen = new Map<string, number>();
  return rows.map(([label = '', ...rest]) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return [n === 1 ? label : `${label} (${n})`, ...rest];
  });
}

/** Each order chart's table as the console should show it for the API's answers. */
export async function orderTables(username: string, query = '') {
  const grouped = (await orderStat(username, 'summaryPast24Grouped', query)).items;
  const statuses = ORDER_STATUSES.filter((status) => grouped.some((s) => s.orderStatus === status && s.count > 0));
  const compliance = (await orderStat(username, 'summaryPast24Compliance', query)).items;
  const sum = (key: 'compliant' | 'nonCompliant') => String(compliance.reduce((total, s) => total + (s[key] ?? 0), 0));
  const hourly = (await orderStat(username, 'summaryPast24', query)).items;
  const points = [...new Set(hourly.map((s) => s.from!))];
  return {
    "Today's Orders": statuses.map((status) => {
      const values = ORDER_TYPES.map((type) => grouped.find((s) => s.orderStatus === status && s.type === type)?.count ?? 0);
      return [status, ...values.map(String), String(values.reduce((a, b) => a + b, 0))];
    }),
    'Order Compliance': compliance.length > 0 ? [['Compliant', sum('compliant')], ['Non-compliant', sum('nonCompliant')]] : [],
    'Order By Location': distinct((await orderStat(username, 'summaryPast24ByLocation', query)).items.map((s) => [s.groupName!, String(s.count)])),
    'Order By Model': (await orderStat(username, 'summaryPast24ByModel', query)).items.map((s) => [s.groupName!, String(s.count)]),
    'Hourly Order Summary': hourly.some((s) => s.count > 0)
      ? points.map((point) => [hhmm(point), ...ORDER_TYPES.map((type) => String(hourly.find((s) => s.from === point && s.type === type)?.count ?? 0))])
      : [],
    'Average Delivery Times (Minutes)': (await orderStat(username, 'summaryPast24Completion', query)).items.map((s) => [s.type!, String(s.averageMinutes)]),
  };
}

export async function ordersTab(page: Page) {
  await page.getByRole('tab', { name: 'ORDERS' }).click();
  await page.getByRole('figure', { name: "Today's Orders" }).waitFor();
}

/** Two accounts of the supervisor's, each with a delivery location. */
export async function supervisorAccounts() {
  const accounts = (await e2e.api<{ items: AccountDdItem[] }>('supervisor', 'GET', 'accounts/ddlist')).json.items;
  const locations = (await e2e.api<{ items: LocationDdItem[] }>('admin', 'GET', 'locations/ddlist')).json.items.filter((l) => !l.status || l.status === 'ACTIVE');
  return accounts
    .filter((a) => a.status === undefined || a.status === 'ACTIVE')
    .flatMap((a) => {
      const location = locations.find((l) => l.account === a.externalId);
      return location ? [{ account: a, location }] : [];
    })
    .slice(0, 2);
}

/** The notice travels from the commit to the console within a second; room here for a loaded machine. */
export const NOTICE_TIMEOUT_MS = 15_000;

/** What Tab reaches inside `scope`, in order, named as a screen reader names it (roughly: its label or its text). */
export async function tabStops(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement | SVGElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled') && element.getClientRects().length > 0)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
  );
}

/** What the console asks for as the reference lists (spec 1 §7), one call each. */
export const LIST_PATHS = ['/api/enterprises', '/api/facilities/ddlist', '/api/contracts/ddlist', '/api/models/ddlist', '/api/products/ddlist', '/api/accounts/ddlist', '/api/users/ddlist', '/api/roles', '/api/locations/groups', '/api/picklist-values/all'];

/** The ASSETS charts by their stats call, in the order the test lets their answers through. */
export const ASSET_CHARTS = [
  ['utilizationOverall', 'Assets Status Breakdown'],
  ['commissionedOverall', 'Assets Commissioned'],
  ['assetsByPatientCareUnit', 'Assets by Patient Care Unit'],
  ['verifiedByProduct', 'Last Verified by Model'],
  ['availabilityByProductGrouped', 'Availability by Model'],
] as const;

/** The hooks of a dashboard test file: the real server and a browser of its own, closed after its tests. */
export function useDashboardE2E(): void {
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });
}
