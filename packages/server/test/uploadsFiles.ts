/**
 * Spreadsheets the upload tests and the upload bench send: a workbook of rows, a small XLSX whose cells unpack to a
 * huge text (written part by part, never held whole), a CSV of asset rows up to the row limit; and the multipart
 * body a browser sends them in.
 */
import { Readable } from 'node:stream';
import * as XLSX from 'xlsx';
import { ZipFile } from 'yazl';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_COLUMNS, UPLOAD_FILE_PARTS, type UploadKind } from '@equipdesk/api-client/contract';
import { authed } from './helpers';

/** A multipart body as a browser's FormData sends it. */
export function multipart(parts: { name: string; filename?: string; content: Buffer | string; type?: string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----EquipDeskTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename !== undefined ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An XLSX of one sheet with these rows, as SheetJS writes it. */
export function workbook(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>';

const column = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : String.fromCharCode(64 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26)));
const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stream of `size` bytes of `fill`, between a head and a tail, in blocks of 1 MB. */
function filled(head: string, size: number, fill: string, tail: string): Readable {
  const block = Buffer.alloc(Math.min(size, 1024 * 1024), fill);
  let left = size;
  let started = false;
  let ended = false;
  return new Readable({
    read() {
      if (!started && head) {
        started = true;
        this.push(Buffer.from(head));
      } else if (left > 0) {
        const n = Math.min(left, block.length);
        left -= n;
        this.push(n === block.length ? block : block.subarray(0, n));
      } else if (!ended) {
        ended = true;
        if (tail) this.push(Buffer.from(tail));
        this.push(null);
      }
    },
  });
}

/**
 * An XLSX of the kind's template: the header row, then `rows` data rows whose first cell (serial number, name or
 * account number) shows one shared string of `chars` characters (`A` repeated): a file of a few hundred KB at
 * most that unpacks to about `chars` bytes, every part declaring its true size.
 */
export function hugeCellWorkbook(kind: UploadKind, chars: number, rows = 1): Promise<Buffer> {
  const headers = UPLOAD_COLUMNS[kind].map((c) => c.header);
  const headerCells = headers.map((h, i) => `<c r="${column(i)}1" t="inlineStr"><is><t>${escapeXml(h)}</t></is></c>`).join('');
  const dataRows = Array.from({ length: rows }, (_, r) => `<row r="${r + 2}"><c r="A${r + 2}" t="s"><v>0</v></c></row>`).join('');
  const sheet =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    `<row r="1">${headerCells}</row>${dataRows}</sheetData></worksheet>`;
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(WORKBOOK), 'xl/workbook.xml');
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  zip.addBuffer(Buffer.from(sheet), 'xl/worksheets/sheet1.xml');
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${rows}" uniqueCount="1"><si><t>`;
  const tail = '</t></si></sst>';
  // yazl checks the stream against the size it is told, and writes that size in the local header too.
  zip.addReadStream(filled(head, chars, 'A', tail), 'xl/sharedStrings.xml', { compress: true, size: Buffer.byteLength(head) + chars + Buffer.byteLength(tail) });
  return bytesOf(zip);
}

/** A zip whose entries each unpack to `size` bytes of zeros (deflated to a few hundred KB), streamed: never held whole. */
export function zeroZip(size: number, entries = 1): Promise<Buffer> {
  const zip = new ZipFile();
  for (let e = 0; e < entries; e++) zip.addReadStream(filled('', size, '\0', ''), `xl/worksheets/sheet${e + 1}.xml`, { compress: true });
  return bytesOf(zip);
}

/** The zip's bytes, once it is written. */
function bytesOf(zip: ZipFile): Promise<Buffer> {
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A CSV of `rows` asset rows (serial number, model code, account number, notes), as a spreadsheet export writes it. */
export function assetCsv(rows: number, modelCodes: readonly string[], accountNos: readonly string[]): Buffer {
  const lines = ['Serial Number,Model Code,Account No,Notes'];
  for (let i = 0; i < rows; i++) lines.push(`CSV-${String(i).padStart(6, '0')},${modelCodes[i % modelCodes.length]},${accountNos[i % accountNos.length]},row ${i}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Posts a workbook to a kind's upload (or its preview) as the console does, in the form part the kind expects. */
export function sendUpload(app: FastifyInstance, token: string, kind: UploadKind, file: Buffer, preview: boolean) {
  const body = multipart([{ name: UPLOAD_FILE_PARTS[kind], filename: `${kind}.xlsx`, content: file }]);
  return app.inject({ method: 'POST', url: `/api/${kind}/upload${preview ? '/preview' : ''}`, headers: { ...authed(token), ...body.headers }, payload: body.payload });
}
