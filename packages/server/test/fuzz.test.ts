/**
 * Fuzzing every /api route of Fastify's route table (routes added later are fuzzed without anyone listing them)
 * with malformed input from fast-check: wrong types, huge strings, deep nesting, NUL and odd unicode, negative and
 * huge paging, sort keys every object answers to, ids that are not ids, wrong content types. Passes when no answer
 * is a 5xx, no body carries a stack trace, SQL or a file path, and the server still answers afterwards.
 * FUZZ_SEED replays a run; FUZZ_RUNS sets the requests per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { ApiRoute } from '../src/auth/guard';
import { declaredParameters } from '../src/http/query';
import { authed, createTestDatabase, login, testApp, type TestDatabase } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 28);

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
/** The route that ends one of the caller's own sessions, this run's included. */
const OWN_SESSION_END = '/api/users/profile/sessions/:sessionId/end';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  token = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Text a client should never be able to get the server to say. */
const LEAKS = [/\bat [\w.<>]+ \(/, /\/work\//, /node_modules/, /Failed query/i, /\bselect\b[\s\S]{0,200}\bfrom\b/i, /\binsert into\b/i, /syntax error/i, /\.ts:\d+/, /"stack"/];

const ODD_VALUES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202e\u202d',
  '🙂'.repeat(50),
  'é漢字',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  'toString',
  '__proto__',
  'constructor',
  'valueOf',
  'hasOwnProperty',
  '',
  ' ',
  'null',
  'NaN',
  '-1',
  '-999999999999',
  '1e308',
  '99999999999999999999',
  '0x10',
  'ACTIVE',
  'BOGUS',
];
const odd = fc.constantFrom(...ODD_VALUES);
const text = fc.oneof(
  { weight: 4, arbitrary: odd },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(100_000)) },
  { weight: 1, arbitrary: fc.uuid() },
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1_000_000_000, Number.MAX_SAFE_INTEGER));
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const QUERY_KEYS = ['pageIndex', 'pageSize', 'sortBy', 'sortDirection', 'search', 'statuses', 'facilities', 'accounts', 'roles', 'userTypes', 'models', 'products', 'contracts', 'externalId', 'id', 'name', 'email', 'username', 'q', 'account', 'accountNo', 'contractNo', 'serialNumber', 'locationTypes', 'utilizationStatuses', 'pending', 'commissionStatus', 'actions', 'entityTypes', 'entityId', 'from', 'to', '__proto__', 'constructor'];
const queryValue = fc.oneof(text, number.map(String), fc.array(text, { maxLength: 4 }));
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), queryValue, { maxKeys: 5 });
const deep = fc.integer({ min: 10, max: 2000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
const json = fc.jsonValue({ maxDepth: 4 });
const BODY_KEYS = ['name', 'username', 'password', 'confirmPassword', 'currentPassword', 'email', 'role', 'status', 'account', 'facility', 'enterprise', 'model', 'entries', 'type', 'ids', 'toggle', 'accountNo', 'contractNo', 'serialNumber', 'groupName', 'parent', 'timeZone'];
const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom('name', 'username', 'password', 'email', 'role', 'status', 'account', 'facility', 'model', 'entries', 'type', 'ids', 'toggle', '__proto__'), fc.string({ maxLength: 10 })), fc.oneof(scalar, json, fc.array(scalar, { maxLength: 5 })), { maxKeys: 6 }).map((o) => ({ kind: 'json' as const, value: JSON.stringify(o) })) },
  { weight: 1, arbitrary: json.map((v) => ({ kind: 'json' as const, value: JSON.stringify(v) })) },
  { weight: 1, arbitrary: deep.map((v) => ({ kind: 'json' as const, value: v })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((v) => ({ kind: 'json' as const, value: `{"broken": ${v}` })) },
  { weight: 1, arbitrary: text.map((v) => ({ kind: 'text' as const, value: v })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'form' as const, value: 'name=%00&role=x' }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const, value: '' }) },
);
const param = fc.oneof(fc.uuid(), text.filter((t) => t.length < 5000), fc.integer().map(String));

const request = fc.record({ params: fc.array(param, { minLength: 4, maxLength: 4 }), query, body, anonymous: fc.boolean() });

/** Percent-encodes any string, lone surrogates too (as the bytes a careless client would send: WTF-8). */
function encode(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  });
}

function pathOf(route: ApiRoute, params: string[]): string {
  let i = 0;
  return route.url.replace(/:[A-Za-z]+/g, () => encode(params[i++ % params.length]!));
}

function queryString(q: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) for (const v of [value].flat()) search.append(key, String(v));
  return search.toString();
}

const CONTENT_TYPES = { json: 'application/json', text: 'text/plain', form: 'application/x-www-form-urlencoded', none: undefined } as const;

