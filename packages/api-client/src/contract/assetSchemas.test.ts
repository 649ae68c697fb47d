import { describe, expect, expectTypeOf, it } from 'vitest';
import { ASSET_TAGS_MAX, ASSET_TEXT_MAX, assetFormSchema, assetFormSchemaAt, type AssetFormOutput } from './assetSchemas';
import type { AssetForm } from './assets';
import { MESSAGES, formatMessage } from './messages';

/** The messages of a failed parse, by dotted path. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] = issue.message;
  return out;
}

const TAG = 'E2801160600002040A1B2C3D';
const valid = { serialNumber: 'SN-1', model: 'm1', account: 'a1', tags: [] as string[] };

describe('assetFormSchema', () => {
  it('accepts the smallest form and fills every optional field with null', () => {
    expect(assetFormSchema.parse(valid)).toEqual({
      serialNumber: 'SN-1',
      model: 'm1',
      account: 'a1',
      tags: [],
      manufacturerSerialNumber: null,
      product: null,
      erpOwner: null,
      contract: null,
      location: null,
      equipmentStatus: null,
      purchaseDate: null,
      utilizationStatus: null,
      utilizationCategory: null,
      preventiveMaintainenceDate: null,
      notes: null,
      customerAssetNumber: null,
      serviceType: null,
      businessType: null,
    });
  });

  it('parses to the contract’s asset form', () => {
    expectTypeOf<AssetFormOutput>().toExtend<AssetForm>();
  });

  it('trims text, clears empty values and reads absent tags as none', () => {
    const parsed = assetFormSchema.parse({ serialNumber: '  SN-2 ', model: 'm1', account: 'a1', notes: '  ', product: '', location: null });
    expect(parsed).toMatchObject({ serialNumber: 'SN-2', notes: null, product: null, location: null, tags: [] });
  });

  it('requires a serial number of at most 100 characters', () => {
    for (const serialNumber of [undefined, '', '   ', 'x'.repeat(101)]) {
      expect(messagesOf(assetFormSchema.safeParse({ ...valid, serialNumber }))).toEqual({ serialNumber: MESSAGES.serialNumber });
    }
    expect(assetFormSchema.safeParse({ ...valid, serialNumber: 'x'.repeat(100) }).success).toBe(true);
  });

  it('requires a model and an account with the spec’s messages', () => {
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, model: '', account: undefined }))).toEqual({
      model: MESSAGES.assetModelRequired,
      account: MESSAGES.assetAccountRequired,
    });
  });

  it(`takes at most ${ASSET_TEXT_MAX} characters of optional asset ID, customer asset number and notes`, () => {
    const long = 'x'.repeat(ASSET_TEXT_MAX + 1);
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, manufacturerSerialNumber: long, customerAssetNumber: long, notes: long }))).toEqual({
      manufacturerSerialNumber: MESSAGES.assetOptionalId,
      customerAssetNumber: MESSAGES.assetCustomerAssetNumber,
      notes: MESSAGES.assetNotes,
    });
    const fits = 'x'.repeat(ASSET_TEXT_MAX);
    expect(assetFormSchema.parse({ ...valid, manufacturerSerialNumber: fits, customerAssetNumber: fits, notes: fits })).toMatchObject({ notes: fits });
  });

  it('takes RFID values of exactly 24 characters, each once', () => {
    expect(assetFormSchema.parse({ ...valid, tags: [TAG, ` ${TAG.replace('A', 'B')} `] }).tags).toEqual([TAG, TAG.replace('A', 'B')]);
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, tags: [TAG, TAG.slice(1), `${TAG}X`] }))).toEqual({
      'tags.1': MESSAGES.rfidLength,
      'tags.2': MESSAGES.rfidLength,
    });
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, tags: [TAG, TAG] }))).toEqual({ 'tags.1': MESSAGES.rfidRepeated });
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, tags: 'not a list' }))).toEqual({ tags: MESSAGES.rfidLength });
  });

  it(`takes at most ${ASSET_TAGS_MAX} RFID values`, () => {
    const tags = Array.from({ length: ASSET_TAGS_MAX + 1 }, (_, i) => String(i).padStart(24, '0'));
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, tags }))).toEqual({ tags: formatMessage(MESSAGES.assetTagsTooMany, { n: ASSET_TAGS_MAX }) });
    expect(assetFormSchema.safeParse({ ...valid, tags: tags.slice(1) }).success).toBe(true);
  });

  it('takes a purchase date in the past, today included, as ISO-8601 UTC', () => {
    const at = assetFormSchemaAt(new Date('2026-11-25T14:00:00Z'));
    expect(at.parse({ ...valid, purchaseDate: '2024-03-01' }).purchaseDate).toBe('2024-03-01T00:00:00.000Z');
    expect(at.parse({ ...valid, purchaseDate: '2026-11-25' }).purchaseDate).toBe('2026-11-25T00:00:00.000Z');
    expect(at.parse({ ...valid, purchaseDate: '2026-11-25T13:59:59Z' }).purchaseDate).toBe('2026-11-25T13:59:59.000Z');
    for (const purchaseDate of ['2026-11-27', '2026-11-25T14:00:01Z', 'yesterday', '2026-13-40']) {
      expect(messagesOf(at.safeParse({ ...valid, purchaseDate }))).toEqual({ purchaseDate: MESSAGES.assetPurchaseDate });
    }
  });

  it("takes a day that is today somewhere, as a buyer east of UTC picks their today before UTC's has begun", () => {
    // 02:00 on 26 November in Kolkata, 05:00 in Kiribati: still the 25th in UTC.
    const at = assetFormSchemaAt(new Date('2026-11-25T20:30:00Z'));
    expect(at.parse({ ...valid, purchaseDate: '2026-11-26' }).purchaseDate).toBe('2026-11-26T00:00:00.000Z');
    // The 26th began at 10:00 UTC on the 25th in Kiribati; the 27th has begun nowhere.
    expect(assetFormSchemaAt(new Date('2026-11-25T09:59:59Z')).safeParse({ ...valid, purchaseDate: '2026-11-26' }).success).toBe(false);
    expect(messagesOf(at.safeParse({ ...valid, purchaseDate: '2026-11-27' }))).toEqual({ purchaseDate: MESSAGES.assetPurchaseDate });
  });

  it('reads "past" from the clock when it parses, not when the module loaded', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(messagesOf(assetFormSchema.safeParse({ ...valid, purchaseDate: tomorrow }))).toEqual({ purchaseDate: MESSAGES.assetPurchaseDate });
  });

  it('takes ISO-8601 dates only, a time without a zone as UTC, and real days only', () => {
    const at = assetFormSchemaAt(new Date('2026-11-25T14:00:00Z'));
    expect(at.parse({ ...valid, purchaseDate: '2026-01-02T03:04' }).purchaseDate).toBe('2026-01-02T03:04:00.000Z');
    expect(at.parse({ ...valid, purchaseDate: '2026-01-02T03:04:05+02:00' }).purchaseDate).toBe('2026-01-02T01:04:05.000Z');
    for (const purchaseDate of ['1', 'March 7, 2024', '2024-02-30', '2024-01-01T25:00:00Z', '-271821-04-20', '2024-1-5']) {
      expect(messagesOf(at.safeParse({ ...valid, purchaseDate })), purchaseDate).toEqual({ purchaseDate: MESSAGES.assetPurchaseDate });
    }
  });

  it('takes any valid PM date, future ones too', () => {
    const at = assetFormSchemaAt(new Date('2026-11-25T14:00:00Z'));
    expect(at.parse({ ...valid, preventiveMaintainenceDate: '2027-06-30' }).preventiveMaintainenceDate).toBe('2027-06-30T00:00:00.000Z');
    expect(messagesOf(at.safeParse({ ...valid, preventiveMaintainenceDate: 'soon' }))).toEqual({ preventiveMaintainenceDate: MESSAGES.assetPmDate });
    expect(messagesOf(at.safeParse({ ...valid, preventiveMaintainenceDate: 20270630 }))).toEqual({ preventiveMaintainenceDate: MESSAGES.assetPmDate });
  });

  it('bounds the pick-list values it carries', () => {
    const long = 'x'.repeat(101);
    expect(
      messagesOf(assetFormSchema.safeParse({ ...valid, utilizationStatus: long, utilizationCategory: long, serviceType: long, businessType: long, equipmentStatus: long })),
    ).toEqual({
      utilizationStatus: MESSAGES.assetUtilizationStatus,
      utilizationCategory: MESSAGES.assetUtilizationCategory,
      serviceType: MESSAGES.assetServiceType,
      businessType: MESSAGES.assetBusinessType,
      equipmentStatus: MESSAGES.assetEquipmentStatus,
    });
  });
});
