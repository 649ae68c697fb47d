/** The catalogue (spec 3): pick-list values, models and their products. */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited } from './columns';

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
