/** The site-data tests' set-up: the seeded database, an admin, a technician and a supervisor, the calls and a facility. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Facility, ListResponse } from '@equipdesk/api-client/contract';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

export let database: TestDatabase;
export let app: FastifyInstance;
export let admin: Record<string, string>;
export let technician: Record<string, string>;
export let supervisor: Record<string, string>;

export const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
export const put = (url: string, payload: unknown, headers = admin) => app.inject({ method: 'PUT', url, headers, payload: payload as object });
export const post = (url: string, payload?: unknown, headers = admin) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
export const errorsOf = (r: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries((json<{ errors?: { field: string; message: string }[] }>(r).errors ?? []).map((e) => [e.field, e.message]));
export const list = async <T>(url: string, headers = admin): Promise<ListResponse<T>> => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
};
export const csvLines = (r: LightMyRequestResponse): string[] => r.body.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l.length > 0);

export let facility: Facility;
export let enterpriseId: string;

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useFacilitiesFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db);
    admin = authed(await login(app, 'admin'));
    technician = authed(await login(app, 'technician'));
    supervisor = authed(await login(app, 'supervisor'));
    facility = (await list<Facility>('/api/facilities?pageSize=1&sortBy=numLocations&sortDirection=desc')).items[0]!;
    enterpriseId = facility.enterprise;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
