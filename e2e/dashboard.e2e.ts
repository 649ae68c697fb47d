// The dashboard end to end (spec 3 §2.12): the tabs each demo user's grants and type allow, the remembered tab, the
// filter bar; every ASSETS chart read through "Show as table" and compared with what the API answers the same user;
// a status slice, a Last Verified segment and a patient care unit bar each opening the assets list filtered to exactly
// their assets, with the same count, against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ASSET_AVAILABILITIES, NO_PATIENT_CARE_UNIT, VERIFICATION_BUCKETS } from '../packages/api-client/src/contract/index';
import type { AssetStatistic, CommissionedStatistic } from '../packages/api-client/src/contract/index';
import { showing, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1600, height: 1000 });
async function stat<T>(username: string, name: string): Promise<T> {
  const { status, json } = await e2e.api<{ items?: AssetStatistic[]; result?: CommissionedStatistic }>(username, 'GET', `stats/assets/${name}/dashboard`);
  expect(status).toBe(200);
  return (json.items ?? json.result) as T;
}

async function tabNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab');
  await tabs.first().waitFor();
  return tabs.allTextContents();
}

/** The rows of a chart's "Show as table", cells as text (numbers without their thousands separators). */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const figure: Locator = page.getByRole('figure', { name: title });
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: title });
  await table.waitFor();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map(async (row) => (await row.locator('th, td').allTextContents()).map((cell) => cell.replace(/,/g, ''))));
}

/** The by-model answer as table rows: model, one count per series, total. */
function byModelRows(items: AssetStatistic[], seriesOf: (s: AssetStatistic) => string | undefined, names: readonly string[]): string[][] {
  const models = [...new Set(items.map((s) => s.groupName))].sort((a, b) => a.localeCompare(b));
  return models.map((model) => {
    const values = names.map((name) => items.filter((s) => s.groupName === model && seriesOf(s) === name).reduce((sum, s) => sum + s.count, 0));
    return [model, ...values.map(String), String(values.reduce((a, b) => a + b, 0))];
  });
}

