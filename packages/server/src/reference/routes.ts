/**
 * The reference lists the console loads once after sign-in (spec 1 §7 "Cache loads at login"):
 * every signed-in user with at least one permission may read them. Users who are not privileged
 * see only their own facilities, accounts and the locations of their accounts.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, PICKLIST_TYPES } from '@equipdesk/api-client/contract';
import type {
  AccountDdItem,
  ContractDdItem,
  Enterprise,
  EntityStatus,
  FacilityDdItem,
  ListResponse,
  LocationDdItem,
  ModelDdItem,
  PicklistGroups,
  PicklistType,
  ProductDdItem,
  ResultResponse,
  Role,
  UserDdItem,
  UserType,
} from '@equipdesk/api-client/contract';
import { accountScope, facilityScope } from '../auth/session';
import { sessionOf } from '../auth/guard';
import {
  accounts,
  contracts,
  enterprises,
  facilities,
  locations,
  models,
  picklistValues,
  products,
  roles,
  users,
} from '../db/schema';
import { parseWith } from '../http/errors';
import { containsPattern, pageWindow, pagingSchema } from '../http/paging';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const status = (s: string): EntityStatus => s as EntityStatus;
const list = <T>(items: T[], total = items.length): ListResponse<T> => ({ success: true, count: total, items });

/** Scoped queries with an empty scope must match nothing, not everything. */
const NONE = '00000000-0000-0000-0000-000000000000';
const inScope = (scope: string[]): string[] => (scope.length > 0 ? scope : [NONE]);

