/**
 * An upload survives its server being killed: the real server (src/cli.ts) with a short job lease takes a few
 * thousand asset rows, is killed with SIGKILL while the job is part way through, and is started again on the same
 * data (the embedded database's files, or with DATABASE_URL a database of its own there). The restarted server
 * (in chunks of 20 rows, so the kill lands part way) takes the job over when the lease runs out and finishes it: every row took effect exactly once.
 */
import type { ChildProcess } from 'node:child_process';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_COLUMNS, type UploadRecord } from '@equipdesk/api-client/contract';
import { PASSWORD } from './helpers';
import { cliStore, freePort, startCli, stopCli } from './cliProcess';

const ROWS = 3_000;
const store = cliStore('upload-crash');
let server: ChildProcess | undefined;

beforeAll(() => store.create());

afterAll(async () => {
  if (server) await stopCli(server, 'SIGKILL');
  await store.remove();
});

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function getJson<T>(base: string, url: string, token: string): Promise<T> {
  const response = await fetch(`${base}${url}`, { headers: { 'x-auth-token': token } });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

async function uploadRecord(base: string, token: string, id: string): Promise<UploadRecord | undefined> {
  const list = await getJson<{ items: UploadRecord[] }>(base, '/api/assets/uploads?pageSize=50', token);
  return list.items.find((i) => i.externalId === id);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server killed mid-upload', () => {
  it('finishes the upload after a restart with every row applied exactly once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...store.env(), EQUIPDESK_JOB_LEASE_MS: '1500', EQUIPDESK_UPLOAD_CHUNK_ROWS: '20' };
    server = await startCli(['--port', String(port), '--scale', '30'], env);
    const token = await signIn(base);
    const models = await getJson<{ items: { modelCode: string; status: string }[] }>(base, '/api/models?pageSize=5&statuses=ACTIVE', token);
    const accounts = await getJson<{ items: { accountNo: string }[] }>(base, '/api/accounts?pageSize=5&statuses=ACTIVE', token);
    const model = models.items[0]!.modelCode;
    const account = accounts.items[0]!.accountNo;

    const columns = UPLOAD_COLUMNS.assets;
    const serial = (i: number) => `CRASH-${String(i).padStart(5, '0')}`;
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const values: Record<string, string> = { serialNumber: serial(i), model, account, notes: `row ${i}`, tags: `CRASH${String(i).padStart(19, '0')}` };
      return columns.map((c) => values[c.field] ?? '');
    });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([columns.map((c) => c.header), ...rows]), 'Assets');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const form = new FormData();
    form.append('assetsFile', new Blob([new Uint8Array(file)]), 'crash.xlsx');
    const response = await fetch(`${base}/api/assets/upload`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
    expect(response.status, await response.clone().text()).toBe(200);
    const id = ((await response.json()) as { result: { externalId: string } }).result.externalId;

    // Killed once some rows are committed and before all are.
    let seen: UploadRecord | undefined;
    for (let i = 0; i < 2_000; i++) {
      seen = await uploadRecord(base, token, id);
      if (seen && seen.processedRowsCount > 0) break;
      await sleep(25);
    }
    await stopCli(server, 'SIGKILL');
    expect(seen!.processedRowsCount).toBeGreaterThan(0);
    expect(seen!.processedRowsCount).toBeLessThan(ROWS);

    server = await startCli(['--port', String(port)], env);
    const again = await signIn(base);
    let done: UploadRecord | undefined;
    for (let i = 0; i < 600; i++) {
      done = await uploadRecord(base, again, id);
      if (done?.uploadStatus === 'COMPLETED' || done?.uploadStatus === 'FAILED') break;
      await sleep(250);
    }
    expect(done).toMatchObject({ uploadStatus: 'COMPLETED', availableRowsCount: ROWS, processedRowsCount: ROWS });
    expect(done!.completedRowsCount + done!.partialRowsCount! + done!.failedRowsCount + done!.rejectedRowsCount).toBe(ROWS);
    expect(done!.completedRowsCount).toBe(ROWS);

    // Every serial number exactly once, every row's history row exactly once.
    const listed = await getJson<{ count: number; items: { serialNumber: string }[] }>(base, '/api/assets?search=CRASH-&pageSize=1000&statuses=ACTIVE', again);
    expect(listed.count).toBe(ROWS);
    const result = await fetch(`${base}/api/assets/uploads/${id}`, { headers: { 'x-auth-token': again } });
    expect(result.status).toBe(200);
    const out = XLSX.read(Buffer.from(await result.arrayBuffer()), { type: 'buffer' });
    const outRows = XLSX.utils.sheet_to_json<string[]>(out.Sheets[out.SheetNames[0]!]!, { header: 1, raw: false, defval: '' }).slice(1);
    expect(outRows).toHaveLength(ROWS);
    expect(outRows.filter((r) => r.at(-2) === 'CREATED')).toHaveLength(ROWS);
    const serials = new Set(outRows.map((r) => r[0]));
    expect(serials.size).toBe(ROWS);
  }, 600_000);
});
