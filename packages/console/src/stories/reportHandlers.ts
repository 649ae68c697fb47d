/**
 * msw handlers of the report screens' calls for the console's stories: the productivity rows (filtered by change
 * type, user and search, sorted and paged like the server), the change types and the export. The last query the
 * report sent is kept, so a story can check what went to the server.
 */
import { http, HttpResponse } from 'msw';
import type { ProductivityRow, UserDdItem } from '@equipdesk/api-client/contract';
import { PRODUCTIVITY_ROWS, PRODUCTIVITY_TYPES } from '../testing/reportFixtures';
import { siteReferenceHandlers } from './facilityHandlers';
import { failingAt, pendingAt } from './listingStory';

export const REPORT_USERS: UserDdItem[] = [
  { externalId: 'u-super', username: 'supervisor', name: 'Sam Supervisor', email: 'sam@example.com', role: 'r-super', type: 'A2' },
  { externalId: 'u-tech', username: 'technician', name: 'Tia Technician', email: 'tia@example.com', role: 'r-tech', type: 'A2' },
];

/** The query string of the last GET assets/productivity/single. */
export const sentQueries: URLSearchParams[] = [];

export function reportHandlers(rows: readonly ProductivityRow[] = PRODUCTIVITY_ROWS) {
  return [
    http.get('/api/users/ddlist', () => HttpResponse.json({ success: true, count: REPORT_USERS.length, items: REPORT_USERS })),
    ...siteReferenceHandlers,
    http.get('/api/assets/productivity/types', () => HttpResponse.json({ success: true, count: PRODUCTIVITY_TYPES.length, items: PRODUCTIVITY_TYPES })),
    http.get('/api/assets/productivity/export.:format', ({ params }) => {
      const csv = `Serial Number\r\n${rows.map((r) => r.serialNumber).join('\r\n')}\r\n`;
      return new HttpResponse(csv, {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename=productivity.${String(params.format)}` },
      });
    }),
    http.get('/api/assets/productivity/single', ({ request }) => {
      const url = new URL(request.url);
      sentQueries.push(url.searchParams);
      const types = url.searchParams.getAll('types');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const sortBy = (url.searchParams.get('sortBy') ?? 'startTimestamp') as keyof ProductivityRow;
      const direction = url.searchParams.get('sortDirection') === 'asc' ? 1 : -1;
      const found = rows
        .filter((r) => (types.length === 0 || types.includes(r.changeStatus ?? '')) && (!search || r.serialNumber.toLowerCase().includes(search)))
        .sort((a, b) => String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')) * direction);
      const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
      return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
    }),
  ];
}

export const reportLoadingHandlers = [...siteReferenceHandlers, ...pendingAt('/api/assets/productivity/single')];
export const reportErrorHandlers = [...siteReferenceHandlers, ...failingAt({ '/api/assets/productivity/single': 'The productivity report could not be loaded.' })];
