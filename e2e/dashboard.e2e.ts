// The dashboard end to end (spec 3 §2.12): the tabs each demo user's grants and type allow, the remembered tab, the
// filter bar; every ASSETS and ORDERS chart read through "Show as table" and compared with what the API answers the
// same user; a status slice, a Last Verified segment and a patient care unit bar opening the assets list filtered to
// exactly their rows, with the same count (a Today's Orders segment opening the orders list is walked in the
// supervisor's shift, e2e/shift.e2e.ts); a filter of the bar narrowing the order charts and surviving a reload, against
// the real server. The order charts count the past 24 hours: the tests place orders through the API first, so they
// never depend on when the demo data was seeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ASSET_AVAILABILITIES, NO_PATIENT_CARE_UNIT, ORDER_STATUSES, ORDER_TYPES, VERIFICATION_BUCKETS } from '../packages/api-client/src/contract/index';
import type { AccountDdItem, AssetStatistic, CommissionedStatistic, LocationDdItem, OrderStatsResponse } from '../packages/api-client/src/contract/index';
import { labelProblems } from '../packages/ui/src/charts/testing/labelBoxes';
import { dismissToasts, markDocument, pickOption, sameDocument, showing, startE2E, type E2E } from './support';

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
  const show = figure.getByRole('button', { name: 'Show as table' });
  // Already shown as a table (a second look after the numbers changed) stays so.
  if ((await figure.getByRole('table', { name: title }).count()) === 0) await show.click();
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

/** An order statistic as the API answers it to a user, with the dashboard's filters. */
async function orderStat(username: string, name: string, query = ''): Promise<OrderStatsResponse> {
  const { status, json } = await e2e.api<OrderStatsResponse>(username, 'GET', `stats/orders/${name}/dashboard${query}`);
  expect(status).toBe(200);
  return json;
}

/** A time as the hourly summary labels its points: HH:mm in local time (the browser runs on this machine's zone). */
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** Rows whose label repeats (two locations of one name) told apart as the console does: "Bed 1 (2)". */
function distinct(rows: string[][]): string[][] {
  const seen = new Map<string, number>();
  return rows.map(([label = '', ...rest]) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return [n === 1 ? label : `${label} (${n})`, ...rest];
  });
}

/** Each order chart's table as the console should show it for the API's answers. */
async function orderTables(username: string, query = '') {
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

async function ordersTab(page: Page) {
  await page.getByRole('tab', { name: 'ORDERS' }).click();
  await page.getByRole('figure', { name: "Today's Orders" }).waitFor();
}

/** Two accounts of the supervisor's, each with a delivery location. */
async function supervisorAccounts() {
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

/** The notice travels from the commit to the console within a second; room here for a loaded machine. */
const NOTICE_TIMEOUT_MS = 15_000;

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

/** What Tab reaches inside `scope`, in order, named as a screen reader names it (roughly: its label or its text). */
async function tabStops(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement | SVGElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled') && element.getClientRects().length > 0)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
  );
}

describe('dashboard charts people can read and reach', () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    it(`keeps every chart's labels apart and inside its drawing at ${viewport.width} × ${viewport.height}`, async () => {
      const page = await e2e.pageAs('supervisor', viewport);
      // The sign-in's broadcasts, read and dismissed: on a phone they cover the tabs.
      await page.getByText('System Broadcast').first().waitFor();
      await dismissToasts(page);
      for (const [tab, titles] of [
        ['ASSETS', ['Availability by Model', 'Last Verified by Model', 'Assets by Patient Care Unit']],
        ['ORDERS', ["Today's Orders", 'Order By Location', 'Order By Model', 'Hourly Order Summary', 'Average Delivery Times (Minutes)']],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        for (const title of titles) {
          const drawing = page.getByRole('figure', { name: title }).getByRole('group', { name: title });
          await drawing.waitFor();
          expect(await drawing.evaluate(labelProblems), `${title} at ${viewport.width} px`).toEqual([]);
        }
      }
    });
  }

  it('makes each chart of the ASSETS tab one tab stop after "Skip charts", which jumps past them', async () => {
    const page = await as('supervisor');
    await page.getByRole('tab', { name: 'ASSETS' }).click();
    const panel = page.getByRole('tabpanel', { name: 'ASSETS' });
    await panel.getByRole('figure', { name: 'Assets by Patient Care Unit' }).getByRole('link').first().waitFor();
    await panel.getByRole('figure', { name: 'Availability by Model' }).getByRole('group').waitFor();
    const stops = await tabStops(panel);
    expect(stops).toHaveLength(10);
    expect(stops[0]).toBe('Skip charts');
    expect(stops.filter((stop) => stop === 'Show as table')).toHaveLength(5);
    // The drawings' stops: the first segment of each chart with segments (the gauge has none).
    expect(stops.filter((stop) => /: \d+$/.test(stop))).toHaveLength(4);

    await panel.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip charts');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('End of the charts.');
    // Shift+Tab from past the charts lands on the last chart's drawing, not on each of its bars.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('figure')?.querySelector('figcaption')?.textContent)).toBe('Assets by Patient Care Unit');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-segment'))).toBe(true);
  });
});

