/**
 * Change notices (`GET /api/events`): a committed change of an order reaches an open stream as the lists it
 * touches, only lists the reader may view, nothing for a rolled-back change or a table no live list reads, the
 * stream refuses a caller without a session, and one user holds at most EVENT_STREAMS_PER_USER streams. Over real
 * HTTP: the stream is read as a console reads it. Who hears which facility's changes: events-scope.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NOTICES_OF_TABLE } from '../src/http/changes';
import { EVENT_STREAMS_PER_USER } from '../src/http/events';
import { createTestDatabase, login, serveOverHttp, testApp, type TestDatabase } from './helpers';
import { openStream, type OpenStream } from './streams';

let database: TestDatabase;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
  base = await serveOverHttp(app);
});

afterAll(async () => {
  // fetch may hold a spare connection that never sends a request, which the server would wait a minute for.
  app?.server.closeAllConnections();
  await app?.close();
  await database?.close();
});

/** An order the demo supervisor lists (one of the facilities given to them). */
async function anOrderOfSupervisor(): Promise<string> {
  const rows = (await database.db.execute(sql`select o.external_id from orders o
    join user_facilities uf on uf.facility_id = o.facility_id join users u on u.external_id = uf.user_id
    where u.username = 'supervisor' order by o.order_number limit 1`)) as unknown as { rows: { external_id: string }[] };
  return rows.rows[0]!.external_id;
}

