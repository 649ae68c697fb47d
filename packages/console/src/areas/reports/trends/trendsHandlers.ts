/**
 * msw answers of the utilization trends page for stories: GET assets/utilization from fixture points (three weeks of
 * days and an unknown category drawn as UNKNOWN), narrowed to the asked window, each query kept so a story can check
 * what went to the server; plus the asset calls of the asset search form (assets/ddlist, the asset's history).
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { PermissionEntry, UtilizationSummaryItem } from '@equipdesk/api-client/contract';
import { ADMIN_PERMISSIONS } from '../../../testing/fixtures';
import { assetHandlers } from '../../../stories/assetHandlers';

const PATH = '/api/assets/utilization';

/** Every grant of the page: the chart and its filter bar. */
export const TRENDS_PERMISSIONS: PermissionEntry[] = [
  ...ADMIN_PERMISSIONS,
  ...(['VIEW', 'FILTER'] as const).map((type): PermissionEntry => ({ value: 'reports/asset-utilization-trends', type, context: 'URI' })),
];

/** Signed in with other reports, without this one. */
export const TRENDS_NO_VIEW_PERMISSIONS: PermissionEntry[] = ADMIN_PERMISSIONS.filter((e) => !(e.value === 'reports' && e.type === 'VIEW') && e.value !== 'reports/asset-utilization-trends');

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 10, 4);

/** 21 days: the UTILIZED share rises on weekdays, AVAILABLE follows the other way; on the first day a RETIRED point. */
export const TREND_ITEMS: UtilizationSummaryItem[] = Array.from({ length: 21 }, (_, d) => {
  const summaryDate = new Date(FIRST_DAY + d * DAY).toISOString();
  const weekday = new Date(FIRST_DAY + d * DAY).getUTCDay();
  const busy = weekday === 0 || weekday === 6 ? -6 : 4;
  return [
    { summaryDate, utilizationCategory: 'UTILIZED', matching: 90 + busy * 2 + (d % 3), total: 200 },
    { summaryDate, utilizationCategory: 'AVAILABLE', matching: 60 - busy * 2, total: 200 },
    { summaryDate, utilizationCategory: 'TRANSITION', matching: 30 + (d % 4), total: 200 },
    { summaryDate, utilizationCategory: d === 0 ? 'RETIRED' : 'UNKNOWN', matching: 12, total: 200 },
  ];
}).flat();

/** The query strings of GET assets/utilization, in the order sent. */
export const trendQueries: URLSearchParams[] = [];

const list = (items: readonly unknown[]) => HttpResponse.json({ success: true, count: items.length, items });

function answer(items: readonly UtilizationSummaryItem[]): RequestHandler {
  return http.get(PATH, ({ request }) => {
    const url = new URL(request.url);
    trendQueries.push(url.searchParams);
    return list(items);
  });
}

export function trendsHandlers(items: readonly UtilizationSummaryItem[] = TREND_ITEMS): RequestHandler[] {
  return [answer(items), ...assetHandlers()];
}

export const trendsLoadingHandlers: RequestHandler[] = [http.get(PATH, () => delay('infinite')), ...assetHandlers()];
export const trendsEmptyHandlers: RequestHandler[] = trendsHandlers([]);
export const TRENDS_FAILURE = 'Something went wrong on our side. Please try again later.';
export const trendsErrorHandlers: RequestHandler[] = [http.get(PATH, () => HttpResponse.json({ success: false, message: TRENDS_FAILURE }, { status: 500 })), ...assetHandlers()];
