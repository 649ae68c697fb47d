/**
 * Audit trail bench.
 *
 *   overhead  an asset's save (POST assets/{id}, a new note), an enterprise's rename (the lightest save there is) and
 *             a 50-row assets page built afresh,
 *             each with the trail recording and without, in alternating blocks on one in-process app; on the
 *             embedded database one caller at a time, on PostgreSQL also ten callers saving at once (the chain
 *             lock puts their events in turn: what it costs under load)
 *   log       GET /api/audit filtered by a user and a week, p50/p95 over HTTP with 1,000,000 events in the table
 *             (PostgreSQL), and the time GET /api/audit/verify's walk takes over all of them
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, rowsOf, type Database, type Db } from '../src/db/index';
import { seedDemo } from '../src/seed/seed';
import { DEMO_PASSWORD } from '../src/seed/data';
import { auditBenchSwitch } from '../src/audit/record';
import { GENESIS_HASH, chainHash, type ChainedEvent } from '../src/audit/chain';
import { verifyChain } from '../src/audit/verify';
import { httpGet, percentile } from './assets';

export interface OverheadFigure {
  backend: 'embedded' | 'postgres';
  /** Median ms of an asset's save, with and without the trail. */
  assetSaveWith: number;
  assetSaveWithout: number;
  /** Median ms of an enterprise's rename, with and without the trail. */
  saveWith: number;
  saveWithout: number;
  /** Median ms of a 50-row assets page (nothing kept), with and without. */
  readWith: number;
  readWithout: number;
  /** Saves per second by ten callers at once (PostgreSQL only). */
  concurrentWith?: number;
  concurrentWithout?: number;
}

const median = (values: number[]): number => percentile([...values].sort((a, b) => a - b), 50);

async function signIn(app: FastifyInstance): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
  const token = (login.json() as { token?: string }).token;
  if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
  return { 'x-auth-token': token };
}

async function enterpriseIds(app: FastifyInstance, headers: Record<string, string>): Promise<string[]> {
  const list = (await app.inject({ url: '/api/enterprises?pageSize=100', headers })).json() as { items: { externalId: string }[] };
  return list.items.map((e) => e.externalId);
}

interface BenchAsset {
  externalId: string;
  serialNumber: string;
  model: string;
  account: string;
}

async function benchAsset(db: Db): Promise<BenchAsset> {
  const [asset] = rowsOf<BenchAsset>(
    await db.execute(sql`select external_id as "externalId", serial_number as "serialNumber", model_id as "model", account_id as "account"
      from assets where status = 'ACTIVE' and model_id is not null and account_id is not null order by internal_id limit 1`),
  );
  if (!asset) throw new Error('bench: no asset to save');
  return asset;
}

