/**
 * Visit definitions over HTTP (spec 2 §2 "Visit Definitions", §3, §5 "Visit", §7 "Visits"): the list with its
 * default status and sort, its filters and scope, the exports, every rule of the form with its message (each
 * frequency's minimum gap included), the generated name, the entity actions, and the tasks: generated on save with
 * the right due times, idempotent however often and however many passes run, missed after the account's visit
 * timeout, and regenerated ahead (past ones kept) when the schedule changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MESSAGES, VISIT_MIN_GAP, formatMessage, visitGapMessage, visitOccurrence } from '@equipdesk/api-client/contract';
import type { ListResponse, SaveResponse, VisitDefinition, VisitFrequency, VisitTask } from '@equipdesk/api-client/contract';
import { accounts, locations, userAccounts, userFacilities, users, visitDefinitionLocations, visitDefinitions, visitTasks } from '../src/db/schema';
import { VISIT_FUTURE_TASKS, generateVisitTasks, markMissedTasks, visitTaskPass } from '../src/visits/tasks';
import { authed, callsAs, createTestDatabase, json, login, messageOf, testApp, type TestDatabase } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: TestDatabase;
let app: FastifyInstance;
// The server's clock: tests move it forward to let tasks fall due.
let clock = new Date();
const headers = new Map<string, Record<string, string>>();
const { get, put, post } = callsAs(() => app, headers);
const list = async (query = '', who = 'admin'): Promise<ListResponse<VisitDefinition>> => {
  const response = await get(`/api/visits${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<VisitDefinition>>(response);
};
const fieldMessages = (r: LightMyRequestResponse) => json<{ errors?: { message: string }[] }>(r).errors?.map((e) => e.message) ?? [];

interface Fixture {
  /** An account of the supervisor's scope with two ACTIVE locations. */
  account: { externalId: string; facilityId: string; visitTimeoutMinutes: number };
  location: { externalId: string; name: string };
  otherLocation: { externalId: string; name: string };
  /** An account outside the supervisor's scope, with a location. */
  outside: { externalId: string; location: string };
  executive: { externalId: string; username: string; name: string };
}
let fx: Fixture;

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
  const [outside] = await db
    .select({ id: accounts.externalId, location: locations.externalId })
    .from(accounts)
    .innerJoin(locations, eq(locations.accountId, accounts.externalId))
    .where(and(notInArray(accounts.externalId, mine), notInArray(accounts.facilityId, myFacilities), eq(accounts.status, 'ACTIVE')))
    .limit(1);
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

/** A minute-exact moment some hours ahead of the server's clock. */
const ahead = (ms: number) => new Date(Math.ceil((clock.getTime() + ms) / 60_000) * 60_000);