const here = () => ({ app, base });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('change notices', () => {
  it('refuses a caller without a session, and one without any permission', async () => {
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
    const token = await login(app, 'noaccess');
    const refused = await fetch(`${base}/api/events`, { headers: { 'x-auth-token': token } });
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
  });

  it('says the stream is live with the lists the reader may view', async () => {
    const admin = await openStream('admin', here());
    const customer = await openStream('customer', here());
    try {
      expect((await admin.next('ready', 3_000, 0))?.lists).toEqual([
        'orders', 'alerts/orders', 'alerts/pm', 'alerts/par', 'visits', 'assets/uploads', 'locations/uploads', 'accounts/uploads', 'assets/productivity/history', 'assets/utilization/history',
      ]);
      // The customer's role lists orders but no alerts and no visits; its VIEW on assets covers the asset uploads and export request pages.
      expect((await customer.next('ready', 3_000, 0))?.lists).toEqual(['orders', 'assets/uploads', 'assets/productivity/history', 'assets/utilization/history']);
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  it('tells every open stream which lists a committed change touched, once per transaction', async () => {
    const supervisor = await openStream('supervisor', here());
    const stakeholder = await openStream('stakeholder', here());
    try {
      const id = await anOrderOfSupervisor();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set remarks = 'first' where external_id = ${id}`);
        await tx.execute(sql`update orders set remarks = 'second' where external_id = ${id}`);
      });
      expect((await supervisor.next('change'))?.lists).toEqual(['orders']);
      // One transaction, one notice.
      await pause(400);
      expect(supervisor.changes()).toEqual([['orders']]);
      // The stakeholder's role does not list orders: its stream hears nothing of them.
      expect(stakeholder.changes()).toEqual([]);
    } finally {
      await supervisor.close();
      await stakeholder.close();
    }
  });

  it('says nothing of a rolled-back change or of a table no live list reads', async () => {
    const admin = await openStream('admin', here());
    try {
      const id = await anOrderOfSupervisor();
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`update orders set remarks = 'undone' where external_id = ${id}`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db.execute(sql`update models set group_name = group_name where external_id = (select external_id from models limit 1)`);
      expect(await admin.next('change', 800)).toBeUndefined();
      // The stream is still live: the next real change arrives.
      await database.db.execute(sql`update alerts set message = message where external_id = (select external_id from alerts limit 1)`);
      expect((await admin.next('change'))?.lists).toEqual(['alerts/orders', 'alerts/par', 'alerts/pm']);
    } finally {
      await admin.close();
    }
  });

  it('has the database send the notices of exactly the tables whose lists it names', async () => {
    const result = (await database.db.execute(sql`select distinct c.relname as name from pg_trigger g
      join pg_class c on c.oid = g.tgrelid where g.tgname like 'change_notices_%' order by 1`)) as unknown as { rows: { name: string }[] };
    expect(result.rows.map((r) => r.name)).toEqual(Object.keys(NOTICES_OF_TABLE).sort());
  });

  it('reaches the streams of every API process on the database, whichever process committed the change', async () => {
    // A second API process on the same database, with its own LISTEN (on PostgreSQL, its own connection).
    const other = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
    const otherBase = await serveOverHttp(other);
    const mine = await openStream('admin', here());
    const there = await openStream('admin', { app: other, base: otherBase });
    try {
      await mine.next('ready', 3_000, 0);
      await there.next('ready', 3_000, 0);
      const id = await anOrderOfSupervisor();
      await database.db.execute(sql`update orders set remarks = 'seen everywhere' where external_id = ${id}`);
      expect((await there.next('change'))?.lists).toEqual(['orders']);
      expect((await mine.next('change', 3_000, 1))?.lists).toEqual(['orders']);
    } finally {
      await mine.close();
      await there.close();
      other.server.closeAllConnections();
      await other.close();
    }
  });
});

describe('streams per user', () => {
  it(`keeps at most ${EVENT_STREAMS_PER_USER} streams of one user open, ending the oldest when one more opens`, async () => {
    const token = await login(app, 'supervisor');
    const tabs: OpenStream[] = [];
    const someoneElse = await openStream('admin', here());
    try {
      for (let i = 0; i < EVENT_STREAMS_PER_USER; i++) tabs.push(await openStream({ token }, here()));
      for (const tab of tabs) expect(await tab.next('ready', 3_000, 0)).toBeDefined();
      // Another session of the same user counts too: the limit is the user's.
      const newest = await openStream('supervisor', here());
      tabs.push(newest);
      expect(await newest.next('ready', 3_000, 0)).toBeDefined();
      // The oldest is told why it ends (so the console does not open it again), then ends; the rest stay open.
      expect(JSON.parse((await tabs[0]!.next('superseded', 3_000, 0))?.data ?? 'null')).toEqual({ limit: EVENT_STREAMS_PER_USER });
      await expect.poll(() => tabs[0]!.ended).toBe(true);
      await pause(200);
      expect(tabs.slice(1).map((tab) => tab.ended)).toEqual(Array(EVENT_STREAMS_PER_USER).fill(false));
      expect(someoneElse.ended).toBe(false);

      // The open ones still hear of changes, the ended one not.
      const id = await anOrderOfSupervisor();
      await database.db.execute(sql`update orders set remarks = 'ten tabs' where external_id = ${id}`);
      for (const tab of tabs.slice(1)) expect((await tab.next('change', 3_000, 0))?.lists).toEqual(['orders']);
      expect(tabs[0]!.changes()).toEqual([]);

      // Opening more and more never refuses the newest: each ends the oldest still open.
      for (let i = 0; i < 5; i++) tabs.push(await openStream({ token }, here()));
      await expect.poll(() => tabs.filter((tab) => !tab.ended).length).toBe(EVENT_STREAMS_PER_USER);
      expect(tabs.slice(-EVENT_STREAMS_PER_USER).every((tab) => !tab.ended)).toBe(true);
    } finally {
      for (const tab of tabs) await tab.close();
      await someoneElse.close();
    }
  });

  it('holds nothing open for a client gone while its stream was being opened', async () => {
    const token = await login(app, 'supervisor');
    const tabs: OpenStream[] = [];
    let release: () => void = () => undefined;
    try {
      for (let i = 0; i < EVENT_STREAMS_PER_USER; i++) tabs.push(await openStream({ token }, here()));
      // The reader's scope cannot be read for a while (PGlite: no statement runs while the transaction is open).
      let locked: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table user_facilities in access exclusive mode`);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await lockTaken;
      const gone = new AbortController();
      const opening = fetch(`${base}/api/events`, { headers: { 'x-auth-token': token }, signal: gone.signal }).catch(() => undefined);
      await pause(300);
      gone.abort();
      await opening;
      await pause(300);
      release();
      await held;
      // Had the stream been kept, it would have counted as the newest and ended the oldest open one.
      await pause(500);
      expect(tabs.map((tab) => tab.ended)).toEqual(Array(EVENT_STREAMS_PER_USER).fill(false));
      expect(tabs[0]!.events.some((e) => e.event === 'superseded')).toBe(false);
    } finally {
      release();
      for (const tab of tabs) await tab.close();
    }
  });
});
