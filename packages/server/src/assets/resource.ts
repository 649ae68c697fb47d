/**
 * Assets declared through the resource layer (spec 3 §2.3, §7 "Assets"): list with search on
 * serial number, RFID and customer asset number, the asset filters, sort keys, the read of one
 * asset, saves (save.ts), the supervisor's entity actions and exports. Each save and action writes
 * the asset's history (mutations.ts); the other asset calls are in routes.ts.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMISSION_STATUSES, PENDING_FILTERS, VERIFICATION_BUCKETS } from '@equipdesk/api-client/contract';
import type { Asset, AssetFormOutput, ProductivityChangeStatus } from '@equipdesk/api-client/contract';
import { showsAssetEntityActions, type EntityStatus } from '@equipdesk/permissions';
import type { Db } from '../db/index';
import { accounts, assetListItems, assetTags, assets, contracts, locations, models, products } from '../db/schema';
import type { RoleRule } from '../auth/guard';
import { defineResource, type RequestContext } from '../resources/definition';
import { asStatus, auditOf, inScope, iso } from '../resources/items';
import { ASSET_EXPORT_COLUMNS } from './exportColumns';
import { jsonLiteral, jsonObject, jsonString, jsonStringArray } from '../resources/json';
import { contractSummaryFields } from '../facilities/contracts';
import { assetSave } from './save';
import { assetState, mutationRow, recordMutation, MODULE_WEB } from './mutations';
import { accountOrFacilityScope } from '../resources/scope';
import { patientCareUnitSql, verificationSql } from './groupings';
import { lookup } from '../resources/shown';

const assetFields = {
  externalId: assets.externalId,
  serialNumber: assets.serialNumber,
  manufacturerSerialNumber: assets.manufacturerSerialNumber,
  modelId: assets.modelId,
  productId: assets.productId,
  accountId: assets.accountId,
  erpOwnerId: assets.erpOwnerId,
  contractId: assets.contractId,
  locationId: assets.locationId,
  equipmentStatus: assets.equipmentStatus,
  purchaseDate: assets.purchaseDate,
  utilizationStatus: assets.utilizationStatus,
  utilizationCategory: assets.utilizationCategory,
  preventiveMaintainenceDate: assets.preventiveMaintainenceDate,
  notes: assets.notes,
  customerAssetNumber: assets.customerAssetNumber,
  serviceType: assets.serviceType,
  businessType: assets.businessType,
  lastScannedBy: assets.lastScannedBy,
  lastScannedTimestamp: assets.lastScannedTimestamp,
  status: assets.status,
  createdBy: assets.createdBy,
  createdTimestamp: assets.createdTimestamp,
  lastModifiedBy: assets.lastModifiedBy,
  lastModifiedTimestamp: assets.lastModifiedTimestamp,
};
type AssetRow = { [K in keyof typeof assetFields]: (typeof assetFields)[K]['_']['data'] | ((typeof assetFields)[K]['_']['notNull'] extends true ? never : null) };

// The relations an asset item carries, read by `toAssets` and built by `assetJson` from the same fields.
const productSummary = {
  externalId: products.externalId,
  itemCode: products.itemCode,
  itemDescription: products.itemDescription,
  family: products.family,
  model: products.modelId,
};
const locationSummary = { externalId: locations.externalId, name: locations.name, type: locations.type, account: locations.accountId };

const ids = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** The relations of a page of assets, one query per relation. */
async function toAssets(db: Db, rows: AssetRow[]): Promise<Asset[]> {
  if (rows.length === 0) return [];
  const accountIds = ids([...rows.map((r) => r.accountId), ...rows.map((r) => r.erpOwnerId)]);
  const [modelRows, productRows, accountRows, contractRows, locationRows, tagRows] = await Promise.all([
    db.select({ externalId: models.externalId, modelCode: models.modelCode, modelDescription: models.modelDescription }).from(models).where(inArray(models.externalId, inScope(ids(rows.map((r) => r.modelId))))),
    db
      .select(productSummary)
      .from(products)
      .where(inArray(products.externalId, inScope(ids(rows.map((r) => r.productId))))),
    db.select({ externalId: accounts.externalId, accountNo: accounts.accountNo, name: accounts.name, facility: accounts.facilityId }).from(accounts).where(inArray(accounts.externalId, inScope(accountIds))),
    db
      .select(contractSummaryFields)
      .from(contracts)
      .where(inArray(contracts.externalId, inScope(ids(rows.map((r) => r.contractId))))),
    db
      .select(locationSummary)
      .from(locations)
      .where(inArray(locations.externalId, inScope(ids(rows.map((r) => r.locationId))))),
    db
      .select({ assetId: assetTags.assetId, tag: assetTags.tag })
      .from(assetTags)
      .where(inArray(assetTags.assetId, rows.map((r) => r.externalId)))
      .orderBy(asc(assetTags.id)),
  ]);
  const byId = <T extends { externalId: string }>(list: T[]): Map<string, T> => new Map(list.map((x) => [x.externalId, x]));
  const modelsBy = byId(modelRows);
  const productsBy = byId(productRows);
  const accountsBy = byId(accountRows);
  const contractsBy = byId(contractRows);
  const locationsBy = byId(locationRows);
  const tagsBy = new Map<string, string[]>();
  for (const t of tagRows) tagsBy.set(t.assetId, [...(tagsBy.get(t.assetId) ?? []), t.tag]);
  return rows.map((a) => {
    const model = modelsBy.get(a.modelId);
    const account = accountsBy.get(a.accountId);
    const erp = a.erpOwnerId ? accountsBy.get(a.erpOwnerId) : undefined;
    const contract = a.contractId ? contractsBy.get(a.contractId) : undefined;
    const location = a.locationId ? locationsBy.get(a.locationId) : undefined;
    return {
      externalId: a.externalId,
      serialNumber: a.serialNumber,
      manufacturerSerialNumber: a.manufacturerSerialNumber,
      model: { externalId: a.modelId, modelCode: model?.modelCode ?? '', modelDescription: model?.modelDescription ?? null },
      product: a.productId ? (productsBy.get(a.productId) ?? null) : null,
      account: { externalId: a.accountId, accountNo: account?.accountNo ?? '', name: account?.name ?? '', facility: account?.facility ?? '' },
      erpOwner: erp ? { externalId: erp.externalId, accountNo: erp.accountNo, name: erp.name } : null,
      contract: contract ? { ...contract, startTimestamp: iso(contract.startTimestamp), expiryTimestamp: iso(contract.expiryTimestamp) } : null,
      currentLocation: location ? { ...location, groupName: null } : null,
      equipmentStatus: a.equipmentStatus,
      purchaseDate: iso(a.purchaseDate),
      utilizationStatus: a.utilizationStatus,
      utilizationCategory: a.utilizationCategory,
      preventiveMaintainenceDate: iso(a.preventiveMaintainenceDate),
      tags: tagsBy.get(a.externalId) ?? [],
      notes: a.notes,
      customerAssetNumber: a.customerAssetNumber,
      serviceType: a.serviceType,
      businessType: a.businessType,
      lastScannedBy: a.lastScannedBy,
      lastScannedTimestamp: iso(a.lastScannedTimestamp),
      status: asStatus(a.status),
      ...auditOf(a),
    };
  });
}

