// Lists end to end, against the real server: the search box finds an order by what its row shows (the name of its
// delivery location), and a row deactivated on a list whose spec names no default status stays in sight, in its
// inactive style, without the Status filter being touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { computedStyle, startE2E, toast, type E2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });

interface ListedOrder {
  orderNumber: string;
  deliveryLocationName: string | null;
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

describe('the search box', () => {
  it('finds an order by the name of the location it is delivered to', async () => {
    const orders = (await e2e.api<{ items: ListedOrder[] }>('admin', 'GET', 'orders?pageSize=1000')).json.items;
    // The location fewest orders go to, so its orders fit on one page whatever else the name matches.
    const byLocation = new Map<string, ListedOrder[]>();
    for (const order of orders) if (order.deliveryLocationName) byLocation.set(order.deliveryLocationName, [...(byLocation.get(order.deliveryLocationName) ?? []), order]);
    const [location, delivered] = [...byLocation].sort((a, b) => a[1].length - b[1].length)[0]!;
    const order = delivered[0]!;

    const page = await as('admin');
    await page.goto('/orders?size=1000');
    await page.getByRole('row').nth(1).waitFor();
    await searchFor(page, location);
    // Every row shown has the location, or the text elsewhere in a column it shows: waited for, since the whole list
    // (where the order is too) stays on screen until the search's answer replaces it.
    const others = async () =>
      (await page.getByRole('row').allTextContents()).filter((text) => text.includes('SO') && !text.toLowerCase().includes(location.toLowerCase()));
    await expect.poll(others, { timeout: 15_000 }).toEqual([]);
    const row = page.getByRole('row', { name: `order ${order.orderNumber}`, exact: true });
    expect(await row.textContent()).toContain(location);
  });
});

describe('a row deactivated on a list whose spec names no default status', () => {
  it('stays in the list, in its inactive style, with the Status filter untouched', async () => {
    const created = await e2e.api<{ result: { externalId: string } }>('admin', 'PUT', 'enterprises', { name: 'Aaron Inactive Clinic' });
    expect(created.status).toBe(200);

    const page = await as('admin');
    await page.goto('/enterprises');
    // The list opens on ACTIVE and INACTIVE, as its chips say.
    await page.getByRole('button', { name: 'Remove filter Status: ACTIVE' }).waitFor();
    await page.getByRole('button', { name: 'Remove filter Status: INACTIVE' }).waitFor();
    const row = page.getByRole('row', { name: 'enterprise Aaron Inactive Clinic', exact: true });
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('ACTIVE');
    const activeBg = await computedStyle(row, 'backgroundColor');

    await row.getByRole('button', { name: /^Deactivate enterprise/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, /deactivated/i);
    await expect.poll(() => row.getAttribute('data-status')).toBe('INACTIVE');
    // Still there after the list is read again, yellow and saying so.
    await page.reload();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('INACTIVE');
    expect(await row.textContent()).toContain('Inactive');
    expect(await computedStyle(row, 'backgroundColor')).not.toBe(activeBg);
  });
});
