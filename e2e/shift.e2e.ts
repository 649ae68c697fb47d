// A shift on the ward, one journey per demo role, each walked as that person walks it in the built console against
// the real server: the supervisor (at a desk in New York) from a dashboard chart segment to the same orders in the list,
// assigning one and exporting the list; the caregiver, on a phone, placing an order and seeing it listed; the
// technician taking an order through its states with the spec's messages and logging a visit; the administrator
// creating and deactivating a user, granting a role a permission in the matrix, and previewing an upload with its
// rejected rows. Each journey leaves screenshots of its key steps in test-output/shift/<role>-<step>.png.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { MESSAGES, UPLOAD_COLUMNS, formatMessage, localDay } from '../packages/api-client/src/contract/index';
import type { AccountDdItem, LocationDdItem, ModelDdItem, Order, OrderStatsResponse } from '../packages/api-client/src/contract/index';
import { TEST_OUTPUT_DIR, csvCells, dismissToasts, pickOption, showing, signIn, startE2E, toast, type E2E } from './support';

const SHOTS_DIR = path.join(TEST_OUTPUT_DIR, 'shift');

let e2e: E2E;
beforeAll(async () => {
  // Each run leaves the screenshots of its own journeys only.
  await rm(SHOTS_DIR, { recursive: true, force: true });
  await mkdir(SHOTS_DIR, { recursive: true });
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DESK = { width: 1600, height: 1000 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;

/** The journey's page and role, for a screenshot of where it stopped if it fails. */
let walking: { page: Page; role: string } | null = null;

/** A screenshot of what the person sees at a step of their shift. */
async function shot(page: Page, role: string, step: string): Promise<void> {
  walking = { page, role };
  await page.screenshot({ path: path.join(SHOTS_DIR, `${role}-${step}.png`) });
}

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && walking) await shot(walking.page, walking.role, 'failed').catch(() => undefined);
  walking = null;
});

const items = async <T,>(path: string, username = 'admin') => (await e2e.api<{ items: T[] }>(username, 'GET', path)).json.items;
const orderByNumber = async (orderNumber: string) => (await items<Order>(`orders?search=${orderNumber}&statuses=ACTIVE&statuses=INACTIVE`))[0]!;
const modelLabel = (m: ModelDdItem) => (m.modelDescription ? `${m.modelCode} — ${m.modelDescription}` : m.modelCode);
const accountLabel = (a: AccountDdItem) => `${a.name} (${a.accountNo})`;
const done = (orderNumber: string, orderStatus: string) => formatMessage(MESSAGES.orderTransitionDone, { orderNumber, orderStatus });

/** An ACTIVE account of the user's with an ACTIVE location of its own, and a model: what an order is made of. */
async function orderParts(username: string) {
  const locations = (await items<LocationDdItem>('locations/ddlist')).filter((l) => !l.status || l.status === 'ACTIVE');
  const account = (await items<AccountDdItem>('accounts/ddlist', username)).find((a) => (!a.status || a.status === 'ACTIVE') && locations.some((l) => l.account === a.externalId))!;
  const location = locations.find((l) => l.account === account.externalId)!;
  const model = (await items<ModelDdItem>('models/ddlist')).find((m) => !m.status || m.status === 'ACTIVE')!;
  return { account, location, model };
}

