/**
 * Sessions and list answers kept in memory are never served stale: two apps over one database stand for two API
 * processes on one PostgreSQL, and a change made through either (or straight in the database) is seen by the
 * other on its very next call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { enterprises, permissions, rolePermissions, roles, users } from '../src/db/schema';
import { keptAnswer, readVersions } from '../src/http/versions';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await testApp(database.db);
  b = await testApp(database.db);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

async function enterpriseNames(app: FastifyInstance, token: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/enterprises?pageSize=1000', headers: authed(token) });
  expect(response.statusCode).toBe(200);
  return json<{ items: { name: string }[] }>(response).items.map((e) => e.name);
}

describe('versions', () => {
  it('are kept for every table but the session tokens, the recovery links, sign-in attempts, the read model, the job queue, the audit trail and the single sign-on flows', async () => {
    // The job queue's claims and leases are shown nowhere; what a job changes (an upload's counters) is tracked.
    // The audit trail is read straight from its table, never from kept answers; tracking it would move the data
    // version at every sign-in. A single sign-on's flows and tickets live for minutes and are shown nowhere.
    const untracked = ['asset_list_items', 'audit_archives', 'audit_chain', 'audit_events', 'auth_tokens', 'cache_versions', 'jobs', 'password_recoveries', 'sign_in_attempts', 'sso_flows', 'sso_tickets'];
    const result = (await database.db.execute(sql`
      select t.tablename from pg_tables t
      where t.schemaname = 'public' and not exists (
        select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.tablename and g.tgname = 'cache_versions_data')
      order by t.tablename`)) as unknown as { rows: { tablename: string }[] };
    // A table added later must call cache_versions_track in its migration, or listings over it could be served stale.
    expect(result.rows.map((r) => r.tablename).filter((t) => !t.startsWith('__'))).toEqual(untracked);
  });

  it('move once per committed change, and not when a session is used', async () => {
    const before = await readVersions(database.db);
    const token = await login(a, 'standard');
    await a.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) });
    const used = await readVersions(database.db);
    expect(used.auth).toBe(before.auth);
    await database.db.transaction(async (tx) => {
      await tx.update(enterprises).set({ lastModifiedBy: 'one' }).where(eq(enterprises.name, 'Northwind Health System'));
      await tx.update(enterprises).set({ lastModifiedBy: 'two' }).where(eq(enterprises.name, 'Northwind Health System'));
    });
    const after = await readVersions(database.db);
    // Several statements in one transaction count once.
    expect(BigInt(after.data) - BigInt(used.data)).toBe(1n);
    const again = await readVersions(database.db);
    expect(again).toEqual(after);
  });

  it('move for a table changed again after its first change was rolled back to a savepoint, and not for that change alone', async () => {
    const rename = (tx: typeof database.db, by: string) => tx.update(enterprises).set({ lastModifiedBy: by }).where(eq(enterprises.name, 'Northwind Health System'));
    const before = await readVersions(database.db);
    // The first change of the table (which marks it as counted) is undone with its savepoint; nothing is left.
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (sp) => {
        await rename(sp as unknown as typeof database.db, 'rolled back');
        sp.rollback();
      }).catch(() => undefined);
    });
    const untouched = await readVersions(database.db);
    expect(untouched.data).toBe(before.data);
    // Rolled back first, then changed for good in the same transaction: it counts once.
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (sp) => {
        await rename(sp as unknown as typeof database.db, 'rolled back');
        sp.rollback();
      }).catch(() => undefined);
      await rename(tx as unknown as typeof database.db, 'kept');
      await rename(tx as unknown as typeof database.db, 'kept again');
    });
    const after = await readVersions(database.db);
    expect(BigInt(after.data) - BigInt(untouched.data)).toBe(1n);
  });
});

describe('a session kept by one process', () => {
  it('ends on the other process as soon as it is signed out on one', async () => {
    const token = await login(a, 'supervisor');
    expect((await b.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/logout', headers: authed(token) })).statusCode).toBeLessThan(300);
    expect((await b.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(401);
  });

  it('ends when its user is disabled in the database', async () => {
    const token = await login(a, 'technician');
    expect((await b.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(200);
    await database.db.update(users).set({ enabled: false }).where(eq(users.username, 'technician'));
    try {
      expect((await b.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) })).statusCode).toBe(401);
    } finally {
      await database.db.update(users).set({ enabled: true }).where(eq(users.username, 'technician'));
    }
  });

  it('loses a grant at once when the matrix takes it away', async () => {
    const token = await login(a, 'support');
    expect((await b.inject({ method: 'GET', url: '/api/users', headers: authed(token) })).statusCode).toBe(200);
    const cells = await database.db
      .select({ id: rolePermissions.externalId })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.externalId, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.externalId, rolePermissions.permissionId))
      .where(sql`${roles.identifier} = 'ROLE_SUPPORT' and ${permissions.type} = 'VIEW' and ${permissions.value} = 'users'`);
    expect(cells.length).toBeGreaterThan(0);
    const ids = cells.map((c) => c.id);
    await database.db.update(rolePermissions).set({ granted: false }).where(sql`${rolePermissions.externalId} in ${ids}`);
    try {
      expect((await b.inject({ method: 'GET', url: '/api/users', headers: authed(token) })).statusCode).toBe(403);
    } finally {
      await database.db.update(rolePermissions).set({ granted: true }).where(sql`${rolePermissions.externalId} in ${ids}`);
    }
    expect((await b.inject({ method: 'GET', url: '/api/users', headers: authed(token) })).statusCode).toBe(200);
  });
});

describe('a list answer kept by one process', () => {
  it('shows a change saved through the other process on the next call', async () => {
    const token = await login(a, 'admin');
    const before = await enterpriseNames(b, token);
    expect(before).toContain('Northwind Health System');
    const [row] = await database.db.select({ id: enterprises.externalId }).from(enterprises).where(eq(enterprises.name, 'Northwind Health System'));
    const saved = await a.inject({ method: 'POST', url: `/api/enterprises/${row!.id}`, headers: authed(token), payload: { name: 'Northwind Health Partners' } });
    expect(saved.statusCode).toBe(200);
    const after = await enterpriseNames(b, token);
    expect(after).toContain('Northwind Health Partners');
    expect(after).not.toContain('Northwind Health System');
  });

  it('shows a change made straight in the database on the next call', async () => {
    const token = await login(a, 'admin');
    await enterpriseNames(b, token);
    await enterpriseNames(b, token);
    await database.db.update(enterprises).set({ name: 'Renamed In The Database' }).where(eq(enterprises.name, 'Northwind Health Partners'));
    expect(await enterpriseNames(b, token)).toContain('Renamed In The Database');
  });
});

describe('kept answers', () => {
  const versions = { auth: '1', data: '1' };

  it('are built once for callers asking at the same time, and kept for the next', async () => {
    const owner = {};
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return `answer ${builds}`;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => keptAnswer(owner, versions, 'page', build)));
    expect(answers).toEqual(Array(10).fill('answer 1'));
    expect(await keptAnswer(owner, versions, 'page', build)).toBe('answer 1');
    expect(builds).toBe(1);
    // Other versions are another answer.
    expect(await keptAnswer(owner, { ...versions, data: '2' }, 'page', build)).toBe('answer 2');
  });

  it('are not kept when a build fails, and every waiting caller gets the failure', async () => {
    const owner = {};
    let calls = 0;
    const failing = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      throw new Error('database away');
    };
    const results = await Promise.allSettled([keptAnswer(owner, versions, 'page', failing), keptAnswer(owner, versions, 'page', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await keptAnswer(owner, versions, 'page', async () => 'recovered')).toBe('recovered');
  });

  it('are built every time when keeping is off (EQUIPDESK_KEEP_ANSWERS=0)', async () => {
    const owner = {};
    let builds = 0;
    const build = async () => `answer ${++builds}`;
    expect(await keptAnswer(owner, versions, 'page', build, false)).toBe('answer 1');
    expect(await keptAnswer(owner, versions, 'page', build, false)).toBe('answer 2');
  });
});
