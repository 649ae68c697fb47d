/**
 * Nobody locks the administration out: one's own account, role and grants, and the last user who can manage users
 * and permissions (EDIT on both), are refused with 409 and a message of the contract, and nothing changes. Includes
 * two deactivations at once of the last two managers: on PostgreSQL both are held until each has checked, so a check
 * that is not serialized lets both through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { ListResponse, Permission, Role, SaveResponse, User } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../src/db/index';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const as = new Map<string, Record<string, string>>();
let roles: Role[];
let adminId: string;

const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: as.get(who)! });
const put = (url: string, payload: unknown, who = 'admin') => app.inject({ method: 'PUT', url, headers: as.get(who)!, payload: payload as object });
const post = (url: string, payload?: unknown, who = 'admin') =>
  app.inject({ method: 'POST', url, headers: as.get(who)!, ...(payload === undefined ? {} : { payload: payload as object }) });
const roleId = (identifier: string): string => roles.find((r) => r.identifier === identifier)!.externalId;

async function userById(id: string): Promise<User> {
  return json<{ result: User }>(await get(`/api/users/mono?q=${id}`)).result;
}

/** The user's form as the console would send it, with changes. */
function formOf(user: User, changes: Partial<User> = {}) {
  const { name, email, role, type, enterprises, facilities, accounts, enabled, accountNonExpired, accountNonLocked, credentialsNonExpired } = { ...user, ...changes };
  return { name, email, role, type, enterprises, facilities, accounts, enabled, accountNonExpired, accountNonLocked, credentialsNonExpired };
}

async function cellOf(value: string, type: string, roleIdentifier: string) {
  const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
  const row = matrix.find((p) => p.platform === 'WEB' && p.context === 'URI' && p.value === value && p.type === type)!;
  return row.roles.find((c) => c.roleIdentifier === roleIdentifier)!;
}

async function grant(value: string, type: string, roleIdentifier: string): Promise<void> {
  const cell = await cellOf(value, type, roleIdentifier);
  expect((await post(`/api/roles/grant/${cell.externalId}`)).statusCode).toBe(200);
}

function expectRefused(response: LightMyRequestResponse, message: string): void {
  expect({ status: response.statusCode, body: json(response) }).toEqual({ status: 409, body: { success: false, message } });
}

