/** The alert tests' set-up: the seeded database, a signed-in user of every role and the listing calls. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { ALERT_STATUSES } from '@equipdesk/api-client/contract';
import type { ListResponse } from '@equipdesk/api-client/contract';
import { alerts } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

export let database: TestDatabase;
export let app: FastifyInstance;
export const headers = new Map<string, Record<string, string>>();
export const MINUTE = 60_000;
export const DAY = 86_400_000;

export type Kind = 'orders' | 'pm' | 'par';

export function flux(kind: Kind, body: Record<string, unknown> = {}, who = 'admin'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/alerts/${kind}/flux`, headers: headers.get(who)!, payload: { pageIndex: 0, pageSize: 50, ...body } });
}

export async function page<T>(kind: Kind, body: Record<string, unknown> = {}, who = 'admin'): Promise<ListResponse<T>> {
  const response = await flux(kind, body, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
}

/** Every alert of a listing that the body selects (all statuses unless it says otherwise), read page by page. */
export async function all<T extends { externalId: string }>(kind: Kind, body: Record<string, unknown> = {}, who = 'admin'): Promise<T[]> {
  const out: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const { items, count } = await page<T>(kind, { pageSize: 500, statuses: [...ALERT_STATUSES], ...body, pageIndex }, who);
    out.push(...items);
    if (out.length >= count || items.length === 0) return out;
  }
}

/** The alert rows of one subject, as stored. */
export async function alertsOf(column: 'orderId' | 'assetId' | 'locationId', id: string) {
  return database.db.select().from(alerts).where(eq(alerts[column], id)).orderBy(alerts.internalId);
}

export const unresolved = (rows: { alertStatus: string }[]) => rows.filter((r) => r.alertStatus !== 'RESOLVED');

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useAlertsFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db);
    for (const username of ['admin', 'supervisor', 'technician', 'standard', 'noaccess']) headers.set(username, authed(await login(app, username)));
    await app.deriveAlerts();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
