/**
 * The asset register over HTTP, reading (spec 3 §2.3, §5 "Asset", §7 "Assets"): lists, exists, bySerialNumber,
 * the assets ddlist and an account's models; the supervisor's entity actions; the seeded history.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ASSET_SEARCH_PAGE_SIZE, MESSAGES, PRODUCTIVITY_CHANGE_TYPES } from '@equipdesk/api-client/contract';
import type { Asset, AssetDdItem, ModelDdItem } from '@equipdesk/api-client/contract';
import { assetMutations, assets, models } from '../src/db/schema';
import { json } from './helpers';
import { database, get, post, list, f, mutationsOf, created, useAssetsFixture } from './assetsFixture';

useAssetsFixture();

describe('reading assets', () => {
  it('answers GET assets/{id} within the caller’s scope', async () => {
    expect(json<{ result: Asset }>(await get(`/api/assets/${f.insideAsset.externalId}`, 'supervisor')).result.serialNumber).toBe(f.insideAsset.serialNumber);
    expect((await get(`/api/assets/${f.outsideAsset.externalId}`, 'supervisor')).statusCode).toBe(404);
    expect((await get(`/api/assets/${f.outsideAsset.externalId}`)).statusCode).toBe(200);
  });

  it('finds an asset by its serial number, within scope', async () => {
    const found = json<{ success: boolean; result: Asset }>(await get(`/api/assets/bySerialNumber/${encodeURIComponent(f.insideAsset.serialNumber.toLowerCase())}`, 'supervisor'));
    expect(found).toMatchObject({ success: true, result: { externalId: f.insideAsset.externalId } });
    const outside = await get(`/api/assets/bySerialNumber/${encodeURIComponent(f.outsideAsset.serialNumber)}`, 'supervisor');
    expect(outside.statusCode).toBe(404);
    expect(json(outside)).toMatchObject({ success: false, message: 'Asset was not found.' });
    expect((await get(`/api/assets/bySerialNumber/${encodeURIComponent(f.outsideAsset.serialNumber)}`)).statusCode).toBe(200);
    expect((await get('/api/assets/bySerialNumber/NO-SUCH-SERIAL')).statusCode).toBe(404);
    // A pattern character is taken as itself.
    expect((await get('/api/assets/bySerialNumber/%25')).statusCode).toBe(404);
  });

  it('answers exists for a serial number + model pair', async () => {
    const a = await created({ serialNumber: 'T-EXISTS-1' });
    const exists = (q: string, who = 'admin') => get(`/api/assets/exists?${q}`, who);
    expect(json(await exists(`serialNumber=t-exists-1&model=${f.model.externalId}`))).toEqual({ result: { valid: false } });
    expect(json(await exists(`serialNumber=T-EXISTS-1&model=${f.model.externalId}&externalId=${a.externalId}`))).toEqual({ result: { valid: true } });
    expect(json(await exists(`serialNumber=T-EXISTS-1&model=${f.otherModel.externalId}`))).toEqual({ result: { valid: true } });
    expect(json(await exists(`serialNumber=T-EXISTS-2&model=${f.model.externalId}`))).toEqual({ result: { valid: true } });
    expect(json(await exists('serialNumber=T-EXISTS-1&model=nonsense'))).toEqual({ result: { valid: true } });
    const missing = await exists('serialNumber=T-EXISTS-1');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ success: false, message: 'model is required.' });
    // Within the caller's scope, as every exists check.
    const [outside] = await database.db.select().from(assets).where(eq(assets.externalId, f.outsideAsset.externalId));
    expect(json(await exists(`serialNumber=${outside!.serialNumber}&model=${outside!.modelId}`, 'supervisor'))).toEqual({ result: { valid: true } });
    expect(json(await exists(`serialNumber=${outside!.serialNumber}&model=${outside!.modelId}`))).toEqual({ result: { valid: false } });
  });

  it('pages the assets ddlist, at most 500 a page, scoped and without REMOVED assets', async () => {
    const all = await list<AssetDdItem>('/api/assets/ddlist');
    expect(all.items.length).toBe(Math.min(all.count, ASSET_SEARCH_PAGE_SIZE));
    expect(all.items[0]).toEqual({ externalId: expect.any(String), serialNumber: expect.any(String), modelCode: expect.any(String), modelDescription: expect.anything(), account: expect.any(String) });
    const notRemoved = Number(((await database.db.execute(sql`select count(*)::int as n from assets where status <> 'REMOVED'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(all.count).toBe(notRemoved);
    const pageTwo = await list<AssetDdItem>('/api/assets/ddlist?pageSize=10&pageIndex=1');
    const pageOne = await list<AssetDdItem>('/api/assets/ddlist?pageSize=10&pageIndex=0');
    expect(pageTwo.items).toHaveLength(10);
    expect(pageTwo.items.some((i) => pageOne.items.some((j) => j.externalId === i.externalId))).toBe(false);
    const tooMany = await get(`/api/assets/ddlist?pageSize=${ASSET_SEARCH_PAGE_SIZE + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany)).toMatchObject({ success: false, message: `pageSize may be at most ${ASSET_SEARCH_PAGE_SIZE}.` });
    const search = await list<AssetDdItem>(`/api/assets/ddlist?search=${encodeURIComponent(f.insideAsset.serialNumber)}`);
    expect(search.items.map((i) => i.externalId)).toContain(f.insideAsset.externalId);
    const byIds = await list<AssetDdItem>(`/api/assets/ddlist?externalIds=${f.insideAsset.externalId}&externalIds=${f.outsideAsset.externalId}`, 'supervisor');
    expect(byIds.items.map((i) => i.externalId)).toEqual([f.insideAsset.externalId]);
    const mine = await list<AssetDdItem>('/api/assets/ddlist', 'supervisor');
    expect(mine.count).toBeLessThan(all.count);
    expect((await get('/api/assets/ddlist?externalIds=nope')).statusCode).toBe(400);
    expect((await get('/api/assets/ddlist', 'noaccess')).statusCode).toBe(403);
  });

  it('lists the models an account has assets of', async () => {
    const items = (await list<ModelDdItem>(`/api/accounts/${f.account.externalId}/models`, 'supervisor')).items;
    const expected = await database.db
      .selectDistinct({ id: models.externalId, code: models.modelCode })
      .from(models)
      .innerJoin(assets, eq(assets.modelId, models.externalId))
      .where(and(eq(assets.accountId, f.account.externalId), ne(assets.status, 'REMOVED'), ne(models.status, 'REMOVED')))
      .orderBy(models.modelCode);
    expect(items.map((m) => m.externalId)).toEqual(expected.map((m) => m.id));
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ modelCode: expected[0]!.code, modelDescription: expect.any(String) });
    expect((await get(`/api/accounts/${f.outsideAccount.externalId}/models`, 'supervisor')).statusCode).toBe(404);
    expect((await get(`/api/accounts/${f.outsideAccount.externalId}/models`)).statusCode).toBe(200);
    expect((await get('/api/accounts/not-an-id/models')).statusCode).toBe(404);
  });
});

describe('asset entity actions', () => {
  it('are the supervisor’s alone, with their permission types', async () => {
    const asset = await created({}, 'supervisor');
    for (const who of ['admin', 'technician', 'standard', 'support', 'customer']) {
      const response = await post(`/api/assets/${asset.externalId}/deactivate`, undefined, who);
      expect(response.statusCode, who).toBe(403);
      expect(json(response)).toEqual({ success: false, message: MESSAGES.notPrivileged });
    }
    const [row] = await database.db.select().from(assets).where(eq(assets.externalId, asset.externalId));
    expect(row!.status).toBe('ACTIVE');
    expect(json(await post(`/api/assets/${asset.externalId}/deactivate`, undefined, 'supervisor'))).toEqual({ success: true, message: 'Asset deactivated successfully.' });
    expect(json(await post(`/api/assets/${asset.externalId}/activate`, undefined, 'supervisor'))).toEqual({ success: true, message: 'Asset activated successfully.' });
    expect(json(await post(`/api/assets/${asset.externalId}/remove`, undefined, 'supervisor'))).toEqual({ success: true, message: 'Asset removed successfully.' });
    const history = await mutationsOf(asset.externalId);
    expect(history.map((m) => m.changeStatus)).toEqual(['REMOVED', 'ACTIVATED', 'DEACTIVATED', 'CREATED']);
    expect(history.every((m) => m.createdBy === 'supervisor' && m.module === 'WEB')).toBe(true);
    expect(history.filter((m) => m.stopTimestamp === null)).toHaveLength(1);
  });

  it('still need the permission type: a supervisor without DELETE is refused', async () => {
    const asset = await created({}, 'supervisor');
    await database.db.execute(sql`update role_permissions rp set granted = false from roles r, permissions p
      where rp.role_id = r.external_id and rp.permission_id = p.external_id and r.identifier = 'ROLE_SUPERVISOR'
        and p.value = 'assets' and p.type = 'DELETE' and p.context = 'URI'`);
    try {
      // The session's grants are read again once the matrix changed.
      expect((await post(`/api/assets/${asset.externalId}/remove`, undefined, 'supervisor')).statusCode).toBe(403);
      expect((await post(`/api/assets/${asset.externalId}/deactivate`, undefined, 'supervisor')).statusCode).toBe(200);
    } finally {
      await database.db.execute(sql`update role_permissions rp set granted = true from roles r, permissions p
        where rp.role_id = r.external_id and rp.permission_id = p.external_id and r.identifier = 'ROLE_SUPERVISOR'
          and p.value = 'assets' and p.type = 'DELETE' and p.context = 'URI'`);
    }
  });

  it('answer 404 for an asset outside the supervisor’s scope, and change nothing', async () => {
    const before = await mutationsOf(f.outsideAsset.externalId);
    for (const action of ['activate', 'deactivate', 'remove']) {
      expect((await post(`/api/assets/${f.outsideAsset.externalId}/${action}`, undefined, 'supervisor')).statusCode).toBe(404);
    }
    const [row] = await database.db.select().from(assets).where(eq(assets.externalId, f.outsideAsset.externalId));
    expect(row!.status).toBe('ACTIVE');
    expect(await mutationsOf(f.outsideAsset.externalId)).toEqual(before);
  });
});

describe('the seeded history', () => {
  it('gives assets several changes over past months, in one vocabulary, each ending in the asset as seeded', async () => {
    const rows = (await database.db.execute(sql`select count(*)::int as n, count(distinct asset_id)::int as assets,
        min(start_timestamp) as first, count(*) filter (where change_status = 'SCANNED')::int as scans,
        count(*) filter (where old_location is distinct from new_location and change_status <> 'CREATED')::int as moves,
        count(*) filter (where old_utilization_status is distinct from new_utilization_status and change_status <> 'CREATED')::int as status_changes
      from asset_mutations where created_by <> 'admin' and created_by <> 'supervisor' or module <> 'WEB'`)) as unknown as {
      rows: { n: number; assets: number; first: string; scans: number; moves: number; status_changes: number }[];
    };
    const stats = rows.rows[0]!;
    expect(stats.n / stats.assets).toBeGreaterThanOrEqual(3);
    expect(Date.now() - new Date(stats.first).getTime()).toBeGreaterThan(90 * 86_400_000);
    expect(stats.scans).toBeGreaterThan(0);
    expect(stats.moves).toBeGreaterThan(0);
    expect(stats.status_changes).toBeGreaterThan(0);
    const types = await database.db.selectDistinct({ type: assetMutations.changeStatus }).from(assetMutations);
    const known: readonly string[] = PRODUCTIVITY_CHANGE_TYPES.map((t) => t.value);
    expect(types.every((t) => t.type !== null && known.includes(t.type))).toBe(true);
    // Each asset's newest row shows it as it is (a seeded asset nobody has changed in these tests).
    const mismatches = (await database.db.execute(sql`select count(*)::int as n from assets a
      join lateral (select * from asset_mutations m where m.asset_id = a.external_id order by m.start_timestamp desc, m.internal_id desc limit 1) m on true
      where a.created_by <> 'admin' and (m.new_utilization_status is distinct from a.utilization_status
        or m.new_location is distinct from (select name from locations l where l.external_id = a.location_id)
        or m.new_scanned_timestamp is distinct from a.last_scanned_timestamp
        or m.start_timestamp <> a.last_modified_timestamp)`)) as unknown as { rows: { n: number }[] };
    expect(mismatches.rows[0]!.n).toBe(0);
  });
});
