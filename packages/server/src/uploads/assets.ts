/**
 * Asset rows of an upload. A row names its records by what people know them by (model code, account number,
 * item code, contract number, location name); those are looked up within the uploader's scope, and the row then
 * goes through the asset form's own validation: `assetFormSchemaAt(now)` and `assetValues` of assets/save.ts, fed
 * from records loaded once per run or per chunk instead of a query per field. A row whose serial number (case
 * aside) and model match an asset updates it, taking only the fields whose reset option is set; any other row
 * creates one. RFID values already on another asset are left out and the row is PARTIAL.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ASSET_UPLOAD_FLAGS, MESSAGES, assetFormSchemaAt, formatMessage, type AssetUploadFlag, type PicklistType } from '@equipdesk/api-client/contract';
import type { AssetFormOutput } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { insertMany } from '../db/bulk';
import { accounts, assetTags, assets, contracts, facilities, locations, models, picklistValues, products } from '../db/schema';
import type { RequestContext } from '../resources/definition';
import { MODULE_UPLOAD, assetState, stateWithNames, type AssetState } from '../assets/mutations';
import { assetAccountCondition, assetValues, databaseReferences, writeTagsAndHistoryOfMany, type AssetReferences, type SavedAsset } from '../assets/save';
import type { ChunkPlanner, RowPlan, RowResult, UploadKindProcessor } from './kinds';
import type { SheetRow } from './spreadsheet';
import { thenTurn } from './turns';

type AssetRow = typeof assets.$inferSelect;
type ModelRow = typeof models.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

const lower = (text: string): string => text.trim().toLowerCase();

/** The reset option of each field an update may change; serial number and model name the asset and never change. */
const FIELD_FLAGS: Readonly<Record<string, AssetUploadFlag>> = {
  status: 'mustUpdateStatus',
  customerAssetNumber: 'mustUpdateCustomerAssetNumber',
  notes: 'mustUpdateNotes',
  utilizationStatus: 'mustUpdateUtilizationStatus',
  // The category goes with the status it qualifies.
  utilizationCategory: 'mustUpdateUtilizationStatus',
  businessType: 'mustUpdateBusinessType',
  serviceType: 'mustUpdateServiceType',
  tags: 'mustUpdateTags',
  preventiveMaintainenceDate: 'mustUpdatePreventiveMaintainenceDate',
  purchaseDate: 'mustUpdatePurchaseDate',
  equipmentStatus: 'mustUpdateEquipmentStatus',
  product: 'mustUpdateProduct',
  contract: 'mustUpdateContract',
  account: 'mustUpdateAccount',
  location: 'mustUpdateLocation',
  model: 'mustUpdateModel',
  manufacturerSerialNumber: 'mustUpdateManufacturerSerialNumber',
};

/** Reset options as the multipart sends them: each flag "true" or anything else (false). */
export function parseAssetFlags(fields: Readonly<Record<string, string>>): Record<AssetUploadFlag, boolean> {
  return Object.fromEntries(ASSET_UPLOAD_FLAGS.map((f) => [f, fields[f]?.trim().toLowerCase() === 'true'])) as Record<AssetUploadFlag, boolean>;
}

const splitTags = (cell: string): string[] =>
  cell
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);

const dayOf = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

class Rejected extends Error {}
const reject = (message: string): never => {
  throw new Rejected(message);
};

/** Records loaded once per run: the catalogue, the uploader's accounts, the pick lists. */
interface Loaded {
  modelsByCode: Map<string, ModelRow>;
  modelsById: Map<string, ModelRow>;
  productsByCode: Map<string, ProductRow>;
  productsById: Map<string, ProductRow>;
  accountsByNo: Map<string, AccountRow>;
  accountsById: Map<string, AccountRow>;
  contractsByNo: Map<string, ContractRow>;
  contractsById: Map<string, ContractRow>;
  facilityNames: Map<string, string>;
  picked: { name: string; value: string }[];
}

