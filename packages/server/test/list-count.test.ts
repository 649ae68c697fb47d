/**
 * Counts of large lists (listCount.ts): a list counts its matching rows exactly up to LIST_COUNT_EXACT_UP_TO and
 * answers the database's estimate above, marked `countEstimated`; a search matching more than that still pages in
 * order. Checked on a list mapped in JavaScript (models) and on one whose items are stored (assets).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_EXACT_UP_TO } from '@equipdesk/api-client/contract';
import { rowsOf } from '../src/db/index';
import { authed, createTestDatabase, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
const ADDED = LIST_COUNT_EXACT_UP_TO + 50;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into models (model_code, model_description, family, group_name, status)
    select 'CNT-' || lpad(g::text, 6, '0'), 'Counted model', 'Count', 'Count', 'ACTIVE' from generate_series(1, ${ADDED}) g`);
  // Copies of one ACTIVE asset, every column as it is but the keys and the serial number.
  const columns = rowsOf<{ name: string }>(
    await db.execute(sql`select column_name as "name" from information_schema.columns
      where table_schema = current_schema() and table_name = 'assets' and column_name not in ('internal_id', 'external_id', 'serial_number')
      order by ordinal_position`),
  ).map((c) => sql.identifier(c.name));
  const list = sql.join(columns, sql`, `);
  await db.execute(sql`insert into assets (serial_number, ${list})
    select 'EST' || lpad(g::text, 5, '0'), ${list}
    from (select * from assets where status = 'ACTIVE' order by internal_id limit 1) a, generate_series(1, ${ADDED}) g`);
  await db.execute(sql`analyze`);
  app = await testApp(db);
  token = await login(app, 'admin');
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function list(path: string): Promise<{ count: number; countEstimated?: boolean; items: Record<string, unknown>[] }> {
  const response = await app.inject({ url: path, headers: authed(token) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json();
}

describe.each([
  { name: 'models (mapped)', path: '/api/models', key: 'modelCode', prefix: 'CNT-', narrow: 'CNT-0000', narrowed: 99 },
  { name: 'assets (stored items)', path: '/api/assets', key: 'serialNumber', prefix: 'EST', narrow: 'EST0001', narrowed: 10 },
])('the count of $name', ({ path, key, prefix, narrow, narrowed }) => {
  it('is estimated, and says so, above the exact limit', async () => {
    const answer = await list(`${path}?pageSize=50`);
    expect(answer.countEstimated).toBe(true);
    expect(answer.count).toBeGreaterThan(LIST_COUNT_EXACT_UP_TO);
    // The planner's figure from the statistics: near the rows there are, not a guess of any size.
    expect(answer.count).toBeLessThan(ADDED * 3);
    expect(answer.items).toHaveLength(50);
  });

  it('is exact, without the mark, up to the limit', async () => {
    const answer = await list(`${path}?pageSize=50&search=${narrow}`);
    expect(answer.countEstimated).toBeUndefined();
    expect(answer.count).toBe(narrowed);
  });

  it('pages a search that matches more than the limit in its order', async () => {
    const first = await list(`${path}?pageSize=50&search=${prefix}&sortBy=${key}&sortDirection=asc`);
    expect(first.countEstimated).toBe(true);
    const digits = prefix === 'CNT-' ? 6 : 5;
    expect(first.items.map((item) => item[key])).toEqual(Array.from({ length: 50 }, (_, i) => `${prefix}${String(i + 1).padStart(digits, '0')}`));
    const third = await list(`${path}?pageSize=50&pageIndex=2&search=${prefix}&sortBy=${key}&sortDirection=asc`);
    expect(third.items[0]?.[key]).toBe(`${prefix}${String(101).padStart(digits, '0')}`);
  });
});
