/**
 * msw handlers answering the stock status report from fixture data, for its stories: GET stock/status with its
 * facilities, locations, search, sort and page read as the server reads them, GET stock/details by facility,
 * location and model, and the site reference lists the filters offer. The queries sent are kept for the stories.
 */
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { StockRow } from '@equipdesk/api-client/contract';
import { siteReferenceHandlers } from '../../stories/facilityHandlers';
import { failingAt, pendingAt } from '../../stories/listingStory';
import { SITE_REFERENCE_LISTS } from '../../testing/facilityFixtures';
import { STOCK_ASSETS, STOCK_ROWS } from '../../testing/stockFixtures';

/** The query strings of the GET stock/status calls made, in order. */
export const sentStockQueries: URLSearchParams[] = [];

function status(rows: readonly StockRow[], params: URLSearchParams) {
  const facilities = params.getAll('facilities');
  const locations = params.getAll('locations');
  const search = (params.get('search') ?? '').toLowerCase();
  const sortBy = (params.get('sortBy') ?? 'facilityName') as keyof StockRow;
  const direction = params.get('sortDirection') === 'desc' ? -1 : 1;
  const found = rows
    .filter(
      (r) =>
        (facilities.length === 0 || facilities.includes(r.facilityUuid)) &&
        (locations.length === 0 || locations.includes(r.locationUuid)) &&
        (!search || [r.facilityName, r.locationName, r.modelCode ?? '', r.modelDescription ?? ''].some((v) => v.toLowerCase().includes(search))),
    )
    .sort((a, b) => String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? ''), undefined, { numeric: true }) * direction);
  const pageIndex = Number(params.get('pageIndex') ?? 0);
  const pageSize = Number(params.get('pageSize') ?? 50);
  return { success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
}

const details = http.get('/api/stock/details', ({ request }) => {
  const params = new URL(request.url).searchParams;
  const items = STOCK_ASSETS[`${params.get('location') ?? ''}|${params.get('model') ?? ''}`];
  if (!items) return HttpResponse.json({ success: false, message: 'Location was not found.' }, { status: 404 });
  return HttpResponse.json({ success: true, count: items.length, items });
});

/** The report over `rows`, with the site reference lists (three facilities: the facility filter shows). */
export function stockHandlers(rows: readonly StockRow[] = STOCK_ROWS): RequestHandler[] {
  return [
    http.get('/api/stock/status', ({ request }) => {
      const params = new URL(request.url).searchParams;
      sentStockQueries.push(params);
      return HttpResponse.json(status(rows, params));
    }),
    details,
    ...siteReferenceHandlers,
  ];
}

/** A user given one facility: the reference lists hold it alone, so the report offers no facility filter. */
export const oneFacilityHandlers: RequestHandler[] = [
  http.get('/api/facilities/ddlist', () => HttpResponse.json({ success: true, count: 1, items: SITE_REFERENCE_LISTS.facilities.slice(0, 1) })),
  ...stockHandlers(STOCK_ROWS.filter((r) => r.facilityUuid === 'f-north')),
];

export const stockLoadingHandlers: RequestHandler[] = [...siteReferenceHandlers, ...pendingAt('/api/stock/status')];
export const stockErrorHandlers: RequestHandler[] = [...siteReferenceHandlers, ...failingAt({ '/api/stock/status': 'The stock status could not be loaded.' })];
/** The rows load, a row's assets do not. */
export const stockDetailsErrorHandlers: RequestHandler[] = [
  ...failingAt({ '/api/stock/details': 'The assets of this row could not be loaded.' }),
  ...stockHandlers(),
];
export const stockDetailsLoadingHandlers: RequestHandler[] = [...pendingAt('/api/stock/details'), ...stockHandlers()];
