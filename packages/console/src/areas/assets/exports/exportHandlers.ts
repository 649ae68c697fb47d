/**
 * Fixture data and msw handlers of the export request stories (Storybook only): each kind's history (past,
 * failed and ongoing requests), issuing a request (it joins the history as REQUESTED; the query it sent is kept),
 * a refusal with the server's message, and a request's workbook.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { ExportRequest, PermissionEntry } from '@equipdesk/api-client/contract';
import { REPORT_USERS } from '../../../stories/reportHandlers';
import { siteReferenceHandlers } from '../../../stories/facilityHandlers';
import { PRODUCTIVITY_TYPES } from '../../../testing/reportFixtures';

/** NAVIGATE and the given grants on both export request pages. */
export function exportPermissions(...types: string[]): PermissionEntry[] {
  return ['assets/productivity', 'assets/utilization'].flatMap((value) => [
    { value, type: 'NAVIGATE', context: 'MENU' } as PermissionEntry,
    ...types.map((type) => ({ value, type, context: 'URI' }) as PermissionEntry),
  ]);
}
export const EXPORT_PERMISSIONS = exportPermissions('VIEW', 'NEW', 'FILTER', 'EXPORT', 'DOWNLOAD');

const LOG_DONE = [
  '2026-11-24 09:00:00 UTC Requested by admin.',
  '2026-11-24 09:00:01 UTC Accepted.',
  '2026-11-24 09:00:01 UTC Processing: reading the rows.',
  '2026-11-24 09:00:09 UTC 10,000 rows read so far.',
  '2026-11-24 09:00:12 UTC Finished: 12,480 rows written (1,204,331 bytes). Completed.',
].join('\n');

export const EXPORT_REQUESTS: ExportRequest[] = [
  {
    externalId: 'er-4',
    name: 'Productivity: Facilities North General; 2026-11-25 00:00:00 to 2026-11-25 23:59:59',
    initiatedTimestamp: '2026-11-25T08:30:00Z',
    completedTimestamp: null,
    lastAccessedTimestamp: null,
    requestStatus: 'PROCESSING',
    processingLog: '2026-11-25 08:30:00 UTC Requested by admin.\n2026-11-25 08:30:01 UTC Accepted.\n2026-11-25 08:30:01 UTC Processing: reading the rows.',
    failedTimestamp: null,
  },
  {
    externalId: 'er-3',
    name: 'Productivity: Change Types Updated; Note weekly review',
    initiatedTimestamp: '2026-11-25T08:20:00Z',
    completedTimestamp: null,
    lastAccessedTimestamp: null,
    requestStatus: 'REQUESTED',
    processingLog: '2026-11-25 08:20:00 UTC Requested by admin.',
    failedTimestamp: null,
  },
  {
    externalId: 'er-2',
    name: 'Productivity: Accounts ICU West (10021); from 2026-11-01 00:00:00',
    initiatedTimestamp: '2026-11-24T09:00:00Z',
    completedTimestamp: '2026-11-24T09:00:12Z',
    lastAccessedTimestamp: '2026-11-24T10:15:00Z',
    requestStatus: 'COMPLETED',
    processingLog: LOG_DONE,
    failedTimestamp: null,
  },
  {
    externalId: 'er-1',
    name: 'Productivity: all rows, any time',
    initiatedTimestamp: '2026-11-23T16:00:00Z',
    completedTimestamp: null,
    lastAccessedTimestamp: null,
    requestStatus: 'PROCESSING',
    processingLog: '2026-11-23 16:00:00 UTC Requested by admin.\n2026-11-23 16:00:01 UTC Accepted.\n2026-11-23 16:05:00 UTC Failed after 3 attempts: The user who issued the request no longer exists. The request was not completed; issue it again.',
    failedTimestamp: '2026-11-23T16:05:00Z',
  },
];

/** The query strings of the requests issued in this story. */
export const issuedQueries: URLSearchParams[] = [];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function exportHandlers(initial: readonly ExportRequest[] = EXPORT_REQUESTS): RequestHandler[] {
  const requests = { productivity: [...initial], utilization: initial.map((r) => ({ ...r, name: r.name.replace('Productivity', 'Utilization') })) };
  let next = 100;
  return [
    http.get('/api/users/ddlist', () => HttpResponse.json({ success: true, count: REPORT_USERS.length, items: REPORT_USERS })),
    ...siteReferenceHandlers,
    http.get('/api/assets/productivity/types', () => HttpResponse.json({ success: true, count: PRODUCTIVITY_TYPES.length, items: PRODUCTIVITY_TYPES })),
    http.get('/api/assets/:kind/history', ({ params }) => {
      const items = requests[params.kind as keyof typeof requests] ?? [];
      return HttpResponse.json({ success: true, count: items.length, items });
    }),
    http.get('/api/assets/:kind/:id', ({ params }) =>
      new HttpResponse('PK fixture workbook', {
        headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${String(params.kind)}-${String(params.id)}.xlsx"` },
      }),
    ),
    http.get('/api/assets/:kind', ({ params, request }) => {
      const kind = params.kind as keyof typeof requests;
      const url = new URL(request.url);
      issuedQueries.push(url.searchParams);
      const created: ExportRequest = {
        externalId: `er-${++next}`,
        name: url.searchParams.get('name') ?? '',
        initiatedTimestamp: new Date().toISOString(),
        completedTimestamp: null,
        lastAccessedTimestamp: null,
        requestStatus: 'REQUESTED',
        processingLog: 'Requested by admin.',
        failedTimestamp: null,
      };
      requests[kind] = [created, ...requests[kind]];
      return HttpResponse.json({ success: true, result: { externalId: created.externalId, requestStatus: created.requestStatus } });
    }),
  ];
}

/** The server refuses the request (a start after the end). */
export const EXPORT_REFUSAL = MESSAGES.productivityRange;
export function exportRefusalHandlers(): RequestHandler[] {
  return [http.get('/api/assets/:kind', () => HttpResponse.json({ success: false, message: EXPORT_REFUSAL, errors: [{ field: 'end', message: EXPORT_REFUSAL }] }, { status: 400 })), ...exportHandlers()];
}

/** The history never answers. */
export function exportLoadingHandlers(): RequestHandler[] {
  return [http.get('/api/assets/:kind/history', () => delay('infinite')), ...exportHandlers()];
}

export const EXPORT_LIST_FAILURE = 'The export requests could not be loaded.';
export function exportErrorHandlers(): RequestHandler[] {
  return [http.get('/api/assets/:kind/history', () => HttpResponse.json({ success: false, message: EXPORT_LIST_FAILURE }, { status: 500 })), ...exportHandlers()];
}
