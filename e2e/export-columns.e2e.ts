// Every list the console can export, walked through the console as a user does: its CSV carries each column the
// list can show (every column its column picker offers, hidden ones included), under the same header, and no header
// twice. Lists are found from the route table, so a list added later is walked too.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGE_ROUTES } from '../packages/console/src/routes';
import { startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** The header row of a CSV export (BOM, quoting), each header without the zone a date-time column names. */
function csvHeaders(text: string): string[] {
  const first = text.replace(/^\uFEFF/, '').split('\r\n')[0]!;
  const headers: string[] = [];
  for (const m of first.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    if (m.index === first.length && m[0] === '') break;
    const raw = m[1]!;
    headers.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
  }
  return headers;
}
const withoutZone = (header: string) => header.replace(/ \((?:UTC|[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)\)$/, '');

/**
 * The headers the page's column picker offers: every column the list can show. Each is chosen, so a list whose export
 * follows the columns chosen (the utilization report's roll-up) exports them all too.
 */
async function columnsOffered(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const group = page.getByRole('group', { name: 'Visible columns' });
  await group.waitFor();
  for (const box of await group.getByRole('checkbox').all()) if ((await box.isEnabled()) && !(await box.isChecked())) await box.check();
  const labels = (await group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '')));
  await page.keyboard.press('Escape');
  return labels.filter((l) => l !== '' && l !== 'Actions');
}

async function exportCsv(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
  return readFile((await download.path())!, 'utf8');
}

/** Listing pages: no path parameter (a details page shows one record). */
const LISTS = PAGE_ROUTES.filter((r) => !r.path.includes(':') && r.path !== '/');

describe('exports of every list', () => {
  it('carry every column the list can show, each header once', async () => {
    const page = await e2e.pageAs('admin', { width: 1800, height: 1000 });
    const walked: string[] = [];
    const problems: string[] = [];
    for (const route of LISTS) {
      await page.goto(route.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A list's toolbar is there once its table is: give it the time a page takes, then look for its Export.
      const exportButton = page.getByRole('button', { name: 'Export', exact: true });
      await page.getByRole('table').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
      if ((await exportButton.count()) === 0) continue;
      walked.push(route.path);
      const offered = await columnsOffered(page);
      const headers = csvHeaders(await exportCsv(page));
      const plain = headers.map(withoutZone);
      const twice = plain.filter((h, i) => plain.indexOf(h) !== i);
      if (twice.length > 0) problems.push(`${route.path}: ${twice.join(', ')} more than once`);
      const missing = offered.filter((h) => !plain.includes(h));
      if (missing.length > 0) problems.push(`${route.path}: ${missing.join(', ')} not exported (exported: ${plain.join(', ')})`);
    }
    expect(problems).toEqual([]);
    // The walk reached the lists: assets, orders, the administration's and the facilities' at least.
    expect(walked).toEqual(expect.arrayContaining(['/assets', '/orders', '/users', '/facilities', '/accounts', '/contracts', '/locations', '/visits']));
  }, 300_000);
});
