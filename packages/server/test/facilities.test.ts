/**
 * The site-data area over HTTP (spec 2 §2–§9): facilities with their counts and the rename rule,
 * accounts with days/hours stored as minutes and their users, contracts, locations with name
 * ranges, sub-location rules, the barcode label and par definitions, and the exports. Messages are
 * compared word for word with the spec's. The grants of every route × role are in admin-grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type {
  Account,
  AccountUser,
  Contract,
  Facility,
  FacilityDetails,
  ListResponse,
  Location,
  ParDefinition,
  Role,
  SaveResponse,
  UserLite,
} from '@equipdesk/api-client/contract';
import { locations, models, parDefinitions, permissions, rolePermissions } from '../src/db/schema';
import { ACCOUNT_USERS_SAVED, UNKNOWN_USERS } from '../src/facilities/accounts';
import { BARCODE_CSP, LOCATION_NOT_ACTIVE, PARENT_CYCLE } from '../src/facilities/locations';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;
let technician: Record<string, string>;
let supervisor: Record<string, string>;

const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers = admin) => app.inject({ method: 'PUT', url, headers, payload: payload as object });
const post = (url: string, payload?: unknown, headers = admin) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const errorsOf = (r: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries((json<{ errors?: { field: string; message: string }[] }>(r).errors ?? []).map((e) => [e.field, e.message]));
const list = async <T>(url: string, headers = admin): Promise<ListResponse<T>> => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
};
const csvLines = (r: LightMyRequestResponse): string[] => r.body.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l.length > 0);

let facility: Facility;
let enterpriseId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  admin = authed(await login(app, 'admin'));
  technician = authed(await login(app, 'technician'));
  supervisor = authed(await login(app, 'supervisor'));
  facility = (await list<Facility>('/api/facilities?pageSize=1&sortBy=numLocations&sortDirection=desc')).items[0]!;
  enterpriseId = facility.enterprise;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('facilities', () => {
  it('lists the grid columns with counts that match the data', async () => {
    const page = await list<Facility>('/api/facilities?pageSize=100');
    expect(page.count).toBeGreaterThan(5);
    const row = page.items.find((f) => f.externalId === facility.externalId)!;
    expect(row).toMatchObject({ enterpriseName: expect.any(String), type: expect.any(String), status: 'ACTIVE' });
    const db = database.db;
    const result = await db.execute(sql`
      select (select count(*)::int from locations where facility_id = ${row.externalId} and status <> 'REMOVED' and parent_id is null) as top,
             (select count(*)::int from locations where facility_id = ${row.externalId} and status <> 'REMOVED' and parent_id is not null) as sub,
             (select count(*)::int from locations where facility_id = ${row.externalId} and status <> 'REMOVED' and type = 'ZONE') as zones,
             (select count(*)::int from accounts where facility_id = ${row.externalId} and status <> 'REMOVED') as accs`);
    const [counts] = (result as unknown as { rows: { top: number; sub: number; zones: number; accs: number }[] }).rows;
    expect(row.numLocations).toBe(counts!.top);
    expect(row.numSubLocations).toBe(counts!.sub);
    expect(row.numZones).toBe(counts!.zones);
    expect(row.numAccounts).toBe(counts!.accs);
    expect(row.numLocations).toBeGreaterThan(0);
    expect(row.numSubLocations).toBeGreaterThan(0);
    expect(row.numUsers).toBeGreaterThan(0);
    // Sorted by a count, the first row holds the most top-level locations.
    expect(Math.max(...page.items.map((f) => f.numLocations))).toBe(facility.numLocations);
  });

  it('filters by externalIds and statuses', async () => {
    const one = await list<Facility>(`/api/facilities?externalIds=${facility.externalId}`);
    expect(one.items.map((f) => f.externalId)).toEqual([facility.externalId]);
    const removed = await list<Facility>('/api/facilities?statuses=REMOVED');
    expect(removed.items.every((f) => f.status === 'REMOVED')).toBe(true);
  });

  it('answers GET facilities/{id} and the details with accounts and contracts', async () => {
    expect(json<{ result: Facility }>(await get(`/api/facilities/${facility.externalId}`)).result.name).toBe(facility.name);
    const details = json<{ result: FacilityDetails }>(await get(`/api/facilities/${facility.externalId}/details`)).result;
    expect(details.accounts.length).toBeGreaterThan(0);
    expect(details.accounts.every((a) => a.facility === facility.externalId)).toBe(true);
    expect(details.contracts.every((c) => c.facility === facility.externalId)).toBe(true);
    expect((await get('/api/facilities/not-a-uuid')).statusCode).toBe(404);
  });

  it('validates the form with the spec’s messages and checks the name is unique', async () => {
    const empty = await put('/api/facilities', {});
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual({ name: MESSAGES.facilityName, enterprise: MESSAGES.facilityEnterpriseRequired, type: MESSAGES.facilityTypeRequired });
    const taken = await put('/api/facilities', { name: facility.name.toUpperCase(), enterprise: enterpriseId, type: 'A2' });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({ message: 'Facility already exists.' });
    expect(json(await get(`/api/facilities/exists?name=${encodeURIComponent(facility.name)}`))).toEqual({ result: { valid: false } });
    expect(json(await get(`/api/facilities/exists?name=${encodeURIComponent(facility.name)}&externalId=${facility.externalId}`))).toEqual({ result: { valid: true } });
    const unknownEnterprise = await put('/api/facilities', { name: 'Nowhere Clinic', enterprise: facility.externalId, type: 'A2' });
    expect(errorsOf(unknownEnterprise)).toEqual({ enterprise: MESSAGES.facilityEnterpriseRequired });
  });

  it('lets a technician create and rename a facility', async () => {
    const created = json<SaveResponse<Facility>>(await put('/api/facilities', { name: 'Harbor Point Clinic', enterprise: enterpriseId, type: 'CAPITAL' }, technician));
    expect(created).toMatchObject({ applyStatus: 'OK', result: { name: 'Harbor Point Clinic', type: 'CAPITAL', numAccounts: 0 } });
    const renamed = await post(`/api/facilities/${created.result!.externalId}`, { name: 'Harbor Point Hospital', enterprise: enterpriseId, type: 'CAPITAL' }, technician);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<SaveResponse<Facility>>(renamed).result!.name).toBe('Harbor Point Hospital');
  });

  it('refuses a rename by a role that may edit facilities but not rename them', async () => {
    // A custom role with VIEW and EDIT on facilities: it is neither admin nor technician.
    const role = json<SaveResponse<Role>>(await put('/api/roles', { name: 'Facility Clerk', identifier: 'ROLE_FACILITY_CLERK' })).result!;
    const cells = await database.db
      .select({ id: permissions.externalId })
      .from(permissions)
      .where(and(eq(permissions.value, 'facilities'), eq(permissions.platform, 'WEB'), inArray(permissions.type, ['VIEW', 'EDIT', 'DETAILS', 'NAVIGATE'])));
    await database.db
      .update(rolePermissions)
      .set({ granted: true })
      .where(and(eq(rolePermissions.roleId, role.externalId), inArray(rolePermissions.permissionId, cells.map((c) => c.id))));
    const account = (await list<Account>(`/api/accounts?facilities=${facility.externalId}&pageSize=1`)).items[0]!;
    const user = await put('/api/users', {
      name: 'Fran Clerk',
      email: 'fran.clerk@example.org',
      password: 'Welcome#2026',
      role: role.externalId,
      type: 'A2',
      enterprises: [enterpriseId],
      facilities: [facility.externalId],
      accounts: [account.externalId],
    });
    expect(user.statusCode, user.body).toBe(200);
    const clerk = authed(await login(app, 'fran.clerk@example.org', 'Welcome#2026'));

    const form = { name: `${facility.name} (renamed)`, enterprise: enterpriseId, type: facility.type };
    const refused = await post(`/api/facilities/${facility.externalId}`, form, clerk);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ success: false, message: MESSAGES.notPrivileged, errors: [{ field: 'name', message: MESSAGES.facilityRenameRefused }] });
    expect(json<{ result: Facility }>(await get(`/api/facilities/${facility.externalId}`)).result.name).toBe(facility.name);

    // The same user may still change the type with the name unchanged.
    const kept = await post(`/api/facilities/${facility.externalId}`, { ...form, name: facility.name, type: 'BOTH' }, clerk);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<SaveResponse<Facility>>(kept).result!.type).toBe('BOTH');

    // A non-privileged user sees only their facilities.
    const mine = await list<Facility>('/api/facilities?pageSize=100', clerk);
    expect(mine.items.map((f) => f.externalId)).toContain(facility.externalId);
    expect(mine.count).toBeLessThan((await list<Facility>('/api/facilities?pageSize=1')).count);
  });

  it('exports CSV and XLSX with the grid’s columns', async () => {
    const csv = await get('/api/facilities/export.csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="facilities-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvLines(csv);
    expect(lines[0]).toMatch(/^Enterprise,Name,Type,Locations,Sub-locations,Users,Zones,Contracts,Accounts,Status/);
    expect(lines.length - 1).toBe((await list<Facility>('/api/facilities?pageSize=1')).count);
    const xlsx = await get('/api/facilities/export.xlsx');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toContain('Sub-locations');
    expect(rows.length).toBe(lines.length);
  });
});

describe('accounts', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    accountNo: '9100001',
    name: 'Harbor Intensive Care',
    timeZone: 'America/Chicago',
    facility: facility.externalId,
    pmAlertsDurationDays: 30,
    visitTimeoutHours: 6,
    standardTimeMinutes: 300,
    statTimeMinutes: 120,
    sendLateOrderAlerts: false,
    sendDelayedOrderAlerts: true,
    moveAssets: false,
    moveLocations: false,
    ...overrides,
  });

  it('stores days and hours as minutes and lists minutes', async () => {
    const created = await put('/api/accounts', form({ pmAlertsDurationDays: 2, visitTimeoutHours: 3 }));
    expect(created.statusCode, created.body).toBe(200);
    const account = json<SaveResponse<Account>>(created).result!;
    expect(account).toMatchObject({ pmAlertsDurationMinutes: 2 * 1440, visitTimeoutMinutes: 3 * 60, standardTimeMinutes: 300, statTimeMinutes: 120, sendDelayedOrderAlerts: true, facilityName: facility.name });
    const listed = await list<Account>(`/api/accounts?externalIds=${account.externalId}`);
    expect(listed.items[0]).toMatchObject({ pmAlertsDurationMinutes: 2880, visitTimeoutMinutes: 180, timeZone: 'America/Chicago' });
    const updated = json<SaveResponse<Account>>(await post(`/api/accounts/${account.externalId}`, form({ pmAlertsDurationDays: 1, visitTimeoutHours: 24 })));
    expect(updated.result).toMatchObject({ pmAlertsDurationMinutes: 1440, visitTimeoutMinutes: 1440 });
    expect(json<{ result: Account }>(await get(`/api/accounts/${account.externalId}/details`)).result.visitTimeoutMinutes).toBe(1440);
  });

  it('validates with the spec’s messages and checks the account number is unique', async () => {
    const bad = await put('/api/accounts', form({ accountNo: '12ab', timeZone: '', pmAlertsDurationDays: 0, facility: '' }));
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual({
      accountNo: MESSAGES.accountNo,
      timeZone: 'Account Time Zone is required and must be picked.',
      pmAlertsDurationDays: MESSAGES.accountPmAlertsDuration,
      facility: MESSAGES.accountFacilityRequired,
    });
    expect(errorsOf(await put('/api/accounts', form({ accountNo: '12345678901' })))).toEqual({ accountNo: MESSAGES.accountNo });
    expect(errorsOf(await put('/api/accounts', form({ accountNo: '9100002', timeZone: 'Mars/Olympus_Mons' })))).toEqual({ timeZone: MESSAGES.accountTimeZone });
    const taken = await put('/api/accounts', form());
    expect(json(taken)).toMatchObject({ success: false, message: 'Account already exists with this account number.' });
    expect(json(await get('/api/accounts/exists?accountNo=9100001'))).toEqual({ result: { valid: false } });
    expect(json(await get('/api/accounts/exists?accountNo=9100099'))).toEqual({ result: { valid: true } });
  });

  it('answers the IANA time zones', async () => {
    const zones = await list<string>('/api/accounts/timezones');
    expect(zones.items).toContain('America/Chicago');
    expect(zones.items).toContain('UTC');
    expect(zones.count).toBeGreaterThan(300);
  });

  it('allocates users to an account and lists them', async () => {
    const account = (await list<Account>('/api/accounts?search=9100001')).items[0]!;
    expect(await list<AccountUser>(`/api/accounts/${account.externalId}/users`)).toMatchObject({ count: 0, items: [] });
    const pickable = await list<UserLite>(`/api/users/assignables?flavor=LITE&account=${account.externalId}`);
    const usernames = pickable.items.map((u) => u.username);
    expect(usernames).toEqual(expect.arrayContaining(['standard', 'customer', 'supervisor']));
    expect(usernames).not.toContain('admin');
    expect(usernames).not.toContain('technician');
    const ids = (names: string[]) => pickable.items.filter((u) => names.includes(u.username)).map((u) => u.externalId);
    const adminId = (await list<UserLite>('/api/users/assignables?flavor=LITE')).items.find((u) => u.username === 'admin')!.externalId;

    const saved = json<SaveResponse<AccountUser[]>>(await post(`/api/accounts/${account.externalId}/users`, [...ids(['standard', 'customer']), adminId]));
    expect(saved.message).toBe(ACCOUNT_USERS_SAVED);
    // Privileged users see every account: they are never stored.
    expect(saved.result!.map((u) => u.username).sort()).toEqual(['customer', 'standard']);
    expect(saved.result![0]).toMatchObject({ role: expect.stringMatching(/Customer|Standard/), email: expect.any(String), type: expect.any(String) });

    const replaced = json<SaveResponse<AccountUser[]>>(await post(`/api/accounts/${account.externalId}/users`, { users: ids(['supervisor']) }));
    expect(replaced.result!.map((u) => u.username)).toEqual(['supervisor']);
    const listed = await list<AccountUser>(`/api/accounts/${account.externalId}/users`);
    expect(listed.items.map((u) => u.username)).toEqual(['supervisor']);

    const unknown = await post(`/api/accounts/${account.externalId}/users`, [facility.externalId]);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ message: UNKNOWN_USERS });
    expect((await list<AccountUser>(`/api/accounts/${account.externalId}/users`)).count).toBe(1);
  });

  it('lists the locations of one account', async () => {
    const [first] = await database.db.select({ id: locations.accountId }).from(locations).limit(1);
    const page = await list<Location>(`/api/accounts/${first!.id}/locations`);
    expect(page.count).toBeGreaterThan(0);
    expect(page.items.every((l) => l.account === first!.id)).toBe(true);
  });

  it('exports with the extra filters', async () => {
    const all = csvLines(await get('/api/accounts/export.csv'));
    expect(all[0]).toMatch(/^Facility,Account No,Name,PM Alerts \(days\),Visit Timeout \(hours\),Standard Time \(min\),STAT Time \(min\),Late Order Alerts,Delayed Order Alerts,Time Zone/);
    expect(all.some((l) => l.includes(',9100001,') && l.includes(',1,24,300,120,NO,YES,America/Chicago'))).toBe(true);
    const [model] = await database.db.select({ id: models.externalId }).from(models).limit(1);
    const withModel = csvLines(await get(`/api/accounts/export.csv?models=${model!.id}`));
    expect(withModel.length).toBeGreaterThan(1);
    expect(withModel.length).toBeLessThan(all.length);
    const pending = await get('/api/accounts/export.xlsx?pending=PENDING%20ONLY&commissionStatus=COMMISSIONED&utilizationStatuses=INVENTORY');
    expect(pending.statusCode).toBe(200);
  });
});

describe('contracts', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    contractNo: '7000001',
    type: 'SERVICE',
    facility: facility.externalId,
    startTimestamp: '2026-01-01T00:00:00Z',
    expiryTimestamp: '2027-01-01T00:00:00Z',
    ...overrides,
  });

  it('validates the number, the dates and uniqueness with the spec’s messages', async () => {
    const bad = await put('/api/contracts', form({ contractNo: 'C-12' }));
    expect(json(bad)).toMatchObject({ message: 'Contract no. is required and must be digits (0-9) only.' });
    expect(errorsOf(await put('/api/contracts', form({ contractNo: '12345678901' })))).toEqual({ contractNo: MESSAGES.contractNoTooLong });
    expect(errorsOf(await put('/api/contracts', form({ expiryTimestamp: '2025-06-01T00:00:00Z' })))).toEqual({ expiryTimestamp: MESSAGES.contractStartBeforeExpiry });
    expect(errorsOf(await put('/api/contracts', form({ facility: '' })))).toEqual({ facility: MESSAGES.contractFacilityRequired });
    const created = json<SaveResponse<Contract>>(await put('/api/contracts', form()));
    expect(created.result).toMatchObject({ contractNo: '7000001', startTimestamp: '2026-01-01T00:00:00.000Z', facilityName: facility.name });
    expect(json(await put('/api/contracts', form()))).toMatchObject({ message: 'Contract already exists with this contract number.' });
    expect(json(await get('/api/contracts/exists?contractNo=7000001'))).toEqual({ result: { valid: false } });
    const updated = json<SaveResponse<Contract>>(await post(`/api/contracts/${created.result!.externalId}`, form({ type: 'RENTAL' })));
    expect(updated.result!.type).toBe('RENTAL');
  });

  it('lists with the facility filter and exports', async () => {
    const page = await list<Contract>(`/api/contracts?facilities=${facility.externalId}&pageSize=100`);
    expect(page.items.map((c) => c.contractNo)).toContain('7000001');
    expect(page.items.every((c) => c.facility === facility.externalId)).toBe(true);
    const lines = csvLines(await get(`/api/contracts/export.csv?facilities=${facility.externalId}`));
    expect(lines[0]).toMatch(/^Facility,Contract No,Type,Start \(UTC\),Expiry \(UTC\),Status/);
    expect(lines.length - 1).toBe(page.count);
  });

  it('answers one contract by id for a deep link, and 404 for an unknown or malformed id', async () => {
    const page = await list<Contract>(`/api/contracts?facilities=${facility.externalId}&pageSize=1`);
    const one = await get(`/api/contracts/${page.items[0]!.externalId}`);
    expect(one.statusCode).toBe(200);
    expect(json<{ success: boolean; result: Contract }>(one)).toEqual({ success: true, result: page.items[0] });
    expect((await get('/api/contracts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/contracts/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('locations', () => {
  let account: Account;
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ward 1',
    groupName: 'Floor 9',
    utilizationStatus: 'INVENTORY',
    account: account.externalId,
    type: 'ROOM',
    hasRfidReaders: true,
    ...overrides,
  });
  const locationOf = async (id: string) => json<{ result: Location }>(await get(`/api/locations/${id}`)).result;

  beforeAll(async () => {
    account = (await list<Account>('/api/accounts?search=9100001')).items[0]!;
  });

  it('creates one location per number of a range, in one save', async () => {
    const saved = await put('/api/locations', form({ name: 'Bed 1-3', type: 'BED' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = json<SaveResponse<Location[]>>(saved);
    expect(body).toMatchObject({ applyStatus: 'OK', message: '3 locations created successfully.' });
    expect(body.result!.map((l) => l.name)).toEqual(['Bed 1', 'Bed 2', 'Bed 3']);
    expect(body.result!.every((l) => l.hasRfidReaders === false && l.inventoryPowerLevel === 300 && l.facility === facility.externalId)).toBe(true);
    const listed = await list<Location>(`/api/locations?accounts=${account.externalId}&locationTypes=BED&pageSize=100`);
    expect(listed.items.map((l) => l.name).filter((n) => n.startsWith('Bed '))).toEqual(['Bed 1', 'Bed 2', 'Bed 3']);
  });

  it('refuses a bad range, group name and power level with the spec’s messages and creates nothing', async () => {
    const before = (await list<Location>(`/api/locations?accounts=${account.externalId}`)).count;
    expect(errorsOf(await put('/api/locations', form({ name: 'Bed 5-1' })))).toEqual({ name: MESSAGES.locationNameRangeReversed });
    expect(errorsOf(await put('/api/locations', form({ name: 'Bed 1-101' })))).toEqual({ name: expect.stringContaining('at most 100 locations') });
    expect(errorsOf(await put('/api/locations', form({ groupName: 'x'.repeat(21) })))).toEqual({ groupName: 'Group name is required and must be provided.' });
    expect(errorsOf(await put('/api/locations', form({ inventoryPowerLevel: 7 })))).toEqual({
      inventoryPowerLevel: 'Inventory power level is required and must be selected from the given options.',
    });
    expect(errorsOf(await put('/api/locations', form({ name: 'x'.repeat(101), utilizationStatus: '', account: '' })))).toEqual({
      name: MESSAGES.locationName,
      utilizationStatus: MESSAGES.locationUtilizationStatus,
      account: MESSAGES.locationAccountRequired,
    });
    expect((await list<Location>(`/api/locations?accounts=${account.externalId}`)).count).toBe(before);
  });

  it('adds sub-locations only under an ACTIVE, non-BED parent of the same account', async () => {
    const [room] = json<SaveResponse<Location[]>>(await put('/api/locations', form({ name: 'Room 40' }))).result!;
    const beds = await list<Location>(`/api/locations?accounts=${account.externalId}&locationTypes=BED`);
    const bed = beds.items[0]!;
    expect(errorsOf(await put('/api/locations', form({ name: 'Cot', parent: bed.externalId })))).toEqual({ parent: MESSAGES.locationParentIsBed });

    const sub = json<SaveResponse<Location[]>>(await put('/api/locations', form({ name: 'Bay 1-2', parent: room!.externalId, type: 'BED' })));
    expect(sub.result!.map((l) => [l.name, l.parentName])).toEqual([
      ['Bay 1', 'Room 40'],
      ['Bay 2', 'Room 40'],
    ]);

    const [other] = await database.db.select({ id: locations.externalId }).from(locations).where(sql`${locations.accountId} <> ${account.externalId} and ${locations.type} = 'UNIT' and ${locations.status} = 'ACTIVE'`).limit(1);
    expect(errorsOf(await put('/api/locations', form({ name: 'Elsewhere', parent: other!.id })))).toEqual({ parent: MESSAGES.locationParentOtherAccount });

    expect(json(await post(`/api/locations/${room!.externalId}/deactivate`))).toMatchObject({ success: true });
    expect(errorsOf(await put('/api/locations', form({ name: 'Closet', parent: room!.externalId })))).toEqual({ parent: MESSAGES.locationParentNotActive });
    expect(json(await post(`/api/locations/${room!.externalId}/activate`))).toMatchObject({ success: true });

    // A location cannot move under its own sub-location.
    const [alcove] = json<SaveResponse<Location[]>>(await put('/api/locations', form({ name: 'Alcove', parent: room!.externalId }))).result!;
    const cycle = await post(`/api/locations/${room!.externalId}`, form({ name: 'Room 40', parent: alcove!.externalId, type: 'ROOM' }));
    expect(errorsOf(cycle)).toEqual({ parent: PARENT_CYCLE });
  });

  it('keeps the name read-only once saved and hasRfidReaders false', async () => {
    const [ward] = json<SaveResponse<Location[]>>(await put('/api/locations', form({ name: 'Ward 7' }))).result!;
    const renamed = await post(`/api/locations/${ward!.externalId}`, form({ name: 'Ward 8' }));
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed)).toMatchObject({ message: MESSAGES.locationNameReadOnly });
    const edited = await post(`/api/locations/${ward!.externalId}`, form({ name: 'Ward 7', groupName: 'Floor 2', inventoryPowerLevel: 150, hasRfidReaders: true }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<SaveResponse<Location>>(edited).result).toMatchObject({ name: 'Ward 7', groupName: 'Floor 2', inventoryPowerLevel: 150, hasRfidReaders: false });
    expect((await locationOf(ward!.externalId)).groupName).toBe('Floor 2');
  });

  it('serves the label barcode as a script-free SVG under a strict policy', async () => {
    const [ward] = json<SaveResponse<Location[]>>(await put('/api/locations', form({ name: 'Label Room' }))).result!;
    const response = await get(`/api/locations/${ward!.externalId}/barcode`, technician);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['content-security-policy']).toBe(BARCODE_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).toContain('<path');
    expect(response.body.toLowerCase()).not.toContain('<script');
    expect(response.body).not.toMatch(/\son\w+=/i);

    await post(`/api/locations/${ward!.externalId}/deactivate`);
    const inactive = await get(`/api/locations/${ward!.externalId}/barcode`);
    expect(inactive.statusCode).toBe(400);
    expect(json(inactive)).toMatchObject({ message: LOCATION_NOT_ACTIVE });
  });

  it('lets a supervisor print labels of their own accounts only', async () => {
    const mine = await list<Location>('/api/locations?pageSize=1', supervisor);
    expect((await get(`/api/locations/${mine.items[0]!.externalId}/barcode`, supervisor)).statusCode).toBe(200);
    const [outside] = await database.db
      .select({ id: locations.externalId })
      .from(locations)
      .where(sql`${locations.status} = 'ACTIVE' and ${locations.accountId} not in (select ua.account_id from user_accounts ua join users u on u.external_id = ua.user_id where u.username = 'supervisor')`)
      .limit(1);
    expect((await get(`/api/locations/${outside!.id}/barcode`, supervisor)).statusCode).toBe(404);
    expect(mine.count).toBeLessThan((await list<Location>('/api/locations?pageSize=1')).count);
  });

  it('reads and saves par definitions under their rules', async () => {
    const [seeded] = await database.db.select({ location: parDefinitions.locationId }).from(parDefinitions).innerJoin(locations, eq(locations.externalId, parDefinitions.locationId)).where(eq(locations.status, 'ACTIVE')).limit(1);
    const existing = json<{ result: ParDefinition }>(await get(`/api/locations/${seeded!.location}/par`)).result;
    expect(existing.externalId).toEqual(expect.any(String));
    expect(existing.entries.length).toBeGreaterThan(0);
    expect(existing.entries[0]).toMatchObject({ model: expect.any(String), modelCode: expect.any(String), min: expect.any(Number), max: expect.any(Number) });

    const [ward] = json<SaveResponse<Location[]>>(await put('/api/locations', form({ name: 'Par Room' }))).result!;
    const url = `/api/locations/${ward!.externalId}/par`;
    expect(json<{ result: ParDefinition }>(await get(url)).result).toEqual({ location: ward!.externalId, notes: '', entries: [] });

    const modelRows = await database.db.select({ id: models.externalId }).from(models).limit(2);
    const [m1, m2] = modelRows.map((m) => m.id);
    expect(json(await post(url, { notes: '', entries: [] }))).toMatchObject({ message: 'At the minimum one definition entry must be added.' });
    expect(errorsOf(await post(url, { entries: [{ model: m1, min: 5, max: 3 }] }))).toEqual({ 'entries.0.max': MESSAGES.parEntryMax });
    expect(errorsOf(await post(url, { entries: [{ model: m1, min: -1, max: 3 }] }))).toEqual({ 'entries.0.min': MESSAGES.parEntryMin });
    expect(errorsOf(await post(url, { entries: [{ model: m1, min: 0, max: 0 }] }))).toEqual({ 'entries.0.max': MESSAGES.parEntryMax });
    expect(errorsOf(await post(url, { entries: [{ model: facility.externalId, min: 0, max: 2 }] }))).toEqual({ 'entries.0.model': MESSAGES.parEntryModelUnknown });

    const saved = json<SaveResponse<ParDefinition>>(await post(url, { notes: 'Two of each', entries: [{ model: m1, min: 0, max: 2 }, { model: m2, min: 2, max: 2 }] }, technician));
    expect(saved).toMatchObject({ applyStatus: 'OK', result: { notes: 'Two of each' } });
    expect(saved.result!.entries).toHaveLength(2);
    const replaced = json<SaveResponse<ParDefinition>>(await post(url, { notes: null, entries: [{ model: m2, min: 1, max: 4 }] }));
    expect(replaced.result!.externalId).toBe(saved.result!.externalId);
    expect(replaced.result!.entries.map((e) => [e.model, e.min, e.max])).toEqual([[m2, 1, 4]]);

    // DETAILS reads the definition, only EDIT saves it.
    const supervisorLocation = (await list<Location>('/api/locations?pageSize=1', supervisor)).items[0]!;
    expect((await get(`/api/locations/${supervisorLocation.externalId}/par`, supervisor)).statusCode).toBe(200);
    expect((await post(`/api/locations/${supervisorLocation.externalId}/par`, { entries: [{ model: m1, min: 0, max: 1 }] }, supervisor)).statusCode).toBe(403);
  });

  it('filters by facility, type and utilization status and exports', async () => {
    const page = await list<Location>(`/api/locations?facilities=${facility.externalId}&utilizationStatuses=INVENTORY&locationTypes=ROOM&pageSize=100`);
    expect(page.count).toBeGreaterThan(0);
    expect(page.items.every((l) => l.facility === facility.externalId && l.utilizationStatus === 'INVENTORY' && l.type === 'ROOM')).toBe(true);
    const lines = csvLines(await get(`/api/locations/export.csv?accounts=${account.externalId}`));
    expect(lines[0]).toMatch(/^Account,Name,Type,Parent,Group,Power Level,Utilization Status,Utilization Category/);
    expect(lines.some((l) => l.includes(',Bay 1,BED,Room 40,'))).toBe(true);
    // A REMOVED account takes no new locations.
    const gone = json<SaveResponse<Account>>(
      await put('/api/accounts', { ...(await json<{ result: Account }>(await get(`/api/accounts/${account.externalId}/details`)).result), externalId: undefined, accountNo: '9100077', name: 'Closed Ward', pmAlertsDurationDays: 1, visitTimeoutHours: 1 }),
    ).result!;
    expect(json(await post(`/api/accounts/${gone.externalId}/remove`))).toMatchObject({ success: true });
    expect(errorsOf(await put('/api/locations', form({ account: gone.externalId })))).toEqual({ account: MESSAGES.locationAccountRequired });
  });
});
