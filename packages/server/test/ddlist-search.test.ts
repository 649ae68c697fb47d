/**
 * The ddlists pickers search as the user types (DECISIONS.md "Pickers at a million assets"): `search` on the label and
 * the declared fields, `pageIndex` and `pageSize` (at most DDLIST_PAGE_SIZE), `externalIds` to name chosen values, the
 * declared filters (a location picker's account); a list that grows with the site never answers whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DDLIST_PAGE_SIZE } from '@equipdesk/api-client/contract';
import type { AccountDdItem, FacilityDdItem, ListResponse, LocationDdItem, UserDdItem } from '@equipdesk/api-client/contract';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  admin = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function get<T>(url: string, token = admin): Promise<ListResponse<T>> {
  const response = await app.inject({ method: 'GET', url, headers: authed(token) });
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
}

describe('searching a ddlist', () => {
  it('matches the label in any case, pages it in name order and counts every match', async () => {
    const first = await get<LocationDdItem>('/api/locations/ddlist?search=ROOM&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(first.count).toBeGreaterThan(10);
    expect(first.items.every((l) => /room/i.test(l.name))).toBe(true);
    const second = await get<LocationDdItem>('/api/locations/ddlist?search=ROOM&pageSize=5&pageIndex=1');
    expect(second.count).toBe(first.count);
    const names = [...first.items, ...second.items].map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...first.items, ...second.items].map((l) => l.externalId)).size).toBe(10);
  });

  it('matches the declared fields besides the label: an account by its number, a user by username or email', async () => {
    const [account] = (await get<AccountDdItem>('/api/accounts/ddlist?pageSize=1')).items;
    const byNumber = await get<AccountDdItem>(`/api/accounts/ddlist?search=${account!.accountNo}`);
    expect(byNumber.items.map((a) => a.externalId)).toContain(account!.externalId);
    expect(byNumber.items.every((a) => a.accountNo.includes(account!.accountNo) || a.name.includes(account!.accountNo))).toBe(true);

    const byUsername = await get<UserDdItem>('/api/users/ddlist?search=technician');
    expect(byUsername.items.map((u) => u.username)).toContain('technician');
    const byEmail = await get<UserDdItem>('/api/users/ddlist?search=supervisor%40');
    expect(byEmail.items.map((u) => u.username)).toEqual(['supervisor']);
  });

  it('takes % and _ literally', async () => {
    expect((await get<LocationDdItem>('/api/locations/ddlist?search=%25')).count).toBe(0);
    expect((await get<LocationDdItem>('/api/locations/ddlist?search=_')).count).toBe(0);
  });

  it('names chosen values by externalIds, and narrows a location picker to an account', async () => {
    const some = (await get<LocationDdItem>('/api/locations/ddlist?pageSize=30')).items;
    const chosen = [some[3]!.externalId, some[17]!.externalId];
    const named = await get<LocationDdItem>(`/api/locations/ddlist?externalIds=${chosen[0]}&externalIds=${chosen[1]}`);
    expect(named.items.map((l) => l.externalId).sort()).toEqual([...chosen].sort());

    const account = some[0]!.account;
    const ofAccount = await get<LocationDdItem>(`/api/locations/ddlist?accounts=${account}`);
    expect(ofAccount.count).toBeGreaterThan(0);
    expect(ofAccount.items.every((l) => l.account === account)).toBe(true);

    const facility = some[0]!.facility!;
    const accountsOfFacility = await get<AccountDdItem>(`/api/accounts/ddlist?facilities=${facility}`);
    expect(accountsOfFacility.count).toBeGreaterThan(0);
    expect(accountsOfFacility.items.every((a) => a.facility === facility)).toBe(true);
  });

  it('keeps the scope of a non-privileged user when searching', async () => {
    const customer = await login(app, 'customer');
    const mine = await get<AccountDdItem>('/api/accounts/ddlist', customer);
    const all = await get<AccountDdItem>('/api/accounts/ddlist');
    const others = all.items.filter((a) => !mine.items.some((m) => m.externalId === a.externalId));
    const named = await get<AccountDdItem>(`/api/accounts/ddlist?externalIds=${others[0]!.externalId}`, customer);
    expect(named.items).toEqual([]);
  });

  it('answers a bad parameter with 400 and its message', async () => {
    const cases: [string, string][] = [
      [`/api/locations/ddlist?pageSize=${DDLIST_PAGE_SIZE + 1}`, 'pageSize'],
      ['/api/locations/ddlist?pageSize=0', 'pageSize'],
      ['/api/locations/ddlist?externalIds=not-an-id', 'externalIds'],
      [`/api/locations/ddlist?search=${'x'.repeat(201)}`, 'search'],
      ['/api/locations/ddlist?models=x', 'models'],
      ['/api/facilities/ddlist?search=a&search=b', 'search'],
    ];
    for (const [url, field] of cases) {
      const response = await app.inject({ method: 'GET', url, headers: authed(admin) });
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toMatchObject({ success: false, errors: [expect.objectContaining({ field })] });
    }
  });
});

describe('the location groups', () => {
  it('answers the distinct groups of the locations the user sees, in order, for the Patient Care Unit filter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/locations/groups', headers: authed(admin) });
    expect(response.statusCode).toBe(200);
    const groups = json<ListResponse<string>>(response);
    expect(groups.items.length).toBeGreaterThan(1);
    expect(groups.items).toEqual([...new Set(groups.items)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(groups.items).not.toContain('');
    const some = (await get<LocationDdItem>('/api/locations/ddlist?pageSize=50')).items;
    for (const l of some) if (l.groupName) expect(groups.items).toContain(l.groupName);
  });
});

describe('how much a ddlist answers', () => {
  it('answers a small list whole (the cached facilities)', async () => {
    const facilities = await get<FacilityDdItem>('/api/facilities/ddlist');
    expect(facilities.items).toHaveLength(20);
    expect(facilities.count).toBe(20);
  });

  it('never answers a list that grows with the site whole: one page of DDLIST_PAGE_SIZE unasked', async () => {
    const [account] = (await get<AccountDdItem>('/api/accounts/ddlist?pageSize=1')).items;
    const before = (await get<LocationDdItem>('/api/locations/ddlist?pageSize=1')).count;
    // Enough locations to pass the page: a big site's beds.
    await database.db.execute(sql`
      insert into locations (name, type, utilization_status, account_id, facility_id)
      select 'Ward bed ' || n, 'BED', 'AVAILABLE', a.external_id, a.facility_id
      from accounts a cross join generate_series(1, ${DDLIST_PAGE_SIZE}) n where a.external_id = ${account!.externalId}`);
    const unasked = await get<LocationDdItem>('/api/locations/ddlist');
    expect(unasked.items).toHaveLength(DDLIST_PAGE_SIZE);
    expect(unasked.count).toBe(before + DDLIST_PAGE_SIZE);
    const last = await get<LocationDdItem>(`/api/locations/ddlist?pageSize=${DDLIST_PAGE_SIZE}&pageIndex=1`);
    expect(last.items).toHaveLength(before);
  });
});
