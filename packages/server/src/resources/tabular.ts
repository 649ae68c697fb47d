/**
 * Streamed CSV and XLSX writers for list exports. Rows arrive as an async iterable (a list read in pages), so an
 * export of any size holds about one page in memory. An export worker (exportWorkers.ts) makes the file (tabularText.ts:
 * formulas neutralised, times in the reader's zone), so writing a file never holds up the calls this thread answers:
 * this thread takes each row's cell values from the columns and hands them over, or, for items read as JSON text
 * whose columns the worker can load itself (workerColumns), hands over the text. A file of one small page is written
 * here.
 */
import { Readable } from 'node:stream';
import { DEFAULT_EXPORT_TIME_ZONE } from '@equipdesk/api-client/contract';
import { exportWorkers, type ColumnsAt, type WorkerFile } from './exportWorkers';
import { CsvText, XlsxSheetText, xlsxParts, type CellColumn, type CellValue } from './tabularText';
import { zipStream } from './zip';

export { headerOf, neutralise, type CellValue } from './tabularText';

export interface TabularColumn<T> extends CellColumn {
  value: (item: T) => CellValue;
}

/** A column of instants (`Created Time`): written in the file's zone. */
export function dateTimeColumn<T>(header: string, value: (item: T) => string | Date | null | undefined): TabularColumn<T> {
  return { header, value: (item) => value(item) ?? null, kind: 'dateTime' };
}

/** A column of days stored as their UTC midnight (`PM Date`). */
export function dayColumn<T>(header: string, value: (item: T) => string | Date | null | undefined): TabularColumn<T> {
  return { header, value: (item) => value(item) ?? null, kind: 'date' };
}

const columnsLocated = new WeakMap<object, ColumnsAt>();

/**
 * Columns an export worker can load itself: `module` (its `import.meta.url`) exports them as `name`. Items read as
 * JSON text (jsonPages) are then parsed and their cells taken in the worker; keep such a module's imports light, as
 * the worker loads them.
 */
export function workerColumns<T>(module: string, name: string, columns: TabularColumn<T>[]): readonly TabularColumn<T>[] {
  columnsLocated.set(columns, { module, name });
  return columns;
}

/** Pages of items that can be had as their JSON text too (the items of a page separated by commas). */
export interface JsonPages<T> extends AsyncIterable<T[]> {
  readonly texts: AsyncIterable<string>;
}

/** The pages of these texts, parsed on this thread only if they are read as items. */
export function jsonPages<T>(texts: AsyncIterable<string>): JsonPages<T> {
  return {
    texts,
    async *[Symbol.asyncIterator]() {
      for await (const text of texts) yield JSON.parse(`[${text}]`) as T[];
    },
  };
}

const isJsonPages = <T>(rows: AsyncIterable<T[]>): rows is JsonPages<T> => 'texts' in rows;

/** How a file writes its times. */
export interface TabularOptions {
  /** The IANA zone of the file's date-times. @default 'UTC' */
  timeZone?: string;
}

/**
 * A file of one page of at most this many rows is written on this thread, as it is asked for: a worker's start (up to
 * seconds when none is running) and round trips cost more than the file (a list export of a few rows, an upload's
 * result file, the seed's).
 */
export const ROWS_WRITTEN_HERE = 1_000;

/** A small file, written here from its cells (the same text as a worker writes). */
async function* smallFile(format: 'csv' | 'xlsx', sheet: string, columns: readonly CellColumn[], cells: CellValue[][], timeZone: string): AsyncGenerator<string | Buffer> {
  if (format === 'csv') {
    const text = new CsvText(columns, timeZone);
    yield text.header();
    if (cells.length > 0) yield text.rows(cells);
    return;
  }
  const text = new XlsxSheetText(columns, timeZone);
  async function* pieces(): AsyncGenerator<string> {
    yield text.start();
    yield text.header();
    if (cells.length > 0) yield text.rows(cells);
    yield text.end();
  }
  yield* zipStream(xlsxParts(sheet, pieces()));
}

/**
 * The file's pieces: each page (its cells, or its JSON text) is handed to a worker while the next page is read; a file
 * of one small page is written here. When the reader goes away, the rows stop being read and the worker forgets the
 * file.
 */
async function* written<T>(format: 'csv' | 'xlsx', sheet: string, columns: readonly TabularColumn<T>[], rows: AsyncIterable<T[]>, options: TabularOptions): AsyncGenerator<string | Buffer> {
  const timeZone = options.timeZone ?? DEFAULT_EXPORT_TIME_ZONE;
  const at = columnsLocated.get(columns);
  const texts = at && isJsonPages(rows) ? rows.texts : null;
  const pages: AsyncIterator<string | T[]> = texts ? texts[Symbol.asyncIterator]() : rows[Symbol.asyncIterator]();
  const itemsOf = (page: string | T[]): T[] => (typeof page === 'string' ? (JSON.parse(`[${page}]`) as T[]) : page);
  const cellsOf = (items: T[]): CellValue[][] => items.map((row) => columns.map((c) => c.value(row)));
  let file: WorkerFile | null = null;
  let whole = false;
  try {
    // The first two pages say whether the file is small.
    const read = [await pages.next()];
    if (!read[0]!.done) read.push(await pages.next());
    const [first, second] = read;
    const single = second?.done ?? true;
    const firstItems = single && !first!.done ? itemsOf(first!.value) : [];
    if (single && firstItems.length <= ROWS_WRITTEN_HERE) {
      yield* smallFile(format, sheet, columns, cellsOf(firstItems), timeZone);
      whole = true;
      return;
    }
    file = await exportWorkers.open(format, sheet, texts && at ? at : columns, timeZone);
    yield* file.start;
    const taken = (): Promise<IteratorResult<string | T[]>> => (read.length > 0 ? Promise.resolve(read.shift()!) : pages.next());
    let next = taken();
    for (;;) {
      const page = await next;
      if (page.done) break;
      const made = typeof page.value === 'string' ? file.json(page.value) : file.rows(cellsOf(page.value));
      next = taken();
      // Awaited on the next turn of the loop; a failure while this page is written is answered then, not unhandled.
      next.catch(() => undefined);
      yield* await made;
    }
    yield* await file.end();
    whole = true;
  } finally {
    if (!whole) {
      file?.drop();
      await pages.return?.();
    }
  }
}

/** CSV with a header row, CRLF line ends and a BOM so spreadsheet apps read UTF-8. */
export function csvStream<T>(columns: readonly TabularColumn<T>[], rows: AsyncIterable<T[]>, options: TabularOptions = {}): Readable {
  return Readable.from(written('csv', '', columns, rows, options));
}

/** A one-sheet workbook (SpreadsheetML with inline strings) in a streamed zip (resources/zip.ts). */
export function xlsxStream<T>(sheetName: string, columns: readonly TabularColumn<T>[], rows: AsyncIterable<T[]>, options: TabularOptions = {}): Readable {
  return Readable.from(written('xlsx', sheetName, columns, rows, options), { objectMode: false });
}
