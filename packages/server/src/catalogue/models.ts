/**
 * Product models (spec 3 §2.9, §3, §5, §7 "Models"): the list, exists, saves, entity actions, exports and the
 * models ddlist the console caches at sign-in, all from one resource declaration. A product carries its model's
 * family (the product form has none of its own), so a saved model passes its family on to its products.
 * Each field is declared once, in the column map; the list's fields, sort keys, shown columns, search, export
 * columns and items are derived from it (resources/columns.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, modelFormSchema } from '@equipdesk/api-client/contract';
import type { Model, ModelDdItem, ModelFormOutput } from '@equipdesk/api-client/contract';
import { models, products } from '../db/schema';
import { columnMap } from '../resources/columns';
import { defineResource } from '../resources/definition';
import { asStatus } from '../resources/items';

const modelColumns = columnMap(models, {
  modelCode: { column: models.modelCode, header: 'Model' },
  modelDescription: { column: models.modelDescription, header: 'Model Description' },
  family: { column: models.family, header: 'Family' },
  groupName: { column: models.groupName, header: 'Group Name' },
});

// The items the map builds are the contract's models (checked when compiled).
const _itemIsModel = (item: ReturnType<typeof modelColumns.item>): Model => item;

const unique = [{ field: 'modelCode', expression: models.modelCode, value: (f: ModelFormOutput) => f.modelCode, message: MESSAGES.modelExists }];

const values = (form: ModelFormOutput) => ({
  modelCode: form.modelCode,
  modelDescription: form.modelDescription,
  family: form.family,
  groupName: form.groupName,
});

export const modelResource = defineResource({
  name: 'models',
  label: 'Model',
  table: models,
  fields: modelColumns.fields,
  toItems: modelColumns.toItems,
  columns: modelColumns.columns,
  search: modelColumns.search,
  sort: modelColumns.sort,
  defaultSort: { by: 'modelCode', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(models.status, values) },
  },
  // The compact list behind every model picker (spec 1 §7 "Cache loads at login").
  ddlist: {
    fields: {
      externalId: models.externalId,
      modelCode: models.modelCode,
      modelDescription: models.modelDescription,
      family: models.family,
      groupName: models.groupName,
      status: models.status,
    },
    toItem: (r): ModelDdItem => ({
      externalId: r.externalId,
      modelCode: r.modelCode,
      modelDescription: r.modelDescription ?? '',
      family: r.family,
      groupName: r.groupName,
      status: asStatus(r.status),
    }),
    sort: [models.modelCode],
    search: [models.modelDescription],
  },
  exists: { params: { modelCode: models.modelCode } },
  create: { schema: modelFormSchema, unique, values },
  update: {
    schema: modelFormSchema,
    unique,
    values,
    afterWrite: async (tx, row) => {
      await tx
        .update(products)
        .set({ family: row.family })
        .where(and(eq(products.modelId, row.externalId), sql`${products.family} is distinct from ${row.family}`));
    },
  },
  export: modelColumns.export,
});
