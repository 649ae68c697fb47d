/**
 * The resource layer as the administration area uses it: list paging, sort, search and filters
 * (default ACTIVE), exists, saves with the spec's messages word for word, unique checks, entity
 * actions and status rules, token revocation, CSV/XLSX exports, the permissions matrix with its
 * locked cells, and the profile self-update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { Enterprise, ListResponse, Permission, Role, SaveResponse, User } from '@equipdesk/api-client/contract';
import { authed, createTestDatabase, json, login, testApp, PASSWORD, type TestDatabase } from './helpers';
import { PERMISSION_READ_ONLY } from '../src/admin/permissions';
import { ROLE_IDENTIFIER_READ_ONLY } from '../src/admin/roles';
import { CURRENT_PASSWORD_WRONG, PASSWORD_RESET_DONE, PROFILE_SAVED } from '../src/admin/users';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;
let roles: Role[];
let enterpriseId: string;
let accountIds: string[];
let facilityIds: string[];

const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers = admin) => app.inject({ method: 'PUT', url, headers, payload: payload as object });
const post = (url: string, payload?: unknown, headers = admin) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const roleId = (identifier: string): string => roles.find((r) => r.identifier === identifier)!.externalId;
const messagesOf = (r: LightMyRequestResponse): string[] => (json<{ errors?: { message: string }[] }>(r).errors ?? []).map((e) => e.message);

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

function parseXlsx(buffer: Buffer): unknown[][] {
  const book = XLSX.read(buffer, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
}

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Quinn Newhire',
    email: 'Quinn.Newhire@Example.org',
    password: 'Welcome#2026',
    role: roleId('ROLE_STANDARD'),
    type: 'A2',
    enterprises: [enterpriseId],
    facilities: [facilityIds[0]],
    accounts: [accountIds[0]],
    enabled: true,
    accountNonExpired: true,
    accountNonLocked: true,
    credentialsNonExpired: true,
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  admin = authed(await login(app, 'admin'));
  roles = json<ListResponse<Role>>(await get('/api/roles?pageSize=100')).items;
  enterpriseId = json<ListResponse<Enterprise>>(await get('/api/enterprises')).items[0]!.externalId;
  const accounts = json<ListResponse<{ externalId: string; facility: string }>>(await get('/api/accounts/ddlist')).items;
  accountIds = accounts.map((a) => a.externalId);
  facilityIds = [...new Set(accounts.map((a) => a.facility))];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET users (list)', () => {
  it('shows ACTIVE users by default, sorted by last activity descending', async () => {
    const list = json<ListResponse<User>>(await get('/api/users?pageSize=1000'));
    expect(list.items.length).toBeGreaterThan(5);
    expect(list.items.every((u) => u.status === 'ACTIVE')).toBe(true);
    const times = list.items.map((u) => u.lastActivityTimestamp).filter((t): t is string => t !== null);
    expect(times).toEqual([...times].sort().reverse());
    const all = json<ListResponse<User>>(await get('/api/users?pageSize=1000&statuses=ACTIVE&statuses=INACTIVE'));
    expect(all.count).toBeGreaterThan(list.count);
    const inactive = json<ListResponse<User>>(await get('/api/users?statuses=INACTIVE'));
    expect(inactive.count).toBeGreaterThan(0);
    expect(inactive.items.every((u) => u.status === 'INACTIVE')).toBe(true);
  });

  it('pages with count, and sorts by a whitelisted key only', async () => {
    const first = json<ListResponse<User>>(await get('/api/users?pageSize=3&pageIndex=0&sortBy=name&sortDirection=asc'));
    const second = json<ListResponse<User>>(await get('/api/users?pageSize=3&pageIndex=1&sortBy=name&sortDirection=asc'));
    const six = json<ListResponse<User>>(await get('/api/users?pageSize=6&sortBy=name&sortDirection=asc'));
    expect(first.items).toHaveLength(3);
    expect([...first.items, ...second.items].map((u) => u.externalId)).toEqual(six.items.map((u) => u.externalId));
    expect(first.count).toBe(six.count);
    const names = six.items.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await get('/api/users?sortBy=passwordHash')).statusCode).toBe(400);
    expect((await get('/api/users?pageSize=1001')).statusCode).toBe(400);
    expect((await get('/api/users?pageSize=1000')).statusCode).toBe(200);
  });

  it('searches name, email and username case-insensitively, with % taken literally', async () => {
    const found = json<ListResponse<User>>(await get('/api/users?search=ALEX%20ADM'));
    expect(found.items.map((u) => u.username)).toEqual(['admin']);
    expect(json<ListResponse<User>>(await get('/api/users?search=%25')).count).toBe(0);
  });

  it('filters by roles, user types, accounts and facilities and carries the tooltip data', async () => {
    const supervisors = json<ListResponse<User>>(await get(`/api/users?roles=${roleId('ROLE_SUPERVISOR')}`));
    expect(supervisors.count).toBeGreaterThan(0);
    expect(supervisors.items.every((u) => u.roleIdentifier === 'ROLE_SUPERVISOR' && u.roleName === 'Supervisor')).toBe(true);
    const capital = json<ListResponse<User>>(await get('/api/users?userTypes=CAPITAL&pageSize=1000'));
    expect(capital.items.every((u) => u.type === 'CAPITAL')).toBe(true);
    const inAccount = json<ListResponse<User>>(await get(`/api/users?accounts=${accountIds[0]}&pageSize=1000`));
    expect(inAccount.count).toBeGreaterThan(0);
    for (const u of inAccount.items) {
      expect(u.accounts).toContain(accountIds[0]);
      expect(u.accountRefs.find((a) => a.externalId === accountIds[0])).toEqual(
        expect.objectContaining({ name: expect.any(String), accountNo: expect.any(String), facility: expect.any(String) }),
      );
    }
    const inFacility = json<ListResponse<User>>(await get(`/api/users?facilities=${facilityIds[0]}&pageSize=1000`));
    expect(inFacility.count).toBeGreaterThan(0);
    expect((await get('/api/users?userTypes=NOPE')).statusCode).toBe(400);
    const standard = json<ListResponse<User>>(await get('/api/users?search=standard')).items[0]!;
    expect(standard).toEqual(
      expect.objectContaining({ enterpriseName: expect.any(String), enabled: true, accountNonLocked: true, accountNonExpired: true, credentialsNonExpired: true }),
    );
  });

  it('scopes a non-privileged supervisor to users of their facilities and accounts', async () => {
    const supervisor = authed(await login(app, 'supervisor'));
    const mine = json<ListResponse<User>>(await get('/api/users?pageSize=1000', supervisor));
    const everyone = json<ListResponse<User>>(await get('/api/users?pageSize=1000'));
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBeLessThanOrEqual(everyone.count);
    expect(mine.items.map((u) => u.username)).toContain('supervisor');
  });
});

describe('users: exists, create, update', () => {
  it('answers exists by email or username, excluding the user itself', async () => {
    const adminUser = json<ListResponse<User>>(await get('/api/users?search=admin')).items.find((u) => u.username === 'admin')!;
    expect(json(await get('/api/users/exists?handle=ADMIN'))).toEqual({ result: { valid: false } });
    expect(json(await get(`/api/users/exists?handle=${encodeURIComponent(adminUser.email)}`))).toEqual({ result: { valid: false } });
    expect(json(await get('/api/users/exists?handle=somebody.new@example.org'))).toEqual({ result: { valid: true } });
    expect(json(await get(`/api/users/exists?handle=admin&externalId=${adminUser.externalId}`))).toEqual({ result: { valid: true } });
  });

  it('rejects an empty user form with the spec messages, word for word', async () => {
    const response = await put('/api/users', { name: '', email: 'not-an-email', password: 'short', enterprises: [] });
    expect(response.statusCode).toBe(400);
    const messages = messagesOf(response);
    expect(messages).toEqual(
      expect.arrayContaining([
        'User name is required and must be up to 100 characters.',
        'Email is not well formed.',
        'Password must contain at least: 1 alpha-numeric letter, 1 number, and one special character',
        MESSAGES.userRoleRequired,
        MESSAGES.userTypeRequired,
        MESSAGES.userEnterprisesRequired,
        MESSAGES.userFacilitiesRequired,
        MESSAGES.userAccountsRequired,
      ]),
    );
    const long = await put('/api/users', newUser({ name: 'x'.repeat(101) }));
    expect(messagesOf(long)).toEqual(['User name is required and must be up to 100 characters.']);
  });

  it('creates a user with a lowercased email as username, a hashed password and links', async () => {
    const response = await put('/api/users', newUser());
    expect(response.statusCode).toBe(200);
    const saved = json<SaveResponse<User>>(response);
    expect(saved).toMatchObject({ applyStatus: 'OK', success: true });
    expect(saved.result).toMatchObject({
      email: 'quinn.newhire@example.org',
      username: 'quinn.newhire@example.org',
      roleIdentifier: 'ROLE_STANDARD',
      facilities: [facilityIds[0]],
      accounts: [accountIds[0]],
      createdBy: 'admin',
      lastModifiedBy: 'admin',
      status: 'ACTIVE',
    });
    expect(JSON.stringify(saved)).not.toContain('scrypt');
    await login(app, 'quinn.newhire@example.org', 'Welcome#2026');

    const again = await put('/api/users', newUser({ email: 'QUINN.NEWHIRE@example.org', name: 'Other' }));
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ success: false, message: 'User already exists with this email.' });
  });

  it('stores no facility or account links for a privileged role', async () => {
    const response = await put('/api/users', newUser({ email: 'tech2@example.org', role: roleId('ROLE_TECHNICIAN'), facilities: [], accounts: [accountIds[0]] }));
    expect(response.statusCode).toBe(200);
    const user = json<SaveResponse<User>>(response).result!;
    expect(user.facilities).toEqual([]);
    expect(user.accounts).toEqual([]);
    const mono = json<{ success: boolean; result: User }>(await get(`/api/users/mono?q=${user.externalId}`));
    expect(mono).toMatchObject({ success: true, result: { externalId: user.externalId, accounts: [] } });
  });

  it('updates a user without a password and keeps the old one', async () => {
    const created = json<SaveResponse<User>>(await put('/api/users', newUser({ email: 'edit.me@example.org' }))).result!;
    const response = await post(`/api/users/${created.externalId}`, { ...newUser({ email: 'edit.me@example.org', name: 'Edited Name', password: undefined }), accounts: accountIds.slice(0, 2) });
    expect(response.statusCode).toBe(200);
    expect(json<SaveResponse<User>>(response).result).toMatchObject({ name: 'Edited Name', accounts: expect.arrayContaining(accountIds.slice(0, 2)) });
    await login(app, 'edit.me@example.org', 'Welcome#2026');
    const clash = await post(`/api/users/${created.externalId}`, newUser({ email: 'quinn.newhire@example.org' }));
    expect(json(clash)).toMatchObject({ message: MESSAGES.emailExists });
  });

  it('resets a password under the policy and ends the user’s sessions', async () => {
    const created = json<SaveResponse<User>>(await put('/api/users', newUser({ email: 'reset.me@example.org' }))).result!;
    const token = await login(app, 'reset.me@example.org', 'Welcome#2026');
    const weak = await post(`/api/users/${created.externalId}/reset`, { password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(messagesOf(weak)).toContain(MESSAGES.passwordPolicy);
    const done = await post(`/api/users/${created.externalId}/reset`, { password: 'Brand#New1' });
    expect(json(done)).toEqual({ success: true, message: PASSWORD_RESET_DONE });
    expect((await get('/api/users/profile', authed(token))).statusCode).toBe(401);
    await login(app, 'reset.me@example.org', 'Brand#New1');
  });

  it('lists assignable users as UserLite', async () => {
    const list = json<ListResponse<Record<string, unknown>>>(await get('/api/users/assignables?flavor=LITE'));
    expect(list.items.length).toBeGreaterThan(0);
    expect(Object.keys(list.items[0]!).sort()).toEqual(['email', 'externalId', 'name', 'role', 'type', 'username']);
  });
});

describe('entity actions', () => {
  it('follows the status rules and revokes a deactivated user’s tokens', async () => {
    const created = json<SaveResponse<User>>(await put('/api/users', newUser({ email: 'actions@example.org' }))).result!;
    const token = await login(app, 'actions@example.org', 'Welcome#2026');
    expect((await get('/api/users/profile', authed(token))).statusCode).toBe(200);

    const activate = await post(`/api/users/${created.externalId}/activate`);
    expect(activate.statusCode).toBe(400);
    expect(json(activate)).toEqual({ success: false, message: 'User is already active.' });

    expect(json(await post(`/api/users/${created.externalId}/deactivate`))).toEqual({ success: true, message: 'User deactivated successfully.' });
    expect((await get('/api/users/profile', authed(token))).statusCode).toBe(401);
    expect(json(await post(`/api/users/${created.externalId}/deactivate`))).toEqual({ success: false, message: 'User is already inactive.' });
    const hidden = json<ListResponse<User>>(await get('/api/users?search=actions@example.org'));
    expect(hidden.count).toBe(0);

    expect(json(await post(`/api/users/${created.externalId}/activate`))).toMatchObject({ success: true });
    expect(json(await post(`/api/users/${created.externalId}/remove`))).toEqual({ success: true, message: 'User removed successfully.' });
    expect(json(await post(`/api/users/${created.externalId}/remove`))).toEqual({ success: false, message: 'User is already removed.' });
    expect(json(await post(`/api/users/${created.externalId}/deactivate`))).toEqual({ success: false, message: 'User is removed and cannot be deactivated.' });
    const edit = await post(`/api/users/${created.externalId}`, newUser({ email: 'actions@example.org' }));
    expect(edit.statusCode).toBe(400);
    expect(json(edit)).toMatchObject({ message: 'User is removed and cannot be edited.' });
    const removed = json<ListResponse<User>>(await get('/api/users?statuses=REMOVED&search=actions@example.org'));
    expect(removed.items.map((u) => u.status)).toEqual(['REMOVED']);
    expect((await post('/api/users/not-a-uuid/activate')).statusCode).toBe(404);
  });
});

describe('enterprises and roles', () => {
  it('validates and keeps enterprise names unique', async () => {
    const empty = await put('/api/enterprises', { name: ' ' });
    expect(json(empty)).toMatchObject({ success: false, message: 'Enterprise name is required and must be up to 100 characters.' });
    const created = await put('/api/enterprises', { name: 'Northwind Health' });
    expect(json<SaveResponse<Enterprise>>(created)).toMatchObject({ success: true, result: { name: 'Northwind Health', createdBy: 'admin' } });
    const id = json<SaveResponse<Enterprise>>(created).result!.externalId;
    const dup = await put('/api/enterprises', { name: 'northwind health' });
    expect(dup.statusCode).toBe(400);
    expect(json(dup)).toMatchObject({ message: 'Enterprise already exists with this name.' });
    expect(json(await get('/api/enterprises/exists?name=NORTHWIND%20HEALTH'))).toEqual({ result: { valid: false } });
    expect(json(await get(`/api/enterprises/exists?name=Northwind%20Health&externalId=${id}`))).toEqual({ result: { valid: true } });
    const renamed = await post(`/api/enterprises/${id}`, { name: 'Northwind Health Group', externalId: id });
    expect(json<SaveResponse<Enterprise>>(renamed).result).toMatchObject({ name: 'Northwind Health Group' });
  });

  it('sorts roles by name descending by default and keeps identifiers read-only', async () => {
    const list = json<ListResponse<Role>>(await get('/api/roles'));
    const names = list.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(messagesOf(await put('/api/roles', { name: '', identifier: '' }))).toEqual([MESSAGES.roleName, MESSAGES.roleIdentifier]);
    expect(json(await put('/api/roles', { name: 'administrator', identifier: 'ROLE_X' }))).toMatchObject({ message: MESSAGES.roleNameExists });
    expect(json(await put('/api/roles', { name: 'Auditor', identifier: 'ROLE_ADMIN' }))).toMatchObject({ message: MESSAGES.roleIdentifierExists });
    const created = json<SaveResponse<Role>>(await put('/api/roles', { name: 'Auditor', identifier: 'ROLE_AUDITOR' })).result!;
    const changed = await post(`/api/roles/${created.externalId}`, { name: 'Auditor', identifier: 'ROLE_OTHER' });
    expect(json(changed)).toMatchObject({ success: false, message: ROLE_IDENTIFIER_READ_ONLY });
    const renamed = await post(`/api/roles/${created.externalId}`, { name: 'Auditors', identifier: 'ROLE_AUDITOR' });
    expect(json<SaveResponse<Role>>(renamed).result).toMatchObject({ name: 'Auditors', identifier: 'ROLE_AUDITOR' });
    // A new role is a new matrix column, every cell denied.
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    expect(matrix.every((p) => p.roles.some((c) => c.roleIdentifier === 'ROLE_AUDITOR' && !c.granted))).toBe(true);
  });
});

describe('permissions matrix', () => {
  it('lists every permission with one cell per role, some locked', async () => {
    const matrix = json<{ success: boolean; result: Permission[] }>(await get('/api/permissions/list'));
    expect(matrix.success).toBe(true);
    expect(matrix.result.length).toBeGreaterThanOrEqual(250);
    const roleCount = json<ListResponse<Role>>(await get('/api/roles')).count;
    expect(matrix.result.every((p) => p.roles.length === roleCount)).toBe(true);
    const cells = matrix.result.flatMap((p) => p.roles);
    expect(cells.some((c) => c.status === 'INACTIVE')).toBe(true);
    expect(cells[0]).toEqual(expect.objectContaining({ externalId: expect.any(String), role: expect.any(String), granted: expect.any(Boolean), createdBy: expect.any(String), lastModifiedTimestamp: expect.any(String) }));
  });

  it('grants and denies a cell, and refuses a locked one unless unlocked', async () => {
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    const open = matrix.flatMap((p) => p.roles).find((c) => c.status === 'ACTIVE' && !c.granted && c.roleIdentifier === 'ROLE_STANDARD')!;
    const granted = json<{ success: boolean; result: { granted: boolean; lastModifiedBy: string } }>(await post(`/api/roles/grant/${open.externalId}`));
    expect(granted).toMatchObject({ success: true, result: { granted: true, lastModifiedBy: 'admin' } });
    expect(json(await post(`/api/roles/deny/${open.externalId}`))).toMatchObject({ success: true, result: { granted: false } });

    const locked = matrix.flatMap((p) => p.roles).find((c) => c.status === 'INACTIVE')!;
    const refused = await post(`/api/roles/grant/${locked.externalId}`);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ success: false, message: MESSAGES.permissionCellLocked });
    const unlocked = json(await post(`/api/roles/grant/${locked.externalId}`, { unlock: true }));
    expect(unlocked).toMatchObject({ success: true, result: { granted: true, status: 'ACTIVE' } });
    expect((await post(`/api/roles/deny/${locked.externalId}`)).statusCode).toBe(200);
  });

  it('makes a granted cell count at the next request of that role', async () => {
    const technician = authed(await login(app, 'technician'));
    expect((await get('/api/enterprises/exists?name=x', technician)).statusCode).toBe(403);
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    const row = matrix.find((p) => p.value === 'enterprises' && p.type === 'VIEW' && p.context === 'URI')!;
    const cell = row.roles.find((c) => c.roleIdentifier === 'ROLE_TECHNICIAN')!;
    await post(`/api/roles/grant/${cell.externalId}`);
    expect((await get('/api/enterprises/exists?name=x', technician)).statusCode).toBe(200);
    await post(`/api/roles/deny/${cell.externalId}`);
    expect((await get('/api/enterprises/exists?name=x', technician)).statusCode).toBe(403);
  });

  it('creates permissions with the spec rules and keeps the combination read-only', async () => {
    const empty = await put('/api/permissions', {});
    expect(messagesOf(empty)).toEqual([MESSAGES.permissionPlatform, MESSAGES.permissionContext, MESSAGES.permissionType, MESSAGES.permissionValue, MESSAGES.permissionDescription]);
    const dup = await put('/api/permissions', { platform: 'WEB', context: 'URI', type: 'VIEW', value: 'users', description: 'again' });
    expect(json(dup)).toMatchObject({ message: 'Permission already exists with this platform/context/type/value combination' });
    expect(json(await get('/api/permissions/exists?value=users&context=URI&type=VIEW&platform=WEB'))).toEqual({ result: { valid: false } });
    const form = { platform: 'DESKTOP', context: 'MODULE', type: 'VIEW', value: 'kiosk', description: 'Kiosk screen' };
    expect(json(await get('/api/permissions/exists?value=kiosk&context=MODULE&type=VIEW&platform=DESKTOP'))).toEqual({ result: { valid: true } });
    const created = json<SaveResponse<Permission>>(await put('/api/permissions', form)).result!;
    expect(created.roles.length).toBeGreaterThan(0);
    expect(created.roles.every((c) => !c.granted)).toBe(true);
    const id = created.internalId;
    expect(json(await get(`/api/permissions/exists?value=kiosk&context=MODULE&type=VIEW&platform=DESKTOP&id=${id}`))).toEqual({ result: { valid: true } });
    const edited = await post(`/api/permissions/${id}`, { ...form, description: 'Kiosk home screen' });
    expect(json<SaveResponse<Permission>>(edited).result).toMatchObject({ description: 'Kiosk home screen', value: 'kiosk' });
    const moved = await post(`/api/permissions/${id}`, { ...form, value: 'kiosk2' });
    expect(json(moved)).toMatchObject({ success: false, message: PERMISSION_READ_ONLY });
  });

  it('exports the matrix with one column per role', async () => {
    const csv = await get('/api/permissions/export.csv');
    const rows = parseCsv(csv.body);
    // Headed as the matrix heads its role columns: by identifier.
    const roleIdentifiers = json<ListResponse<Role>>(await get('/api/roles?pageSize=100')).items.map((r) => r.identifier);
    expect(rows[0]).toEqual(expect.arrayContaining(['Platform', 'Context', 'Type', 'Value', 'Description', ...roleIdentifiers]));
    const matrix = json<{ result: Permission[] }>(await get('/api/permissions/list')).result;
    expect(rows.length - 1).toBe(matrix.length);
  });
});

describe('exports', () => {
  it('streams users as CSV and XLSX matching the filtered, sorted list', async () => {
    const query = `statuses=ACTIVE&statuses=INACTIVE&sortBy=name&sortDirection=asc&userTypes=BOTH`;
    const list = json<ListResponse<User>>(await get(`/api/users?${query}&pageSize=1000`));
    expect(list.count).toBeGreaterThan(0);

    const csv = await get(`/api/users/export.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(csv.body);
    const emailColumn = rows[0]!.indexOf('Email');
    expect(rows.slice(1).map((r) => r[emailColumn])).toEqual(list.items.map((u) => u.email));

    const xlsx = await app.inject({ method: 'GET', url: `/api/users/export.xlsx?${query}`, headers: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = parseXlsx(xlsx.rawPayload);
    const header = sheet[0] as string[];
    expect(sheet.slice(1).map((r) => r[header.indexOf('Email')])).toEqual(list.items.map((u) => u.email));
    expect(sheet.slice(1).map((r) => r[header.indexOf('Enabled')])).toEqual(list.items.map((u) => u.enabled));
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    // Names are trimmed on save, so tab and CR starts are covered by the writer's own test.
    const names = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd', 'Plain "quoted", name'];
    for (const name of names) expect((await put('/api/enterprises', { name })).statusCode).toBe(200);
    const expected = ["'=HYPERLINK(\"http://evil.example\",\"x\")", "'+SUM(1,2)", "'-2+3", "'@cmd", 'Plain "quoted", name'];
    const csvRows = parseCsv((await get('/api/enterprises/export.csv?pageSize=1000')).body);
    const csvNames = csvRows.slice(1).map((r) => r[1]);
    const sheet = parseXlsx((await get('/api/enterprises/export.xlsx')).rawPayload);
    const xlsxNames = sheet.slice(1).map((r) => r[1]);
    for (const value of expected) {
      expect(csvNames).toContain(value);
      expect(xlsxNames).toContain(value);
    }
  });
});

describe('profile', () => {
  it('lets a user change their own name, email and password without the users EDIT grant', async () => {
    const token = authed(await login(app, 'caregiver'));
    expect((await post('/api/users/00000000-0000-4000-8000-000000000000', {}, token)).statusCode).toBe(403);
    const before = json<{ result: User }>(await get('/api/users/profile', token)).result;
    const unconfirmed = await post('/api/users/profile', { name: 'Cameron C. Caregiver', email: 'Cameron.Care@Example.org' }, token);
    expect(messagesOf(unconfirmed)).toEqual([MESSAGES.currentPasswordRequired]);
    const misconfirmed = await post('/api/users/profile', { name: 'Cameron C. Caregiver', email: 'Cameron.Care@Example.org', currentPassword: 'Wrong#Pass1' }, token);
    expect(json(misconfirmed)).toMatchObject({ success: false, message: CURRENT_PASSWORD_WRONG });
    expect(json<{ result: User }>(await get('/api/users/profile', token)).result.name).toBe(before.name);
    const renamed = await post('/api/users/profile', { name: 'Cameron C. Caregiver', email: 'Cameron.Care@Example.org', currentPassword: PASSWORD }, token);
    expect(json(renamed)).toMatchObject({ success: true, message: PROFILE_SAVED, result: { name: 'Cameron C. Caregiver', email: 'cameron.care@example.org', role: before.role } });

    const noCurrent = await post('/api/users/profile', { name: 'Cameron', email: 'cameron.care@example.org', password: 'Next#Pass1' }, token);
    expect(messagesOf(noCurrent)).toEqual([MESSAGES.currentPasswordRequired]);
    const wrong = await post('/api/users/profile', { name: 'Cameron', email: 'cameron.care@example.org', password: 'Next#Pass1', currentPassword: 'nope' }, token);
    expect(json(wrong)).toMatchObject({ success: false, message: CURRENT_PASSWORD_WRONG });
    const weak = await post('/api/users/profile', { name: 'Cameron', email: 'cameron.care@example.org', password: 'weakweak', currentPassword: PASSWORD }, token);
    expect(messagesOf(weak)).toEqual([MESSAGES.passwordPolicy]);
    const ok = await post('/api/users/profile', { name: 'Cameron', email: 'cameron.care@example.org', password: 'Next#Pass1', currentPassword: PASSWORD }, token);
    expect(ok.statusCode).toBe(200);
    await login(app, 'caregiver', 'Next#Pass1');
    const taken = await post('/api/users/profile', { name: 'Cameron', email: 'quinn.newhire@example.org', currentPassword: 'Next#Pass1' }, token);
    expect(json(taken)).toMatchObject({ message: MESSAGES.emailExists });
    const noaccess = authed(await login(app, 'noaccess'));
    expect((await post('/api/users/profile', { name: 'N', email: 'n@example.org' }, noaccess)).statusCode).toBe(403);
  });
});

describe('assets through the layer', () => {
  it('searches serial numbers and RFID tags and filters by model, account and status', async () => {
    const page = json<ListResponse<{ externalId: string; serialNumber: string; tags: string[]; model: { externalId: string }; account: { externalId: string }; status: string }>>(
      await get('/api/assets?pageSize=50'),
    );
    expect(page.items.every((a) => a.status === 'ACTIVE')).toBe(true);
    const tagged = page.items.find((a) => a.tags.length > 0)!;
    const bySerial = json<ListResponse<{ externalId: string }>>(await get(`/api/assets?search=${tagged.serialNumber.toLowerCase()}`));
    expect(bySerial.items.map((a) => a.externalId)).toContain(tagged.externalId);
    const byTag = json<ListResponse<{ externalId: string }>>(await get(`/api/assets?search=${tagged.tags[0]!.slice(4, 20)}`));
    expect(byTag.items.map((a) => a.externalId)).toContain(tagged.externalId);
    const filtered = json<ListResponse<{ model: { externalId: string }; account: { externalId: string } }>>(
      await get(`/api/assets?models=${tagged.model.externalId}&accounts=${tagged.account.externalId}&pageSize=1000`),
    );
    expect(filtered.count).toBeGreaterThan(0);
    expect(filtered.items.every((a) => a.model.externalId === tagged.model.externalId && a.account.externalId === tagged.account.externalId)).toBe(true);
    expect((await get('/api/assets?models=not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/assets?commissionStatus=COMMISSIONED&pending=ALL')).statusCode).toBe(200);
  });
});
