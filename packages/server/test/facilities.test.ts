/**
 * Facilities and contracts over HTTP (spec 2 §2–§9): facilities with their counts and the rename rule, contracts, and
 * their exports. Messages are compared word for word with the spec's. The grants of every route × role are in
 * admin-grants.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { Account, Contract, Facility, FacilityDetails, Role, SaveResponse } from '@equipdesk/api-client/contract';
import { permissions, rolePermissions } from '../src/db/schema';
import { authed, json, login } from './helpers';
import { database, app, technician, get, put, post, errorsOf, list, csvLines, facility, enterpriseId, useFacilitiesFixture } from './facilitiesFixture';

useFacilitiesFixture();

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
