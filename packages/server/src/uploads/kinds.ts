/**
 * What each kind of upload (assets, locations, accounts) provides to the common processing (process.ts): the key
 * that makes two rows of a file the same record, and a planner that decides, row after row, what a row does and
 * how to apply it. The preview runs the same planner without applying anything.
 */
import type { UploadPreviewOutcome, UploadRowOutcome } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import type { RequestContext } from '../resources/definition';
import type { SheetRow } from './spreadsheet';

export interface RowResult {
  outcome: UploadRowOutcome;
  message: string | null;
}

export interface RowPlan {
  outcome: UploadPreviewOutcome;
  message: string | null;
  /** Writes the row (inside its own savepoint); absent for a rejected row. */
  apply?: (tx: Db) => Promise<RowResult>;
}

export interface ChunkPlanner {
  /** Loads what the chunk's rows name, in one query per kind of record. */
  load(db: Db, rows: readonly SheetRow[]): Promise<void>;
  /** What the row does. Rows are planned and applied one after another, so a row sees the rows before it. */
  plan(db: Db, row: SheetRow): Promise<RowPlan>;
  /**
   * Applies the planned rows of a chunk together, in a few statements (the rows were all planned first, each
   * seeing the ones before it). Any error rolls the whole chunk back, and it is done again row by row, each in
   * its own savepoint. Without it, rows are applied one by one.
   */
  applyChunk?: (tx: Db, planned: readonly { row: SheetRow; plan: RowPlan }[]) => Promise<RowResult[]>;
}

export interface UploadKindProcessor {
  /** The row's identity within the file (case aside), or null when the row names none (it is rejected anyway). */
  key(row: SheetRow): string | null;
  /** How the duplicate message names the key, e.g. "serial number and model code". */
  keyLabel: string;
  /** A planner for one run over the file; `flags` are the asset upload's reset options. */
  planner(ctx: RequestContext, flags: Readonly<Record<string, boolean>>): Promise<ChunkPlanner>;
}
