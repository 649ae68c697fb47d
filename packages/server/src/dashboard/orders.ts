/**
 * The order statistics of the dashboard (spec 3 §2.12, §7 "Dashboard"): GET stats/orders/{stat} and the same with the
 * /dashboard suffix. Each is one SQL aggregate over the ACTIVE orders (what the orders list shows by default) created
 * in the past 24 hours to the second, narrowed by the dashboard's filters and by the caller's scope exactly as the
 * orders list is. Every answer names its window (`from`, `to`), and every condition is one the orders list has as a
 * filter (orders/filters.ts), so a chart segment opens exactly the orders it counts (DECISIONS.md "Dashboard orders").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DELIVERED_ORDER_STATUSES,
  MESSAGES,
  NO_DELIVERY_LOCATION,
  ORDER_STATS,
  ORDER_STATS_HOURS,
  ORDER_STATS_TOP_GROUPS,
  ORDER_TIME_GAP,
  ORDER_TYPES,
  formatMessage,
  type OrderStat,
  type OrderStatistic,
  type OrderStatsResponse,
} from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { locations, models, orderItems, orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireUuids } from '../resources/listQuery';
import { orderScope } from '../orders/resource';
import { complianceSql, createdBetween, withAssetTypes, withItemOfModels } from '../orders/filters';
import { dashboardFilterValues, parseAssetStatsFilters, STATS_QUERY } from './assets';
import { idList } from '../http/query';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A moment as the orders list's createdFrom / createdTo read it back: to the second, UTC. */
const isoSeconds = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

/** summaryPast24's timeGap as the query gives it, once (`parseTimeGap` reads the number). */
const TIME_GAP = z.string({ error: formatMessage(MESSAGES.orderTimeGap, { min: ORDER_TIME_GAP.MIN, max: ORDER_TIME_GAP.MAX }) });

/** Reads summaryPast24's timeGap: minutes between points, a whole number within ORDER_TIME_GAP. */
export function parseTimeGap(query: unknown): number {
  const raw = (query ?? {}) as Record<string, unknown>;
  const value = raw.timeGap;
  if (value === undefined || value === '') return ORDER_TIME_GAP.DEFAULT;
  const minutes = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(minutes >= ORDER_TIME_GAP.MIN && minutes <= ORDER_TIME_GAP.MAX)) {
    const message = formatMessage(MESSAGES.orderTimeGap, { min: ORDER_TIME_GAP.MIN, max: ORDER_TIME_GAP.MAX });
    throw new HttpError(400, message, [{ field: 'timeGap', message }]);
  }
  return minutes;
}

const count = sql<number>`count(*)::int`;
/** Rows per order type in the contract's order (STANDARD, STAT, CUSTOM), as the charts show them. */
const byTypeOrder = <T extends { type: string }>(rows: T[]): T[] =>
  rows.sort((a, b) => (ORDER_TYPES as readonly string[]).indexOf(a.type) - (ORDER_TYPES as readonly string[]).indexOf(b.type));