async function loadOnce(ctx: RequestContext): Promise<Loaded> {
  const { db } = ctx;
  const scope: SQL | undefined = await assetAccountCondition(ctx);
  // One after another, other requests taking their turn between them: the embedded database would answer them all
  // in one go, and the catalogue is the largest thing a preview reads.
  const modelRows = await thenTurn(db.select().from(models).where(ne(models.status, 'REMOVED')));
  const productRows = await thenTurn(db.select().from(products).where(ne(products.status, 'REMOVED')));
  const accountRows = await thenTurn(db.select().from(accounts).where(and(ne(accounts.status, 'REMOVED'), scope)));
  const contractRows = await thenTurn(db.select().from(contracts).where(ne(contracts.status, 'REMOVED')));
  const facilityRows = await thenTurn(db.select({ id: facilities.externalId, name: facilities.name }).from(facilities));
  const lists = ['UtilizationStatus', 'UtilizationCategory', 'ServiceType', 'BusinessType'];
  const picked = await thenTurn(db.select({ name: picklistValues.name, value: picklistValues.value }).from(picklistValues).where(and(inArray(picklistValues.name, lists), eq(picklistValues.status, 'ACTIVE'))));
  return {
    modelsByCode: new Map(modelRows.map((m) => [lower(m.modelCode), m])),
    modelsById: new Map(modelRows.map((m) => [m.externalId, m])),
    productsByCode: new Map(productRows.map((p) => [lower(p.itemCode), p])),
    productsById: new Map(productRows.map((p) => [p.externalId, p])),
    accountsByNo: new Map(accountRows.map((a) => [lower(a.accountNo), a])),
    accountsById: new Map(accountRows.map((a) => [a.externalId, a])),
    contractsByNo: new Map(contractRows.map((c) => [lower(c.contractNo), c])),
    contractsById: new Map(contractRows.map((c) => [c.externalId, c])),
    facilityNames: new Map(facilityRows.map((f) => [f.id, f.name])),
    picked,
  };
}

/** A planned row: the columns it writes, the form its tags and history come from, what it replaces. */
interface Prepared {
  existing: AssetRow | null;
  values: Awaited<ReturnType<typeof assetValues>> & { status: string };
  form: AssetFormOutput;
  partialMessage: string | null;
}

const pairKey = (serial: string, modelId: string): string => `${lower(serial)}\u0000${modelId}`;
const locationKey = (accountId: string, name: string): string => `${accountId}\u0000${lower(name)}`;

