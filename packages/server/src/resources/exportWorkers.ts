/**
 * Exports are written in worker threads (exportWorker.ts), never on the thread that answers requests: that thread
 * reads an export's rows, takes each row's cell values from its columns and hands them over a page at a time; a
 * worker makes the file's text, deflates a workbook and hands the bytes back. Workers also put an export's ids in
 * order on the embedded database (exportOrder.ts). As the spreadsheet reader's workers (uploads/sheetReader.ts): a
 * few, started on demand, ended after a while without work, never keeping the process alive when they have none.
 */
import { Worker } from 'node:worker_threads';
import type { OrderRequest } from './keyOrder';
import type { CellColumn, CellValue } from './tabularText';

/** Columns a worker loads itself: the module's URL and the name it exports them under (tabular.ts workerColumns). */
export interface ColumnsAt {
  module: string;
  name: string;
}

/** What the main thread asks a worker; every request but `drop` is answered once, in order for each file. */
export type WorkerRequest =
  | { id: number; open: { format: 'csv' | 'xlsx'; sheet: string; columns: CellColumn[] | ColumnsAt; timeZone: string } }
  | { id: number; rows: CellValue[][] }
  | { id: number; json: string }
  | { id: number; end: true }
  | { id: number; drop: true }
  | { id: number; order: OrderRequest }
  | { id: number; idsText: string };

/** A file's text (CSV) or bytes (XLSX) made since the last answer; ids in order; or the failure. */
export type WorkerReply = { id: number; out: (string | Uint8Array)[] } | { id: number; ids: Int32Array } | { id: number; error: string };

export interface ExportWorkerOptions {
  /** Worker threads at most. */
  threads: number;
  /** Each worker's old-generation heap, in MB. */
  heapMb: number;
  /** A worker without work for this long ends. */
  idleMs: number;
}

/**
 * Two workers: one writes the four exports a process runs at once faster than they are read on a loaded machine,
 * the second keeps a large sort of ids from holding up the files being written. A worker holds ~40 MB and takes
 * 0.3–2 s to start (tsx, zod, the contract): kept a minute after its last file, it is there for the next export.
 */
export const DEFAULT_EXPORT_WORKERS: ExportWorkerOptions = { threads: 2, heapMb: 256, idleMs: 60_000 };

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  /** Requests waiting for their answer, by id. */
  pending: Map<number, Pending>;
  /** Files open on this worker. */
  files: number;
  idleTimer?: NodeJS.Timeout;
}

/** A file being written by a worker: each call answers with what it made since the last one. */
export interface WorkerFile {
  /** The text or bytes of the file's start (a CSV's BOM and header row). */
  readonly start: (string | Buffer)[];
  rows(rows: CellValue[][]): Promise<(string | Buffer)[]>;
  /** A page of items as JSON text (separated by commas), for columns the worker loaded itself. */
  json(text: string): Promise<(string | Buffer)[]>;
  end(): Promise<(string | Buffer)[]>;
  /** The file is not wanted any more (its reader went away): the worker forgets it. */
  drop(): void;
}

const WORKER_ENTRY = new URL('./exportWorker.mjs', import.meta.url);

/** Bytes back from a worker arrive as Uint8Array: as a Buffer over the same memory, as streams of files carry. */
const asChunk = (piece: string | Uint8Array): string | Buffer => (typeof piece === 'string' ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));

export class ExportWorkers {
  private readonly threads = new Set<Thread>();
  private nextId = 1;
  /** Files opened and pages handed to workers (for tests and figures). */
  files = 0;
  pages = 0;

  constructor(private readonly options: ExportWorkerOptions = DEFAULT_EXPORT_WORKERS) {}