describe('fuzzing every route', () => {
  it(`answers malformed input without a 5xx or a leak (seed ${SEED})`, async () => {
    const routes = app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    // The table is Fastify's own: the audit log's routes are in it like any other.
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/audit', '/api/audit/verify', '/api/audit/export.csv', '/api/audit/export.xlsx', '/api/audit/archives', '/api/audit/archives/:id']),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      // Random requests, then each odd value everywhere at once: every query key, every path parameter, every
      // field of the body (so NUL in a search is tried on every route, not left to chance).
      const samples = [
        ...fc.sample(request, { numRuns: RUNS_PER_ROUTE, seed: SEED + index }),
        ...ODD_VALUES.map((v) => ({
          params: [v, v, v, v],
          query: Object.fromEntries(QUERY_KEYS.map((k) => [k, v])),
          body: { kind: 'json' as const, value: JSON.stringify(Object.fromEntries(BODY_KEYS.map((k) => [k, v]))) },
          anonymous: false,
        })),
      ];
      for (const sample of samples) {
        const qs = queryString(sample.query);
        const url = `${pathOf(route, sample.params)}${qs ? `?${qs}` : ''}`;
        const withBody = route.method !== 'GET' && sample.body.kind !== 'none';
        const contentType = CONTENT_TYPES[sample.body.kind];
        // Signing out would end the session the other requests use: it is fuzzed without one.
        const anonymous = sample.anonymous || route.url === '/api/logout';
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...(anonymous ? {} : authed(token)), ...(withBody && contentType ? { 'content-type': contentType } : {}) },
          ...(withBody ? { payload: sample.body.value } : {}),
        });
        sent++;
        // Ending one of your own sessions by its id may end this one (the ids are small numbers a sample can hit):
        // that is the route working, so the run signs in again and goes on.
        if (route.url === OWN_SESSION_END && !anonymous && (await app.inject({ url: '/api/users/profile', headers: authed(token) })).statusCode === 401) {
          token = await login(app, 'admin');
        }
        const where = `${route.method} ${url.slice(0, 200)} body=${withBody ? sample.body.value.slice(0, 120) : '-'}`;
        if (response.statusCode >= 500) failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        const leak = LEAKS.find((pattern) => pattern.test(response.body));
        if (leak) failures.push(`${where} → leaks ${leak}: ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400 && !String(response.headers['content-type'] ?? '').includes('application/json')) {
          failures.push(`${where} → ${response.statusCode} is not JSON (${response.headers['content-type']})`);
        }
      }
    }
    console.log(`fuzzing: ${sent} requests over ${routes.length} routes, seed ${SEED}`);
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(failures.slice(0, 20), `seed ${SEED}: ${failures.length} failures`).toEqual([]);
    // Still serving, and the data still reads.
    const after = await app.inject({ url: '/api/users/profile', headers: authed(token) });
    expect(after.statusCode).toBe(200);
  }, 240_000);
});

describe('the query of every GET route', () => {
  /** A value no declared parameter takes: every text, id, number and list value is far shorter. */
  const BAD = 'x'.repeat(5000);
  const answerOf = (body: string) => JSON.parse(body) as { message?: string; errors?: { field: string }[] };
  const fieldsOf = (body: string): string[] => (answerOf(body).errors ?? []).map((e) => e.field);

  it('answers an unknown parameter and a bad value of each declared one 400, naming it', async () => {
    const routes = app.apiRoutes.filter((r) => r.method === 'GET');
    const failures: string[] = [];
    let declared = 0;
    for (const route of routes) {
      const path = pathOf(route, ['0f4e1c2a-7d5b-4e8f-9a3c-2b1d6e7f8a90']);
      const unknown = await app.inject({ url: `${path}?notAParameter=1`, headers: authed(token) });
      if (unknown.statusCode !== 400 || !fieldsOf(unknown.body).includes('notAParameter') || !(answerOf(unknown.body).message ?? '').includes('notAParameter')) {
        failures.push(`GET ${route.url}?notAParameter=1 → ${unknown.statusCode} ${unknown.body.slice(0, 200)}`);
      }
      for (const name of declaredParameters(app, 'GET', route.url)) {
        declared++;
        const bad = await app.inject({ url: `${path}?${name}=${BAD}`, headers: authed(token) });
        if (bad.statusCode !== 400 || !fieldsOf(bad.body).includes(name)) failures.push(`GET ${route.url}?${name}=x… → ${bad.statusCode} ${bad.body.slice(0, 200)}`);
      }
    }
    console.log(`query checks: ${routes.length} GET routes, ${declared} declared parameters`);
    expect(declared).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 240_000);
});
