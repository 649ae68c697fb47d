/**
 * Every administration and site-data route × every demo role: 401 without a token, 403 without the grant the
 * route declares, and through the guard otherwise. The expectations come from the seed's grant
 * table (DEMO_ROLES over the permission catalogue) and @equipdesk/permissions, never hard-coded.
 * Write routes are called with an empty body or an unknown id, so an allowed call ends in 400/404
 * and the data stays as seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hasGrant, hasNoPermissions, isAllowed, showsAssetEntityActions, type Action, type PermissionEntry, type PermissionType } from '@equipdesk/permissions';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { DEMO_ROLES, catalogueEntries, roleHolds } from '../src/seed/grants';
import { DEMO_USERS } from '../src/seed/seed';
import { authed, createTestDatabase, login, testApp, type TestDatabase } from './helpers';

/** `role`: a rule on the role identifier beside the grant (asset entity actions are the supervisor's, spec 3 §6). */
type Need = 'any' | 'authenticated' | { area: string; action: Action; role?: (identifier: string) => boolean } | { area: string; type: PermissionType };
interface RouteCase {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  need: Need;
  /** What an allowed GET answers when not 200 (an unknown id: 404). */
  allowedStatus?: number;
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
  { method: 'GET', url: `/api/enterprises/${UNKNOWN}`, need: view('enterprises'), allowedStatus: 404 },
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
  { method: 'GET', url: `/api/roles/${UNKNOWN}`, need: view('roles'), allowedStatus: 404 },
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
  { method: 'POST', url: `/api/assets/${UNKNOWN}/deactivate`, need: { area: 'assets', action: 'DEACTIVATE', role: showsAssetEntityActions } },
  // facilities (spec 2 §7)
  { method: 'GET', url: '/api/facilities?pageSize=5', need: view('facilities') },
  { method: 'GET', url: '/api/facilities/ddlist', need: 'any' },
  { method: 'GET', url: '/api/facilities/exists?name=x', need: view('facilities') },
  { method: 'GET', url: '/api/facilities/export.csv', need: { area: 'facilities', action: 'EXPORT' } },
  { method: 'GET', url: '/api/facilities/export.xlsx', need: { area: 'facilities', action: 'EXPORT' } },
  { method: 'GET', url: `/api/facilities/${UNKNOWN}`, need: view('facilities'), allowedStatus: 404 },
  { method: 'GET', url: `/api/facilities/${UNKNOWN}/details`, need: { area: 'facilities', action: 'EDIT' }, allowedStatus: 404 },
  { method: 'PUT', url: '/api/facilities', need: { area: 'facilities', action: 'NEW' } },
  { method: 'POST', url: `/api/facilities/${UNKNOWN}`, need: { area: 'facilities', type: 'EDIT' } },
  { method: 'POST', url: `/api/facilities/${UNKNOWN}/activate`, need: { area: 'facilities', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/facilities/${UNKNOWN}/deactivate`, need: { area: 'facilities', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/facilities/${UNKNOWN}/remove`, need: { area: 'facilities', action: 'DELETE' } },
  // accounts
  { method: 'GET', url: '/api/accounts?pageSize=5', need: view('accounts') },
  { method: 'GET', url: '/api/accounts/ddlist', need: 'any' },
  { method: 'GET', url: '/api/accounts/exists?accountNo=1', need: view('accounts') },
  { method: 'GET', url: '/api/accounts/export.csv', need: { area: 'accounts', action: 'EXPORT' } },
  { method: 'GET', url: '/api/accounts/export.xlsx?pending=PENDING%20ONLY', need: { area: 'accounts', action: 'EXPORT' } },
  { method: 'GET', url: '/api/accounts/timezones', need: 'any' },
  { method: 'GET', url: `/api/accounts/${UNKNOWN}/details`, need: { area: 'accounts', action: 'EDIT' }, allowedStatus: 404 },
  { method: 'GET', url: `/api/accounts/${UNKNOWN}/users`, need: { area: 'accounts', action: 'EDIT' }, allowedStatus: 404 },
  { method: 'GET', url: `/api/accounts/${UNKNOWN}/locations`, need: { area: 'accounts', action: 'EDIT' }, allowedStatus: 404 },
  { method: 'POST', url: `/api/accounts/${UNKNOWN}/users`, need: { area: 'accounts', type: 'EDIT' } },
  { method: 'GET', url: `/api/users/assignables?flavor=LITE&account=${UNKNOWN}`, need: 'any' },
  { method: 'PUT', url: '/api/accounts', need: { area: 'accounts', action: 'NEW' } },
  { method: 'POST', url: `/api/accounts/${UNKNOWN}`, need: { area: 'accounts', type: 'EDIT' } },
  { method: 'POST', url: `/api/accounts/${UNKNOWN}/activate`, need: { area: 'accounts', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/accounts/${UNKNOWN}/deactivate`, need: { area: 'accounts', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/accounts/${UNKNOWN}/remove`, need: { area: 'accounts', action: 'DELETE' } },
  // contracts
  { method: 'GET', url: '/api/contracts?pageSize=5', need: view('contracts') },
  { method: 'GET', url: '/api/contracts/ddlist', need: 'any' },
  { method: 'GET', url: `/api/contracts/${UNKNOWN}`, need: view('contracts'), allowedStatus: 404 },
  { method: 'GET', url: '/api/contracts/exists?contractNo=1', need: view('contracts') },
  { method: 'GET', url: '/api/contracts/export.csv', need: { area: 'contracts', action: 'EXPORT' } },
  { method: 'GET', url: '/api/contracts/export.xlsx', need: { area: 'contracts', action: 'EXPORT' } },
  { method: 'PUT', url: '/api/contracts', need: { area: 'contracts', action: 'NEW' } },
  { method: 'POST', url: `/api/contracts/${UNKNOWN}`, need: { area: 'contracts', type: 'EDIT' } },
  { method: 'POST', url: `/api/contracts/${UNKNOWN}/activate`, need: { area: 'contracts', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/contracts/${UNKNOWN}/deactivate`, need: { area: 'contracts', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/contracts/${UNKNOWN}/remove`, need: { area: 'contracts', action: 'DELETE' } },
  // locations
  { method: 'GET', url: '/api/locations?pageSize=5', need: view('locations') },
  { method: 'GET', url: '/api/locations/ddlist', need: 'any' },
  { method: 'GET', url: '/api/locations/export.csv', need: { area: 'locations', action: 'EXPORT' } },
  { method: 'GET', url: '/api/locations/export.xlsx', need: { area: 'locations', action: 'EXPORT' } },
  { method: 'GET', url: `/api/locations/${UNKNOWN}`, need: view('locations'), allowedStatus: 404 },
  { method: 'GET', url: `/api/locations/${UNKNOWN}/barcode`, need: { area: 'locations', action: 'PRINT' }, allowedStatus: 404 },
  { method: 'GET', url: `/api/locations/${UNKNOWN}/par`, need: { area: 'locations', action: 'EDIT' }, allowedStatus: 404 },
  { method: 'POST', url: `/api/locations/${UNKNOWN}/par`, need: { area: 'locations', type: 'EDIT' } },
  { method: 'PUT', url: '/api/locations', need: { area: 'locations', action: 'NEW' } },
  { method: 'POST', url: `/api/locations/${UNKNOWN}`, need: { area: 'locations', type: 'EDIT' } },
  { method: 'POST', url: `/api/locations/${UNKNOWN}/activate`, need: { area: 'locations', action: 'ACTIVATE' } },
  { method: 'POST', url: `/api/locations/${UNKNOWN}/deactivate`, need: { area: 'locations', action: 'DEACTIVATE' } },
  { method: 'POST', url: `/api/locations/${UNKNOWN}/remove`, need: { area: 'locations', action: 'DELETE' } },
];

/** The session entries of a demo role, straight from the seed's grant table. */
function entriesOf(identifier: string): PermissionEntry[] {
  const role = DEMO_ROLES.find((r) => r.identifier === identifier);
  if (!role) throw new Error(`no demo role ${identifier}`);
  return catalogueEntries()
    .filter((e) => roleHolds(role.grants, e))
    .map((e) => ({ value: e.value, type: e.type, context: e.context }));
}

function allowed(entries: PermissionEntry[], need: Need, roleIdentifier: string): boolean {
  if (need === 'authenticated') return true;
  if (need === 'any') return !hasNoPermissions(entries);
  if ('type' in need) return hasGrant(entries, need.area, need.type);
  if (need.role && !need.role(roleIdentifier)) return false;
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

describe('administration and site-data routes × demo roles', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const anonymous = await app.inject({ method: route.method, url: route.url });
    expect(anonymous.statusCode).toBe(401);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const user of DEMO_USERS) {
      const response = await app.inject({ method: route.method, url: route.url, headers: authed(tokens.get(user.username)!), payload: route.method === 'GET' ? undefined : {} });
      const may = allowed(entriesOf(user.role), route.need, user.role);
      const status = response.statusCode;
      if (!may) {
        expect(response.json()).toEqual({ success: false, message: MESSAGES.notPrivileged });
      }
      outcomes.push(`${user.username}:${status === 403 ? 403 : status === 401 ? 401 : route.method === 'GET' && status === 200 ? 200 : route.method === 'GET' ? status : 'passed'}`);
      expected.push(`${user.username}:${may ? (route.method === 'GET' ? (route.allowedStatus ?? (route.url.includes('/mono') ? 404 : 200)) : 'passed') : 403}`);
    }
    expect(outcomes).toEqual(expected);
  });

  it('covers roles that are allowed and roles that are refused', () => {
    // The table above would prove little if every role got the same answer everywhere.
    const users = ROUTES.find((r) => r.url === '/api/users')!;
    const verdicts = DEMO_USERS.map((u) => allowed(entriesOf(u.role), users.need, u.role));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
    // The label and the par editor split the roles too (supervisor prints but cannot edit par levels).
    for (const url of [`/api/locations/${UNKNOWN}/barcode`, `/api/locations/${UNKNOWN}/par`]) {
      const route = ROUTES.find((r) => r.url === url && r.method === 'GET')!;
      const split = DEMO_USERS.map((u) => allowed(entriesOf(u.role), route.need, u.role));
      expect(split).toContain(true);
      expect(split).toContain(false);
    }
    const supervisor = entriesOf('ROLE_SUPERVISOR');
    expect(allowed(supervisor, { area: 'locations', action: 'PRINT' }, 'ROLE_SUPERVISOR')).toBe(true);
    expect(allowed(supervisor, { area: 'locations', type: 'EDIT' }, 'ROLE_SUPERVISOR')).toBe(false);
  });
});