export function registerOrderStatsRoutes(app: FastifyInstance): void {
  /** The past 24 hours to the second: `to` is the current second, taken whole, `from` 24 hours before it. */
  function window(): { from: Date; to: Date } {
    const to = new Date(Math.floor(app.now().getTime() / SECOND) * SECOND);
    return { from: new Date(to.getTime() - ORDER_STATS_HOURS * 60 * MINUTE), to };
  }

  async function conditions(request: FastifyRequest, range: { from: Date; to: Date }, withLocations = false): Promise<SQL | undefined> {
    const filters = parseAssetStatsFilters(request.query);
    const places = withLocations ? requireUuids('locations', dashboardFilterValues((request.query ?? {}) as Record<string, unknown>, 'locations')) : [];
    return and(
      eq(orders.status, 'ACTIVE'),
      createdBetween({ at: range.from, wholeSeconds: true }, { at: range.to, wholeSeconds: true }),
      filters.accounts.length > 0 ? inArray(orders.accountId, filters.accounts) : undefined,
      filters.models.length > 0 ? withItemOfModels(filters.models) : undefined,
      filters.businessTypes.length > 0 ? withAssetTypes('business_type', filters.businessTypes) : undefined,
      filters.serviceTypes.length > 0 ? withAssetTypes('service_type', filters.serviceTypes) : undefined,
      places.length > 0 ? inArray(orders.deliveryLocationId, places) : undefined,
      await orderScope({ db: app.db, session: sessionOf(request) }),
    );
  }

  type Build = (request: FastifyRequest, range: { from: Date; to: Date }) => Promise<OrderStatistic[]>;
  const delivered = inArray(orders.orderStatus, [...DELIVERED_ORDER_STATUSES]);

  const handlers: Record<OrderStat, Build> = {
    async summaryPast24Grouped(request, range) {
      const rows = await app.db
        .select({ orderStatus: orders.orderStatus, type: orders.type, count })
        .from(orders)
        .where(await conditions(request, range))
        .groupBy(orders.orderStatus, orders.type)
        .orderBy(orders.orderStatus, orders.type);
      return rows;
    },
    async summaryPast24ByLocation(request, range) {
      const rows = await app.db
        .select({ id: orders.deliveryLocationId, name: locations.name, count })
        .from(orders)
        .leftJoin(locations, eq(locations.externalId, orders.deliveryLocationId))
        .where(await conditions(request, range))
        .groupBy(orders.deliveryLocationId, locations.name)
        .orderBy(sql`count(*) desc`, locations.name, orders.deliveryLocationId)
        .limit(ORDER_STATS_TOP_GROUPS);
      return rows.map((r) => (r.id === null ? { groupName: NO_DELIVERY_LOCATION, count: r.count } : { groupName: r.name ?? r.id, groupId: r.id, count: r.count }));
    },
    async summaryPast24ByModel(request, range) {
      // An order counts once under each model it has an item of; with a model filter, under the chosen models only.
      const chosen = parseAssetStatsFilters(request.query).models;
      const rows = await app.db
        .select({ id: orderItems.modelId, code: models.modelCode, count: sql<number>`count(distinct ${orders.externalId})::int` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.externalId))
        .innerJoin(models, eq(models.externalId, orderItems.modelId))
        .where(and(await conditions(request, range), chosen.length > 0 ? inArray(orderItems.modelId, chosen) : undefined))
        .groupBy(orderItems.modelId, models.modelCode)
        .orderBy(sql`3 desc`, models.modelCode)
        .limit(ORDER_STATS_TOP_GROUPS);
      return rows.map((r) => ({ groupName: r.code, groupId: r.id, count: r.count }));
    },
    async summaryPast24(request, range) {
      const gap = parseTimeGap(request.query) * MINUTE;
      // Points on the clock (every hour on the hour by default), the first and last cut to the window.
      const first = Math.floor(range.from.getTime() / gap) * gap;
      const end = range.to.getTime() + SECOND;
      const bucket = sql<number>`floor((extract(epoch from ${orders.createdTimestamp}) * 1000 - ${first}::float8) / ${gap}::float8)::int`;
      const rows = await app.db
        .select({ bucket, type: orders.type, count })
        .from(orders)
        .where(await conditions(request, range, true))
        .groupBy(sql`1`, sql`2`);
      const counts = new Map(rows.map((r) => [`${r.bucket}|${r.type}`, r.count]));
      const items: OrderStatistic[] = [];
      for (let k = 0; first + k * gap < end; k++) {
        const start = new Date(Math.max(first + k * gap, range.from.getTime()));
        const last = new Date(Math.min(first + (k + 1) * gap, end) - SECOND);
        for (const type of ORDER_TYPES) {
          items.push({ from: isoSeconds(start), to: isoSeconds(last), hour: start.getUTCHours(), type, count: counts.get(`${k}|${type}`) ?? 0 });
        }
      }
      return items;
    },
    async summaryPast24Completion(request, range) {
      const minutes = sql<number>`round(avg(extract(epoch from ${orders.completedTimestamp} - ${orders.createdTimestamp}) / 60)::numeric, 1)::float8`;
      const rows = await app.db
        .select({ type: orders.type, averageMinutes: minutes, count })
        .from(orders)
        .where(and(await conditions(request, range), delivered))
        .groupBy(orders.type);
      return byTypeOrder(rows.map((r) => ({ type: r.type, averageMinutes: r.averageMinutes ?? 0, count: r.count })));
    },
    async summaryPast24Compliance(request, range) {
      const compliance = complianceSql();
      const rows = await app.db
        .select({
          type: orders.type,
          compliant: sql<number>`count(*) filter (where ${compliance} = 'COMPLIANT')::int`,
          nonCompliant: sql<number>`count(*) filter (where ${compliance} = 'NON_COMPLIANT')::int`,
          count,
        })
        .from(orders)
        .where(and(await conditions(request, range), delivered))
        .groupBy(orders.type);
      return byTypeOrder(rows);
    },
  };

  async function answer(stat: OrderStat, request: FastifyRequest): Promise<OrderStatsResponse> {
    const range = window();
    const items = await handlers[stat](request, range);
    return { success: true, count: items.length, items, from: isoSeconds(range.from), to: isoSeconds(range.to) };
  }

  for (const stat of ORDER_STATS) {
    // summaryPast24 also takes the delivery locations and the minutes between its points.
    const query = stat === 'summaryPast24' ? STATS_QUERY.extend({ locations: idList('locations').optional(), timeGap: TIME_GAP.optional() }) : STATS_QUERY;
    const config = { schema: { querystring: query }, config: { grant: { area: 'dashboard/orders', action: 'VIEW' as const } } };
    app.get(`${API_PREFIX}/stats/orders/${stat}`, config, (request) => answer(stat, request));
    app.get(`${API_PREFIX}/stats/orders/${stat}/dashboard`, config, (request) => answer(stat, request));
  }
}
