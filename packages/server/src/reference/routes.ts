/**
 * The reference lists the console loads once after sign-in (spec 1 §7 "Cache loads at login"):
 * every signed-in user with at least one permission may read them. Lists of resources declared on
 * the resource layer come with their declaration (enterprises, roles, users, facilities,
 * accounts, contracts, locations, under the resource's own scope); models and products are
 * declared here until their screens bring resources; the pick lists are grouped by hand.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { PICKLIST_TYPES } from '@equipdesk/api-client/contract';
import type {
  ModelDdItem,
  PicklistGroups,
  PicklistType,
  ProductDdItem,
  ResultResponse,
} from '@equipdesk/api-client/contract';
import { models, picklistValues, products } from '../db/schema';
import { registerDdlist } from '../resources/ddlist';
import { asStatus, auditOf } from '../resources/items';


export async function registerReferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  registerDdlist(app, {
    name: 'models',
    table: models,
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
  });

  registerDdlist(app, {
    name: 'products',
    table: products,
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
  });

  app.get('/api/picklist-values/all', { config: { grant: 'any' } }, async (): Promise<ResultResponse<PicklistGroups>> => {
    const rows = await db
      .select()
      .from(picklistValues)
      .where(eq(picklistValues.status, 'ACTIVE'))
      .orderBy(asc(picklistValues.name), asc(picklistValues.displayLabel));
    const result = Object.fromEntries(PICKLIST_TYPES.map((t) => [t, []])) as unknown as PicklistGroups;
    for (const r of rows) {
      const group = result[r.name as PicklistType];
      if (!group) continue;
      group.push({
        externalId: r.externalId,
        name: r.name as PicklistType,
        value: r.value,
        displayLabel: r.displayLabel,
        status: asStatus(r.status),
        ...auditOf(r),
      });
    }
    return { success: true, result };
  });
}
