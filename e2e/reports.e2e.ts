// The productivity report end to end: the seeded history and a change just made, filters kept in the address,
// an old-value column chosen and kept, notes in a popup, the export of everything filtered, and the grant.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Asset } from '../packages/api-client/src/contract';
import { pickOption, showing, startE2E, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1600, height: 1000 });

const api = <T,>(username: string, method: string, path: string, body?: unknown) => e2e.api<T>(username, method, path, body);

/** The asset as its form would save it, with new notes. */
function withNotes(asset: Asset, notes: string) {
  return {
    externalId: asset.externalId,
    serialNumber: asset.serialNumber,
    manufacturerSerialNumber: asset.manufacturerSerialNumber,
    model: asset.model.externalId,
    product: asset.product?.externalId ?? null,
    account: asset.account.externalId,
    contract: asset.contract?.externalId ?? null,
    location: asset.currentLocation?.externalId ?? null,
    equipmentStatus: asset.equipmentStatus,
    purchaseDate: asset.purchaseDate,
    utilizationStatus: asset.utilizationStatus,
    utilizationCategory: asset.utilizationCategory,
    preventiveMaintainenceDate: asset.preventiveMaintainenceDate,
    tags: asset.tags,
    notes,
    customerAssetNumber: asset.customerAssetNumber,
    serviceType: asset.serviceType,
    businessType: asset.businessType,
  };
}

const report = (page: Page) => page.getByRole('table', { name: 'Productivity Report' });

describe('the productivity report', () => {
  it('lists the seeded history, and a change just made on top with its old and new notes', async () => {
    const page = await as('admin');
    await page.goto('/reports/productivity');
    await page.getByRole('heading', { level: 1, name: 'Productivity Report' }).waitFor();
    expect((await showing(page)).total).toBeGreaterThan(0);

    const { json: list } = await api<{ items: Asset[] }>('admin', 'GET', 'assets?pageSize=1');
    const asset = list.items[0]!;
    const notes = `Report check ${Date.now()}`;
    const saved = await api<{ success: boolean; message: string }>('admin', 'POST', `assets/${asset.externalId}`, withNotes(asset, notes));
    expect(saved.status, saved.json.message).toBe(200);

    await page.getByRole('button', { name: 'Refresh' }).click();
    const first = report(page).getByRole('row').nth(1);
    await expect.poll(() => first.textContent()).toContain(asset.serialNumber);
    expect(await first.textContent()).toContain('UPDATED');
    await first.getByRole('button', { name: `View notes of ${asset.serialNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Notes of ${asset.serialNumber}` });
    await expect.poll(() => dialog.textContent()).toContain(notes);
    if (asset.notes) expect(await dialog.textContent()).toContain(asset.notes);
  });

  it('filters by change type, keeps the filter and a chosen old-value column after a reload, and exports what it shows', async () => {
    const page = await as('admin');
    await page.goto('/reports/productivity');
    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption(page, 'Change Type', 'Updated');
    await page.getByRole('button', { name: 'Remove filter Change Type: Updated' }).waitFor();
    await expect.poll(async () => (await report(page).getByRole('row').allTextContents()).slice(1).every((row) => row.includes('UPDATED'))).toBe(true);
    const { total } = await showing(page);
    expect(total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Old Location' }).click();
    await page.keyboard.press('Escape');
    await report(page).getByRole('columnheader', { name: 'Old Location' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Remove filter Change Type: Updated' }).waitFor();
    await report(page).getByRole('columnheader', { name: 'Old Location' }).waitFor();
    expect((await showing(page)).total).toBe(total);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    // The header, then one line per row the filters leave.
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.includes('UPDATED'))).toBe(true);
  });

  it('shows nothing before a start time in the future, and says so', async () => {
    const page = await as('admin');
    const future = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 19);
    await page.goto(`/reports/productivity?startTimestamp=${future}`);
    await page.getByRole('button', { name: /^Remove filter Start Time: / }).waitFor();
    await page.getByText('No matching record(s) available.').first().waitFor();
  });

  it('is refused to a role without the grant', async () => {
    const page = await as('caregiver');
    await page.goto('/reports/productivity');
    await page.getByText('You do not have privilege').first().waitFor();
  });
});
