/**
 * The productivity calls over HTTP (spec 3 §6): an asset's history, the report and its exports, with their
 * filters, limits and scope.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, PRODUCTIVITY_CHANGE_TYPES } from '@equipdesk/api-client/contract';
import type { ProductivityChangeType, ProductivityRow } from '@equipdesk/api-client/contract';
import { accounts, assetMutations, userAccounts, userFacilities, users } from '../src/db/schema';
import { parseTimestamp } from '../src/assets/productivity';
import { json } from './helpers';
import { database, clock, get, post, list, csvRows, f, form, created, useAssetsFixture } from './assetsFixture';

useAssetsFixture();

describe('productivity', () => {
  it('lists the change types', async () => {
    const types = await list<ProductivityChangeType>('/api/assets/productivity/types', 'caregiver');
    expect(types.items).toEqual(PRODUCTIVITY_CHANGE_TYPES.map((t) => ({ name: t.name, value: t.value })));
    expect((await get('/api/assets/productivity/types', 'noaccess')).statusCode).toBe(403);
  });

  it('serves an asset’s history newest first with only its externalId', async () => {
    const asset = await created({ serialNumber: 'T-HIST-1', notes: 'one' });
    await post(`/api/assets/${asset.externalId}`, form({ serialNumber: 'T-HIST-1', notes: 'two' }));
    await post(`/api/assets/${asset.externalId}`, form({ serialNumber: 'T-HIST-1', notes: 'three' }));
    const history = await list<ProductivityRow>(`/api/assets/productivity/single?externalId=${asset.externalId}`, 'technician');
    expect(history.count).toBe(3);
    expect(history.items.map((r) => [r.changeStatus, r.oldNotes, r.newNotes])).toEqual([
      ['UPDATED', 'two', 'three'],
      ['UPDATED', 'one', 'two'],
      ['CREATED', null, 'one'],
    ]);
    expect(history.items[0]).toMatchObject({ serialNumber: 'T-HIST-1', modelCode: f.model.modelCode, module: 'WEB', changedBy: 'admin', stopTimestamp: null });
    expect(history.items[1]!.stopTimestamp).toBe(history.items[0]!.startTimestamp);
    // A seeded asset has a history of its own.
    const seeded = await list<ProductivityRow>(`/api/assets/productivity/single?externalId=${f.insideAsset.externalId}`, 'supervisor');
    expect(seeded.count).toBeGreaterThanOrEqual(3);
    const starts = seeded.items.map((r) => r.startTimestamp!);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('answers 404 for the history of an asset outside the caller’s scope, or not an asset at all', async () => {
    const outside = await get(`/api/assets/productivity/single?externalId=${f.outsideAsset.externalId}`, 'supervisor');
    expect(outside.statusCode).toBe(404);
    expect(json(outside)).toMatchObject({ success: false, message: 'Asset was not found.' });
    expect((await get(`/api/assets/productivity/single?externalId=${f.outsideAsset.externalId}`)).statusCode).toBe(200);
    expect((await get('/api/assets/productivity/single?externalId=nope')).statusCode).toBe(404);
  });

  it('takes the trimmed timestamps as UTC and full ISO-8601, and refuses anything else', async () => {
    expect(parseTimestamp('2026-11-25T14:00:00')).toEqual({ at: new Date('2026-11-25T14:00:00Z'), wholeSeconds: true });
    expect(parseTimestamp('2026-11-25T14:00:00.250Z')).toEqual({ at: new Date('2026-11-25T14:00:00.250Z'), wholeSeconds: false });
    expect(parseTimestamp('2026-11-25T16:00:00+02:00')!.at).toEqual(new Date('2026-11-25T14:00:00Z'));
    expect(parseTimestamp('2026-11-25T14:00')!.at).toEqual(new Date('2026-11-25T14:00:00Z'));
    for (const bad of ['2026-11-25', '25/11/2026 14:00', '2026-02-30T10:00:00', '2026-11-25T24:00:00', 'yesterday', '2026-11-25T14:00:00Zjunk']) {
      expect(parseTimestamp(bad), bad).toBeNull();
    }
    const asset = await created({ serialNumber: 'T-TIME-1' });
    const at = clock.toISOString();
    const window = (start: string, end: string) => list<ProductivityRow>(`/api/assets/productivity/single?externalId=${asset.externalId}&startTimestamp=${encodeURIComponent(start)}&endTimestamp=${encodeURIComponent(end)}`);
    // The console trims `.000Z`: the row made at that second is inside a window ending on it.
    expect((await window(at.slice(0, -5), at.slice(0, -5))).count).toBe(1);
    expect((await window(at, at)).count).toBe(1);
    const before = new Date(clock.getTime() - 10_000).toISOString();
    expect((await window(before.slice(0, -5), new Date(clock.getTime() - 5_000).toISOString().slice(0, -5))).count).toBe(0);
    for (const bad of ['yesterday', '2026-13-01T00:00:00', `${at}x`]) {
      const response = await get(`/api/assets/productivity/single?startTimestamp=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response)).toMatchObject({ success: false, message: MESSAGES.productivityTimestamp, errors: [{ field: 'startTimestamp' }] });
    }
    const reversed = await get(`/api/assets/productivity/single?startTimestamp=2026-11-25T14:00:00&endTimestamp=2026-11-25T13:00:00`);
    expect(json(reversed)).toMatchObject({ success: false, message: MESSAGES.productivityRange });
  });

  it('lists the report with its filters, paged and sorted', async () => {
    const all = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1000');
    expect(all.count).toBeGreaterThan(300);
    const starts = all.items.map((r) => r.startTimestamp!);
    expect([...starts].sort().reverse()).toEqual(starts);
    const page = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=50&pageIndex=1');
    expect(page.items.map((r) => r.externalId)).toEqual(all.items.slice(50, 100).map((r) => r.externalId));
    const scans = await list<ProductivityRow>('/api/assets/productivity/single?types=SCANNED&types=REMOVED&pageSize=1000');
    expect(scans.count).toBeGreaterThan(0);
    expect(new Set(scans.items.map((r) => r.changeStatus))).toEqual(new Set(['SCANNED', 'REMOVED']));
    const inUse = await list<ProductivityRow>('/api/assets/productivity/single?utilizationStatuses=IN%20USE&utilizationCategories=UTILIZED&pageSize=1000');
    expect(inUse.count).toBeGreaterThan(0);
    expect(inUse.items.every((r) => r.newUtilizationStatus === 'IN USE' && r.newUtilizationCategory === 'UTILIZED')).toBe(true);
    const [scanner] = await database.db.select().from(users).where(eq(users.username, scans.items.find((r) => r.changeStatus === 'SCANNED')!.changedBy!));
    const byUser = await list<ProductivityRow>(`/api/assets/productivity/single?users=${scanner!.externalId}&pageSize=1000`);
    expect(byUser.count).toBeGreaterThan(0);
    expect(byUser.items.every((r) => r.changedBy === scanner!.username)).toBe(true);
    const byAccount = await list<ProductivityRow>(`/api/assets/productivity/single?accounts=${f.account.externalId}&models=${f.model.externalId}&pageSize=1000`);
    expect(byAccount.count).toBeGreaterThan(0);
    expect(byAccount.items.every((r) => r.newAccountNo === f.account.accountNo && r.modelCode === f.model.modelCode)).toBe(true);
    const byFacility = await list<ProductivityRow>(`/api/assets/productivity/single?facilities=${f.outsideAccount.facilityId}&pageSize=1000`);
    const facilityName = ((await database.db.execute(sql`select name from facilities where external_id = ${f.outsideAccount.facilityId}`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    expect(byFacility.count).toBeGreaterThan(0);
    expect(byFacility.items.every((r) => r.newFacilityName === facilityName)).toBe(true);
    const searched = await list<ProductivityRow>(`/api/assets/productivity/single?search=${encodeURIComponent(f.insideAsset.serialNumber)}`);
    expect(searched.count).toBeGreaterThan(0);
    expect(searched.items.every((r) => r.serialNumber === f.insideAsset.serialNumber)).toBe(true);
    const bySerial = await list<ProductivityRow>('/api/assets/productivity/single?sortBy=serialNumber&sortDirection=asc&pageSize=200');
    const serials = bySerial.items.map((r) => r.serialNumber);
    expect([...serials].sort()).toEqual(serials);
  });

  it('refuses bad paging, sort keys and filter values with a 400 in JSON', async () => {
    for (const query of ['pageSize=1001', 'pageSize=0', 'pageIndex=-1', 'sortBy=toString', 'types=BOGUS', 'accounts=not-an-id', 'users=1', 'sortDirection=up']) {
      const response = await get(`/api/assets/productivity/single?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response), query).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('lists only the rows of the caller’s accounts and facilities', async () => {
    const mine = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1000', 'supervisor');
    const all = await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1', 'admin');
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBeLessThan(all.count);
    const ids = mine.items.map((r) => r.externalId!);
    const rows = await database.db.select({ accountId: assetMutations.accountId }).from(assetMutations).where(inArray(assetMutations.externalId, ids));
    const [supervisor] = await database.db.select().from(users).where(eq(users.username, 'supervisor'));
    const allowed = new Set((await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id));
    const facilities = new Set((await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id));
    const accountsOfFacilities = new Set(
      (await database.db.select({ id: accounts.externalId }).from(accounts).where(inArray(accounts.facilityId, [...facilities]))).map((r) => r.id),
    );
    expect(rows.every((r) => r.accountId !== null && (allowed.has(r.accountId) || accountsOfFacilities.has(r.accountId)))).toBe(true);
    // Filtering on an account outside the scope finds nothing rather than that account's rows.
    expect((await list<ProductivityRow>(`/api/assets/productivity/single?accounts=${f.outsideAccount.externalId}`, 'supervisor')).count).toBe(0);
  });

  it('reads under HISTORY on assets or VIEW on reports/productivity', async () => {
    for (const who of ['admin', 'supervisor', 'technician', 'support', 'stakeholder']) expect((await get('/api/assets/productivity/single?pageSize=1', who)).statusCode, who).toBe(200);
    for (const who of ['standard', 'customer', 'caregiver', 'noaccess']) expect((await get('/api/assets/productivity/single?pageSize=1', who)).statusCode, who).toBe(403);
  });

  it('exports the report as CSV and XLSX with the same filters, checked before the first byte', async () => {
    const csv = await get('/api/assets/productivity/export.csv?types=CREATED&sortBy=serialNumber&sortDirection=asc', 'stakeholder');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="productivity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvRows(csv);
    const header = lines[0]!;
    expect(header.slice(0, 6)).toEqual(['Account No', 'Account', 'Model', 'Model Description', 'Serial Number', 'Start Time (UTC)']);
    const status = header.indexOf('Change Status');
    const serial = header.indexOf('Serial Number');
    const body = lines.slice(1);
    const listed = await list<ProductivityRow>('/api/assets/productivity/single?types=CREATED&pageSize=1', 'stakeholder');
    expect(body).toHaveLength(listed.count);
    expect(body.every((cells) => cells[status] === 'CREATED')).toBe(true);
    const serials = body.map((cells) => cells[serial]!);
    expect([...serials].sort()).toEqual(serials);
    const xlsx = await get(`/api/assets/productivity/export.xlsx?accounts=${f.account.externalId}&startTimestamp=2000-01-01T00:00:00`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    const accountRows = await list<ProductivityRow>(`/api/assets/productivity/single?accounts=${f.account.externalId}&pageSize=1`);
    expect(rows.length - 1).toBe(accountRows.count);
    expect(rows.slice(1).every((r) => r[0] === f.account.accountNo)).toBe(true);
    for (const query of ['startTimestamp=soon', 'pageSize=5000', 'types=BOGUS']) {
      const refused = await get(`/api/assets/productivity/export.csv?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    expect((await get('/api/assets/productivity/export.csv', 'technician')).statusCode).toBe(403);
    const scoped = csvRows(await get('/api/assets/productivity/export.csv', 'supervisor'));
    expect(scoped.length - 1).toBe((await list<ProductivityRow>('/api/assets/productivity/single?pageSize=1', 'supervisor')).count);
  });
});
