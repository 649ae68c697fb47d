/**
 * The events the trail records beyond resource saves: sign-ins (and their failures and limits), sign-outs, password
 * resets and changes, the permissions matrix, order actions, export requests and their files, and uploads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { UPLOAD_COLUMNS, type AuditEvent, type ListResponse } from '@equipdesk/api-client/contract';
import { rowsOf } from '../src/db/index';
import { DEFAULT_TOKEN_POLICY } from '../src/auth/tokens';
import { authed, createTestDatabase, json, login, PASSWORD, testApp, type TestDatabase } from './helpers';
import { sendUpload, workbook } from './uploadsFiles';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { jobs: { retryAfterMs: 0 } });
  adminToken = await login(app, 'admin');
  admin = authed(adminToken);
  // The seed's own jobs first, so each test finds its own events.
  await app.runJobs();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function events(query: string): Promise<AuditEvent[]> {
  const response = await app.inject({ url: `/api/audit?pageSize=1000&${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<AuditEvent>>(response).items;
}

const signIn = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

describe('signing in and out', () => {
  it('records a sign-in with the role, a failure with the username as typed and never the password, and a sign-out', async () => {
    expect((await signIn('technician', PASSWORD, '10.9.8.7')).statusCode).toBe(200);
    expect((await signIn('technician', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await signIn('nobody.here', 'Other#Pass2')).statusCode).toBe(401);
    const [ok] = await events('actions=SIGN_IN&search=technician');
    expect(ok).toMatchObject({ actorUsername: 'technician', actorRole: 'ROLE_TECHNICIAN', clientAddress: '10.9.8.7', entityType: 'users' });
    const failed = await events('actions=SIGN_IN_FAILED');
    expect(failed.map((e) => e.actorUsername)).toEqual(['nobody.here', 'technician']);
    expect(failed[0]!.entityId).toBeNull();
    expect(failed[1]!.entityId).toBe(ok!.actorId);
    const all = JSON.stringify(await events(''));
    expect(all).not.toContain('Wrong#Pass1');
    expect(all).not.toContain('Other#Pass2');

    const token = await login(app, 'stakeholder');
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: authed(token) })).statusCode).toBe(200);
    expect((await events('actions=SIGN_OUT')).map((e) => e.actorUsername)).toEqual(['stakeholder']);
  });

  it('records the sign-in limit\'s 429', async () => {
    const limited = await testApp(database.db, { signInLimits: { failures: 10_000, perAddress: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.inject({ method: 'POST', url: '/api/login', payload: { username: 'caregiver', password: 'Bad#Pass99' }, remoteAddress: '10.66.0.1' })).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
    const [event] = await events('actions=SIGN_IN_LIMITED');
    expect(event).toMatchObject({ actorUsername: 'caregiver', clientAddress: '10.66.0.1' });
  });

  it('records a session found expired, once', async () => {
    let clock = Date.now();
    const timed = await testApp(database.db, { now: () => new Date(clock) });
    try {
      const token = await login(timed, 'stakeholder');
      clock += DEFAULT_TOKEN_POLICY.idleMs + 60_000;
      for (let i = 0; i < 2; i++) expect((await timed.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
    const expired = await events('actions=SESSION_EXPIRED');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ actorUsername: 'stakeholder', actorRole: 'ROLE_STAKEHOLDER', entityType: 'sessions' });
  });

  it('records a reset asked for, a password an administrator sets, and a profile saved by its user', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'customer' } })).statusCode).toBe(200);
    expect((await events('actions=PASSWORD_RESET_REQUESTED'))[0]).toMatchObject({ actorUsername: 'customer', summary: 'Password reset asked for for "customer"' });

    const users = json<ListResponse<{ externalId: string; username: string }>>(await app.inject({ url: '/api/users?search=customer', headers: admin })).items;
    const customer = users.find((u) => u.username === 'customer')!;
    expect((await app.inject({ method: 'POST', url: `/api/users/${customer.externalId}/reset`, headers: admin, payload: { password: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' } })).statusCode).toBe(200);
    const [changed] = await events(`actions=PASSWORD_CHANGED&entityId=${customer.externalId}`);
    expect(changed).toMatchObject({ actorUsername: 'admin', changes: [{ field: 'password', old: 'changed', new: 'changed' }] });
    expect(JSON.stringify(changed)).not.toContain('Fresh#Pass2026');

    const supervisor = authed(await login(app, 'supervisor'));
    const profile = json<{ result: { name: string; email: string; externalId: string } }>(await app.inject({ url: '/api/users/profile', headers: supervisor })).result;
    const saved = await app.inject({ method: 'POST', url: '/api/users/profile', headers: supervisor, payload: { name: profile.name, email: 'supervisor.audit@example.org', currentPassword: PASSWORD } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [own] = await events(`actions=UPDATE&entityId=${profile.externalId}`);
    expect(own).toMatchObject({ actorUsername: 'supervisor', changes: [{ field: 'email', old: profile.email, new: 'supervisor.audit@example.org' }] });
  });
});

describe('a password reset through its link', () => {
  it('records the reset done, by the user it names, and never the new password', async () => {
    await app.inject({ method: 'POST', url: '/api/forgot', payload: { username: 'standard' } });
    await app.recoveries.settled();
    const match = /\/reset\/([^/]+)\/([^/]+)$/.exec(app.mailer.outbox.at(-1)?.link ?? '');
    expect(match).not.toBeNull();
    const reset = await app.inject({ method: 'POST', url: `/api/reset/${match![1]}/${match![2]}`, payload: { password: 'Linked#Pass2026' }, remoteAddress: '10.4.4.4' });
    expect(reset.statusCode, reset.body).toBe(200);
    const [done] = await events('actions=PASSWORD_RESET');
    expect(done).toMatchObject({ actorUsername: 'standard', clientAddress: '10.4.4.4', entityType: 'users', changes: [{ field: 'password', old: 'changed', new: 'changed' }] });
    expect(done!.entityId).toBe(done!.actorId);
    expect(JSON.stringify(await events(''))).not.toContain('Linked#Pass2026');
  });
});

describe('administration and work', () => {
  it('records a matrix cell granted, denied, and unlocked', async () => {
    const [locked] = rowsOf<{ external_id: string }>(await database.db.execute(sql`select external_id from role_permissions where status = 'INACTIVE' limit 1`));
    const grant = await app.inject({ method: 'POST', url: `/api/roles/grant/${locked!.external_id}`, headers: admin, payload: { unlock: true } });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/roles/deny/${locked!.external_id}`, headers: admin, payload: {} })).statusCode).toBe(200);
    const cell = (await events(`entityId=${locked!.external_id}`)).reverse();
    expect(cell.map((e) => e.action)).toEqual(['PERMISSION_UNLOCK', 'PERMISSION_GRANT', 'PERMISSION_DENY']);
    expect(cell[1]!.changes).toEqual([{ field: 'granted', old: false, new: true }]);
    expect(cell[2]!.changes).toEqual([{ field: 'granted', old: true, new: false }]);
  });

  it('records an order assigned and cancelled, and the alert the next derivation resolves', async () => {
    await app.deriveAlerts();
    const [alerted] = rowsOf<{ order_id: string; alert_id: string }>(
      await database.db.execute(sql`select o.external_id as order_id, a.external_id as alert_id from orders o join alerts a on a.order_id = o.external_id
        where a.kind = 'ORDER' and a.alert_status <> 'RESOLVED' and o.order_status = 'UNASSIGNED' and o.status = 'ACTIVE' limit 1`),
    );
    const order = { externalId: alerted!.order_id };
    const users = json<ListResponse<{ externalId: string; username: string }>>(await app.inject({ url: '/api/users?search=technician', headers: admin })).items;
    const technician = users.find((u) => u.username === 'technician')!;
    const assigned = await app.inject({ method: 'POST', url: `/api/orders/${order.externalId}/assign/${technician.externalId}`, headers: admin });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/orders/${order.externalId}/cancel`, headers: admin })).statusCode).toBe(200);
    const trail = (await events(`entityId=${order.externalId}`)).reverse();
    expect(trail.map((e) => e.action)).toEqual(['ORDER_ASSIGN', 'ORDER_CANCEL']);
    expect(trail[0]!.changes).toEqual([
      { field: 'orderStatus', old: 'UNASSIGNED', new: 'ASSIGNED' },
      { field: 'assignedToId', old: null, new: technician.externalId },
    ]);
    expect(trail[1]!.changes).toEqual([{ field: 'orderStatus', old: 'ASSIGNED', new: 'CANCELLED' }]);
    await app.deriveAlerts();
    expect(await events(`entityId=${alerted!.alert_id}`)).toMatchObject([{ action: 'ALERT_RESOLVED', actorUsername: 'system', entityType: 'alerts/order' }]);
  });

  it('records locations created as a range, one event each, and an account\'s users saved', async () => {
    const [account] = rowsOf<{ external_id: string; type: string; utilization_status: string }>(
      await database.db.execute(sql`select a.external_id, l.type, l.utilization_status from accounts a join locations l on l.account_id = a.external_id
        where a.status = 'ACTIVE' and l.status = 'ACTIVE' and l.utilization_status is not null order by a.account_no limit 1`),
    );
    const form = { name: 'Audit Bay 1-2', account: account!.external_id, type: account!.type, utilizationStatus: account!.utilization_status };
    const created = await app.inject({ method: 'PUT', url: '/api/locations', headers: admin, payload: form });
    expect(created.statusCode, created.body).toBe(200);
    const made = json<{ result: { externalId: string; name: string }[] }>(created).result;
    for (const location of made) {
      const [event] = await events(`entityId=${location.externalId}`);
      expect(event).toMatchObject({ action: 'CREATE', entityType: 'locations' });
      expect(event!.changes).toContainEqual({ field: 'name', old: null, new: location.name });
    }
    const users = json<ListResponse<{ externalId: string; username: string }>>(await app.inject({ url: '/api/users?search=standard', headers: admin })).items;
    const standard = users.find((u) => u.username === 'standard')!.externalId;
    const saved = await app.inject({ method: 'POST', url: `/api/accounts/${account!.external_id}/users`, headers: admin, payload: [standard] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [allocated] = await events(`entityId=${account!.external_id}&actions=UPDATE`);
    const change = allocated!.changes[0] as { field: string; old: string[]; new: string[] };
    expect(change.field).toBe('users');
    expect(change.new).toEqual([standard]);
    expect(change.old).not.toEqual([standard]);
  });

  it('records an export request with its filters, and its file taken', async () => {
    const issued = await app.inject({ url: '/api/assets/productivity?name=Audit%20run&start=2026-01-01T00:00:00', headers: admin });
    expect(issued.statusCode, issued.body).toBe(200);
    const id = json<{ result: { externalId: string } }>(issued).result.externalId;
    await app.runJobs();
    expect((await app.inject({ url: `/api/assets/productivity/${id}`, headers: admin })).statusCode).toBe(200);
    const trail = (await events(`entityId=${id}`)).reverse();
    expect(trail.map((e) => e.action)).toEqual(['EXPORT_REQUESTED', 'EXPORT_DOWNLOADED']);
    expect(trail[0]!.entityType).toBe('export-requests/productivity');
    expect(JSON.stringify(trail[0]!.changes)).toContain('2026-01-01');
  });

  it('records a list export with its filters and row count', async () => {
    const response = await app.inject({ url: '/api/enterprises/export.csv?statuses=ACTIVE', headers: admin });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split(/\r?\n/).length - 1;
    const [exported] = await events('actions=EXPORT&entityTypes=enterprises');
    expect(exported!.changes).toEqual([
      { field: 'filters', old: null, new: { statuses: ['ACTIVE'] } },
      { field: 'rows', old: null, new: rows },
    ]);
  });

  it('records an upload previewed, accepted, committed by the job, and its results taken', async () => {
    const header = UPLOAD_COLUMNS.locations.map((c) => c.header);
    const row = UPLOAD_COLUMNS.locations.map((c) => ({ name: 'Audit Ward', account: '999999999', type: 'ROOM', utilizationStatus: 'IN USE' })[c.field] ?? '');
    const file = workbook([header, row]);
    expect((await sendUpload(app, adminToken, 'locations', file, true)).statusCode).toBe(200);
    const accepted = await sendUpload(app, adminToken, 'locations', file, false);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const id = json<{ result: { externalId: string } }>(accepted).result.externalId;
    await app.runJobs();
    expect((await app.inject({ url: `/api/locations/uploads/${id}`, headers: admin })).statusCode).toBe(200);
    const [previewed] = await events('actions=UPLOAD_PREVIEWED');
    expect(previewed).toMatchObject({ entityType: 'locations/uploads', actorUsername: 'admin' });
    expect(previewed!.changes).toContainEqual({ field: 'reject', old: null, new: 1 });
    const trail = (await events(`entityId=${id}`)).reverse();
    expect(trail.map((e) => [e.action, e.actorUsername])).toEqual([
      ['UPLOAD_ACCEPTED', 'admin'],
      ['UPLOAD_COMMITTED', 'system'],
      ['UPLOAD_RESULT_DOWNLOADED', 'admin'],
    ]);
    expect(trail[1]!.changes).toEqual([{ field: 'REJECTED', old: null, new: 1 }]);
  });
});
