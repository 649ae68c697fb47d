// What the administration end-to-end files share: the server and browser, a signed-in page, the listing's search, rows and downloads.

import { afterAll, beforeAll, expect } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { showing, signIn, startE2E, type E2E } from './support';

export let e2e: E2E;

export async function as(username: string, password?: string): Promise<Page> {
  const { page } = await e2e.newPage({ acceptDownloads: true });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, username, password);
  return page;
}

export function search(page: Page) {
  return page.getByRole('searchbox');
}

/**
 * As a person would: the matrix shows, then the search narrows it to the rows of `text`. A search typed before the
 * matrix has loaded can be answered by the first, unsearched page, which is what a loaded machine showed.
 */
export async function narrowTo(page: Page, text: string): Promise<void> {
  const all = await showing(page);
  await search(page).fill(text);
  await search(page).press('Enter');
  await expect.poll(async () => (await showing(page)).total).toBeLessThan(all.total);
}

export async function rowCount(page: Page): Promise<number> {
  return (await showing(page)).total;
}

export async function download(page: Page, format: 'CSV' | 'XLSX'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()]);
  return file;
}

/** The hooks of an administration test file: the real server and a browser of its own, closed after its tests. */
export function useAdminE2E(): void {
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });
}
