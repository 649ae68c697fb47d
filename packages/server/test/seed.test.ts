import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as XLSX from 'xlsx';
import { isAllowed, canNavigate, type PermissionEntry } from '@equipdesk/permissions';
import { permissionsOfRole } from '../src/auth/session';
import { rowsOf } from '../src/db/index';
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

/** Values that differ from one seed to the next: salted password hashes, the jobs' clock stamps, and upload result
 * workbooks (their zip entries carry the time they were written; their sheets are compared instead). */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { users: ['password_hash'], jobs: ['created_at', 'run_after'], uploads: ['result_file'] };

/**
 * An md5 of every public table's rows, as JSON text (in UTC) in one order, less the volatile values; and of each upload
 * result file's sheets. The same on PGlite and PostgreSQL.
 */
async function seedFingerprints(db: TestDatabase['db']): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const row = sql.raw(`(to_jsonb(x)${(VOLATILE_COLUMNS[name] ?? []).map((column) => ` - '${column}'`).join('')})::text`);
      const [result] = rowsOf<{ md5: string }>(
        await tx.execute(sql`select md5(coalesce(string_agg(${row}, E'\n' order by ${row} collate "C"), '')) as md5 from ${sql.identifier(name)} x`),
      );
      out[name] = result!.md5;
    }
    const files = await tx.select({ id: t.uploads.externalId, file: t.uploads.resultFile }).from(t.uploads).orderBy(t.uploads.externalId);
    const sheets = files.map(({ id, file }) => {
      if (file === null) return `${id} none`;
      const book = XLSX.read(file, { type: 'buffer' });
      return `${id}\n${book.SheetNames.map((sheet) => `${sheet}\n${XLSX.utils.sheet_to_csv(book.Sheets[sheet]!)}`).join('\n')}`;
    });
    out['uploads.result_file sheets'] = createHash('md5').update(sheets.join('\n')).digest('hex');
    return out;
  });
}

/**
 * The fingerprints of the demo seed at scale 300 on 2026-03-01T12:00Z (seedFingerprints). A change to what the seed
 * writes changes one, and so does a new column (its default is in every row's JSON): if the change is meant, take the new
 * values from the failure's diff.
 */
const SEED_FINGERPRINTS: Record<string, string> = {
  accounts: '778497b7bfd87d7c1a4c8593445ca011',
  alerts: 'c1494cdfca9a2e6047af4156ddab1e9d',
  asset_list_items: '64c7a2befb3bf2fa2d887ea06e3138ed',
  asset_mutations: 'e80a3bf77b5e86620da166f0d06ee931',
  asset_tags: 'deb2a6d7fa496676d018c817ca0fc91b',
  assets: '9f5d56d1973206d9638f4e535ec201ac',
  audit_archives: 'd41d8cd98f00b204e9800998ecf8427e',
  audit_chain: '735d00dbc1d663060aa2a3f3893123ab',
  audit_events: 'd41d8cd98f00b204e9800998ecf8427e',
  auth_tokens: 'd41d8cd98f00b204e9800998ecf8427e',
  broadcasts: '9e671dbe83609f735935af7ecd877eb1',
  cache_versions: 'd29042b21cce8dd1172c1a8754ac62b5',
  contracts: '685760d285be336a3a77af5105b35d16',
  dashboard_views: '349fdfdbadb694f1de31ce398aae37eb',
  enterprises: 'cdeb50f755c6e45e22fe43a6c9fa8bf4',
  export_requests: '94880210fa06dc492874eae2a28d43f2',
  facilities: 'dba4fddd4946ab6456b8fca493e4b53d',
  jobs: 'bb91e824bec1e692ed5eb0cd648ab9e0',
  locations: 'a9e9604b29cf684468e52134bb92356e',
  mfa_recovery_codes: 'd41d8cd98f00b204e9800998ecf8427e',
  models: 'c308b95019c20b8a3520be0e8fac68d3',
  order_completions: '96509f2312d85ee73103e44688aed511',
  order_items: '4c693ecfb03a706b0315811747bb7dd1',
  order_signatures: 'aabeecfeed1fcceb0a5aa0515ea5c483',
  orders: 'f52d97aca2f48dd983ba2de0c2831509',
  par_definitions: 'e3e3abae26423762d875df0c0cfd040a',
  par_entries: 'b655a051be87bb55bfad57e5f657138f',
  password_recoveries: 'd41d8cd98f00b204e9800998ecf8427e',
  permissions: '15aaf474c5ca3b2aa5a7b7e88a0c29ad',
  picklist_values: 'd37c8caed4c60efa50d030a167f6594e',
  products: '9cb5c805d34f62bae33dc3849062c222',
  role_permissions: '6e08425b1cbecad55c1eaa9b908cdb28',
  roles: '9d6ef8b929fe77d3fcbe19669ed635e8',
  sign_in_attempts: 'd41d8cd98f00b204e9800998ecf8427e',
  sso_flows: 'd41d8cd98f00b204e9800998ecf8427e',
  sso_tickets: 'd41d8cd98f00b204e9800998ecf8427e',
  sync_configs: 'e6829e95c533ae41c7b9a16c5e63f43b',
  upload_rows: 'd41d8cd98f00b204e9800998ecf8427e',
  uploads: '97eed5ec21997914be0f3c26e5b86b03',
  'uploads.result_file sheets': '21af64e1707d846dd4df96a55a79a47c',
  user_accounts: '639d4d9c4275b3d8583518a1178b4718',
  user_enterprises: 'e4287bc5a2ec418756b7effa5aecac76',
  user_facilities: '28d28d289abeacb6af32a6b93d502b3d',
  users: 'ebefbf39dc0b6bb4110331f26b993fb2',
  utilization_metrics: 'a12cc56bac333f279b4013adb7126e76',
  utilization_summaries: '5599096151ae5f1eae97cc449c2e467b',
  visit_definition_locations: 'c18702cb8ff559bec181954132c16fff',
  visit_definitions: '45f7524d5faccb1d2395b997b3556dc1',
  visit_tasks: 'a5b6cdcd3202dc7e9a97a7c223d73125',
};

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

  it('writes the same rows as it always has, to the byte', async () => {
    expect(await seedFingerprints(database.db)).toEqual(SEED_FINGERPRINTS);
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
