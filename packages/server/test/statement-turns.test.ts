/**
 * The embedded database gives the event loop a turn before each statement (db/index.ts `takeTurns`): statements queued
 * by several calls at once do not run back to back while nothing else is read. Without the turn, a callback queued
 * while four statements wait ran after all four (PGlite hands its lock from one statement to the next within one
 * microtask queue); with it, before the second ends. On PostgreSQL statements run in another process, so the same holds.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  await database.close();
});

it('answers what arrived meanwhile between two statements queued at once', async () => {
  const events: string[] = [];
  // A statement that takes some milliseconds of the database's own work.
  const statement = (name: string) =>
    database.db.execute(sql`select count(*) from generate_series(1, 300000)`).then(() => void events.push(name));
  const statements = [statement('first'), statement('second'), statement('third'), statement('fourth')];
  // What another call would do as it arrives: something on the event loop's next turn.
  const arrived = nextTurn().then(() => void events.push('arrived'));
  await Promise.all([...statements, arrived]);
  expect(events.indexOf('arrived'), events.join(', ')).toBeLessThan(events.indexOf('second'));
});
