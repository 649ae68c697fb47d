/**
 * A server killed with SIGKILL in the middle of saves loses nothing it acknowledged and leaves nothing half
 * written: the real server (src/cli.ts) on the embedded database's files (or, with DATABASE_URL, on a database of
 * its own there), saves of five locations at a time (a numeric range), killed, started again on the same data.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './helpers';
import { cliStore, freePort, startCli, stopCli } from './cliProcess';

const store = cliStore('crash');
let server: ChildProcess | undefined;

beforeAll(() => store.create());

afterAll(async () => {
  if (server) await stopCli(server, 'SIGKILL');
  await store.remove();
});

async function call(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { 'x-auth-token': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(base: string): Promise<string> {
  const response = await call(base, 'POST', '/api/login', null, { username: 'admin', password: PASSWORD });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('a server killed mid-save', () => {
  it('keeps every acknowledged save whole and no save in part', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = store.env();
    server = await startCli(['--port', String(port), '--scale', '30'], env);
    const token = await signIn(base);
    const accounts = (await (await call(base, 'GET', '/api/accounts?pageSize=1', token)).json()) as { items: { externalId: string }[] };
    const account = accounts.items[0]!.externalId;

    // Four clients save ranges of five beds each until the server dies under them.
    const acknowledged = new Set<number>();
    let next = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const n = next++;
        try {
          const response = await call(base, 'PUT', '/api/locations', token, {
            name: `Crash ${n} Bed 1-5`,
            groupName: 'Crash',
            utilizationStatus: 'INVENTORY',
            account,
            type: 'BED',
            hasRfidReaders: false,
          });
          if (response.status === 200) acknowledged.add(n);
          else expect.fail(`save ${n} answered ${response.status}: ${await response.text()}`);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 20));
    await stopCli(server, 'SIGKILL');
    running = false;
    await clients;
    const attempted = next;

    server = await startCli(['--port', String(port)], env);
    const again = await signIn(base);
    const listed = (await (await call(base, 'GET', `/api/locations?search=Crash&accounts=${account}&pageSize=1000`, again)).json()) as {
      items: { name: string }[];
    };
    const beds = new Map<number, number>();
    for (const { name } of listed.items) {
      const match = /^Crash (\d+) Bed \d$/.exec(name);
      if (match) beds.set(Number(match[1]), (beds.get(Number(match[1])) ?? 0) + 1);
    }
    // Whole or absent: five beds for a save, or none.
    for (const [n, count] of beds) expect(count, `save ${n}`).toBe(5);
    for (const n of acknowledged) expect(beds.get(n), `acknowledged save ${n}`).toBe(5);
    expect(beds.size).toBeLessThanOrEqual(attempted);
    // The restarted server goes on saving.
    const after = await call(base, 'PUT', '/api/locations', again, { name: 'After Crash Bed 1-5', groupName: 'Crash', utilizationStatus: 'INVENTORY', account, type: 'BED', hasRfidReaders: false });
    expect(after.status).toBe(200);
  }, 240_000);
});
