/**
 * Export requests (spec 3 §2.14, §7 "Export requests"): the request's checks and messages, the job taking a request
 * from REQUESTED to COMPLETED with its processing log, the workbook holding the rows the productivity export gives
 * for the same filters (and the utilization metrics for a utilization request), downloads of one's own COMPLETED
 * requests only, last access, grants, a job given up on, and a job a crashed process left behind.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { and, count, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { EXPORT_REQUEST_NAME_MAX, MESSAGES } from '@equipdesk/api-client/contract';
import type { ExportRequest, ExportRequestAccepted, ListResponse, ResultResponse } from '@equipdesk/api-client/contract';
import { accounts, assetMutations, exportRequests, facilities, userAccounts, userFacilities, users, utilizationMetrics } from '../src/db/schema';
import { authed, callsAs, createTestDatabase, json, login, messageOf, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
const headers = new Map<string, Record<string, string>>();
const calls = callsAs(() => app, headers);

beforeAll(async () => {
  database = await createTestDatabase();
  // A failed job is tried again at once, so the give-up test needs no waiting.
  app = await testApp(database.db, { jobs: { retryAfterMs: 0 } });
  for (const username of ['admin', 'supervisor', 'technician', 'customer', 'stakeholder', 'noaccess']) headers.set(username, authed(await login(app, username)));
  // The seed's own requests have their jobs: run them first, so each test counts only its own.
  await app.runJobs();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function qs(params: Record<string, string | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, v);
  return search.toString();
}

async function issue(kind: 'productivity' | 'utilization', params: Record<string, string | readonly string[]>, who = 'admin'): Promise<ExportRequestAccepted> {
  const response = await calls.get(`/api/assets/${kind}?${qs(params)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<ResultResponse<ExportRequestAccepted>>(response);
  expect(body.success).toBe(true);
  return body.result;
}

async function history(kind: 'productivity' | 'utilization', who = 'admin'): Promise<ExportRequest[]> {
  const response = await calls.get(`/api/assets/${kind}/history`, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<ExportRequest>>(response).items;
}

async function requestOf(kind: 'productivity' | 'utilization', id: string, who = 'admin'): Promise<ExportRequest> {
  const found = (await history(kind, who)).find((r) => r.externalId === id);
  expect(found, `request ${id} in ${who}'s ${kind} history`).toBeDefined();
  return found!;
}

function sheetRows(response: LightMyRequestResponse): unknown[][] {
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

async function aFacility(): Promise<string> {
  // The facility with the most history rows, so the file has rows to compare.
  const [row] = await database.db
    .select({ id: assetMutations.facilityId, n: count() })
    .from(assetMutations)
    .groupBy(assetMutations.facilityId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return row!.id!;
}

describe('issuing an export request', () => {
  it('refuses a missing, blank or over-long name with the message', async () => {
    for (const name of [undefined, '', '   ', 'x'.repeat(EXPORT_REQUEST_NAME_MAX + 1)]) {
      const response = await calls.get(`/api/assets/productivity?${qs(name === undefined ? {} : { name })}`);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.exportRequestName);
      expect(json(response)).toMatchObject({ success: false, errors: [{ field: 'name', message: MESSAGES.exportRequestName }] });
    }
    // At most 250: exactly 250 is taken (and processed, so the next tests count their own jobs).
    await issue('productivity', { name: 'y'.repeat(EXPORT_REQUEST_NAME_MAX) });
    expect(await app.runJobs()).toBe(1);
  });

  it('refuses a start after the end, and times that are not ISO-8601', async () => {
    const range = await calls.get(`/api/assets/productivity?${qs({ name: 'n', start: '2026-11-25T10:00:00', end: '2026-11-24T10:00:00' })}`);
    expect(range.statusCode).toBe(400);
    expect(messageOf(range)).toBe(MESSAGES.productivityRange);
    for (const start of ['yesterday', '2026-02-30T00:00:00', '2026-11-25 10:00']) {
      const response = await calls.get(`/api/assets/utilization?${qs({ name: 'n', start })}`);
      expect(response.statusCode, start).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.productivityTimestamp);
    }
  });

  it('refuses filter values that are not known: ids, pick-list values, change types, additional fields', async () => {
    const cases: [string, Record<string, string | string[]>, string][] = [
      ['productivity', { facilities: randomUUID() }, 'facilities'],
      ['productivity', { accounts: 'not-an-id' }, 'accounts'],
      ['productivity', { users: randomUUID() }, 'users'],
      ['productivity', { types: 'EXPLODED' }, 'types'],
      ['productivity', { utilizationStatuses: 'NOT A STATUS' }, 'utilizationStatuses'],
      ['utilization', { serviceTypes: 'NOT A TYPE' }, 'serviceTypes'],
      ['utilization', { additionalFields: 'passwordHash' }, 'additionalFields'],
      ['utilization', { models: randomUUID() }, 'models'],
    ];
    for (const [kind, filters, field] of cases) {
      const response = await calls.get(`/api/assets/${kind}?${qs({ name: 'n', ...filters })}`);
      expect(response.statusCode, `${kind} ${field}`).toBe(400);
      expect(messageOf(response)).toBe(`${field} has an unknown value.`);
    }
  });

  it("answers an id outside the caller's scope exactly as an id that does not exist, on every kind and the trends", async () => {
    const [supervisor] = await database.db.select().from(users).where(eq(users.username, 'supervisor'));
    const theirFacilities = (await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id);
    const theirAccounts = (await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id);
    const [hiddenFacility] = await database.db.select({ id: facilities.externalId }).from(facilities).where(notInArray(facilities.externalId, theirFacilities)).limit(1);
    const [hiddenAccount] = await database.db.select({ id: accounts.externalId }).from(accounts).where(notInArray(accounts.externalId, theirAccounts)).limit(1);
    // The same answer, but for the id the caller sent back in it.
    const answerOf = (response: LightMyRequestResponse, id: string) => ({ status: response.statusCode, body: response.body.replaceAll(id, '{id}') });
    const cases: [string, string, string, string][] = [
      ['productivity', 'facilities', hiddenFacility!.id, theirFacilities[0]!],
      ['productivity', 'accounts', hiddenAccount!.id, theirAccounts[0]!],
      ['utilization', 'facilities', hiddenFacility!.id, theirFacilities[0]!],
      ['utilization', 'accounts', hiddenAccount!.id, theirAccounts[0]!],
    ];
    for (const [kind, field, hidden, visible] of cases) {
      const missing = randomUUID();
      const outside = await calls.get(`/api/assets/${kind}?${qs({ name: 'probe', [field]: hidden })}`, 'supervisor');
      const unknown = await calls.get(`/api/assets/${kind}?${qs({ name: 'probe', [field]: missing })}`, 'supervisor');
      expect(outside.statusCode, `${kind} ${field}`).toBe(400);
      expect(messageOf(outside)).toBe(`${field} has an unknown value.`);
      expect(answerOf(outside, hidden)).toEqual(answerOf(unknown, missing));
      // Not refused for being an id: the caller's own is taken, and the privileged caller's lists show the other.
      await issue(kind as 'productivity' | 'utilization', { name: 'mine', [field]: visible }, 'supervisor');
      await issue(kind as 'productivity' | 'utilization', { name: 'all', [field]: hidden }, 'admin');
    }
    // The trends chart checks its facilities by the same rule.
    const missing = randomUUID();
    const outside = await calls.get(`/api/assets/utilization?facilities=${hiddenFacility!.id}`, 'supervisor');
    const unknown = await calls.get(`/api/assets/utilization?facilities=${missing}`, 'supervisor');
    expect(outside.statusCode).toBe(400);
    expect(answerOf(outside, hiddenFacility!.id)).toEqual(answerOf(unknown, missing));
    expect((await calls.get(`/api/assets/utilization?facilities=${theirFacilities[0]!}`, 'supervisor')).statusCode).toBe(200);
    await app.runJobs();
  });

  it('stores nothing for a refused request', async () => {
    const before = (await history('productivity')).length;
    await calls.get(`/api/assets/productivity?${qs({ name: 'refused', types: 'EXPLODED' })}`);
    expect((await history('productivity')).length).toBe(before);
  });
});

describe('an export request from REQUESTED to COMPLETED', () => {
  it('is listed REQUESTED first, then COMPLETED with its log after the job ran, newest first', async () => {
    const facility = await aFacility();
    const accepted = await issue('productivity', { name: 'Productivity of one facility', facilities: facility, start: '2000-01-01T00:00:00', end: '2100-12-31T23:59:59' });
    expect(accepted.requestStatus).toBe('REQUESTED');
    const listed = await history('productivity');
    expect(listed[0]).toMatchObject({ externalId: accepted.externalId, name: 'Productivity of one facility', requestStatus: 'REQUESTED', completedTimestamp: null, lastAccessedTimestamp: null, failedTimestamp: null });
    // Not ready: no file yet.
    const early = await calls.get(`/api/assets/productivity/${accepted.externalId}`);
    expect(early.statusCode).toBe(404);
    expect(messageOf(early)).toBe(MESSAGES.exportRequestNotReady);

    expect(await app.runJobs()).toBe(1);
    const done = await requestOf('productivity', accepted.externalId);
    expect(done.requestStatus).toBe('COMPLETED');
    expect(done.completedTimestamp).not.toBeNull();
    const log = done.processingLog ?? '';
    expect(log).toMatch(/Requested by admin\./);
    expect(log).toMatch(/Accepted\./);
    expect(log).toMatch(/Processing: reading the rows\./);
    expect(log).toMatch(/Finished: [\d,]+ rows written .* Completed\./);
    // Initiated order: the newest first.
    const times = (await history('productivity')).map((r) => r.initiatedTimestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("holds in its workbook the rows the productivity export gives for the same filters, and records the last access", async () => {
    const facility = await aFacility();
    const filters = { facilities: facility, types: ['UPDATED', 'SCANNED', 'CREATED'] };
    const accepted = await issue('productivity', { name: 'Compare with the export', ...filters });
    await app.runJobs();
    const before = await requestOf('productivity', accepted.externalId);
    expect(before.lastAccessedTimestamp).toBeNull();

    const file = await calls.get(`/api/assets/productivity/${accepted.externalId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="productivity-Compare-with-the-export\.xlsx"$/);
    const fromRequest = sheetRows(file);
    const fromExport = sheetRows(await calls.get(`/api/assets/productivity/export.xlsx?${qs(filters)}`));
    expect(fromRequest[0]).toContain('Serial Number');
    expect(fromRequest.length).toBeGreaterThan(1);
    expect(fromRequest).toEqual(fromExport);
    const [expected] = await database.db
      .select({ n: count() })
      .from(assetMutations)
      .where(and(eq(assetMutations.facilityId, facility), inArray(assetMutations.changeStatus, filters.types)));
    expect(fromRequest.length - 1).toBe(expected!.n);

    const after = await requestOf('productivity', accepted.externalId);
    expect(after.lastAccessedTimestamp).not.toBeNull();
    expect(Date.parse(after.lastAccessedTimestamp!)).toBeGreaterThanOrEqual(Date.parse(after.completedTimestamp!));
  });

  it("reads the rows under the issuer's scope: a scoped user's workbook is their own report's export", async () => {
    const accepted = await issue('productivity', { name: 'My scope' }, 'supervisor');
    await app.runJobs();
    const file = await calls.get(`/api/assets/productivity/${accepted.externalId}`, 'supervisor');
    expect(file.statusCode).toBe(200);
    const mine = sheetRows(file);
    expect(mine).toEqual(sheetRows(await calls.get('/api/assets/productivity/export.xlsx', 'supervisor')));
    const [supervisor] = await database.db.select().from(users).where(eq(users.username, 'supervisor'));
    const accs = (await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id);
    const facs = (await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id);
    const [all] = await database.db.select({ n: count() }).from(assetMutations);
    const [inScope] = await database.db
      .select({ n: count() })
      .from(assetMutations)
      .where(sql`${assetMutations.accountId} in ${accs.length ? accs : [randomUUID()]} or ${assetMutations.facilityId} in ${facs.length ? facs : [randomUUID()]}`);
    expect(mine.length - 1).toBe(inScope!.n);
    expect(inScope!.n).toBeLessThan(all!.n);
  });

  it("answers 404 for another user's request, and lists only one's own", async () => {
    const accepted = await issue('productivity', { name: "The admin's" });
    await app.runJobs();
    const other = await calls.get(`/api/assets/productivity/${accepted.externalId}`, 'supervisor');
    expect(other.statusCode).toBe(404);
    expect(messageOf(other)).toBe(MESSAGES.exportRequestNotFound);
    expect((await history('productivity', 'supervisor')).some((r) => r.externalId === accepted.externalId)).toBe(false);
    // Nor is a productivity request a utilization one, nor an unknown id anything.
    expect((await calls.get(`/api/assets/utilization/${accepted.externalId}`)).statusCode).toBe(404);
    expect((await calls.get(`/api/assets/productivity/${randomUUID()}`)).statusCode).toBe(404);
    expect((await calls.get('/api/assets/productivity/not-an-id')).statusCode).toBe(404);
    // And the admin's own download still works, and says nothing of the supervisor's attempt.
    expect((await calls.get(`/api/assets/productivity/${accepted.externalId}`)).statusCode).toBe(200);
  });

  it('keeps the static productivity routes beside the request ones', async () => {
    expect((await calls.get('/api/assets/productivity/types')).statusCode).toBe(200);
    expect((await calls.get('/api/assets/productivity/single?pageSize=1')).statusCode).toBe(200);
    expect((await calls.get('/api/assets/productivity/export.csv')).statusCode).toBe(200);
    expect((await calls.get('/api/assets/productivity/history')).statusCode).toBe(200);
  });
});

describe('a utilization export request', () => {
  it('writes the metric rows of its filters and time window, with the additional fields asked for', async () => {
    const [facility] = await database.db
      .select({ id: utilizationMetrics.facilityId })
      .from(utilizationMetrics)
      .groupBy(utilizationMetrics.facilityId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(facility, 'the seed has utilization metrics').toBeDefined();
    const end = new Date();
    const start = new Date(end.getTime() - 7 * 86_400_000);
    const accepted = await issue('utilization', {
      name: 'Utilization of a week',
      facilities: facility!.id,
      additionalFields: ['identifier', 'accountNo'],
      start: start.toISOString(),
      end: end.toISOString(),
    });
    await app.runJobs();
    const done = await requestOf('utilization', accepted.externalId);
    expect(done.requestStatus).toBe('COMPLETED');
    const rows = sheetRows(await calls.get(`/api/assets/utilization/${accepted.externalId}`));
    expect(rows[0]).toEqual(['Date', 'Facility', 'Account', 'Model', 'Service Type', 'Business Type', 'Utilization Status', 'Utilization Category', 'Matching', 'Total', 'Utilization %', 'Account No', 'Identifier']);
    const [expected] = await database.db
      .select({ n: count() })
      .from(utilizationMetrics)
      .where(and(eq(utilizationMetrics.facilityId, facility!.id), gte(utilizationMetrics.metricDate, start.toISOString().slice(0, 10)), lte(utilizationMetrics.metricDate, end.toISOString().slice(0, 10))));
    expect(rows.length - 1).toBe(expected!.n);
    const [name] = await database.db.select({ name: facilities.name }).from(facilities).where(eq(facilities.externalId, facility!.id));
    for (const row of rows.slice(1)) expect(row[1]).toBe(name!.name);
  });
});

describe('grants', () => {
  it('answers 403 without the grant on the kind', async () => {
    for (const who of ['stakeholder', 'noaccess']) {
      for (const url of ['/api/assets/productivity/history', '/api/assets/utilization/history', '/api/assets/productivity?name=x', `/api/assets/utilization/${randomUUID()}`]) {
        const response = await calls.get(url, who);
        expect(response.statusCode, `${who} ${url}`).toBe(403);
        expect(messageOf(response)).toBe(MESSAGES.notPrivileged);
      }
    }
    // The customer may look (VIEW on assets covers the page) but not issue (no EXPORT).
    expect((await calls.get('/api/assets/productivity/history', 'customer')).statusCode).toBe(200);
    expect((await calls.get('/api/assets/productivity?name=x', 'customer')).statusCode).toBe(403);
    // The technician issues productivity requests, and may not download utilization ones.
    expect((await calls.get(`/api/assets/utilization/${randomUUID()}`, 'technician')).statusCode).toBe(403);
  });
});

describe('durability', () => {
  it('completes once a request whose job a crashed process claimed and abandoned, building the file again', async () => {
    const accepted = await issue('productivity', { name: 'Survives a crash' });
    // What a process that claimed the job, wrote part of the log and died leaves: a lease that ran out.
    await database.db.execute(sql`update jobs set attempts = 1, lease_token = gen_random_uuid(), lease_until = now() - interval '1 second'
      where kind = 'export-request' and subject_id = ${accepted.externalId}`);
    await database.db
      .update(exportRequests)
      .set({ requestStatus: 'PROCESSING', processingLog: sql`${exportRequests.processingLog} || E'\\n' || 'Processing: reading the rows.'` })
      .where(eq(exportRequests.externalId, accepted.externalId));
    expect((await requestOf('productivity', accepted.externalId)).requestStatus).toBe('PROCESSING');

    expect(await app.runJobs()).toBe(1);
    expect(await app.runJobs()).toBe(0);
    const done = await requestOf('productivity', accepted.externalId);
    expect(done.requestStatus).toBe('COMPLETED');
    expect(done.processingLog).toMatch(/Accepted \(attempt 2: the file is built again from the start\)\./);
    expect(done.processingLog!.match(/Completed\./g)).toHaveLength(1);
    const rows = sheetRows(await calls.get(`/api/assets/productivity/${accepted.externalId}`));
    expect(rows).toEqual(sheetRows(await calls.get('/api/assets/productivity/export.xlsx')));
  });

  it('gives up after three failures: the request leaves the ongoing ones with the reason in its log, never COMPLETED', async () => {
    const accepted = await issue('utilization', { name: 'Its user goes away' });
    // The user is removed before the job runs (the request's user is set null).
    await database.db.update(exportRequests).set({ userId: null }).where(eq(exportRequests.externalId, accepted.externalId));
    await app.runJobs();
    await app.runJobs();
    await app.runJobs();
    const [row] = await database.db.select().from(exportRequests).where(eq(exportRequests.externalId, accepted.externalId));
    expect(row!.failedTimestamp).not.toBeNull();
    expect(row!.requestStatus).not.toBe('COMPLETED');
    expect(row!.resultFile).toBeNull();
    expect(row!.processingLog).toMatch(/Failed after 3 attempts: The user who issued the request no longer exists\./);
  });
});
