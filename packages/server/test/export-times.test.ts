/**
 * Times in exported files (docs/DECISIONS.md "Times in exports"): XLSX date cells with a number format holding the
 * wall-clock time in the zone the call names (the header names it), CSV ISO-8601 with that zone's offset, days (PM and
 * purchase dates) as their day whatever the zone, UTC when no zone is named, a bad zone a 400; the lists' exports
 * (orders, assets) read back against the list's own instants; an export request keeping the zone it was issued with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { Asset, ExportRequestAccepted, ListResponse, Order, ResultResponse } from '@equipdesk/api-client/contract';
import { exportRequests } from '../src/db/schema';
import { csvStream, dateTimeColumn, dayColumn, xlsxStream, type TabularColumn } from '../src/resources/tabular';
import { authed, createTestDatabase, json, login, messageOf, testApp, type TestDatabase } from './helpers';

/** The wall-clock fields of an instant in a zone, as Intl reads them (independent of the writer's own arithmetic). */
function wallClock(iso: string, zone: string): { y: number; m: number; d: number; H: number; M: number; S: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, Number(p.value)]),
  );
  return { y: parts.year!, m: parts.month!, d: parts.day!, H: parts.hour!, M: parts.minute!, S: parts.second! };
}

/** The sheet's cells by header, row by row (raw: numbers and their formats, as stored). */
function sheetOf(bytes: Buffer, options: XLSX.ParsingOptions = {}): { headers: string[]; sheet: XLSX.WorkSheet; rows: number } {
  const book = XLSX.read(bytes, { type: 'buffer', cellNF: true, ...options });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const range = XLSX.utils.decode_range(sheet['!ref']!);
  const headers: string[] = [];
  for (let c = 0; c <= range.e.c; c++) headers.push(String(sheet[XLSX.utils.encode_cell({ r: 0, c })]?.v ?? ''));
  return { headers, sheet, rows: range.e.r };
}
const cellAt = (sheet: XLSX.WorkSheet, row: number, col: number): XLSX.CellObject | undefined => sheet[XLSX.utils.encode_cell({ r: row, c: col })];

/**
 * A date cell holds the instant's wall-clock time in `zone` (with `day`, the instant's UTC day: PM and purchase dates):
 * a number with a date format, Excel's serial of those wall-clock fields (Intl's reading, to the millisecond).
 */
function expectDateCell(cell: XLSX.CellObject | undefined, iso: string, zone: string, day = false): void {
  expect(cell?.t, `a cell for ${iso}`).toBe('n');
  expect(XLSX.SSF.is_date(String(cell!.z ?? ''))).toBe(true);
  const w = wallClock(iso, zone);
  const wall = day ? Date.UTC(w.y, w.m - 1, w.d) : Date.UTC(w.y, w.m - 1, w.d, w.H, w.M, w.S, new Date(iso).getUTCMilliseconds());
  expect(cell!.v as number).toBeCloseTo(wall / 86_400_000 + 25_569, 8);
  const code = XLSX.SSF.parse_date_code(cell!.v as number);
  expect([code.y, code.m, code.d]).toEqual([w.y, w.m, w.d]);
}