  /**
   * Opens a file on the least busy worker (a new one while there are fewer than `threads`): its columns are given
   * (each page is then its cells), or loaded by the worker (each page its items' JSON text).
   */
  async open(format: 'csv' | 'xlsx', sheet: string, columns: readonly CellColumn[] | ColumnsAt, timeZone: string): Promise<WorkerFile> {
    const thread = this.pick();
    const id = this.nextId++;
    thread.files++;
    this.files++;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      thread.files--;
      this.idleLater(thread);
    };
    const out = (reply: WorkerReply) => ('out' in reply ? reply.out.map(asChunk) : []);
    try {
      // Given columns: only their headers and kinds cross, their values are taken on this thread.
      const given = 'module' in columns ? columns : columns.map(({ header, kind }) => ({ header, kind }));
      const start = out(await this.ask(thread, { id, open: { format, sheet, columns: given, timeZone } }));
      return {
        start,
        rows: async (rows) => {
          this.pages++;
          return out(await this.ask(thread, { id, rows }));
        },
        json: async (json) => {
          this.pages++;
          return out(await this.ask(thread, { id, json }));
        },
        end: async () => {
          try {
            return out(await this.ask(thread, { id, end: true }));
          } finally {
            close();
          }
        },
        drop: () => {
          if (closed) return;
          if (this.threads.has(thread)) thread.worker.postMessage({ id, drop: true } satisfies WorkerRequest);
          close();
        },
      };
    } catch (err) {
      close();
      throw err;
    }
  }

  /** The ids in their keys' order (keyOrder.ts), sorted by a worker. */
  async order(request: OrderRequest): Promise<Int32Array> {
    return this.idsOf(await this.ask(this.pick(), { id: this.nextId++, order: request }));
  }

  /** The ids of PostgreSQL's text of an integer array (`{1,2,3}`), read by a worker. */
  async parseIds(idsText: string): Promise<Int32Array> {
    return this.idsOf(await this.ask(this.pick(), { id: this.nextId++, idsText }));
  }

  /** Ends every worker (what they were writing fails). */
  async close(): Promise<void> {
    await Promise.all([...this.threads].map((t) => this.drop(t, new Error('The export workers were closed.'))));
  }

  private idsOf(reply: WorkerReply): Int32Array {
    if (!('ids' in reply)) throw new Error('The export worker answered without ids.');
    return reply.ids;
  }

  private load(thread: Thread): number {
    return thread.files + thread.pending.size;
  }

  private pick(): Thread {
    let best: Thread | undefined;
    for (const t of this.threads) if (!best || this.load(t) < this.load(best)) best = t;
    if (best && (this.load(best) === 0 || this.threads.size >= this.options.threads)) return best;
    return this.spawn();
  }

  private spawn(): Thread {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } });
    // Held only while it has work (ask): a process that stops does not wait for an idle worker.
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), files: 0 };
    worker.on('message', (reply: WorkerReply) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
      this.idleLater(thread);
    });
    worker.on('error', (err) => void this.drop(thread, err));
    worker.on('exit', (code) => void this.drop(thread, new Error(`the export worker stopped (exit code ${code})`)));
    this.threads.add(thread);
    return thread;
  }

  private ask(thread: Thread, request: WorkerRequest): Promise<WorkerReply> {
    if (!this.threads.has(thread)) return Promise.reject(new Error('The export worker has stopped.'));
    clearTimeout(thread.idleTimer);
    return new Promise((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(request.id, { resolve, reject });
      thread.worker.postMessage(request);
    });
  }

  private idleLater(thread: Thread): void {
    if (this.load(thread) > 0 || !this.threads.has(thread)) return;
    clearTimeout(thread.idleTimer);
    thread.idleTimer = setTimeout(() => {
      if (this.load(thread) === 0) void this.drop(thread, null);
    }, this.options.idleMs);
    thread.idleTimer.unref();
  }

  /** Ends a worker: what it was asked and has not answered fails with `error`. */
  private async drop(thread: Thread, error: unknown): Promise<void> {
    if (!this.threads.delete(thread)) return;
    clearTimeout(thread.idleTimer);
    for (const waiting of thread.pending.values()) waiting.reject(error ?? new Error('The export worker has stopped.'));
    thread.pending.clear();
    await thread.worker.terminate();
  }
}

/** The workers of this process: every export, export request and upload result file is written by them. */
export const exportWorkers = new ExportWorkers();
