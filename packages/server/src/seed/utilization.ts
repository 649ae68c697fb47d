/**
 * The demo's utilization history (utilization_summaries, the trends chart): a year of daily rows and the last week
 * hourly, per facility and utilization status (with its category), shaped from the facility's ACTIVE assets as
 * seeded, so the history runs into what the assets table says now (the chart's live point). Busy weekdays, quiet
 * weekends, a winter peak and daytime hours move equipment from AVAILABLE to UTILIZED and back; the fleet grew
 * by about 8 % over the year.
 */
import { sql } from 'drizzle-orm';
import { availabilityOfStatus } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { createRandom } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Daily rows for a year; hourly rows for the last week (the periods up to a WEEK read them). */
export const SUMMARY_DAYS = 365;
export const SUMMARY_HOURS = 7 * 24;
/** Rows per INSERT: one JSON parameter each, well under any statement limit. */
const BATCH = 20_000;

export interface SummaryAsset {
  facilityId: string;
  utilizationStatus?: string | null;
  status?: string | null;
}

interface Row {
  d: string;
  i: number;
  f: string;
  s: string;
  c: string;
  m: number;
  t: number;
}

/** How busy the hospitals are at a moment, around 1: winter peak, weekdays, and (hourly rows) daytime. */
function busyness(at: Date, hourly: boolean): number {
  const dayOfYear = (at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / DAY;
  const season = 1 + 0.1 * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365.25);
  const weekday = at.getUTCDay();
  const week = weekday === 0 ? 0.84 : weekday === 6 ? 0.88 : 1.06;
  const hour = at.getUTCHours();
  const day = hourly ? 0.82 + 0.36 * Math.max(0, Math.sin((Math.PI * (hour - 6)) / 14)) : 1;
  return season * week * day;
}

/** Seeds the history; answers the rows written. Its own PRNG keeps the rest of the demo data as it was. */
export async function seedUtilizationSummaries(db: Db, options: { now: Date; assets: readonly SummaryAsset[]; /** @default SUMMARY_HOURS */ hours?: number }): Promise<number> {
  const r = createRandom(19);
  const fleets = new Map<string, Map<string, number>>();
  for (const asset of options.assets) {
    if (asset.status && asset.status !== 'ACTIVE') continue;
    const fleet = fleets.get(asset.facilityId) ?? new Map<string, number>();
    const status = asset.utilizationStatus ?? 'UNKNOWN';
    fleet.set(status, (fleet.get(status) ?? 0) + 1);
    fleets.set(asset.facilityId, fleet);
  }
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const thisHour = Math.floor(options.now.getTime() / HOUR) * HOUR;
  const hours = options.hours ?? SUMMARY_HOURS;
  const moments: { at: Date; interval: number }[] = [
    ...Array.from({ length: SUMMARY_DAYS }, (_, k) => ({ at: new Date(today - (SUMMARY_DAYS - 1 - k) * DAY), interval: 1440 })),
    ...Array.from({ length: hours }, (_, k) => ({ at: new Date(thisHour - (hours - 1 - k) * HOUR), interval: 60 })),
  ];
  const rows: Row[] = [];
  for (const [facilityId, fleet] of fleets) {
    const size = [...fleet.values()].reduce((a, b) => a + b, 0);
    const statuses = [...fleet.entries()].map(([status, n]) => ({ status, category: availabilityOfStatus(status), share: n / size }));
    for (const { at, interval } of moments) {
      const age = (options.now.getTime() - at.getTime()) / DAY;
      const total = Math.max(1, Math.round(size * (1 - (0.08 * age) / SUMMARY_DAYS)));
      const busy = busyness(at, interval < 1440) * (0.97 + r.next() * 0.06);
      const weights = statuses.map(({ category, share }) => {
        const pull = category === 'UTILIZED' ? busy : category === 'AVAILABLE' ? 1 / busy : 1;
        return share * pull * (0.92 + r.next() * 0.16);
      });
      const sum = weights.reduce((a, b) => a + b, 0);
      const d = at.toISOString();
      statuses.forEach(({ status, category }, index) => {
        rows.push({ d, i: interval, f: facilityId, s: status, c: category, m: Math.round((total * weights[index]!) / sum), t: total });
      });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH));
    await db.execute(sql`insert into utilization_summaries (summary_date, interval_minutes, facility_id, utilization_status, utilization_category, matching, total)
      select d, i, f, s, c, m, t from json_to_recordset(${batch}::json) as x(d timestamptz, i integer, f uuid, s text, c text, m integer, t integer)`);
  }
  return rows.length;
}
