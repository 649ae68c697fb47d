// Assets page bench: the real console against a real server on the demo data (5,000 assets), signed in as admin
// in Debian's Chromium. Measures what a user waits for when choosing a page size of 1,000 on /assets (from the
// choice to the thousand rows in the table, by the wall clock, with the longest main-thread task meanwhile), and
// the longest task while scrolling those rows from top to bottom.
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../../../e2e/support';
import { CHROMIUM_ARGS, TRACE_CATEGORIES, longestTask, median, parseTrace, scrollTopToBottom } from '../../ui/bench/run';

export interface AssetsPageBench {
  /** Assets the list counts (all ACTIVE assets of the demo data). */
  total: number;
  /** Choosing 1,000 in "Page size" until the table holds the 1,000 rows and has painted them, wall clock, ms; median. */
  pageSizeWallMs: number;
  /** Longest main-thread task in that time (thread CPU time), ms; median. */
  pageSizeLongestTaskMs: number;
  /** Longest main-thread task while scrolling the 1,000 rows top to bottom (thread CPU time), ms; median. */
  scrollLongestTaskMs: number;
  samples: number[];
  scrollSamples: number[];
}

// Sent as source text (see ui/bench/run.ts): choose 1,000 rows a page and wait until the table holds them (its
// aria-rowcount counts the header too) and is no longer busy, then for the frame that paints them.
const PAGE_SIZE_SCRIPT = `(async () => {
  const select = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith('Page size'))?.querySelector('select');
  if (!select) throw new Error('no page size select');
  const table = () => document.querySelector('[role="table"]');
  performance.mark('assets-size-start');
  const started = performance.now();
  select.value = '1000';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const t = table();
    if (t && Number(t.getAttribute('aria-rowcount')) >= 1001 && !t.hasAttribute('aria-busy') && t.querySelector('[data-row-id]')) break;
    if (performance.now() - started > 30000) throw new Error('the 1,000 rows did not show');
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const wallMs = performance.now() - started;
  performance.mark('assets-size-end');
  return wallMs;
})()`;

export async function benchAssetsPage(
  baseUrl: string,
  { username = 'admin', password = DEMO_PASSWORD, samples = Number(process.env.BENCH_SAMPLES ?? 5) } = {},
): Promise<AssetsPageBench> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const walls: number[] = [];
    const tasks: number[] = [];
    const scrolls: number[] = [];
    let total = 0;
    for (let i = 0; i < Math.max(1, samples); i++) {
      // A fresh context each time: nothing cached from the previous sample, as for a user opening the page.
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1600, height: 900 } });
      try {
        const page = await context.newPage();
        await signIn(page, username, password);
        await page.goto(`${baseUrl}/assets`);
        const showing = page.getByText(/^Showing \d+ to \d+ of \d+$/).first();
        await showing.waitFor();
        total = Number((await showing.textContent())!.match(/of (\d+)/)![1]);
        await page.locator('[role="table"] [data-row-id]').first().waitFor();

        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        walls.push((await page.evaluate(PAGE_SIZE_SCRIPT)) as number);
        tasks.push(longestTask(parseTrace(await browser.stopTracing()), 'assets-size-start', 'assets-size-end').cpuMs);

        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        await scrollTopToBottom(page);
        scrolls.push(longestTask(parseTrace(await browser.stopTracing()), 'datatable-scroll-start', 'datatable-scroll-end').cpuMs);
      } finally {
        await context.close();
      }
    }
    return {
      total,
      pageSizeWallMs: median(walls),
      pageSizeLongestTaskMs: median(tasks),
      scrollLongestTaskMs: median(scrolls),
      samples: walls,
      scrollSamples: scrolls,
    };
  } finally {
    await browser.close();
  }
}
