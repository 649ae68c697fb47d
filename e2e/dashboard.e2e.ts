// The dashboard end to end (spec 3 §2.12): the tabs each demo user's grants and type allow, the remembered tab, the
// filter bar; every ASSETS and ORDERS chart read through "Show as table" and compared with what the API answers the
// same user; a status slice, a Last Verified segment and a patient care unit bar opening the assets list filtered to
// exactly their rows, with the same count (a Today's Orders segment opening the orders list is walked in the
// supervisor's shift, e2e/shift.e2e.ts); a filter of the bar narrowing the order charts and surviving a reload, against
// the real server. The order charts count the past 24 hours: the tests place orders through the API first, so they
// never depend on when the demo data was seeded.
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSET_AVAILABILITIES, NO_PATIENT_CARE_UNIT, ORDER_TYPES, VERIFICATION_BUCKETS } from '../packages/api-client/src/contract/index';
import type { AssetStatistic, CommissionedStatistic } from '../packages/api-client/src/contract/index';
import { markDocument, pickOption, sameDocument, showing } from './support';
import { e2e, as, stat, tabNames, tableOf, byModelRows, orderTables, ordersTab, supervisorAccounts, NOTICE_TIMEOUT_MS, useDashboardE2E } from './dashboardSupport';

useDashboardE2E();

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

describe('dashboard orders', () => {
  let parts: Awaited<ReturnType<typeof supervisorAccounts>> = [];
  beforeAll(async () => {
    parts = await supervisorAccounts();
    expect(parts).toHaveLength(2);
    const models = (await e2e.api<{ items: { externalId: string }[] }>('admin', 'GET', 'models/ddlist')).json.items;
    const technician = (await e2e.api<{ items: { externalId: string; username: string }[] }>('admin', 'GET', 'users/assignables?flavor=LITE')).json.items.find((u) => u.username === 'technician')!;
    // Orders of the past minute in the supervisor's two accounts, of each type; one delivered at once (on time).
    for (const [i, type] of ['STAT', 'STANDARD', 'STAT', 'STANDARD', 'STAT'].entries()) {
      const { account, location } = parts[i % 2]!;
      const body = { account: account.externalId, deliverTo: 'Nurse Dashboard', deliveryLocation: location.externalId, type, nature: 'DELIVERY', completionMinutes: 0, items: [{ model: models[i % 3]!.externalId, quantity: 1 }] };
      const placed = await e2e.api<{ result: { externalId: string } }>('admin', 'PUT', 'orders', body);
      expect(placed.status).toBe(200);
      if (i === 0) {
        expect((await e2e.api('admin', 'POST', `orders/${placed.json.result.externalId}/assign/${technician.externalId}`)).status).toBe(200);
        expect((await e2e.api('admin', 'POST', `orders/${placed.json.result.externalId}/complete`)).status).toBe(200);
      }
    }
  });

  it('draws each order chart with the numbers the API answers', async () => {
    const page = await as('supervisor');
    await ordersTab(page);
    const want = await orderTables('supervisor');
    for (const [title, rows] of Object.entries(want)) {
      expect(rows.length, title).toBeGreaterThan(0);
      const shown = await tableOf(page, title);
      // The hourly summary's first point starts with the window, a second later at each call: its label may differ.
      if (title === 'Hourly Order Summary') {
        // Within an hour's first minute the first and last points start at the same time of day, and the console
        // labels every point with its date too: compare the times.
        expect(shown.slice(1).map(([label = '', ...rest]) => [label.replace(/^\d\d-\d\d /, ''), ...rest]), title).toEqual(rows.slice(1));
        expect(shown[0]!.slice(1), title).toEqual(rows[0]!.slice(1));
      } else {
        expect(shown, title).toEqual(rows);
      }
    }
  });

  it('narrows the order charts by a filter of the bar, which a reload keeps', async () => {
    const { account } = parts[1]!;
    const page = await as('supervisor');
    await ordersTab(page);
    const all = await orderTables('supervisor');
    const total = (tables: typeof all) => tables["Today's Orders"].reduce((sum, row) => sum + Number(row.at(-1)), 0);
    await pickOption(page.getByRole('region', { name: 'Filters' }), 'Account', `${account.name} (${account.accountNo})`);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('accounts')).toEqual([account.externalId]);
    const narrowed = await orderTables('supervisor', `?accounts=${account.externalId}`);
    expect(total(narrowed)).toBeGreaterThan(0);
    expect(total(narrowed)).toBeLessThan(total(all));
    await expect.poll(() => tableOf(page, "Today's Orders")).toEqual(narrowed["Today's Orders"]);

    await page.reload();
    await page.getByRole('tab', { name: 'ORDERS', selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.getAll('accounts')).toEqual([account.externalId]);
    await expect.poll(() => page.getByRole('region', { name: 'Filters' }).getByText(`${account.name} (${account.accountNo})`).count()).toBeGreaterThan(0);
    expect(await tableOf(page, "Today's Orders")).toEqual(narrowed["Today's Orders"]);
    expect(await tableOf(page, 'Order By Model')).toEqual(narrowed['Order By Model']);
  });
});

