/** The administration tests' set-up: the seeded database, a signed-in admin, the roles, links and calls. */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import type { Enterprise, ListResponse, Role } from '@equipdesk/api-client/contract';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

export let database: TestDatabase;
export let app: FastifyInstance;
export let admin: Record<string, string>;
export let roles: Role[];
export let enterpriseId: string;
export let accountIds: string[];
export let facilityIds: string[];

export const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
export const put = (url: string, payload: unknown, headers = admin) => app.inject({ method: 'PUT', url, headers, payload: payload as object });
export const post = (url: string, payload?: unknown, headers = admin) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
export const roleId = (identifier: string): string => roles.find((r) => r.identifier === identifier)!.externalId;
export const messagesOf = (r: LightMyRequestResponse): string[] => (json<{ errors?: { message: string }[] }>(r).errors ?? []).map((e) => e.message);

export { parseCsv } from './helpers';

export function parseXlsx(buffer: Buffer): unknown[][] {
  const book = XLSX.read(buffer, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
}

export function newUser(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Quinn Newhire',
    email: 'Quinn.Newhire@Example.org',
    password: 'Welcome#2026',
    role: roleId('ROLE_STANDARD'),
    type: 'A2',
    enterprises: [enterpriseId],
    facilities: [facilityIds[0]],
    accounts: [accountIds[0]],
    enabled: true,
    accountNonExpired: true,
    accountNonLocked: true,
    credentialsNonExpired: true,
    ...overrides,
  };
}

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useAdminResourcesFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db);
    admin = authed(await login(app, 'admin'));
    roles = json<ListResponse<Role>>(await get('/api/roles?pageSize=100')).items;
    enterpriseId = json<ListResponse<Enterprise>>(await get('/api/enterprises')).items[0]!.externalId;
    const accounts = json<ListResponse<{ externalId: string; facility: string }>>(await get('/api/accounts/ddlist')).items;
    accountIds = accounts.map((a) => a.externalId);
    facilityIds = [...new Set(accounts.map((a) => a.facility))];
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
