/**
 * The EquipDesk database: one table for every entity of the three specs. Column names are
 * snake_case in SQL (drizzle `casing`), camelCase in TypeScript. Rows point at each other by
 * `external_id` (a uuid), because that is the id the API speaks everywhere.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Uploaded files and generated results are kept in the database so both backends behave alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const ts = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: 'date' }) : timestamp({ withTimezone: true, mode: 'date' });

/** Audit and status columns shared by every entity the console lists. */
const audited = () => ({
  internalId: serial().primaryKey(),
  externalId: uuid().notNull().unique().default(sql`gen_random_uuid()`),
  status: text().notNull().default('ACTIVE'),
  createdBy: text(),
  createdTimestamp: ts().notNull().defaultNow(),
  lastModifiedBy: text(),
  lastModifiedTimestamp: ts().notNull().defaultNow(),
});

// ---------------------------------------------------------------- administration (spec 1)

export const enterprises = pgTable(
  'enterprises',
  { ...audited(), name: text().notNull(), passwordSignIn: boolean().notNull().default(true) },
  (t) => [uniqueIndex('enterprises_name_uq').on(sql`lower(${t.name})`), index('enterprises_status_idx').on(t.status)],
);

export const roles = pgTable(
  'roles',
  {
    ...audited(),
    name: text().notNull(),
    identifier: text().notNull(),
    /** Its users must sign in with a second factor (migration 0030). */
    requireMfa: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('roles_identifier_uq').on(t.identifier), uniqueIndex('roles_name_uq').on(sql`lower(${t.name})`)],
);

export const permissions = pgTable(
  'permissions',
  {
    ...audited(),
    platform: text().notNull(),
    context: text().notNull(),
    type: text().notNull(),
    value: text().notNull(),
    description: text().notNull(),
  },
  (t) => [uniqueIndex('permissions_combination_uq').on(t.platform, t.context, t.type, t.value)],
);

/** One cell of the permissions matrix: granted or denied, locked while INACTIVE. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ...audited(),
    roleId: uuid()
      .notNull()
      .references(() => roles.externalId, { onDelete: 'cascade' }),
    permissionId: uuid()
      .notNull()
      .references(() => permissions.externalId, { onDelete: 'cascade' }),
    granted: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('role_permissions_cell_uq').on(t.roleId, t.permissionId)],
);

export const users = pgTable(
  'users',
  {
    ...audited(),
    name: text().notNull(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    roleId: uuid()
      .notNull()
      .references(() => roles.externalId),
    type: text().notNull().default('A2'),
    enabled: boolean().notNull().default(true),
    accountNonExpired: boolean().notNull().default(true),
    accountNonLocked: boolean().notNull().default(true),
    credentialsNonExpired: boolean().notNull().default(true),
    lastActivityTimestamp: ts(),
    /** The OpenID provider (its configured id) and subject of a user who signs in through it (migration 0029). */
    ssoProvider: text(),
    ssoSubject: text(),
    /** TOTP (migration 0030): the secret in force and one being set up, both encrypted (mfa/secrets.ts). */
    totpSecret: text(),
    totpPending: text(),
    /** The last time step whose code signed in: a code works once. */
    totpLastStep: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_sso_uq').on(t.ssoProvider, t.ssoSubject),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_status_idx').on(t.status),
    index('users_last_activity_idx').on(t.lastActivityTimestamp),
  ],
);

export const userEnterprises = pgTable(
  'user_enterprises',
  {
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprises.externalId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.enterpriseId] })],
);

export const userFacilities = pgTable(
  'user_facilities',
  {
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.facilityId] }), index('user_facilities_facility_idx').on(t.facilityId)],
);

export const userAccounts = pgTable(
  'user_accounts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.externalId, { onDelete: 'cascade' }),
    allocationType: text(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), index('user_accounts_account_idx').on(t.accountId)],
);

