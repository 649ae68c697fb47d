// The console's lists as staff see them on a 1440 x 900 screen, against the real server: the row actions keep a
// place of their own (no column's text is under them, wherever the list is scrolled sideways) and date-times are
// shown whole; a list says it is loading until its first answer, and says it is empty only after an empty answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DESKTOP = { width: 1440, height: 900 };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * What a user cannot read on the list as it is: cells whose painted text (their text's box cut by every box
 * that clips it) reaches under the actions column, and date-time cells whose text does not fit.
 */
async function hiddenTexts(page: Page): Promise<{ covered: string[]; truncated: string[] }> {
  return page.evaluate((dateTime) => {
    const end = document.querySelector('.dt-head [role="columnheader"][data-sticky="end"]')!.getBoundingClientRect();
    const covered: string[] = [];
    const truncated: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('[role="cell"]:not([data-sticky]):not(.dt-panel), [role="columnheader"]:not([data-sticky])')) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      let { left, right } = text;
      for (let up = cell.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const box = up.getBoundingClientRect();
        left = Math.max(left, box.left + up.clientLeft);
        right = Math.min(right, box.left + up.clientLeft + up.clientWidth);
      }
      if (text.width > 0 && right - left > 0.5 && right > end.left + 0.5 && left < end.right - 0.5) covered.push(cell.textContent ?? '');
      if (new RegExp(dateTime).test(cell.textContent ?? '') && cell.scrollWidth > cell.clientWidth) truncated.push(cell.textContent ?? '');
    }
    return { covered, truncated };
  }, DATE_TIME.source);
}

/** Scrolls the part of the list before the actions sideways, as far as `to` (a fraction of the way). */
async function scrollSideways(page: Page, to: number): Promise<void> {
  await page.evaluate((fraction) => {
    const bar = document.querySelector('.dt-hscroll');
    const scroller = bar ?? document.querySelector('.dt-scroll')!;
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) * fraction;
  }, to);
  await page.waitForTimeout(100);
}

describe('lists on a desktop screen', () => {
  for (const [path, dateHeader] of [
    ['/orders', 'Created Time'],
    ['/assets/uploads', 'Uploaded On'],
  ] as const) {
    it(`${path}: nothing under the row actions, and date-times whole`, async () => {
      const page = await e2e.pageAs('admin', DESKTOP);
      await page.goto(path);
      await page.getByRole('columnheader', { name: dateHeader }).waitFor();
      await page.locator('.dt-body [role="row"]').first().waitFor();
      const dates = await page.locator('.dt-body [role="cell"]').filter({ hasText: DATE_TIME }).count();
      expect(dates).toBeGreaterThan(0);
      for (const at of [0, 0.5, 1]) {
        await scrollSideways(page, at);
        expect(await hiddenTexts(page), `scrolled ${at * 100}% of the way`).toEqual({ covered: [], truncated: [] });
      }
      await page.context().close();
    });
  }
});
