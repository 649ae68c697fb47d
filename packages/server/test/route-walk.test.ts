/**
 * The route × role walk: every /api route in Fastify's own route table (a route added later is walked without
 * anyone listing it) is called without a token, and by every demo role, and the answer is checked against the
 * grants the seed gives that role, decided by the same function the guard uses. Every route that names an item is
 * also called by a scoped role with an id outside its scope: 403 or 404, and the item does not change.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isPrivilegedRole } from '@equipdesk/permissions';
import { grantOfQuery, isQueryGrant, satisfies, type ApiRoute, type StaticGrant } from '../src/auth/guard';
import { permissionsOfRole, type Session } from '../src/auth/session';
import { parseSsoProviders } from '../src/sso/config';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

const ROLES = ['admin', 'supervisor', 'technician', 'standard', 'customer', 'support', 'stakeholder', 'caregiver', 'noaccess'];

let database: TestDatabase;
let app: FastifyInstance;
const tokens = new Map<string, string>();
const sessions = new Map<string, Session>();
let routes: ApiRoute[];

beforeAll(async () => {
  database = await createTestDatabase();
  // One OpenID provider, named as the walk names path parameters (`walk-provider`), so that the sign-in routes run
  // their own checks rather than the unknown provider's 404 (its issuer does not answer: the walk needs no provider).
  app = await testApp(database.db, {
    ssoProviders: parseSsoProviders({ EQUIPDESK_OIDC_PROVIDERS: 'walk-provider', EQUIPDESK_OIDC_WALK_PROVIDER_ISSUER: 'http://127.0.0.1:9', EQUIPDESK_OIDC_WALK_PROVIDER_CLIENT_ID: 'walk', EQUIPDESK_OIDC_WALK_PROVIDER_ROLE_MAP: 'walkers=ROLE_ADMIN' }),
  });
  for (const username of ROLES) {
    tokens.set(username, await login(app, username));
    const result = (await database.db.execute(sql`select u.external_id, u.username, r.external_id as role_id, r.identifier
      from users u join roles r on r.external_id = u.role_id where u.username = ${username}`)) as unknown as {
      rows: { external_id: string; role_id: string; identifier: string }[];
    };
    const row = result.rows[0]!;
    sessions.set(username, {
      tokenHash: '',
      user: { externalId: row.external_id, username, name: username, email: '', type: 'A2', roleId: row.role_id, roleIdentifier: row.identifier, roleName: row.identifier },
      permissions: await permissionsOfRole(database.db, row.role_id),
      privileged: isPrivilegedRole(row.identifier),
    });
  }
  routes = app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The collection a route's `:id` belongs to: `/api/{name}/:id...`. */
function collectionOf(route: ApiRoute): string | null {
  const match = /^\/api\/([^/:]+)\/:id(\/|$)/.exec(route.url);
  return match ? match[1]! : null;
}

const realIds = new Map<string, string>();
/** An id of an existing item of the collection, read as admin from its list. */
async function realId(collection: string): Promise<string> {
  const known = realIds.get(collection);
  if (known) return known;
  const response = await app.inject({ url: `/api/${collection}?pageSize=1`, headers: authed(tokens.get('admin')!) });
  const id = response.statusCode === 200 ? json<{ items?: { externalId?: string }[] }>(response).items?.[0]?.externalId : undefined;
  // A route whose id cannot be filled is a new kind of route: teach this walk where its items are listed.
  if (!id) throw new Error(`the walk cannot find an id for ${collection} (GET /api/${collection} answered ${response.statusCode})`);
  realIds.set(collection, id);
  return id;
}

/**
 * The URL to call. Reads name a real item; mutations name an item that does not exist (a 404 proves the grant
 * passed without changing the data the other calls need), and other parameters get a value of the right shape.
 */
async function urlOf(route: ApiRoute): Promise<string> {
  const collection = collectionOf(route);
  let url = route.url;
  if (collection) url = url.replace(':id', MUTATING.has(route.method) ? randomUUID() : await realId(collection));
  return url.replace(/:([A-Za-z]+)/g, (_all, name: string) => (name === 'id' ? randomUUID() : `walk-${name}`));
}

/**
 * The calls a route serves: one, or for a route whose grant depends on a query parameter, one without it and one with
 * it (empty: the call's own validation answers, so the walk issues nothing).
 */
function queriesOf(route: ApiRoute): string[] {
  return isQueryGrant(route.grant) ? ['', `?${route.grant.query}=`] : [''];
}

