/**
 * The large seed's bulk path (seed/bulk.ts), forced at 10,000 assets: the volumes follow the scale (two copies of
 * the accounts and locations, at least ten history rows per asset, orders a tenth of the assets at least), every key
 * and index is back after the load, and the lists and dashboard answer what the tables hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ListResponse, ResultResponse, CommissionedStatistic } from '@equipdesk/api-client/contract';
import { rowsOf } from '../src/db/index';
import { BULK_FRAME } from '../src/seed/bulk';
import { seedDemo, type SeedReport } from '../src/seed/seed';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

const SCALE = 10_000;
let database: TestDatabase;
let app: FastifyInstance;
let report: SeedReport;
let admin: Record<string, string>;

async function countOf(query: string): Promise<number> {
  return rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${query}`)))[0]!.n;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  report = await seedDemo(database.db, { scale: SCALE, bulk: true, now: new Date('2026-03-01T12:00:00Z') });
  app = await testApp(database.db);
  admin = authed(await login(app, 'admin'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('bulk seed', () => {
  it('seeds the asked assets with proportional accounts, locations, history and orders', async () => {
    expect(report.steps).toBeDefined();
    expect(await countOf('assets')).toBe(SCALE);
    expect(report.counts.assets).toBe(SCALE);
    const frame = await seedFrameCounts();
    // Two copies of the frame's accounts and locations for 10,000 assets (one per 5,000).
    expect(await countOf('accounts')).toBe(2 * frame.accounts);
    expect(await countOf('locations')).toBe(2 * frame.locations);
    expect(await countOf('asset_mutations')).toBeGreaterThanOrEqual(10 * SCALE);
    expect(await countOf('orders')).toBeGreaterThanOrEqual(SCALE / 10);
    expect(await countOf('order_items')).toBeGreaterThan(await countOf('orders'));
    expect(await countOf(`alerts where kind = 'PM'`)).toBeGreaterThan(0);
    expect(await countOf('visit_tasks')).toBeGreaterThan(0);
    expect(await countOf('utilization_metrics')).toBeGreaterThan(0);
    // Every asset has a history that starts at its creation and ends at its last change.
    expect(await countOf(`assets a where not exists (select 1 from asset_mutations m where m.asset_id = a.external_id)`)).toBe(0);
    expect(
      await countOf(`assets a join asset_mutations m on m.asset_id = a.external_id and m.stop_timestamp is null
        where m.start_timestamp <> a.last_modified_timestamp or m.new_utilization_status is distinct from a.utilization_status`),
    ).toBe(0);
    // Commissioned assets carry a tag, the others none; serials and tags are unique.
    expect(await countOf(`assets a where a.commissioned <> exists (select 1 from asset_tags t where t.asset_id = a.external_id)`)).toBe(0);
    expect(await countOf('(select serial_number from assets group by 1 having count(*) > 1) x')).toBe(0);
  });

  it('keeps the copies inside their accounts: an asset’s location and order’s account belong together', async () => {
    expect(await countOf(`assets a join locations l on l.external_id = a.location_id where l.account_id <> a.account_id`)).toBe(0);
    expect(await countOf(`orders o join locations l on l.external_id = o.delivery_location_id where l.account_id <> o.account_id`)).toBe(0);
    expect(await countOf(`accounts a where not exists (select 1 from assets x where x.account_id = a.external_id) and a.status <> 'REMOVED'`)).toBeLessThan(5);
  });

  it('builds every foreign key and index again after the load', async () => {
    const keys = await countOf(`pg_constraint where contype = 'f' and conrelid::regclass::text in ('assets', 'asset_mutations', 'asset_tags', 'orders', 'alerts', 'locations')`);
    expect(keys).toBeGreaterThanOrEqual(20);
    for (const index of ['assets_serial_model_uq', 'assets_modified_idx', 'asset_tags_tag_uq', 'asset_mutations_asset_idx', 'orders_order_number_uq', 'alerts_open_asset_uq']) {
      expect(await countOf(`pg_indexes where indexname = '${index}'`), index).toBe(1);
    }
    expect(await countOf('asset_list_items where item is null')).toBe(0);
  });

  it('answers lists and dashboard statistics that agree with the tables', async () => {
    const assets = json<ListResponse<unknown>>(await app.inject({ method: 'GET', url: '/api/assets?pageSize=50', headers: admin }));
    // The list shows the ACTIVE assets unless asked for others.
    expect(assets.count).toBe(await countOf(`assets where status = 'ACTIVE'`));
    expect(assets.count).toBeGreaterThan(SCALE * 0.8);
    expect(assets.items).toHaveLength(50);
    const orders = json<ListResponse<unknown>>(await app.inject({ method: 'GET', url: '/api/orders?pageSize=1', headers: admin }));
    expect(orders.count).toBe(await countOf(`orders where status = 'ACTIVE'`));
    const commissioned = await app.inject({ method: 'GET', url: '/api/stats/assets/commissionedOverall/dashboard', headers: admin });
    expect(commissioned.statusCode, commissioned.body).toBe(200);
    const result = json<ResultResponse<CommissionedStatistic>>(commissioned).result;
    // The dashboard counts the ACTIVE assets, the commissioned ones among them.
    expect(result).toEqual({ total: await countOf(`assets where status = 'ACTIVE'`), commissioned: await countOf(`assets where status = 'ACTIVE' and commissioned`) });
  });
});

async function seedFrameCounts(): Promise<{ accounts: number; locations: number }> {
  // The frame is the demo seed of BULK_FRAME assets: its accounts and locations are the ones without a copy suffix.
  expect(BULK_FRAME).toBeLessThan(SCALE);
  return {
    accounts: await countOf(`accounts where account_no not like '%-%'`),
    locations: await countOf(`locations l join accounts a on a.external_id = l.account_id where a.account_no not like '%-%'`),
  };
}
