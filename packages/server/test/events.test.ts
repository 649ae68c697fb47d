/**
 * Change notices (`GET /api/events`): a committed change of an order reaches an open stream as the lists it
 * touches, only lists the reader may view, nothing for a rolled-back change or a table no live list reads, and
 * the stream refuses a caller without a session. Over real HTTP: the stream is read as a console reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestDatabase, login, serveOverHttp, testApp, type TestDatabase } from './helpers';

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

interface ServerEvent {
  event: string;
  lists: string[];
}

/** An open stream: the events read so far, and a wait for the next one that matches. */
async function openStream(username: string, on: { app: FastifyInstance; base: string } = { app, base }) {
  const token = await login(on.app, username);
  const controller = new AbortController();
  const response = await fetch(`${on.base}/api/events`, { headers: { 'x-auth-token': token }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: ServerEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, lists: (JSON.parse(data) as { lists: string[] }).lists });
      }
    }
  })();
  return {
    events,
    /** The first event of this name after the `from`th (by default: one still to come). */
    async next(event: string, timeoutMs = 3_000, from = events.length): Promise<ServerEvent | undefined> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = events.slice(from).find((e) => e.event === event);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return undefined;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

async function anOrderId(): Promise<string> {
  const rows = (await database.db.execute(sql`select external_id from orders order by order_number limit 1`)) as unknown as {
    rows: { external_id: string }[];
  };
  return rows.rows[0]!.external_id;
}

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
    const admin = await openStream('admin');
    const customer = await openStream('customer');
    try {
      expect(await admin.next('ready', 3_000, 0)).toEqual({
        event: 'ready',
        lists: ['orders', 'alerts/orders', 'alerts/pm', 'alerts/par', 'visits', 'assets/uploads', 'locations/uploads', 'accounts/uploads', 'assets/productivity/history', 'assets/utilization/history'],
      });
      // The customer's role lists orders but no alerts and no visits; its VIEW on assets covers the asset uploads and export request pages.
      expect(await customer.next('ready', 3_000, 0)).toEqual({ event: 'ready', lists: ['orders', 'assets/uploads', 'assets/productivity/history', 'assets/utilization/history'] });
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  it('tells every open stream which lists a committed change touched, once per transaction', async () => {
    const supervisor = await openStream('supervisor');
    const stakeholder = await openStream('stakeholder');
    try {
      const id = await anOrderId();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set remarks = 'first' where external_id = ${id}`);
        await tx.execute(sql`update orders set remarks = 'second' where external_id = ${id}`);
      });
      const change = await supervisor.next('change');
      expect(change).toEqual({ event: 'change', lists: ['orders'] });
      // One transaction, one notice.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(supervisor.events.filter((e) => e.event === 'change')).toHaveLength(1);
      // The stakeholder's role does not list orders: its stream hears nothing of them.
      expect(stakeholder.events.filter((e) => e.event === 'change')).toEqual([]);
    } finally {
      await supervisor.close();
      await stakeholder.close();
    }
  });

  it("tells the upload histories an upload's counters moved, each reader the histories it may view", async () => {
    const supervisor = await openStream('supervisor');
    try {
      await supervisor.next('ready', 3_000, 0);
      await database.db.execute(sql`update uploads set processed_rows_count = processed_rows_count where external_id = (select external_id from uploads limit 1)`);
      // The supervisor's role views the asset upload history, and the locations one through its VIEW on locations
      // (a grant covers the areas under it), not the accounts one.
      expect(await supervisor.next('change')).toEqual({ event: 'change', lists: ['assets/uploads', 'locations/uploads'] });
    } finally {
      await supervisor.close();
    }
  });

  it('says nothing of a rolled-back change or of a table no live list reads', async () => {
    const admin = await openStream('admin');
    try {
      const id = await anOrderId();
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
      expect(await admin.next('change')).toEqual({ event: 'change', lists: ['alerts/orders', 'alerts/par', 'alerts/pm'] });
    } finally {
      await admin.close();
    }
  });

  it('reaches the streams of every API process on the database, whichever process committed the change', async () => {
    // A second API process on the same database, with its own LISTEN (on PostgreSQL, its own connection).
    const other = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
    const otherBase = await serveOverHttp(other);
    const here = await openStream('admin');
    const there = await openStream('admin', { app: other, base: otherBase });
    try {
      await here.next('ready', 3_000, 0);
      await there.next('ready', 3_000, 0);
      const id = await anOrderId();
      await database.db.execute(sql`update orders set remarks = 'seen everywhere' where external_id = ${id}`);
      expect(await there.next('change')).toEqual({ event: 'change', lists: ['orders'] });
      expect(await here.next('change', 3_000, 1)).toEqual({ event: 'change', lists: ['orders'] });
    } finally {
      await here.close();
      await there.close();
      other.server.closeAllConnections();
      await other.close();
    }
  });
});