export const assetUploads: UploadKindProcessor = {
  keyLabel: 'serial number and model code',
  key(row) {
    const serial = lower(row.values.serialNumber ?? '');
    const model = lower(row.values.model ?? '');
    return serial && model ? `${serial}\u0000${model}` : null;
  },

  async planner(ctx, flagValues): Promise<ChunkPlanner> {
    const flags = flagValues as Readonly<Record<AssetUploadFlag, boolean>>;
    const loaded = await loadOnce(ctx);
    const schema = assetFormSchemaAt(ctx.now);
    // Per chunk: the chunk's existing assets, locations and RFID owners.
    let existingByPair = new Map<string, AssetRow>();
    let locationsByKey = new Map<string, LocationRow>();
    let locationsById = new Map<string, LocationRow>();
    let tagOwners = new Map<string, string>();
    let tagsByAsset = new Map<string, string[]>();
    /** What each planned row writes, by its index. */
    let prepared = new Map<number, Prepared>();

    // Found in what was loaded; a miss (a REMOVED record the asset already has, a location made by an earlier row)
    // is asked of the database under the form's own rules.
    let fallback = databaseReferences(ctx);
    const refs: AssetReferences = {
      model: async (id, kept) => loaded.modelsById.get(id) ?? fallback.model(id, kept),
      product: async (id, kept) => loaded.productsById.get(id) ?? fallback.product(id, kept),
      account: async (id, kept) => loaded.accountsById.get(id) ?? (id === kept ? fallback.account(id, kept) : undefined),
      erpOwner: async (id, kept) => loaded.accountsById.get(id) ?? fallback.erpOwner(id, kept),
      contract: async (id, kept) => loaded.contractsById.get(id) ?? fallback.contract(id, kept),
      location: async (id, kept) => locationsById.get(id) ?? fallback.location(id, kept),
      // The chunk's assets (REMOVED ones too) were loaded by serial number, case aside, and model, and the rows
      // written since are added: a pair not there is not taken.
      serialTaken: async (serial, modelId, selfId) => {
        const found = existingByPair.get(pairKey(serial, modelId));
        return found !== undefined && found.externalId !== selfId;
      },
      activeValues: async (lists: readonly PicklistType[]) => loaded.picked.filter((p) => lists.includes(p.name as PicklistType)),
    };

    /** The state a history row shows, from the loaded names (one query only for a name not loaded). */
    const stateOf = async (db: Db, asset: AssetRow, tags: readonly string[]): Promise<AssetState> => {
      const model = loaded.modelsById.get(asset.modelId);
      const account = loaded.accountsById.get(asset.accountId);
      const facilityName = loaded.facilityNames.get(asset.facilityId);
      const location = asset.locationId ? locationsById.get(asset.locationId) : null;
      const erp = asset.erpOwnerId ? loaded.accountsById.get(asset.erpOwnerId) : null;
      if (!model || !account || facilityName === undefined || location === undefined || erp === undefined) return assetState(db, asset, tags);
      return stateWithNames(asset, tags, {
        modelCode: model.modelCode,
        modelDescription: model.modelDescription,
        accountNo: account.accountNo,
        accountName: account.name,
        facilityName,
        location: location?.name ?? null,
        erpAccount: erp?.accountNo ?? null,
      });
    };

    /** The form of an existing asset, as the console's edit form would send it. */
    const formOf = (a: AssetRow, tags: string[]): Record<string, unknown> => ({
      serialNumber: a.serialNumber,
      manufacturerSerialNumber: a.manufacturerSerialNumber,
      model: a.modelId,
      product: a.productId,
      account: a.accountId,
      erpOwner: a.erpOwnerId,
      contract: a.contractId,
      location: a.locationId,
      equipmentStatus: a.equipmentStatus,
      purchaseDate: dayOf(a.purchaseDate),
      utilizationStatus: a.utilizationStatus,
      utilizationCategory: a.utilizationCategory,
      preventiveMaintainenceDate: dayOf(a.preventiveMaintainenceDate),
      tags,
      notes: a.notes,
      customerAssetNumber: a.customerAssetNumber,
      serviceType: a.serviceType,
      businessType: a.businessType,
    });

    return {
      async load(db, rows) {
        // Misses are read in the chunk's transaction.
        fallback = databaseReferences({ db, session: ctx.session });
        const pairs: { serial: string; modelId: string }[] = [];
        const accountIds = new Set<string>();
        const names = new Set<string>();
        const tags = new Set<string>();
        for (const row of rows) {
          const model = loaded.modelsByCode.get(lower(row.values.model ?? ''));
          if (model && row.values.serialNumber) pairs.push({ serial: lower(row.values.serialNumber), modelId: model.externalId });
          const account = loaded.accountsByNo.get(lower(row.values.account ?? ''));
          if (account) accountIds.add(account.externalId);
          if (row.values.location) names.add(lower(row.values.location));
          for (const t of splitTags(row.values.tags ?? '')) tags.add(t);
        }
        const existing = pairs.length
          ? await db
              .select()
              .from(assets)
              .where(
                and(
                  inArray(sql`lower(${assets.serialNumber})`, [...new Set(pairs.map((p) => p.serial))]),
                  inArray(assets.modelId, [...new Set(pairs.map((p) => p.modelId))]),
                ),
              )
              .for('update')
          : [];
        existingByPair = new Map(existing.map((a) => [pairKey(a.serialNumber, a.modelId), a]));
        const locationRows =
          accountIds.size && names.size
            ? await db
                .select()
                .from(locations)
                .where(and(inArray(locations.accountId, [...accountIds]), inArray(sql`lower(${locations.name})`, [...names]), ne(locations.status, 'REMOVED')))
            : [];
        locationsByKey = new Map(locationRows.map((l) => [locationKey(l.accountId, l.name), l]));
        locationsById = new Map(locationRows.map((l) => [l.externalId, l]));
        const existingIds = existing.map((a) => a.externalId);
        const tagRows =
          tags.size || existingIds.length
            ? await db
                .select({ tag: assetTags.tag, assetId: assetTags.assetId })
                .from(assetTags)
                .where(
                  sql`${tags.size ? inArray(assetTags.tag, [...tags]) : sql`false`} or ${existingIds.length ? inArray(assetTags.assetId, existingIds) : sql`false`}`,
                )
                .orderBy(assetTags.id)
            : [];
        tagOwners = new Map(tagRows.map((t) => [t.tag, t.assetId]));
        prepared = new Map();
        tagsByAsset = new Map();
        for (const t of tagRows) tagsByAsset.set(t.assetId, [...(tagsByAsset.get(t.assetId) ?? []), t.tag]);
      },

      async plan(_db, row): Promise<RowPlan> {
        try {
          return await planRow(row);
        } catch (err) {
          if (err instanceof Rejected) return { outcome: 'REJECT', message: err.message };
          throw err;
        }
      },

      applyChunk: (tx, planned) => write(tx, planned.map((p) => prepared.get(p.row.index)!)),
    };

    async function planRow(row: SheetRow): Promise<RowPlan> {
      const v = row.values;
      const cell = (field: string): string => v[field] ?? '';
      const modelCode = cell('model');
      const accountNo = cell('account');
      const model = modelCode ? loaded.modelsByCode.get(lower(modelCode)) : undefined;
      const existing = model && cell('serialNumber') ? (existingByPair.get(pairKey(cell('serialNumber'), model.externalId)) ?? null) : null;
      if (existing && existing.status === 'REMOVED') reject(MESSAGES.uploadAssetRemoved);
      // An asset of an account outside the uploader's scope is not theirs to update: the pair is taken.
      if (existing && !loaded.accountsById.has(existing.accountId)) reject(MESSAGES.assetExists);
      const account = accountNo ? loaded.accountsByNo.get(lower(accountNo)) : undefined;

      // The row's values with the records it names turned into ids (an unknown name is kept to be reported after
      // the form's own checks, which come first as in the console).
      const itemCode = cell('product');
      const contractNo = cell('contract');
      const locationName = cell('location');
      const product = itemCode ? loaded.productsByCode.get(lower(itemCode)) : undefined;
      const contract = contractNo ? loaded.contractsByNo.get(lower(contractNo)) : undefined;
      const locationAccount = existing && !flags.mustUpdateAccount ? existing.accountId : account?.externalId;
      const location = locationName && locationAccount ? locationsByKey.get(locationKey(locationAccount, locationName)) : undefined;
      const fromRow: Record<string, unknown> = {
        serialNumber: cell('serialNumber'),
        manufacturerSerialNumber: cell('manufacturerSerialNumber'),
        model: model?.externalId ?? modelCode,
        product: product?.externalId ?? itemCode,
        account: account?.externalId ?? accountNo,
        contract: contract?.externalId ?? contractNo,
        location: location?.externalId ?? locationName,
        equipmentStatus: cell('equipmentStatus'),
        purchaseDate: cell('purchaseDate'),
        utilizationStatus: cell('utilizationStatus'),
        utilizationCategory: cell('utilizationCategory'),
        preventiveMaintainenceDate: cell('preventiveMaintainenceDate'),
        tags: splitTags(cell('tags')),
        notes: cell('notes'),
        customerAssetNumber: cell('customerAssetNumber'),
        serviceType: cell('serviceType'),
        businessType: cell('businessType'),
      };
      const statusCell = cell('status').toUpperCase();
      if (statusCell !== '' && statusCell !== 'ACTIVE' && statusCell !== 'INACTIVE') reject(MESSAGES.uploadStatusInvalid);

      let input: Record<string, unknown>;
      let status: string;
      if (existing) {
        // An update takes the fields whose reset option is set; an empty cell then clears the field.
        input = formOf(existing, tagsByAsset.get(existing.externalId) ?? []);
        for (const [field, flag] of Object.entries(FIELD_FLAGS)) {
          if (flags[flag] && field in fromRow && field !== 'model') input[field] = fromRow[field];
        }
        status = flags.mustUpdateStatus && statusCell !== '' ? statusCell : existing.status;
      } else {
        input = fromRow;
        status = statusCell || 'ACTIVE';
      }

      const parsed = schema.safeParse(input);
      if (!parsed.success) reject(parsed.error.issues[0]?.message ?? MESSAGES.serialNumber);
      const form = parsed.data as AssetFormOutput;
      // Names that matched nothing, in the order of the template's columns.
      if (modelCode && !model) reject(formatMessage(MESSAGES.uploadModelUnknown, { code: modelCode }));
      if (form.account === accountNo && accountNo && !account) reject(formatMessage(MESSAGES.uploadAccountUnknown, { code: accountNo }));
      if (form.product !== null && form.product === itemCode && !product) reject(formatMessage(MESSAGES.uploadProductUnknown, { code: itemCode }));
      if (form.contract !== null && form.contract === contractNo && !contract) reject(formatMessage(MESSAGES.uploadContractUnknown, { code: contractNo }));
      if (form.location !== null && form.location === locationName && !location) reject(formatMessage(MESSAGES.uploadLocationUnknown, { code: locationName }));

      const values = await assetValues(form, ctx, existing, refs);

      // RFID values on another asset (or taken by an earlier row) are left out: the asset is saved without them.
      const selfId = existing?.externalId ?? null;
      const taken = form.tags.filter((t) => {
        const owner = tagOwners.get(t);
        return owner !== undefined && owner !== selfId;
      });
      const kept: AssetFormOutput = taken.length ? { ...form, tags: form.tags.filter((t) => !taken.includes(t)) } : form;
      const partialMessage = taken.length ? formatMessage(MESSAGES.rfidTaken, { tag: taken.join(', ') }) : null;

      const plan: Prepared = { existing, values: { ...values, commissioned: kept.tags.length > 0, status }, form: kept, partialMessage };
      prepared.set(row.index, plan);
      // Later rows of the chunk find these tags taken (a created asset has no id yet: the row stands for it).
      for (const t of kept.tags) tagOwners.set(t, existing?.externalId ?? `row ${row.index}`);
      return {
        outcome: existing ? 'UPDATE' : 'CREATE',
        message: partialMessage,
        apply: async (tx) => (await write(tx, [plan]))[0]!,
      };
    }

    /** Writes planned rows: the new assets in one insert, each update, then their tags and history together. */
    async function write(tx: Db, plans: readonly Prepared[]): Promise<RowResult[]> {
      const who = ctx.session.user.username;
      const audit = { lastModifiedBy: who, lastModifiedTimestamp: ctx.now };
      const creates = plans.filter((p) => !p.existing);
      // The new assets in one statement (their ids made here), then read back as stored.
      const newRows = creates.map((p) => ({ ...p.values, ...audit, createdBy: who, createdTimestamp: ctx.now, externalId: randomUUID() }));
      await insertMany(tx, assets, newRows);
      const inserted = newRows.length
        ? await tx
            .select()
            .from(assets)
            .where(inArray(assets.externalId, newRows.map((r) => r.externalId)))
        : [];
      const created = new Map(inserted.map((a) => [pairKey(a.serialNumber, a.modelId), a]));
      const saved: SavedAsset[] = [];
      for (const p of plans) {
        const row = p.existing
          ? (await tx.update(assets).set({ ...p.values, ...audit }).where(eq(assets.externalId, p.existing.externalId)).returning())[0]
          : created.get(pairKey(p.values.serialNumber, p.values.modelId));
        if (!row) throw new Error('An asset of the upload was not written.');
        saved.push({ row, form: p.form, existing: p.existing });
      }
      await writeTagsAndHistoryOfMany(tx, saved, ctx, { module: MODULE_UPLOAD, stateOf });
      // Later rows see these assets and their tags.
      for (const { row, form } of saved) {
        existingByPair.set(pairKey(row.serialNumber, row.modelId), row);
        for (const t of tagsByAsset.get(row.externalId) ?? []) if (tagOwners.get(t) === row.externalId) tagOwners.delete(t);
        for (const t of form.tags) tagOwners.set(t, row.externalId);
        tagsByAsset.set(row.externalId, [...form.tags]);
      }
      return plans.map((p) => (p.partialMessage ? { outcome: 'PARTIAL', message: p.partialMessage } : { outcome: p.existing ? 'UPDATED' : 'CREATED', message: null }));
    }
  },
};