const erpOwners = alias(accounts, 'erp_owners');

/**
 * The same item as `toAssets`, built by PostgreSQL for list pages (a test holds the two to the
 * same bytes). Relations are left joins on unique keys, so each distinct one is looked up once.
 */
const assetJson = {
  // Items are kept in a read model (see assetListItems): building one costs PGlite ~50 µs.
  store: { table: assetListItems, key: assetListItems.assetInternalId, generation: assetListItems.generation, item: assetListItems.item },
  joins: [
    sql`left join ${models} on ${models.externalId} = ${assets.modelId}`,
    sql`left join ${products} on ${products.externalId} = ${assets.productId}`,
    sql`left join ${accounts} on ${accounts.externalId} = ${assets.accountId}`,
    sql`left join ${accounts} as ${sql.identifier('erp_owners')} on ${erpOwners.externalId} = ${assets.erpOwnerId}`,
    sql`left join ${contracts} on ${contracts.externalId} = ${assets.contractId}`,
    sql`left join ${locations} on ${locations.externalId} = ${assets.locationId}`,
  ],
  item: jsonObject({
    externalId: assets.externalId,
    serialNumber: assets.serialNumber,
    manufacturerSerialNumber: assets.manufacturerSerialNumber,
    model: jsonObject({
      externalId: assets.modelId,
      modelCode: jsonString(sql`coalesce(${models.modelCode}, '')`),
      modelDescription: models.modelDescription,
    }),
    product: jsonObject(productSummary, { when: sql`${products.externalId} is not null` }),
    account: jsonObject({
      externalId: assets.accountId,
      accountNo: jsonString(sql`coalesce(${accounts.accountNo}, '')`),
      name: jsonString(sql`coalesce(${accounts.name}, '')`),
      facility: jsonString(sql`coalesce(${accounts.facilityId}::text, '')`),
    }),
    erpOwner: jsonObject({ externalId: erpOwners.externalId, accountNo: erpOwners.accountNo, name: erpOwners.name }, { when: sql`${erpOwners.externalId} is not null` }),
    contract: jsonObject(contractSummaryFields, { when: sql`${contracts.externalId} is not null` }),
    currentLocation: jsonObject({ ...locationSummary, groupName: jsonLiteral(null) }, { when: sql`${locations.externalId} is not null` }),
    equipmentStatus: assets.equipmentStatus,
    purchaseDate: assets.purchaseDate,
    utilizationStatus: assets.utilizationStatus,
    utilizationCategory: assets.utilizationCategory,
    preventiveMaintainenceDate: assets.preventiveMaintainenceDate,
    tags: jsonStringArray(sql`from ${assetTags} where ${assetTags.assetId} = ${assets.externalId}`, assetTags.tag, assetTags.id),
    notes: assets.notes,
    customerAssetNumber: assets.customerAssetNumber,
    serviceType: assets.serviceType,
    businessType: assets.businessType,
    lastScannedBy: assets.lastScannedBy,
    lastScannedTimestamp: assets.lastScannedTimestamp,
    status: assets.status,
    createdBy: assets.createdBy,
    createdTimestamp: assets.createdTimestamp,
    lastModifiedBy: assets.lastModifiedBy,
    lastModifiedTimestamp: assets.lastModifiedTimestamp,
  }),
};

