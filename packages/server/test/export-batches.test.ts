/**
 * A list export longer than one batch (resources/listExports.ts `exportPages`): every matching row once, in the
 * list's order, the same rows the paged list answers, whatever the sort and direction.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { models } from '../src/db/schema';
import { EXPORT_BATCH } from '../src/resources/listExports';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let test: TestDatabase;
let app: FastifyInstance;
let token: string;
const EXTRA = EXPORT_BATCH * 2 + 345;

beforeAll(async () => {
  test = await createTestDatabase();
  // Descriptions that tie in pairs or are empty, so the order also rests on the tie-break and on empty values last.
  await test.db.insert(models).values(
    Array.from({ length: EXTRA }, (_, i) => ({
      modelCode: `BATCH-${String(i).padStart(5, '0')}`,
      modelDescription: i % 7 === 0 ? null : `Batch model ${Math.floor(i / 2)}`,
      family: 'Batch',
      groupName: 'Batch',
      status: i % 5 === 0 ? 'INACTIVE' : 'ACTIVE',
    })),
  );
  // Assets are exported from the JSON PostgreSQL builds for their list (and keeps in a read model).
  await test.db.execute(sql`insert into assets (serial_number, model_id, account_id, facility_id, customer_asset_number, utilization_status)
    select 'BATCH-' || lpad(g::text, 5, '0'), a.model_id, a.account_id, a.facility_id, case when g % 3 = 0 then null else 'note, "quoted" ' || g end,
      case when g % 4 = 0 then null else 'IN USE' end
    from generate_series(1, ${EXTRA}) g, (select model_id, account_id, facility_id from assets order by internal_id limit 1) a`);
  app = await testApp(test.db, { keepAnswers: false });
  token = await login(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  await test?.close();
});

/** The UUID column of each CSV line after the header (no cell before it holds a comma). */
function exportedIds(csv: string): string[] {
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const column = header!.split(',').indexOf('UUID');
  expect(column).toBeGreaterThan(0);
  return lines.filter((line) => line.length > 0).map((line) => line.split(',')[column]!);
}

async function listed<T>(list: string, query: string): Promise<T[]> {
  const items: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const response = await app.inject({ method: 'GET', url: `/api/${list}?${query}&pageSize=1000&pageIndex=${pageIndex}`, headers: authed(token) });
    expect(response.statusCode).toBe(200);
    const page = json<{ count: number; items: T[] }>(response);
    items.push(...page.items);
    if (items.length >= page.count || page.items.length === 0) return items;
  }
}

/** The CSV's rows as cells (quoted cells with commas and doubled quotes read back). */
function csvRows(csv: string): string[][] {
  const rows: string[][] = [];
  for (const line of csv.replace(/^\uFEFF/, '').split('\r\n')) {
    if (line.length === 0) continue;
    rows.push([...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1));
  }
  return rows;
}

describe('an export of more than one batch', () => {
  for (const query of ['sortBy=modelCode&sortDirection=desc', 'sortBy=modelDescription&sortDirection=asc&statuses=ACTIVE&statuses=INACTIVE', 'sortBy=modelDescription&sortDirection=desc', 'search=BATCH-00']) {
    it(`writes every row once in the list's order (${query})`, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/models/export.csv?${query}`, headers: authed(token) });
      expect(response.statusCode).toBe(200);
      const exported = exportedIds(response.body);
      const ids = (await listed<{ externalId: string }>('models', query)).map((m) => m.externalId);
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported.length).toBeGreaterThan(query.startsWith('search') ? 100 : EXPORT_BATCH * 2);
      expect(exported).toEqual(ids);
    });
  }

  for (const query of ['search=BATCH-&sortBy=serialNumber&sortDirection=desc', 'search=BATCH-&sortBy=utilizationStatus&sortDirection=asc']) {
    it(`writes every asset once in the list's order, with the list's values (${query})`, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/assets/export.csv?${query}`, headers: authed(token) });
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = csvRows(response.body);
      const items = await listed<{ serialNumber: string; customerAssetNumber: string | null; utilizationStatus: string | null; model: { modelCode: string }; account: { accountNo: string } }>('assets', query);
      expect(rows.length).toBe(EXTRA);
      const column = (name: string) => {
        const at = header!.indexOf(name);
        expect(at, name).toBeGreaterThanOrEqual(0);
        return at;
      };
      expect(rows.map((r) => r[column('Serial No')])).toEqual(items.map((a) => a.serialNumber));
      rows.forEach((row, i) => {
        expect(row[column('Customer Asset No')]).toBe(items[i]!.customerAssetNumber ?? '');
        expect(row[column('Util. Status')]).toBe(items[i]!.utilizationStatus ?? '');
        expect(row[column('Model')]).toBe(items[i]!.model.modelCode);
        expect(row[column('Account No')]).toBe(items[i]!.account.accountNo);
      });
    });
  }
});
