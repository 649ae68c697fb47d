/**
 * The server suite's global set-up: one migrated database and one migrated and seeded database, made once per run,
 * that every test file's database starts from (helpers.ts createTestDatabase) instead of opening, migrating and
 * seeding its own: on PGlite a data directory's tarball loaded into memory, on PostgreSQL a database copied from a
 * template. Opening, migrating and seeding took several seconds a file; the copy takes a fraction of one.
 *
 * The seeded data is relative to the moment it was seeded (dates, utilization hours). A file started within the same
 * UTC hour as that moment starts from the copy (every zone the demo uses is whole hours from UTC, so its day and hour
 * are the same too); a later one seeds afresh, as every file did before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/index';
import { seedDemo } from '../src/seed/seed';

/** Where the templates are: PGlite tarballs (files) or PostgreSQL database names, and the seeded one's moment. */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
  /** The moment the seeded template's data is relative to (ms since the epoch). */
  seededAt: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Enough demo data to exercise every list, small enough to seed in a second or two. */
export const TEST_SCALE = 120;

const HOUR_MS = 3_600_000;

/** Whether data seeded at `seededAt` is what a file seeding `now` would get, as far as any test can tell. */
export function sameSeedHour(seededAt: number, now: number): boolean {
  return Math.floor(seededAt / HOUR_MS) === Math.floor(now / HOUR_MS);
}

/**
 * The template a database wanted `seeded` at `now` starts from: the seeded one within its hour, else the migrated one
 * (and `seeded` false: the caller seeds it).
 */
export function startingTemplate(templates: DatabaseTemplates, seeded: boolean, now = Date.now()): { template: string; seeded: boolean } {
  const copySeeded = seeded && sameSeedHour(templates.seededAt, now);
  return { template: copySeeded ? templates.seeded : templates.migrated, seeded: copySeeded };
}

/** A PGlite template's tarball, to open a database in memory from. */
export function tarballOf(template: string): Blob {
  return new Blob([readFileSync(template)]);
}

/** The seeded template's tarball while it is as good as seeding now, else undefined (seed afresh). */
export function seededTarball(templates: DatabaseTemplates, now = Date.now()): Blob | undefined {
  const start = startingTemplate(templates, true, now);
  return start.seeded ? tarballOf(start.template) : undefined;
}

async function dump(database: Database): Promise<Buffer> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

/** PGlite templates of the demo at `scale` (the end-to-end suite's set-up makes its own, of its scale). */
export async function pgliteTemplates(scale: number): Promise<{ templates: DatabaseTemplates; teardown: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'equipdesk-test-templates-'));
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const migrated = path.join(dir, 'migrated.tar');
  writeFileSync(migrated, await dump(database));
  const seededAt = Date.now();
  await seedDemo(database.db, { scale, now: new Date(seededAt) });
  const seeded = path.join(dir, 'seeded.tar');
  writeFileSync(seeded, await dump(database));
  await database.close();
  return { templates: { kind: 'pglite', migrated, seeded, seededAt }, teardown: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `work` on a connection to the server's database at `url` (creating and dropping databases). */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` naming the database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
}

async function postgresTemplates(url: string): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  const stem = `equipdesk_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const migrated = `${stem}_migrated`;
  const seeded = `${stem}_seeded`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${migrated}`));
  const database = await openDatabase({ url: databaseUrl(url, migrated), poolSize: 2 });
  await database.migrate();
  await database.close();
  await onServer(url, (client) => client.query(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`));
  const seededAt = Date.now();
  const seeding = await openDatabase({ url: databaseUrl(url, seeded), poolSize: 2 });
  await seedDemo(seeding.db, { scale: TEST_SCALE, now: new Date(seededAt) });
  await seeding.close();
  const teardown = () =>
    onServer(url, async (client) => {
      for (const name of [seeded, migrated]) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  return { templates: { kind: 'postgres', migrated, seeded, seededAt }, teardown };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const { templates, teardown } = url ? await postgresTemplates(url) : await pgliteTemplates(TEST_SCALE);
  project.provide('databaseTemplates', templates);
  return async () => {
    await teardown();
  };
}
