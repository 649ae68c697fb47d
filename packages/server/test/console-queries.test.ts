/**
 * Every GET route refuses a parameter it does not declare (http/query.ts): the calls the console makes must still be
 * answered. Each call here goes through the published client (`@equipdesk/api-client`) over HTTP, with the parameters
 * the console's pages send: paging, sort, search and each filter its listing declares, repeated filters as arrays,
 * the reports' time windows, the dashboard's filters. And the shape of a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, ne } from 'drizzle-orm';
import { createApiClient, type ApiClient } from '@equipdesk/api-client';
import {
  ALERT_STATUSES,
  ASSET_STATS,
  COMMISSION_STATUSES,
  ENTITY_STATUSES,
  NO_PATIENT_CARE_UNIT,
  ORDER_COMPLIANCES,
  ORDER_STATS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PENDING_FILTERS,
  PRODUCTIVITY_CHANGE_TYPES,
  USER_TYPES,
  UTILIZATION_ROLL_UP_FIELDS,
  VERIFICATION_BUCKETS,
} from '@equipdesk/api-client/contract';
import { accounts, assets, facilities, locations, models, orders, picklistValues, products, roles, users } from '../src/db/schema';
import { authed, createTestDatabase, login, serveOverHttp, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let client: ApiClient;
const ids = { facility: '', account: '', model: '', product: '', location: '', user: '', role: '', asset: '', order: '' };
/** One value of each pick list, as the console's filters offer them. */
const picked: Record<string, string[]> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  token = await login(app, 'admin');
  const origin = await serveOverHttp(app);
  client = createApiClient({ baseUrl: `${origin}/api`, getToken: () => token, saveFile: async () => undefined });
  const first = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;
  ids.facility = (await first(database.db.select({ id: facilities.externalId }).from(facilities).limit(1))).id;
  ids.account = (await first(database.db.select({ id: accounts.externalId }).from(accounts).limit(1))).id;
  ids.model = (await first(database.db.select({ id: models.externalId }).from(models).limit(1))).id;
  ids.product = (await first(database.db.select({ id: products.externalId }).from(products).limit(1))).id;
  ids.location = (await first(database.db.select({ id: locations.externalId }).from(locations).limit(1))).id;
  ids.user = (await first(database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'supervisor')))).id;
  ids.asset = (await first(database.db.select({ id: assets.externalId }).from(assets).where(ne(assets.status, 'REMOVED')).limit(1))).id;
  ids.order = (await first(database.db.select({ id: orders.externalId }).from(orders).limit(1))).id;
  ids.role = (await first(database.db.select({ id: roles.externalId }).from(roles).limit(1))).id;
  for (const row of await database.db.select({ name: picklistValues.name, value: picklistValues.value }).from(picklistValues)) picked[row.name] ??= [row.value];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = { pageIndex: 0, pageSize: 50, search: 'a' };
const window = { startTimestamp: '2025-01-01T00:00:00', endTimestamp: '2030-12-31T23:59:59' };

