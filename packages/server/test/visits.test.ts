/**
 * Visit definitions over HTTP (spec 2 §2 "Visit Definitions", §3, §5 "Visit", §7 "Visits"): the list with its
 * default status and sort, its filters and scope, the exports, every rule of the form with its message (each
 * frequency's minimum gap included) and the generated name.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, VISIT_MIN_GAP, formatMessage, visitGapMessage, visitOccurrence } from '@equipdesk/api-client/contract';
import type { SaveResponse, VisitDefinition, VisitFrequency } from '@equipdesk/api-client/contract';
import { userAccounts, userFacilities, users, visitDefinitions } from '../src/db/schema';
import { json, messageOf } from './helpers';
import { get, put, post, HOUR, DAY, database, clock, setClock, list, fieldMessages, fx, ahead, form, create, useVisitsFixture } from './visitsFixture';

useVisitsFixture();

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
    setClock(new Date(clock.getTime() + 5 * DAY));
    try {
      const rename = await post(`/api/visits/${visit.externalId}`, form({ name: 'Renamed round', startTimestamp: visit.startTimestamp, endTimestamp: visit.endTimestamp }));
      expect(rename.statusCode, rename.body).toBe(200);
      expect(json<SaveResponse<VisitDefinition>>(rename).result!.name).toBe('Renamed round');
      const moved = await post(`/api/visits/${visit.externalId}`, form({ startTimestamp: new Date(clock.getTime() - DAY).toISOString(), endTimestamp: visit.endTimestamp }));
      expect(moved.statusCode).toBe(400);
      expect(fieldMessages(moved)).toEqual([MESSAGES.visitStartFuture]);
    } finally {
      setClock(saved);
    }
  });
});
