/** Orders (spec 3): the order, its items, what its fulfilment delivered or removed, its signature. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { audited, ts } from './columns';
import { users } from './admin';
import { assets } from './assets';
import { models } from './catalogue';
import { facilities, accounts, locations } from './sites';

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
