/**
 * The seeded upload histories: counters as a job leaves them (uploads/process.ts), and the result file of each
 * COMPLETED one. A job counts every row it writes once, by its outcome: processed = completed + partial + failed +
 * rejected, never more than the file's rows (available), all of them when it COMPLETED; one FAILED midway has
 * counted the rows it got to.
 */
import { UPLOAD_COLUMNS, type UploadKind } from '@equipdesk/api-client/contract';
import { resultWorkbook } from '../uploads/process';
import type { RowResult } from '../uploads/kinds';
import type { Random } from './random';

export interface SeededUploadCounts {
  uploadStatus: 'COMPLETED' | 'FAILED';
  availableRowsCount: number;
  processedRowsCount: number;
  completedRowsCount: number;
  partialRowsCount: number;
  failedRowsCount: number;
  rejectedRowsCount: number;
}

/** The `i`th upload of a kind's history (the sixth FAILED, the others COMPLETED), drawn from `r`. */
export function seededUploadCounts(r: Random, kind: UploadKind, i: number): SeededUploadCounts {
  // The draws, in this order, are the seed's since its first version: the data after them stays the same.
  const available = r.int(20, 400);
  const failedDrawn = i % 3 === 2 ? r.int(1, 10) : 0;
  const rejectedDrawn = r.int(0, 3);
  const partialDrawn = kind === 'assets' ? r.int(0, 5) : 0;
  const uploadStatus = i === 5 ? 'FAILED' : 'COMPLETED';
  const processed = uploadStatus === 'FAILED' ? Math.floor(available / 2) : available;
  // The outcomes share the processed rows; whatever is left was written (completed).
  let left = processed;
  const take = (n: number) => {
    const taken = Math.min(n, left);
    left -= taken;
    return taken;
  };
  const failed = take(failedDrawn);
  const rejected = take(rejectedDrawn);
  const partial = take(partialDrawn);
  return {
    uploadStatus,
    availableRowsCount: available,
    processedRowsCount: processed,
    completedRowsCount: left,
    partialRowsCount: partial,
    failedRowsCount: failed,
    rejectedRowsCount: rejected,
  };
}

/** The result workbook of a seeded upload: rows named by their number, with the outcomes its counters say. */
export function seededResultFile(kind: UploadKind, counts: SeededUploadCounts): Promise<Buffer> {
  const headers = UPLOAD_COLUMNS[kind].map((c) => c.header);
  const outcomes: RowResult[] = [
    ...Array.from({ length: counts.completedRowsCount }, (): RowResult => ({ outcome: 'CREATED', message: null })),
    ...Array.from({ length: counts.partialRowsCount }, (): RowResult => ({ outcome: 'PARTIAL', message: 'RFID value already on another asset.' })),
    ...Array.from({ length: counts.failedRowsCount }, (): RowResult => ({ outcome: 'FAILED', message: 'The row could not be saved.' })),
    ...Array.from({ length: counts.rejectedRowsCount }, (): RowResult => ({ outcome: 'REJECTED', message: 'A required value is missing.' })),
  ];
  const rows = outcomes.map((_, index) => ({ index, sheetRow: index + 2, cells: [`${kind.toUpperCase()}-${String(index + 1).padStart(5, '0')}`], values: {} }));
  return resultWorkbook({ type: 'xlsx', headers, rows }, new Map(outcomes.map((o, i) => [i, o])));
}