describe('dashboard orders of other users', () => {
  it('shows an order another user places in the open dashboard\'s Today\'s Orders, without a reload', async () => {
    const { account, location } = (await supervisorAccounts())[0]!;
    const model = (await e2e.api<{ items: { externalId: string }[] }>('admin', 'GET', 'models/ddlist')).json.items[0]!;
    const page = await as('supervisor');
    await ordersTab(page);
    const unassignedStat = (rows: string[][]) => Number(rows.find((row) => row[0] === 'UNASSIGNED')?.[1 + ORDER_TYPES.indexOf('STAT')] ?? 0);
    const before = (await orderTables('supervisor'))["Today's Orders"];
    await expect.poll(() => tableOf(page, "Today's Orders")).toEqual(before);
    await markDocument(page);

    // The administrator, in another console, places a STAT order in one of the supervisor's accounts.
    const body = { account: account.externalId, deliverTo: 'Nurse Shift Change', deliveryLocation: location.externalId, type: 'STAT', nature: 'DELIVERY', completionMinutes: 0, items: [{ model: model.externalId, quantity: 1 }] };
    expect((await e2e.api('admin', 'PUT', 'orders', body)).status).toBe(200);
    const after = (await orderTables('supervisor'))["Today's Orders"];
    expect(unassignedStat(after)).toBe(unassignedStat(before) + 1);

    await expect.poll(() => tableOf(page, "Today's Orders"), { timeout: NOTICE_TIMEOUT_MS }).toEqual(after);
    expect(await sameDocument(page)).toBe(true);
  });
});

describe('dashboard bars of verification and patient care unit', () => {
  it('opens the assets of a Last Verified by Model segment, as many as the segment counts', async () => {
    const verified = await stat<AssetStatistic[]>('supervisor', 'verifiedByProduct');
    // The chart draws the models with the most assets (12 at most): the largest one's segments are drawn.
    const totals = new Map<string, number>();
    for (const s of verified) totals.set(s.groupName, (totals.get(s.groupName) ?? 0) + s.count);
    const largest = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const ofLargest = verified.filter((s) => s.groupName === largest);
    const segment = ofLargest.find((s) => s.verification === 'this month' && s.count > 1) ?? ofLargest.find((s) => s.count > 0)!;
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

  it('opens the assets of a patient care unit bar from the keyboard, "No unit" included, as many as the bar counts', async () => {
    const units = await stat<AssetStatistic[]>('supervisor', 'assetsByPatientCareUnit');
    const unit = units.find((s) => s.groupName === NO_PATIENT_CARE_UNIT && s.count > 0) ?? units[0]!;
    const page = await as('supervisor');
    await page.getByRole('tab', { name: 'ASSETS' }).click();
    const chart = page.getByRole('figure', { name: 'Assets by Patient Care Unit' });
    // Tab from the chart's table toggle reaches its first bar; the arrow keys go from bar to bar (the bars stand on
    // this wide screen: Right), each read with its unit and count; Enter opens the unit's assets.
    await chart.getByRole('link').first().waitFor();
    await chart.getByRole('button', { name: 'Show as table' }).focus();
    await page.keyboard.press('Tab');
    const wanted = `${unit.groupName}: ${unit.count}`;
    for (let step = 0; step < units.length && (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) !== wanted; step++) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(wanted);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/assets?**');
    expect(new URL(page.url()).searchParams.getAll('patientCareUnits')).toEqual([unit.groupName]);
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    expect((await showing(page)).total).toBe(unit.count);
  });
});
