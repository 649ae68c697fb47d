// Permissions matrix bench: the real console against a real server (demo seed, ~280 permissions ×
// the demo roles), signed in as admin in Debian's Chromium. Measures the longest main-thread task
// while scrolling the whole matrix and while toggling one grant (click → saved → list
// revalidated), so "the matrix stays smooth" is a figure, not a feeling.
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../../../e2e/support';
import { CHROMIUM_ARGS, TRACE_CATEGORIES, longestTask, median, parseTrace, scrollTopToBottom } from '../../ui/bench/run';

export interface MatrixBench {
  permissions: number;
  roles: number;
  /** Longest main-thread task while scrolling top to bottom (thread CPU time), ms; median of the samples. */
  scrollLongestTaskMs: number;
  /** Longest main-thread task from a toggle's click until the saved matrix has re-rendered, ms; median. */
  toggleLongestTaskMs: number;
  /** Click to the toggle showing its new state with the save done, by the wall clock, ms; median. */
  toggleWallMs: number;
  samples: number;
}

// Sent as source text (see ui/bench/run.ts): click the first grant/deny toggle in view and wait
// until it shows the other state and is no longer busy.
const TOGGLE_SCRIPT = `(async () => {
  const selector = '[role="table"] button[aria-pressed]';
  const button = document.querySelector(selector);
  if (!button) throw new Error('no toggle in view');
  const label = button.getAttribute('aria-label');
  const before = button.getAttribute('aria-pressed');
  performance.mark('matrix-toggle-start');
  const started = performance.now();
  button.click();
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Found again each frame: a re-render may replace the element.
    const now = [...document.querySelectorAll(selector)].find((b) => b.getAttribute('aria-label') === label);
    if (now && now.getAttribute('aria-pressed') !== before && !now.hasAttribute('aria-busy')) break;
    if (performance.now() - started > 10000) throw new Error('the toggle did not change');
  }
  const wallMs = performance.now() - started;
  // Let the revalidation that follows a save render too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  performance.mark('matrix-toggle-end');
  return wallMs;
})()`;

// The roles of the matrix: the distinct roles named by the first row's toggles and locks.
const ROLES_SCRIPT = `(() => {
  const row = document.querySelector('[role="table"] [role="row"][data-row-id]');
  if (!row) return 0;
  const names = [...row.querySelectorAll('button[aria-label]')].map((b) => b.getAttribute('aria-label'));
  return new Set(names.filter((n) => /^(Grant|Unlock) /.test(n)).map((n) => n.split(' ').pop())).size;
})()`;

export async function benchPermissionsMatrix(
  baseUrl: string,
  { username = 'admin', password = DEMO_PASSWORD, samples = Number(process.env.BENCH_SAMPLES ?? 5) } = {},
): Promise<MatrixBench> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    await signIn(page, username, password);
    const scrolls: number[] = [];
    const toggles: number[] = [];
    const walls: number[] = [];
    let permissions = 0;
    let roles = 0;
    for (let i = 0; i < Math.max(1, samples); i++) {
      await page.goto(`${baseUrl}/permissions`);
      const showing = page.getByText(/^Showing \d+ to \d+ of \d+$/).first();
      await showing.waitFor();
      permissions = Number((await showing.textContent())!.match(/of (\d+)/)![1]);
      await page.locator('[role="table"] button[aria-pressed]').first().waitFor();
      roles = (await page.evaluate(ROLES_SCRIPT)) as number;

      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await scrollTopToBottom(page);
      scrolls.push(longestTask(parseTrace(await browser.stopTracing()), 'datatable-scroll-start', 'datatable-scroll-end').cpuMs);

      await page.evaluate('document.querySelector(\'[role="table"]\').scrollTop = 0');
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      walls.push((await page.evaluate(TOGGLE_SCRIPT)) as number);
      toggles.push(longestTask(parseTrace(await browser.stopTracing()), 'matrix-toggle-start', 'matrix-toggle-end').cpuMs);
    }
    return {
      permissions,
      roles,
      scrollLongestTaskMs: median(scrolls),
      toggleLongestTaskMs: median(toggles),
      toggleWallMs: median(walls),
      samples: scrolls.length,
    };
  } finally {
    await browser.close();
  }
}
