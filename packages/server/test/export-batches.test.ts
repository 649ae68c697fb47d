/**
 * A list export longer than one batch (resources/resource.ts `exportPages`): every matching row once, in the
 * list's order, the same rows the paged list answers, whatever the sort and direction.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../src/db/schema';
import { EXPORT_BATCH } from '../src/resources/resource';
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

async function listedIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const response = await app.inject({ method: 'GET', url: `/api/models?${query}&pageSize=1000&pageIndex=${pageIndex}`, headers: authed(token) });
    expect(response.statusCode).toBe(200);
    const page = json<{ count: number; items: { externalId: string }[] }>(response);
    ids.push(...page.items.map((m) => m.externalId));
    if (ids.length >= page.count || page.items.length === 0) return ids;
  }
}

describe('an export of more than one batch', () => {
  for (const query of ['sortBy=modelCode&sortDirection=desc', 'sortBy=modelDescription&sortDirection=asc&statuses=ACTIVE&statuses=INACTIVE', 'sortBy=modelDescription&sortDirection=desc', 'search=BATCH-00']) {
    it(`writes every row once in the list's order (${query})`, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/models/export.csv?${query}`, headers: authed(token) });
      expect(response.statusCode).toBe(200);
      const exported = exportedIds(response.body);
      const listed = await listedIds(query);
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported.length).toBeGreaterThan(query.startsWith('search') ? 100 : EXPORT_BATCH * 2);
      expect(exported).toEqual(listed);
    });
  }
});
