/**
 * A session's end reaches its open consoles (`GET /api/events`, event `session-ended`): signed out (the token
 * revoked), the user deactivated by an administrator or changed in the database by hand, the session expired while
 * the console was left alone; only the streams of that session (or that user) hear it, whichever API process
 * committed the change. Over real HTTP, as a console reads the stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SESSION_ENDED_EVENT } from '@equipdesk/api-client/contract';
import { hashToken } from '../src/auth/tokens';
import { authed, createTestDatabase, login, serveOverHttp, testApp, type TestDatabase } from './helpers';
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
  app?.server.closeAllConnections();
  await app?.close();
  await database?.close();
});

const here = () => ({ app, base });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reason of the stream's `session-ended` event, once it has come (undefined when none comes in time). */
async function endReason(stream: OpenStream, timeoutMs = 3_000): Promise<string | undefined> {
  const event = await stream.next(SESSION_ENDED_EVENT, timeoutMs, 0);
  return event ? (JSON.parse(event.data) as { reason: string }).reason : undefined;
}

async function userId(username: string): Promise<string> {
  const result = (await database.db.execute(sql`select external_id from users where username = ${username}`)) as unknown as {
    rows: { external_id: string }[];
  };
  return result.rows[0]!.external_id;
}

describe('session ends on open streams', () => {
  it('ends the streams of a session signed out, at once, and no other session of the user', async () => {
    const token = await login(app, 'technician');
    const tab1 = await openStream({ token }, here());
    const tab2 = await openStream({ token }, here());
    // The same user in another browser: another session.
    const elsewhere = await openStream('technician', here());
    try {
      for (const stream of [tab1, tab2, elsewhere]) await stream.next('ready', 3_000, 0);
      const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: authed(token) });
      expect(logout.statusCode).toBe(200);
      expect(await endReason(tab1)).toBe('signed-out');
      expect(await endReason(tab2)).toBe('signed-out');
      await expect.poll(() => tab1.ended && tab2.ended).toBe(true);
      await pause(300);
      expect(elsewhere.ended).toBe(false);
      expect(elsewhere.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      for (const stream of [tab1, tab2, elsewhere]) await stream.close();
    }
  });

  it("closes a user's consoles when an administrator deactivates them, and tells no one else", async () => {
    const customer = await openStream('customer', here());
    const standard = await openStream('standard', here());
    const admin = await login(app, 'admin');
    const id = await userId('customer');
    try {
      await customer.next('ready', 3_000, 0);
      await standard.next('ready', 3_000, 0);
      const answer = await app.inject({ method: 'POST', url: `/api/users/${id}/deactivate`, headers: authed(admin) });
      expect(answer.statusCode).toBe(200);
      expect(await endReason(customer)).toBe('deactivated');
      await expect.poll(() => customer.ended).toBe(true);
      await pause(300);
      expect(standard.ended).toBe(false);
      expect(standard.events.some((e) => e.event === SESSION_ENDED_EVENT)).toBe(false);
    } finally {
      await app.inject({ method: 'POST', url: `/api/users/${id}/activate`, headers: authed(admin) });
      await customer.close();
      await standard.close();
    }
  });

  it('hears of a user locked in the database by hand, without any token revoked', async () => {
    const stream = await openStream('stakeholder', here());
    try {
      await stream.next('ready', 3_000, 0);
      await database.db.execute(sql`update users set account_non_locked = false where username = 'stakeholder'`);
      expect(await endReason(stream)).toBe('deactivated');
    } finally {
      await database.db.execute(sql`update users set account_non_locked = true where username = 'stakeholder'`);
      await stream.close();
    }
  });

  it('reaches the streams of every API process, whichever process signed the session out', async () => {
    const other = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
    const otherBase = await serveOverHttp(other);
    const token = await login(app, 'supervisor');
    const there = await openStream({ token }, { app: other, base: otherBase });
    try {
      await there.next('ready', 3_000, 0);
      // Signed out through this process; the stream is held by the other.
      await app.inject({ method: 'POST', url: '/api/logout', headers: authed(token) });
      expect(await endReason(there)).toBe('signed-out');
    } finally {
      await there.close();
      other.server.closeAllConnections();
      await other.close();
    }
  });
});

describe('expiry of a console left open', () => {
  let idle: FastifyInstance;
  let idleBase: string;
  beforeAll(async () => {
    idle = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000, tokenPolicy: { idleMs: 1_500 } });
    idleBase = await serveOverHttp(idle);
  });
  afterAll(async () => {
    idle?.server.closeAllConnections();
    await idle?.close();
  });

  it('ends the stream when the session idles out, though nothing changed in the database', async () => {
    const started = Date.now();
    const stream = await openStream('caregiver', { app: idle, base: idleBase });
    try {
      await stream.next('ready', 3_000, 0);
      expect(await endReason(stream, 4_000)).toBe('expired');
      // Not before its time: the idle expiry is 1.5 s after the sign-in.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    } finally {
      await stream.close();
    }
  });

  it('does not count the stream itself as activity: opening it leaves the idle expiry where it was', async () => {
    const token = await login(app, 'support');
    // The last use long enough ago that any other call would move it.
    const longAgo = new Date(Date.now() - 60_000);
    await database.db.execute(sql`update auth_tokens set last_used_timestamp = ${longAgo} where token_hash = ${hashToken(token)}`);
    const stream = await openStream({ token }, here());
    try {
      await stream.next('ready', 3_000, 0);
      const read = async () => {
        const result = (await database.db.execute(sql`select last_used_timestamp from auth_tokens where token_hash = ${hashToken(token)}`)) as unknown as {
          rows: { last_used_timestamp: Date | string }[];
        };
        return new Date(result.rows[0]!.last_used_timestamp).getTime();
      };
      expect(await read()).toBe(longAgo.getTime());
      // An ordinary call is activity.
      await app.inject({ method: 'GET', url: '/api/users/profile', headers: authed(token) });
      expect(await read()).toBeGreaterThan(longAgo.getTime());
    } finally {
      await stream.close();
    }
  });
});