function expected(route: ApiRoute, username: string, query = ''): 'allowed' | 'forbidden' {
  if (!route.auth) return 'allowed';
  const grant = isQueryGrant(route.grant) ? grantOfQuery(route.grant, Object.fromEntries(new URLSearchParams(query))) : (route.grant as StaticGrant | undefined);
  return satisfies(sessions.get(username)!, grant ?? 'authenticated') ? 'allowed' : 'forbidden';
}

async function call(route: ApiRoute, url: string, token: string | null) {
  const headers = token ? authed(token) : {};
  return app.inject({ method: route.method as 'GET', url, headers, ...(MUTATING.has(route.method) ? { payload: {} } : {}) });
}

describe('the route table', () => {
  it('is read from Fastify and covers every area', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const area of ['users', 'roles', 'permissions', 'enterprises', 'facilities', 'accounts', 'contracts', 'locations', 'assets', 'audit', 'sso']) {
      expect(routes.some((r) => r.url.startsWith(`/api/${area}`)), area).toBe(true);
    }
  });
});

describe('every route', () => {
  it('answers 401 without a token, unless it is public', async () => {
    for (const route of routes) {
      if (!route.auth) continue;
      const response = await call(route, await urlOf(route), null);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(json(response)).toMatchObject({ success: false });
    }
  });

  it.each(ROLES)('answers %s as the seed\'s grants say: 403 without the grant, never 401, 403 or 5xx with it', async (username) => {
    const failures: string[] = [];
    for (const route of routes) {
      // Signing out ends the session: it gets a session of its own.
      for (const query of queriesOf(route)) {
        const token = route.url === '/api/logout' ? await login(app, username) : tokens.get(username)!;
        const url = `${await urlOf(route)}${query}`;
        const response = await call(route, url, token);
        const want = expected(route, username, query);
        const got = response.statusCode;
        const ok = want === 'forbidden' ? got === 403 : got !== 401 && got !== 403 && got < 500;
        if (!ok) failures.push(`${route.method} ${url}: expected ${want}, got ${got} ${response.body.slice(0, 120)}`);
        // A mutation by the walk never succeeds: it names no real item, or sends an empty form.
        if (MUTATING.has(route.method) && route.auth && route.url !== '/api/logout' && got >= 200 && got < 300) {
          failures.push(`${route.method} ${url}: a mutation with an empty form or an unknown id answered ${got}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every route that names an item', () => {
  it('answers a scoped role 403 or 404 for an item outside its scope, and the item does not change', async () => {
    const scoped = 'supervisor';
    // The supervisor is given every grant (the matrix could), so each route reaches its lookup, not the grant check.
    await database.db.execute(sql`update role_permissions rp set granted = true from roles r
      where rp.role_id = r.external_id and r.identifier = 'ROLE_SUPERVISOR'`);
    const admin = tokens.get('admin')!;
    const token = tokens.get(scoped)!;
    const rowOf = async (collection: string, id: string) =>
      json<{ items: { externalId: string }[] }>(await app.inject({ url: `/api/${collection}?pageSize=1000&statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED`, headers: authed(admin) })).items.find(
        (i) => i.externalId === id,
      );
    let walked = 0;
    for (const route of routes) {
      const collection = collectionOf(route);
      if (!collection || !route.auth) continue;
      const everyone = await app.inject({ url: `/api/${collection}?pageSize=1000`, headers: authed(admin) });
      const mine = await app.inject({ url: `/api/${collection}?pageSize=1000`, headers: authed(token) });
      if (everyone.statusCode !== 200 || mine.statusCode !== 200) continue;
      const visible = new Set(json<{ items: { externalId: string }[] }>(mine).items.map((i) => i.externalId));
      const outside = json<{ items: { externalId: string }[] }>(everyone).items.find((i) => !visible.has(i.externalId));
      // A collection every user sees whole (roles, permissions) has nothing outside anyone's scope.
      if (!outside) continue;
      const before = await rowOf(collection, outside.externalId);
      const url = route.url.replace(':id', outside.externalId).replace(/:([A-Za-z]+)/g, 'walk');
      const response = await app.inject({ method: route.method as 'GET', url, headers: authed(token), ...(MUTATING.has(route.method) ? { payload: {} } : {}) });
      expect([403, 404], `${route.method} ${url}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      expect(await rowOf(collection, outside.externalId), `${route.method} ${url}`).toEqual(before);
      walked++;
    }
    expect(walked).toBeGreaterThan(20);
  });
});
