/**
 * The asset register over HTTP (spec 3 §2.3, §2.4, §3, §5 "Asset", §6, §7 "Assets"): saves with the spec's rules
 * and messages and the server's dependency checks, the history row each change writes in its own transaction,
 * the supervisor's entity actions, exists, bySerialNumber, the assets ddlist, an account's models, and the
 * productivity calls (history, report, exports) with their filters, limits and scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { ASSET_SEARCH_PAGE_SIZE, MESSAGES, PRODUCTIVITY_CHANGE_TYPES, formatMessage } from '@equipdesk/api-client/contract';
import type { Asset, AssetDdItem, ListResponse, ModelDdItem, ProductivityChangeType, ProductivityRow, SaveResponse } from '@equipdesk/api-client/contract';
import { accounts, assetMutations, assetTags, assets, contracts, locations, models, products, userAccounts, userFacilities, users } from '../src/db/schema';
import { parseTimestamp } from '../src/assets/productivity';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
/** The server's clock: each save moves it on a second, so history rows have an order of their own. */
let clock = new Date();
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

const as = (username: string) => headers.get(username)!;
const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: as(who) });
const put = (url: string, payload: unknown, who = 'admin') => {
  tick();
  return app.inject({ method: 'PUT', url, headers: as(who), payload: payload as object });
};
const post = (url: string, payload?: unknown, who = 'admin') => {
  tick();
  return app.inject({ method: 'POST', url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) });
};
const errorsOf = (r: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries((json<{ errors?: { field: string; message: string }[] }>(r).errors ?? []).map((e) => [e.field, e.message]));
const list = async <T>(url: string, who = 'admin'): Promise<ListResponse<T>> => {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
};
/** The cells of a CSV answer, quoted fields (commas, quotes) read back as written. */
function csvRows(r: LightMyRequestResponse): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = r.body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
const tag = (n: number) => `E28011606000020${String(n).padStart(9, '0')}`;

/** The seed's data a test builds on: an account the supervisor works in and one outside its scope, and what hangs off each. */
interface Fixture {
  account: { externalId: string; facilityId: string; accountNo: string; name: string };
  outsideAccount: { externalId: string; facilityId: string };
  model: { externalId: string; modelCode: string };
  otherModel: { externalId: string };
  product: string;
  otherProduct: string;
  contract: string;
  otherContract: string;
  location: { externalId: string; name: string };
  secondLocation: { externalId: string; name: string };
  otherLocation: string;
  insideAsset: { externalId: string; serialNumber: string };
  outsideAsset: { externalId: string; serialNumber: string };
}
let f: Fixture;

async function mutationsOf(assetId: string) {
  return database.db.select().from(assetMutations).where(eq(assetMutations.assetId, assetId)).orderBy(sql`${assetMutations.startTimestamp} desc, ${assetMutations.internalId} desc`);
}
async function mutationCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(assetMutations);
  return Number(row?.n ?? 0);
}
async function assetCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(assets);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { now: () => clock });
  for (const username of ['admin', 'supervisor', 'technician', 'standard', 'customer', 'support', 'stakeholder', 'caregiver', 'noaccess']) {
    headers.set(username, authed(await login(app, username)));
  }
  const db = database.db;
  const [supervisor] = await db.select().from(users).where(eq(users.username, 'supervisor'));
  const mine = (await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id);
  const myFacilities = (await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id);
  // An ACTIVE account of the supervisor's with at least two ACTIVE locations and a contract of its facility.
  const candidates = await db.select().from(accounts).where(and(inArray(accounts.externalId, mine), eq(accounts.status, 'ACTIVE')));
  let account: (typeof candidates)[number] | undefined;
  let locs: (typeof locations.$inferSelect)[] = [];
  let contract: string | undefined;
  for (const a of candidates) {
    locs = await db.select().from(locations).where(and(eq(locations.accountId, a.externalId), eq(locations.status, 'ACTIVE')));
    const [c] = await db.select().from(contracts).where(and(eq(contracts.facilityId, a.facilityId), eq(contracts.status, 'ACTIVE')));
    if (locs.length >= 2 && c) {
      account = a;
      contract = c.externalId;
      break;
    }
  }
  expect(account, 'the seed gives the supervisor an account with locations and a contract').toBeDefined();
  // An ACTIVE asset of an ACTIVE account in a facility the supervisor is not given.
  const [outsideAsset] = await db
    .select()
    .from(assets)
    .innerJoin(accounts, eq(accounts.externalId, assets.accountId))
    .where(and(sql`${assets.facilityId} not in ${myFacilities}`, eq(assets.status, 'ACTIVE'), eq(accounts.status, 'ACTIVE')))
    .limit(1);
  const outsideAccount = outsideAsset!.accounts;
  const [otherContract] = await db.select().from(contracts).where(ne(contracts.facilityId, account!.facilityId)).limit(1);
  const [otherLocation] = await db.select().from(locations).where(and(ne(locations.accountId, account!.externalId), eq(locations.status, 'ACTIVE'))).limit(1);
  const withProducts = await db.execute(sql`select m.external_id, m.model_code from models m
    where m.status = 'ACTIVE' and exists (select 1 from products p where p.model_id = m.external_id and p.status = 'ACTIVE') order by m.model_code limit 2`);
  const [model, otherModel] = (withProducts as unknown as { rows: { external_id: string; model_code: string }[] }).rows;
  const [product] = await db.select().from(products).where(and(eq(products.modelId, model!.external_id), eq(products.status, 'ACTIVE'))).limit(1);
  const [otherProduct] = await db.select().from(products).where(eq(products.modelId, otherModel!.external_id)).limit(1);
  const [insideAsset] = await db.select().from(assets).where(and(eq(assets.accountId, account!.externalId), eq(assets.status, 'ACTIVE'))).limit(1);
  f = {
    account: { externalId: account!.externalId, facilityId: account!.facilityId, accountNo: account!.accountNo, name: account!.name },
    outsideAccount: { externalId: outsideAccount!.externalId, facilityId: outsideAccount!.facilityId },
    model: { externalId: model!.external_id, modelCode: model!.model_code },
    otherModel: { externalId: otherModel!.external_id },
    product: product!.externalId,
    otherProduct: otherProduct!.externalId,
    contract: contract!,
    otherContract: otherContract!.externalId,
    location: { externalId: locs[0]!.externalId, name: locs[0]!.name },
    secondLocation: { externalId: locs[1]!.externalId, name: locs[1]!.name },
    otherLocation: otherLocation!.externalId,
    insideAsset: { externalId: insideAsset!.externalId, serialNumber: insideAsset!.serialNumber },
    outsideAsset: { externalId: outsideAsset!.assets.externalId, serialNumber: outsideAsset!.assets.serialNumber },
  };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  serialNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
  model: f.model.externalId,
  account: f.account.externalId,
  tags: [],
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}, who = 'admin'): Promise<Asset> {
  const response = await put('/api/assets', form(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<SaveResponse<Asset>>(response);
  expect(body).toMatchObject({ applyStatus: 'OK', success: true, message: 'Asset created successfully.' });
  return body.result!;
}

describe('creating an asset', () => {
  it('saves the form, answers the asset and writes a CREATED history row in the same transaction', async () => {
    const before = await mutationCount();
    const asset = await created({
      serialNumber: '  T-CREATE-1 ',
      product: f.product,
      contract: f.contract,
      location: f.location.externalId,
      erpOwner: f.outsideAccount.externalId,
      purchaseDate: '2024-03-01',
      preventiveMaintainenceDate: '2027-01-15',
      utilizationStatus: 'IN USE',
      utilizationCategory: 'UTILIZED',
      businessType: 'OWNED',
      serviceType: 'PREVENTIVE',
      notes: 'Arrived boxed.',
      customerAssetNumber: 'CA-1',
      manufacturerSerialNumber: 'M-1',
      equipmentStatus: 'IN SERVICE',
      tags: [tag(1)],
    });
    expect(asset).toMatchObject({
      serialNumber: 'T-CREATE-1',
      model: { externalId: f.model.externalId, modelCode: f.model.modelCode },
      product: { externalId: f.product },
      account: { externalId: f.account.externalId, facility: f.account.facilityId },
      contract: { externalId: f.contract },
      currentLocation: { externalId: f.location.externalId },
      purchaseDate: '2024-03-01T00:00:00.000Z',
      preventiveMaintainenceDate: '2027-01-15T00:00:00.000Z',
      tags: [tag(1)],
      status: 'ACTIVE',
      createdBy: 'admin',
    });
    const [row] = await database.db.select().from(assets).where(eq(assets.externalId, asset.externalId));
    expect(row).toMatchObject({ facilityId: f.account.facilityId, commissioned: true });
    expect(await mutationCount()).toBe(before + 1);
    const [history] = await mutationsOf(asset.externalId);
    expect(history).toMatchObject({
      changeStatus: 'CREATED',
      module: 'WEB',
      serialNumber: 'T-CREATE-1',
      modelCode: f.model.modelCode,
      accountId: f.account.externalId,
      facilityId: f.account.facilityId,
      newAccountNo: f.account.accountNo,
      oldAccountNo: null,
      newAccountName: f.account.name,
      newLocation: f.location.name,
      oldLocation: null,
      newUtilizationStatus: 'IN USE',
      oldUtilizationStatus: null,
      newNotes: 'Arrived boxed.',
      newCustomerAssetNumber: 'CA-1',
      newManufacturerSerialNumber: 'M-1',
      newRfidValue: tag(1),
      createdBy: 'admin',
      stopTimestamp: null,
    });
    expect(history!.newErpAccount).not.toBeNull();
    expect(history!.newPmDate?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(history!.startTimestamp.getTime()).toBe(clock.getTime());
  });

  it('answers the spec’s messages for a form that is not valid, and writes nothing', async () => {
    const before = [await assetCount(), await mutationCount()];
    const empty = await put('/api/assets', {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ success: false, message: MESSAGES.serialNumber });
    expect(errorsOf(empty)).toEqual({ serialNumber: MESSAGES.serialNumber, model: MESSAGES.assetModelRequired, account: MESSAGES.assetAccountRequired });
    const bad = await put(
      '/api/assets',
      form({
        serialNumber: 'x'.repeat(101),
        manufacturerSerialNumber: 'x'.repeat(101),
        customerAssetNumber: 'x'.repeat(101),
        notes: 'x'.repeat(101),
        tags: ['SHORT'],
        purchaseDate: new Date(clock.getTime() + 86_400_000).toISOString(),
        preventiveMaintainenceDate: 'someday',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual({
      serialNumber: MESSAGES.serialNumber,
      manufacturerSerialNumber: MESSAGES.assetOptionalId,
      customerAssetNumber: MESSAGES.assetCustomerAssetNumber,
      notes: MESSAGES.assetNotes,
      'tags.0': MESSAGES.rfidLength,
      purchaseDate: MESSAGES.assetPurchaseDate,
      preventiveMaintainenceDate: MESSAGES.assetPmDate,
    });
    expect([await assetCount(), await mutationCount()]).toEqual(before);
  });

  it('measures "past" by the server’s clock', async () => {
    const soon = new Date(clock.getTime() + 60 * 60_000).toISOString();
    expect(errorsOf(await put('/api/assets', form({ purchaseDate: soon })))).toEqual({ purchaseDate: MESSAGES.assetPurchaseDate });
    const asset = await created({ purchaseDate: new Date(clock.getTime() - 60_000).toISOString() });
    expect(asset.purchaseDate).not.toBeNull();
  });

  it('refuses a serial number + model pair already taken, case aside and REMOVED assets included', async () => {
    const first = await created({ serialNumber: 'T-PAIR-1' });
    const again = await put('/api/assets', form({ serialNumber: 't-pair-1' }));
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ success: false, message: MESSAGES.assetExists });
    expect(errorsOf(again)).toEqual({ serialNumber: MESSAGES.assetExists });
    // The same serial number with another model is another asset.
    await created({ serialNumber: 'T-PAIR-1', model: f.otherModel.externalId });
    await database.db.update(assets).set({ status: 'REMOVED' }).where(eq(assets.externalId, first.externalId));
    expect(json(await put('/api/assets', form({ serialNumber: 'T-PAIR-1' })))).toMatchObject({ message: MESSAGES.assetExists });
  });

  it('checks what the form refers to on the server too', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ model: f.account.externalId }, 'model', MESSAGES.assetModelUnknown],
      [{ model: 'not-an-id' }, 'model', MESSAGES.assetModelUnknown],
      [{ product: f.otherProduct }, 'product', MESSAGES.assetProductOtherModel],
      [{ account: f.model.externalId }, 'account', MESSAGES.assetAccountUnknown],
      [{ erpOwner: f.model.externalId }, 'erpOwner', MESSAGES.assetErpOwnerUnknown],
      [{ contract: f.otherContract }, 'contract', MESSAGES.assetContractOtherFacility],
      [{ location: f.otherLocation }, 'location', MESSAGES.assetLocationOtherAccount],
      [{ utilizationStatus: 'NAPPING' }, 'utilizationStatus', MESSAGES.assetUtilizationStatus],
      [{ utilizationCategory: 'IN USE' }, 'utilizationCategory', MESSAGES.assetUtilizationCategory],
      [{ serviceType: 'OWNED' }, 'serviceType', MESSAGES.assetServiceType],
      [{ businessType: 'PREVENTIVE' }, 'businessType', MESSAGES.assetBusinessType],
    ];
    const before = [await assetCount(), await mutationCount()];
    for (const [overrides, field, message] of cases) {
      const response = await put('/api/assets', form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorsOf(response), JSON.stringify(overrides)).toEqual({ [field]: message });
    }
    expect([await assetCount(), await mutationCount()]).toEqual(before);
  });

  it('takes an account only within the caller’s scope', async () => {
    const outside = await put('/api/assets', form({ account: f.outsideAccount.externalId }), 'supervisor');
    expect(outside.statusCode).toBe(400);
    expect(errorsOf(outside)).toEqual({ account: MESSAGES.assetAccountUnknown });
    const inside = await created({}, 'supervisor');
    expect(inside.account.externalId).toBe(f.account.externalId);
    // An administrator sees every account.
    await created({ account: f.outsideAccount.externalId });
  });

  it('refuses an RFID value already on another asset, and writes nothing of the save', async () => {
    await created({ tags: [tag(20)] });
    const before = [await assetCount(), await mutationCount()];
    const taken = await put('/api/assets', form({ serialNumber: 'T-TAG-TAKEN', tags: [tag(21), tag(20)] }));
    expect(taken.statusCode).toBe(400);
    expect(errorsOf(taken)).toEqual({ tags: formatMessage(MESSAGES.rfidTaken, { tag: tag(20) }) });
    // The row was inserted in the transaction before the tags were checked: it went with it.
    expect([await assetCount(), await mutationCount()]).toEqual(before);
    expect(await database.db.select().from(assets).where(eq(assets.serialNumber, 'T-TAG-TAKEN'))).toEqual([]);
    expect(await database.db.select().from(assetTags).where(eq(assetTags.tag, tag(21)))).toEqual([]);
    expect(errorsOf(await put('/api/assets', form({ tags: [tag(22), tag(22)] })))).toEqual({ 'tags.1': MESSAGES.rfidRepeated });
  });

  it('needs NEW on assets', async () => {
    expect((await put('/api/assets', form(), 'customer')).statusCode).toBe(403);
    expect((await put('/api/assets', form(), 'stakeholder')).statusCode).toBe(403);
    await created({}, 'standard');
  });
});

