/**
 * Streamed CSV and XLSX writers for list exports. Rows arrive as an async iterable (a list read in
 * pages), so an export of any size holds one page in memory. Text cells that a spreadsheet would
 * read as a formula are neutralised with a leading quote.
 */
import { Readable } from 'node:stream';
import { zipStream } from './zip';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface TabularColumn<T> {
  header: string;
  value: (item: T) => CellValue;
}

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

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a header row, CRLF line ends and a BOM so spreadsheet apps read UTF-8. */
export function csvStream<T>(columns: readonly TabularColumn<T>[], rows: AsyncIterable<T[]>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${columns.map((c) => csvField(neutralise(c.header))).join(',')}\r\n`;
    for await (const page of rows) {
      let chunk = '';
      for (const row of page) chunk += `${columns.map((c) => csvField(cellText(c.value(row)))).join(',')}\r\n`;
      yield chunk;
    }
  }
  return Readable.from(lines());
}

// Characters XML 1.0 does not allow at all, even escaped.
// eslint-disable-next-line no-control-regex
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

/**
 * One cell that has a value; `ref` is its ` r="B12"` attribute, or nothing: a cell without one is in the column
 * after the cell before it (ECMA-376 makes the reference optional), so only a cell after an empty one needs it.
 */
function xlsxCell(ref: string, value: NonNullable<CellValue>): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c${ref}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c${ref} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = cellText(value);
  return `<c${ref} t="inlineStr"><is>${EDGE_SPACE.test(text) ? '<t xml:space="preserve">' : '<t>'}${xmlEscape(text)}</t></is></c>`;
}

/** Row `r` of cells in the columns' order, empty cells left out. */
function xlsxRow(r: number, names: readonly string[], cells: (i: number) => CellValue): string {
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
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

function workbookXml(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/**
 * A one-sheet workbook (SpreadsheetML with inline strings), the sheet XML streamed into the zip: a page of rows is
 * made into one text, deflated on the thread pool while the next page is read (resources/zip.ts).
 */
export function xlsxStream<T>(sheetName: string, columns: readonly TabularColumn<T>[], rows: AsyncIterable<T[]>): Readable {
  const names = columns.map((_, i) => columnName(i));
  const values = columns.map((c) => c.value);
  async function* sheet(): AsyncGenerator<string> {
    yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
    yield xlsxRow(1, names, (i) => columns[i]!.header);
    let r = 1;
    for await (const page of rows) {
      let chunk = '';
      for (const row of page) {
        r += 1;
        chunk += xlsxRow(r, names, (i) => values[i]!(row));
      }
      yield chunk;
    }
    yield '</sheetData></worksheet>';
  }
  return Readable.from(
    zipStream([
      { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
      { name: '_rels/.rels', content: Buffer.from(ROOT_RELS) },
      { name: 'xl/workbook.xml', content: Buffer.from(workbookXml(sheetName)) },
      { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from(WORKBOOK_RELS) },
      { name: 'xl/worksheets/sheet1.xml', content: sheet() },
    ]),
    { objectMode: false },
  );
}