export async function registerReferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/api/enterprises', { config: { grant: 'any' } }, async (request): Promise<ListResponse<Enterprise>> => {
    const paging = parseWith(pagingSchema, request.query);
    const { offset, limit } = pageWindow(paging, ADMIN_PAGE_SIZE);
    const where: SQL[] = [ne(enterprises.status, 'REMOVED')];
    if (paging.search) where.push(ilike(enterprises.name, containsPattern(paging.search)));
    const [total] = await db.select({ n: count() }).from(enterprises).where(and(...where));
    const rows = await db
      .select()
      .from(enterprises)
      .where(and(...where))
      .orderBy(paging.sortDirection === 'desc' ? desc(enterprises.name) : asc(enterprises.name))
      .offset(offset)
      .limit(limit);
    return list(
      rows.map((e) => ({
        internalId: e.internalId,
        externalId: e.externalId,
        name: e.name,
        status: status(e.status),
        createdBy: e.createdBy,
        createdTimestamp: iso(e.createdTimestamp),
        lastModifiedBy: e.lastModifiedBy,
        lastModifiedTimestamp: iso(e.lastModifiedTimestamp),
      })),
      total?.n ?? 0,
    );
  });

  app.get('/api/roles', { config: { grant: 'any' } }, async (request): Promise<ListResponse<Role>> => {
    const paging = parseWith(pagingSchema, request.query);
    const { offset, limit } = pageWindow(paging, ADMIN_PAGE_SIZE);
    const where: SQL[] = [ne(roles.status, 'REMOVED')];
    if (paging.search) where.push(or(ilike(roles.name, containsPattern(paging.search)), ilike(roles.identifier, containsPattern(paging.search)))!);
    const [total] = await db.select({ n: count() }).from(roles).where(and(...where));
    const rows = await db
      .select()
      .from(roles)
      .where(and(...where))
      // The roles table sorts by name, descending, unless asked otherwise (spec 1 §2).
      .orderBy(paging.sortDirection === 'asc' ? asc(roles.name) : desc(roles.name))
      .offset(offset)
      .limit(limit);
    return list(
      rows.map((r) => ({
        id: r.internalId,
        externalId: r.externalId,
        name: r.name,
        identifier: r.identifier,
        status: status(r.status),
        createdBy: r.createdBy,
        createdTimestamp: iso(r.createdTimestamp),
        lastModifiedBy: r.lastModifiedBy,
        lastModifiedTimestamp: iso(r.lastModifiedTimestamp),
      })),
      total?.n ?? 0,
    );
  });

  app.get('/api/facilities/ddlist', { config: { grant: 'any' } }, async (request): Promise<ListResponse<FacilityDdItem>> => {
    const scope = await facilityScope(db, sessionOf(request));
    const rows = await db
      .select({
        externalId: facilities.externalId,
        name: facilities.name,
        type: facilities.type,
        enterprise: facilities.enterpriseId,
        status: facilities.status,
      })
      .from(facilities)
      .where(and(ne(facilities.status, 'REMOVED'), scope ? inArray(facilities.externalId, inScope(scope)) : undefined))
      .orderBy(asc(facilities.name));
    return list(rows.map((r) => ({ ...r, type: r.type || 'A2', status: status(r.status) })));
  });

  app.get('/api/accounts/ddlist', { config: { grant: 'any' } }, async (request): Promise<ListResponse<AccountDdItem>> => {
    const scope = await accountScope(db, sessionOf(request));
    const rows = await db
      .select({
        externalId: accounts.externalId,
        name: accounts.name,
        accountNo: accounts.accountNo,
        facility: accounts.facilityId,
        timeZone: accounts.timeZone,
        status: accounts.status,
      })
      .from(accounts)
      .where(and(ne(accounts.status, 'REMOVED'), scope ? inArray(accounts.externalId, inScope(scope)) : undefined))
      .orderBy(asc(accounts.name));
    return list(rows.map((r) => ({ ...r, status: status(r.status) })));
  });

  app.get('/api/locations/ddlist', { config: { grant: 'any' } }, async (request): Promise<ListResponse<LocationDdItem>> => {
    const scope = await accountScope(db, sessionOf(request));
    const rows = await db
      .select({
        externalId: locations.externalId,
        name: locations.name,
        type: locations.type,
        account: locations.accountId,
        facility: locations.facilityId,
        parent: locations.parentId,
        status: locations.status,
      })
      .from(locations)
      .where(and(ne(locations.status, 'REMOVED'), scope ? inArray(locations.accountId, inScope(scope)) : undefined))
      .orderBy(asc(locations.name));
    return list(rows.map((r) => ({ ...r, status: status(r.status) })));
  });

  app.get('/api/contracts/ddlist', { config: { grant: 'any' } }, async (request): Promise<ListResponse<ContractDdItem>> => {
    const scope = await facilityScope(db, sessionOf(request));
    const rows = await db
      .select({
        externalId: contracts.externalId,
        contractNo: contracts.contractNo,
        type: contracts.type,
        facility: contracts.facilityId,
        startTimestamp: contracts.startTimestamp,
        expiryTimestamp: contracts.expiryTimestamp,
        status: contracts.status,
      })
      .from(contracts)
      .where(and(ne(contracts.status, 'REMOVED'), scope ? inArray(contracts.facilityId, inScope(scope)) : undefined))
      .orderBy(asc(contracts.contractNo));
    return list(
      rows.map((r) => ({
        ...r,
        startTimestamp: iso(r.startTimestamp),
        expiryTimestamp: iso(r.expiryTimestamp),
        status: status(r.status),
      })),
    );
  });

  app.get('/api/models/ddlist', { config: { grant: 'any' } }, async (): Promise<ListResponse<ModelDdItem>> => {
    const rows = await db
      .select({
        externalId: models.externalId,
        modelCode: models.modelCode,
        modelDescription: models.modelDescription,
        family: models.family,
        groupName: models.groupName,
        status: models.status,
      })
      .from(models)
      .where(ne(models.status, 'REMOVED'))
      .orderBy(asc(models.modelCode));
    return list(rows.map((r) => ({ ...r, modelDescription: r.modelDescription ?? '', status: status(r.status) })));
  });

  app.get('/api/products/ddlist', { config: { grant: 'any' } }, async (): Promise<ListResponse<ProductDdItem>> => {
    const rows = await db
      .select({
        externalId: products.externalId,
        itemCode: products.itemCode,
        itemDescription: products.itemDescription,
        model: products.modelId,
        status: products.status,
      })
      .from(products)
      .where(ne(products.status, 'REMOVED'))
      .orderBy(asc(products.itemCode));
    return list(rows.map((r) => ({ ...r, status: status(r.status) })));
  });

  app.get('/api/users/ddlist', { config: { grant: 'any' } }, async (): Promise<ListResponse<UserDdItem>> => {
    const rows = await db
      .select({
        externalId: users.externalId,
        username: users.username,
        name: users.name,
        email: users.email,
        role: users.roleId,
        type: users.type,
        status: users.status,
      })
      .from(users)
      .where(ne(users.status, 'REMOVED'))
      .orderBy(asc(users.name));
    return list(rows.map((r) => ({ ...r, type: r.type as UserType, status: status(r.status) })));
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
        status: status(r.status),
        createdBy: r.createdBy,
        createdTimestamp: iso(r.createdTimestamp),
        lastModifiedBy: r.lastModifiedBy,
        lastModifiedTimestamp: iso(r.lastModifiedTimestamp),
      });
    }
    return { success: true, result };
  });
}
