/**
 * The three alert listings over HTTP (spec 2 §2 "Alert listings", §7 "Alerts", §9): each listing's paging, sort,
 * search, status/facility/account filters, default sort and scope.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALERT_STATUSES } from '@equipdesk/api-client/contract';
import type { OrderAlert, ParAlert, PmAlert } from '@equipdesk/api-client/contract';
import { accounts, userAccounts, userFacilities, users } from '../src/db/schema';
import { json } from './helpers';
import { database, app, headers, flux, page, all, type Kind, useAlertsFixture } from './alertsFixture';

useAlertsFixture();

describe('the listings', () => {
  it.each<Kind>(['orders', 'pm', 'par'])('%s: pages hold distinct rows of one count', async (kind) => {
    const first = await page<{ externalId: string }>(kind, { pageSize: 5, statuses: [...ALERT_STATUSES] });
    const second = await page<{ externalId: string }>(kind, { pageSize: 5, pageIndex: 1, statuses: [...ALERT_STATUSES] });
    expect(first.count).toBeGreaterThan(5);
    expect(first.items).toHaveLength(5);
    expect(second.count).toBe(first.count);
    const ids = new Set(first.items.map((i) => i.externalId));
    expect(second.items.some((i) => ids.has(i.externalId))).toBe(false);
  });

  it('order alerts carry the spec columns and sort by the order created time, newest first, by default', async () => {
    const { items } = await page<OrderAlert>('orders', { statuses: [...ALERT_STATUSES] });
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item).toMatchObject({ alertStatus: expect.any(String), message: expect.any(String), account: expect.any(String) });
      expect(item.order.orderNumber).toMatch(/^SO\d+/);
      expect(['DELIVERY', 'REMOVAL']).toContain(item.order.nature);
      expect(item.order.createdTimestamp).toMatch(/Z$/);
    }
    const created = items.map((i) => i.order.createdTimestamp);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('PM alerts carry the asset and the due date, soonest due first by default', async () => {
    const { items } = await page<PmAlert>('pm', { statuses: [...ALERT_STATUSES] });
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item.asset.serialNumber).toMatch(/^SN/);
      expect(item.asset.model.length).toBeGreaterThan(0);
      expect(item.pmDueDate).toMatch(/Z$/);
    }
    const due = items.map((i) => i.pmDueDate!);
    expect(due).toEqual([...due].sort());
  });

  it('PAR alerts carry the location and its violated entries, newest first by default', async () => {
    const { items } = await page<ParAlert>('par', { statuses: ['OPEN'] });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.location.length).toBeGreaterThan(0);
      expect(item.entries.length).toBeGreaterThan(0);
      for (const entry of item.entries) {
        // Derived alerts list only entries whose stock is outside min..max.
        expect(entry.stockQuantity! < entry.min || entry.stockQuantity! > entry.max, JSON.stringify(entry)).toBe(true);
        expect(entry.modelCode).toBeTruthy();
      }
    }
    const created = items.map((i) => i.createdTimestamp);
    expect(created).toEqual([...created].sort().reverse());
  });

  const NULLABLE = new Set(['asset.product', 'order.createdBy', 'order.promisedTime']);
  it.each<[Kind, string[]]>([
    ['orders', ['account', 'order.createdBy', 'order.orderNumber', 'order.nature', 'order.type', 'order.createdTimestamp', 'order.promisedTime', 'message', 'alertStatus']],
    ['pm', ['account', 'asset.serialNumber', 'asset.model', 'asset.product', 'message', 'pmDueDate', 'createdTimestamp', 'alertStatus']],
    ['par', ['account', 'location', 'entries', 'message', 'createdTimestamp', 'alertStatus']],
  ])('%s: every column sorts both ways', async (kind, keys) => {
    for (const sortBy of keys) {
      const asc = await page<{ externalId: string }>(kind, { sortBy, sortDirection: 'asc', pageSize: 200, statuses: [...ALERT_STATUSES] });
      const desc = await page<{ externalId: string }>(kind, { sortBy, sortDirection: 'desc', pageSize: 200, statuses: [...ALERT_STATUSES] });
      expect(desc.count, sortBy).toBe(asc.count);
      expect(asc.count, sortBy).toBeGreaterThan(1);
      // Empty values come last both ways; a column without them reads backwards in the other direction.
      if (NULLABLE.has(sortBy)) expect(desc.items[0]!.externalId, sortBy).not.toBe(asc.items[0]!.externalId);
      else if (asc.count <= 200) expect(desc.items.map((i) => i.externalId), sortBy).toEqual(asc.items.map((i) => i.externalId).reverse());
    }
  });

  it('order alerts sort by order number as text', async () => {
    const { items } = await page<OrderAlert>('orders', { sortBy: 'order.orderNumber', sortDirection: 'asc', statuses: [...ALERT_STATUSES] });
    const numbers = items.map((i) => i.order.orderNumber);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('searches the order number, the serial number and the location name', async () => {
    const [order] = await page<OrderAlert>('orders', { statuses: [...ALERT_STATUSES] }).then((p) => p.items);
    const found = await page<OrderAlert>('orders', { search: order!.order.orderNumber.toLowerCase(), statuses: [...ALERT_STATUSES] });
    expect(found.items.map((i) => i.externalId)).toContain(order!.externalId);
    expect(found.items.every((i) => i.order.orderNumber.includes(order!.order.orderNumber) || i.message.includes(order!.order.orderNumber))).toBe(true);

    const [pm] = await page<PmAlert>('pm', { statuses: [...ALERT_STATUSES] }).then((p) => p.items);
    const pmFound = await page<PmAlert>('pm', { search: pm!.asset.serialNumber, statuses: [...ALERT_STATUSES] });
    expect(pmFound.items.map((i) => i.externalId)).toContain(pm!.externalId);
    expect(pmFound.count).toBeLessThan((await page('pm', { statuses: [...ALERT_STATUSES] })).count);

    const [par] = await page<ParAlert>('par', { statuses: [...ALERT_STATUSES] }).then((p) => p.items);
    const parFound = await page<ParAlert>('par', { search: par!.location, statuses: [...ALERT_STATUSES] });
    expect(parFound.items.map((i) => i.externalId)).toContain(par!.externalId);
    expect(parFound.items.every((i) => i.location.includes(par!.location) || i.message.includes(par!.location) || i.account.includes(par!.location))).toBe(true);

    expect((await page('orders', { search: 'no alert says this' })).count).toBe(0);
  });

  it.each<Kind>(['orders', 'pm', 'par'])('%s: filters by alert status, facility and account', async (kind) => {
    const every = await all<OrderAlert>(kind);
    const statuses = new Set(every.map((a) => a.alertStatus));
    expect(statuses.size).toBeGreaterThan(1);
    for (const status of statuses) {
      const only = await all<OrderAlert>(kind, { statuses: [status] });
      expect(only.length).toBe(every.filter((a) => a.alertStatus === status).length);
      expect(only.every((a) => a.alertStatus === status)).toBe(true);
    }
    // Without statuses: every status (the console's default filter is its own).
    expect((await page(kind, { statuses: undefined })).count).toBe(every.length);

    const account = every[0]!.accountExternalId!;
    const ofAccount = await all<OrderAlert>(kind, { accounts: [account] });
    expect(ofAccount.length).toBe(every.filter((a) => a.accountExternalId === account).length);
    const [row] = await database.db.select({ facilityId: accounts.facilityId }).from(accounts).where(eq(accounts.externalId, account));
    const ofFacility = await all<OrderAlert>(kind, { facilities: [row!.facilityId] });
    expect(ofFacility.length).toBeGreaterThanOrEqual(ofAccount.length);
    expect(ofFacility.length).toBeLessThanOrEqual(every.length);
    const facilityAccounts = new Set((await database.db.select({ id: accounts.externalId }).from(accounts).where(eq(accounts.facilityId, row!.facilityId))).map((a) => a.id));
    expect(ofFacility.every((a) => facilityAccounts.has(a.accountExternalId!))).toBe(true);
  });

  it('refuses what it cannot read: a body without its page, an unknown status, sort key or id', async () => {
    const noPage = await app.inject({ method: 'POST', url: '/api/alerts/orders/flux', headers: headers.get('admin')!, payload: {} });
    expect(noPage.statusCode).toBe(400);
    expect(json(noPage)).toMatchObject({ success: false, errors: [{ field: 'pageIndex' }, { field: 'pageSize' }] });
    expect((await flux('pm', { statuses: ['ACTIVE'] })).statusCode).toBe(400);
    expect((await flux('par', { sortBy: 'toString' })).statusCode).toBe(400);
    expect((await flux('orders', { accounts: ['not-an-id'] })).statusCode).toBe(400);
    expect((await flux('orders', { pageSize: 100_000 })).statusCode).toBe(400);
  });

  it('needs VIEW on the listing', async () => {
    for (const kind of ['orders', 'pm', 'par'] as const) {
      expect((await flux(kind, {}, 'noaccess')).statusCode).toBe(403);
      expect((await flux(kind, {}, 'standard')).statusCode).toBe(403);
      expect((await flux(kind, {}, 'technician')).statusCode).toBe(200);
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/alerts/pm/flux', payload: { pageIndex: 0, pageSize: 10 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each<Kind>(['orders', 'pm', 'par'])('%s: a scoped user sees the alerts of their accounts and facilities only', async (kind) => {
    const [supervisor] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'supervisor'));
    const mine = new Set((await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.id))).map((r) => r.id));
    const myFacilities = new Set((await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.id))).map((r) => r.id));
    const facilityOf = new Map((await database.db.select({ id: accounts.externalId, facility: accounts.facilityId }).from(accounts)).map((a) => [a.id, a.facility]));
    const every = await all<OrderAlert>(kind);
    const seen = await all<OrderAlert>(kind, {}, 'supervisor');
    const visible = (a: OrderAlert) => mine.has(a.accountExternalId!) || myFacilities.has(facilityOf.get(a.accountExternalId!)!);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(every.length);
    expect(seen.every(visible)).toBe(true);
    expect(seen.length).toBe(every.filter(visible).length);
    // Filtering by an account outside the scope finds nothing.
    const outside = every.find((a) => !visible(a));
    expect(outside).toBeDefined();
    expect((await page(kind, { accounts: [outside!.accountExternalId], statuses: [...ALERT_STATUSES] }, 'supervisor')).count).toBe(0);
  });

  it('exports a listing as CSV with its columns', async () => {
    const response = await app.inject({ url: '/api/alerts/pm/export.csv?statuses=OPEN', headers: headers.get('admin')! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/alerts-pm-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Account,Serial No,Model,Product,Message,PM Due Date,Alert Status/);
    expect(lines.length - 1).toBe((await page('pm', { statuses: ['OPEN'] })).count);
    // The due date is the asset's PM date, a day: written as that day, whatever the reader's zone.
    const west = await app.inject({ url: '/api/alerts/pm/export.csv?statuses=OPEN&timeZone=America/New_York', headers: headers.get('admin')! });
    const first = (await page<PmAlert>('pm', { statuses: ['OPEN'] })).items[0]!;
    const line = west.body.split('\r\n').find((l) => l.includes(`Preventive maintenance due for ${first.asset.serialNumber}.`));
    expect(line).toContain(`,${first.pmDueDate!.slice(0, 10)},OPEN`);
  });
});