interface Row {
  at: string | null;
  day: string | null;
  label: string;
}
const columns: TabularColumn<Row>[] = [dateTimeColumn('At', (r: Row) => r.at), dayColumn('Day', (r: Row) => r.day), { header: 'Label', value: (r: Row) => r.label }];
// Either side of New York's spring change (2026-03-08 02:00 local), a Kolkata half hour, a winter and a summer time.
const ROWS: Row[] = [
  { at: '2026-11-26T07:06:33.387Z', day: '2027-06-30T00:00:00.000Z', label: 'winter' },
  { at: '2026-03-08T06:59:59.000Z', day: null, label: 'before the change' },
  { at: '2026-03-08T07:00:00.000Z', day: '2024-03-01T00:00:00.000Z', label: 'after the change' },
  { at: '2026-07-01T18:45:00.250Z', day: null, label: 'summer' },
  { at: null, day: null, label: 'no time' },
];
async function* pages(): AsyncGenerator<Row[]> {
  yield ROWS;
}
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the writers', () => {
  for (const zone of ['America/New_York', 'Asia/Kolkata']) {
    it(`write XLSX date cells of the wall-clock time in ${zone}, the header naming the zone`, async () => {
      for (const options of [{}, { cellDates: true }] as const) {
        const { headers, sheet } = sheetOf(await bytesOf(xlsxStream('Rows', columns, pages(), { timeZone: zone })), options);
        expect(headers).toEqual([`At (${zone})`, 'Day', 'Label']);
        ROWS.forEach((row, i) => {
          const cell = cellAt(sheet, i + 1, 0);
          if (row.at === null) return expect(cell).toBeUndefined();
          if ('cellDates' in options) return expect(cell?.t).toBe('d');
          expectDateCell(cell, row.at, zone);
        });
      }
    });

    it(`writes CSV times as ISO-8601 with ${zone}'s offset, the same instants`, async () => {
      const lines = (await text(csvStream(columns, pages(), { timeZone: zone }))).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(`At (${zone}),Day,Label`);
      ROWS.forEach((row, i) => {
        const [at, day] = lines[i + 1]!.split(',');
        if (row.at === null) return expect(at).toBe('');
        expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
        expect(new Date(at!).toISOString()).toBe(row.at);
        const wall = wallClock(row.at, zone);
        expect(at!.slice(0, 19)).toBe(`${wall.y}-${String(wall.m).padStart(2, '0')}-${String(wall.d).padStart(2, '0')}T${[wall.H, wall.M, wall.S].map((n) => String(n).padStart(2, '0')).join(':')}`);
        expect(day).toBe(row.day ? row.day.slice(0, 10) : '');
      });
    });
  }

  it("keeps New York's offsets either side of its spring change, and Kolkata's half hour", async () => {
    const ny = (await text(csvStream(columns, pages(), { timeZone: 'America/New_York' }))).split('\r\n');
    expect(ny[2]).toMatch(/^2026-03-08T01:59:59\.000-05:00,/);
    expect(ny[3]).toMatch(/^2026-03-08T03:00:00\.000-04:00,/);
    const kolkata = (await text(csvStream(columns, pages(), { timeZone: 'Asia/Kolkata' }))).split('\r\n');
    expect(kolkata[1]).toMatch(/^2026-11-26T12:36:33\.387\+05:30,/);
  });

  it('writes days as date cells of that day, whatever the zone', async () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata']) {
      const { sheet } = sheetOf(await bytesOf(xlsxStream('Rows', columns, pages(), { timeZone: zone })));
      expectDateCell(cellAt(sheet, 1, 1), '2027-06-30T00:00:00.000Z', 'UTC', true);
      expect(cellAt(sheet, 1, 1)!.v).toBe(46568);
    }
  });

  it('writes UTC when no zone is named', async () => {
    const lines = (await text(csvStream(columns, pages()))).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('At (UTC),Day,Label');
    expect(lines[1]).toMatch(/^2026-11-26T07:06:33\.387\+00:00,2027-06-30,winter$/);
  });
});

