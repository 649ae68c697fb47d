/**
 * The resource layer as the administration area uses it for users: list paging, sort, search and filters (default
 * ACTIVE), exists, saves with the spec's messages word for word, unique checks, entity actions and status rules,
 * token revocation, CSV/XLSX exports and the profile self-update.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { ListResponse, SaveResponse, User } from '@equipdesk/api-client/contract';
import { authed, json, login, PASSWORD } from './helpers';
import { CURRENT_PASSWORD_WRONG, PASSWORD_RESET_DONE, PROFILE_SAVED } from '../src/admin/users';
import { app, admin, accountIds, facilityIds, get, put, post, roleId, messagesOf, parseCsv, parseXlsx, newUser, useAdminResourcesFixture } from './adminResourcesFixture';

useAdminResourcesFixture();

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
