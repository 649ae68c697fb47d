/**
 * The utilization trends chart (spec 2 §2 "Asset Utilization Trends", §7 "Utilization"): GET assets/utilization
 * without `name` (with `name` the same path issues an export request, exports/requests.ts) answers the points of
 * utilization_summaries in [startTimestamp, endTimestamp], per moment and category: `matching` assets in the chosen
 * utilization statuses of the `total` assets of the chosen facilities, within the caller's facilities. The finest
 * series that covers the window's start is read (hourly rows for windows up to 200 hours, else daily), and a window that
 * reaches now ends with a live point counted from the assets table; the first call of an hour (a day) records that
 * hour's (day's) point, so the series goes on after the seed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { and, count, eq, gte, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import { availabilityOfStatus, trendCategoryOf } from '@equipdesk/api-client/contract';
import type { ListResponse, UtilizationSummaryItem } from '@equipdesk/api-client/contract';
import { sessionOf, type StaticGrant } from '../auth/guard';
import type { Db } from '../db/index';
import { assets, utilizationSummaries as s } from '../db/schema';
import { inclusiveEnd, timeWindowOf } from '../assets/productivity';
import { facilityCondition } from '../facilities/common';
import { iso } from '../resources/items';
import { knownFilterValues } from '../exports/knownValues';
import { repeated, text } from '../http/query';

export const TRENDS_GRANT: StaticGrant = { area: 'reports/asset-utilization-trends', action: 'VIEW' };

/** The chart's query (GET assets/utilization without `name`): the window, facilities and utilization statuses. */
export const TRENDS_QUERY = z.strictObject({
  startTimestamp: text('startTimestamp', 100).optional(),
  endTimestamp: text('endTimestamp', 100).optional(),
  facilities: repeated('facilities').optional(),
  utilizationStatuses: repeated('utilizationStatuses').optional(),
});

/** Series of finer moments than a day, finest first (minutes between points), and the points a window may take. */
const FINER_INTERVALS = [60] as const;
const DAILY = 1440;
const MAX_POINTS = 200;

interface Point {
  at: string;
  total: number;
  matching: Map<string, number>;
}

