/** Service work (spec 2): alerts and scheduled visits with their locations and tasks. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, ts } from './columns';
import { users } from './admin';
import { assets } from './assets';
import { orders } from './orders';
import { facilities, accounts, locations } from './sites';

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
