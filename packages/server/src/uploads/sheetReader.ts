/**
 * Uploaded spreadsheets are read in worker threads (sheetWorker.ts), never on the thread that answers requests: a
 * few workers, each reading one file at a time under a heap limit and a time limit. A file that runs a worker out
 * of either is refused as unreadable, its worker is ended, and the next file gets a fresh one. Workers start on
 * demand and end after a while without work, so a server that takes no uploads holds none.
 */
import { Worker } from 'node:worker_threads';
import { MESSAGES, type UploadKind } from '@equipdesk/api-client/contract';
import { HttpError } from '../http/errors';
import type { Sheet, SheetRow } from './spreadsheet';

/** A file to read, as the main thread posts it. */
export interface SheetRequest {
  id: number;
  kind: UploadKind;
  bytes: Uint8Array;
}

/** What a worker answers: rows in batches, then the header; or the refusal. */
export type SheetReply =
  | { id: number; rows: SheetRow[] }
  | { id: number; done: Pick<Sheet, 'type' | 'headers'> }
  | { id: number; error: { status: number; message: string } };

export interface SheetReaderOptions {
  /** Files read at once (one worker each). */
  threads: number;
  /** Each worker's old-generation heap, in MB. */
  heapMb: number;
  /** How long one file may take, from the moment its worker gets it. */
  timeoutMs: number;
  /** A worker without work for this long ends. */
  idleMs: number;
}

/**
 * Two workers: a file of 50,000 rows reads in about a second, so two keep uploads moving while leaving the other
 * core to the requests. A workbook at the limits (10 MB, 50,000 rows of every template column) reads within 192 MB
 * of heap and 9 s on a loaded machine: 384 MB and 30 s leave room twice over and more. A worker holds ~50 MB and
 * takes 0.5–2.5 s to start (tsx, the contract, SheetJS): kept a minute after its last file, it is still there when
 * the upload follows its preview.
 */
export const DEFAULT_SHEET_READER: SheetReaderOptions = { threads: 2, heapMb: 384, timeoutMs: 30_000, idleMs: 60_000 };

interface Task {
  id: number;
  kind: UploadKind;
  bytes: Uint8Array;
  rows: SheetRow[];
  resolve: (sheet: Sheet) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

const WORKER_ENTRY = new URL('./sheetWorker.mjs', import.meta.url);

export class SheetReader {
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  /** Files read, refused included (for tests and figures). */
  reads = 0;

  constructor(private readonly options: SheetReaderOptions = DEFAULT_SHEET_READER) {}

  /** The first sheet of the file, read in a worker; refusals are the same 400s as `parseSheet`'s. */
  read(kind: UploadKind, bytes: Uint8Array): Promise<Sheet> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, kind, bytes, rows: [], resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker (a file being read is refused as unreadable). */
  async close(): Promise<void> {
    await Promise.all([...this.threads].map((t) => this.drop(t, new HttpError(400, MESSAGES.uploadUnreadable))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let thread = [...this.threads].find((t) => t.task === null);
      if (!thread) {
        if (this.threads.size >= this.options.threads) return;
        thread = this.spawn();
      }
      this.start(thread, this.queue.shift()!);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } });
    // A worker never keeps the process alive: a server that stops does not wait for a file being read.
    worker.unref();
    const thread: Thread = { worker, task: null };
    worker.on('message', (reply: SheetReply) => this.answer(thread, reply));
    worker.on('error', (err: Error & { code?: string }) => {
      // Out of heap: the file needs more than a spreadsheet of the limits ever does.
      void this.drop(thread, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(400, MESSAGES.uploadUnreadable) : err);
    });
    worker.on('exit', (code) => void this.drop(thread, new Error(`the spreadsheet worker stopped (exit code ${code})`)));
    this.threads.add(thread);
    return thread;
  }

  private start(thread: Thread, task: Task): void {
    clearTimeout(thread.idleTimer);
    thread.task = task;
    this.reads++;
    thread.timer = setTimeout(() => void this.drop(thread, new HttpError(400, MESSAGES.uploadUnreadable)), this.options.timeoutMs);
    thread.worker.postMessage({ id: task.id, kind: task.kind, bytes: task.bytes } satisfies SheetRequest);
  }

  private answer(thread: Thread, reply: SheetReply): void {
    const task = thread.task;
    if (!task || reply.id !== task.id) return;
    if ('rows' in reply) {
      for (const row of reply.rows) task.rows.push(row);
      // The next batch is asked for once other work has had its turn.
      setImmediate(() => thread.task === task && thread.worker.postMessage({ more: true }));
      return;
    }
    clearTimeout(thread.timer);
    thread.task = null;
    if ('error' in reply) task.reject(new HttpError(reply.error.status, reply.error.message));
    else task.resolve({ ...reply.done, rows: task.rows });
    thread.idleTimer = setTimeout(() => void this.drop(thread, null), this.options.idleMs);
    thread.idleTimer.unref();
    this.dispatch();
  }

  /** Ends a worker: its file (if any) is answered with `error`, and the queue goes on with a new worker. */
  private async drop(thread: Thread, error: unknown): Promise<void> {
    if (!this.threads.delete(thread)) return;
    clearTimeout(thread.timer);
    clearTimeout(thread.idleTimer);
    const task = thread.task;
    thread.task = null;
    if (task) task.reject(error);
    this.dispatch();
    await thread.worker.terminate();
  }
}

/** The reader of this process: the upload calls and the upload job share its workers. */
export const sheetReader = new SheetReader();

/** The first sheet of an uploaded file, read off the main thread (see `parseSheet` for what is refused). */
export const readSheet = (kind: UploadKind, bytes: Uint8Array): Promise<Sheet> => sheetReader.read(kind, bytes);
