import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, PICKLIST_TYPES } from '@equipdesk/api-client/contract';
import type { FacilityDdItem, ListResponse, LocationDdItem, PicklistGroups, Role } from '@equipdesk/api-client/contract';
import { buildApp } from '../src/app';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

const REFERENCE_LISTS = [
  '/api/enterprises',
  '/api/facilities/ddlist',
  '/api/contracts/ddlist',
  '/api/models/ddlist',
  '/api/products/ddlist',
  '/api/accounts/ddlist',
  '/api/users/ddlist',
  '/api/roles',
  '/api/locations/ddlist',
  '/api/picklist-values/all',
];

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  adminToken = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('reference lists loaded at sign-in', () => {
  it.each(REFERENCE_LISTS)('%s answers 200 to admin, 403 to noaccess and 401 without a token', async (url) => {
    const ok = await app.inject({ method: 'GET', url, headers: authed(adminToken) });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ success: true });

    const noaccess = await login(app, 'noaccess');
    const denied = await app.inject({ method: 'GET', url, headers: authed(noaccess) });
    expect(denied.statusCode).toBe(403);
    expect(json(denied)).toEqual({ success: false, message: MESSAGES.notPrivileged });

    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists enterprises and roles as list envelopes', async () => {
    const enterprises = json<ListResponse<{ externalId: string; internalId: number; name: string }>>(
      await app.inject({ method: 'GET', url: '/api/enterprises', headers: authed(adminToken) }),
    );
    expect(enterprises.count).toBe(5);
    expect(enterprises.items).toHaveLength(5);
    expect(enterprises.items[0]).toEqual(expect.objectContaining({ externalId: expect.any(String), internalId: expect.any(Number), name: expect.any(String) }));

    const roles = json<ListResponse<Role>>(await app.inject({ method: 'GET', url: '/api/roles', headers: authed(adminToken) }));
    expect(roles.items.map((r) => r.identifier)).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_CAREGIVER', 'ROLE_SUPPORT']));
    // Default order: name, descending.
    const names = roles.items.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    const paged = json<ListResponse<Role>>(await app.inject({ method: 'GET', url: '/api/roles?pageIndex=1&pageSize=4', headers: authed(adminToken) }));
    expect(paged.count).toBe(roles.count);
    expect(paged.items).toEqual(roles.items.slice(4, 8));
  });

  it('searches enterprises by name, taking % and _ literally', async () => {
    const lake = json<ListResponse<{ name: string }>>(await app.inject({ method: 'GET', url: '/api/enterprises?search=lake', headers: authed(adminToken) }));
    expect(lake.items.map((e) => e.name)).toEqual(['Lakeshore Hospitals']);
    const wildcard = json<ListResponse<{ name: string }>>(await app.inject({ method: 'GET', url: '/api/enterprises?search=%25', headers: authed(adminToken) }));
    expect(wildcard.count).toBe(0);
  });

  it('answers a bad paging parameter with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/roles?pageSize=abc', headers: authed(adminToken) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, errors: [expect.objectContaining({ field: 'pageSize' })] });
  });

  it('groups every pick list type in picklist-values/all', async () => {
    const { result } = json<{ result: PicklistGroups }>(await app.inject({ method: 'GET', url: '/api/picklist-values/all', headers: authed(adminToken) }));
    expect(Object.keys(result).sort()).toEqual([...PICKLIST_TYPES].sort());
    for (const type of PICKLIST_TYPES) expect(result[type].length).toBeGreaterThan(0);
    expect(result.UtilizationStatus.map((v) => v.value)).toContain('BROKEN / AM');
    expect(result.LocationType.map((v) => v.value)).toContain('BED');
  });

  it('shows a non-privileged user only their own facilities, accounts and locations', async () => {
    const all = json<ListResponse<FacilityDdItem>>(await app.inject({ method: 'GET', url: '/api/facilities/ddlist', headers: authed(adminToken) }));
    const customer = await login(app, 'customer');
    const mine = json<ListResponse<FacilityDdItem>>(await app.inject({ method: 'GET', url: '/api/facilities/ddlist', headers: authed(customer) }));
    expect(all.count).toBe(20);
    expect(mine.count).toBe(2);
    expect(mine.items[0]).toEqual(expect.objectContaining({ type: expect.any(String), enterprise: expect.any(String) }));

    const myAccounts = json<ListResponse<{ externalId: string; facility: string }>>(
      await app.inject({ method: 'GET', url: '/api/accounts/ddlist', headers: authed(customer) }),
    );
    const myFacilityIds = new Set(mine.items.map((f) => f.externalId));
    expect(myAccounts.count).toBeGreaterThan(0);
    expect(myAccounts.items.every((a) => myFacilityIds.has(a.facility))).toBe(true);

    const myLocations = json<ListResponse<LocationDdItem>>(await app.inject({ method: 'GET', url: '/api/locations/ddlist', headers: authed(customer) }));
    const accountIds = new Set(myAccounts.items.map((a) => a.externalId));
    expect(myLocations.count).toBeGreaterThan(0);
    expect(myLocations.items.every((l) => accountIds.has(l.account))).toBe(true);
    const allLocations = json<ListResponse<LocationDdItem>>(await app.inject({ method: 'GET', url: '/api/locations/ddlist', headers: authed(adminToken) }));
    expect(allLocations.count).toBeGreaterThan(myLocations.count);
  });
});

describe('the guard', () => {
  let guarded: FastifyInstance;

  beforeAll(async () => {
    guarded = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 10_000, perAddress: 1_000_000 } });
    guarded.get('/api/probe/users', { config: { grant: { area: 'users', action: 'VIEW' } } }, async () => ({ success: true }));
    guarded.post('/api/probe/orders/cancel', { config: { grant: { area: 'orders', action: 'CANCEL' } } }, async () => ({ success: true }));
    guarded.get('/api/probe/uploads', { config: { grant: { area: 'assets/uploads', action: 'VIEW' } } }, async () => ({ success: true }));
    await guarded.ready();
  });

  afterAll(async () => {
    await guarded?.close();
  });

  it('enforces the grant a route declares, for a narrow role', async () => {
    const caregiver = await login(guarded, 'caregiver');
    expect((await guarded.inject({ method: 'GET', url: '/api/probe/users', headers: authed(caregiver) })).statusCode).toBe(403);
    expect((await guarded.inject({ method: 'POST', url: '/api/probe/orders/cancel', headers: authed(caregiver) })).statusCode).toBe(200);
    const admin = await login(guarded, 'admin');
    expect((await guarded.inject({ method: 'GET', url: '/api/probe/users', headers: authed(admin) })).statusCode).toBe(200);
  });

  it('lets ROLE_SUPPORT read but not change', async () => {
    const support = await login(guarded, 'support');
    expect((await guarded.inject({ method: 'GET', url: '/api/probe/users', headers: authed(support) })).statusCode).toBe(200);
    expect((await guarded.inject({ method: 'POST', url: '/api/probe/orders/cancel', headers: authed(support) })).statusCode).toBe(403);
  });

  it('checks the token before the grant', async () => {
    const response = await guarded.inject({ method: 'GET', url: '/api/probe/users' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to start with an /api route that declares no grant', async () => {
    const careless = await buildApp({ db: database.db, staticDir: null });
    expect(() => careless.get('/api/forgotten', async () => ({ success: true }))).toThrow(/declares neither/);
    await careless.close();
  });
});