/** A second administrator (ROLE_ADMIN), signed in. */
async function addAdmin(email: string): Promise<string> {
  const admin = await userById(adminId);
  const response = await put('/api/users', { ...formOf(admin, { name: 'Second Admin', email }), username: email, password: 'Second#2026' });
  expect(response.statusCode).toBe(200);
  as.set(email, authed(await login(app, email, 'Second#2026')));
  return json<SaveResponse<User>>(response).result!.externalId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  for (const username of ['admin', 'support', 'stakeholder']) as.set(username, authed(await login(app, username)));
  roles = json<ListResponse<Role>>(await get('/api/roles?pageSize=100')).items;
  adminId = rowsOf<{ id: string }>(await database.db.execute(sql`select external_id as id from users where username = 'admin'`))[0]!.id;
  // support may change users and roles, but not the matrix; stakeholder may change the matrix, but not users: neither
  // is a manager, so each can try to take the last one away.
  for (const type of ['EDIT', 'DEACTIVATE', 'DELETE']) await grant('users', type, 'ROLE_SUPPORT');
  for (const type of ['DEACTIVATE', 'DELETE']) await grant('roles', type, 'ROLE_SUPPORT');
  await grant('permissions', 'EDIT', 'ROLE_STAKEHOLDER');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('your own account', () => {
  it('cannot be deactivated or removed, and stays active and signed in', async () => {
    expectRefused(await post(`/api/users/${adminId}/deactivate`), MESSAGES.selfDeactivate);
    expectRefused(await post(`/api/users/${adminId}/remove`), MESSAGES.selfRemove);
    expect((await userById(adminId)).status).toBe('ACTIVE');
    const supportId = rowsOf<{ id: string }>(await database.db.execute(sql`select external_id as id from users where username = 'support'`))[0]!.id;
    // Whoever acts, manager or not.
    expectRefused(await post(`/api/users/${supportId}/deactivate`, undefined, 'support'), MESSAGES.selfDeactivate);
    expect((await get('/api/users?pageSize=1', 'support')).statusCode).toBe(200);
  });

  it('cannot be given a role without the grants on users or permissions, nor be disabled, locked or expired', async () => {
    const me = await userById(adminId);
    expectRefused(await post(`/api/users/${adminId}`, formOf(me, { role: roleId('ROLE_SUPPORT') })), MESSAGES.selfRoleChange);
    expectRefused(await post(`/api/users/${adminId}`, formOf(me, { enabled: false })), MESSAGES.selfDisable);
    expectRefused(await post(`/api/users/${adminId}`, formOf(me, { accountNonLocked: false })), MESSAGES.selfDisable);
    const after = await userById(adminId);
    expect({ role: after.roleIdentifier, enabled: after.enabled, locked: !after.accountNonLocked }).toEqual({ role: 'ROLE_ADMIN', enabled: true, locked: false });
    // Anything else on one's own form is saved as before.
    const renamed = await post(`/api/users/${adminId}`, formOf(me, { name: 'Alex Admin-Renamed' }));
    expect(renamed.statusCode).toBe(200);
    expect((await userById(adminId)).name).toBe('Alex Admin-Renamed');
  });

  it('keeps its own role and its grants on users and permissions', async () => {
    expectRefused(await post(`/api/roles/${roleId('ROLE_ADMIN')}/deactivate`), MESSAGES.ownRoleDeactivate);
    expectRefused(await post(`/api/roles/${roleId('ROLE_ADMIN')}/remove`), MESSAGES.ownRoleRemove);
    const usersEdit = await cellOf('users', 'EDIT', 'ROLE_ADMIN');
    const permissionsEdit = await cellOf('permissions', 'EDIT', 'ROLE_ADMIN');
    expectRefused(await post(`/api/roles/deny/${usersEdit.externalId}`), MESSAGES.ownGrantDeny);
    expectRefused(await post(`/api/roles/deny/${permissionsEdit.externalId}`), MESSAGES.ownGrantDeny);
    expect(json<ListResponse<Role>>(await get('/api/roles?pageSize=100')).items.find((r) => r.identifier === 'ROLE_ADMIN')!.status).toBe('ACTIVE');
    expect((await cellOf('users', 'EDIT', 'ROLE_ADMIN')).granted).toBe(true);
    expect((await cellOf('permissions', 'EDIT', 'ROLE_ADMIN')).granted).toBe(true);
    // A grant that manages nothing is denied and granted again as before.
    const usersExport = await cellOf('users', 'EXPORT', 'ROLE_ADMIN');
    expect(json(await post(`/api/roles/deny/${usersExport.externalId}`))).toMatchObject({ success: true, result: { granted: false } });
    expect(json(await post(`/api/roles/grant/${usersExport.externalId}`))).toMatchObject({ success: true, result: { granted: true } });
  });
});

describe('the last user who can manage users and permissions', () => {
  it('cannot be deactivated, removed, disabled or given another role by someone else', async () => {
    expectRefused(await post(`/api/users/${adminId}/deactivate`, undefined, 'support'), MESSAGES.lastManagerDeactivate);
    expectRefused(await post(`/api/users/${adminId}/remove`, undefined, 'support'), MESSAGES.lastManagerRemove);
    const admin = await userById(adminId);
    expectRefused(await post(`/api/users/${adminId}`, formOf(admin, { role: roleId('ROLE_SUPPORT') }), 'support'), MESSAGES.lastManagerChange);
    expectRefused(await post(`/api/users/${adminId}`, formOf(admin, { credentialsNonExpired: false }), 'support'), MESSAGES.lastManagerChange);
    const after = await userById(adminId);
    expect({ status: after.status, role: after.roleIdentifier, credentials: after.credentialsNonExpired }).toEqual({ status: 'ACTIVE', role: 'ROLE_ADMIN', credentials: true });
    expect((await get('/api/users?pageSize=1')).statusCode).toBe(200);
  });

  it('keeps the role and the grants the last managers hold', async () => {
    expectRefused(await post(`/api/roles/${roleId('ROLE_ADMIN')}/deactivate`, undefined, 'support'), MESSAGES.lastManagerRoleDeactivate);
    expectRefused(await post(`/api/roles/${roleId('ROLE_ADMIN')}/remove`, undefined, 'support'), MESSAGES.lastManagerRoleRemove);
    const usersEdit = await cellOf('users', 'EDIT', 'ROLE_ADMIN');
    const permissionsEdit = await cellOf('permissions', 'EDIT', 'ROLE_ADMIN');
    expectRefused(await post(`/api/roles/deny/${usersEdit.externalId}`, undefined, 'stakeholder'), MESSAGES.lastManagerGrantDeny);
    expectRefused(await post(`/api/roles/deny/${permissionsEdit.externalId}`, undefined, 'stakeholder'), MESSAGES.lastManagerGrantDeny);
    expect((await cellOf('users', 'EDIT', 'ROLE_ADMIN')).granted).toBe(true);
    expect((await cellOf('permissions', 'EDIT', 'ROLE_ADMIN')).granted).toBe(true);
    expect((await get('/api/permissions/list')).statusCode).toBe(200);
    // A role nobody manages with is deactivated as before.
    const caregiver = roleId('ROLE_CAREGIVER');
    expect(json(await post(`/api/roles/${caregiver}/deactivate`, undefined, 'support'))).toEqual({ success: true, message: 'Role deactivated successfully.' });
    expect((await post(`/api/roles/${caregiver}/activate`)).statusCode).toBe(200);
  });

  it('may be deactivated while another manager stays', async () => {
    const second = await addAdmin('second.admin@example.org');
    expect(json(await post(`/api/users/${second}/deactivate`, undefined, 'support'))).toEqual({ success: true, message: 'User deactivated successfully.' });
    expectRefused(await post(`/api/users/${adminId}/deactivate`, undefined, 'support'), MESSAGES.lastManagerDeactivate);
    expect((await post(`/api/users/${second}/remove`, undefined, 'support')).statusCode).toBe(200);
  });
});

/** Sessions of this test database waiting for a lock (row or advisory). */
async function waitingForLocks(tx: Db): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
  );
  return rows[0]!.n;
}

