/** The visit tests' set-up: the seeded database on a clock of its own, signed-in users, the fixture rows and the calls. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListResponse, SaveResponse, VisitDefinition, VisitTask } from '@equipdesk/api-client/contract';
import { accounts, locations, userAccounts, userFacilities, users, visitTasks } from '../src/db/schema';
import { authed, callsAs, createTestDatabase, json, login, testApp, type TestDatabase, accountOutside } from './helpers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export let database: TestDatabase;
export let app: FastifyInstance;
// The server's clock: tests move it forward to let tasks fall due.
export let clock = new Date();
/** Moves the server's clock (a test file cannot assign the binding it imports). */
export function setClock(at: Date): void {
  clock = at;
}
export const headers = new Map<string, Record<string, string>>();
export const { get, put, post } = callsAs(() => app, headers);
export const list = async (query = '', who = 'admin'): Promise<ListResponse<VisitDefinition>> => {
  const response = await get(`/api/visits${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<VisitDefinition>>(response);
};
export const fieldMessages = (r: LightMyRequestResponse) => json<{ errors?: { message: string }[] }>(r).errors?.map((e) => e.message) ?? [];

export interface Fixture {
  /** An account of the supervisor's scope with two ACTIVE locations. */
  account: { externalId: string; facilityId: string; visitTimeoutMinutes: number };
  location: { externalId: string; name: string };
  otherLocation: { externalId: string; name: string };
  /** An account outside the supervisor's scope, with a location. */
  outside: { externalId: string; location: string };
  executive: { externalId: string; username: string; name: string };
}
export let fx: Fixture;

/** A minute-exact moment some hours ahead of the server's clock. */
export const ahead = (ms: number) => new Date(Math.ceil((clock.getTime() + ms) / 60_000) * 60_000);

export const form = (overrides: Record<string, unknown> = {}) => {
  const start = ahead(2 * HOUR);
  return {
    account: fx.account.externalId,
    executive: fx.executive.username,
    frequency: 'DAILY',
    locations: [fx.location.externalId, fx.otherLocation.externalId],
    name: 'Morning round',
    startTimestamp: start.toISOString(),
    endTimestamp: new Date(start.getTime() + 30 * DAY).toISOString(),
    ...overrides,
  };
};

export async function create(overrides: Record<string, unknown> = {}, who = 'admin'): Promise<VisitDefinition> {
  const response = await put('/api/visits', form(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  return json<SaveResponse<VisitDefinition>>(response).result!;
}

export async function tasksOf(id: string, who = 'admin'): Promise<ListResponse<VisitTask>> {
  const response = await get(`/api/visits/${id}/tasks`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<VisitTask>>(response);
}

export const storedTasks = (visitId: string) =>
  database.db.select({ due: visitTasks.dueTimestamp, status: visitTasks.taskStatus }).from(visitTasks).where(eq(visitTasks.visitId, visitId)).orderBy(visitTasks.dueTimestamp);

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useVisitsFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    // Sessions last as long as the tests move the clock.
    app = await testApp(database.db, { now: () => clock, tokenPolicy: { idleMs: 400 * DAY, absoluteMs: 400 * DAY } });
    for (const username of ['admin', 'supervisor', 'technician', 'support', 'standard']) headers.set(username, authed(await login(app, username)));
    const db = database.db;
    const [supervisor] = await db.select({ id: users.externalId }).from(users).where(eq(users.username, 'supervisor'));
    const mine = (await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.id))).map((r) => r.id);
    const myFacilities = (await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.id))).map((r) => r.id);
    const [withLocations] = await db
      .select({ id: locations.accountId })
      .from(locations)
      .innerJoin(accounts, eq(accounts.externalId, locations.accountId))
      .where(and(inArray(locations.accountId, mine), eq(locations.status, 'ACTIVE'), eq(accounts.status, 'ACTIVE')))
      .groupBy(locations.accountId)
      .having(sql`count(*) >= 2`);
    const [account] = await db.select().from(accounts).where(eq(accounts.externalId, withLocations!.id));
    const locs = await db
      .select({ externalId: locations.externalId, name: locations.name })
      .from(locations)
      .where(and(eq(locations.accountId, account!.externalId), eq(locations.status, 'ACTIVE')))
      .orderBy(locations.name)
      .limit(2);
    const outside = await accountOutside(db, mine, myFacilities);
    const [technician] = await db.select({ externalId: users.externalId, username: users.username, name: users.name }).from(users).where(eq(users.username, 'technician'));
    fx = {
      account: { externalId: account!.externalId, facilityId: account!.facilityId, visitTimeoutMinutes: account!.visitTimeoutMinutes },
      location: locs[0]!,
      otherLocation: locs[1]!,
      outside: { externalId: outside!.id, location: outside!.location },
      executive: technician!,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
