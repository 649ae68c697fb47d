/**
 * The reference lists the console loads once after sign-in (spec 1 §7 "Cache loads at login"):
 * every signed-in user with at least one permission may read them. Users who are not privileged
 * see only their own facilities, accounts and the locations of their accounts. The ddlists are
 * declarations over the resource layer's `registerDdlist`; enterprises, roles and users come with
 * their resources (src/admin); the pick lists are grouped by hand.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { PICKLIST_TYPES } from '@equipdesk/api-client/contract';
import type {
  AccountDdItem,
  ContractDdItem,
  FacilityDdItem,
  LocationDdItem,
  ModelDdItem,
  PicklistGroups,
  PicklistType,
  ProductDdItem,
  ResultResponse,
} from '@equipdesk/api-client/contract';
import { accountScope, facilityScope } from '../auth/session';
import { accounts, contracts, facilities, locations, models, picklistValues, products } from '../db/schema';
import { registerDdlist } from '../resources/ddlist';
import { asStatus, auditOf, inScope, iso } from '../resources/items';

type Row = Record<string, unknown>;
const str = (v: unknown): string => v as string;

export async function registerReferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  registerDdlist(app, {
    name: 'facilities',
    table: facilities,
    fields: { externalId: facilities.externalId, name: facilities.name, type: facilities.type, enterprise: facilities.enterpriseId, status: facilities.status },
    toItem: (r: Row): FacilityDdItem => ({ externalId: str(r.externalId), name: str(r.name), type: str(r.type) || 'A2', enterprise: str(r.enterprise), status: asStatus(str(r.status)) }),
    sort: [facilities.name],
    scope: async (ctx) => {
      const scope = await facilityScope(ctx.db, ctx.session);
      return scope ? inArray(facilities.externalId, inScope(scope)) : undefined;
    },
  });

  registerDdlist(app, {
    name: 'accounts',
    table: accounts,
    fields: {
      externalId: accounts.externalId,
      name: accounts.name,
      accountNo: accounts.accountNo,
      facility: accounts.facilityId,
      timeZone: accounts.timeZone,
      status: accounts.status,
    },
    toItem: (r: Row): AccountDdItem => ({
      externalId: str(r.externalId),
      name: str(r.name),
      accountNo: str(r.accountNo),
      facility: str(r.facility),
      timeZone: r.timeZone as AccountDdItem['timeZone'],
      status: asStatus(str(r.status)),
    }),
    sort: [accounts.name],
    scope: async (ctx) => {
      const scope = await accountScope(ctx.db, ctx.session);
      return scope ? inArray(accounts.externalId, inScope(scope)) : undefined;
    },
  });

  registerDdlist(app, {
    name: 'locations',
    table: locations,
    fields: {
      externalId: locations.externalId,
      name: locations.name,
      type: locations.type,
      account: locations.accountId,
      facility: locations.facilityId,
      parent: locations.parentId,
      status: locations.status,
    },
    toItem: (r: Row): LocationDdItem => ({
      externalId: str(r.externalId),
      name: str(r.name),
      type: str(r.type),
      account: str(r.account),
      facility: r.facility as string | undefined,
      parent: r.parent as string | null,
      status: asStatus(str(r.status)),
    }),
    sort: [locations.name],
    scope: async (ctx) => {
      const scope = await accountScope(ctx.db, ctx.session);
      return scope ? inArray(locations.accountId, inScope(scope)) : undefined;
    },
  });

  registerDdlist(app, {
    name: 'contracts',
    table: contracts,
    fields: {
      externalId: contracts.externalId,
      contractNo: contracts.contractNo,
      type: contracts.type,
      facility: contracts.facilityId,
      startTimestamp: contracts.startTimestamp,
      expiryTimestamp: contracts.expiryTimestamp,
      status: contracts.status,
    },
    toItem: (r: Row): ContractDdItem => ({
      externalId: str(r.externalId),
      contractNo: str(r.contractNo),
      type: str(r.type),
      facility: str(r.facility),
      startTimestamp: iso(r.startTimestamp as Date | null),
      expiryTimestamp: iso(r.expiryTimestamp as Date | null),
      status: asStatus(str(r.status)),
    }),
    sort: [contracts.contractNo],
    scope: async (ctx) => {
      const scope = await facilityScope(ctx.db, ctx.session);
      return scope ? inArray(contracts.facilityId, inScope(scope)) : undefined;
    },
  });

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
    toItem: (r: Row): ModelDdItem => ({
      externalId: str(r.externalId),
      modelCode: str(r.modelCode),
      modelDescription: (r.modelDescription as string | null) ?? '',
      family: r.family as string | null,
      groupName: r.groupName as string | null,
      status: asStatus(str(r.status)),
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
    toItem: (r: Row): ProductDdItem => ({
      externalId: str(r.externalId),
      itemCode: str(r.itemCode),
      itemDescription: r.itemDescription as string | null,
      model: str(r.model),
      status: asStatus(str(r.status)),
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
