/**
 * The audit trail's writing side: resource saves and entity actions leave one event each, with their changed
 * fields, in the transaction of the change; the table refuses UPDATE, DELETE and TRUNCATE; the hash chain shows an
 * event altered behind the API's back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuditArchive, AuditEvent, AuditVerification, ListResponse } from '@equipdesk/api-client/contract';
import { MIGRATIONS_DIR, rowsOf, type Db } from '../src/db/index';
import { recordAudit, SYSTEM_ACTOR } from '../src/audit/record';
import { fieldChanges } from '../src/audit/changes';
import { requestAuditArchive } from '../src/audit/archive';
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

describe('GET /api/audit', () => {
  it('lists events newest first, filtered by user, entity, action, time window and search', async () => {
    const created = json<{ result: { externalId: string } }>(await app.inject({ method: 'PUT', url: '/api/enterprises', headers: admin, payload: { name: 'Audit Listed' } })).result.externalId;
    const adminId = json<{ result: { externalId: string } }>(await app.inject({ url: '/api/users/profile', headers: admin })).result.externalId;
    const list = async (query: string) => json<ListResponse<AuditEvent>>(await app.inject({ url: `/api/audit?${query}`, headers: admin }));

    const mine = await list(`users=${adminId}&entityId=${created}`);
    expect(mine.count).toBe(1);
    expect(mine.items[0]).toMatchObject({ action: 'CREATE', actorId: adminId, actorUsername: 'admin', entityType: 'enterprises', entityId: created });
    expect(mine.items[0]!.changes).toContainEqual({ field: 'name', old: null, new: 'Audit Listed' });

    const all = await list('pageSize=1000');
    const times = all.items.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('search=Audit%20Listed')).items.map((e) => e.entityId)).toEqual([created]);
    expect((await list('actions=DEACTIVATE')).items.every((e) => e.action === 'DEACTIVATE')).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await app.inject({ url: `/api/audit?from=${encodeURIComponent(future)}`, headers: admin });
    expect(json<ListResponse<AuditEvent>>(later).count, later.body).toBe(0);
    expect((await list(`to=${encodeURIComponent(future)}&entityId=${created}`)).count).toBe(1);
    expect((await list('sortBy=actor&sortDirection=asc&pageSize=1000')).items[0]!.actorUsername <= 'admin').toBe(true);
  });

  it('answers 400 naming the parameter for a bad value', async () => {
    const bad = async (query: string) => {
      const response = await app.inject({ url: `/api/audit?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      return json<{ message: string }>(response).message;
    };
    expect(await bad('from=yesterday')).toBe('Give a date-time in ISO 8601 format.');
    expect(await bad('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).toBe('The start of the time window must come before its end.');
    expect(await bad('actions=DROP')).toBe('actions has an unknown value.');
    expect(await bad('users=somebody')).toBe('users has an unknown value.');
    expect(await bad('sortBy=hash')).toBe('sortBy has an unknown value.');
    expect(await bad('statuses=ACTIVE')).toBe('statuses is not a parameter of this call.');
  });

  it('exports CSV with the same filters, and the export is an event of its own', async () => {
    const response = await app.inject({ url: '/api/audit/export.csv?actions=DEACTIVATE&timeZone=Asia/Kolkata', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Time (Asia/Kolkata)');
    expect(lines.slice(1).every((l) => l.includes('DEACTIVATE'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    const [exported] = json<ListResponse<AuditEvent>>(await app.inject({ url: '/api/audit?actions=EXPORT&entityTypes=audit-log', headers: admin })).items;
    expect(exported!.changes).toEqual([
      { field: 'filters', old: null, new: { actions: ['DEACTIVATE'] } },
      { field: 'rows', old: null, new: lines.length - 1 },
    ]);
  });

  it('is open to support, who may export too, and closed to a supervisor', async () => {
    const support = authed(await login(app, 'support'));
    expect((await app.inject({ url: '/api/audit', headers: support })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/audit/export.xlsx', headers: support })).statusCode).toBe(200);
    const supervisor = authed(await login(app, 'supervisor'));
    expect((await app.inject({ url: '/api/audit', headers: supervisor })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/audit/verify', headers: supervisor })).statusCode).toBe(403);
  });
});

describe('the hash chain', () => {
  it('verifies, and names the first event altered through a privileged connection', async () => {
    // The database hashes what the server writes: text beyond ASCII hashes alike on both sides.
    const unicode = await app.inject({ method: 'PUT', url: '/api/enterprises', headers: admin, payload: { name: 'Clinique Épée 漢字 🙂 "q"\\' } });
    expect(unicode.statusCode, unicode.body).toBe(200);
    const verified = json<AuditVerification>(await app.inject({ url: '/api/audit/verify', headers: admin }));
    expect(verified).toEqual({ success: true, valid: true, checked: await eventCount(), firstBrokenId: null });
    const [target] = rowsOf<{ id: string }>(await database.db.execute(sql`select id::text as id from audit_events where action = 'UPDATE' order by id limit 1`));
    // A privileged connection can switch the trigger off; the chain still tells.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`update audit_events set changes = '[{"field":"name","old":"x","new":"y"}]'::jsonb where id = ${target!.id}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const result = json<AuditVerification>(await app.inject({ url: '/api/audit/verify', headers: admin }));
    expect(result).toMatchObject({ valid: false, firstBrokenId: target!.id });
    expect(result.checked).toBeLessThan(await eventCount());
  });
});

describe('retention', () => {
  it('archives events past the period through a job that writes them out first, and the chain goes on from them', async () => {
    const before = await eventCount();
    // Ten days on, with a one-day period: every event so far is due.
    const archiveId = await requestAuditArchive(database.db, new Date(Date.now() + 10 * 86_400_000), 1);
    expect(archiveId).not.toBeNull();
    expect(await requestAuditArchive(database.db, new Date(Date.now() + 10 * 86_400_000), 1)).toBeNull();
    await app.runJobs();
    // What is left: the archive's own event.
    expect(await eventCount()).toBe(1);
    const [archive] = json<ListResponse<AuditArchive>>(await app.inject({ url: '/api/audit/archives', headers: admin })).items;
    expect(archive).toMatchObject({ externalId: archiveId, status: 'COMPLETED', rowCount: before });
    const file = await app.inject({ url: `/api/audit/archives/${archiveId}`, headers: admin });
    expect(file.statusCode).toBe(200);
    const lines = gunzipSync(file.rawPayload).toString('utf8').split('\n');
    expect(lines).toHaveLength(before);
    expect(JSON.parse(lines[lines.length - 1]!)).toMatchObject({ id: Number(archive!.lastId), hash: archive!.lastHash });

    expect((await app.inject({ method: 'PUT', url: '/api/enterprises', headers: admin, payload: { name: 'Audit After Archive' } })).statusCode).toBe(200);
    const verified = json<AuditVerification>(await app.inject({ url: '/api/audit/verify', headers: admin }));
    expect(verified).toEqual({ success: true, valid: true, checked: await eventCount(), firstBrokenId: null });
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });
});

describe('the migration', () => {
  it('grants the audit log to ROLE_ADMIN and ROLE_SUPPORT on a database seeded before it', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0028_audit_events.sql'), 'utf8');
    const grants = migration.slice(migration.indexOf("-- The audit log's permissions")).split('--> statement-breakpoint');
    // As a database seeded before the audit log was: none of its permissions.
    await database.db.execute(sql`delete from permissions where value = 'audit-log'`);
    for (const statement of grants) await database.db.execute(sql.raw(statement));
    const cells = rowsOf<{ identifier: string; type: string; granted: boolean }>(
      await database.db.execute(sql`select r.identifier, p.type, rp.granted from role_permissions rp join roles r on r.external_id = rp.role_id
        join permissions p on p.external_id = rp.permission_id where p.value = 'audit-log' order by r.identifier, p.type`),
    );
    expect(new Set(cells.map((c) => c.type))).toEqual(new Set(['NAVIGATE', 'VIEW', 'EXPORT']));
    expect([...new Set(cells.filter((c) => c.granted).map((c) => c.identifier))].sort()).toEqual(['ROLE_ADMIN', 'ROLE_SUPPORT']);
    expect(cells.length).toBe(3 * Number(rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from roles`))[0]!.n));
  });
});
