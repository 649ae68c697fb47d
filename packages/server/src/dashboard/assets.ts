/**
 * The asset statistics of the dashboard (spec 3 §2.12, §7 "Dashboard"): GET stats/assets/{stat} and the same with the
 * /dashboard suffix the dashboard calls. Each is one SQL aggregate over the ACTIVE assets (what the assets list shows
 * by default, so a chart's count and the list it links to agree), narrowed by the dashboard's filters (accounts,
 * models, serviceTypes, businessTypes, repeated) and by the caller's scope exactly as the assets list is.
 * Availability and the verification buckets are defined in the contract (DECISIONS.md "Dashboard").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ASSET_STATS,
  AVAILABILITY_OF_STATUS,
  type AssetAvailability,
  type AssetStat,
  type AssetStatistic,
  type CommissionedStatistic,
  type ListResponse,
  type ResultResponse,
} from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { assets, models } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireUuids } from '../resources/listQuery';
import { idList, repeated } from '../http/query';
import { assetScope } from '../assets/resource';
import { patientCareUnitSql, verificationSql } from '../assets/groupings';

/** More values than any filter of the console sends; beyond it the call is refused rather than slowed. */
const MAX_FILTER_VALUES = 1000;

/** The dashboard's filters, each a repeated query parameter. */
export interface AssetStatsFilters {
  accounts: string[];
  models: string[];
  serviceTypes: string[];
  businessTypes: string[];
}

/** The query of every statistic: the dashboard's four filters. */
export const STATS_QUERY = z.strictObject({
  accounts: idList('accounts').optional(),
  models: idList('models').optional(),
  serviceTypes: repeated('serviceTypes').optional(),
  businessTypes: repeated('businessTypes').optional(),
});

/** The values of one repeated filter of a stats call (`locations` of the order statistics too). */
export function dashboardFilterValues(raw: Record<string, unknown>, name: keyof AssetStatsFilters | 'locations'): string[] {
  const value = raw[name];
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const strings = list.filter((v): v is string => typeof v === 'string' && v.length > 0);
  if (strings.length > MAX_FILTER_VALUES) throw new HttpError(400, `${name} has too many values.`, [{ field: name, message: `At most ${MAX_FILTER_VALUES} values.` }]);
  if (strings.some((v) => v.length > 200)) throw new HttpError(400, `${name} has an unknown value.`, [{ field: name, message: 'Value too long.' }]);
  return strings;
}

/** Reads the filters of a stats call (assets and orders); an account or model that is not an id is a 400, as on the lists. */
export function parseAssetStatsFilters(query: unknown): AssetStatsFilters {
  const raw = (query ?? {}) as Record<string, unknown>;
  const filters: AssetStatsFilters = {
    accounts: requireUuids('accounts', dashboardFilterValues(raw, 'accounts')),
    models: requireUuids('models', dashboardFilterValues(raw, 'models')),
    serviceTypes: dashboardFilterValues(raw, 'serviceTypes'),
    businessTypes: dashboardFilterValues(raw, 'businessTypes'),
  };
  return filters;
}

/** The availability of an asset by its utilization status, as SQL. */
export function availabilitySql(): SQL<AssetAvailability> {
  const byAvailability = new Map<AssetAvailability, string[]>();
  for (const [status, availability] of Object.entries(AVAILABILITY_OF_STATUS)) {
    byAvailability.set(availability, [...(byAvailability.get(availability) ?? []), status]);
  }
  const branches = [...byAvailability.entries()]
    .filter(([availability]) => availability !== 'UNKNOWN')
    .map(([availability, statuses]) => sql`when ${assets.utilizationStatus} in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)}) then ${availability}`);
  return sql<AssetAvailability>`(case ${sql.join(branches, sql` `)} else 'UNKNOWN' end)`;
}

const count = sql<number>`count(*)::int`;

export function registerAssetStatsRoutes(app: FastifyInstance): void {
  async function conditions(request: FastifyRequest): Promise<SQL | undefined> {
    const filters = parseAssetStatsFilters(request.query);
    const session = sessionOf(request);
    return and(
      eq(assets.status, 'ACTIVE'),
      filters.accounts.length > 0 ? inArray(assets.accountId, filters.accounts) : undefined,
      filters.models.length > 0 ? inArray(assets.modelId, filters.models) : undefined,
      filters.serviceTypes.length > 0 ? inArray(assets.serviceType, filters.serviceTypes) : undefined,
      filters.businessTypes.length > 0 ? inArray(assets.businessType, filters.businessTypes) : undefined,
      await assetScope({ db: app.db, session }),
    );
  }

  const list = (items: AssetStatistic[]): ListResponse<AssetStatistic> => ({ success: true, count: items.length, items });

  /** By model: the model's code as the group, its id beside it for links to the assets list. */
  async function byModel<K extends 'availability' | 'verification'>(request: FastifyRequest, key: K, grouped: SQL<string>): Promise<ListResponse<AssetStatistic>> {
    const rows = await app.db
      .select({ modelId: assets.modelId, modelCode: models.modelCode, group: grouped, count })
      .from(assets)
      .innerJoin(models, eq(models.externalId, assets.modelId))
      .where(await conditions(request))
      // By position: the expression carries parameters, which PostgreSQL would not match between SELECT and GROUP BY.
      .groupBy(sql`1`, sql`2`, sql`3`)
      .orderBy(sql`2`, sql`3`);
    return list(rows.map((r) => ({ groupName: r.modelCode, groupId: r.modelId, [key]: r.group, count: r.count }) as AssetStatistic));
  }

  const handlers: Record<AssetStat, (request: FastifyRequest) => Promise<ListResponse<AssetStatistic> | ResultResponse<CommissionedStatistic>>> = {
    async utilizationOverall(request) {
      const rows = await app.db
        .select({ status: assets.utilizationStatus, count })
        .from(assets)
        .where(await conditions(request))
        .groupBy(assets.utilizationStatus)
        .orderBy(sql`count(*) desc`, assets.utilizationStatus);
      return list(rows.map((r) => (r.status === null ? { groupName: 'No status', count: r.count } : { groupName: r.status, utilizationStatus: r.status, count: r.count })));
    },
    availabilityByProductGrouped: (request) => byModel(request, 'availability', availabilitySql()),
    verifiedByProduct: (request) => byModel(request, 'verification', verificationSql(app.now())),
    async commissionedOverall(request) {
      const [row] = await app.db
        .select({ commissioned: sql<number>`count(*) filter (where ${assets.commissioned})::int`, total: count })
        .from(assets)
        .where(await conditions(request));
      return { success: true, result: { commissioned: row?.commissioned ?? 0, total: row?.total ?? 0 } };
    },
    async assetsByPatientCareUnit(request) {
      const rows = await app.db
        .select({ unit: patientCareUnitSql(), count })
        .from(assets)
        .where(await conditions(request))
        .groupBy(sql`1`)
        .orderBy(sql`2 desc`, sql`1`);
      return list(rows.map((r) => ({ groupName: r.unit, count: r.count })));
    },
  };

  for (const stat of ASSET_STATS) {
    const config = { schema: { querystring: STATS_QUERY }, config: { grant: { area: 'dashboard/assets', action: 'VIEW' as const } } };
    app.get(`${API_PREFIX}/stats/assets/${stat}`, config, (request) => handlers[stat](request));
    app.get(`${API_PREFIX}/stats/assets/${stat}/dashboard`, config, (request) => handlers[stat](request));
  }
}
