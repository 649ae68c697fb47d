/**
 * The lists a save keeps beside its row are in the event's changes with the row's own fields: a user's enterprises,
 * facilities and accounts, an asset's tags, a visit's locations, an order's items, each old → new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditFieldChange, ListResponse } from '@equipdesk/api-client/contract';
import { rowsOf } from '../src/db/index';
import { accounts, locations, models, users } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;
let fx: { account: string; locations: [string, string]; models: [string, string]; executive: string };

const HOUR = 3_600_000;
const tag = (n: number) => `E28011606000077${String(n).padStart(9, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  admin = authed(await login(app, 'admin'));
  const db = database.db;
  const [withLocations] = await db
    .select({ id: locations.accountId })
    .from(locations)
    .innerJoin(accounts, eq(accounts.externalId, locations.accountId))
    .where(and(eq(locations.status, 'ACTIVE'), eq(accounts.status, 'ACTIVE')))
    .groupBy(locations.accountId)
    .having(sql`count(*) >= 2`)
    .limit(1);
  const locs = await db.select({ id: locations.externalId }).from(locations).where(and(eq(locations.accountId, withLocations!.id), eq(locations.status, 'ACTIVE'))).limit(2);
  const modelRows = await db.select({ id: models.externalId }).from(models).where(eq(models.status, 'ACTIVE')).orderBy(models.modelCode).limit(2);
  const [technician] = await db.select({ username: users.username }).from(users).where(eq(users.username, 'technician'));
  fx = { account: withLocations!.id, locations: [locs[0]!.id, locs[1]!.id], models: [modelRows[0]!.id, modelRows[1]!.id], executive: technician!.username };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Event {
  action: string;
  changes: AuditFieldChange[];
}

async function eventsOf(entityId: string): Promise<Event[]> {
  return rowsOf<Event>(await database.db.execute(sql`select action, changes from audit_events where entity_id = ${entityId} order by id`));
}

const changeOf = (event: Event | undefined, field: string) => event?.changes.find((c) => c.field === field);

async function save(method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await app.inject({ method, url, headers: admin, payload });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ result: { externalId: string } }>(response).result.externalId;
}

describe('lists saved beside a row', () => {
  it('records a user\'s accounts old → new as externalIds, and leaves out the lists that did not change', async () => {
    const listed = json<ListResponse<{ externalId: string; username: string }>>(await app.inject({ url: '/api/users?search=standard', headers: admin })).items;
    const user = listed.find((u) => u.username === 'standard')!;
    const full = json<{ result: Record<string, unknown> & { enterprises: string[]; facilities: string[]; accounts: string[] } }>(
      await app.inject({ url: `/api/users/mono?q=${user.externalId}`, headers: admin }),
    ).result;
    expect(full.accounts.length, 'the seed gives standard an account').toBeGreaterThan(0);
    const kept = full.accounts.slice(1);
    await save('POST', `/api/users/${user.externalId}`, {
      name: full.name, username: full.username, email: full.email, role: full.role, type: full.type,
      enterprises: full.enterprises, facilities: full.facilities, accounts: kept,
    });
    const update = (await eventsOf(user.externalId)).find((e) => e.action === 'UPDATE');
    expect(changeOf(update, 'accounts')).toEqual({ field: 'accounts', old: [...full.accounts].sort(), new: [...kept].sort() });
    expect(changeOf(update, 'facilities')).toBeUndefined();
    expect(changeOf(update, 'enterprises')).toBeUndefined();
  });

  it('records an asset\'s tags when it is created and when they are replaced, by value', async () => {
    const form = { serialNumber: 'T-AUDIT-TAGS', model: fx.models[0], account: fx.account };
    const id = await save('PUT', '/api/assets', { ...form, tags: [tag(1)] });
    await save('POST', `/api/assets/${id}`, { ...form, tags: [tag(2), tag(3)] });
    await save('POST', `/api/assets/${id}`, { ...form, notes: 'Tags kept.', tags: [tag(2), tag(3)] });
    const [created, replaced, kept] = await eventsOf(id);
    expect(changeOf(created, 'tags')).toEqual({ field: 'tags', old: null, new: [tag(1)] });
    expect(replaced?.changes).toEqual([{ field: 'tags', old: [tag(1)], new: [tag(2), tag(3)] }]);
    expect(changeOf(kept, 'tags')).toBeUndefined();

    const untagged = await save('PUT', '/api/assets', { ...form, serialNumber: 'T-AUDIT-NO-TAGS', tags: [] });
    expect(changeOf((await eventsOf(untagged))[0], 'tags'), 'a create with no tags sets none').toBeUndefined();
  });

  it('records a visit\'s locations', async () => {
    const start = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000);
    const form = { account: fx.account, executive: fx.executive, frequency: 'DAILY', name: 'Audit round', startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 30 * 24 * HOUR).toISOString() };
    const id = await save('PUT', '/api/visits', { ...form, locations: [fx.locations[0]] });
    await save('POST', `/api/visits/${id}`, { ...form, locations: [...fx.locations] });
    const [created, updated] = await eventsOf(id);
    expect(changeOf(created, 'locations')).toEqual({ field: 'locations', old: null, new: [fx.locations[0]] });
    expect(changeOf(updated, 'locations')).toEqual({ field: 'locations', old: [fx.locations[0]], new: [...fx.locations].sort() });
  });

  it('records an order\'s items', async () => {
    const form = { account: fx.account, deliverTo: 'Ward 3', deliveryLocation: fx.locations[0], type: 'STAT', nature: 'DELIVERY', completionMinutes: 0, remarks: 'Audit order.' };
    const id = await save('PUT', '/api/orders', { ...form, items: [{ model: fx.models[0], quantity: 2 }] });
    await save('POST', `/api/orders/${id}`, { ...form, items: [{ model: fx.models[0], quantity: 3 }, { model: fx.models[1], quantity: 1, serialNo: 'SN-AUDIT-1' }] });
    const [created, updated] = await eventsOf(id);
    const first = { model: fx.models[0], quantity: 2, serialNo: null, remarks: null };
    expect(changeOf(created, 'items')).toEqual({ field: 'items', old: null, new: [first] });
    expect(changeOf(updated, 'items')).toEqual({
      field: 'items',
      old: [first],
      new: [
        { model: fx.models[0], quantity: 3, serialNo: null, remarks: null },
        { model: fx.models[1], quantity: 1, serialNo: 'SN-AUDIT-1', remarks: null },
      ],
    });
  });
});

describe('the id a form opens its History with', () => {
  it('is on a permission\'s matrix row: the permission\'s own saves are under it', async () => {
    const matrix = json<{ result: { internalId: number; externalId: string; platform: string; context: string; type: string; value: string }[] }>(
      await app.inject({ url: '/api/permissions/list', headers: admin }),
    ).result;
    const permission = matrix[0]!;
    expect(permission.externalId).toMatch(/^[0-9a-f-]{36}$/);
    const { internalId, platform, context, type, value } = permission;
    await save('POST', `/api/permissions/${internalId}`, { internalId, platform, context, type, value, description: 'Described for the audit.' });
    const [update] = await eventsOf(permission.externalId);
    expect(changeOf(update, 'description')?.new).toBe('Described for the audit.');
  });
});
