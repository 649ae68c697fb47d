/**
 * Processing an upload (the `upload` job of jobs/queue.ts): PENDING → PROCESSING → COMPLETED, or FAILED when the
 * job gives up. Rows go in chunks, one transaction each: every row in its own savepoint (a failing row rolls back
 * alone), its outcome in `upload_rows`, and the upload's counters, all committed together. A run that a crash cut
 * short is taken up again after the last committed chunk, so every row takes effect exactly once. The preview runs
 * the same planning over the file and writes nothing.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  MESSAGES,
  UPLOAD_PREVIEW_ROWS,
  formatMessage,
  type UploadKind,
  type UploadPreview,
  type UploadPreviewRow,
  type UploadRowOutcome,
} from '@equipdesk/api-client/contract';
import { inTransaction, type Db } from '../db/index';
import { byteaHex, byteaValue, bytesOf, insertMany } from '../db/bulk';
import { uploadRows, uploads } from '../db/schema';
import { sessionOfUser, type Session } from '../auth/session';
import type { JobContext, JobHandler } from '../jobs/queue';
import { isUniqueViolation } from '../resources/pgErrors';
import type { RequestContext } from '../resources/definition';
import { xlsxStream, type TabularColumn } from '../resources/tabular';
import { HttpError } from '../http/errors';
import { assetUploads } from './assets';
import { locationUploads } from './locations';
import { accountUploads } from './accounts';
import type { ChunkPlanner, RowPlan, RowResult, UploadKindProcessor } from './kinds';
import { takeAcceptedSheet, type Sheet, type SheetRow } from './spreadsheet';
import { readSheet } from './sheetReader';
import { nextTurn, takingTurns } from './turns';
import { auditUploadCommitted } from '../audit/uploads';

export const UPLOAD_JOB = 'upload';
/** Rows per transaction: large enough to batch the lookups, small enough that a crash repeats little. */
export const UPLOAD_CHUNK_ROWS = 250;
/** The chunk size this process uses: EQUIPDESK_UPLOAD_CHUNK_ROWS (1–250) when set, for tests that must see a job part way. */
const chunkRows = (): number => {
  const n = Number(process.env.EQUIPDESK_UPLOAD_CHUNK_ROWS);
  return Number.isInteger(n) && n >= 1 && n <= UPLOAD_CHUNK_ROWS ? n : UPLOAD_CHUNK_ROWS;
};

export const PROCESSORS: Readonly<Record<UploadKind, UploadKindProcessor>> = {
  assets: assetUploads,
  locations: locationUploads,
  accounts: accountUploads,
};

/**
 * The uploader as a session, for the scope and the names the rows are checked and written under. An upload
 * without a user (the nightly PM load) runs as the system, with every account in scope.
 */
export async function uploaderSession(db: Db, userId: string | null): Promise<Session> {
  const session = userId ? await sessionOfUser(db, userId) : null;
  return (
    session ?? {
      tokenHash: '',
      user: { externalId: userId ?? '00000000-0000-0000-0000-000000000000', username: 'PM DAILY LOAD', name: 'PM DAILY LOAD', email: '', type: 'BOTH', roleId: '', roleIdentifier: 'ROLE_ADMIN', roleName: 'System' },
      permissions: [],
      privileged: true,
    }
  );
}

/** Marks rows whose key an earlier row of the file already has: the first one counts, the others are rejected. */
export async function duplicates(processor: UploadKindProcessor, rows: readonly SheetRow[]): Promise<Map<number, string>> {
  const first = new Map<string, SheetRow>();
  const found = new Map<number, string>();
  const turn = takingTurns();
  for (const row of rows) {
    await turn();
    const key = processor.key(row);
    if (key === null) continue;
    const earlier = first.get(key);
    if (earlier) found.set(row.index, formatMessage(MESSAGES.uploadDuplicateRow, { key: processor.keyLabel, row: earlier.sheetRow }));
    else first.set(key, row);
  }
  return found;
}

