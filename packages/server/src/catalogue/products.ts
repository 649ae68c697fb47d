/**
 * Products (spec 3 §2.10, §3, §5, §7 "Products"): the list with its model's code and description, the models
 * filter, exists, saves, entity actions, exports and the products ddlist, from one resource declaration. The
 * model must exist and not be REMOVED; the product takes its model's family.
 */
import { inArray, sql } from 'drizzle-orm';
import { MESSAGES, productFormSchema } from '@equipdesk/api-client/contract';
import type { Product, ProductDdItem, ProductFormOutput } from '@equipdesk/api-client/contract';
import { models, products } from '../db/schema';
import { defineResource, type RequestContext } from '../resources/definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf, inScope } from '../resources/items';
import { referencedRow, uuids } from '../facilities/common';

const modelCode = sql<string | null>`(select m.model_code from models m where m.external_id = products.model_id)`;
const modelDescription = sql<string | null>`(select m.model_description from models m where m.external_id = products.model_id)`;

async function productValues(form: ProductFormOutput, ctx: RequestContext) {
  const model = await referencedRow(ctx.db, models, form.model, undefined, 'model', MESSAGES.productModelRequired);
  return { itemCode: form.itemCode, itemDescription: form.itemDescription, modelId: model.externalId, family: model.family };
}

const unique = [{ field: 'itemCode', expression: products.itemCode, value: (f: ProductFormOutput) => f.itemCode, message: MESSAGES.productExists }];

export const productResource = defineResource({
  name: 'products',
  label: 'Product',
  table: products,
  fields: {
    externalId: products.externalId,
    itemCode: products.itemCode,
    itemDescription: products.itemDescription,
    family: products.family,
    model: products.modelId,
    modelCode,
    modelDescription,
    status: products.status,
    createdBy: products.createdBy,
    createdTimestamp: products.createdTimestamp,
    lastModifiedBy: products.lastModifiedBy,
    lastModifiedTimestamp: products.lastModifiedTimestamp,
  },
  toItems: (rows): Product[] =>
    rows.map((p) => ({
      externalId: p.externalId,
      itemCode: p.itemCode,
      itemDescription: p.itemDescription,
      family: p.family,
      model: p.model,
      modelCode: p.modelCode,
      modelDescription: p.modelDescription,
      status: asStatus(p.status),
      ...auditOf(p),
    })),
  columns: {
    itemCode: products.itemCode,
    itemDescription: products.itemDescription,
    family: products.family,
    modelCode,
    modelDescription,
    status: products.status,
  },
  search: [products.itemCode, products.itemDescription, products.family, modelCode, modelDescription],
  sort: {
    itemCode: products.itemCode,
    itemDescription: products.itemDescription,
    family: products.family,
    modelCode,
    modelDescription,
    status: products.status,
    createdTimestamp: products.createdTimestamp,
    lastModifiedTimestamp: products.lastModifiedTimestamp,
  },
  defaultSort: { by: 'itemCode', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(products.status, values) },
    models: { condition: (values) => inArray(products.modelId, inScope(uuids(values))) },
  },
  // The compact list behind the asset form's product picker (spec 1 §7 "Cache loads at login").
  ddlist: {
    fields: {
      externalId: products.externalId,
      itemCode: products.itemCode,
      itemDescription: products.itemDescription,
      model: products.modelId,
      status: products.status,
    },
    toItem: (r): ProductDdItem => ({
      externalId: r.externalId,
      itemCode: r.itemCode,
      itemDescription: r.itemDescription,
      model: r.model,
      status: asStatus(r.status),
    }),
    sort: [products.itemCode],
  },
  exists: { params: { itemCode: products.itemCode } },
  create: { schema: productFormSchema, unique, values: productValues },
  update: { schema: productFormSchema, unique, values: productValues },
  export: [
    { header: 'Item Code', value: (p: Product) => p.itemCode },
    { header: 'Item Description', value: (p: Product) => p.itemDescription },
    { header: 'Family', value: (p: Product) => p.family ?? null },
    { header: 'Model', value: (p: Product) => p.modelCode ?? null },
    { header: 'Model Description', value: (p: Product) => p.modelDescription ?? null },
    { header: 'Status', value: (p: Product) => p.status },
    { header: 'UUID', value: (p: Product) => p.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
