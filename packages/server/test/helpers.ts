/**
 * Test databases for the server suite: an in-memory PGlite by default; with DATABASE_URL set, a
 * fresh PostgreSQL database per test file (created here, dropped on close), so files never share
 * state and the same tests prove both backends. Each starts as a copy of the run's migrated and seeded
 * templates (databaseTemplates.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, notInArray } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/index';
import { seedDemo } from '../src/seed/seed';
import { accounts, locations } from '../src/db/schema';
import { databaseUrl, onServer, startingTemplate, tarballOf, TEST_SCALE } from './databaseTemplates';

export const PASSWORD = 'Demo@2026';
export { TEST_SCALE };

export interface TestDatabase {
  db: Db;
  kind: Database['kind'];
  /** LISTEN on the test database (change notices). */
  listen: Database['listen'];
  close(): Promise<void>;
}

async function createPostgresDatabase(url: string, template: string): Promise<TestDatabase> {
  const name = `equipdesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 4 });
  return {
    db: database.db,
    kind: database.kind,
    listen: database.listen,
    async close() {
      await database.close();
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A migrated and seeded database for one test file, of its own: a copy of the run's templates (databaseTemplates.ts),
 * seeded afresh when the seeded one's hour has passed.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const now = Date.now();
  const { template, seeded } = startingTemplate(inject('databaseTemplates'), options.seed !== false, now);
  const url = process.env.DATABASE_URL;
  let test: TestDatabase;
  if (url) {
    test = await createPostgresDatabase(url, template);
  } else {
    const database = await openDatabase({ memory: true, from: tarballOf(template) });
    test = { db: database.db, kind: database.kind, listen: database.listen, close: () => database.close() };
  }
  if (options.seed !== false && !seeded) await seedDemo(test.db, { scale: TEST_SCALE, now: new Date(now) });
  return test;
}

export async function testApp(db: Db, options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  // Tests sign in far more often than a person; the sign-in limits have their own test (auth-limits.test.ts).
  // Change-notice streams end at once unless a test asks for more: the route walk and the fuzzing call every route
  // and wait for its answer to end.
  const app = await buildApp({ staticDir: null, signInLimits: { failures: 10_000, perAddress: 1_000_000 }, eventStreamMs: 20, ...options, db });
  await app.ready();
  return app;
}

/** Serves an app over real HTTP on a free local port (for what inject cannot show: streams, encodings); its base address. */
export async function serveOverHttp(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export async function login(app: FastifyInstance, username: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username} answered ${response.statusCode}: ${response.body}`);
  return json<{ token: string }>(response).token;
}

export function authed(token: string): { 'x-auth-token': string } {
  return { 'x-auth-token': token };
}

/** A test file's calls as the demo users it signed in (`headers`: username → token header), admin by default. */
export function callsAs(app: () => FastifyInstance, headers: ReadonlyMap<string, Record<string, string>>) {
  const as = (username: string) => headers.get(username)!;
  return {
    as,
    get: (url: string, who = 'admin') => app().inject({ method: 'GET', url, headers: as(who) }),
    put: (url: string, payload: unknown, who = 'admin') => app().inject({ method: 'PUT', url, headers: as(who), payload: payload as object }),
    post: (url: string, payload?: unknown, who = 'admin') =>
      app().inject({ method: 'POST', url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** The `message` of a JSON answer. */
export function messageOf(response: LightMyRequestResponse): string {
  return json<{ message: string }>(response).message;
}

/** The cells of a CSV text (a BOM dropped; quoted fields with commas, quotes and line ends read back as written). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** An ACTIVE account, with a location, outside the accounts and facilities given (a scoped user's): its id and the location's. */
export async function accountOutside(db: Db, mine: string[], myFacilities: string[]): Promise<{ id: string; location: string } | undefined> {
  const [outside] = await db
    .select({ id: accounts.externalId, location: locations.externalId })
    .from(accounts)
    .innerJoin(locations, eq(locations.accountId, accounts.externalId))
    .where(and(notInArray(accounts.externalId, mine), notInArray(accounts.facilityId, myFacilities), eq(accounts.status, 'ACTIVE')))
    .limit(1);
  return outside;
}