const form = (overrides: Record<string, unknown> = {}) => {
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

async function create(overrides: Record<string, unknown> = {}, who = 'admin'): Promise<VisitDefinition> {
  const response = await put('/api/visits', form(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  return json<SaveResponse<VisitDefinition>>(response).result!;
}

async function tasksOf(id: string, who = 'admin'): Promise<ListResponse<VisitTask>> {
  const response = await get(`/api/visits/${id}/tasks`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<VisitTask>>(response);
}

const storedTasks = (visitId: string) =>
  database.db.select({ due: visitTasks.dueTimestamp, status: visitTasks.taskStatus }).from(visitTasks).where(eq(visitTasks.visitId, visitId)).orderBy(visitTasks.dueTimestamp);

describe('the list', () => {
  it('lists ACTIVE visits newest first with the names of their account, user and locations', async () => {
    const body = await list('?pageSize=500');
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.every((v) => v.status === 'ACTIVE')).toBe(true);
    const created = body.items.map((v) => v.createdTimestamp!);
    expect([...created].sort().reverse()).toEqual(created);
    const [first] = body.items;
    expect(first).toMatchObject({ executive: expect.any(String), executiveName: expect.any(String), accountName: expect.any(String), frequency: expect.any(String) });
    expect(first!.locations.length).toBeGreaterThan(0);
    expect(first!.locationNames).toHaveLength(first!.locations.length);
  });

  it('filters by facility, account, user, location and status; an id that is not one is a 400', async () => {
    const visit = await create({ name: 'Filtered round' });
    const [executive] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, fx.executive.username));
    for (const query of [
      `facilities=${fx.account.facilityId}`,
      `accounts=${fx.account.externalId}`,
      `users=${executive!.id}`,
      `locations=${fx.otherLocation.externalId}`,
      `statuses=ACTIVE&statuses=INACTIVE`,
    ]) {
      const body = await list(`?${query}&pageSize=500`);
      expect(body.items.map((v) => v.externalId), query).toContain(visit.externalId);
    }
    expect((await list(`?accounts=${fx.outside.externalId}&pageSize=500`)).items.map((v) => v.externalId)).not.toContain(visit.externalId);
    expect((await list(`?locations=${fx.outside.location}&pageSize=500`)).items.every((v) => v.locations.includes(fx.outside.location))).toBe(true);
    expect((await get('/api/visits?locations=nope')).statusCode).toBe(400);
    expect((await get('/api/visits?users=nope')).statusCode).toBe(400);
    expect((await get('/api/visits?statuses=GONE')).statusCode).toBe(400);
  });

  it('searches names, accounts, users and locations, sorts by the columns, and exports', async () => {
    await create({ name: 'Searchable zebra round' });
    expect((await list('?search=zebra')).items.map((v) => v.name)).toEqual(['Searchable zebra round']);
    expect((await list(`?search=${encodeURIComponent(fx.otherLocation.name)}`)).count).toBeGreaterThan(0);
    const byName = (await list('?sortBy=name&sortDirection=asc&pageSize=500')).items.map((v) => v.name.toLowerCase());
    expect(byName.length).toBeGreaterThan(1);
    for (const key of ['accountName', 'executiveName', 'frequency', 'startTimestamp', 'endTimestamp']) expect((await get(`/api/visits?sortBy=${key}`)).statusCode, key).toBe(200);
    expect((await get('/api/visits?sortBy=locationNames')).statusCode).toBe(400);
    const csv = await get('/api/visits/export.csv?search=zebra');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="visits-.*\.csv"/);
    expect(csv.body).toContain('Account,Visit Name,User,Locations,Frequency,Start Time (UTC),End Time (UTC),Status');
    expect(csv.body).toContain('Searchable zebra round');
  });
});

describe('scope', () => {
  it("shows a non-privileged user only their accounts' and facilities' visits, and 404s the rest on every item route", async () => {
    const outside = await database.db
      .select({ id: visitDefinitions.externalId })
      .from(visitDefinitions)
      .where(eq(visitDefinitions.accountId, fx.outside.externalId))
      .limit(1);
    const [supervisor] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'supervisor'));
    const mine = (await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.id))).map((r) => r.id);
    const myFacilities = (await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.id))).map((r) => r.id);
    const seen = (await list('?pageSize=500', 'supervisor')).items;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((v) => mine.includes(v.account) || myFacilities.includes(v.facility))).toBe(true);
    expect((await list('?pageSize=500', 'admin')).count).toBeGreaterThan(seen.length);
    // A visit of another account, made by the admin.
    const foreign = outside[0]?.id ?? (await create({ account: fx.outside.externalId, locations: [fx.outside.location] })).externalId;
    for (const response of [
      await get(`/api/visits/${foreign}`, 'supervisor'),
      await get(`/api/visits/${foreign}/tasks`, 'supervisor'),
      await post(`/api/visits/${foreign}`, form(), 'supervisor'),
      await post(`/api/visits/${foreign}/deactivate`, undefined, 'supervisor'),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // Nor may the supervisor put a visit on an account outside their scope.
    const refused = await put('/api/visits', form({ account: fx.outside.externalId, locations: [fx.outside.location] }), 'supervisor');
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(MESSAGES.visitAccountUnknown);
  });

  it('needs VIEW to list and read tasks, NEW to create, EDIT to save, the state grants for entity actions', async () => {
    const visit = await create();
    expect((await get('/api/visits', 'standard')).statusCode).toBe(403);
    expect((await get(`/api/visits/${visit.externalId}/tasks`, 'standard')).statusCode).toBe(403);
    expect((await put('/api/visits', form(), 'support')).statusCode).toBe(403);
    expect((await post(`/api/visits/${visit.externalId}`, form(), 'support')).statusCode).toBe(403);
    // The demo technician holds VIEW..EXPORT on visits but no entity actions.
    expect((await post(`/api/visits/${visit.externalId}/deactivate`, undefined, 'technician')).statusCode).toBe(403);
    expect((await get(`/api/visits/${visit.externalId}/tasks`, 'support')).statusCode).toBe(200);
  });
});