/** Non-privileged users see the assets of their accounts and of the facilities given to them. */
export const assetScope = accountOrFacilityScope(assets.accountId, assets.facilityId);

/** Asset entity actions are the supervisor's (spec 3 §6), with their permission types as for any entity. */
export const ASSET_ENTITY_ACTION_ROLES: RoleRule = { name: 'ROLE_SUPERVISOR (asset entity actions)', allows: showsAssetEntityActions };

const CHANGE_OF_STATUS: Record<EntityStatus, ProductivityChangeStatus> = { ACTIVE: 'ACTIVATED', INACTIVE: 'DEACTIVATED', REMOVED: 'REMOVED' };

/** An entity action's history row, in the action's transaction: the asset's values stay, its status changed. */
async function recordStatusChange(ctx: RequestContext, row: typeof assets.$inferSelect, status: EntityStatus): Promise<void> {
  const tags = await ctx.db.select({ tag: assetTags.tag }).from(assetTags).where(eq(assetTags.assetId, row.externalId)).orderBy(asc(assetTags.id));
  const state = await assetState(ctx.db, row, tags.map((t) => t.tag));
  const change = { assetId: row.externalId, changeStatus: CHANGE_OF_STATUS[status], module: MODULE_WEB, at: ctx.now, userId: ctx.session.user.externalId, username: ctx.session.user.username };
  await recordMutation(ctx.db, ctx, mutationRow(change, state, state));
}

