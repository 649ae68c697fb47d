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
import { inScope } from '../resources/items';
import { columnMap } from '../resources/columns';
import { referencedRow, uuids } from '../facilities/common';
import { ddlistOf, type DdOf } from '../resources/ddlist';

const modelCode = sql<string | null>`(select m.model_code from models m where m.external_id = products.model_id)`;
const modelDescription = sql<string | null>`(select m.model_description from models m where m.external_id = products.model_id)`;

async function productValues(form: ProductFormOutput, ctx: RequestContext) {
  const model = await referencedRow(ctx.db, models, form.model, undefined, 'model', MESSAGES.productModelRequired);
  return { itemCode: form.itemCode, itemDescription: form.itemDescription, modelId: model.externalId, family: model.family };
}

const productColumns = columnMap(products, {
  itemCode: { column: products.itemCode, header: 'Item Code' },
  itemDescription: { column: products.itemDescription, header: 'Item Description' },
  family: { column: products.family, header: 'Family' },
  model: { column: products.modelId, sorts: false, shown: false },
  modelCode: { column: modelCode, header: 'Model' },
  modelDescription: { column: modelDescription, header: 'Model Description' },
});

// The items the map builds are the contract's products (checked when compiled).
const _itemIsProduct = (item: ReturnType<typeof productColumns.item>): Product => item;

const unique = [{ field: 'itemCode', expression: products.itemCode, value: (f: ProductFormOutput) => f.itemCode, message: MESSAGES.productExists }];

export const productResource = defineResource({
  name: 'products',
  label: 'Product',
  table: products,
  fields: productColumns.fields,
  toItems: productColumns.toItems,
  columns: productColumns.columns,
  search: productColumns.search,
  sort: productColumns.sort,
  defaultSort: { by: 'itemCode', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(products.status, values) },
    models: { condition: (values) => inArray(products.modelId, inScope(uuids(values))) },
  },
  // The compact list behind the asset form's product picker (spec 1 §7 "Cache loads at login").
  ddlist: ddlistOf({ externalId: products.externalId, itemCode: products.itemCode, itemDescription: products.itemDescription, model: products.modelId, status: products.status }, [products.itemCode]) satisfies DdOf<ProductDdItem>,

  exists: { params: { itemCode: products.itemCode } },
  create: { schema: productFormSchema, unique, values: productValues },
  update: { schema: productFormSchema, unique, values: productValues },
  export: productColumns.export,
});