/** Session tokens: only the sha256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    createdTimestamp: ts().notNull(),
    lastUsedTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    revokedTimestamp: ts(),
    clientIp: text(),
    /** A session opened through an OpenID provider: which one, its ID token (the logout hint) and session id. */
    ssoProvider: text(),
    ssoIdToken: text(),
    ssoSid: text(),
    /** A session whose role requires multi-factor sign-in not set up yet: it may only set it up (migration 0030). */
    mfaEnrolment: boolean().notNull().default(false),
    /** The browser that signed in (its User-Agent), for the list of sessions. */
    userAgent: text(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Single-use recovery codes of a user's multi-factor sign-in, hashed (migration 0030). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in sent to an OpenID provider and not yet back: its state (hashed), PKCE verifier and nonce. */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: serial().primaryKey(),
    stateHash: text().notNull().unique(),
    provider: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    createdTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('sso_flows_expires_idx').on(t.expiresTimestamp)],
);

/** A sign-in the provider confirmed, waiting for the console to exchange its one-time ticket (hashed) for a session. */
export const ssoTickets = pgTable(
  'sso_tickets',
  {
    id: serial().primaryKey(),
    ticketHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    provider: text().notNull(),
    idToken: text(),
    sid: text(),
    createdTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('sso_tickets_expires_idx').on(t.expiresTimestamp)],
);

export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: serial().primaryKey(),
    recoveryId: text().notNull().unique(),
    messageId: text().notNull(),
    /** None for a request naming no user (migration 0024): the row opens nothing. */
    userId: uuid().references(() => users.externalId, { onDelete: 'cascade' }),
    createdTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('password_recoveries_user_idx').on(t.userId), index('password_recoveries_expires_idx').on(t.expiresTimestamp)],
);

export const broadcasts = pgTable('broadcasts', {
  ...audited(),
  message: text().notNull(),
  type: text().notNull(),
});

// ---------------------------------------------------------------- facilities area (spec 2)

export const facilities = pgTable(
  'facilities',
  {
    ...audited(),
    name: text().notNull(),
    type: text().notNull().default('A2'),
    enterpriseId: uuid()
      .notNull()
      .references((): AnyPgColumn => enterprises.externalId),
  },
  (t) => [
    uniqueIndex('facilities_name_uq').on(sql`lower(${t.name})`),
    index('facilities_enterprise_idx').on(t.enterpriseId),
    index('facilities_status_idx').on(t.status),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    ...audited(),
    accountNo: text().notNull(),
    name: text().notNull(),
    timeZone: text().notNull(),
    facilityId: uuid()
      .notNull()
      .references((): AnyPgColumn => facilities.externalId),
    pmAlertsDurationMinutes: integer().notNull().default(30 * 1440),
    visitTimeoutMinutes: integer().notNull().default(6 * 60),
    statTimeMinutes: integer().notNull().default(120),
    standardTimeMinutes: integer().notNull().default(300),
    sendLateOrderAlerts: boolean().notNull().default(false),
    sendDelayedOrderAlerts: boolean().notNull().default(false),
    moveAssets: boolean().notNull().default(false),
    moveLocations: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('accounts_account_no_uq').on(t.accountNo),
    index('accounts_facility_idx').on(t.facilityId),
    index('accounts_status_idx').on(t.status),
    index('accounts_name_idx').on(t.name),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    ...audited(),
    contractNo: text().notNull(),
    type: text().notNull(),
    startTimestamp: ts(),
    expiryTimestamp: ts(),
    facilityId: uuid()
      .notNull()
      .references((): AnyPgColumn => facilities.externalId),
  },
  (t) => [
    uniqueIndex('contracts_contract_no_uq').on(t.contractNo),
    index('contracts_facility_idx').on(t.facilityId),
    index('contracts_status_idx').on(t.status),
  ],
);

export const locations = pgTable(
  'locations',
  {
    ...audited(),
    name: text().notNull(),
    type: text().notNull(),
    groupName: text(),
    inventoryPowerLevel: integer().notNull().default(300),
    utilizationStatus: text().notNull(),
    utilizationCategory: text(),
    accountId: uuid()
      .notNull()
      .references((): AnyPgColumn => accounts.externalId),
    facilityId: uuid()
      .notNull()
      .references((): AnyPgColumn => facilities.externalId),
    parentId: uuid().references((): AnyPgColumn => locations.externalId),
    hasRfidReaders: boolean().notNull().default(false),
  },
  (t) => [
    index('locations_account_idx').on(t.accountId),
    index('locations_facility_idx').on(t.facilityId),
    index('locations_parent_idx').on(t.parentId),
    index('locations_status_idx').on(t.status),
    index('locations_type_idx').on(t.type),
    index('locations_name_idx').on(t.name),
  ],
);