describe('the form', () => {
  it('saves a visit with its locations, user and the facility of its account', async () => {
    const visit = await create();
    expect(visit).toMatchObject({
      name: 'Morning round',
      account: fx.account.externalId,
      facility: fx.account.facilityId,
      executive: fx.executive.username,
      executiveName: fx.executive.name,
      frequency: 'DAILY',
      status: 'ACTIVE',
    });
    expect([...visit.locations].sort()).toEqual([fx.location.externalId, fx.otherLocation.externalId].sort());
  });

  it('generates the name from the frequency and locations when it is left empty', async () => {
    const visit = await create({ name: '', frequency: 'WEEKLY', locations: [fx.otherLocation.externalId, fx.location.externalId] });
    expect(visit.name).toBe(`Weekly visit: ${fx.otherLocation.name}, ${fx.location.name}`);
    const oneTime = await create({ name: null, frequency: 'ONE_TIME', endTimestamp: null, locations: [fx.location.externalId] });
    expect(oneTime.name).toBe(`One-time visit: ${fx.location.name}`);
    expect(oneTime.endTimestamp).toBeNull();
  });

  it('answers each rule with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ account: '' }, MESSAGES.visitAccountRequired],
      [{ executive: '' }, MESSAGES.visitUserRequired],
      [{ frequency: 'HOURLY' }, MESSAGES.visitFrequencyRequired],
      [{ locations: [] }, MESSAGES.visitLocationRequired],
      [{ locations: undefined }, MESSAGES.visitLocationRequired],
      [{ name: 'x'.repeat(101) }, MESSAGES.visitName],
      [{ startTimestamp: undefined }, MESSAGES.visitStartRequired],
      [{ startTimestamp: '11/12/2026 10:00' }, MESSAGES.visitStartRequired],
      [{ startTimestamp: new Date(clock.getTime() - HOUR).toISOString() }, MESSAGES.visitStartFuture],
      [{ endTimestamp: null }, formatMessage(MESSAGES.visitEndRequired, { frequency: 'DAILY' })],
      [{ locations: [fx.outside.location] }, MESSAGES.visitLocationOtherAccount],
      [{ locations: ['not-an-id'] }, MESSAGES.visitLocationOtherAccount],
      [{ account: fx.outside.externalId.replace(/^.{8}/, '00000000') }, MESSAGES.visitAccountUnknown],
      [{ executive: 'nobody-here' }, MESSAGES.visitUserUnknown],
      [{ locations: Array.from({ length: 101 }, (_, i) => `l-${i}`) }, formatMessage(MESSAGES.visitLocationsTooMany, { n: 100 })],
    ];
    for (const [overrides, message] of cases) {
      const response = await put('/api/visits', form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldMessages(response).length > 0 ? fieldMessages(response) : [messageOf(response)], JSON.stringify(overrides)).toContain(message);
    }
    // A body missing everything: every message at once, never a 500.
    const empty = await put('/api/visits', {});
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty)).toEqual(expect.arrayContaining([MESSAGES.visitAccountRequired, MESSAGES.visitUserRequired, MESSAGES.visitFrequencyRequired, MESSAGES.visitLocationRequired, MESSAGES.visitStartRequired]));
  });

  it("holds each frequency's end to its minimum gap after the start", async () => {
    for (const frequency of Object.keys(VISIT_MIN_GAP) as Exclude<VisitFrequency, 'ONE_TIME'>[]) {
      const start = ahead(3 * HOUR);
      const minimum = visitOccurrence(frequency, start, 1);
      const short = await put('/api/visits', form({ frequency, startTimestamp: start.toISOString(), endTimestamp: new Date(minimum.getTime() - 60_000).toISOString() }));
      expect(short.statusCode, frequency).toBe(400);
      expect(fieldMessages(short), frequency).toEqual([visitGapMessage(frequency)]);
      const exact = await put('/api/visits', form({ frequency, startTimestamp: start.toISOString(), endTimestamp: minimum.toISOString() }));
      expect(exact.statusCode, `${frequency}: ${exact.body}`).toBe(200);
    }
    expect(visitGapMessage('DAILY')).toBe('End Date/time value must be at least 1 day after the Start date/time for a DAILY visit.');
    expect(visitGapMessage('HALF_YEARLY')).toBe('End Date/time value must be at least 6 months after the Start date/time for a HALF_YEARLY visit.');
  });

  it('keeps the saved start of a running visit on an edit, and refuses to move it into the past', async () => {
    const visit = await create({ name: 'Running round' });
    const saved = clock;
    clock = new Date(clock.getTime() + 5 * DAY);
    try {
      const rename = await post(`/api/visits/${visit.externalId}`, form({ name: 'Renamed round', startTimestamp: visit.startTimestamp, endTimestamp: visit.endTimestamp }));
      expect(rename.statusCode, rename.body).toBe(200);
      expect(json<SaveResponse<VisitDefinition>>(rename).result!.name).toBe('Renamed round');
      const moved = await post(`/api/visits/${visit.externalId}`, form({ startTimestamp: new Date(clock.getTime() - DAY).toISOString(), endTimestamp: visit.endTimestamp }));
      expect(moved.statusCode).toBe(400);
      expect(fieldMessages(moved)).toEqual([MESSAGES.visitStartFuture]);
    } finally {
      clock = saved;
    }
  });
});