describe('the calls of the console', () => {
  it('are answered with the parameters each listing sends', async () => {
    const statuses = [...ENTITY_STATUSES];
    const lists: [string, Record<string, unknown>][] = [
      ['users', { statuses, facilities: [ids.facility], accounts: [ids.account], userTypes: [...USER_TYPES], roles: [ids.role], sortBy: 'lastActivityTimestamp', sortDirection: 'desc' }],
      ['enterprises', { statuses, sortBy: 'name', sortDirection: 'asc' }],
      ['roles', { statuses }],
      ['permissions', { statuses }],
      ['facilities', { statuses }],
      ['accounts', { statuses, facilities: [ids.facility] }],
      ['contracts', { statuses, facilities: [ids.facility], sortBy: 'contractNo', sortDirection: 'asc' }],
      ['locations', { statuses, facilities: [ids.facility], accounts: [ids.account], locationTypes: picked.LocationType, utilizationStatuses: picked.UtilizationStatus }],
      ['models', { statuses, sortBy: 'modelCode', sortDirection: 'asc' }],
      ['products', { statuses, models: [ids.model] }],
      ['picklist-values', { statuses, names: ['UtilizationStatus'] }],
      ['sync/config', { statuses }],
      ['visits', { statuses, facilities: [ids.facility], accounts: [ids.account], users: [ids.user], locations: [ids.location], sortBy: 'createdTimestamp', sortDirection: 'desc' }],
      [
        'orders',
        {
          statuses,
          facilities: [ids.facility],
          accounts: [ids.account],
          orderStatuses: [...ORDER_STATUSES],
          orderTypes: [...ORDER_TYPES],
          models: [ids.model],
          locations: [ids.location],
          businessTypes: picked.BusinessType,
          serviceTypes: picked.ServiceType,
          createdFrom: '2025-01-01T00:00:00Z',
          createdTo: '2030-01-01T00:00:00Z',
          compliance: [...ORDER_COMPLIANCES],
        },
      ],
      [
        'assets',
        {
          statuses,
          facilities: [ids.facility],
          accounts: [ids.account],
          models: [ids.model],
          businessTypes: picked.BusinessType,
          serviceTypes: picked.ServiceType,
          products: [ids.product],
          utilizationStatuses: picked.UtilizationStatus,
          verificationBuckets: [...VERIFICATION_BUCKETS],
          patientCareUnits: [NO_PATIENT_CARE_UNIT],
          pending: PENDING_FILTERS[1],
          commissionStatus: COMMISSION_STATUSES[1],
        },
      ],
      ['alerts/orders', { statuses: [...ALERT_STATUSES], facilities: [ids.facility], accounts: [ids.account] }],
      ['alerts/pm', { statuses: [...ALERT_STATUSES], facilities: [ids.facility], accounts: [ids.account] }],
      ['alerts/par', { statuses: [...ALERT_STATUSES], facilities: [ids.facility], accounts: [ids.account] }],
      ['assets/uploads', {}],
      ['stock/status', { facilities: [ids.facility], locations: [ids.location], sortBy: 'facilityName', sortDirection: 'asc' }],
      [
        'assets/productivity/single',
        { facilities: [ids.facility], accounts: [ids.account], models: [ids.model], users: [ids.user], utilizationStatuses: picked.UtilizationStatus, utilizationCategories: picked.UtilizationCategory, types: [PRODUCTIVITY_CHANGE_TYPES[0]!.value], ...window },
      ],
      ['utilization', { facilities: [ids.facility], accounts: [ids.account], models: [ids.model], serviceTypes: picked.ServiceType, rollUpFields: [...UTILIZATION_ROLL_UP_FIELDS], ...window }],
      ['utilization/totals', { rollUpFields: ['accountName'], ...window }],
    ];
    for (const [resource, query] of lists) {
      // A failed call rejects with the server's words.
      await expect(client.list(resource, { ...page, ...query }), resource).resolves.toMatchObject({ success: true });
    }
    for (const [resource, query] of lists.slice(0, 18)) {
      // The export of a list takes its query, the page left out by the client.
      await expect(client.exportList(resource, 'csv', { ...page, ...query }), `${resource} export`).resolves.toMatchObject({ filename: expect.any(String) });
    }
    // The productivity report's export is sent the list's whole query, page included.
    await expect(client.productivityExport('csv', { ...page, facilities: [ids.facility], ...window })).resolves.toMatchObject({ filename: expect.any(String) });
    await expect(client.metricDetailsExport('utilization', 'xlsx', { ...page, rollUpFields: ['modelCode'], ...window })).resolves.toMatchObject({ filename: expect.any(String) });
  });

  it('are answered for the other calls with parameters', async () => {
    await expect(client.exists('users', { handle: 'someone@example.com', externalId: ids.user })).resolves.toBeTypeOf('boolean');
    await expect(client.exists('permissions', { value: 'users', context: 'URI', type: 'VIEW', platform: 'WEB' })).resolves.toBeTypeOf('boolean');
    await expect(client.exists('assets', { serialNumber: 'SN-1', model: ids.model, externalId: ids.asset })).resolves.toBeTypeOf('boolean');
    await expect(client.assetsDd({ search: 'SN', externalIds: [ids.asset], pageIndex: 0, pageSize: 500 })).resolves.toMatchObject({ success: true });
    await expect(client.productivitySingle({ externalId: ids.asset, pageIndex: 0, pageSize: 50 })).resolves.toMatchObject({ success: true });
    await expect(client.usersMono(ids.user)).resolves.toMatchObject({ externalId: ids.user });
    await expect(client.usersAssignables()).resolves.toBeInstanceOf(Array);
    await expect(client.accountAssignables(ids.account)).resolves.toBeInstanceOf(Array);
    const dashboard = { accounts: [ids.account], models: [ids.model], serviceTypes: picked.ServiceType, businessTypes: picked.BusinessType };
    for (const stat of ASSET_STATS) await expect(client.assetStat(stat, dashboard), stat).resolves.toBeDefined();
    for (const stat of ORDER_STATS) await expect(client.orderStat(stat, dashboard), stat).resolves.toBeDefined();
    await expect(client.utilizationTrends({ ...window, facilities: [ids.facility], utilizationStatuses: picked.UtilizationStatus })).resolves.toBeInstanceOf(Array);
    const [location] = await database.db.select({ facility: locations.facilityId, id: locations.externalId }).from(locations).where(eq(locations.status, 'ACTIVE')).limit(1);
    await expect(client.stockDetails({ facility: location!.facility, location: location!.id, model: ids.model })).resolves.toMatchObject({ success: true });
    await expect(client.issueExportRequest('productivity', { name: 'console', facilities: [ids.facility], types: [PRODUCTIVITY_CHANGE_TYPES[0]!.value], start: '2025-01-01T00:00:00', end: '2030-01-01T00:00:00' })).resolves.toMatchObject({ requestStatus: 'REQUESTED' });
    await expect(client.issueExportRequest('utilization', { name: 'console', models: [ids.model], additionalFields: ['accountNo'] })).resolves.toMatchObject({ requestStatus: 'REQUESTED' });
  });
});

describe('a parameter the call does not take', () => {
  it('is a 400 naming it, in the errors of the contract, before anything is read or written', async () => {
    const response = await app.inject({ url: '/api/utilization/export.xlsx?start=notadate', headers: authed(token) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    const message = 'start is not a parameter of this call.';
    expect(JSON.parse(response.body)).toEqual({ success: false, message, errors: [{ field: 'start', message }] });
  });

  it('is refused on a list, and a bad value of one it takes names it too', async () => {
    const unknown = await app.inject({ url: '/api/users?pageSize=50&facility=x', headers: authed(token) });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ success: false, errors: [{ field: 'facility' }] });
    const bad = await app.inject({ url: '/api/users?pageSize=ten', headers: authed(token) });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ success: false, message: 'pageSize must be a whole number from 1 to 1000.', errors: [{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 1000.' }] });
  });
});
