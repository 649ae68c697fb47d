/**
 * The text of CSV and XLSX exports, from the values of their cells: what the export worker (exportWorker.ts) writes,
 * off the thread that answers requests. Text cells that a spreadsheet would read as a formula are neutralised with a
 * leading quote. Times are written in the reader's zone (docs/DECISIONS.md "Times in exports"): XLSX date cells with
 * a number format, CSV ISO-8601 with the offset.
 */
import { excelSerialOfWallTime, instantOf, ZoneClock } from './zones';
import type { ZipPart } from './zip';

export type CellValue = string | number | boolean | Date | null | undefined;

/** A column as the writers need it: its header and how its values are times. */
export interface CellColumn {
  header: string;
  /**
   * `dateTime`: the value is an instant (ISO-8601 text or a Date), written in the file's zone, which its header names;
   * `date`: a day stored as its UTC midnight (purchase and PM dates), written as that day whatever the zone.
   */
  kind?: 'dateTime' | 'date';
}

/** The header as the file writes it: a date-time column names the zone its times are in. */
export function headerOf(column: CellColumn, zone: string): string {
  return column.kind === 'dateTime' ? `${column.header} (${zone})` : column.header;
}

const DAY_MS = 86_400_000;

/** `= + - @`, tab and CR start a formula (or a DDE payload) in spreadsheet apps. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return neutralise(value);
  return String(value);
}

/** A column's value as a CSV writes it: times as ISO-8601 in the file's zone, days as `YYYY-MM-DD`. */
function csvValue(column: CellColumn, value: CellValue, clock: ZoneClock): string {
  if (column.kind === undefined || (typeof value !== 'string' && !(value instanceof Date))) return cellText(value);
  const ms = instantOf(value);
  if (ms === null) return cellText(value);
  return column.kind === 'date' ? new Date(ms).toISOString().slice(0, 10) : clock.isoText(ms);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a header row, CRLF line ends and a BOM so spreadsheet apps read UTF-8: the header, then each page's lines. */
export class CsvText {
  private readonly clock: ZoneClock;
  constructor(
    private readonly columns: readonly CellColumn[],
    timeZone: string,
  ) {
    this.clock = new ZoneClock(timeZone);
  }

  header(): string {
    return `\uFEFF${this.columns.map((c) => csvField(neutralise(headerOf(c, this.clock.zone)))).join(',')}\r\n`;
  }

  rows(rows: readonly (readonly CellValue[])[]): string {
    const cols = this.columns;
    let chunk = '';
    for (const row of rows) chunk += `${cols.map((c, i) => csvField(csvValue(c, row[i], this.clock))).join(',')}\r\n`;
    return chunk;
  }
}

// Characters XML 1.0 does not allow at all, even escaped.
// eslint-disable-next-line no-control-regex -- a control-character class is the point: XML 1.0 cannot carry them
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Anything xmlEscape changes; most cells have none of it and are written as they are. */
// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 cannot carry, as XML_INVALID
const XML_SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function xmlEscape(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Whether a text needs xml:space="preserve" (whitespace at either end). */
const EDGE_SPACE = /^\s|\s$/;

/** A date cell: Excel's serial number of the wall-clock time and the style (number format) it is shown with. */
class XlsxDate {
  constructor(
    readonly serial: number,
    readonly style: number,
  ) {}
}
/**
 * One cell that has a value; `ref` is its ` r="B12"` attribute, or nothing: a cell without one is in the column
 * after the cell before it (ECMA-376 makes the reference optional), so only a cell after an empty one needs it.
 */
function xlsxCell(ref: string, value: NonNullable<CellValue> | XlsxDate): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c${ref}><v>${value}</v></c>`;
  if (value instanceof XlsxDate) return `<c${ref} s="${value.style}"><v>${value.serial}</v></c>`;
  if (typeof value === 'boolean') return `<c${ref} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = cellText(value);
  return `<c${ref} t="inlineStr"><is>${EDGE_SPACE.test(text) ? '<t xml:space="preserve">' : '<t>'}${xmlEscape(text)}</t></is></c>`;
}

/** Styles of cellXfs in STYLES: 1 a date-time, 2 a day. */
const DATE_TIME_STYLE = 1;
const DAY_STYLE = 2;

/** A column's value as an XLSX cell holds it: times and days as date cells, anything unreadable as its text. */
function xlsxValue(column: CellColumn, value: CellValue, clock: ZoneClock): CellValue | XlsxDate {
  if (column.kind === undefined || (typeof value !== 'string' && !(value instanceof Date))) return value;
  const ms = instantOf(value);
  if (ms === null) return value;
  if (column.kind === 'date') return new XlsxDate(excelSerialOfWallTime(Math.floor(ms / DAY_MS) * DAY_MS), DAY_STYLE);
  return new XlsxDate(clock.excelSerial(ms), DATE_TIME_STYLE);
}

/** Row `r` of cells in the columns' order, empty cells left out. */
function xlsxRow(r: number, names: readonly string[], cells: (i: number) => CellValue | XlsxDate): string {
  let xml = `<row r="${r}">`;
  let gap = false;
  for (let i = 0; i < names.length; i++) {
    const value = cells(i);
    if (value === null || value === undefined) {
      gap = true;
      continue;
    }
    xml += xlsxCell(gap ? ` r="${names[i]!}${r}"` : '', value);
    gap = false;
  }
  return `${xml}</row>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** The number formats of date cells: style 1 `yyyy-mm-dd hh:mm:ss` (as the console shows times), style 2 `yyyy-mm-dd`. */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Date columns wide enough for their text (a narrow one shows `#####`). */
function columnWidths(columns: readonly CellColumn[]): string {
  const cols = columns.flatMap((c, i) => (c.kind ? [`<col min="${i + 1}" max="${i + 1}" width="${c.kind === 'date' ? 12 : 20}" customWidth="1"/>`] : []));
  return cols.length > 0 ? `<cols>${cols.join('')}</cols>` : '';
}

function workbookXml(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/**
 * The XML of a one-sheet workbook's sheet (SpreadsheetML with inline strings): its start, its header row, each page's
 * rows, its end.
 */
export class XlsxSheetText {
  private readonly clock: ZoneClock;
  private readonly names: string[];
  private r = 1;
  constructor(
    private readonly columns: readonly CellColumn[],
    timeZone: string,
  ) {
    this.clock = new ZoneClock(timeZone);
    this.names = columns.map((_, i) => columnName(i));
  }

  start(): string {
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${columnWidths(this.columns)}<sheetData>`;
  }

  header(): string {
    return xlsxRow(1, this.names, (i) => headerOf(this.columns[i]!, this.clock.zone));
  }

  rows(rows: readonly (readonly CellValue[])[]): string {
    const { columns, clock, names } = this;
    let chunk = '';
    for (const row of rows) {
      this.r += 1;
      // Plain columns as their value, date columns through the zone.
      chunk += xlsxRow(this.r, names, (i) => (columns[i]!.kind ? xlsxValue(columns[i]!, row[i], clock) : row[i]));
    }
    return chunk;
  }

  end(): string {
    return '</sheetData></worksheet>';
  }
}

/** The parts of a one-sheet workbook, the sheet's XML streamed into the zip as it is made (resources/zip.ts). */
export function xlsxParts(sheetName: string, sheet: AsyncIterable<string>): ZipPart[] {
  return [
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', content: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', content: Buffer.from(workbookXml(sheetName)) },
    { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', content: Buffer.from(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
  ];
}
