/**
 * Server bench: a 10,000-row asset upload on the embedded database, from the POST until the upload is COMPLETED
 * (the job worker's whole run: parsing, every row through the asset form's validation, writes, history rows,
 * result file). The database is an in-memory PGlite seeded with the demo data; the jobs the seed leaves (its export
 * requests) are run before the upload, untimed.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { UPLOAD_COLUMNS } from '@equipdesk/api-client/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { accounts, models, uploads } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';
import { DEMO_PASSWORD } from '../src/seed/data';

export interface UploadsBenchResult {
  rows: number;
  /** POST until COMPLETED. */
  seconds: number;
  /** The POST alone (read, checked, stored, queued). */
  acceptSeconds: number;
  completed: number;
  rejected: number;
}

function workbook(rows: number, modelCodes: string[], accountNos: string[]): Buffer {
  const columns = UPLOAD_COLUMNS.assets;
  const aoa: string[][] = [columns.map((c) => c.header)];
  for (let i = 0; i < rows; i++) {
    const values: Record<string, string> = {
      serialNumber: `BENCH-${String(i).padStart(6, '0')}`,
      model: modelCodes[i % modelCodes.length]!,
      account: accountNos[i % accountNos.length]!,
      customerAssetNumber: `CAN-${i}`,
      tags: `BENCH${String(i).padStart(19, '0')}`,
      purchaseDate: '2024-03-01',
      notes: 'Bench upload',
      status: 'ACTIVE',
    };
    aoa.push(columns.map((c) => values[c.field] ?? ''));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Assets');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

function multipart(name: string, filename: string, file: Buffer): { payload: Buffer; contentType: string } {
  const boundary = '----EquipDeskBenchBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function benchAssetUpload(opts: { rows?: number; scale?: number } = {}): Promise<UploadsBenchResult> {
  const rows = opts.rows ?? 10_000;
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    await seedDemo(database.db, { scale: opts.scale ?? 2_000 });
    const modelCodes = (await database.db.select({ code: models.modelCode }).from(models).where(eq(models.status, 'ACTIVE'))).map((m) => m.code);
    const accountNos = (await database.db.select({ no: accounts.accountNo }).from(accounts).where(eq(accounts.status, 'ACTIVE'))).map((a) => a.no);
    const file = workbook(rows, modelCodes, accountNos);
    const app = await buildApp({ db: database.db, staticDir: null, signInLimits: { failures: 1000, perAddress: 100_000 } });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`bench sign-in failed: ${login.statusCode}`);
      // The seed's export requests wait with their jobs: they run first, untimed (as in the exports bench), so the
      // figure is the upload's own work and not theirs too.
      await app.runJobs();
      const body = multipart('assetsFile', 'bench.xlsx', file);
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/assets/upload', headers: { 'x-auth-token': token, 'content-type': body.contentType }, payload: body.payload });
      const accepted = performance.now();
      if (response.statusCode !== 200) throw new Error(`bench upload answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      const id = (response.json() as { result: { externalId: string } }).result.externalId;
      await app.runJobs();
      const finished = performance.now();
      const [row] = await database.db.select().from(uploads).where(eq(uploads.externalId, id));
      if (row?.uploadStatus !== 'COMPLETED') throw new Error(`bench upload ended ${row?.uploadStatus}`);
      return {
        rows,
        seconds: (finished - started) / 1000,
        acceptSeconds: (accepted - started) / 1000,
        completed: row.completedRowsCount,
        rejected: row.rejectedRowsCount,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
