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

  it('streams a sheet of many megabytes in pieces, each cell read back as written', async () => {
    const wide: TabularColumn<number>[] = [
      { header: 'Serial', value: (n) => `SN-${n} <${n % 7}>` },
      { header: 'Count', value: (n) => n },
      { header: 'Empty', value: () => null },
      { header: 'Spaced', value: (n) => (n % 2 ? ` ${n} ` : 'x') },
    ];
    const total = 60_000;
    async function* many(): AsyncGenerator<number[]> {
      for (let from = 0; from < total; from += 1_000) yield Array.from({ length: 1_000 }, (_, i) => from + i);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream('Many', wide, many())) chunks.push(chunk as Buffer);
    // The sheet's text (over 4 MB) went through the deflater in more than one piece.
    expect(chunks.length).toBeGreaterThan(2);
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Many!, { header: 1, raw: true, defval: null });
    expect(rows).toHaveLength(total + 1);
    expect(rows[0]).toEqual(['Serial', 'Count', 'Empty', 'Spaced']);
    expect(rows[1]).toEqual(['SN-0 <0>', 0, null, 'x']);
    expect(rows[total]).toEqual([`SN-${total - 1} <${(total - 1) % 7}>`, total - 1, null, ` ${total - 1} `]);
  });

  it('fails the workbook stream when reading the rows fails, and stops reading them when its reader goes away', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ label: 'first', n: 1, ok: true }];
      throw new Error('the database went away');
    }
    await expect(async () => {
      for await (const chunk of xlsxStream('Rows', columns, failing())) void chunk;
    }).rejects.toThrow('the database went away');

    let read = 0;
    let ended = false;
    async function* endless(): AsyncGenerator<Row[]> {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 1_000 }, (_, i) => ({ label: `row ${read}-${i}`, n: i, ok: true }));
        }
      } finally {
        ended = true;
      }
    }
    const stream = xlsxStream('Rows', columns, endless());
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 64 * 1024) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(true);
    const readThen = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(readThen);
  });
});
