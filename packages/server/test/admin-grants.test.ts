/**
 * Every administration route × every demo role: 401 without a token, 403 without the grant the
 * route declares, and through the guard otherwise. The expectations come from the seed's grant
 * table (DEMO_ROLES over the permission catalogue) and @equipdesk/permissions, never hard-coded.
 * Write routes are called with an empty body or an unknown id, so an allowed call ends in 400/404
 * and the data stays as seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hasGrant, hasNoPermissions, isAllowed, type Action, type PermissionEntry, type PermissionType } from '@equipdesk/permissions';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { DEMO_ROLES, catalogueEntries, roleHolds } from '../src/seed/grants';
import { DEMO_USERS } from '../src/seed/seed';
import { authed, createTestDatabase, login, testApp, type TestDatabase } from './helpers';

type Need = 'any' | 'authenticated' | { area: string; action: Action } | { area: string; type: PermissionType };
interface RouteCase {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  need: Need;
}

const UNKNOWN = '6d1f3a52-0c4e-4d7b-9a8e-1f2b3c4d5e6f';
const view = (area: string): Need => ({ area, action: 'VIEW' });

const ROUTES: RouteCase[] = [
  // users
  { method: 'GET', url: '/api/users', need: view('users') },
  { method: 'GET', url: '/api/users/ddlist', need: 'any' },
  { method: 'GET', url: '/api/users/exists?handle=admin', need: view('users') },
  { method: 'GET', url: `/api/users/mono?q=${UNKNOWN}`, need: view('users') },
  { method: 'GET', url: '/api/users/assignables?flavor=LITE', need: 'any' },
  { method: 'GET', url: '/api/users/export.csv', need: { area: 'users', action: 'EXPORT' } },
  { method: 'GET', url: '/api/users/export.xlsx', need: { area: 'users', action: 'EXPORT' } },
  { method: 'GET', url: '/api/users/profile', need: 'authenticated' },
  { method: 'POST', url: '/api/users/profile', need: { area: 'profile', type: 'EDIT' } },
  { method: 'PUT', url: '/api/users', need: { area: 'users', action: 'NEW' } },
  { method: 'POST', url: `/api/users/${UNKNOWN}`, need: { area: 'users', type: 'EDIT' } },
  { method: 'POST', url: `/api/users/${UNKNOWN}/reset`, need: { area: 'users', action: 'RESET' } },
  { method: 'POST', url: `/api/users/${UNKNOWN}/activate`, need: { area: 'users', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/users/${UNKNOWN}/deactivate`, need: { area: 'users', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/users/${UNKNOWN}/remove`, need: { area: 'users', action: 'DELETE' } },
  // enterprises
  { method: 'GET', url: '/api/enterprises', need: 'any' },
  { method: 'GET', url: '/api/enterprises/ddlist', need: 'any' },
  { method: 'GET', url: '/api/enterprises/exists?name=x', need: view('enterprises') },
  { method: 'GET', url: '/api/enterprises/export.csv', need: { area: 'enterprises', action: 'EXPORT' } },
  { method: 'GET', url: '/api/enterprises/export.xlsx', need: { area: 'enterprises', action: 'EXPORT' } },
  { method: 'PUT', url: '/api/enterprises', need: { area: 'enterprises', action: 'NEW' } },
  { method: 'POST', url: `/api/enterprises/${UNKNOWN}`, need: { area: 'enterprises', type: 'EDIT' } },
  { method: 'POST', url: `/api/enterprises/${UNKNOWN}/activate`, need: { area: 'enterprises', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/enterprises/${UNKNOWN}/deactivate`, need: { area: 'enterprises', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/enterprises/${UNKNOWN}/remove`, need: { area: 'enterprises', action: 'DELETE' } },
  // roles
  { method: 'GET', url: '/api/roles', need: 'any' },
  { method: 'GET', url: '/api/roles/ddlist', need: 'any' },
  { method: 'GET', url: '/api/roles/exists?name=x', need: view('roles') },
  { method: 'GET', url: '/api/roles/export.csv', need: { area: 'roles', action: 'EXPORT' } },
  { method: 'PUT', url: '/api/roles', need: { area: 'roles', action: 'NEW' } },
  { method: 'POST', url: `/api/roles/${UNKNOWN}`, need: { area: 'roles', type: 'EDIT' } },
  { method: 'POST', url: `/api/roles/${UNKNOWN}/activate`, need: { area: 'roles', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/roles/${UNKNOWN}/deactivate`, need: { area: 'roles', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/roles/${UNKNOWN}/remove`, need: { area: 'roles', action: 'DELETE' } },
  { method: 'POST', url: `/api/roles/grant/${UNKNOWN}`, need: { area: 'permissions', type: 'EDIT' } },
  { method: 'POST', url: `/api/roles/deny/${UNKNOWN}`, need: { area: 'permissions', type: 'EDIT' } },
  // permissions
  { method: 'GET', url: '/api/permissions', need: view('permissions') },
  { method: 'GET', url: '/api/permissions/list', need: view('permissions') },
  { method: 'GET', url: '/api/permissions/exists?value=users&context=URI&type=VIEW&platform=WEB', need: view('permissions') },
  { method: 'GET', url: '/api/permissions/export.csv', need: { area: 'permissions', action: 'EXPORT' } },
  { method: 'GET', url: '/api/permissions/export.xlsx', need: { area: 'permissions', action: 'EXPORT' } },
  { method: 'PUT', url: '/api/permissions', need: { area: 'permissions', action: 'NEW' } },
  { method: 'POST', url: '/api/permissions/999999', need: { area: 'permissions', type: 'EDIT' } },
  // assets (declared through the layer)
  { method: 'GET', url: '/api/assets?pageSize=5', need: view('assets') },
  { method: 'GET', url: '/api/assets/export.csv?search=SN1000000', need: { area: 'assets', action: 'EXPORT' } },
  { method: 'POST', url: `/api/assets/${UNKNOWN}/deactivate`, need: { area: 'assets', action: 'DEACTIVATE' } },
];

/** The session entries of a demo role, straight from the seed's grant table. */
function entriesOf(identifier: string): PermissionEntry[] {
  const role = DEMO_ROLES.find((r) => r.identifier === identifier);
  if (!role) throw new Error(`no demo role ${identifier}`);
  return catalogueEntries()
    .filter((e) => roleHolds(role.grants, e))
    .map((e) => ({ value: e.value, type: e.type, context: e.context }));
}

