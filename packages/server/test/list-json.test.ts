/**
 * List pages built as JSON by PostgreSQL (`json.ts`, the assets declaration's `json`): awkward values (quotes, control
 * characters, non-BMP text, microsecond timestamps, missing relations, several tags) arrive exactly, the read of one
 * asset answers the very item its list page sends (both built from the one declaration, `builtItems`), the read model
 * keeps and rebuilds items, and the JSON builders write what JSON.stringify writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { ListResponse } from '@equipdesk/api-client/contract';
import { authed, createTestDatabase, login, testApp, type TestDatabase } from './helpers';
import { assetResource } from '../src/assets/resource';
import { enterpriseResource } from '../src/admin/enterprises';
import { accounts, assetListItems, assetTags, assets, contracts, locations, models, products } from '../src/db/schema';
import { loadSession } from '../src/auth/session';
import { DEFAULT_TOKEN_POLICY } from '../src/auth/tokens';
import { fillJsonStore } from '../src/resources/jsonList';
import { listConditions, readMappedList } from '../src/resources/listRead';
import { parseListQuery } from '../src/resources/listQuery';
import type { RequestContext } from '../src/resources/definition';
import { jsonBoolean, jsonColumn, jsonIso, jsonLiteral, jsonNumber, jsonObject, jsonString, jsonStringArray, jsonText, type JsonSql } from '../src/resources/json';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;

/** Every character JSON.stringify escapes, and some it does not. */
const AWKWARD = `quote " backslash \\ slash / tab \t newline \n cr \r bs \b ff \f ctl \u0001\u001f del \u007f ls \u2028 ps \u2029 é 漢 🙂 '`;

async function contextFor(token: string): Promise<RequestContext> {
  const session = await loadSession(database.db, token, new Date(), DEFAULT_TOKEN_POLICY);
  if (!session) throw new Error('no session');
  return { db: database.db, session, now: new Date(), request: null };
}