export const parDefinitions = pgTable(
  'par_definitions',
  {
    ...audited(),
    locationId: uuid()
      .notNull()
      .references(() => locations.externalId, { onDelete: 'cascade' }),
    notes: text(),
  },
  (t) => [uniqueIndex('par_definitions_location_uq').on(t.locationId)],
);

export const parEntries = pgTable(
  'par_entries',
  {
    id: serial().primaryKey(),
    parDefinitionId: uuid()
      .notNull()
      .references(() => parDefinitions.externalId, { onDelete: 'cascade' }),
    modelId: uuid()
      .notNull()
      .references(() => models.externalId),
    min: integer().notNull(),
    max: integer().notNull(),
  },
  (t) => [index('par_entries_definition_idx').on(t.parDefinitionId)],
);

/** Order, PM and PAR alerts share one table; `kind` tells them apart. */
export const alerts = pgTable(
  'alerts',
  {
    ...audited(),
    kind: text().notNull(),
    alertStatus: text().notNull(),
    message: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.externalId),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    orderId: uuid().references(() => orders.externalId, { onDelete: 'cascade' }),
    assetId: uuid().references(() => assets.externalId, { onDelete: 'cascade' }),
    pmDueDate: ts(),
    locationId: uuid().references(() => locations.externalId, { onDelete: 'cascade' }),
    /** PAR violations: [{model, modelCode, min, max, count}]. */
    entries: jsonb(),
  },
  (t) => [
    index('alerts_kind_created_idx').on(t.kind, t.createdTimestamp),
    index('alerts_account_idx').on(t.accountId),
    index('alerts_facility_idx').on(t.facilityId),
    index('alerts_status_idx').on(t.status),
    // One alert not RESOLVED per subject (migration 0011): the alert derivation relies on it.
    uniqueIndex('alerts_open_order_uq').on(t.orderId).where(sql`${t.kind} = 'ORDER' and ${t.alertStatus} <> 'RESOLVED'`),
    uniqueIndex('alerts_open_asset_uq').on(t.assetId).where(sql`${t.kind} = 'PM' and ${t.alertStatus} <> 'RESOLVED'`),
    uniqueIndex('alerts_open_location_uq').on(t.locationId).where(sql`${t.kind} = 'PAR' and ${t.alertStatus} <> 'RESOLVED'`),
  ],
);

export const visitDefinitions = pgTable(
  'visit_definitions',
  {
    ...audited(),
    name: text().notNull(),
    executiveId: uuid()
      .notNull()
      .references(() => users.externalId),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    accountId: uuid()
      .notNull()
      .references(() => accounts.externalId),
    frequency: text().notNull(),
    startTimestamp: ts().notNull(),
    endTimestamp: ts(),
  },
  (t) => [
    index('visit_definitions_account_idx').on(t.accountId),
    index('visit_definitions_facility_idx').on(t.facilityId),
    index('visit_definitions_executive_idx').on(t.executiveId),
    index('visit_definitions_created_idx').on(t.createdTimestamp),
  ],
);

export const visitDefinitionLocations = pgTable(
  'visit_definition_locations',
  {
    visitId: uuid()
      .notNull()
      .references(() => visitDefinitions.externalId, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => locations.externalId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.locationId] }), index('visit_locations_location_idx').on(t.locationId)],
);

export const visitTasks = pgTable(
  'visit_tasks',
  {
    ...audited(),
    visitId: uuid()
      .notNull()
      .references(() => visitDefinitions.externalId, { onDelete: 'cascade' }),
    dueTimestamp: ts().notNull(),
    taskStatus: text().notNull(),
  },
  (t) => [
    index('visit_tasks_visit_idx').on(t.visitId),
    // One task per visit and due time (migration 0012): task generation inserts with ON CONFLICT DO NOTHING.
    uniqueIndex('visit_tasks_visit_due_uq').on(t.visitId, t.dueTimestamp),
  ],
);

// ---------------------------------------------------------------- assets, orders, uploads (spec 3)

