/** The order tests' set-up: the seeded database, a signed-in user of every role, the fixture rows and the calls. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ListResponse, Order, SaveResponse } from '@equipdesk/api-client/contract';
import { accounts, locations, models, orders, userAccounts, userFacilities, users } from '../src/db/schema';
import { authed, callsAs, createTestDatabase, json, login, testApp, type TestDatabase, accountOutside } from './helpers';

export let database: TestDatabase;
export let app: FastifyInstance;
export const headers = new Map<string, Record<string, string>>();
export const { as, get, put, post } = callsAs(() => app, headers);
export const list = async (query = '', who = 'admin'): Promise<ListResponse<Order>> => {
  const response = await get(`/api/orders${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<Order>>(response);
};

/** The seed's data the tests build on: an account of the demo users' scope with a location, one outside it, two models. */
export interface Fixture {
  account: { externalId: string; facilityId: string; statTimeMinutes: number | null; standardTimeMinutes: number | null };
  location: string;
  otherLocation: string;
  outsideAccount: { externalId: string; location: string };
  model: { externalId: string; modelCode: string };
  otherModel: string;
  technician: { externalId: string; name: string };
  otherTechnician: { externalId: string; name: string };
  standardUser: string;
}
export let fx: Fixture;

export const form = (overrides: Record<string, unknown> = {}) => ({
  account: fx.account.externalId,
  deliverTo: 'Nurse Ratched',
  deliveryLocation: fx.location,
  type: 'STAT',
  nature: 'DELIVERY',
  completionMinutes: 0,
  remarks: 'Bed 4, by the window.',
  items: [
    { model: fx.model.externalId, quantity: 2 },
    { model: fx.otherModel, quantity: 1, serialNo: 'SN-ORDER-1', remarks: 'the one with the new battery' },
  ],
  ...overrides,
});

/** Places an order as `who` and answers it. */
export async function place(overrides: Record<string, unknown> = {}, who = 'admin'): Promise<Order> {
  const response = await put('/api/orders', form(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  return json<SaveResponse<Order>>(response).result!;
}

export const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.externalId, id)))[0]!;

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useOrdersFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db);
    for (const username of ['admin', 'supervisor', 'technician', 'standard', 'customer', 'caregiver', 'stakeholder', 'support']) {
      headers.set(username, authed(await login(app, username)));
    }
    const db = database.db;
    const [caregiver] = await db.select({ id: users.externalId }).from(users).where(eq(users.username, 'caregiver'));
    const mine = (await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, caregiver!.id))).map((r) => r.id);
    const myFacilities = (await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, caregiver!.id))).map((r) => r.id);
    // An account of the demo users with two locations, and one the demo users do not see.
    const withLocations = await db
      .select({ id: locations.accountId, n: count() })
      .from(locations)
      .where(and(inArray(locations.accountId, mine), eq(locations.status, 'ACTIVE')))
      .groupBy(locations.accountId)
      .having(sql`count(*) >= 2`);
    const accountId = withLocations[0]!.id;
    const [account] = await db.select().from(accounts).where(eq(accounts.externalId, accountId));
    const locs = await db.select({ id: locations.externalId }).from(locations).where(and(eq(locations.accountId, accountId), eq(locations.status, 'ACTIVE'))).limit(2);
    const outside = await accountOutside(db, mine, myFacilities);
    const modelRows = await db.select({ externalId: models.externalId, modelCode: models.modelCode }).from(models).where(eq(models.status, 'ACTIVE')).limit(2);
    const assignables = json<ListResponse<{ externalId: string; username: string; name: string; role: string }>>(await get('/api/users/assignables?flavor=LITE')).items;
    const [techRole] = ((await db.execute(sql`select external_id from roles where identifier = 'ROLE_TECHNICIAN'`)) as unknown as { rows: { external_id: string }[] }).rows;
    const techs = assignables.filter((u) => u.role === techRole!.external_id);
    const [standard] = await db.select({ id: users.externalId }).from(users).where(eq(users.username, 'standard'));
    fx = {
      account: { externalId: account!.externalId, facilityId: account!.facilityId, statTimeMinutes: account!.statTimeMinutes, standardTimeMinutes: account!.standardTimeMinutes },
      location: locs[0]!.id,
      otherLocation: locs[1]!.id,
      outsideAccount: { externalId: outside!.id, location: outside!.location },
      model: modelRows[0]!,
      otherModel: modelRows[1]!.externalId,
      technician: { externalId: techs[0]!.externalId, name: techs[0]!.name },
      otherTechnician: { externalId: techs[1]!.externalId, name: techs[1]!.name },
      standardUser: standard!.id,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