/** A list page as the console reads it. */
async function listed(url: string, token = adminToken): Promise<ListResponse<unknown>> {
  const response = await app.inject({ method: 'GET', url, headers: authed(token) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as ListResponse<unknown>;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  adminToken = await login(app, 'admin');
  // Awkward values on a few assets: text the JSON encoders must escape alike, a timestamp with
  // microseconds (a JS Date keeps milliseconds), missing relations and several tags in id order.
  const some = await database.db.select({ id: assets.externalId }).from(assets).where(eq(assets.status, 'ACTIVE')).orderBy(assets.internalId).limit(3);
  const [a, b, c] = some.map((r) => r.id);
  await database.db
    .update(assets)
    .set({ notes: AWKWARD, customerAssetNumber: 'CAN-"odd"\\', purchaseDate: sql`'2024-02-29 23:59:59.999999+00'::timestamptz` })
    .where(eq(assets.externalId, a!));
  await database.db.update(assets).set({ productId: null, contractId: null, locationId: null, erpOwnerId: null, notes: '' }).where(eq(assets.externalId, b!));
  await database.db.delete(assetTags).where(eq(assetTags.assetId, c!));
  await database.db.insert(assetTags).values([
    { assetId: c!, tag: 'ZZTAG-2' },
    { assetId: c!, tag: 'AATAG-1' },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('assets list built by PostgreSQL', () => {
  it('carries awkward text, microsecond timestamps, missing relations and tags exactly', async () => {
    const body = await listed('/api/assets?pageSize=1000&sortBy=purchaseDate&sortDirection=desc');
    const items = body.items as { notes: string | null; customerAssetNumber: string | null; purchaseDate: string | null; product: unknown; contract: unknown; currentLocation: unknown; erpOwner: unknown; tags: string[] }[];
    const odd = items.find((i) => i.notes === AWKWARD);
    expect(odd).toBeDefined();
    expect(odd?.customerAssetNumber).toBe('CAN-"odd"\\');
    expect(odd?.purchaseDate).toBe('2024-02-29T23:59:59.999Z');
    expect(items.some((i) => i.notes === '' && i.product === null && i.contract === null && i.currentLocation === null && i.erpOwner === null)).toBe(true);
    expect(items.find((i) => i.tags.includes('AATAG-1'))?.tags).toEqual(['ZZTAG-2', 'AATAG-1']);
  });

  it('answers the read of one asset with the item its list page sends', async () => {
    const items = (await listed('/api/assets?pageSize=1000')).items as { externalId: string; notes: string | null }[];
    for (const item of [items[0]!, items.find((i) => i.notes === AWKWARD)!, items.at(-1)!]) {
      const response = await app.inject({ method: 'GET', url: `/api/assets/${item.externalId}`, headers: authed(adminToken) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify({ success: true, result: item }));
    }
  });

  it('keeps the count on a page past the end', async () => {
    const whole = await listed('/api/assets?pageSize=10');
    const past = await listed('/api/assets?pageSize=10&pageIndex=100000');
    expect(past).toEqual({ success: true, count: whole.count, items: [] });
    expect(await listed('/api/assets?search=no-such-asset-anywhere')).toEqual({ success: true, count: 0, items: [] });
  });
});

describe('the assets list read model', () => {
  type Item = { externalId: string; notes: string | null; tags: string[]; model: { externalId: string }; product: { externalId: string } | null; account: { externalId: string }; erpOwner: unknown; contract: { externalId: string } | null; currentLocation: { externalId: string } | null };
  const url = '/api/assets?pageSize=20&sortBy=serialNumber&sortDirection=asc';

  async function firstItem(): Promise<Item> {
    const body = await listed(url);
    return body.items[0] as Item;
  }

  it('stores the items a page built and answers later pages from them', async () => {
    const item = await firstItem();
    const [row] = await database.db
      .select({ item: assetListItems.item })
      .from(assetListItems)
      .innerJoin(assets, eq(assets.internalId, assetListItems.assetInternalId))
      .where(eq(assets.externalId, item.externalId));
    expect(JSON.parse(row!.item!)).toEqual(item);
    // A stored item is what the list sends (proves the page reads the read model). The read model is not a change
    // of data (list pages write it as they read), so the same page is asked for by another URL: the first answer is kept.
    await database.db.execute(sql`update ${assetListItems} set item = '{"stored":true}' from ${assets} where ${assets.internalId} = ${assetListItems.assetInternalId} and ${assets.externalId} = ${item.externalId}`);
    const response = await app.inject({ method: 'GET', url: `${url}&pageIndex=0`, headers: authed(adminToken) });
    expect((response.json() as { items: unknown[] }).items[0]).toEqual({ stored: true });
    // Any change of the asset clears it.
    await database.db.update(assets).set({ lastScannedBy: 'tester' }).where(eq(assets.externalId, item.externalId));
    expect((await firstItem()).externalId).toBe(item.externalId);
  });

  it('rebuilds an item after its asset, its tags or any related row changes', async () => {
    let item = await firstItem();
    await database.db.update(assets).set({ notes: 'changed notes' }).where(eq(assets.externalId, item.externalId));
    expect((await firstItem()).notes).toBe('changed notes');
    await database.db.insert(assetTags).values({ assetId: item.externalId, tag: 'READMODEL-TAG' });
    expect((await firstItem()).tags).toContain('READMODEL-TAG');
    await database.db.delete(assetTags).where(eq(assetTags.tag, 'READMODEL-TAG'));
    expect((await firstItem()).tags).not.toContain('READMODEL-TAG');
    // Each relation: change it, and the page follows.
    item = await firstItem();
    await database.db.update(models).set({ modelDescription: 'renamed model' }).where(eq(models.externalId, item.model.externalId));
    expect((await firstItem()).model).toMatchObject({ modelDescription: 'renamed model' });
    await database.db.update(accounts).set({ name: 'renamed account' }).where(eq(accounts.externalId, item.account.externalId));
    expect((await firstItem()).account).toMatchObject({ name: 'renamed account' });
    const withAll = (await listed('/api/assets?pageSize=1000')).items as Item[];
    const rich = withAll.find((i) => i.product && i.contract && i.currentLocation && i.erpOwner)!;
    expect(rich).toBeDefined();
    const one = `/api/assets?pageSize=5&search=${encodeURIComponent((rich as unknown as { serialNumber: string }).serialNumber)}`;
    await listed(one);
    await database.db.update(products).set({ itemDescription: 'renamed product' }).where(eq(products.externalId, rich.product!.externalId));
    expect(((await listed(one)).items[0] as Item).product).toMatchObject({ itemDescription: 'renamed product' });
    await database.db.update(contracts).set({ contractNo: '99999' }).where(eq(contracts.externalId, rich.contract!.externalId));
    expect(((await listed(one)).items[0] as Item).contract).toMatchObject({ contractNo: '99999' });
    await database.db.update(locations).set({ name: 'renamed location' }).where(eq(locations.externalId, rich.currentLocation!.externalId));
    expect(((await listed(one)).items[0] as Item).currentLocation).toMatchObject({ name: 'renamed location' });
    await database.db.execute(sql`update ${accounts} set name = 'renamed owner' where ${accounts.externalId} = (select ${assets.erpOwnerId} from ${assets} where ${assets.externalId} = ${rich.externalId})`);
    const after = (await listed(one)).items as { product: { itemDescription: string }; contract: { contractNo: string }; currentLocation: { name: string }; erpOwner: { name: string } }[];
    expect(after[0]).toMatchObject({ product: { itemDescription: 'renamed product' }, contract: { contractNo: '99999' }, currentLocation: { name: 'renamed location' }, erpOwner: { name: 'renamed owner' } });
  });

  it('does not store an item built from what a later change replaced', async () => {
    const item = await firstItem();
    const key = sql`(select ${assets.internalId} from ${assets} where ${assets.externalId} = ${item.externalId})`;
    await database.db.execute(sql`update ${assetListItems} set item = null where ${assetListItems.assetInternalId} = ${key}`);
    // A page that read generation g stores only while g is current: bump it, then store with g.
    const [before] = await database.db.select({ g: assetListItems.generation }).from(assetListItems).where(sql`${assetListItems.assetInternalId} = ${key}`);
    await database.db.update(assets).set({ notes: 'newer' }).where(eq(assets.externalId, item.externalId));
    await database.db.execute(sql`update ${assetListItems} set item = '{"stale":true}' where ${assetListItems.assetInternalId} = ${key} and ${assetListItems.generation} = ${before!.g}`);
    expect((await firstItem()).notes).toBe('newer');
  });

  it('fills every missing item at once', async () => {
    await database.db.execute(sql`update ${assetListItems} set item = null`);
    await fillJsonStore(assetResource, database.db);
    const [missing] = await database.db.select({ n: sql<number>`count(*)::int` }).from(assetListItems).where(sql`${assetListItems.item} is null`);
    expect(missing!.n).toBe(0);
    const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(assetListItems);
    const [assetCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(assets);
    expect(all!.n).toBe(assetCount!.n);
    const every = await listed('/api/assets?pageSize=1000&statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED');
    expect(every.count).toBe(assetCount!.n);
  });
});

describe('list pages mapped in JavaScript', () => {
  it('count every matching row in the same query, and still on a page past the end', async () => {
    const ctx = await contextFor(adminToken);
    const all = parseListQuery(enterpriseResource, { pageSize: '1000', statuses: ['ACTIVE', 'INACTIVE', 'REMOVED'] });
    const everything = await readMappedList(enterpriseResource, ctx, await listConditions(enterpriseResource, all, ctx), all);
    expect(everything.count).toBe(everything.items.length);
    expect(everything.count).toBeGreaterThan(2);
    const second = parseListQuery(enterpriseResource, { pageSize: '1', pageIndex: '1', statuses: ['ACTIVE', 'INACTIVE', 'REMOVED'] });
    const page = await readMappedList(enterpriseResource, ctx, await listConditions(enterpriseResource, second, ctx), second);
    expect(page.count).toBe(everything.count);
    expect(page.items).toEqual([everything.items[1]]);
    const past = parseListQuery(enterpriseResource, { pageSize: '10', pageIndex: '500' });
    const empty = await readMappedList(enterpriseResource, ctx, await listConditions(enterpriseResource, past, ctx), past);
    expect(empty.items).toEqual([]);
    expect(empty.count).toBeGreaterThan(0);
  });
});

describe('JSON builders', () => {
  async function text(value: JsonSql): Promise<string> {
    const result = await database.db.execute(sql`select ${jsonText(value as JsonSql)} as v`);
    return (result as unknown as { rows: { v: string }[] }).rows[0]!.v;
  }

  it('write what JSON.stringify writes', async () => {
    expect(await text(jsonString(sql`${AWKWARD}::text`))).toBe(JSON.stringify(AWKWARD));
    expect(await text(jsonString(sql`null::text`))).toBe('null');
    expect(await text(jsonIso(sql`'2026-01-02 03:04:05.0069+05:30'::timestamptz`))).toBe(JSON.stringify(new Date('2026-01-01T21:34:05.006Z')));
    expect(await text(jsonIso(sql`null::timestamptz`))).toBe('null');
    expect(await text(jsonNumber(sql`42`))).toBe('42');
    expect(await text(jsonBoolean(sql`1 = 1`))).toBe('true');
    expect(await text(jsonBoolean(sql`null::boolean`))).toBe('null');
    expect(await text(jsonLiteral("it's"))).toBe(`"it's"`);
    const object = jsonObject({ a: jsonNumber(sql`1`), b: jsonObject({ c: jsonString(sql`'x'::text`) }), d: jsonObject({ e: jsonLiteral(null) }, { when: sql`false` }) });
    expect(await text(object)).toBe(JSON.stringify({ a: 1, b: { c: 'x' }, d: null }));
    expect(await text(jsonObject({}))).toBe('{}');
    expect(await text(jsonStringArray(sql`from (values (2, 'b'), (1, 'a')) v(i, s)`, sql`v.s`, sql`v.i`))).toBe('["a","b"]');
    expect(await text(jsonStringArray(sql`from (values (1, 'a')) v(i, s) where false`, sql`v.s`, sql`v.i`))).toBe('[]');
  });

  it('refuse what they cannot write byte for byte', () => {
    expect(() => jsonColumn({ name: 'entries', columnType: 'PgJsonb' } as never)).toThrow(/no byte-exact JSON encoding/);
    expect(() => jsonObject({ 'bad"key': jsonLiteral(1) })).toThrow(/unsupported key/);
  });
});