function pointOf(points: Map<string, Point>, at: string): Point {
  let point = points.get(at);
  if (!point) points.set(at, (point = { at, total: 0, matching: new Map() }));
  return point;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** ACTIVE assets by facility and utilization status: the live point, and the moments recorded after the seed. */
function fleetOf(db: Db, where?: SQL) {
  return db
    .select({ facility: assets.facilityId, status: assets.utilizationStatus, n: count() })
    .from(assets)
    .where(and(eq(assets.status, 'ACTIVE'), where))
    .groupBy(assets.facilityId, assets.utilizationStatus);
}

/**
 * Keeps the series going after the seed: the first trends call of an hour (and of a UTC day) records the assets table
 * as that hour's (that day's) point, at the start of the hour (day), once whichever process gets there first (the
 * unique index of migration 0019). Answers the rows written.
 */
export async function recordMoments(db: Db, now: Date): Promise<number> {
  const moments = [
    { interval: 60, at: new Date(Math.floor(now.getTime() / HOUR) * HOUR) },
    { interval: DAILY, at: new Date(Math.floor(now.getTime() / DAY) * DAY) },
  ];
  let fleet: Awaited<ReturnType<typeof fleetOf>> | null = null;
  let written = 0;
  for (const { interval, at } of moments) {
    const [known] = await db.select({ id: s.id }).from(s).where(and(eq(s.intervalMinutes, interval), eq(s.summaryDate, at))).limit(1);
    if (known) continue;
    fleet ??= await fleetOf(db);
    const totals = new Map<string, number>();
    for (const row of fleet) totals.set(row.facility, (totals.get(row.facility) ?? 0) + row.n);
    const rows = fleet.map((row) => {
      const status = row.status ?? 'UNKNOWN';
      return { summaryDate: at, intervalMinutes: interval, facilityId: row.facility, utilizationStatus: status, utilizationCategory: availabilityOfStatus(status), matching: row.n, total: totals.get(row.facility) ?? row.n };
    });
    if (rows.length === 0) continue;
    written += (await db.insert(s).values(rows).onConflictDoNothing().returning({ id: s.id })).length;
  }
  return written;
}

export async function utilizationTrends(app: FastifyInstance, request: FastifyRequest): Promise<ListResponse<UtilizationSummaryItem>> {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const { start, end } = timeWindowOf(raw);
  const ctx = { db: app.db, session: sessionOf(request), now: app.now(), request };
  // Facilities the caller may see: one outside their scope is as unknown as one that does not exist.
  const facilities = (await knownFilterValues(ctx, 'utilization', 'facilities', raw.facilities)).map((f) => f.toLowerCase());
  const statuses = await knownFilterValues(ctx, 'utilization', 'utilizationStatuses', raw.utilizationStatuses);
  const now = ctx.now;
  const last = end ? inclusiveEnd(end) : null;
  await recordMoments(app.db, now);

  // The finest series with a point within one step of the window's start and at most MAX_POINTS points in it (a
  // window older than the hourly rows reads the daily ones).
  let interval: number = DAILY;
  const span = (last ?? now).getTime() - (start?.at.getTime() ?? 0);
  for (const minutes of FINER_INTERVALS) {
    if (!start || span > MAX_POINTS * minutes * 60_000) continue;
    const step = new Date(start.at.getTime() + minutes * 60_000);
    const [first] = await app.db
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.intervalMinutes, minutes), gte(s.summaryDate, start.at), lte(s.summaryDate, step)))
      .limit(1);
    if (first) {
      interval = minutes;
      break;
    }
  }

  const scope = await facilityCondition(ctx, s.facilityId);
  const rows = and(
    eq(s.intervalMinutes, interval),
    start ? gte(s.summaryDate, start.at) : undefined,
    last ? lte(s.summaryDate, last) : undefined,
    facilities.length > 0 ? inArray(s.facilityId, facilities) : undefined,
    scope,
  );
  const [totals, matching] = await Promise.all([
    // A facility's rows of one moment each carry its fleet: counted once per facility.
    app.db.select({ at: s.summaryDate, total: max(s.total) }).from(s).where(rows).groupBy(s.summaryDate, s.facilityId),
    app.db
      .select({ at: s.summaryDate, category: s.utilizationCategory, matching: sql<number>`sum(${s.matching})::integer` })
      .from(s)
      .where(and(rows, statuses.length > 0 ? inArray(s.utilizationStatus, statuses) : undefined))
      .groupBy(s.summaryDate, s.utilizationCategory),
  ]);
  const points = new Map<string, Point>();
  for (const row of totals) pointOf(points, iso(row.at)!).total += Number(row.total ?? 0);
  for (const row of matching) {
    const point = pointOf(points, iso(row.at)!);
    const category = trendCategoryOf(row.category);
    point.matching.set(category, (point.matching.get(category) ?? 0) + Number(row.matching));
  }

  // The live point: the assets table as it is now, when the window reaches now.
  if ((!start || start.at <= now) && (!last || last >= now)) {
    const fleet = await fleetOf(app.db, and(facilities.length > 0 ? inArray(assets.facilityId, facilities) : undefined, await facilityCondition(ctx, assets.facilityId)));
    if (fleet.length > 0) {
      const point = pointOf(points, now.toISOString());
      for (const row of fleet) {
        point.total += row.n;
        if (statuses.length > 0 && !statuses.includes(row.status ?? '')) continue;
        const category = availabilityOfStatus(row.status);
        point.matching.set(category, (point.matching.get(category) ?? 0) + row.n);
      }
    }
  }

  const items: UtilizationSummaryItem[] = [...points.values()]
    .sort((a, b) => a.at.localeCompare(b.at))
    .flatMap((p) => [...p.matching.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([utilizationCategory, n]) => ({ summaryDate: p.at, matching: n, total: p.total, utilizationCategory })));
  return { success: true, count: items.length, items };
}