export const picklistValues = pgTable(
  'picklist_values',
  {
    ...audited(),
    name: text().notNull(),
    value: text().notNull(),
    displayLabel: text().notNull(),
  },
  (t) => [uniqueIndex('picklist_values_name_value_uq').on(t.name, t.value), index('picklist_values_status_idx').on(t.status)],
);

export const models = pgTable(
  'models',
  {
    ...audited(),
    modelCode: text().notNull(),
    modelDescription: text(),
    family: text(),
    groupName: text(),
  },
  (t) => [uniqueIndex('models_model_code_uq').on(t.modelCode), index('models_status_idx').on(t.status)],
);

export const products = pgTable(
  'products',
  {
    ...audited(),
    itemCode: text().notNull(),
    itemDescription: text(),
    family: text(),
    modelId: uuid()
      .notNull()
      .references(() => models.externalId),
  },
  (t) => [
    uniqueIndex('products_item_code_uq').on(t.itemCode),
    index('products_model_idx').on(t.modelId),
    index('products_status_idx').on(t.status),
  ],
);

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

export const orders = pgTable(
  'orders',
  {
    ...audited(),
    orderNumber: text().notNull(),
    facilityId: uuid()
      .notNull()
      .references((): AnyPgColumn => facilities.externalId),
    accountId: uuid()
      .notNull()
      .references((): AnyPgColumn => accounts.externalId),
    deliverTo: text().notNull(),
    deliveryLocationId: uuid().references((): AnyPgColumn => locations.externalId),
    type: text().notNull(),
    nature: text().notNull(),
    completionMinutes: integer().notNull().default(0),
    orderStatus: text().notNull().default('UNASSIGNED'),
    assignedToId: uuid().references((): AnyPgColumn => users.externalId),
    assignedById: uuid().references((): AnyPgColumn => users.externalId),
    assignedOn: ts(),
    promisedTime: ts(),
    completedTimestamp: ts(),
    remarks: text(),
    deliveryNotes: text(),
    overridden: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_account_idx').on(t.accountId),
    index('orders_facility_idx').on(t.facilityId),
    index('orders_created_idx').on(t.createdTimestamp),
    index('orders_order_status_idx').on(t.orderStatus),
    index('orders_status_idx').on(t.status),
    index('orders_location_idx').on(t.deliveryLocationId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.externalId, { onDelete: 'cascade' }),
    serialNo: text(),
    modelId: uuid()
      .notNull()
      .references(() => models.externalId),
    quantity: integer().notNull().default(1),
    remarks: text(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_model_idx').on(t.modelId)],
);

/** Items delivered or removed when an order was fulfilled. */
export const orderCompletions = pgTable(
  'order_completions',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.externalId, { onDelete: 'cascade' }),
    assetId: uuid().references(() => assets.externalId, { onDelete: 'set null' }),
    serialNumber: text().notNull(),
    modelCode: text(),
    modelDescription: text(),
    associatedOn: ts().notNull(),
  },
  (t) => [index('order_completions_order_idx').on(t.orderId)],
);

export const orderSignatures = pgTable('order_signatures', {
  id: serial().primaryKey(),
  orderId: uuid()
    .notNull()
    .unique()
    .references(() => orders.externalId, { onDelete: 'cascade' }),
  signature: text().notNull(),
  contact: text(),
  signedTimestamp: ts().notNull().defaultNow(),
});

/** Spreadsheet uploads of assets, locations and accounts (`kind`) with their result file. */
export const uploads = pgTable(
  'uploads',
  {
    ...audited(),
    kind: text().notNull(),
    userId: uuid().references(() => users.externalId, { onDelete: 'set null' }),
    originalFileName: text().notNull(),
    uploadStatus: text().notNull(),
    flags: jsonb(),
    availableRowsCount: integer().notNull().default(0),
    processedRowsCount: integer().notNull().default(0),
    completedRowsCount: integer().notNull().default(0),
    partialRowsCount: integer().notNull().default(0),
    failedRowsCount: integer().notNull().default(0),
    rejectedRowsCount: integer().notNull().default(0),
    sourceFile: bytea(),
    resultFile: bytea(),
  },
  (t) => [index('uploads_kind_modified_idx').on(t.kind, t.lastModifiedTimestamp), index('uploads_user_idx').on(t.userId)],
);