describe('list exports over HTTP', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db, { jobs: { retryAfterMs: 0 } });
    admin = authed(await login(app, 'admin'));
    await app.runJobs();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin });

  it("writes the orders' times in the zone asked for, each the instant the list gives, under headers each given once", async () => {
    const orders = json<ListResponse<Order>>(await get('/api/orders?orderStatuses=COMPLETED&pageSize=1000')).items;
    const byNumber = new Map(orders.map((o) => [o.orderNumber, o]));
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      const xlsx = await get(`/api/orders/export.xlsx?orderStatuses=COMPLETED&timeZone=${encodeURIComponent(zone)}`);
      expect(xlsx.statusCode).toBe(200);
      const { headers, sheet, rows } = sheetOf(xlsx.rawPayload);
      expect(new Set(headers).size).toBe(headers.length);
      const no = headers.indexOf('Order No');
      const created = headers.indexOf(`Created Time (${zone})`);
      const completed = headers.indexOf(`Completed Time (${zone})`);
      expect(created).toBeGreaterThanOrEqual(0);
      expect(rows).toBe(orders.length);
      for (let r = 1; r <= rows; r++) {
        const order = byNumber.get(String(cellAt(sheet, r, no)!.v))!;
        expectDateCell(cellAt(sheet, r, created), order.createdTimestamp, zone);
        expectDateCell(cellAt(sheet, r, completed), order.completedTimestamp!, zone);
      }
    }
    const csv = await get('/api/orders/export.csv?orderStatuses=COMPLETED&timeZone=Asia/Kolkata');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const headers = lines[0]!.split(',');
    expect(headers.filter((h) => h.startsWith('Created'))).toEqual(['Created Time (Asia/Kolkata)', 'Created By']);
    const at = headers.indexOf('Created Time (Asia/Kolkata)');
    const number = headers.indexOf('Order No');
    for (const line of lines.slice(1, 20)) {
      // Items and names hold no commas in the seed's completed orders' first columns; the times are before them.
      const cells = line.split(',');
      expect(cells[at]).toMatch(/\+05:30$/);
      expect(new Date(cells[at]!).toISOString()).toBe(byNumber.get(cells[number]!)!.createdTimestamp);
    }
  });

  it("exports every column of the assets list: PM and purchase dates as days, contract and ERP owner", async () => {
    const assets = json<ListResponse<Asset>>(await get('/api/assets?pageSize=1000')).items;
    const xlsx = await get('/api/assets/export.xlsx?timeZone=America/New_York');
    const { headers, sheet, rows } = sheetOf(xlsx.rawPayload);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toEqual(expect.arrayContaining(['Contract', 'ERP Owner', 'Purchase Date', 'PM Date', 'Last Scanned Time (America/New_York)']));
    const serial = headers.indexOf('Serial No');
    const bySerial = new Map(assets.map((a) => [a.serialNumber, a]));
    let pmDates = 0;
    let contracts = 0;
    for (let r = 1; r <= rows; r++) {
      const asset = bySerial.get(String(cellAt(sheet, r, serial)!.v));
      if (!asset) continue;
      if (asset.preventiveMaintainenceDate) {
        pmDates++;
        // A day stays its day: in New York a UTC midnight would otherwise fall on the day before.
        expectDateCell(cellAt(sheet, r, headers.indexOf('PM Date')), asset.preventiveMaintainenceDate, 'UTC', true);
      }
      if (asset.contract) {
        contracts++;
        expect(cellAt(sheet, r, headers.indexOf('Contract'))?.v).toBe(asset.contract.contractNo);
      }
      expect(cellAt(sheet, r, headers.indexOf('ERP Owner'))?.v ?? null).toBe(asset.erpOwner?.name ?? null);
      if (asset.lastScannedTimestamp) expectDateCell(cellAt(sheet, r, headers.indexOf('Last Scanned Time (America/New_York)')), asset.lastScannedTimestamp, 'America/New_York');
    }
    expect(pmDates).toBeGreaterThan(0);
    expect(contracts).toBeGreaterThan(0);
  });

  it('refuses a zone that is not one, naming the parameter', async () => {
    for (const url of ['/api/orders/export.csv?timeZone=Mars/Olympus', '/api/assets/productivity/export.xlsx?timeZone=', '/api/utilization/export.csv?timeZone=x'.padEnd(200, 'x')]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(messageOf(answer)).toBe(MESSAGES.exportTimeZone);
      expect(json<{ errors: { field: string }[] }>(answer).errors[0]!.field).toBe('timeZone');
    }
  });

  it('keeps the zone an export request was issued with, and writes its workbook in it', async () => {
    const issued = await get(`/api/assets/productivity?${new URLSearchParams({ name: 'Times in Kolkata', start: '2000-01-01T00:00:00', timeZone: 'Asia/Kolkata' })}`);
    expect(issued.statusCode).toBe(200);
    const { externalId } = json<ResultResponse<ExportRequestAccepted>>(issued).result;
    const [row] = await database.db.select({ timeZone: exportRequests.timeZone }).from(exportRequests).where(eq(exportRequests.externalId, externalId));
    expect(row?.timeZone).toBe('Asia/Kolkata');
    await app.runJobs();
    const file = await get(`/api/assets/productivity/${externalId}`);
    expect(file.statusCode).toBe(200);
    const { headers, sheet, rows } = sheetOf(file.rawPayload);
    const start = headers.indexOf('Start Time (Asia/Kolkata)');
    expect(start).toBeGreaterThanOrEqual(0);
    // The same rows as the report's own export (UTC), each time the instant that one writes.
    const csv = (await get(`/api/assets/productivity/export.csv?startTimestamp=2000-01-01T00:00:00&timeZone=UTC`)).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const utcStart = csv[0]!.split(',').indexOf('Start Time (UTC)');
    expect(rows).toBe(csv.length - 1);
    for (let r = 1; r <= Math.min(rows, 50); r++) {
      const instant = new Date(csv[r]!.split(',')[utcStart]!).toISOString();
      expectDateCell(cellAt(sheet, r, start), instant, 'Asia/Kolkata');
    }
  });
});
