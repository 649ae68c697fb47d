// The dashboard's charts end to end (spec 3 §2.12): charts people can read and reach (labels that do not overlap, a
// keyboard path through them), and the dashboard as the first screen after signing in, against the real server.
import { describe, expect, it } from 'vitest';
import { labelProblems } from '../packages/ui/src/charts/testing/labelBoxes';
import { dismissToasts } from './support';
import { e2e, as, tabStops, LIST_PATHS, ASSET_CHARTS, useDashboardE2E } from './dashboardSupport';

useDashboardE2E();

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
