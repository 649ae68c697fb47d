/**
 * The asset register over HTTP (spec 3 §2.3, §2.4, §3, §5 "Asset", §6, §7 "Assets"): saves with the spec's rules
 * and messages and the server's dependency checks, the history row each change writes in its own transaction,
 * the supervisor's entity actions, exists, bySerialNumber, the assets ddlist, an account's models, and the
 * productivity calls (history, report, exports) with their filters, limits and scope.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import type { Asset, SaveResponse } from '@equipdesk/api-client/contract';
import { assetTags, assets, products } from '../src/db/schema';
import { json } from './helpers';
import { database, clock, put, post, errorsOf, list, tag, f, mutationsOf, mutationCount, assetCount, form, created, useAssetsFixture } from './assetsFixture';

useAssetsFixture();

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
