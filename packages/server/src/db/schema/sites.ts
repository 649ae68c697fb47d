/** The facilities area (spec 2): facilities, their accounts, contracts and locations, and PAR levels. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { audited, ts } from './columns';
import { enterprises } from './admin';
import { models } from './catalogue';

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