function allowed(entries: PermissionEntry[], need: Need): boolean {
  if (need === 'authenticated') return true;
  if (need === 'any') return !hasNoPermissions(entries);
  if ('type' in need) return hasGrant(entries, need.area, need.type);
  return isAllowed(entries, need.area, need.action);
}

let database: TestDatabase;
let app: FastifyInstance;
const tokens = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  for (const user of DEMO_USERS) tokens.set(user.username, await login(app, user.username));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('administration routes × demo roles', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const anonymous = await app.inject({ method: route.method, url: route.url });
    expect(anonymous.statusCode).toBe(401);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const user of DEMO_USERS) {
      const response = await app.inject({ method: route.method, url: route.url, headers: authed(tokens.get(user.username)!), payload: route.method === 'GET' ? undefined : {} });
      const may = allowed(entriesOf(user.role), route.need);
      const status = response.statusCode;
      if (!may) {
        expect(response.json()).toEqual({ success: false, message: MESSAGES.notPrivileged });
      }
      outcomes.push(`${user.username}:${status === 403 ? 403 : status === 401 ? 401 : route.method === 'GET' && status === 200 ? 200 : route.method === 'GET' ? status : 'passed'}`);
      expected.push(`${user.username}:${may ? (route.method === 'GET' ? (route.url.includes('/mono') ? 404 : 200) : 'passed') : 403}`);
    }
    expect(outcomes).toEqual(expected);
  });

  it('covers roles that are allowed and roles that are refused', () => {
    // The table above would prove little if every role got the same answer everywhere.
    const users = ROUTES.find((r) => r.url === '/api/users')!;
    const verdicts = DEMO_USERS.map((u) => allowed(entriesOf(u.role), users.need));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });
});
