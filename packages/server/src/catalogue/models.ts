/**
 * Product models (spec 3 §2.9, §3, §5, §7 "Models"): the list, exists, saves, entity actions, exports and the
 * models ddlist the console caches at sign-in, all from one resource declaration. A product carries its model's
 * family (the product form has none of its own), so a saved model passes its family on to its products.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, modelFormSchema } from '@equipdesk/api-client/contract';
import type { Model, ModelDdItem, ModelFormOutput } from '@equipdesk/api-client/contract';
import { models, products } from '../db/schema';
import { defineResource } from '../resources/definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf } from '../resources/items';

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
  fields: {
    externalId: models.externalId,
    modelCode: models.modelCode,
    modelDescription: models.modelDescription,
    family: models.family,
    groupName: models.groupName,
    status: models.status,
    createdBy: models.createdBy,
    createdTimestamp: models.createdTimestamp,
    lastModifiedBy: models.lastModifiedBy,
    lastModifiedTimestamp: models.lastModifiedTimestamp,
  },
  toItems: (rows): Model[] =>
    rows.map((m) => ({
      externalId: m.externalId,
      modelCode: m.modelCode,
      modelDescription: m.modelDescription,
      family: m.family,
      groupName: m.groupName,
      status: asStatus(m.status),
      ...auditOf(m),
    })),
  columns: { modelCode: models.modelCode, modelDescription: models.modelDescription, family: models.family, groupName: models.groupName, status: models.status },
  search: [models.modelCode, models.modelDescription, models.family, models.groupName],
  sort: {
    modelCode: models.modelCode,
    modelDescription: models.modelDescription,
    family: models.family,
    groupName: models.groupName,
    status: models.status,
    createdTimestamp: models.createdTimestamp,
    lastModifiedTimestamp: models.lastModifiedTimestamp,
  },
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
  export: [
    { header: 'Model', value: (m: Model) => m.modelCode },
    { header: 'Model Description', value: (m: Model) => m.modelDescription },
    { header: 'Family', value: (m: Model) => m.family },
    { header: 'Group Name', value: (m: Model) => m.groupName },
    { header: 'Status', value: (m: Model) => m.status },
    { header: 'UUID', value: (m: Model) => m.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
