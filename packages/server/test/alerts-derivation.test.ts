/**
 * The alerts derived from the data (docs/DECISIONS.md "Alerts"): each derivation rule raising its alert and resolving
 * it when its condition ends, a run repeated or run concurrently changing nothing more, and the schedule a server
 * process keeps.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { OrderAlert, ParAlert, PmAlert } from '@equipdesk/api-client/contract';
import { accounts, alerts, assets, locations, models, orders, parDefinitions, parEntries } from '../src/db/schema';
import { deriveAlerts } from '../src/alerts/derive';
import { authed, login, testApp } from './helpers';
import { database, app, MINUTE, DAY, page, alertsOf, unresolved, useAlertsFixture } from './alertsFixture';

useAlertsFixture();

describe('the derivation', () => {
  /** An ACTIVE account with a location and its facility, its alert settings as given. */
  async function anAccount(settings: Partial<typeof accounts.$inferInsert>) {
    const [location] = await database.db
      .select({ id: locations.externalId, accountId: locations.accountId, facilityId: locations.facilityId })
      .from(locations)
      .innerJoin(accounts, eq(accounts.externalId, locations.accountId))
      .where(and(eq(accounts.status, 'ACTIVE'), eq(locations.status, 'ACTIVE')))
      .limit(1);
    if (Object.keys(settings).length > 0) await database.db.update(accounts).set(settings).where(eq(accounts.externalId, location!.accountId));
    return location!;
  }

  let orderCounter = 0;
  async function anOrder(values: Partial<typeof orders.$inferInsert>, settings: Partial<typeof accounts.$inferInsert>) {
    const account = await anAccount(settings);
    const [order] = await database.db
      .insert(orders)
      .values({
        orderNumber: `SOT${++orderCounter}${Date.now()}`,
        accountId: account.accountId,
        facilityId: account.facilityId,
        deliverTo: 'Ward 3',
        type: 'STAT',
        nature: 'DELIVERY',
        orderStatus: 'ASSIGNED',
        promisedTime: new Date(app.now().getTime() - 10 * MINUTE),
        ...values,
      })
      .returning();
    return order!;
  }

  it('a second run changes nothing', async () => {
    const report = await app.deriveAlerts();
    expect(report).toEqual({
      orders: { raised: 0, updated: 0, resolved: 0 },
      pm: { raised: 0, updated: 0, resolved: 0 },
      par: { raised: 0, updated: 0, resolved: 0 },
    });
  });

  it('raises a late order alert while the order is open past its promised time, and resolves it when completed', async () => {
    const order = await anOrder({ orderStatus: 'ASSIGNED' }, { sendLateOrderAlerts: true, sendDelayedOrderAlerts: false });
    const report = await app.deriveAlerts();
    expect(report.orders.raised).toBeGreaterThanOrEqual(1);
    const [alert, ...more] = await alertsOf('orderId', order.externalId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ kind: 'ORDER', alertStatus: 'OPEN', message: `Order ${order.orderNumber} is late: promised time has passed.`, accountId: order.accountId });
    const listed = await page<OrderAlert>('orders', { search: order.orderNumber });
    expect(listed.items.map((i) => i.order.orderNumber)).toEqual([order.orderNumber]);
    expect(listed.items[0]).toMatchObject({ alertStatus: 'OPEN', order: { type: 'STAT', nature: 'DELIVERY' } });

    await app.deriveAlerts();
    expect(await alertsOf('orderId', order.externalId)).toHaveLength(1);

    await database.db.update(orders).set({ orderStatus: 'COMPLETED', completedTimestamp: app.now() }).where(eq(orders.externalId, order.externalId));
    expect((await app.deriveAlerts()).orders.resolved).toBe(1);
    expect(await alertsOf('orderId', order.externalId)).toMatchObject([{ alertStatus: 'RESOLVED', lastModifiedBy: 'system' }]);
    expect((await page<OrderAlert>('orders', { search: order.orderNumber, statuses: ['OPEN', 'ACKNOWLEDGED'] })).count).toBe(0);
  });

  it('raises nothing before the promised time, or when the account sends no order alerts', async () => {
    const early = await anOrder({ promisedTime: new Date(app.now().getTime() + 30 * MINUTE) }, { sendLateOrderAlerts: true, sendDelayedOrderAlerts: true });
    await app.deriveAlerts();
    expect(await alertsOf('orderId', early.externalId)).toEqual([]);
    const silent = await anOrder({}, { sendLateOrderAlerts: false, sendDelayedOrderAlerts: false });
    await app.deriveAlerts();
    expect(await alertsOf('orderId', silent.externalId)).toEqual([]);
    // The account starts sending late alerts: the order is raised; it stops: the alert resolves.
    await database.db.update(accounts).set({ sendLateOrderAlerts: true }).where(eq(accounts.externalId, silent.accountId));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('orderId', silent.externalId))).toHaveLength(1);
    await database.db.update(accounts).set({ sendLateOrderAlerts: false }).where(eq(accounts.externalId, silent.accountId));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('orderId', silent.externalId))).toEqual([]);
  });

  it('raises a delayed alert for an unassigned order past its promised time, resolved once it is assigned', async () => {
    const order = await anOrder({ orderStatus: 'UNASSIGNED' }, { sendLateOrderAlerts: false, sendDelayedOrderAlerts: true });
    await app.deriveAlerts();
    expect(await alertsOf('orderId', order.externalId)).toMatchObject([{ alertStatus: 'OPEN', message: `Order ${order.orderNumber} is delayed: not yet assigned.` }]);
    await database.db.update(orders).set({ orderStatus: 'ASSIGNED' }).where(eq(orders.externalId, order.externalId));
    await app.deriveAlerts();
    expect(await alertsOf('orderId', order.externalId)).toMatchObject([{ alertStatus: 'RESOLVED' }]);
  });

  it.each(['CANCELLED', 'REJECTED', 'PARTIAL'])('resolves the alert of an order that became %s, and of one deactivated', async (orderStatus) => {
    const order = await anOrder({}, { sendLateOrderAlerts: true });
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('orderId', order.externalId))).toHaveLength(1);
    await database.db.update(orders).set({ orderStatus }).where(eq(orders.externalId, order.externalId));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('orderId', order.externalId))).toEqual([]);

    const other = await anOrder({}, { sendLateOrderAlerts: true });
    await app.deriveAlerts();
    await database.db.update(orders).set({ status: 'INACTIVE' }).where(eq(orders.externalId, other.externalId));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('orderId', other.externalId))).toEqual([]);
  });

  it('keeps an ACKNOWLEDGED alert acknowledged while its condition holds, and resolves it after', async () => {
    const order = await anOrder({}, { sendLateOrderAlerts: true });
    await app.deriveAlerts();
    await database.db.update(alerts).set({ alertStatus: 'ACKNOWLEDGED' }).where(eq(alerts.orderId, order.externalId));
    await app.deriveAlerts();
    expect(await alertsOf('orderId', order.externalId)).toMatchObject([{ alertStatus: 'ACKNOWLEDGED' }]);
    await database.db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.externalId, order.externalId));
    await app.deriveAlerts();
    expect(await alertsOf('orderId', order.externalId)).toMatchObject([{ alertStatus: 'RESOLVED' }]);
  });

  /** An ACTIVE asset of an account whose PM window is 30 days, its PM date as given. */
  async function anAsset(pmDate: Date) {
    const [asset] = await database.db
      .select({ externalId: assets.externalId, accountId: assets.accountId, serialNumber: assets.serialNumber })
      .from(assets)
      .innerJoin(accounts, eq(accounts.externalId, assets.accountId))
      .where(and(eq(assets.status, 'ACTIVE'), eq(accounts.pmAlertsDurationMinutes, 30 * 1440), sql`not exists (select 1 from alerts x where x.asset_id = ${assets.externalId})`))
      .limit(1);
    await database.db.update(assets).set({ preventiveMaintainenceDate: pmDate }).where(eq(assets.externalId, asset!.externalId));
    return asset!;
  }

  it('raises a PM alert when the PM date falls within the account window, follows the date, and resolves when it moves out', async () => {
    const now = app.now().getTime();
    const asset = await anAsset(new Date(now + 20 * DAY));
    await app.deriveAlerts();
    const [alert] = await alertsOf('assetId', asset.externalId);
    expect(alert).toMatchObject({ kind: 'PM', alertStatus: 'OPEN', message: `Preventive maintenance due for ${asset.serialNumber}.`, pmDueDate: new Date(now + 20 * DAY) });
    const listed = await page<PmAlert>('pm', { search: asset.serialNumber, statuses: ['OPEN'] });
    expect(listed.items).toMatchObject([{ asset: { serialNumber: asset.serialNumber }, pmDueDate: new Date(now + 20 * DAY).toISOString() }]);

    // Moved within the window: the same alert, with the new date.
    await database.db.update(assets).set({ preventiveMaintainenceDate: new Date(now + 5 * DAY) }).where(eq(assets.externalId, asset.externalId));
    expect((await app.deriveAlerts()).pm.updated).toBe(1);
    expect(await alertsOf('assetId', asset.externalId)).toMatchObject([{ alertStatus: 'OPEN', pmDueDate: new Date(now + 5 * DAY) }]);

    // Moved out of the window (PM done, next one next year): resolved.
    await database.db.update(assets).set({ preventiveMaintainenceDate: new Date(now + 365 * DAY) }).where(eq(assets.externalId, asset.externalId));
    expect((await app.deriveAlerts()).pm.resolved).toBe(1);
    expect(await alertsOf('assetId', asset.externalId)).toMatchObject([{ alertStatus: 'RESOLVED' }]);

    // Due again: a new OPEN alert, the resolved one kept.
    await database.db.update(assets).set({ preventiveMaintainenceDate: new Date(now - DAY) }).where(eq(assets.externalId, asset.externalId));
    await app.deriveAlerts();
    expect(await alertsOf('assetId', asset.externalId)).toMatchObject([{ alertStatus: 'RESOLVED' }, { alertStatus: 'OPEN' }]);
  });

  it('follows the account window and the asset status', async () => {
    const now = app.now().getTime();
    const asset = await anAsset(new Date(now + 40 * DAY));
    await app.deriveAlerts();
    expect(await alertsOf('assetId', asset.externalId)).toEqual([]);
    await database.db.update(accounts).set({ pmAlertsDurationMinutes: 45 * 1440 }).where(eq(accounts.externalId, asset.accountId));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('assetId', asset.externalId))).toHaveLength(1);
    await database.db.update(assets).set({ status: 'INACTIVE' }).where(eq(assets.externalId, asset.externalId));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('assetId', asset.externalId))).toEqual([]);
    await database.db.update(accounts).set({ pmAlertsDurationMinutes: 30 * 1440 }).where(eq(accounts.externalId, asset.accountId));
  });

  /** A new ACTIVE location with a par definition of one model, holding `stock` ACTIVE assets of it. */
  async function aParLocation(min: number, max: number, stock: number) {
    const account = await anAccount({});
    const db = database.db;
    const [location] = await db
      .insert(locations)
      .values({ name: `Par room ${Date.now()}`, type: 'STORAGE', utilizationStatus: 'INVENTORY', accountId: account.accountId, facilityId: account.facilityId })
      .returning();
    const [model] = await db.select({ id: models.externalId, code: models.modelCode }).from(models).where(eq(models.status, 'ACTIVE')).limit(1);
    const [par] = await db.insert(parDefinitions).values({ locationId: location!.externalId }).returning();
    const [entry] = await db.insert(parEntries).values({ parDefinitionId: par!.externalId, modelId: model!.id, min, max }).returning();
    const candidates = await db
      .select({ id: assets.externalId })
      .from(assets)
      .where(and(eq(assets.modelId, model!.id), eq(assets.status, 'ACTIVE'), ne(assets.accountId, sql`'00000000-0000-0000-0000-000000000000'`)))
      .limit(stock);
    expect(candidates).toHaveLength(stock);
    for (const c of candidates) await db.update(assets).set({ locationId: location!.externalId }).where(eq(assets.externalId, c.id));
    return { location: location!, model: model!, entry: entry!, stocked: candidates.map((c) => c.id) };
  }

  it('raises a PAR alert listing the entries outside min..max, follows the stock, and resolves when it is back within par', async () => {
    const { location, model, entry, stocked } = await aParLocation(3, 5, 1);
    await app.deriveAlerts();
    const [alert, ...more] = await alertsOf('locationId', location.externalId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ kind: 'PAR', alertStatus: 'OPEN', message: `Par levels out of range at ${location.name}.` });
    const listed = await page<ParAlert>('par', { search: location.name, statuses: ['OPEN'] });
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]!.entries).toEqual([{ model: model.id, modelCode: model.code, ...(listed.items[0]!.entries[0]!.modelDescription ? { modelDescription: listed.items[0]!.entries[0]!.modelDescription } : {}), min: 3, max: 5, stockQuantity: 1 }]);

    // One more asset: still short, the entry shows the new count.
    const [another] = await database.db
      .select({ id: assets.externalId })
      .from(assets)
      .where(and(eq(assets.modelId, model.id), eq(assets.status, 'ACTIVE'), sql`${assets.locationId} is distinct from ${location.externalId}`))
      .limit(1);
    await database.db.update(assets).set({ locationId: location.externalId }).where(eq(assets.externalId, another!.id));
    expect((await app.deriveAlerts()).par.updated).toBe(1);
    expect((await alertsOf('locationId', location.externalId))[0]!.entries).toMatchObject([{ count: 2, min: 3, max: 5 }]);

    // The par definition lowered to what is there: resolved.
    await database.db.update(parEntries).set({ min: 2 }).where(eq(parEntries.id, entry.id));
    expect((await app.deriveAlerts()).par.resolved).toBe(1);
    expect(await alertsOf('locationId', location.externalId)).toMatchObject([{ alertStatus: 'RESOLVED' }]);

    // Over the maximum (an INACTIVE asset does not count): raised again.
    await database.db.update(parEntries).set({ min: 0, max: 1 }).where(eq(parEntries.id, entry.id));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('locationId', location.externalId))).toMatchObject([{ entries: [{ count: 2, min: 0, max: 1 }] }]);
    await database.db.update(assets).set({ status: 'INACTIVE' }).where(eq(assets.externalId, stocked[0]!));
    await app.deriveAlerts();
    expect(unresolved(await alertsOf('locationId', location.externalId))).toEqual([]);
  });

  it('is idempotent when runs overlap: one unresolved alert per subject whoever runs', async () => {
    const order = await anOrder({}, { sendLateOrderAlerts: true });
    const asset = await anAsset(new Date(app.now().getTime() + DAY));
    const { location } = await aParLocation(4, 6, 0);
    const now = app.now();
    // Runs of several processes at once: the same statements on the same database, started together.
    const reports = await Promise.all([deriveAlerts(database.db, now), deriveAlerts(database.db, now), deriveAlerts(database.db, now), app.deriveAlerts()]);
    expect(reports.reduce((n, r) => n + r.orders.raised, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.pm.raised, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.par.raised, 0)).toBe(1);
    expect(unresolved(await alertsOf('orderId', order.externalId))).toHaveLength(1);
    expect(unresolved(await alertsOf('assetId', asset.externalId))).toHaveLength(1);
    expect(unresolved(await alertsOf('locationId', location.externalId))).toHaveLength(1);
    // The database itself refuses a second open alert of a subject.
    await expect(
      database.db.insert(alerts).values({ kind: 'ORDER', alertStatus: 'OPEN', message: 'again', accountId: order.accountId, facilityId: order.facilityId, orderId: order.externalId }),
    ).rejects.toThrow();
  });

  it('resolves the seed\'s alerts whose condition does not hold and leaves none unresolved that the data does not raise', async () => {
    const leftover = await database.db.execute(sql`select count(*)::int as n from alerts x where x.kind = 'ORDER' and x.alert_status <> 'RESOLVED'
      and exists (select 1 from orders o where o.external_id = x.order_id and o.order_status in ('COMPLETED', 'CANCELLED', 'REJECTED', 'PARTIAL'))`);
    expect((leftover as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('the schedule of a server process', () => {
  it('derives when it starts and after a write that can change a condition, without being asked', async () => {
    const db = database.db;
    const [account] = await db.select({ id: accounts.externalId, facilityId: accounts.facilityId }).from(accounts).where(eq(accounts.status, 'ACTIVE')).limit(1);
    await db.update(accounts).set({ sendLateOrderAlerts: true }).where(eq(accounts.externalId, account!.id));
    const [late] = await db
      .insert(orders)
      .values({ orderNumber: `SOS${Date.now()}`, accountId: account!.id, facilityId: account!.facilityId, deliverTo: 'Ward 9', type: 'STAT', nature: 'DELIVERY', orderStatus: 'ASSIGNED', promisedTime: new Date(Date.now() - MINUTE) })
      .returning();
    const scheduled = await testApp(db, { deriveAlertsEveryMs: 60_000 });
    try {
      const waitFor = async (check: () => Promise<boolean>) => {
        for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
        expect(await check()).toBe(true);
      };
      // The run at start raised it.
      await waitFor(async () => unresolved(await alertsOf('orderId', late!.externalId)).length === 1);
      // Cancelling it through the API resolves it soon after, without a call to derive.
      const token = await login(scheduled, 'admin');
      const cancel = await scheduled.inject({ method: 'POST', url: `/api/orders/${late!.externalId}/cancel`, headers: authed(token) });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await waitFor(async () => unresolved(await alertsOf('orderId', late!.externalId)).length === 0);
    } finally {
      await scheduled.close();
    }
  });
});
