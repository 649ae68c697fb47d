/**
 * The trends answer as the line chart draws it (spec 2 §3 "Utilization summary item"): one category of the x axis
 * per moment, one line per utilization category (an unknown one drawn as UNKNOWN), each point matching / total × 100
 * with one decimal.
 */
import { ASSET_AVAILABILITIES, trendCategoryOf } from '@equipdesk/api-client/contract';
import type { AssetAvailability, UtilizationSummaryItem } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../../listing';

const atMidnightUtc = (summaryDate: string): boolean => /T00:00:00(\.000)?Z$/.test(summaryDate);

/**
 * A daily series' point stands at 00:00 UTC and is named by its UTC day; the points of a finer series (hourly, whose
 * midnight point is one hour among others) and a window's live last point by their local time.
 */
export function momentLabel(summaryDate: string, daily: boolean): string {
  return daily && atMidnightUtc(summaryDate) ? summaryDate.slice(0, 10) : formatDateTime(summaryDate);
}

/** Daily when every moment but the live last one stands at 00:00 UTC. */
function isDaily(moments: readonly string[]): boolean {
  return moments.slice(0, -1).every(atMidnightUtc) && (moments.length !== 1 || atMidnightUtc(moments[0]!));
}

export function percentOf(matching: number, total: number): number {
  return total > 0 ? Math.round((matching / total) * 1000) / 10 : 0;
}

export interface TrendSeries {
  categories: string[];
  series: { name: AssetAvailability; values: number[] }[];
}

export function trendSeries(items: readonly UtilizationSummaryItem[]): TrendSeries {
  const moments = [...new Set(items.map((i) => i.summaryDate))].sort();
  const daily = isDaily(moments);
  const index = new Map(moments.map((m, i) => [m, i]));
  const present = new Set(items.map((i) => trendCategoryOf(i.utilizationCategory)));
  const matching = new Map<AssetAvailability, number[]>();
  const totals = new Array<number>(moments.length).fill(0);
  for (const name of ASSET_AVAILABILITIES) if (present.has(name)) matching.set(name, new Array<number>(moments.length).fill(0));
  for (const item of items) {
    const at = index.get(item.summaryDate)!;
    const line = matching.get(trendCategoryOf(item.utilizationCategory))!;
    line[at] = (line[at] ?? 0) + item.matching;
    totals[at] = Math.max(totals[at] ?? 0, item.total);
  }
  return {
    categories: moments.map((moment) => momentLabel(moment, daily)),
    series: [...matching.entries()].map(([name, values]) => ({ name, values: values.map((m, i) => percentOf(m, totals[i] ?? 0)) })),
  };
}