/** What the file would do, row by row, without writing anything. */
export async function previewUpload(kind: UploadKind, ctx: RequestContext, sheet: Sheet, originalFileName: string, flags: Readonly<Record<string, boolean>>): Promise<UploadPreview> {
  const processor = PROCESSORS[kind];
  const planner = await processor.planner(ctx, flags);
  const dup = await duplicates(processor, sheet.rows);
  const rows: UploadPreviewRow[] = [];
  let createCount = 0;
  let updateCount = 0;
  let rejectCount = 0;
  const turn = takingTurns();
  for (let start = 0; start < sheet.rows.length; start += UPLOAD_CHUNK_ROWS) {
    const chunk = sheet.rows.slice(start, start + UPLOAD_CHUNK_ROWS);
    await planner.load(ctx.db, chunk);
    for (const row of chunk) {
      const duplicate = dup.get(row.index);
      const plan = duplicate ? { outcome: 'REJECT' as const, message: duplicate } : await planOf(planner, ctx.db, row);
      if (plan.outcome === 'CREATE') createCount++;
      else if (plan.outcome === 'UPDATE') updateCount++;
      else rejectCount++;
      const key = processor.key(row) === null ? '' : keyText(kind, row);
      rows.push({ row: row.sheetRow, key, outcome: plan.outcome, message: plan.message });
      await turn();
    }
  }
  // Every rejected row first (what the uploader must fix), then the others, in the sheet's order.
  const ordered = [...rows.filter((r) => r.outcome === 'REJECT'), ...rows.filter((r) => r.outcome !== 'REJECT')].slice(0, UPLOAD_PREVIEW_ROWS);
  return { originalFileName, availableRowsCount: sheet.rows.length, createCount, updateCount, rejectCount, rows: ordered };
}

function keyText(kind: UploadKind, row: SheetRow): string {
  if (kind === 'assets') return row.values.serialNumber ?? '';
  if (kind === 'locations') return row.values.name ?? '';
  return row.values.accountNo ?? '';
}

/** Why a row's write failed, in words a user can act on (never the database's own text). */
function failureReason(err: unknown): string {
  if (isUniqueViolation(err)) return formatMessage(MESSAGES.uploadRowFailed, { reason: 'another change to the same record was saved at the same time.' });
  return formatMessage(MESSAGES.uploadRowFailed, { reason: 'the database refused it.' });
}

const COUNTER_OF: Readonly<Record<UploadRowOutcome, 'completedRowsCount' | 'partialRowsCount' | 'failedRowsCount' | 'rejectedRowsCount'>> = {
  CREATED: 'completedRowsCount',
  UPDATED: 'completedRowsCount',
  PARTIAL: 'partialRowsCount',
  FAILED: 'failedRowsCount',
  REJECTED: 'rejectedRowsCount',
};

/**
 * The result workbook: the uploaded header and rows as they were, each with its Outcome and Message (the streamed
 * writer of the list exports: cells that would read as formulas are neutralised, the zip is deflated natively).
 */
