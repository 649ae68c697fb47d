/**
 * msw handlers of the utilization screens for the console's stories: GET utilization and utilization/totals rolled
 * up from the fixture rows like the server (filtered by category, paged), the exports, and the metric details views
 * (404 for an unknown name). The queries the screens sent are kept, so a story can check what went to the server.
 */
import { http, HttpResponse } from 'msw';
import type { DashboardView, UtilizationRollUpField } from '@equipdesk/api-client/contract';
import { DASHBOARD_VIEWS, STORED_METRICS, rollUp, type StoredMetric } from '../testing/utilizationFixtures';
import { siteReferenceHandlers } from './facilityHandlers';
import { failingAt, pendingAt } from './listingStory';

/** The query strings of every GET utilization, utilization/totals and export, in order. */
export const sentUtilizationQueries: { path: string; query: URLSearchParams }[] = [];

function page(request: Request, stored: readonly StoredMetric[]) {
  const url = new URL(request.url);
  sentUtilizationQueries.push({ path: url.pathname, query: url.searchParams });
  const categories = url.searchParams.getAll('utilizationCategories');
  const fields = url.searchParams.getAll('rollUpFields') as UtilizationRollUpField[];
  const { rows, totals } = rollUp(stored, fields);
  const found = rows.filter((r) => categories.length === 0 || categories.includes(r.utilizationCategory ?? ''));
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  const items = found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  return { count: found.length, items, totals: totals.filter((t) => items.some((r) => r.identifier === t.identifier)) };
}

export function utilizationHandlers(stored: readonly StoredMetric[] = STORED_METRICS, views: readonly DashboardView[] = DASHBOARD_VIEWS) {
  const exportFile = ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const url = new URL(request.url);
    sentUtilizationQueries.push({ path: url.pathname, query: url.searchParams });
    return new HttpResponse('Date,Facility\r\n', {
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename=utilization.${String(params.format)}` },
    });
  };
  return [
    ...siteReferenceHandlers,
    http.get('/api/utilization/export.:format', exportFile),
    http.get('/api/utilization.:format', exportFile),
    http.get('/api/utilization/totals', ({ request }) => {
      const { totals } = page(request, stored);
      return HttpResponse.json({ success: true, count: totals.length, items: totals });
    }),
    http.get('/api/utilization', ({ request }) => {
      const { count, items } = page(request, stored);
      return HttpResponse.json({ success: true, count, items });
    }),
    http.get('/api/dashboard/views/:name', ({ params }) => {
      const found = views.find((v) => v.name === params.name);
      if (!found) return HttpResponse.json({ success: false, message: `There is no metric details view named ${String(params.name)}.` }, { status: 404 });
      return HttpResponse.json({ success: true, result: found });
    }),
  ];
}

export const utilizationLoadingHandlers = [...siteReferenceHandlers, ...pendingAt('/api/utilization', '/api/utilization/totals')];
export const utilizationErrorHandlers = [
  ...siteReferenceHandlers,
  http.get('/api/dashboard/views/:name', () => HttpResponse.json({ success: true, result: DASHBOARD_VIEWS[0] })),
  ...failingAt({ '/api/utilization': 'The utilization metrics could not be loaded.', '/api/utilization/totals': 'The utilization metrics could not be loaded.' }),
];
export const viewLoadingHandlers = [...siteReferenceHandlers, ...pendingAt('/api/dashboard/views/:name')];