describe('dashboard', () => {
  it('shows each user the tabs their grants and type allow, the filter bar with FILTER, and remembers the tab', async () => {
    const supervisor = await as('supervisor');
    await supervisor.getByRole('heading', { level: 1, name: 'Dashboard™' }).waitFor();
    expect(await tabNames(supervisor)).toEqual(['ASSETS', 'ORDERS', 'PLACE NEW ORDER']);
    await expect.poll(() => supervisor.getByRole('region', { name: 'Filters' }).isVisible()).toBe(true);
    await supervisor.getByRole('tab', { name: 'PLACE NEW ORDER' }).click();
    await expect.poll(() => supervisor.getByRole('region', { name: 'Filters' }).count()).toBe(0);
    await supervisor.reload();
    await expect.poll(() => supervisor.getByRole('tab', { name: 'PLACE NEW ORDER', selected: true }).count()).toBe(1);

    // The caregiver (A2) holds dashboard/orders VIEW and NEW only: no ASSETS.
    const caregiver = await as('caregiver');
    expect(await tabNames(caregiver)).toEqual(['ORDERS', 'PLACE NEW ORDER']);
    // The stakeholder holds dashboard/orders VIEW but is a CAPITAL user (ORDERS needs A2 or BOTH), and no NEW.
    const stakeholder = await as('stakeholder');
    expect(await tabNames(stakeholder)).toEqual(['ASSETS']);
  });

  it('draws each asset chart with the numbers the API answers', async () => {
    const page = await as('supervisor');
    await page.getByRole('tab', { name: 'ASSETS' }).click();

    const availability = await stat<AssetStatistic[]>('supervisor', 'availabilityByProductGrouped');
    expect(availability.length).toBeGreaterThan(0);
    expect(await tableOf(page, 'Availability by Model')).toEqual(byModelRows(availability, (s) => s.availability, ASSET_AVAILABILITIES));

    const verified = await stat<AssetStatistic[]>('supervisor', 'verifiedByProduct');
    expect(await tableOf(page, 'Last Verified by Model')).toEqual(byModelRows(verified, (s) => s.verification, VERIFICATION_BUCKETS));

    const commissioned = await stat<CommissionedStatistic>('supervisor', 'commissionedOverall');
    const percent = Math.round((commissioned.commissioned / commissioned.total) * 100);
    expect(await tableOf(page, 'Assets Commissioned')).toEqual([
      ['Commissioned', String(commissioned.commissioned)],
      ['Total', String(commissioned.total)],
      ['Percent', `${percent} %`],
    ]);

    const statuses = await stat<AssetStatistic[]>('supervisor', 'utilizationOverall');
    expect(await tableOf(page, 'Assets Status Breakdown')).toEqual(statuses.map((s) => [s.groupName, String(s.count)]));

    const units = await stat<AssetStatistic[]>('supervisor', 'assetsByPatientCareUnit');
    expect(await tableOf(page, 'Assets by Patient Care Unit')).toEqual(units.map((s) => [s.groupName, String(s.count)]));
  });

  it('opens the assets of a status slice, as many as the slice counts', async () => {
    const statuses = await stat<AssetStatistic[]>('supervisor', 'utilizationOverall');
    const slice = statuses.find((s) => s.utilizationStatus === 'BROKEN / AM' && s.count > 0) ?? statuses.find((s) => s.utilizationStatus && s.count > 0)!;
    const page = await as('supervisor');
    await page.getByRole('tab', { name: 'ASSETS' }).click();
    await page.getByRole('link', { name: `${slice.groupName}: ${slice.count}` }).click();
    await page.waitForURL('**/assets?**');
    expect(new URL(page.url()).searchParams.getAll('utilizationStatuses')).toEqual([slice.utilizationStatus]);
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    expect((await showing(page)).total).toBe(slice.count);
  });
});

describe('dashboard bars of verification and patient care unit', () => {
  it('opens the assets of a Last Verified by Model segment, as many as the segment counts', async () => {
    const verified = await stat<AssetStatistic[]>('supervisor', 'verifiedByProduct');
    const segment = verified.find((s) => s.verification === 'this month' && s.count > 1) ?? verified.find((s) => s.count > 0)!;
    const page = await as('supervisor');
    await page.getByRole('tab', { name: 'ASSETS' }).click();
    const chart = page.getByRole('figure', { name: 'Last Verified by Model' });
    await chart.getByRole('link', { name: `${segment.groupName}, ${segment.verification}: ${segment.count}`, exact: true }).click();
    await page.waitForURL('**/assets?**');
    const params = new URL(page.url()).searchParams;
    expect(params.getAll('verificationBuckets')).toEqual([segment.verification]);
    expect(params.getAll('models')).toEqual([segment.groupId]);
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    expect((await showing(page)).total).toBe(segment.count);
  });

  it('opens the assets of a patient care unit bar, "No unit" included, as many as the bar counts', async () => {
    const units = await stat<AssetStatistic[]>('supervisor', 'assetsByPatientCareUnit');
    const unit = units.find((s) => s.groupName === NO_PATIENT_CARE_UNIT && s.count > 0) ?? units[0]!;
    const page = await as('supervisor');
    await page.getByRole('tab', { name: 'ASSETS' }).click();
    const chart = page.getByRole('figure', { name: 'Assets by Patient Care Unit' });
    // Followed from the keyboard: the bar may be a sliver at the foot of the window, under the sign-in's toast.
    await chart.getByRole('link', { name: `${unit.groupName}: ${unit.count}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/assets?**');
    expect(new URL(page.url()).searchParams.getAll('patientCareUnits')).toEqual([unit.groupName]);
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    expect((await showing(page)).total).toBe(unit.count);
  });
});
