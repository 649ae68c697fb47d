/**
 * The audit trail's writing side: resource saves and entity actions leave one event each, with their changed
 * fields, in the transaction of the change; the table refuses UPDATE, DELETE and TRUNCATE; the hash chain shows an
 * event altered behind the API's back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ListResponse } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../src/db/index';
import { recordAudit, SYSTEM_ACTOR } from '../src/audit/record';
import { verifyChain } from '../src/audit/verify';
import { fieldChanges } from '../src/audit/changes';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  admin = authed(await login(app, 'admin'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Row {
  id: string;
  actor_username: string;
  actor_role: string | null;
  client_address: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  summary: string;
  changes: { field: string; old: unknown; new: unknown }[];
}

async function eventsOf(entityId: string): Promise<Row[]> {
  return rowsOf<Row>(await database.db.execute(sql`select * from audit_events where entity_id = ${entityId} order by id`));
}

async function eventCount(): Promise<number> {
  return Number(rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from audit_events`))[0]!.n);
}

describe('resource changes', () => {
  it('records a create, an update with old and new values, and an entity action, each as the admin from their address', async () => {
    const created = await app.inject({ method: 'PUT', url: '/api/enterprises', headers: admin, payload: { name: 'Audit General' }, remoteAddress: '10.1.2.3' });
    expect(created.statusCode).toBe(200);
    const id = json<{ result: { externalId: string } }>(created).result.externalId;
    expect((await app.inject({ method: 'POST', url: `/api/enterprises/${id}`, headers: admin, payload: { name: 'Audit Regional' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/enterprises/${id}/deactivate`, headers: admin })).statusCode).toBe(200);

    const events = await eventsOf(id);
    expect(events.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'DEACTIVATE']);
    expect(events[0]).toMatchObject({ actor_username: 'admin', actor_role: 'ROLE_ADMIN', client_address: '10.1.2.3', entity_type: 'enterprises' });
    expect(events[0]!.changes).toContainEqual({ field: 'name', old: null, new: 'Audit General' });
    expect(events[1]!.changes).toEqual([{ field: 'name', old: 'Audit General', new: 'Audit Regional' }]);
    expect(events[1]!.summary).toBe('Enterprise "Audit Regional" updated: name');
    expect(events[2]!.changes).toEqual([{ field: 'status', old: 'ACTIVE', new: 'INACTIVE' }]);
  });

  it('records nothing for a save that is refused', async () => {
    const before = await eventCount();
    const refused = await app.inject({ method: 'PUT', url: '/api/enterprises', headers: admin, payload: { name: 'Audit Regional' } });
    expect(refused.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('shows a secret as changed, never its value', () => {
    const changes = fieldChanges({ name: 'a', passwordHash: '$scrypt$old' }, { name: 'a', passwordHash: '$scrypt$new' });
    expect(changes).toEqual([{ field: 'passwordHash', old: 'changed', new: 'changed' }]);
    expect(fieldChanges(null, { passwordHash: '$scrypt$new' })).toEqual([{ field: 'passwordHash', old: null, new: 'changed' }]);
  });

  it('records a user\'s new email with its old one, and a new role as an event of its own', async () => {
    const users = json<ListResponse<{ externalId: string; username: string }>>(await app.inject({ url: '/api/users?search=standard', headers: admin })).items;
    const user = users.find((u) => u.username === 'standard')!;
    const full = json<{ result: Record<string, unknown> }>(await app.inject({ url: `/api/users/mono?q=${user.externalId}`, headers: admin })).result;
    const roles = json<ListResponse<{ externalId: string; identifier: string }>>(await app.inject({ url: '/api/roles', headers: admin })).items;
    const supervisor = roles.find((r) => r.identifier === 'ROLE_SUPERVISOR')!.externalId;
    const response = await app.inject({
      method: 'POST',
      url: `/api/users/${user.externalId}`,
      headers: admin,
      payload: { name: full.name, username: full.username, email: 'standard.audit@example.org', role: supervisor, type: full.type, enterprises: full.enterprises, facilities: full.facilities, accounts: full.accounts },
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = await eventsOf(user.externalId);
    const update = events.find((e) => e.action === 'UPDATE')!;
    expect(update.changes).toContainEqual({ field: 'email', old: full.email, new: 'standard.audit@example.org' });
    expect(events.find((e) => e.action === 'ROLE_CHANGE')?.changes).toEqual([{ field: 'roleId', old: full.role, new: supervisor }]);
  });
});

describe('the table', () => {
  it('keeps no event of a transaction rolled back', async () => {
    const before = await eventCount();
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx as unknown as Db, SYSTEM_ACTOR, new Date(), { action: 'ARCHIVE', summary: 'never committed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventCount()).toBe(before);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(database.db.execute(sql`update audit_events set summary = 'edited'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await eventCount()).toBeGreaterThan(0);
  });
});

describe('the hash chain', () => {
  it('verifies, and names the first event altered through a privileged connection', async () => {
    expect(await verifyChain(database.db)).toEqual({ valid: true, checked: await eventCount(), firstBrokenId: null });
    const [target] = rowsOf<{ id: string }>(await database.db.execute(sql`select id::text as id from audit_events where action = 'UPDATE' order by id limit 1`));
    // A privileged connection can switch the trigger off; the chain still tells.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`update audit_events set changes = '[{"field":"name","old":"x","new":"y"}]'::jsonb where id = ${target!.id}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const result = await verifyChain(database.db);
    expect(result).toMatchObject({ valid: false, firstBrokenId: target!.id });
  });
});
