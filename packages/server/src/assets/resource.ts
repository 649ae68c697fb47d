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
import { accounts, assetListItems, assetTags, assets, contracts, locations, models, products } from '../db/schema';
import type { RoleRule } from '../auth/guard';
import { defineResource, type RequestContext } from '../resources/definition';
import { builtItems } from '../resources/jsonList';
import { ASSET_EXPORT_COLUMNS } from './exportColumns';
import { jsonLiteral, jsonObject, jsonString, jsonStringArray } from '../resources/json';
import { contractSummaryFields } from '../facilities/contracts';
import { assetSave } from './save';
import { assetState, mutationRow, recordMutation, MODULE_WEB } from './mutations';
import { accountOrFacilityScope } from '../resources/scope';
import { patientCareUnitSql, verificationSql } from './groupings';
import { lookup } from '../resources/shown';
import { jsonMap, type JsonField } from '../resources/jsonMap';
import { ASSET_FIELDS, ASSET_LIST, RELATION, type AssetField, type AssetRelation, type OwnField } from './fields';
import { auditColumns } from '../resources/items';

// The relations an asset item carries.
const productSummary = {
  externalId: products.externalId,
  itemCode: products.itemCode,
  itemDescription: products.itemDescription,
  family: products.family,
  model: products.modelId,
};
const locationSummary = { externalId: locations.externalId, name: locations.name, type: locations.type, account: locations.accountId };

const erpOwners = alias(accounts, 'erp_owners');

/** The JSON of the asset's relations, with the list's sort keys and the text each shows. */
const relations: Readonly<Record<AssetRelation, JsonField>> = {
  model: {
    value: jsonObject({ externalId: assets.modelId, modelCode: jsonString(sql`coalesce(${models.modelCode}, '')`), modelDescription: models.modelDescription }),
    sorts: { modelCode: sql`(select m.model_code from models m where m.external_id = assets.model_id)` },
    shows: { modelCode: lookup(assets.modelId, models.externalId, models.modelCode) },
  },
  product: { value: jsonObject(productSummary, { when: sql`${products.externalId} is not null` }), shows: lookup(assets.productId, products.externalId, products.itemCode) },
  account: {
    value: jsonObject({
      externalId: assets.accountId,
      accountNo: jsonString(sql`coalesce(${accounts.accountNo}, '')`),
      name: jsonString(sql`coalesce(${accounts.name}, '')`),
      facility: jsonString(sql`coalesce(${accounts.facilityId}::text, '')`),
    }),
    sorts: { accountName: sql`(select a.name from accounts a where a.external_id = assets.account_id)` },
    shows: { accountName: lookup(assets.accountId, accounts.externalId, accounts.name) },
  },
  erpOwner: {
    value: jsonObject({ externalId: erpOwners.externalId, accountNo: erpOwners.accountNo, name: erpOwners.name }, { when: sql`${erpOwners.externalId} is not null` }),
    shows: lookup(assets.erpOwnerId, accounts.externalId, accounts.name),
  },
  contract: { value: jsonObject(contractSummaryFields, { when: sql`${contracts.externalId} is not null` }), shows: lookup(assets.contractId, contracts.externalId, contracts.contractNo) },
  currentLocation: {
    value: jsonObject({ ...locationSummary, groupName: jsonLiteral(null) }, { when: sql`${locations.externalId} is not null` }),
    shows: { location: lookup(assets.locationId, locations.externalId, locations.name) },
  },
  tags: {
    value: jsonStringArray(sql`from ${assetTags} where ${assetTags.assetId} = ${assets.externalId}`, assetTags.tag, assetTags.id),
    shows: lookup(assets.externalId, assetTags.assetId, assetTags.tag),
  },
};

const listed: readonly string[] = ASSET_LIST;

/** An own field's JSON: its column, sorted by it unless declared otherwise, its text shown where the list shows it. */
function ownJson(key: OwnField, field: AssetField): JsonField {
  const column = assets[key];
  const text = column.columnType === 'PgText';
  return { value: column, ...(field.sorts === false ? {} : { sorts: column }), ...(listed.includes(key) && text ? { shows: column } : {}) };
}

/**
 * An asset item field by field (fields.ts), with the list's sort keys and the text each list column shows. Serial
 * numbers, customer asset numbers and tags each have a trigram index (migrations 0001, 0006); the other texts shown
 * have theirs (migration 0026): the assets' own in one expression, in the list's order, the related rows' on their
 * tables. Each related text is matched once, into an array of keys (an init plan), so the planner may combine every
 * index for a scanned code, or filter the rows the other conditions leave for a broad search: a subquery in the OR
 * would force the filter, a union would force reading every match.
 */
const { item, sort: assetSort, columns: assetColumns } = jsonMap(
  {
    externalId: assets.externalId,
    ...Object.fromEntries(Object.entries(ASSET_FIELDS).map(([key, field]) => [key, field === RELATION ? relations[key as AssetRelation] : ownJson(key as OwnField, field)])),
    status: assets.status,
    ...auditColumns(assets),
  },
  { list: ASSET_LIST },
);

/**
 * An asset item, built by PostgreSQL for list pages, exports, the read of one asset and a save's answer (builtItems).
 * Relations are left joins on unique keys, so each distinct one is looked up once.
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
  item,
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

export const assetResource = defineResource<typeof assets, { internalId: typeof assets.internalId }, Asset, AssetFormOutput>({
  name: 'assets',
  label: 'Asset',
  table: assets,
  read: true,
  ...builtItems<Asset, typeof assets>(assets, assetJson),
  search: [assets.serialNumber, assets.customerAssetNumber],
  columns: assetColumns,
  sort: assetSort,
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

