/**
 * The worker thread that writes exports (started by exportWorkers.ts through exportWorker.mjs): the text of each
 * page of a CSV or XLSX file from its cells, the workbook's zip, and the order of an export's rows on the embedded
 * database. Several files at once, each answered request by request: the thread that answers calls only reads the
 * rows and sends the bytes on. It runs at a lower priority than that thread (os.setPriority of this thread).
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { idsOfText, orderIds } from './keyOrder';
import type { TabularColumn } from './tabular';
import { CsvText, XlsxSheetText, xlsxParts, type CellColumn, type CellValue } from './tabularText';
import { zipStream } from './zip';
import type { ColumnsAt, WorkerReply, WorkerRequest } from './exportWorkers';

const port = parentPort;
if (!port) throw new Error('exportWorker runs in a worker thread');

/** The niceness of this thread: when the process's other threads want the CPU, they get it first. */
const NICENESS = 10;
try {
  setPriority(NICENESS);
} catch {
  // Not allowed here (some containers): the thread runs at the process's priority.
}

/** One file being written: each call answers with the bytes (or text) made since the last. */
interface FileWriter {
  rows(rows: readonly CellValue[][]): Promise<(string | Buffer)[]>;
  end(): Promise<(string | Buffer)[]>;
  drop(): void;
}

function csvWriter(text: CsvText): FileWriter {
  return {
    rows: async (rows) => [text.rows(rows)],
    end: async () => [],
    drop: () => undefined,
  };
}

/**
 * A workbook: the sheet's text is queued piece by piece (its start, its header row, then one piece per page) and
 * pulled by the zip, which deflates it on the thread pool. A page is answered once the zip has taken its text, with
 * the bytes made so far; the end, once the zip is whole.
 */
class XlsxWriter implements FileWriter {
  private readonly queue: string[] = [];
  private wake: (() => void) | null = null;
  private taken: (() => void) | null = null;
  private closed = false;
  private readonly out: Buffer[] = [];
  private readonly zipped: Promise<void>;

  constructor(
    sheetName: string,
    private readonly text: XlsxSheetText,
  ) {
    this.queue.push(text.start(), text.header());
    this.zipped = (async () => {
      for await (const bytes of zipStream(xlsxParts(sheetName, this.pieces()))) this.out.push(bytes);
    })();
    // A failure is answered to the request it happens under (handOver, end).
    this.zipped.catch(() => undefined);
  }

  private async *pieces(): AsyncGenerator<string> {
    for (;;) {
      const piece = this.queue.shift();
      if (piece !== undefined) {
        yield piece;
        continue;
      }
      // Everything queued so far has been taken and handed on to the deflater.
      this.taken?.();
      this.taken = null;
      if (this.closed) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }

  private push(piece: string): void {
    this.queue.push(piece);
    this.wake?.();
  }

  async rows(rows: readonly CellValue[][]): Promise<Buffer[]> {
    const taken = new Promise<void>((resolve) => (this.taken = resolve));
    this.push(this.text.rows(rows));
    await Promise.race([taken, this.zipped]);
    return this.out.splice(0);
  }

  async end(): Promise<Buffer[]> {
    this.closed = true;
    this.push(this.text.end());
    await this.zipped;
    return this.out.splice(0);
  }

  drop(): void {
    this.closed = true;
    this.queue.length = 0;
    this.wake?.();
  }
}

/** A file being written, and how its items' cells are taken when its pages arrive as JSON text. */
interface OpenFile {
  writer: FileWriter;
  cellsOf?: (item: unknown) => CellValue[];
}
const files = new Map<number, OpenFile>();

/** Columns a module exports (tabular.ts workerColumns), loaded as the main thread loaded them. */
async function loadColumns(at: ColumnsAt): Promise<readonly TabularColumn<unknown>[]> {
  const columns = ((await import(at.module)) as Record<string, unknown>)[at.name];
  if (!Array.isArray(columns)) throw new Error(`${at.module} exports no columns named ${at.name}`);
  return columns as TabularColumn<unknown>[];
}

async function open(id: number, { format, sheet, columns, timeZone }: Extract<WorkerRequest, { open: unknown }>['open']): Promise<WorkerReply> {
  const loaded = 'module' in columns ? await loadColumns(columns) : null;
  const cellsOf = loaded ? (item: unknown) => loaded.map((c) => c.value(item)) : undefined;
  const given = loaded ?? (columns as CellColumn[]);
  if (format === 'csv') {
    const text = new CsvText(given, timeZone);
    files.set(id, { writer: csvWriter(text), cellsOf });
    return { id, out: [text.header()] };
  }
  files.set(id, { writer: new XlsxWriter(sheet, new XlsxSheetText(given, timeZone)), cellsOf });
  return { id, out: [] };
}

async function answer(request: WorkerRequest): Promise<WorkerReply | null> {
  const { id } = request;
  if ('open' in request) return open(id, request.open);
  if ('order' in request) return { id, ids: orderIds(request.order) };
  if ('idsText' in request) return { id, ids: idsOfText(request.idsText) };
  const file = files.get(id);
  if ('drop' in request) {
    file?.writer.drop();
    files.delete(id);
    return null;
  }
  if (!file) throw new Error(`export ${id} is not open`);
  if ('rows' in request) return { id, out: await file.writer.rows(request.rows) };
  if ('json' in request) {
    if (!file.cellsOf) throw new Error(`export ${id} takes cells, not JSON`);
    return { id, out: await file.writer.rows((JSON.parse(`[${request.json}]`) as unknown[]).map(file.cellsOf)) };
  }
  files.delete(id);
  return { id, out: await file.writer.end() };
}

port.on('message', (request: WorkerRequest) => {
  answer(request).then(
    // Ids are a new array's memory, handed over; a workbook's bytes are the deflater's, copied.
    (reply) => reply && port.postMessage(reply, 'ids' in reply ? [reply.ids.buffer as ArrayBuffer] : []),
    (err: unknown) => {
      files.get(request.id)?.writer.drop();
      files.delete(request.id);
      port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
    },
  );
});
