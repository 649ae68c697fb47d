/**
 * A list's search finds what the list shows: for every list the app registers, every text column its declaration says
 * it shows (resources/shown.ts) is walked, a row's text in that column is searched for (a fragment of it, in another
 * case), and the row must come back, in the list and in its CSV export. On the large lists (assets, orders) the
 * search must be answerable through indexes alone (migration 0026), never by reading the table whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { authed, createTestDatabase, login, testApp, type TestDatabase } from './helpers';
import { rowsOf } from '../src/db/index';
import { registeredResources } from '../src/resources/routes';
import { isLookup, searchMatches, type ShownText } from '../src/resources/shown';
import { containsPattern } from '../src/http/paging';
import { assetResource } from '../src/assets/resource';
import { orderResource } from '../src/orders/resource';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  token = await login(app, 'admin');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const text = (expression: PgColumn | SQL): SQL => sql`(${expression})::text`;

/** One row among `ids` and the text it shows in a column, or undefined when none of them shows any. */
async function shownBy(table: PgTable, idColumn: PgColumn, shown: ShownText, ids: readonly string[]): Promise<{ id: string; value: string } | undefined> {
  const listed = sql`${idColumn}::text = any(${sql.param(ids)}::text[])`;
  if (!isLookup(shown)) {
    const [row] = rowsOf<{ id: string; value: string }>(
      await database.db.execute(sql`select ${idColumn}::text as "id", ${text(shown)} as "value" from ${table}
        where ${listed} and coalesce(${text(shown)}, '') <> '' order by ${idColumn} limit 1`),
    );
    return row;
  }
  // The listed rows' keys, then the related rows' text by key: two statements, so a lookup into the listed table
  // itself (a location's parent) needs no alias.
  const keys = rowsOf<{ id: string; of: string }>(
    await database.db.execute(sql`select ${idColumn}::text as "id", ${text(shown.of)} as "of" from ${table} where ${listed} and ${shown.of} is not null`),
  );
  if (keys.length === 0) return undefined;
  const [related] = rowsOf<{ key: string; value: string }>(
    await database.db.execute(sql`select ${text(shown.key)} as "key", ${text(shown.text)} as "value" from ${shown.from}
      where ${text(shown.key)} = any(${sql.param(keys.map((k) => k.of))}::text[]) and coalesce(${text(shown.text)}, '') <> '' order by 1, 2 limit 1`),
  );
  if (!related) return undefined;
  return { id: keys.find((k) => k.of === related.key)!.id, value: related.value };
}

/** What a user would type: a fragment of the text (its inside, when long enough), in another case. */
function fragmentOf(value: string): string {
  const inner = value.length > 6 ? value.slice(1, -1) : value;
  const line = inner.split('\n').map((l) => l.trim()).find((l) => l.length > 0) ?? inner;
  const fragment = line.slice(0, 40).trim();
  return fragment === fragment.toUpperCase() ? fragment.toLowerCase() : fragment.toUpperCase();
}

async function listedIds(name: string, byInternalId: boolean, search?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const query = new URLSearchParams({ pageSize: '1000', pageIndex: String(pageIndex) });
    if (search !== undefined) query.set('search', search);
    const response = await app.inject({ method: 'GET', url: `/api/${name}?${query}`, headers: authed(token) });
    expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    // Items are named as their routes name them: by externalId, or by internal id (permissions).
    const page = response.json() as { count: number; items: { externalId?: string; internalId?: number }[] };
    ids.push(...page.items.map((item) => String(byInternalId ? item.internalId : item.externalId)));
    if (page.items.length === 0 || ids.length >= page.count) return ids;
  }
}

describe('search finds every text a list shows', () => {
  it('walks every registered list', () => {
    const names = registeredResources(app).map((r) => r.name);
    // The lists the console shows; a new one is walked as soon as it is registered.
    expect(names).toEqual(expect.arrayContaining(['assets', 'orders', 'enterprises', 'users', 'locations', 'visits', 'alerts/orders', 'assets/uploads']));
    for (const definition of registeredResources(app)) expect(Object.keys(definition.columns).length, definition.name).toBeGreaterThan(0);
  });

  it('finds, in each list, a row by the text of each column it shows', async () => {
    const checked: string[] = [];
    const unshown: string[] = [];
    for (const definition of registeredResources(app)) {
      const ids = await listedIds(definition.name, definition.id !== undefined);
      for (const [column, shown] of Object.entries(definition.columns)) {
        if (shown === null) continue;
        const row = await shownBy(definition.table, definition.id?.column ?? definition.table.externalId, shown, ids);
        if (!row) {
          unshown.push(`${definition.name} ${column}`);
          continue;
        }
        const search = fragmentOf(row.value);
        const found = await listedIds(definition.name, definition.id !== undefined, search);
        expect(found, `${definition.name}: column ${column} shows "${row.value}"; searching "${search}" must find row ${row.id}`).toContain(row.id);
        checked.push(`${definition.name} ${column}`);
      }
    }
    // The seed fills every shown column on some listed row: none goes unchecked.
    expect(checked).toEqual(expect.arrayContaining(['orders deliveryLocationName', 'orders accountName', 'orders items', 'assets location', 'assets modelCode', 'assets accountName']));
    expect(unshown, 'columns no listed row shows').toEqual([]);
  }, 120_000);

  it('exports what the searched list shows', async () => {
    const [order] = rowsOf<{ id: string; number: string; location: string }>(
      await database.db.execute(sql`select o.external_id::text as "id", o.order_number as "number", l.name as "location"
        from orders o join locations l on l.external_id = o.delivery_location_id where o.status = 'ACTIVE' order by o.order_number limit 1`),
    );
    expect(order).toBeDefined();
    const listed = await app.inject({ method: 'GET', url: `/api/orders?${new URLSearchParams({ search: order!.location, pageSize: '1000' })}`, headers: authed(token) });
    const numbers = (listed.json() as { items: { orderNumber: string }[] }).items.map((o) => o.orderNumber);
    expect(numbers).toContain(order!.number);
    const exported = await app.inject({ method: 'GET', url: `/api/orders/export.csv?${new URLSearchParams({ search: order!.location })}`, headers: authed(token) });
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.split('\r\n').slice(1).filter((line) => line.length > 0);
    expect(rows).toHaveLength(numbers.length);
    for (const number of numbers) expect(exported.body).toContain(number);
  });
});

describe('the search of the large lists is answered through indexes', () => {
  for (const definition of [assetResource, orderResource]) {
    it(`${definition.name}: no table is read whole`, async () => {
      const table = definition.table as PgTable;
      const where = searchMatches(definition.search, definition.columns, containsPattern('Room 60'))!;
      // With sequential scans priced out, a plan still holds one only where no index can answer a condition.
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select ${definition.table.internalId} from ${table} where ${where}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/BitmapOr/);
    });
  }
});