/** What the console asks for as the reference lists (spec 1 §7), one call each. */
const LIST_PATHS = ['/api/enterprises', '/api/facilities/ddlist', '/api/contracts/ddlist', '/api/models/ddlist', '/api/products/ddlist', '/api/accounts/ddlist', '/api/users/ddlist', '/api/roles', '/api/locations/ddlist', '/api/picklist-values/all'];

/** The ASSETS charts by their stats call, in the order the test lets their answers through. */
const ASSET_CHARTS = [
  ['utilizationOverall', 'Assets Status Breakdown'],
  ['commissionedOverall', 'Assets Commissioned'],
  ['assetsByPatientCareUnit', 'Assets by Patient Care Unit'],
  ['verifiedByProduct', 'Last Verified by Model'],
  ['availabilityByProductGrouped', 'Availability by Model'],
] as const;

describe('the dashboard as the first screen', () => {
  it('shows the shell and every chart\'s frame at once, draws each chart as its own answer comes, and asks for the reference lists after them', async () => {
    const page = await as('supervisor');
    // The tab a reload opens.
    await page.getByRole('tab', { name: 'ASSETS' }).click();
    // Away from the signed-in page first, so that none of its requests is counted.
    await page.goto('about:blank');
    const statOf = (url: string) => new URL(url).pathname.match(/^\/api\/stats\/assets\/([^/]+)\//)?.[1];
    const events: string[] = [];
    page.on('request', (request) => {
      const stat = statOf(request.url());
      if (stat) events.push(`ask ${stat}`);
      else if (LIST_PATHS.includes(new URL(request.url()).pathname)) events.push(`ask ${new URL(request.url()).pathname}`);
    });
    // Each stats answer is held until the test lets it through.
    const release = new Map<string, () => void>();
    await page.route(
      (url) => statOf(url.href) !== undefined,
      async (route) => {
        const stat = statOf(route.request().url())!;
        await new Promise<void>((resolve) => release.set(stat, resolve));
        events.push(`answer ${stat}`);
        await route.continue();
      },
    );
    await page.goto('/dashboard');

    // Nothing answered yet: the navbar, the title, the filter bar and each chart's frame, loading.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard™' }).waitFor();
    await page.getByRole('region', { name: 'Filters' }).waitFor();
    const figure = (title: string) => page.getByRole('figure', { name: title });
    for (const [, title] of ASSET_CHARTS) expect(await figure(title).getAttribute('aria-busy'), title).toBe('true');
    await expect.poll(() => release.size).toBe(ASSET_CHARTS.length);

    // Each chart is drawn when its own answer comes; the others still wait for theirs, and no reference list is asked.
    for (const [index, [stat, title]] of ASSET_CHARTS.entries()) {
      expect(events.filter((event) => event.startsWith('ask /')), events.join(', ')).toEqual([]);
      release.get(stat)!();
      await figure(title).getByRole('button', { name: 'Show as table' }).waitFor();
      for (const [, later] of ASSET_CHARTS.slice(index + 1)) expect(await figure(later).getAttribute('aria-busy'), `${later} after ${title}`).toBe('true');
    }
    // The filter bar's lists come after the charts.
    await expect.poll(() => events.filter((event) => event.startsWith('ask /')).sort(), { timeout: 15_000 }).toEqual(LIST_PATHS.map((path) => `ask ${path}`).sort());
  });

  it('fetches its code beside the shell\'s, not once the shell has rendered', async () => {
    const page = await as('supervisor');
    // Away from the signed-in page first, so that none of its requests is counted.
    await page.goto('about:blank');
    const events: string[] = [];
    const chunk = (url: string) => new URL(url).pathname.match(/^\/_app\/(Shell|dashboard)-/)?.[1];
    page.on('request', (request) => chunk(request.url()) && events.push(`ask ${chunk(request.url())}`));
    page.on('requestfinished', (request) => chunk(request.url()) && events.push(`got ${chunk(request.url())}`));
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard™' }).waitFor();
    expect(events.indexOf('ask dashboard'), events.join(', ')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('ask dashboard'), events.join(', ')).toBeLessThan(events.indexOf('got Shell'));
  });
});
