/**
 * Accounts and their locations over HTTP (spec 2 §2–§9): accounts with days/hours stored as minutes and their users;
 * locations with name ranges, sub-location rules, the barcode label and par definitions; and the exports. Messages are
 * compared word for word with the spec's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { Account, AccountUser, Location, ParDefinition, SaveResponse, UserLite } from '@equipdesk/api-client/contract';
import { locations, models, parDefinitions } from '../src/db/schema';
import { ACCOUNT_USERS_SAVED, UNKNOWN_USERS } from '../src/facilities/accounts';
import { BARCODE_CSP, LOCATION_NOT_ACTIVE, PARENT_CYCLE } from '../src/facilities/locations';
import { json } from './helpers';
import { database, technician, supervisor, get, put, post, errorsOf, list, csvLines, facility, useFacilitiesFixture } from './facilitiesFixture';

useFacilitiesFixture();

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