export async function resultWorkbook(sheet: Sheet, outcomes: ReadonlyMap<number, RowResult>): Promise<Buffer> {
  const columns: TabularColumn<SheetRow>[] = [
    ...sheet.headers.map((header, i) => ({ header, value: (row: SheetRow) => row.cells[i] ?? '' })),
    { header: 'Outcome', value: (row: SheetRow) => outcomes.get(row.index)?.outcome ?? '' },
    { header: 'Message', value: (row: SheetRow) => outcomes.get(row.index)?.message ?? '' },
  ];
  async function* pages(): AsyncGenerator<SheetRow[]> {
    for (let i = 0; i < sheet.rows.length; i += 1_000) yield sheet.rows.slice(i, i + 1_000);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream('Results', columns, pages())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The trigram indexes of the assets search whose new entries wait in a pending list (migration 0018). */
const SEARCH_INDEXES = ['assets_serial_trgm_idx', 'assets_customer_asset_number_trgm_idx', 'asset_tags_tag_trgm_idx'] as const;

async function mergeSearchEntries(db: Db): Promise<void> {
  for (const index of SEARCH_INDEXES) await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
}

/**
 * What a row does: a row whose cells cannot be saved (the reader's problem) is rejected first, and one the forms'
 * checks refuse (a 400) with their message, whichever kind it is. The preview and the job both plan through here.
 */
async function planOf(planner: ChunkPlanner, db: Db, row: SheetRow): Promise<RowPlan> {
  if (row.problem) return { outcome: 'REJECT', message: row.problem };
  try {
    return await planner.plan(db, row);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return { outcome: 'REJECT', message: err.message };
    throw err;
  }
}

class LeaseLost extends Error {}

async function storedFile(db: Db, uploadId: string): Promise<Buffer> {
  const [row] = await db.select({ hex: byteaHex(uploads.sourceFile) }).from(uploads).where(eq(uploads.externalId, uploadId));
  if (!row?.hex) throw new Error(`upload ${uploadId} has no file`);
  return bytesOf(row.hex);
}

async function runUpload(job: JobContext): Promise<void> {
  const { db } = job;
  // The files are left out: the source file is read only when this process does not hold its sheet.
  const { sourceFile: _source, resultFile: _result, ...columns } = getTableColumns(uploads);
  const [upload] = await db
    .select({ ...columns, hasFile: sql<boolean>`${uploads.sourceFile} is not null` })
    .from(uploads)
    .where(eq(uploads.externalId, job.subjectId))
    .limit(1);
  if (!upload || upload.uploadStatus === 'COMPLETED' || upload.uploadStatus === 'FAILED') return;
  const kind = upload.kind as UploadKind;
  const processor = PROCESSORS[kind];
  if (!processor || !upload.hasFile) throw new Error(`upload ${upload.externalId} has no processor or no file`);
  // The sheet the POST read when this process accepted the upload, or the stored file read again.
  const sheet = takeAcceptedSheet(upload.externalId) ?? (await readSheet(kind, await storedFile(db, upload.externalId)));
  const session = await uploaderSession(db, upload.userId);
  const now = job.now();
  const ctx: RequestContext = { db, session, now, request: null };
  if (upload.uploadStatus === 'PENDING') {
    await db.update(uploads).set({ uploadStatus: 'PROCESSING', lastModifiedTimestamp: now }).where(eq(uploads.externalId, upload.externalId));
  }
  const planner = await processor.planner(ctx, (upload.flags ?? {}) as Record<string, boolean>);
  const dup = await duplicates(processor, sheet.rows);
  let done = upload.processedRowsCount;

  /** The chunk's rows planned first, then written together in a savepoint; null when that failed (rolled back). */
  const applyTogether = async (tx: Db, chunk: readonly SheetRow[]): Promise<{ rowIndex: number; outcome: UploadRowOutcome; message: string | null }[] | null> => {
    try {
      return await inTransaction(tx, async (sp) => {
        await planner.load(sp, chunk);
        const results = new Map<number, RowResult>();
        const planned: { row: SheetRow; plan: RowPlan }[] = [];
        for (const row of chunk) {
          const duplicate = dup.get(row.index);
          if (duplicate) results.set(row.index, { outcome: 'REJECTED', message: duplicate });
          else {
            const plan = await planOf(planner, sp, row);
            if (plan.apply) planned.push({ row, plan });
            else results.set(row.index, { outcome: 'REJECTED', message: plan.message });
          }
        }
        const applied = await planner.applyChunk!(sp, planned);
        planned.forEach((p, i) => results.set(p.row.index, applied[i]!));
        return chunk.map((row) => ({ rowIndex: row.index, ...results.get(row.index)! }));
      });
    } catch (err) {
      job.log.info({ err, upload: upload.externalId }, 'an upload chunk is written row by row');
      return null;
    }
  };

  /** One row in its own savepoint: a failing row rolls back alone. */
  const applyAlone = async (tx: Db, row: SheetRow): Promise<RowResult> => {
    const duplicate = dup.get(row.index);
    if (duplicate) return { outcome: 'REJECTED', message: duplicate };
    const plan = await planOf(planner, tx, row);
    if (!plan.apply) return { outcome: 'REJECTED', message: plan.message };
    try {
      return await inTransaction(tx, async (sp) => plan.apply!(sp));
    } catch (err) {
      return err instanceof HttpError && err.statusCode === 400 ? { outcome: 'REJECTED', message: err.message } : { outcome: 'FAILED', message: failureReason(err) };
    }
  };

  while (done < sheet.rows.length) {
    const chunk = sheet.rows.slice(done, done + chunkRows());
    await inTransaction(db, async (tx) => {
      // The upload is locked for the chunk; its count is what this run expects, or another process has taken over.
      const [locked] = await tx.select({ processed: uploads.processedRowsCount }).from(uploads).where(eq(uploads.externalId, upload.externalId)).for('update');
      if (!locked || locked.processed !== done) throw new LeaseLost();
      let together = planner.applyChunk ? await applyTogether(tx, chunk) : null;
      if (!together) {
        await planner.load(tx, chunk);
        together = [];
        for (const row of chunk) together.push({ rowIndex: row.index, ...(await applyAlone(tx, row)) });
      }
      const results = together;
      await insertMany(tx, uploadRows, results.map((r) => ({ uploadId: upload.externalId, ...r })));
      const add = (counter: (typeof COUNTER_OF)[UploadRowOutcome]): number => results.filter((r) => COUNTER_OF[r.outcome] === counter).length;
      await tx
        .update(uploads)
        .set({
          processedRowsCount: sql`${uploads.processedRowsCount} + ${results.length}`,
          completedRowsCount: sql`${uploads.completedRowsCount} + ${add('completedRowsCount')}`,
          partialRowsCount: sql`${uploads.partialRowsCount} + ${add('partialRowsCount')}`,
          failedRowsCount: sql`${uploads.failedRowsCount} + ${add('failedRowsCount')}`,
          rejectedRowsCount: sql`${uploads.rejectedRowsCount} + ${add('rejectedRowsCount')}`,
          lastModifiedTimestamp: job.now(),
        })
        .where(eq(uploads.externalId, upload.externalId));
    });
    done += chunk.length;
    if (!(await job.renew())) return;
    // The embedded database answers without ever leaving the microtask queue: without a pause the whole upload
    // would run before this process reads another request (the history's progress among them).
    await nextTurn();
  }

  // The rows' search entries wait in the trigram indexes' pending lists (migration 0018): merged now, in bulk.
  if (kind === 'assets') await mergeSearchEntries(db);
  const recorded = await db
    .select({ rowIndex: uploadRows.rowIndex, outcome: uploadRows.outcome, message: uploadRows.message })
    .from(uploadRows)
    .where(eq(uploadRows.uploadId, upload.externalId));
  const outcomes = new Map(recorded.map((r) => [r.rowIndex, { outcome: r.outcome as UploadRowOutcome, message: r.message }]));
  const resultFile = byteaValue(await resultWorkbook(sheet, outcomes));
  await inTransaction(db, async (tx) => {
    const [completed] = await tx
      .update(uploads)
      .set({ uploadStatus: 'COMPLETED', resultFile, lastModifiedTimestamp: job.now() })
      .where(and(eq(uploads.externalId, upload.externalId), eq(uploads.uploadStatus, 'PROCESSING')))
      .returning({ id: uploads.externalId });
    if (completed) await auditUploadCommitted(tx, job.now(), kind, { externalId: upload.externalId, fileName: upload.originalFileName, uploader: upload.createdBy }, outcomes);
  });
}

export const uploadJob: JobHandler = {
  async run(job) {
    try {
      await runUpload(job);
    } catch (err) {
      // Another process holds the upload now: this run ends without writing more.
      if (err instanceof LeaseLost) return;
      throw err;
    }
  },
  async giveUp(job, error) {
    job.log.error({ err: error, upload: job.subjectId }, 'upload failed');
    await job.db.update(uploads).set({ uploadStatus: 'FAILED', lastModifiedTimestamp: job.now() }).where(eq(uploads.externalId, job.subjectId));
  },
};