/**
 * What each row of an upload did (migration 0015, uploads/process.ts), written with the row's effect: a job resumed
 * after a crash starts after the last row recorded here. The result file is built from it.
 */
export const uploadRows = pgTable(
  'upload_rows',
  {
    uploadId: uuid()
      .notNull()
      .references(() => uploads.externalId, { onDelete: 'cascade' }),
    rowIndex: integer().notNull(),
    outcome: text().notNull(),
    message: text(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowIndex] })],
);

/**
 * Durable work (migration 0014, jobs/queue.ts): one row per upload or export request to process, claimed with
 * FOR UPDATE SKIP LOCKED under a lease that a crashed process leaves to run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    subjectId: uuid().notNull(),
    createdAt: ts().notNull().defaultNow(),
    runAfter: ts().notNull().defaultNow(),
    leaseToken: uuid(),
    leaseUntil: ts(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    finishedAt: ts(),
  },
  (t) => [uniqueIndex('jobs_kind_subject_uq').on(t.kind, t.subjectId), index('jobs_ready_idx').on(t.runAfter, t.id).where(sql`${t.finishedAt} IS NULL`)],
);

/** Productivity and utilization export requests (`kind`). */
export const exportRequests = pgTable(
  'export_requests',
  {
    ...audited(),
    kind: text().notNull(),
    name: text().notNull(),
    userId: uuid().references(() => users.externalId, { onDelete: 'set null' }),
    initiatedTimestamp: ts().notNull(),
    completedTimestamp: ts(),
    lastAccessedTimestamp: ts(),
    requestStatus: text().notNull(),
    processingLog: text(),
    filters: jsonb(),
    resultFile: bytea(),
    /** When the job gave up on it (migration 0017): no longer ongoing; the log says why. */
    failedTimestamp: ts(),
    /** The IANA zone the workbook's times are written in, as the request named it (migration 0026). */
    timeZone: text().notNull().default('UTC'),
  },
  (t) => [index('export_requests_kind_user_idx').on(t.kind, t.userId), index('export_requests_kind_user_initiated_idx').on(t.kind, t.userId, t.initiatedTimestamp)],
);

export const syncConfigs = pgTable('sync_configs', {
  ...audited(),
  uri: text().notNull(),
  description: text(),
  ddl: text(),
  /** {attributes: {jsonAttribute: column}, relations: string[]} */
  mappings: jsonb(),
});

/**
 * Utilization per facility and status (with the status's category) at a moment: the trends chart. `matching` assets
 * of the facility's `total` were in the status. Daily rows (1440 minutes, at 00:00 UTC) and hourly rows (60) for the
 * last days (migration 0019).
 */
export const utilizationSummaries = pgTable(
  'utilization_summaries',
  {
    id: serial().primaryKey(),
    summaryDate: ts().notNull(),
    intervalMinutes: integer().notNull().default(1440),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    utilizationStatus: text(),
    utilizationCategory: text().notNull(),
    matching: integer().notNull(),
    total: integer().notNull(),
  },
  (t) => [uniqueIndex('utilization_summaries_moment_uq').on(t.intervalMinutes, t.summaryDate, t.facilityId, t.utilizationStatus)],
);

/** Daily utilization metrics rolled up by account, model and types: the metrics report. */
export const utilizationMetrics = pgTable(
  'utilization_metrics',
  {
    id: serial().primaryKey(),
    metricDate: date({ mode: 'string' }).notNull(),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    accountId: uuid().references(() => accounts.externalId),
    modelId: uuid().references(() => models.externalId),
    serviceType: text(),
    businessType: text(),
    utilizationStatus: text(),
    utilizationCategory: text().notNull(),
    identifier: text().notNull(),
    matching: integer().notNull(),
    total: integer().notNull(),
  },
  (t) => [
    index('utilization_metrics_date_idx').on(t.metricDate),
    index('utilization_metrics_facility_idx').on(t.facilityId, t.metricDate),
  ],
);

/** Metric details views of the dashboard (GET dashboard/views/{name}). */
export const dashboardViews = pgTable(
  'dashboard_views',
  {
    ...audited(),
    name: text().notNull(),
    label: text().notNull(),
    configJson: jsonb(),
    detailsUri: text().notNull(),
  },
  (t) => [uniqueIndex('dashboard_views_name_uq').on(t.name)],
);
