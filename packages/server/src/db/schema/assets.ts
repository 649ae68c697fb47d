/** Assets (spec 3): the asset, its tags, its list read model and its productivity history. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, ts } from './columns';
import { users } from './admin';
import { models, products } from './catalogue';
import { facilities, accounts, contracts, locations } from './sites';

export const assets = pgTable(
  'assets',
  {
    ...audited(),
    serialNumber: text().notNull(),
    manufacturerSerialNumber: text(),
    modelId: uuid()
      .notNull()
      .references(() => models.externalId),
    productId: uuid().references(() => products.externalId),
    accountId: uuid()
      .notNull()
      .references(() => accounts.externalId),
    /** Kept beside the account so facility filters need no join. */
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    erpOwnerId: uuid().references(() => accounts.externalId),
    contractId: uuid().references(() => contracts.externalId),
    locationId: uuid().references(() => locations.externalId),
    equipmentStatus: text(),
    purchaseDate: ts(),
    utilizationStatus: text(),
    utilizationCategory: text(),
    preventiveMaintainenceDate: ts(),
    notes: text(),
    customerAssetNumber: text(),
    serviceType: text(),
    businessType: text(),
    lastScannedBy: text(),
    lastScannedTimestamp: ts(),
    /** Commissioned assets carry at least one RFID tag; kept here so the filter needs no join. */
    commissioned: boolean().notNull().default(false),
    /** Pending assets await verification by a scan. */
    pending: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('assets_serial_model_uq').on(t.serialNumber, t.modelId),
    index('assets_serial_idx').on(t.serialNumber),
    // Account first: scoped lists filter by account, and by model within it (the assets list's usual pair).
    index('assets_account_model_idx').on(t.accountId, t.modelId),
    index('assets_facility_idx').on(t.facilityId),
    index('assets_model_idx').on(t.modelId),
    index('assets_product_idx').on(t.productId),
    index('assets_location_idx').on(t.locationId),
    index('assets_status_idx').on(t.status),
    index('assets_utilization_status_idx').on(t.utilizationStatus),
    index('assets_business_type_idx').on(t.businessType),
    index('assets_last_scanned_idx').on(t.lastScannedTimestamp),
    // The list's default order, tie-break included: a page of the newest changes reads its own rows, no sort.
    index('assets_modified_idx').on(t.lastModifiedTimestamp.desc().nullsLast(), t.internalId.desc()),
  ],
);

export const assetTags = pgTable(
  'asset_tags',
  {
    id: serial().primaryKey(),
    assetId: uuid()
      .notNull()
      .references(() => assets.externalId, { onDelete: 'cascade' }),
    tag: text().notNull(),
  },
  (t) => [
    uniqueIndex('asset_tags_tag_uq').on(t.tag),
    index('asset_tags_asset_idx').on(t.assetId),
    // The assets search matches tags anywhere in the text (ILIKE '%…%'): trigrams (pg_trgm) index that.
    index('asset_tags_tag_trgm_idx').using('gin', t.tag.op('gin_trgm_ops')),
  ],
);

/**
 * The assets list's read model: each asset's list item as JSON text, built by PostgreSQL from the
 * declaration's `json` item the first time a list shows it, and kept until one of its inputs
 * changes. Triggers (drizzle/0003) add a row for each new asset and clear `item` (bumping
 * `generation`) when the asset, its tags, or its model, product, accounts, contract or location
 * change; a list page fills an item only if the generation it read is still current.
 */
export const assetListItems = pgTable('asset_list_items', {
  assetInternalId: integer()
    .primaryKey()
    .references(() => assets.internalId, { onDelete: 'cascade' }),
  generation: integer().notNull().default(0),
  item: text(),
});

/** Productivity: one row per change of an asset, with the new and old values. */
export const assetMutations = pgTable(
  'asset_mutations',
  {
    ...audited(),
    assetId: uuid()
      .notNull()
      .references(() => assets.externalId, { onDelete: 'cascade' }),
    accountId: uuid().references(() => accounts.externalId),
    facilityId: uuid().references(() => facilities.externalId),
    modelId: uuid().references(() => models.externalId),
    userId: uuid().references(() => users.externalId),
    serialNumber: text().notNull(),
    modelCode: text(),
    modelDescription: text(),
    startTimestamp: ts().notNull(),
    stopTimestamp: ts(),
    module: text(),
    changeStatus: text(),
    newRfidValue: text(),
    newAccountNo: text(),
    oldAccountNo: text(),
    newAccountName: text(),
    oldAccountName: text(),
    newLocation: text(),
    oldLocation: text(),
    newFacilityName: text(),
    oldFacilityName: text(),
    newScannedBy: text(),
    oldScannedBy: text(),
    newScannedTimestamp: ts(),
    oldScannedTimestamp: ts(),
    newUtilizationStatus: text(),
    oldUtilizationStatus: text(),
    newUtilizationCategory: text(),
    oldUtilizationCategory: text(),
    newErpAccount: text(),
    oldErpAccount: text(),
    newCustomerAssetNumber: text(),
    oldCustomerAssetNumber: text(),
    newManufacturerSerialNumber: text(),
    oldManufacturerSerialNumber: text(),
    newBusinessType: text(),
    oldBusinessType: text(),
    newServiceType: text(),
    oldServiceType: text(),
    newNotes: text(),
    oldNotes: text(),
    newPmDate: ts(),
    oldPmDate: ts(),
  },
  (t) => [
    index('asset_mutations_asset_idx').on(t.assetId, t.startTimestamp),
    index('asset_mutations_start_idx').on(t.startTimestamp),
    index('asset_mutations_account_idx').on(t.accountId),
    index('asset_mutations_facility_idx').on(t.facilityId),
  ],
);
