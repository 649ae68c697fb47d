/**
 * Reading an uploaded spreadsheet (spec 3 §2.5), in a worker thread (sheetReader.ts): what the bytes are (XLSX, XLS
 * or CSV, told by content, never by name), a zip bomb or a workbook whose cells unpack to too much refused before
 * SheetJS builds anything (workbookCheck.ts), then the first sheet's header row matched to the template's columns
 * and its data rows as text, each with the problem its cells have whatever the kind. Every refusal is a 400 with
 * the upload messages of the contract.
 */
import * as XLSX from 'xlsx';
import { MESSAGES, UPLOAD_COLUMNS, UPLOAD_MAX_ROWS, formatMessage, type UploadColumn, type UploadKind } from '@equipdesk/api-client/contract';
import { HttpError } from '../http/errors';
import { CELL_MAX_CHARS, ZIP_MAX_UNPACKED, checkZip } from './workbookCheck';

export type SpreadsheetType = 'xlsx' | 'xls' | 'csv';

const unreadable = (): HttpError => new HttpError(400, MESSAGES.uploadUnreadable);
const notSpreadsheet = (): HttpError => new HttpError(400, MESSAGES.uploadNotSpreadsheet);

/** The type the content says, or null: a zip (PK), an OLE compound file (D0 CF 11 E0), or text without NUL bytes. */
export function sniff(bytes: Buffer): SpreadsheetType | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06)) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  if (bytes.length === 0) return null;
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return null;
  // Text: valid UTF-8 (a cut multi-byte character at the end of the sample aside), or Latin-1 without control bytes.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  if (replaced > 1) return null;
  // eslint-disable-next-line no-control-regex -- control characters other than tab, CR, LF mark a binary file
  return /[\u0001-\u0008\u000e-\u001f]/.test(text) ? null : 'csv';
}

/** One data row of the sheet: its cells as uploaded and the template fields they fill. */
export interface SheetRow {
  /** 0-based among the data rows (the upload_rows index). */
  index: number;
  /** The row's number in the sheet (the header is row 1). */
  sheetRow: number;
  cells: string[];
  values: Record<string, string>;
  /**
   * Why the row cannot be saved whatever it names (a control character in one of the template's fields), or null:
   * the preview and the job reject it with this message before planning it.
   */
  problem?: string | null;
}

export interface Sheet {
  type: SpreadsheetType;
  /** The header row as uploaded (the result file repeats it). */
  headers: string[];
  rows: SheetRow[];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // A date cell becomes the day it shows, the way the date fields read it (YYYY-MM-DD).
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

const norm = (header: string): string => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** The template's columns by the position the sheet has them in; missing required headers are refused. */
function mapHeaders(kind: UploadKind, headers: string[]): Map<number, UploadColumn> {
  const byHeader = new Map(UPLOAD_COLUMNS[kind].map((c) => [norm(c.header), c]));
  const found = new Map<number, UploadColumn>();
  const seen = new Set<string>();
  headers.forEach((h, i) => {
    const column = byHeader.get(norm(h));
    if (column && !seen.has(column.field)) {
      found.set(i, column);
      seen.add(column.field);
    }
  });
  const missing = UPLOAD_COLUMNS[kind].filter((c) => c.required && !seen.has(c.field)).map((c) => c.header);
  if (missing.length > 0) throw new HttpError(400, formatMessage(MESSAGES.uploadHeaderMissing, { headers: missing.join(', ') }));
  return found;
}

// eslint-disable-next-line no-control-regex -- the C0 controls but tab, line feed and carriage return
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The problem of a row's fields: the first template column (in the sheet's order) holding a control character. */
function problemOf(values: Readonly<Record<string, string>>, columns: ReadonlyMap<number, UploadColumn>): string | null {
  for (const column of columns.values()) {
    if (CONTROL.test(values[column.field] ?? '')) return formatMessage(MESSAGES.uploadControlCharacter, { column: column.header });
  }
  return null;
}

/**
 * The first sheet's rows (the header first; empty rows skipped, their numbers kept). Refuses what is not a
 * spreadsheet, a zip bomb, a workbook whose cells unpack to too much, a sheet without the template's required
 * headers, without data rows, or with more than UPLOAD_MAX_ROWS of them. Runs in a worker: call `readSheet`.
 */
export async function parseSheet(kind: UploadKind, bytes: Buffer): Promise<Sheet> {
  const type = sniff(bytes);
  if (!type) throw notSpreadsheet();
  if (type === 'xlsx') await checkZip(bytes);
  let workbook: XLSX.WorkBook;
  try {
    // CSV is read as UTF-8 text (a BOM aside); its cells stay the text they are ("00123" is an account number).
    const input = type === 'csv' ? new TextDecoder('utf-8').decode(bytes) : bytes;
    workbook = XLSX.read(input, {
      type: type === 'csv' ? 'string' : 'buffer',
      dense: true,
      cellDates: true,
      raw: type === 'csv',
      sheets: 0,
      // The header, the most rows taken, and one more to tell "too many".
      sheetRows: UPLOAD_MAX_ROWS + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch {
    throw unreadable();
  }
  const first = workbook.SheetNames[0];
  const sheet = first ? workbook.Sheets[first] : undefined;
  if (!sheet) throw unreadable();
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true, UTC: true });
  const headerIndex = grid.findIndex((r) => r.some((v) => cellText(v) !== ''));
  if (headerIndex < 0) throw new HttpError(400, MESSAGES.uploadNoRows);
  const headers = grid[headerIndex]!.map(cellText);
  const columns = mapHeaders(kind, headers);
  const rows: SheetRow[] = [];
  // What the rows' text comes to: the XLSX's was measured before parsing; an XLS's shared strings or a CSV are
  // held to the same limits here, before the rows leave the worker.
  let text = 0;
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const cells = grid[r]!.map(cellText);
    if (cells.every((c) => c === '')) continue;
    if (rows.length === UPLOAD_MAX_ROWS) throw new HttpError(400, formatMessage(MESSAGES.uploadTooManyRows, { n: UPLOAD_MAX_ROWS }));
    for (const c of cells) {
      if (c.length > CELL_MAX_CHARS) throw unreadable();
      text += c.length;
    }
    if (text > ZIP_MAX_UNPACKED) throw unreadable();
    const values: Record<string, string> = {};
    for (const [i, column] of columns) values[column.field] = cells[i] ?? '';
    rows.push({ index: rows.length, sheetRow: r + 1, cells, values, problem: problemOf(values, columns) });
  }
  if (rows.length === 0) throw new HttpError(400, MESSAGES.uploadNoRows);
  return { type, headers, rows };
}

/** Sheets kept for the job of an upload this process accepted, by upload: a few, for a minute at most. */
const ACCEPTED_KEPT = 4;
const ACCEPTED_KEPT_MS = 60_000;
const accepted = new Map<string, Sheet>();

/**
 * Keeps the sheet the POST read for the upload's job, which usually runs in this process at once: the job takes it
 * instead of reading the stored file again (the same bytes read the same way; a job run elsewhere, later or again
 * reads the file).
 */
export function keepAcceptedSheet(uploadId: string, sheet: Sheet): void {
  accepted.set(uploadId, sheet);
  while (accepted.size > ACCEPTED_KEPT) accepted.delete(accepted.keys().next().value!);
  setTimeout(() => accepted.delete(uploadId), ACCEPTED_KEPT_MS).unref();
}

/** The sheet kept for an upload, taken (a second call answers undefined). */
export function takeAcceptedSheet(uploadId: string): Sheet | undefined {
  const sheet = accepted.get(uploadId);
  accepted.delete(uploadId);
  return sheet;
}