/** An order a ward placed a moment ago (through the API, as another person at another desk). */
async function placedOrder(parts: Awaited<ReturnType<typeof orderParts>>, type: 'STAT' | 'STANDARD', serialNo: string | null = null): Promise<Order> {
  const body = { account: parts.account.externalId, deliverTo: 'Ward 4 Nurse', deliveryLocation: parts.location.externalId, type, nature: 'DELIVERY', completionMinutes: 0, items: [{ model: parts.model.externalId, quantity: 1, serialNo }] };
  const placed = await e2e.api<{ result: Order }>('admin', 'PUT', 'orders', body);
  expect(placed.status).toBe(200);
  return placed.json.result;
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

async function orderMenu(page: Page, orderNumber: string, item: string) {
  await page.getByRole('button', { name: `Order actions for order ${orderNumber}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const technicianEntry = async () => (await items<{ externalId: string; username: string; name: string; email: string }>('users/assignables?flavor=LITE')).find((u) => u.username === 'technician')!;

describe('a shift', () => {
  it('supervisor, at a desk in New York: a dashboard segment opens as many orders, one is assigned, the list exported', async () => {
    const parts = await orderParts('supervisor');
    const order = await placedOrder(parts, 'STAT');
    const technician = await technicianEntry();
    const { page } = await e2e.newPage({ timezoneId: 'America/New_York', viewport: DESK });
    await signIn(page, 'supervisor');

    // The ORDERS tab: the Today's Orders segment of unassigned STAT orders, then the list it opens, as many.
    const stats = (await e2e.api<OrderStatsResponse>('supervisor', 'GET', 'stats/orders/summaryPast24Grouped/dashboard')).json.items;
    const segment = stats.find((s) => s.orderStatus === 'UNASSIGNED' && s.type === 'STAT')!;
    expect(segment.count).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'ORDERS' }).click();
    const link = page.getByRole('figure', { name: "Today's Orders" }).getByRole('link', { name: `UNASSIGNED, STAT: ${segment.count}` });
    await link.waitFor();
    await shot(page, 'supervisor', '1-dashboard-orders');
    await link.click();
    await page.waitForURL('**/orders?**');
    const params = new URL(page.url()).searchParams;
    expect([params.getAll('orderStatuses'), params.getAll('orderTypes')]).toEqual([['UNASSIGNED'], ['STAT']]);
    expect(params.get('createdFrom')).toMatch(/Z$/);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect((await showing(page)).total).toBe(segment.count);
    await page.getByRole('row').filter({ hasText: order.orderNumber }).first().waitFor();
    await shot(page, 'supervisor', '2-orders-of-the-segment');

    // The new order goes to the technician; a user must be chosen first (the spec's message).
    await orderMenu(page, order.orderNumber, 'Assign…');
    const assign = page.getByRole('dialog', { name: `Assign order ${order.orderNumber}` });
    await assign.getByRole('button', { name: 'Assign' }).click();
    await toast(page, MESSAGES.assignUserRequired);
    await pickOption(assign, 'User', `${technician.name} (${technician.email})`);
    await shot(page, 'supervisor', '3-assign');
    await assign.getByRole('button', { name: 'Assign' }).click();
    await toast(page, done(order.orderNumber, 'ASSIGNED'));
    expect(await orderByNumber(order.orderNumber)).toMatchObject({ orderStatus: 'ASSIGNED', assignedToName: technician.name });

    // The whole list, exported: its times in New York's, the assigned order among the rows.
    await page.goto('/orders');
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    await searchFor(page, order.orderNumber);
    await page.getByRole('row').filter({ hasText: order.orderNumber }).first().getByText(technician.name).waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await shot(page, 'supervisor', '4-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const [header = '', ...lines] = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    const columns = csvCells(header);
    const created = columns.indexOf('Created Time (America/New_York)');
    expect(created, header).toBeGreaterThanOrEqual(0);
    const row = csvCells(lines.find((line) => line.includes(order.orderNumber))!);
    expect(row).toContain('ASSIGNED');
    expect(row[created]).toMatch(/-0[45]:00$/);
    expect(new Date(row[created]!).getTime()).toBe(new Date(order.createdTimestamp).getTime());
  });

  it('caregiver, on a phone: places an order from the dashboard and sees it in the orders list', async () => {
    const parts = await orderParts('caregiver');
    const deliverTo = `Bed 12 ${Date.now().toString(36)}`;
    const { page } = await e2e.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signIn(page, 'caregiver');
    await page.getByRole('tab', { name: 'ORDERS' }).waitFor();
    await page.getByText('System Broadcast').first().waitFor();
    await shot(page, 'caregiver', '1-dashboard');
    // The broadcasts fill a phone's screen: read, then dismissed.
    await dismissToasts(page);

    await page.getByRole('tab', { name: 'PLACE NEW ORDER' }).click();
    const form = page.getByRole('form', { name: 'Place New Order' });
    await form.waitFor();
    await pickOption(form, 'Account', accountLabel(parts.account));
    await form.getByLabel('Deliver To', { exact: true }).fill(deliverTo);
    await pickOption(form, 'Delivery Location', parts.location.name);
    await pickOption(form, 'Type', 'STAT');
    await pickOption(form, 'Nature', 'DELIVERY');
    await pickOption(form, 'Item Model', modelLabel(parts.model));
    await form.getByLabel('Quantity', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await form.getByRole('table', { name: 'Order items' }).getByText(parts.model.modelCode).first().waitFor();
    await shot(page, 'caregiver', '2-order-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Order created successfully.');

    // The form brings the caregiver to the orders list, where the new order is, unassigned.
    await page.waitForURL('**/orders');
    const [order] = await items<Order>(`orders?search=${encodeURIComponent(deliverTo)}`, 'caregiver');
    expect(order).toMatchObject({ deliverTo, type: 'STAT', orderStatus: 'UNASSIGNED' });
    await searchFor(page, order!.orderNumber);
    const row = page.getByRole('row').filter({ hasText: order!.orderNumber }).first();
    await row.getByText('UNASSIGNED').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'caregiver', '3-order-listed');
  });

  it('technician: takes an order from unassigned to completed with the spec\'s messages, then logs a visit', async () => {
    const parts = await orderParts('technician');
    const serialNo = `SN-SHIFT-${Date.now().toString(36)}`;
    const order = await placedOrder(parts, 'STANDARD', serialNo);
    const technician = await technicianEntry();
    const page = await e2e.pageAs('technician', DESK);
    await shot(page, 'technician', '1-dashboard');

    await page.goto('/orders');
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    await searchFor(page, order.orderNumber);
    const row = page.getByRole('row').filter({ hasText: order.orderNumber }).first();
    await row.getByText('UNASSIGNED').waitFor();

    // UNASSIGNED → ASSIGNED: the technician takes it.
    await orderMenu(page, order.orderNumber, 'Assign…');
    const assign = page.getByRole('dialog', { name: `Assign order ${order.orderNumber}` });
    await pickOption(assign, 'User', `${technician.name} (${technician.email})`);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await toast(page, done(order.orderNumber, 'ASSIGNED'));
    await row.getByText(/^ASSIGNED/).waitFor();
    await shot(page, 'technician', '2-assigned');

    // ASSIGNED → COMPLETED, behind the confirmation.
    await orderMenu(page, order.orderNumber, 'Complete');
    const confirm = page.getByRole('dialog', { name: `Complete order ${order.orderNumber}` });
    await confirm.getByText(`Are you sure you want to complete order ${order.orderNumber}? It becomes COMPLETED.`).waitFor();
    await shot(page, 'technician', '3-complete-confirm');
    await confirm.getByRole('button', { name: 'Complete Order' }).click();
    await toast(page, done(order.orderNumber, 'COMPLETED'));
    await row.getByText('COMPLETED').waitFor();
    expect((await orderByNumber(order.orderNumber)).orderStatus).toBe('COMPLETED');

    // What was delivered, and no signature (the handheld captures those).
    await orderMenu(page, order.orderNumber, 'Fulfilment Details');
    const fulfilment = page.getByRole('dialog', { name: `Fulfilment details of order ${order.orderNumber}` });
    await fulfilment.getByRole('table', { name: 'Delivered items' }).getByText(serialNo).waitFor();
    await shot(page, 'technician', '4-fulfilment');
    await fulfilment.getByRole('button', { name: 'Close' }).last().click();
    await fulfilment.waitFor({ state: 'detached' });
    await orderMenu(page, order.orderNumber, 'Signature');
    await page.getByRole('dialog', { name: `Signature of order ${order.orderNumber}` }).getByText('No signature was captured for this order.').waitFor();
    await page.keyboard.press('Escape');

    // A round for tomorrow morning at the order's location, logged as a one-time visit.
    const name = `Shift round ${Date.now().toString(36)}`;
    const start = new Date(Date.now() + DAY);
    await page.goto('/visits');
    await page.getByRole('table', { name: 'Manage Visits' }).waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const visit = page.getByRole('form', { name: 'Create New Visit' });
    await pickOption(visit, 'Account', accountLabel(parts.account));
    await pickOption(visit, 'User', `${technician.name} (technician)`);
    await pickOption(visit, 'Frequency', 'ONE_TIME');
    await pickOption(visit, 'Locations', parts.location.name);
    for (const [label, text] of [['Start Date', localDay(start)], ['Start Time', '09:30'], ['Name', name]]) {
      const field = visit.getByRole('textbox', { name: label, exact: true });
      await field.fill(text!);
      await field.press('Tab');
    }
    await shot(page, 'technician', '5-visit-form');
    await visit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Visit created successfully.');
    await visit.waitFor({ state: 'detached' });
    await searchFor(page, name);
    await page.getByRole('row').filter({ hasText: name }).first().getByText(`${localDay(start)} 09:30:00`).waitFor();
    await shot(page, 'technician', '6-visit-logged');
    const [saved] = await items<{ name: string; frequency: string; locations: string[] }>(`visits?search=${encodeURIComponent(name)}`);
    expect(saved).toMatchObject({ name, frequency: 'ONE_TIME', locations: [parts.location.externalId] });
  });

  it('administrator: creates and deactivates a user, grants a role a permission, previews an upload with its rejects', async () => {
    const page = await e2e.pageAs('admin', DESK);
    const stamp = Date.now().toString(36);
    const email = `agency.nurse.${stamp}@example.org`;

    // An agency nurse joins for the week as a caregiver.
    await page.goto('/users');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New User' });
    await form.getByLabel('Name', { exact: true }).fill(`Agency Nurse ${stamp}`);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Agency#2026');
    await pickOption(form, 'Role', 'Caregiver');
    await pickOption(form, 'Type', 'A2');
    // The first enterprise and its first facility: the facility brings its accounts.
    for (const label of ['Enterprises', 'Facilities']) {
      await form.getByLabel(label, { exact: true }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
    }
    await page.keyboard.press('Escape');
    await shot(page, 'administrator', '1-user-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, /created|saved/i);
    await page.goto(`/users?statuses=ACTIVE&statuses=INACTIVE&search=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email }).first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('ACTIVE');

    // The week is over: deactivated, and the account no longer signs in.
    await row.getByRole('button', { name: /^Deactivate user/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, /deactivated/i);
    await expect.poll(() => row.getAttribute('data-status')).toBe('INACTIVE');
    await shot(page, 'administrator', '2-user-deactivated');
    const login = await fetch(`${e2e.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: 'Agency#2026' }) });
    expect(login.status).toBe(401);

    // Caregivers may now see the contracts: the matrix grants it, the API agrees, a reload shows it kept.
    expect((await e2e.api('caregiver', 'GET', 'contracts')).status).toBe(403);
    await page.goto('/permissions');
    const all = await showing(page);
    await searchFor(page, 'contracts');
    await expect.poll(async () => (await showing(page)).total).toBeLessThan(all.total);
    const cell = page.getByRole('button', { name: 'Grant VIEW contracts to ROLE_CAREGIVER', exact: true }).first();
    expect(await cell.getAttribute('aria-pressed')).toBe('false');
    await cell.click();
    await expect.poll(() => cell.getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'administrator', '3-matrix-granted');
    await expect.poll(async () => (await e2e.api('caregiver', 'GET', 'contracts')).status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Grant VIEW contracts to ROLE_CAREGIVER', exact: true }).first().getAttribute('aria-pressed')).toBe('true');

    // A spreadsheet from biomed: the preview says what each row would do, the bad rows first with their reasons.
    const { model, account } = await orderParts('admin');
    const header = UPLOAD_COLUMNS.assets.map((c) => c.header);
    const rowOf = (cells: Record<string, string>) => header.map((h) => cells[h] ?? '');
    const base = { 'Model Code': model.modelCode, 'Account No': account.accountNo };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        header,
        rowOf({ ...base, 'Serial Number': `SHIFT-${stamp}-1` }),
        rowOf({ ...base, 'Serial Number': `SHIFT-${stamp}-2`, 'RFID Tags': 'E2801160SHORT' }),
        rowOf({ ...base, 'Serial Number': `SHIFT-${stamp}-3`, 'Model Code': `NOPE-${stamp}` }),
      ]),
      'Assets',
    );
    const fileName = `biomed-${stamp}.xlsx`;
    await page.goto('/assets/upload');
    await page.getByLabel('Spreadsheet File').setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    await page.getByRole('heading', { name: `Preview of ${fileName}` }).waitFor();
    // Rows, to create, to update, to reject.
    expect((await page.getByLabel('Rows of the file').locator('dd').allTextContents()).map((t) => t.trim())).toEqual(['3', '1', '0', '2']);
    const preview = (await page.getByRole('table', { name: `What each row of ${fileName} would do` }).getByRole('row').allTextContents()).slice(1);
    expect(preview.slice(0, 2).every((text) => text.includes('REJECT'))).toBe(true);
    expect(preview.join('\n')).toContain(MESSAGES.rfidLength);
    expect(preview.join('\n')).toContain(formatMessage(MESSAGES.uploadModelUnknown, { code: `NOPE-${stamp}` }));
    await shot(page, 'administrator', '4-upload-preview');
  });
});
