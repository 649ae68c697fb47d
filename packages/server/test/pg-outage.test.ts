/**
 * The API on a PostgreSQL of its own (PostgreSQL's binaries, as CI installs them), as a deployment runs it:
 * - restarted under load, the API (src/cli.ts, one process) keeps running, answers the calls made while the
 *   database is away with a quick 503 in JSON (never a hang, never a 500), and serves again once it is back;
 * - several API processes started at once on one empty database migrate and seed it once, and all serve.
 */
import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './helpers';
import { freePort, startCli, stopCli } from './cliProcess';

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('This test runs a PostgreSQL of its own: install PostgreSQL (apt-get install postgresql).');
  return path.join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgres(command: string, args: string[]): void {
  if (process.getuid?.() === 0) {
    const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(command, args, { stdio: 'pipe' });
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'equipdesk-pg-outage-'));
const data = path.join(dir, 'data');
let bin = '';
let pgPort = 0;
let server: ChildProcess | undefined;
const others: ChildProcess[] = [];

function pgCtl(...args: string[]): void {
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'pg.log'), ...args]);
}

beforeAll(async () => {
  bin = postgresBin();
  pgPort = await freePort();
  chmodSync(dir, 0o777);
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  pgCtl('-w', '-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
}, 120_000);

afterAll(async () => {
  if (server) await stopCli(server, 'SIGKILL');
  await Promise.all(others.map((o) => stopCli(o, 'SIGKILL')));
  try {
    pgCtl('-m', 'immediate', 'stop');
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  status: number;
  ms: number;
  body: string;
}

describe('a PostgreSQL restart under load', () => {
  it('is answered 503 in JSON while the database is away, and served again after, by the same API process', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startCli(['--port', String(port), '--scale', '20'], { DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { token: string }).token;

    const outcomes: Outcome[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const started = Date.now();
        // A different search each time, so every call reads the database.
        const response = await fetch(`${base}/api/assets?pageSize=5&search=${Math.random().toString(36).slice(2, 6)}`, { headers: { 'x-auth-token': token } });
        outcomes.push({ status: response.status, ms: Date.now() - started, body: await response.text() });
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    await new Promise((r) => setTimeout(r, 1000));
    const down = outcomes.length;
    pgCtl('-w', '-m', 'fast', 'stop');
    await new Promise((r) => setTimeout(r, 4000));
    const duringOutage = outcomes.length;
    pgCtl('-w', '-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
    // Served again within a few seconds of the database's return.
    const back = Date.now();
    while (Date.now() - back < 15_000 && !outcomes.slice(duringOutage).some((o) => o.status === 200)) await new Promise((r) => setTimeout(r, 100));
    running = false;
    await clients;

    expect(outcomes.slice(0, down).every((o) => o.status === 200)).toBe(true);
    const outage = outcomes.slice(down, duringOutage);
    expect(outage.some((o) => o.status === 503)).toBe(true);
    for (const o of outcomes) {
      expect([200, 503], o.body).toContain(o.status);
      if (o.status === 503) expect(JSON.parse(o.body)).toMatchObject({ success: false, message: expect.any(String) });
      // Never a hang: at worst the pool's connection timeout.
      expect(o.ms).toBeLessThan(6000);
    }
    expect(outcomes.slice(duringOutage).some((o) => o.status === 200)).toBe(true);
    expect(server.exitCode).toBeNull();
  }, 180_000);

  it('is migrated and seeded once by processes that start together', async () => {
    asPostgres(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-c', 'CREATE DATABASE together']);
    const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/together` };
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    others.push(...(await Promise.all(ports.map((p) => startCli(['--port', String(p), '--scale', '20'], env)))));
    for (const p of ports) {
      const response = await fetch(`http://127.0.0.1:${p}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      const token = ((await response.json()) as { token: string }).token;
      const assets = await fetch(`http://127.0.0.1:${p}/api/assets?pageSize=1&statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED`, { headers: { 'x-auth-token': token } });
      // One seed of 20 assets, not one per process.
      expect(((await assets.json()) as { count: number }).count).toBe(20);
    }
  }, 180_000);
});