describe('tasks', () => {
  it('are generated on save: the next ones due, on the schedule, none after the end', async () => {
    const start = ahead(HOUR);
    const daily = await create({ startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 30 * DAY).toISOString() });
    const rows = await storedTasks(daily.externalId);
    expect(rows.map((r) => r.due.toISOString())).toEqual(Array.from({ length: VISIT_FUTURE_TASKS }, (_, k) => visitOccurrence('DAILY', start, k).toISOString()));
    expect(rows.every((r) => r.status === 'PENDING')).toBe(true);

    // A monthly visit on the 31st keeps to the last day of shorter months.
    const thirtyFirst = new Date(Date.UTC(clock.getUTCFullYear() + 1, 0, 31, 9, 30));
    const monthly = await create({ frequency: 'MONTHLY', startTimestamp: thirtyFirst.toISOString(), endTimestamp: new Date(Date.UTC(clock.getUTCFullYear() + 2, 0, 1)).toISOString() });
    const monthlyDue = (await storedTasks(monthly.externalId)).map((r) => r.due.toISOString());
    expect(monthlyDue).toEqual([0, 1, 2, 3, 4].map((k) => visitOccurrence('MONTHLY', thirtyFirst, k).toISOString()));
    const february = new Date(Date.UTC(thirtyFirst.getUTCFullYear(), 2, 0)).getUTCDate();
    expect(monthlyDue.map((d) => d.slice(5, 10))).toEqual(['01-31', `02-${february}`, '03-31', '04-30', '05-31']);

    // Fewer when the visit ends sooner; one for a ONE_TIME visit.
    const short = await create({ frequency: 'WEEKLY', startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 14 * DAY).toISOString() });
    expect((await storedTasks(short.externalId)).map((r) => r.due.getTime())).toEqual([0, 7, 14].map((d) => start.getTime() + d * DAY));
    const once = await create({ frequency: 'ONE_TIME', startTimestamp: start.toISOString(), endTimestamp: null });
    expect((await storedTasks(once.externalId)).map((r) => r.due.getTime())).toEqual([start.getTime()]);
  });

  it('answer GET visits/{id}/tasks, latest due first, with created time, due time and status', async () => {
    const visit = await create();
    const body = await tasksOf(visit.externalId);
    expect(body.count).toBe(VISIT_FUTURE_TASKS);
    expect(body.items[0]).toEqual({ externalId: expect.any(String), createdTimestamp: expect.any(String), dueTimestamp: expect.any(String), taskStatus: 'PENDING' });
    const due = body.items.map((t) => t.dueTimestamp);
    expect([...due].sort().reverse()).toEqual(due);
    expect((await get('/api/visits/not-a-visit/tasks')).statusCode).toBe(404);
  });

  it('are generated idempotently: reads, saves and passes at once never write a task twice', async () => {
    const visit = await create();
    await Promise.all([
      tasksOf(visit.externalId),
      tasksOf(visit.externalId),
      generateVisitTasks(database.db, clock),
      generateVisitTasks(database.db, clock, { visitIds: [visit.externalId] }),
      visitTaskPass(database.db, clock),
    ]);
    expect(await generateVisitTasks(database.db, clock, { visitIds: [visit.externalId] })).toBe(0);
    const [row] = await database.db.select({ n: count() }).from(visitTasks).where(eq(visitTasks.visitId, visit.externalId));
    expect(Number(row!.n)).toBe(VISIT_FUTURE_TASKS);
    // The database refuses a second task at the same due time whoever writes it.
    const [first] = await storedTasks(visit.externalId);
    await expect(database.db.insert(visitTasks).values({ visitId: visit.externalId, dueTimestamp: first!.due, taskStatus: 'PENDING' })).rejects.toThrow();
    // The whole seed holds one task per visit and due time too.
    const duplicates = (await database.db.execute(sql`select 1 from visit_tasks group by visit_id, due_timestamp having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(duplicates.rows).toHaveLength(0);
  });

  it("keep past tasks with their status, mark pending ones MISSED after the account's visit timeout, and stay 5 ahead", async () => {
    const start = ahead(HOUR);
    const visit = await create({ startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 60 * DAY).toISOString() });
    const [first, second] = await storedTasks(visit.externalId);
    // The handheld completed the first task.
    await database.db.update(visitTasks).set({ taskStatus: 'COMPLETED' }).where(and(eq(visitTasks.visitId, visit.externalId), eq(visitTasks.dueTimestamp, first!.due)));
    const saved = clock;
    // Ten days on: the second task and seven more have passed without anyone doing them.
    clock = new Date(start.getTime() + 10 * DAY);
    try {
      const body = await tasksOf(visit.externalId);
      const byDue = new Map(body.items.map((t) => [t.dueTimestamp, t.taskStatus]));
      expect(byDue.get(first!.due.toISOString())).toBe('COMPLETED');
      expect(byDue.get(second!.due.toISOString())).toBe('MISSED');
      const future = body.items.filter((t) => Date.parse(t.dueTimestamp) > clock.getTime());
      expect(future).toHaveLength(VISIT_FUTURE_TASKS);
      expect(future.every((t) => t.taskStatus === 'PENDING')).toBe(true);
      // Every day from the start is there, once: the gap since the last pass is filled.
      expect(body.items.map((t) => Date.parse(t.dueTimestamp)).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 + VISIT_FUTURE_TASKS }, (_, k) => start.getTime() + k * DAY));
      // Tasks due within the timeout are still pending (the one due now, at least).
      const timeout = fx.account.visitTimeoutMinutes * 60_000;
      for (const task of body.items.filter((t) => Date.parse(t.dueTimestamp) <= clock.getTime())) {
        const expected = task.dueTimestamp === first!.due.toISOString() ? 'COMPLETED' : Date.parse(task.dueTimestamp) + timeout < clock.getTime() ? 'MISSED' : 'PENDING';
        expect(task.taskStatus, task.dueTimestamp).toBe(expected);
      }
      expect(await markMissedTasks(database.db, clock, [visit.externalId])).toBe(0);
    } finally {
      clock = saved;
    }
  });

  it('are regenerated ahead when the schedule changes; past tasks stay, unchanged saves change none', async () => {
    const start = ahead(HOUR);
    const visit = await create({ startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 90 * DAY).toISOString() });
    const saved = clock;
    clock = new Date(start.getTime() + 2 * DAY + HOUR);
    try {
      await tasksOf(visit.externalId);
      const before = await storedTasks(visit.externalId);
      const past = before.filter((t) => t.due.getTime() <= clock.getTime());
      expect(past).toHaveLength(3);
      // A rename keeps every task.
      const renamed = await post(`/api/visits/${visit.externalId}`, form({ name: 'Same schedule', startTimestamp: visit.startTimestamp, endTimestamp: visit.endTimestamp }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await storedTasks(visit.externalId)).toEqual(before);
      // WEEKLY from the same start: the pending tasks ahead are the weekly ones now, from now on.
      const weekly = await post(`/api/visits/${visit.externalId}`, form({ frequency: 'WEEKLY', startTimestamp: visit.startTimestamp, endTimestamp: visit.endTimestamp }));
      expect(weekly.statusCode, weekly.body).toBe(200);
      const after = await storedTasks(visit.externalId);
      expect(after.filter((t) => t.due.getTime() <= clock.getTime())).toEqual(past);
      const ahead5 = after.filter((t) => t.due.getTime() > clock.getTime()).map((t) => t.due.getTime());
      expect(ahead5).toEqual(Array.from({ length: VISIT_FUTURE_TASKS }, (_, k) => start.getTime() + (k + 1) * 7 * DAY));
      // A later start: the new schedule's tasks, from the new start.
      const later = new Date(start.getTime() + 20 * DAY);
      const moved = await post(`/api/visits/${visit.externalId}`, form({ frequency: 'WEEKLY', startTimestamp: later.toISOString(), endTimestamp: new Date(later.getTime() + 60 * DAY).toISOString() }));
      expect(moved.statusCode, moved.body).toBe(200);
      const movedTasks = await storedTasks(visit.externalId);
      expect(movedTasks.filter((t) => t.due.getTime() > clock.getTime()).map((t) => t.due.getTime())).toEqual(Array.from({ length: VISIT_FUTURE_TASKS }, (_, k) => later.getTime() + k * 7 * DAY));
      expect(movedTasks.filter((t) => t.due.getTime() <= clock.getTime())).toEqual(past);
    } finally {
      clock = saved;
    }
  });
});

describe('entity actions', () => {
  it('deactivate drops the pending tasks ahead, activate brings them back, delete removes the visit from the list', async () => {
    const visit = await create();
    expect((await post(`/api/visits/${visit.externalId}/deactivate`)).statusCode).toBe(200);
    expect(await storedTasks(visit.externalId)).toHaveLength(0);
    // An inactive visit gets no tasks from a pass.
    await visitTaskPass(database.db, clock);
    expect(await storedTasks(visit.externalId)).toHaveLength(0);
    const again = await post(`/api/visits/${visit.externalId}/deactivate`);
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe('Visit is already inactive.');
    expect((await post(`/api/visits/${visit.externalId}/activate`)).statusCode).toBe(200);
    expect(await storedTasks(visit.externalId)).toHaveLength(VISIT_FUTURE_TASKS);
    const removed = await post(`/api/visits/${visit.externalId}/remove`);
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe('Visit removed successfully.');
    expect((await list('?pageSize=500')).items.map((v) => v.externalId)).not.toContain(visit.externalId);
    expect((await list('?statuses=REMOVED&pageSize=500')).items.map((v) => v.externalId)).toContain(visit.externalId);
    const edited = await post(`/api/visits/${visit.externalId}`, form());
    expect(edited.statusCode).toBe(400);
    const [links] = await database.db.select({ n: count() }).from(visitDefinitionLocations).where(eq(visitDefinitionLocations.visitId, visit.externalId));
    expect(Number(links!.n)).toBe(2);
  });
});