describe('updating an asset', () => {
  it('saves the changes and writes an UPDATED row with each value before and after', async () => {
    const asset = await created({ serialNumber: 'T-UPD-1', location: f.location.externalId, notes: 'First note.', utilizationStatus: 'INVENTORY', tags: [tag(30)] });
    const response = await post(`/api/assets/${asset.externalId}`, {
      ...form({ serialNumber: 'T-UPD-1' }),
      location: f.secondLocation.externalId,
      notes: 'Second note.',
      utilizationStatus: 'IN USE',
      utilizationCategory: 'UTILIZED',
      tags: [tag(31), tag(32)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json<SaveResponse<Asset>>(response);
    expect(saved).toMatchObject({ applyStatus: 'OK', message: 'Asset updated successfully.' });
    expect(saved.result).toMatchObject({ currentLocation: { externalId: f.secondLocation.externalId }, notes: 'Second note.', tags: [tag(31), tag(32)], lastModifiedBy: 'admin' });
    // The tags were replaced: the old one is free again.
    expect(await database.db.select().from(assetTags).where(eq(assetTags.tag, tag(30)))).toEqual([]);
    const [update, create] = await mutationsOf(asset.externalId);
    expect(update).toMatchObject({
      changeStatus: 'UPDATED',
      module: 'WEB',
      oldLocation: f.location.name,
      newLocation: f.secondLocation.name,
      oldNotes: 'First note.',
      newNotes: 'Second note.',
      oldUtilizationStatus: 'INVENTORY',
      newUtilizationStatus: 'IN USE',
      oldUtilizationCategory: null,
      newUtilizationCategory: 'UTILIZED',
      oldAccountNo: f.account.accountNo,
      newAccountNo: f.account.accountNo,
      newRfidValue: `${tag(31)} ${tag(32)}`,
      stopTimestamp: null,
    });
    // The CREATED row's state lasted until this change.
    expect(create).toMatchObject({ changeStatus: 'CREATED' });
    expect(create!.stopTimestamp?.getTime()).toBe(update!.startTimestamp.getTime());
    // The list's read model was cleared by the change and shows the new values.
    const page = await list<Asset>(`/api/assets?search=T-UPD-1`);
    expect(page.items.map((a) => a.currentLocation?.externalId)).toEqual([f.secondLocation.externalId]);
  });

  it('keeps the row, its tags and its history as they were when a save fails', async () => {
    const asset = await created({ serialNumber: 'T-UPD-2', notes: 'Keep me.', tags: [tag(40)] });
    await created({ tags: [tag(41)] });
    const before = await mutationsOf(asset.externalId);
    const [rowBefore] = await database.db.select().from(assets).where(eq(assets.externalId, asset.externalId));
    for (const [change, field] of [
      [{ notes: 'Lost?', tags: [tag(41)] }, 'tags'],
      [{ notes: 'Lost?', contract: f.otherContract }, 'contract'],
      [{ notes: 'Lost?', serialNumber: '' }, 'serialNumber'],
    ] as const) {
      const response = await post(`/api/assets/${asset.externalId}`, { ...form({ serialNumber: 'T-UPD-2', tags: [tag(40)] }), ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorsOf(response))).toEqual([field]);
    }
    const [rowAfter] = await database.db.select().from(assets).where(eq(assets.externalId, asset.externalId));
    expect(rowAfter).toEqual(rowBefore);
    expect(await mutationsOf(asset.externalId)).toEqual(before);
    expect((await database.db.select().from(assetTags).where(eq(assetTags.assetId, asset.externalId))).map((t) => t.tag)).toEqual([tag(40)]);
  });

  it('lets an asset keep its own serial number + model, and refuses another asset’s', async () => {
    const a = await created({ serialNumber: 'T-UPD-3' });
    await created({ serialNumber: 'T-UPD-4' });
    expect((await post(`/api/assets/${a.externalId}`, form({ serialNumber: 'T-UPD-3', notes: 'Same pair.' }))).statusCode).toBe(200);
    expect(errorsOf(await post(`/api/assets/${a.externalId}`, form({ serialNumber: 'T-UPD-4' })))).toEqual({ serialNumber: MESSAGES.assetExists });
  });

  it('keeps a reference the asset already has even after it was removed, and refuses a removed one newly chosen', async () => {
    const a = await created({ serialNumber: 'T-UPD-5', product: f.product });
    await database.db.update(products).set({ status: 'REMOVED' }).where(eq(products.externalId, f.product));
    try {
      expect((await post(`/api/assets/${a.externalId}`, form({ serialNumber: 'T-UPD-5', product: f.product, notes: 'Still here.' }))).statusCode).toBe(200);
      expect(errorsOf(await put('/api/assets', form({ product: f.product })))).toEqual({ product: MESSAGES.assetProductOtherModel });
    } finally {
      await database.db.update(products).set({ status: 'ACTIVE' }).where(eq(products.externalId, f.product));
    }
  });

  it('needs EDIT on assets and the asset within the caller’s scope', async () => {
    expect((await post(`/api/assets/${f.insideAsset.externalId}`, form(), 'standard')).statusCode).toBe(403);
    const [before] = await database.db.select().from(assets).where(eq(assets.externalId, f.outsideAsset.externalId));
    const outside = await post(`/api/assets/${f.outsideAsset.externalId}`, form({ account: f.account.externalId }), 'supervisor');
    expect(outside.statusCode).toBe(404);
    expect(json(outside)).toMatchObject({ success: false, message: 'Asset was not found.' });
    const [after] = await database.db.select().from(assets).where(eq(assets.externalId, f.outsideAsset.externalId));
    expect(after).toEqual(before);
  });
});

describe('saves of one asset at the same time', () => {
  it('write a history whose rows follow each other: each old value is the one the save before left', async () => {
    const asset = await created({ serialNumber: 'T-RACE-1', notes: 'N0' });
    const responses = await Promise.all(
      ['N1', 'N2', 'N3', 'N4'].map((notes) => post(`/api/assets/${asset.externalId}`, { ...form({ serialNumber: 'T-RACE-1' }), notes })),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    // In the order they were written (each under the row's lock).
    const updates = (await mutationsOf(asset.externalId)).filter((m) => m.changeStatus === 'UPDATED').sort((a, b) => a.internalId - b.internalId);
    expect(updates).toHaveLength(4);
    let previous = 'N0';
    for (const row of updates) {
      expect(row.oldNotes).toBe(previous);
      previous = row.newNotes!;
    }
    const [final] = await database.db.select({ notes: assets.notes }).from(assets).where(eq(assets.externalId, asset.externalId));
    expect(final!.notes).toBe(previous);
  });

  it('deactivate it once: of several supervisors at once, one changes it and the others are told it is inactive', async () => {
    const asset = await created({}, 'supervisor');
    const responses = await Promise.all([1, 2, 3].map(() => post(`/api/assets/${asset.externalId}/deactivate`, undefined, 'supervisor')));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of responses.filter((x) => x.statusCode === 400)) expect(json<{ success: boolean }>(r).success).toBe(false);
    expect((await mutationsOf(asset.externalId)).filter((m) => m.changeStatus === 'DEACTIVATED')).toHaveLength(1);
  });

  it('give an RFID value to one asset only, and tell the other save which value is taken', async () => {
    const one = await created({ serialNumber: 'T-RACE-TAG-1' });
    const two = await created({ serialNumber: 'T-RACE-TAG-2' });
    const value = tag(90);
    const responses = await Promise.all([
      post(`/api/assets/${one.externalId}`, form({ serialNumber: 'T-RACE-TAG-1', tags: [value] })),
      post(`/api/assets/${two.externalId}`, form({ serialNumber: 'T-RACE-TAG-2', tags: [value] })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = responses.find((r) => r.statusCode === 400)!;
    expect(errorsOf(refused)).toEqual({ tags: formatMessage(MESSAGES.rfidTaken, { tag: value }) });
    expect(await database.db.select().from(assetTags).where(eq(assetTags.tag, value))).toHaveLength(1);
  });
});

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

describe('productivity', () => {
  it('lists the change types', async () => {
    const types = await list<ProductivityChangeType>('/api/assets/productivity/types', 'caregiver');
    expect(types.items).toEqual(PRODUCTIVITY_CHANGE_TYPES.map((t) => ({ name: t.name, value: t.value })));
    expect((await get('/api/assets/productivity/types', 'noaccess')).statusCode).toBe(403);
  });

  it('serves an asset’s history newest first with only its externalId', async () => {
    const asset = await created({ serialNumber: 'T-HIST-1', notes: 'one' });
    await post(`/api/assets/${asset.externalId}`, form({ serialNumber: 'T-HIST-1', notes: 'two' }));
    await post(`/api/assets/${asset.externalId}`, form({ serialNumber: 'T-HIST-1', notes: 'three' }));
    const history = await list<ProductivityRow>(`/api/assets/productivity/single?externalId=${asset.externalId}`, 'technician');
    expect(history.count).toBe(3);
    expect(history.items.map((r) => [r.changeStatus, r.oldNotes, r.newNotes])).toEqual([
      ['UPDATED', 'two', 'three'],
      ['UPDATED', 'one', 'two'],
      ['CREATED', null, 'one'],
    ]);
    expect(history.items[0]).toMatchObject({ serialNumber: 'T-HIST-1', modelCode: f.model.modelCode, module: 'WEB', changedBy: 'admin', stopTimestamp: null });
    expect(history.items[1]!.stopTimestamp).toBe(history.items[0]!.startTimestamp);
    // A seeded asset has a history of its own.
    const seeded = await list<ProductivityRow>(`/api/assets/productivity/single?externalId=${f.insideAsset.externalId}`, 'supervisor');
    expect(seeded.count).toBeGreaterThanOrEqual(3);
    const starts = seeded.items.map((r) => r.startTimestamp!);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('answers 404 for the history of an asset outside the caller’s scope, or not an asset at all', async () => {
    const outside = await get(`/api/assets/productivity/single?externalId=${f.outsideAsset.externalId}`, 'supervisor');
    expect(outside.statusCode).toBe(404);
    expect(json(outside)).toMatchObject({ success: false, message: 'Asset was not found.' });
    expect((await get(`/api/assets/productivity/single?externalId=${f.outsideAsset.externalId}`)).statusCode).toBe(200);
    expect((await get('/api/assets/productivity/single?externalId=nope')).statusCode).toBe(404);
  });

  it('takes the trimmed timestamps as UTC and full ISO-8601, and refuses anything else', async () => {
    expect(parseTimestamp('2026-11-25T14:00:00')).toEqual({ at: new Date('2026-11-25T14:00:00Z'), wholeSeconds: true });
    expect(parseTimestamp('2026-11-25T14:00:00.250Z')).toEqual({ at: new Date('2026-11-25T14:00:00.250Z'), wholeSeconds: false });
    expect(parseTimestamp('2026-11-25T16:00:00+02:00')!.at).toEqual(new Date('2026-11-25T14:00:00Z'));
    expect(parseTimestamp('2026-11-25T14:00')!.at).toEqual(new Date('2026-11-25T14:00:00Z'));
    for (const bad of ['2026-11-25', '25/11/2026 14:00', '2026-02-30T10:00:00', '2026-11-25T24:00:00', 'yesterday', '2026-11-25T14:00:00Zjunk']) {
      expect(parseTimestamp(bad), bad).toBeNull();
    }
    const asset = await created({ serialNumber: 'T-TIME-1' });
    const at = clock.toISOString();
    const window = (start: string, end: string) => list<ProductivityRow>(`/api/assets/productivity/single?externalId=${asset.externalId}&startTimestamp=${encodeURIComponent(start)}&endTimestamp=${encodeURIComponent(end)}`);
    // The console trims `.000Z`: the row made at that second is inside a window ending on it.
    expect((await window(at.slice(0, -5), at.slice(0, -5))).count).toBe(1);
    expect((await window(at, at)).count).toBe(1);
    const before = new Date(clock.getTime() - 10_000).toISOString();
    expect((await window(before.slice(0, -5), new Date(clock.getTime() - 5_000).toISOString().slice(0, -5))).count).toBe(0);
    for (const bad of ['yesterday', '2026-13-01T00:00:00', `${at}x`]) {
      const response = await get(`/api/assets/productivity/single?startTimestamp=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response)).toMatchObject({ success: false, message: MESSAGES.productivityTimestamp, errors: [{ field: 'startTimestamp' }] });
    }
    const reversed = await get(`/api/assets/productivity/single?startTimestamp=2026-11-25T14:00:00&endTimestamp=2026-11-25T13:00:00`);
    expect(json(reversed)).toMatchObject({ success: false, message: MESSAGES.productivityRange });
  });

  it('lists the report with its filters, paged and sorted', async () => {
    const all = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1000');
    expect(all.count).toBeGreaterThan(300);
    const starts = all.items.map((r) => r.startTimestamp!);
    expect([...starts].sort().reverse()).toEqual(starts);
    const page = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=50&pageIndex=1');
    expect(page.items.map((r) => r.externalId)).toEqual(all.items.slice(50, 100).map((r) => r.externalId));
    const scans = await list<ProductivityRow>('/api/assets/productivity/single?types=SCANNED&types=REMOVED&pageSize=1000');
    expect(scans.count).toBeGreaterThan(0);
    expect(new Set(scans.items.map((r) => r.changeStatus))).toEqual(new Set(['SCANNED', 'REMOVED']));
    const inUse = await list<ProductivityRow>('/api/assets/productivity/single?utilizationStatuses=IN%20USE&utilizationCategories=UTILIZED&pageSize=1000');
    expect(inUse.count).toBeGreaterThan(0);
    expect(inUse.items.every((r) => r.newUtilizationStatus === 'IN USE' && r.newUtilizationCategory === 'UTILIZED')).toBe(true);
    const [scanner] = await database.db.select().from(users).where(eq(users.username, scans.items.find((r) => r.changeStatus === 'SCANNED')!.changedBy!));
    const byUser = await list<ProductivityRow>(`/api/assets/productivity/single?users=${scanner!.externalId}&pageSize=1000`);
    expect(byUser.count).toBeGreaterThan(0);
    expect(byUser.items.every((r) => r.changedBy === scanner!.username)).toBe(true);
    const byAccount = await list<ProductivityRow>(`/api/assets/productivity/single?accounts=${f.account.externalId}&models=${f.model.externalId}&pageSize=1000`);
    expect(byAccount.count).toBeGreaterThan(0);
    expect(byAccount.items.every((r) => r.newAccountNo === f.account.accountNo && r.modelCode === f.model.modelCode)).toBe(true);
    const byFacility = await list<ProductivityRow>(`/api/assets/productivity/single?facilities=${f.outsideAccount.facilityId}&pageSize=1000`);
    const facilityName = ((await database.db.execute(sql`select name from facilities where external_id = ${f.outsideAccount.facilityId}`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    expect(byFacility.count).toBeGreaterThan(0);
    expect(byFacility.items.every((r) => r.newFacilityName === facilityName)).toBe(true);
    const searched = await list<ProductivityRow>(`/api/assets/productivity/single?search=${encodeURIComponent(f.insideAsset.serialNumber)}`);
    expect(searched.count).toBeGreaterThan(0);
    expect(searched.items.every((r) => r.serialNumber === f.insideAsset.serialNumber)).toBe(true);
    const bySerial = await list<ProductivityRow>('/api/assets/productivity/single?sortBy=serialNumber&sortDirection=asc&pageSize=200');
    const serials = bySerial.items.map((r) => r.serialNumber);
    expect([...serials].sort()).toEqual(serials);
  });

  it('refuses bad paging, sort keys and filter values with a 400 in JSON', async () => {
    for (const query of ['pageSize=1001', 'pageSize=0', 'pageIndex=-1', 'sortBy=toString', 'types=BOGUS', 'accounts=not-an-id', 'users=1', 'sortDirection=up']) {
      const response = await get(`/api/assets/productivity/single?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response), query).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('lists only the rows of the caller’s accounts and facilities', async () => {
    const mine = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1000', 'supervisor');
    const all = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1', 'admin');
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBeLessThan(all.count);
    const ids = mine.items.map((r) => r.externalId!);
    const rows = await database.db.select({ accountId: assetMutations.accountId }).from(assetMutations).where(inArray(assetMutations.externalId, ids));
    const [supervisor] = await database.db.select().from(users).where(eq(users.username, 'supervisor'));
    const allowed = new Set((await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id));
    const facilities = new Set((await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id));
    const accountsOfFacilities = new Set(
      (await database.db.select({ id: accounts.externalId }).from(accounts).where(inArray(accounts.facilityId, [...facilities]))).map((r) => r.id),
    );
    expect(rows.every((r) => r.accountId !== null && (allowed.has(r.accountId) || accountsOfFacilities.has(r.accountId)))).toBe(true);
    // Filtering on an account outside the scope finds nothing rather than that account's rows.
    expect((await list<ProductivityRow>(`/api/assets/productivity/single?accounts=${f.outsideAccount.externalId}`, 'supervisor')).count).toBe(0);
  });

  it('reads under HISTORY on assets or VIEW on reports/productivity', async () => {
    for (const who of ['admin', 'supervisor', 'technician', 'support', 'stakeholder']) expect((await get('/api/assets/productivity/single?pageSize=1', who)).statusCode, who).toBe(200);
    for (const who of ['standard', 'customer', 'caregiver', 'noaccess']) expect((await get('/api/assets/productivity/single?pageSize=1', who)).statusCode, who).toBe(403);
  });

  it('exports the report as CSV and XLSX with the same filters, checked before the first byte', async () => {
    const csv = await get('/api/assets/productivity/export.csv?types=CREATED&sortBy=serialNumber&sortDirection=asc', 'stakeholder');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="productivity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvRows(csv);
    const header = lines[0]!;
    expect(header.slice(0, 6)).toEqual(['Account No', 'Account', 'Model', 'Model Description', 'Serial Number', 'Start Time (UTC)']);
    const status = header.indexOf('Change Status');
    const serial = header.indexOf('Serial Number');
    const body = lines.slice(1);
    const listed = await list<ProductivityRow>('/api/assets/productivity/single?types=CREATED&pageSize=1', 'stakeholder');
    expect(body).toHaveLength(listed.count);
    expect(body.every((cells) => cells[status] === 'CREATED')).toBe(true);
    const serials = body.map((cells) => cells[serial]!);
    expect([...serials].sort()).toEqual(serials);
    const xlsx = await get(`/api/assets/productivity/export.xlsx?accounts=${f.account.externalId}&startTimestamp=2000-01-01T00:00:00`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    const accountRows = await list<ProductivityRow>(`/api/assets/productivity/single?accounts=${f.account.externalId}&pageSize=1`);
    expect(rows.length - 1).toBe(accountRows.count);
    expect(rows.slice(1).every((r) => r[0] === f.account.accountNo)).toBe(true);
    for (const query of ['startTimestamp=soon', 'pageSize=5000', 'types=BOGUS']) {
      const refused = await get(`/api/assets/productivity/export.csv?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    expect((await get('/api/assets/productivity/export.csv', 'technician')).statusCode).toBe(403);
    const scoped = csvRows(await get('/api/assets/productivity/export.csv', 'supervisor'));
    expect(scoped.length - 1).toBe((await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1', 'supervisor')).count);
  });
});
