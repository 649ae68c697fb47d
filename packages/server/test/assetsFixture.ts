/** The asset tests' set-up: the seeded database, a signed-in user of every role, the fixture rows and the calls. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Asset, ListResponse, SaveResponse } from '@equipdesk/api-client/contract';
import { accounts, assetMutations, assets, contracts, locations, products, userAccounts, userFacilities, users } from '../src/db/schema';
import { authed, createTestDatabase, json, login, parseCsv, testApp, type TestDatabase } from './helpers';

export let database: TestDatabase;
export let app: FastifyInstance;
export const headers = new Map<string, Record<string, string>>();
/** The server's clock: each save moves it on a second, so history rows have an order of their own. */
export let clock = new Date();
export const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

export const as = (username: string) => headers.get(username)!;
export const get = (url: string, who = 'admin') => app.inject({ method: 'GET', url, headers: as(who) });
export const put = (url: string, payload: unknown, who = 'admin') => {
  tick();
  return app.inject({ method: 'PUT', url, headers: as(who), payload: payload as object });
};
export const post = (url: string, payload?: unknown, who = 'admin') => {
  tick();
  return app.inject({ method: 'POST', url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) });
};
export const errorsOf = (r: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries((json<{ errors?: { field: string; message: string }[] }>(r).errors ?? []).map((e) => [e.field, e.message]));
export const list = async <T>(url: string, who = 'admin'): Promise<ListResponse<T>> => {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
};
/** The cells of a CSV answer, quoted fields (commas, quotes) read back as written. */
export function csvRows(r: LightMyRequestResponse): string[][] {
  return parseCsv(r.body);
}
export const tag = (n: number) => `E28011606000020${String(n).padStart(9, '0')}`;

/** The seed's data a test builds on: an account the supervisor works in and one outside its scope, and what hangs off each. */
export interface Fixture {
  account: { externalId: string; facilityId: string; accountNo: string; name: string };
  outsideAccount: { externalId: string; facilityId: string };
  model: { externalId: string; modelCode: string };
  otherModel: { externalId: string };
  product: string;
  otherProduct: string;
  contract: string;
  otherContract: string;
  location: { externalId: string; name: string };
  secondLocation: { externalId: string; name: string };
  otherLocation: string;
  insideAsset: { externalId: string; serialNumber: string };
  outsideAsset: { externalId: string; serialNumber: string };
}
export let f: Fixture;

export async function mutationsOf(assetId: string) {
  return database.db.select().from(assetMutations).where(eq(assetMutations.assetId, assetId)).orderBy(sql`${assetMutations.startTimestamp} desc, ${assetMutations.internalId} desc`);
}
export async function mutationCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(assetMutations);
  return Number(row?.n ?? 0);
}
export async function assetCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(assets);
  return Number(row?.n ?? 0);
}

export const form = (overrides: Record<string, unknown> = {}) => ({
  serialNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
  model: f.model.externalId,
  account: f.account.externalId,
  tags: [],
  ...overrides,
});

export async function created(overrides: Record<string, unknown> = {}, who = 'admin'): Promise<Asset> {
  const response = await put('/api/assets', form(overrides), who);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<SaveResponse<Asset>>(response);
  expect(body).toMatchObject({ applyStatus: 'OK', success: true, message: 'Asset created successfully.' });
  return body.result!;
}

/** The hooks of a test file using this set-up: a database and app of its own, closed after its tests. */
export function useAssetsFixture(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp(database.db, { now: () => clock });
    for (const username of ['admin', 'supervisor', 'technician', 'standard', 'customer', 'support', 'stakeholder', 'caregiver', 'noaccess']) {
      headers.set(username, authed(await login(app, username)));
    }
    const db = database.db;
    const [supervisor] = await db.select().from(users).where(eq(users.username, 'supervisor'));
    const mine = (await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, supervisor!.externalId))).map((r) => r.id);
    const myFacilities = (await db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, supervisor!.externalId))).map((r) => r.id);
    // An ACTIVE account of the supervisor's with at least two ACTIVE locations and a contract of its facility.
    const candidates = await db.select().from(accounts).where(and(inArray(accounts.externalId, mine), eq(accounts.status, 'ACTIVE')));
    let account: (typeof candidates)[number] | undefined;
    let locs: (typeof locations.$inferSelect)[] = [];
    let contract: string | undefined;
    for (const a of candidates) {
      locs = await db.select().from(locations).where(and(eq(locations.accountId, a.externalId), eq(locations.status, 'ACTIVE')));
      const [c] = await db.select().from(contracts).where(and(eq(contracts.facilityId, a.facilityId), eq(contracts.status, 'ACTIVE')));
      if (locs.length >= 2 && c) {
        account = a;
        contract = c.externalId;
        break;
      }
    }
    expect(account, 'the seed gives the supervisor an account with locations and a contract').toBeDefined();
    // An ACTIVE asset of an ACTIVE account in a facility the supervisor is not given.
    const [outsideAsset] = await db
      .select()
      .from(assets)
      .innerJoin(accounts, eq(accounts.externalId, assets.accountId))
      .where(and(sql`${assets.facilityId} not in ${myFacilities}`, eq(assets.status, 'ACTIVE'), eq(accounts.status, 'ACTIVE')))
      .limit(1);
    const outsideAccount = outsideAsset!.accounts;
    const [otherContract] = await db.select().from(contracts).where(ne(contracts.facilityId, account!.facilityId)).limit(1);
    const [otherLocation] = await db.select().from(locations).where(and(ne(locations.accountId, account!.externalId), eq(locations.status, 'ACTIVE'))).limit(1);
    const withProducts = await db.execute(sql`select m.external_id, m.model_code from models m
      where m.status = 'ACTIVE' and exists (select 1 from products p where p.model_id = m.external_id and p.status = 'ACTIVE') order by m.model_code limit 2`);
    const [model, otherModel] = (withProducts as unknown as { rows: { external_id: string; model_code: string }[] }).rows;
    const [product] = await db.select().from(products).where(and(eq(products.modelId, model!.external_id), eq(products.status, 'ACTIVE'))).limit(1);
    const [otherProduct] = await db.select().from(products).where(eq(products.modelId, otherModel!.external_id)).limit(1);
    const [insideAsset] = await db.select().from(assets).where(and(eq(assets.accountId, account!.externalId), eq(assets.status, 'ACTIVE'))).limit(1);
    f = {
      account: { externalId: account!.externalId, facilityId: account!.facilityId, accountNo: account!.accountNo, name: account!.name },
      outsideAccount: { externalId: outsideAccount!.externalId, facilityId: outsideAccount!.facilityId },
      model: { externalId: model!.external_id, modelCode: model!.model_code },
      otherModel: { externalId: otherModel!.external_id },
      product: product!.externalId,
      otherProduct: otherProduct!.externalId,
      contract: contract!,
      otherContract: otherContract!.externalId,
      location: { externalId: locs[0]!.externalId, name: locs[0]!.name },
      secondLocation: { externalId: locs[1]!.externalId, name: locs[1]!.name },
      otherLocation: otherLocation!.externalId,
      insideAsset: { externalId: insideAsset!.externalId, serialNumber: insideAsset!.serialNumber },
      outsideAsset: { externalId: outsideAsset!.assets.externalId, serialNumber: outsideAsset!.assets.serialNumber },
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
}
