import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as XLSX from 'xlsx';
import { isAllowed, canNavigate, type PermissionEntry } from '@equipdesk/permissions';
import { permissionsOfRole } from '../src/auth/session';
import * as t from '../src/db/schema';
import { DEMO_USERS, isSeeded, seedDemo } from '../src/seed/seed';
import { createRandom } from '../src/seed/random';
import { seededUploadCounts } from '../src/seed/uploads';
import { PERMISSION_AREAS, READ_ONLY_TYPES } from '../src/seed/grants';
import { startServer, type RunningServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;
const entriesOf = new Map<string, PermissionEntry[]>();

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  expect(await isSeeded(database.db)).toBe(false);
  await seedDemo(database.db, { scale: 300, now: new Date('2026-03-01T12:00:00Z') });
  const roles = await database.db.select().from(t.roles);
  for (const role of roles) entriesOf.set(role.identifier, await permissionsOfRole(database.db, role.externalId));
});

afterAll(async () => {
  await database?.close();
});

const rows = async (table: PgTable): Promise<number> => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('demo seed', () => {
  it('runs on the backend CI asked for', () => {
    expect(database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates one sign-in per role plus noaccess', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    const users = await database.db.select({ username: t.users.username, role: t.roles.identifier }).from(t.users).innerJoin(t.roles, eq(t.users.roleId, t.roles.externalId));
    for (const demo of DEMO_USERS) expect(users).toContainEqual({ username: demo.username, role: demo.role });
  });

  it('seeds the asked number of assets and data in every area', async () => {
    expect(await rows(t.assets)).toBe(300);
    for (const table of [t.enterprises, t.facilities, t.accounts, t.contracts, t.locations, t.models, t.products, t.orders, t.orderItems, t.visitDefinitions, t.visitTasks, t.utilizationSummaries, t.utilizationMetrics, t.assetMutations, t.uploads, t.exportRequests, t.syncConfigs, t.dashboardViews, t.parDefinitions]) {
      expect(await rows(table)).toBeGreaterThan(0);
    }
    const kinds = await database.db.selectDistinct({ kind: t.alerts.kind }).from(t.alerts);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['ORDER', 'PAR', 'PM']);
    const beds = await database.db.select({ n: count() }).from(t.locations).where(eq(t.locations.type, 'BED'));
    expect(beds[0]?.n).toBeGreaterThan(0);
  });

  it('gives ROLE_ADMIN every area and NAVIGATE everywhere', () => {
    const admin = entriesOf.get('ROLE_ADMIN')!;
    for (const area of PERMISSION_AREAS) expect(canNavigate(admin, area)).toBe(true);
    expect(isAllowed(admin, 'users', 'RESET')).toBe(true);
    expect(isAllowed(admin, 'orders', 'ASSIGN')).toBe(true);
  });

  it('lets ROLE_SUPPORT read and export everything but change nothing', () => {
    const support = entriesOf.get('ROLE_SUPPORT')!;
    for (const area of PERMISSION_AREAS) expect(canNavigate(support, area)).toBe(true);
    expect(support.filter((e) => e.type !== 'NAVIGATE').every((e) => READ_ONLY_TYPES.includes(e.type))).toBe(true);
    expect(isAllowed(support, 'assets', 'EXPORT')).toBe(true);
    expect(isAllowed(support, 'assets', 'NEW')).toBe(false);
  });

  it('gives the narrow roles what their job needs and no more', () => {
    const caregiver = entriesOf.get('ROLE_CAREGIVER')!;
    expect(isAllowed(caregiver, 'orders', 'CANCEL')).toBe(true);
    expect(isAllowed(caregiver, 'dashboard/orders', 'NEW')).toBe(true);
    expect(isAllowed(caregiver, 'dashboard/assets', 'VIEW')).toBe(false);
    expect(canNavigate(caregiver, 'users')).toBe(false);
    const stakeholder = entriesOf.get('ROLE_STAKEHOLDER')!;
    expect(isAllowed(stakeholder, 'reports/utilization', 'VIEW')).toBe(true);
    expect(isAllowed(stakeholder, 'assets', 'VIEW')).toBe(false);
    const customer = entriesOf.get('ROLE_CUSTOMER')!;
    expect(isAllowed(customer, 'orders', 'NEW')).toBe(true);
    expect(isAllowed(customer, 'assets', 'DELETE')).toBe(false);
    expect(entriesOf.get('ROLE_NONE')).toEqual([]);
  });

  it('leaves every upload history with the counters a job leaves: each processed row counted once by its outcome', async () => {
    const uploads = await database.db.select().from(t.uploads);
    expect(uploads.length).toBeGreaterThanOrEqual(18);
    for (const u of uploads) {
      const outcomes = u.completedRowsCount + u.partialRowsCount + u.failedRowsCount + u.rejectedRowsCount;
      const name = `${u.kind} ${u.originalFileName} (${u.uploadStatus})`;
      expect(outcomes, name).toBe(u.processedRowsCount);
      expect(u.processedRowsCount, name).toBeLessThanOrEqual(u.availableRowsCount);
      for (const counter of [u.completedRowsCount, u.partialRowsCount, u.failedRowsCount, u.rejectedRowsCount]) expect(counter, name).toBeGreaterThanOrEqual(0);
      if (u.uploadStatus === 'COMPLETED') {
        expect(u.processedRowsCount, name).toBe(u.availableRowsCount);
        // Its result file has a row per processed row, with the outcome the counters say.
        const sheet = XLSX.read(u.resultFile!, { type: 'buffer' });
        const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet.Sheets[sheet.SheetNames[0]!]!);
        expect(rows.length, name).toBe(u.processedRowsCount);
        expect(rows.filter((row) => row.Outcome === 'CREATED').length, name).toBe(u.completedRowsCount);
      }
    }
    expect(uploads.some((u) => u.uploadStatus === 'FAILED' && u.processedRowsCount < u.availableRowsCount)).toBe(true);
  });

  it('draws consistent upload counters whatever the random seed', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = createRandom(seed);
      for (const kind of ['assets', 'locations', 'accounts'] as const) {
        for (let i = 0; i < 6; i++) {
          const c = seededUploadCounts(r, kind, i);
          expect(c.completedRowsCount + c.partialRowsCount + c.failedRowsCount + c.rejectedRowsCount).toBe(c.processedRowsCount);
          expect(c.processedRowsCount).toBeLessThanOrEqual(c.availableRowsCount);
          expect(Math.min(c.completedRowsCount, c.partialRowsCount, c.failedRowsCount, c.rejectedRowsCount)).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('is deterministic', async () => {
    const other = await createTestDatabase({ seed: false });
    try {
      await seedDemo(other.db, { scale: 300, now: new Date('2026-03-01T12:00:00Z') });
      const pick = (db: TestDatabase['db']) =>
        db.select({ id: t.assets.externalId, serial: t.assets.serialNumber, status: t.assets.utilizationStatus }).from(t.assets).orderBy(t.assets.serialNumber).limit(50);
      expect(await pick(other.db)).toEqual(await pick(database.db));
    } finally {
      await other.close();
    }
    // A second database seeded from nothing: 10-15 s alone, over the default 30 s on a machine busy with other suites.
  }, 120_000);
});

describe('startServer', () => {
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.close();
  });

  it('listens on a free port over a fresh seeded database and answers real HTTP', async () => {
    server = await startServer({ port: 0, memory: true, staticDir: null, seed: { scale: 50 } });
    expect(server.seeded?.counts.assets).toBe(50);
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo@2026' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string };
    const lists = await fetch(`${server.url}/api/facilities/ddlist`, { headers: { 'X-Auth-Token': body.token } });
    expect(lists.status).toBe(200);
  });
});
