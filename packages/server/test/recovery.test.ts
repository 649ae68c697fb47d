/**
 * Password recovery (`POST /api/forgot`) tells no one whether a username exists, not even by its timing, and no
 * secret of a reset link reaches the log: not the mail's, not the URLs the link is opened and checked at.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/index';
import { createTestDatabase, json, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const forgot = (app: FastifyInstance, username: string) => app.inject({ method: 'POST', url: '/api/forgot', payload: { username } });

describe('the answer to a recovery request', () => {
  it('takes the same steps for a known and an unknown user: a slow recovery write never slows the answer', async () => {
    // Storing a recovery takes a whole second here. An answer that waited for the work on the username would take
    // as long: a known user's used to (the insert, ~6 ms on PostgreSQL), which told usernames apart.
    // The time is Fastify's own, taken when the answer has been sent, so a busy test machine cannot blur a second.
    const SLOW_MS = 1_000;
    await database.db.execute(sql.raw(`CREATE FUNCTION slow_recovery() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(${SLOW_MS / 1000}); RETURN NEW; END $$`));
    await database.db.execute(sql`CREATE TRIGGER slow_recovery BEFORE INSERT ON password_recoveries FOR EACH ROW EXECUTE FUNCTION slow_recovery()`);
    const answeredIn = new Map<string, number>();
    const app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 10_000, perAddress: 1_000_000 } });
    app.addHook('onResponse', async (request, reply) => {
      answeredIn.set(String((request.body as { username?: unknown } | undefined)?.username), reply.elapsedTime);
    });
    await app.ready();
    try {
      const before = app.mailer.outbox.length;
      for (const username of ['nobody-here', 'caregiver']) {
        const response = await forgot(app, username);
        expect(response.statusCode).toBe(200);
        expect(json(response)).toMatchObject({ success: true });
        // The recovery goes on after the answer; each request is measured on its own.
        await app.recoveries.settled();
      }
      expect(app.mailer.outbox.length).toBe(before + 1);
      expect(answeredIn.get('nobody-here')).toBeLessThan(SLOW_MS / 2);
      expect(answeredIn.get('caregiver')).toBeLessThan(SLOW_MS / 2);
    } finally {
      await app.close();
      await database.db.execute(sql`DROP TRIGGER slow_recovery ON password_recoveries`);
      await database.db.execute(sql`DROP FUNCTION slow_recovery()`);
    }
  });
});

describe('what a recovery request leaves behind', () => {
  it('stores a row for an unknown username as for a known one, which opens nothing, and deletes expired rows', async () => {
    const app = await testApp(database.db);
    try {
      await database.db.execute(sql`insert into password_recoveries (recovery_id, message_id, created_timestamp, expires_timestamp)
        values ('expired-one', 'expired-message', now() - interval '2 hours', now() - interval '1 hour')`);
      const count = async () => Number(rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from password_recoveries`))[0]!.n);
      const before = await count();
      await forgot(app, 'nobody-here');
      await app.recoveries.settled();
      // The expired row went, the unknown username's came.
      expect(await count()).toBe(before);
      const [decoy] = rowsOf<{ recovery_id: string; message_id: string; user_id: string | null }>(
        await database.db.execute(sql`select recovery_id, message_id, user_id from password_recoveries order by id desc limit 1`),
      );
      expect(decoy!.user_id).toBeNull();
      expect((await app.inject({ method: 'GET', url: `/api/reset/${decoy!.recovery_id}/${decoy!.message_id}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/reset/${decoy!.recovery_id}/${decoy!.message_id}`, payload: { password: 'Fresh#2026x' } })).statusCode).toBe(404);
      await forgot(app, 'caregiver');
      await app.recoveries.settled();
      expect(await count()).toBe(before + 1);
    } finally {
      await app.close();
    }
  });
});

describe('the log', () => {
  /** An app whose log lines are kept as text. */
  async function loggedApp(options: { logMailLinks?: boolean } = {}): Promise<{ app: FastifyInstance; log: () => string }> {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await testApp(database.db, { logger: { level: 'info', stream: sink }, ...options });
    return { app, log: () => lines.join('') };
  }

  it('says a reset mail went and to whom, masked, never its link, nor the link as the reset pages are called', async () => {
    const { app, log } = await loggedApp();
    try {
      expect((await forgot(app, 'caregiver')).statusCode).toBe(200);
      await app.recoveries.settled();
      const [, recoveryId, messageId] = /\/reset\/([^/]+)\/([^/]+)$/.exec(app.mailer.outbox.at(-1)?.link ?? '') ?? [];
      expect(recoveryId && messageId).toBeTruthy();
      // The console's page of the link, the check and the reset the page calls (here a refused, weak password).
      await app.inject({ method: 'GET', url: `/reset/${recoveryId}/${messageId}`, headers: { accept: 'text/html' } });
      expect((await app.inject({ method: 'GET', url: `/api/reset/${recoveryId}/${messageId}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: `/api/reset/${recoveryId}/${messageId}`, payload: { password: 'short' } })).statusCode).toBe(400);

      const text = log();
      expect(text).toContain('"msg":"mail sent"');
      expect(text).toContain('"to":"c***@equipdesk.example"');
      expect(text).toContain('"url":"/api/reset/***"');
      expect(text).toContain('"url":"/reset/***"');
      expect(text).not.toContain('caregiver@equipdesk.example');
      expect(text).not.toContain(recoveryId);
      expect(text).not.toContain(messageId);
    } finally {
      await app.close();
    }
  });

  it('shows the link only with the explicit development setting', async () => {
    const { app, log } = await loggedApp({ logMailLinks: true });
    try {
      await forgot(app, 'caregiver');
      await app.recoveries.settled();
      expect(log()).toContain(app.mailer.outbox.at(-1)!.link!);
    } finally {
      await app.close();
    }
  });
});