export const assetResource = defineResource<typeof assets, typeof assetFields, Asset, AssetFormOutput>({
  name: 'assets',
  label: 'Asset',
  table: assets,
  read: true,
  fields: assetFields,
  toItems: (rows, ctx) => toAssets(ctx.db, rows),
  json: assetJson,
  search: [assets.serialNumber, assets.customerAssetNumber],
  // Serial numbers, customer asset numbers and tags each have a trigram index (migrations 0001, 0006); the other texts
  // shown have theirs (migration 0026): the assets' own in one expression, the related rows' on their tables. Each
  // related text is matched once, into an array of keys (an init plan), so the planner may combine every index for a
  // scanned code, or filter the rows the other conditions leave for a broad search: a subquery in the OR would force
  // the filter, a union would force reading every match.
  columns: {
    accountName: lookup(assets.accountId, accounts.externalId, accounts.name),
    serialNumber: assets.serialNumber,
    modelCode: lookup(assets.modelId, models.externalId, models.modelCode),
    product: lookup(assets.productId, products.externalId, products.itemCode),
    contract: lookup(assets.contractId, contracts.externalId, contracts.contractNo),
    manufacturerSerialNumber: assets.manufacturerSerialNumber,
    businessType: assets.businessType,
    serviceType: assets.serviceType,
    customerAssetNumber: assets.customerAssetNumber,
    purchaseDate: null,
    erpOwner: lookup(assets.erpOwnerId, accounts.externalId, accounts.name),
    tags: lookup(assets.externalId, assetTags.assetId, assetTags.tag),
    location: lookup(assets.locationId, locations.externalId, locations.name),
    lastScannedBy: assets.lastScannedBy,
    lastScannedTimestamp: null,
    utilizationStatus: assets.utilizationStatus,
    preventiveMaintainenceDate: null,
  },
  sort: {
    serialNumber: assets.serialNumber,
    customerAssetNumber: assets.customerAssetNumber,
    manufacturerSerialNumber: assets.manufacturerSerialNumber,
    utilizationStatus: assets.utilizationStatus,
    businessType: assets.businessType,
    serviceType: assets.serviceType,
    equipmentStatus: assets.equipmentStatus,
    lastScannedBy: assets.lastScannedBy,
    lastScannedTimestamp: assets.lastScannedTimestamp,
    preventiveMaintainenceDate: assets.preventiveMaintainenceDate,
    purchaseDate: assets.purchaseDate,
    createdTimestamp: assets.createdTimestamp,
    lastModifiedTimestamp: assets.lastModifiedTimestamp,
    status: assets.status,
    modelCode: sql`(select m.model_code from models m where m.external_id = assets.model_id)`,
    accountName: sql`(select a.name from accounts a where a.external_id = assets.account_id)`,
  },
  defaultSort: { by: 'lastModifiedTimestamp', direction: 'desc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(assets.status, values) },
    facilities: assets.facilityId,
    accounts: assets.accountId,
    models: assets.modelId,
    products: assets.productId,
    contracts: assets.contractId,
    businessTypes: assets.businessType,
    // The dashboard's service type filter, carried to the assets a chart segment opens.
    serviceTypes: assets.serviceType,
    utilizationStatuses: assets.utilizationStatus,
    // The dashboard's "Last Verified by Model" and "Assets by Patient Care Unit" bars: the same groupings it counts by.
    verificationBuckets: { values: VERIFICATION_BUCKETS, condition: (values, ctx) => inArray(verificationSql(ctx.now), values) },
    patientCareUnits: { condition: (values) => inArray(patientCareUnitSql(), values) },
    pending: { values: PENDING_FILTERS, condition: (values) => (values.includes('PENDING ONLY') ? eq(assets.pending, true) : undefined) },
    commissionStatus: {
      values: COMMISSION_STATUSES,
      condition: (values) => {
        const [value] = values;
        if (value === 'COMMISSIONED') return eq(assets.commissioned, true);
        if (value === 'UNCOMMISSIONED') return eq(assets.commissioned, false);
        return undefined;
      },
    },
  },
  defaultStatuses: ['ACTIVE'],
  scope: assetScope,
  create: assetSave,
  update: assetSave,
  grants: {
    activate: { area: 'assets', action: 'ACTIVATE', role: ASSET_ENTITY_ACTION_ROLES },
    deactivate: { area: 'assets', action: 'DEACTIVATE', role: ASSET_ENTITY_ACTION_ROLES },
    remove: { area: 'assets', action: 'DELETE', role: ASSET_ENTITY_ACTION_ROLES },
  },
  onStatusChange: recordStatusChange,
  export: ASSET_EXPORT_COLUMNS,
});