/** An asset saved with a new note: the asset form's save (its history row, tags and read model) and one event. */
async function saveAsset(app: FastifyInstance, headers: Record<string, string>, asset: BenchAsset): Promise<void> {
  const payload = { serialNumber: asset.serialNumber, model: asset.model, account: asset.account, tags: [], notes: `Bench note ${++renames}` };
  const response = await app.inject({ method: 'POST', url: `/api/assets/${asset.externalId}`, headers, payload });
  if (response.statusCode !== 200) throw new Error(`bench asset save answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
}

let renames = 0;
/** An enterprise renamed: the lightest save there is (one row, one event), so the trail's share of it is the largest. */
async function save(app: FastifyInstance, headers: Record<string, string>, id: string): Promise<void> {
  const response = await app.inject({ method: 'POST', url: `/api/enterprises/${id}`, headers, payload: { name: `Bench Enterprise ${++renames}` } });
  if (response.statusCode !== 200) throw new Error(`bench save answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Blocks of `per` calls, the trail on and off in turn, so drift (JIT, caches, a busy machine) falls on both alike. */
async function alternate(blocks: number, per: number, call: () => Promise<void>): Promise<{ on: number; off: number }> {
  const on: number[] = [];
  const off: number[] = [];
  for (let b = 0; b < blocks * 2; b++) {
    auditBenchSwitch.recording = b % 2 === 0;
    for (let i = 0; i < per; i++) (auditBenchSwitch.recording ? on : off).push(await timed(call));
  }
  auditBenchSwitch.recording = true;
  return { on: median(on), off: median(off) };
}

async function concurrentSaves(app: FastifyInstance, headers: Record<string, string>, ids: string[], seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    ids.slice(0, 10).map(async (id) => {
      while (performance.now() < until) {
        await save(app, headers, id);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function overheadOn(backend: OverheadFigure['backend'], database: Database): Promise<OverheadFigure> {
  await database.migrate();
  await seedDemo(database.db, { scale: 200 });
  const app = await buildApp({ db: database.db, staticDir: null, keepAnswers: false, signInLimits: { failures: 1000, perAddress: 100_000 } });
  await app.ready();
  try {
    const headers = await signIn(app);
    // Ten enterprises for ten callers saving at once.
    for (let n = (await enterpriseIds(app, headers)).length; n < 10; n++) {
      await app.inject({ method: 'PUT', url: '/api/enterprises', headers, payload: { name: `Bench Enterprise ${n}-${Date.now()}` } });
    }
    const ids = await enterpriseIds(app, headers);
    const read = async () => {
      const response = await app.inject({ url: '/api/assets?pageSize=50&pageIndex=0', headers });
      if (response.statusCode !== 200) throw new Error(`bench read answered ${response.statusCode}`);
    };
    // Warm-up: the JIT, the plans, the chain's head.
    for (let i = 0; i < 30; i++) await save(app, headers, ids[0]!);
    for (let i = 0; i < 10; i++) await read();
    const asset = await benchAsset(database.db);
    for (let i = 0; i < 10; i++) await saveAsset(app, headers, asset);
    const assetSaves = await alternate(8, 30, () => saveAsset(app, headers, asset));
    const saves = await alternate(8, 40, () => save(app, headers, ids[0]!));
    const reads = await alternate(16, 25, read);
    const figure: OverheadFigure = {
      backend,
      assetSaveWith: assetSaves.on,
      assetSaveWithout: assetSaves.off,
      saveWith: saves.on,
      saveWithout: saves.off,
      readWith: reads.on,
      readWithout: reads.off,
    };
    if (backend === 'postgres') {
      const rates = { on: [] as number[], off: [] as number[] };
      for (let b = 0; b < 4; b++) {
        auditBenchSwitch.recording = b % 2 === 0;
        (auditBenchSwitch.recording ? rates.on : rates.off).push(await concurrentSaves(app, headers, ids, 4));
      }
      auditBenchSwitch.recording = true;
      figure.concurrentWith = median(rates.on);
      figure.concurrentWithout = median(rates.off);
    }
    return figure;
  } finally {
    await app.close();
  }
}

async function withPostgresDatabase<T>(url: string, run: (database: Database) => Promise<T>): Promise<T> {
  const name = `equipdesk_audit_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), poolSize: 12 });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function benchAuditOverhead(): Promise<OverheadFigure[]> {
  const figures: OverheadFigure[] = [];
  const embedded = await openDatabase({ memory: true });
  try {
    figures.push(await overheadOn('embedded', embedded));
  } finally {
    await embedded.close();
  }
  const url = process.env.DATABASE_URL;
  if (url) figures.push(await withPostgresDatabase(url, (database) => overheadOn('postgres', database)));
  return figures;
}

export interface AuditLogFigure {
  events: number;
  seedSeconds: number;
  /** Events the timed filter matched, on average. */
  matching: number;
  p50: number;
  p95: number;
  requests: number;
  verifySeconds: number;
  verified: boolean;
}

const USERS = 200;
const DAY = 86_400_000;
const ACTIONS = ['UPDATE', 'UPDATE', 'UPDATE', 'CREATE', 'SIGN_IN', 'EXPORT', 'DEACTIVATE'] as const;

/**
 * Writes `total` chained events spread over two years and `USERS` users, oldest first: hashed here (the chain is
 * computed in order) and sent as arrays of 10,000 rows a statement.
 */
async function seedEvents(db: Db, total: number, users: readonly string[], start: number): Promise<void> {
  // The table's indexes are built once after the rows are in (their definitions as the migration made them): a
  // million rows go in several times faster than through four indexes kept up row by row.
  const indexes = rowsOf<{ indexdef: string; indexname: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'audit_events' and indexname <> 'audit_events_pkey'`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  const batch = 10_000;
  const span = 730 * DAY;
  let prev = GENESIS_HASH;
  for (let from = 0; from < total; from += batch) {
    const cols = { id: [] as number[], time: [] as string[], actor: [] as string[], name: [] as string[], action: [] as string[], type: [] as string[], entity: [] as string[], summary: [] as string[], changes: [] as string[], prev: [] as string[], hash: [] as string[] };
    for (let i = from; i < Math.min(total, from + batch); i++) {
      const u = i % users.length;
      const event: ChainedEvent = {
        id: i + 1,
        time: new Date(start + Math.floor((i / total) * span)),
        actorId: users[u]!,
        actorUsername: `user${u}`,
        actorRole: 'ROLE_STANDARD',
        clientAddress: '10.0.0.1',
        action: ACTIONS[i % ACTIONS.length]!,
        entityType: 'assets',
        entityId: users[(i * 7) % users.length]!,
        summary: `Asset "SN${10_000_000 + i}" updated: notes`,
        changes: [{ field: 'notes', old: `note ${i - 1}`, new: `note ${i}` }],
      };
      const hash = chainHash(prev, event);
      cols.id.push(event.id);
      cols.time.push(event.time.toISOString());
      cols.actor.push(event.actorId);
      cols.name.push(event.actorUsername);
      cols.action.push(event.action);
      cols.type.push(event.entityType!);
      cols.entity.push(event.entityId!);
      cols.summary.push(event.summary);
      cols.changes.push(JSON.stringify(event.changes));
      cols.prev.push(prev);
      cols.hash.push(hash);
      prev = hash;
    }
    await db.execute(sql`insert into audit_events (id, time, actor_id, actor_username, actor_role, client_address, action, entity_type, entity_id, summary, changes, prev_hash, hash)
      select id, time, actor, name, 'ROLE_STANDARD', '10.0.0.1', action, type, entity, summary, changes::jsonb, prev, hash
      from unnest(${sql.param(cols.id)}::bigint[], ${sql.param(cols.time)}::timestamptz[], ${sql.param(cols.actor)}::text[], ${sql.param(cols.name)}::text[], ${sql.param(cols.action)}::text[], ${sql.param(cols.type)}::text[],
        ${sql.param(cols.entity)}::text[], ${sql.param(cols.summary)}::text[], ${sql.param(cols.changes)}::text[], ${sql.param(cols.prev)}::text[], ${sql.param(cols.hash)}::text[])
        as t(id, time, actor, name, action, type, entity, summary, changes, prev, hash)`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  // The chain's head: appends go on from the last event written here.
  await db.execute(sql`update audit_chain set id = ${total}, hash = ${prev}`);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map index-only counts rely on.
  await db.execute(sql`vacuum analyze audit_events`);
}

/** GET /api/audit by user and week over 1,000,000 events, and the chain's verification, on PostgreSQL. */
export async function benchAuditLog(options: { events?: number; requests?: number } = {}): Promise<AuditLogFigure | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const total = options.events ?? 1_000_000;
  const requests = options.requests ?? 60;
  return withPostgresDatabase(url, async (database) => {
    await database.migrate();
    const users = Array.from({ length: USERS }, () => randomUUID());
    const start = Date.now() - 731 * DAY;
    const seeding = performance.now();
    await seedEvents(database.db, total, users, start);
    const seedSeconds = (performance.now() - seeding) / 1000;
    await seedDemo(database.db, { scale: 100 });
    const app = await buildApp({ db: database.db, staticDir: null, keepAnswers: false, signInLimits: { failures: 1000, perAddress: 100_000 } });
    await app.ready();
    try {
      const headers = await signIn(app);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const times: number[] = [];
      let matched = 0;
      for (let i = -8; i < requests; i++) {
        const from = new Date(start + Math.floor(Math.random() * 720) * DAY);
        const query = new URLSearchParams({ users: users[Math.floor(Math.random() * USERS)]!, from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY).toISOString(), pageSize: '50' });
        const began = performance.now();
        const response = await httpGet(`${origin}/api/audit?${query.toString()}`, headers);
        const ms = performance.now() - began;
        if (response.status !== 200) throw new Error(`bench audit list answered ${response.status}: ${response.body.toString('utf8', 0, 200)}`);
        if (i < 0) continue;
        times.push(ms);
        matched += (JSON.parse(response.body.toString('utf8')) as { count: number }).count;
      }
      times.sort((a, b) => a - b);
      const verifying = performance.now();
      const verification = await verifyChain(database.db);
      const verifySeconds = (performance.now() - verifying) / 1000;
      return {
        events: total,
        seedSeconds,
        matching: Math.round(matched / requests),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        requests,
        verifySeconds,
        verified: verification.valid && verification.checked >= total,
      };
    } finally {
      await app.close();
    }
  });
}

/** A figure as scripts/bench.ts prints it. */
export interface AuditBenchFigure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  detail?: string;
}

const slower = (withTrail: number, without: number): number => ((withTrail - without) / without) * 100;

/** The `load` group's audit figures: an asset's save ≤ 10 % slower with the trail, a read unchanged (within the noise, 10 %). */
export async function auditOverheadFigures(): Promise<AuditBenchFigure[]> {
  const figures: AuditBenchFigure[] = [];
  for (const f of await benchAuditOverhead()) {
    const where = f.backend === 'embedded' ? 'embedded database' : 'PostgreSQL';
    figures.push({
      name: `Audit trail, ${where}: an asset's save slower with the trail (median of one caller's saves)`,
      value: slower(f.assetSaveWith, f.assetSaveWithout),
      unit: '%',
      budget: 10,
      detail: `${f.assetSaveWith.toFixed(2)} ms with, ${f.assetSaveWithout.toFixed(2)} ms without`,
    });
    figures.push({
      name: `Audit trail, ${where}: an enterprise renamed, the lightest save, slower with the trail (information)`,
      value: slower(f.saveWith, f.saveWithout),
      unit: '%',
      budget: Infinity,
      detail: `${f.saveWith.toFixed(2)} ms with, ${f.saveWithout.toFixed(2)} ms without`,
    });
    figures.push({
      name: `Audit trail, ${where}: a 50-row assets page slower with the trail`,
      value: slower(f.readWith, f.readWithout),
      unit: '%',
      budget: 10,
      detail: `${f.readWith.toFixed(2)} ms with, ${f.readWithout.toFixed(2)} ms without`,
    });
    if (f.concurrentWith !== undefined && f.concurrentWithout !== undefined) {
      figures.push({
        name: `Audit trail, ${where}: ten callers saving at once, fewer saves a second with the trail (the chain lock; information)`,
        value: -slower(f.concurrentWith, f.concurrentWithout),
        unit: '%',
        budget: Infinity,
        detail: `${f.concurrentWith.toFixed(0)} saves/s with, ${f.concurrentWithout.toFixed(0)} without`,
      });
    }
  }
  return figures;
}

/** The `audit` group: the log's list by user and week over 1,000,000 events, and their verification (PostgreSQL). */
export async function auditLogFigures(): Promise<AuditBenchFigure[]> {
  const r = await benchAuditLog();
  if (!r) {
    console.log('  audit: the 1,000,000-event figures need DATABASE_URL (PostgreSQL)');
    return [];
  }
  const events = r.events.toLocaleString('en');
  console.log(`  audit: ${events} chained events written in ${r.seedSeconds.toFixed(1)} s`);
  return [
    { name: `GET /api/audit by a user and a week, ${events} events: p50`, value: r.p50, unit: 'ms', budget: Infinity, detail: `${r.matching} events match on average` },
    { name: `GET /api/audit by a user and a week, ${events} events: p95`, value: r.p95, unit: 'ms', budget: 100, detail: `${r.requests} requests` },
    { name: `Audit chain verification of ${events} events (information)`, value: r.verifySeconds, unit: 's', budget: Infinity },
    { name: 'Audit chain found valid', value: r.verified ? 0 : 1, unit: 'broken', budget: 0 },
  ];
}
