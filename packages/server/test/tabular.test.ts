import { describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import * as XLSX from 'xlsx';
import { csvStream, neutralise, xlsxStream, type TabularColumn } from '../src/resources/tabular';

interface Row {
  label: string;
  n: number | null;
  ok: boolean;
}
const columns: TabularColumn<Row>[] = [
  { header: 'Label', value: (r) => r.label },
  { header: 'N', value: (r) => r.n },
  { header: 'OK', value: (r) => r.ok },
];
async function* pages(): AsyncGenerator<Row[]> {
  yield [{ label: '\tTab', n: -5, ok: true }, { label: '\rReturn', n: null, ok: false }];
  yield [{ label: 'a,"b"\nc', n: 2.5, ok: true }, { label: 'bad\u0001char <&>', n: 0, ok: false }];
}

describe('export writers', () => {
  it('neutralises every formula start, and only those', () => {
    expect(['=1', '+1', '-1', '@a', '\t1', '\r1', 'a=1', ' =1'].map(neutralise)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\t1", "'\r1", 'a=1', ' =1']);
  });

  it('writes CSV with quoting, neutralised text and numbers left as numbers', async () => {
    const out = await text(csvStream(columns, pages()));
    expect(out).toBe('\uFEFFLabel,N,OK\r\n' + "'\tTab,-5,true\r\n" + "\"'\rReturn\",,false\r\n" + '"a,""b""\nc",2.5,true\r\n' + 'bad\u0001char <&>,0,false\r\n');
  });

  it('writes an XLSX workbook that spreadsheet readers open', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream('Rows', columns, pages())) chunks.push(chunk as Buffer);
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Rows']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Rows!, { header: 1, raw: true, defval: null });
    expect(rows).toEqual([
      ['Label', 'N', 'OK'],
      ["'\tTab", -5, true],
      ["'\rReturn", null, false],
      ['a,"b"\nc', 2.5, true],
      ['badchar <&>', 0, false],
    ]);
  });
});