describe('two deactivations at once', () => {
  it('leave one of the last two managers', async () => {
    const second = await addAdmin('third.admin@example.org');
    const deactivate = (id: string) => post(`/api/users/${id}/deactivate`, undefined, 'support');
    let answers: LightMyRequestResponse[];
    if (database.kind === 'postgres') {
      // Both deactivations are held on the managers' sessions, which each ends after its check: unless the checks
      // take turns, both check before either commits, and both pass.
      let pending: Promise<LightMyRequestResponse[]> | undefined;
      await database.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.execute(sql`select id from auth_tokens where user_id in (${adminId}, ${second}) and revoked_timestamp is null for update`);
        pending = Promise.all([deactivate(adminId), deactivate(second)]);
        await expect.poll(() => waitingForLocks(tx), { timeout: 10_000 }).toBe(2);
      });
      answers = await pending!;
    } else {
      answers = await Promise.all([deactivate(adminId), deactivate(second)]);
    }
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(json(answers.find((a) => a.statusCode === 409)!)).toEqual({ success: false, message: MESSAGES.lastManagerDeactivate });
    const statuses = rowsOf<{ status: string }>(
      await database.db.execute(sql`select status from users where external_id in (${adminId}, ${second}) order by status`),
    ).map((r) => r.status);
    expect(statuses).toEqual(['ACTIVE', 'INACTIVE']);
  });
});
