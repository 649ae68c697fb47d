/**
 * The asset calls beside the resource declaration (spec 3 §7 "Assets", "Reference lists"): the serial + model
 * check, an asset by its serial number, the paged assets ddlist of the pickers, the models of an account, and the
 * productivity calls (productivity.ts). Each answers within the caller's scope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ASSET_SEARCH_PAGE_SIZE } from '@equipdesk/api-client/contract';
import type { Asset, AssetDdItem, ExistsResponse, ListResponse, ModelDdItem, ResultResponse } from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { accounts, assets, models } from '../db/schema';
import { notFound } from '../http/errors';
import { text, wholeNumber } from '../http/query';
import { asStatus } from '../resources/items';
import { findItem, readMappedList, listConditions } from '../resources/listRead';
import { listQuerySchema, parseListQuery, parseUuid } from '../resources/listQuery';
import type { ListShape, RequestContext } from '../resources/definition';
import { accountCondition } from '../facilities/common';
import { assetResource, assetScope } from './resource';
import { exactPattern, sameSerialAndModel } from './save';
import { registerProductivityRoutes } from './productivity';

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

const existsQuery = z.strictObject({
  serialNumber: text('serialNumber', 200).pipe(z.string().trim().min(1, 'serialNumber is required.')),
  model: text('model', 100).pipe(z.string().trim().min(1, 'model is required.')),
  externalId: text('externalId', 100).optional(),
});

/** The compact asset of the pickers: the model's code and description are read for the page's rows only. */
const ddFields = {
  externalId: assets.externalId,
  serialNumber: assets.serialNumber,
  modelCode: sql<string | null>`(select m.model_code from models m where m.external_id = assets.model_id)`,
  modelDescription: sql<string | null>`(select m.model_description from models m where m.external_id = assets.model_id)`,
  account: assets.accountId,
};
type DdRow = { externalId: string; serialNumber: string; modelCode: string | null; modelDescription: string | null; account: string };

const assetDdList: ListShape<AssetDdItem> = {
  table: assets,
  fields: ddFields,
  toItems: (rows: never[]) =>
    (rows as DdRow[]).map((r) => ({ externalId: r.externalId, serialNumber: r.serialNumber, modelCode: r.modelCode ?? '', modelDescription: r.modelDescription, account: r.account })),
  // The same matching as the assets list: serial number, customer asset number, RFID.
  search: assetResource.search,
  columns: { tags: assetResource.columns.tags ?? null },
  sort: { serialNumber: assets.serialNumber, lastModifiedTimestamp: assets.lastModifiedTimestamp },
  defaultSort: { by: 'serialNumber', direction: 'asc' },
  filters: { externalIds: assets.externalId },
  scope: assetScope,
};

/** The list's query, with pages of at most ASSET_SEARCH_PAGE_SIZE (its default too). */
const ddQuery = listQuerySchema(assetDdList, {
  pageSize: wholeNumber('pageSize', 1, ASSET_SEARCH_PAGE_SIZE, `pageSize may be at most ${ASSET_SEARCH_PAGE_SIZE}.`).optional(),
});

export function registerAssetRoutes(app: FastifyInstance): void {
  const base = `${API_PREFIX}/assets`;

  // By hand rather than the layer's `exists`: the pair is matched with the model's index and the serial number's
  // trigram index, where the layer's text comparison would read every asset.
  app.get<{ Querystring: z.output<typeof existsQuery> }>(
    `${base}/exists`,
    { schema: { querystring: existsQuery }, config: { grant: { area: 'assets', action: 'VIEW' } } },
    async (request): Promise<ExistsResponse> => {
      const query = request.query;
      const model = parseUuid(query.model);
      // No asset has a model that is not an id.
      if (!model) return { result: { valid: true } };
      const self = query.externalId ? parseUuid(query.externalId) : null;
      const ctx = contextOf(app, request);
      // Within the caller's scope, as every exists check (docs/DECISIONS.md); the save still refuses a pair taken elsewhere.
      const [row] = await app.db
        .select({ id: assets.externalId })
        .from(assets)
        .where(and(sameSerialAndModel(query.serialNumber, model), self ? ne(assets.externalId, self) : undefined, await assetScope(ctx)))
        .limit(1);
      return { result: { valid: !row } };
    },
  );

  app.get<{ Params: { serialNumber: string } }>(
    `${base}/bySerialNumber/:serialNumber`,
    { config: { grant: { area: 'assets', action: 'VIEW' } } },
    async (request): Promise<ResultResponse<Asset>> => {
      const ctx = contextOf(app, request);
      const serialNumber = request.params.serialNumber.trim();
      if (serialNumber.length === 0 || serialNumber.length > 200) throw notFound('Asset was not found.');
      // A serial number may be shared by assets of different models: the exact spelling first, then the asset in use.
      const [match] = await app.db
        .select({ id: assets.externalId })
        .from(assets)
        .where(and(sql`${assets.serialNumber} ilike ${exactPattern(serialNumber)}`, await assetScope(ctx)))
        .orderBy(
          sql`${assets.serialNumber} = ${serialNumber} desc`,
          sql`case ${assets.status} when 'ACTIVE' then 0 when 'INACTIVE' then 1 else 2 end`,
          desc(assets.lastModifiedTimestamp),
        )
        .limit(1);
      const item = match ? await findItem(assetResource, ctx, eq(assets.externalId, match.id)) : undefined;
      if (!item) throw notFound('Asset was not found.');
      return { success: true, result: item };
    },
  );

  // Pickers search among many assets: a page at a time (at most ASSET_SEARCH_PAGE_SIZE), REMOVED ones left out.
  app.get(`${base}/ddlist`, { schema: { querystring: ddQuery }, config: { grant: 'any' } }, async (request): Promise<ListResponse<AssetDdItem>> => {
    const ctx = contextOf(app, request);
    const query = parseListQuery({ ...assetDdList, pageSize: ASSET_SEARCH_PAGE_SIZE }, request.query, ddQuery);
    return readMappedList(assetDdList, ctx, await listConditions(assetDdList, query, ctx), query);
  });

  // The models an account has assets of (spec 3 §7 "Reference lists"), for choosing among what the account holds.
  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/accounts/:id/models`,
    { config: { grant: 'any' } },
    async (request): Promise<ListResponse<ModelDdItem>> => {
      const ctx = contextOf(app, request);
      const id = parseUuid(request.params.id);
      const [account] = id
        ? await app.db
            .select({ id: accounts.externalId })
            .from(accounts)
            .where(and(eq(accounts.externalId, id), await accountCondition(ctx, accounts.externalId)))
            .limit(1)
        : [];
      if (!account) throw notFound('Account was not found.');
      const rows = await app.db
        .select({ externalId: models.externalId, modelCode: models.modelCode, modelDescription: models.modelDescription, family: models.family, groupName: models.groupName, status: models.status })
        .from(models)
        .where(
          and(
            ne(models.status, 'REMOVED'),
            inArray(models.externalId, app.db.selectDistinct({ id: assets.modelId }).from(assets).where(and(eq(assets.accountId, account.id), ne(assets.status, 'REMOVED')))),
          ),
        )
        .orderBy(asc(models.modelCode));
      const items = rows.map((r) => ({ ...r, modelDescription: r.modelDescription ?? '', status: asStatus(r.status) }));
      return { success: true, count: items.length, items };
    },
  );

  registerProductivityRoutes(app);
}
