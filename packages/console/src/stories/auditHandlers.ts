/** msw handlers answering the Audit Log from fixture events: the filters by user, action and entity, search, paging. */
import { http, HttpResponse } from 'msw';
import type { AuditEvent } from '@equipdesk/api-client/contract';
import { AUDIT_EVENTS } from '../testing/auditFixtures';
import { adminHandlers } from './adminHandlers';
import { failingAt, pendingAt } from './listingStory';

function answer(request: Request, events: readonly AuditEvent[]) {
  const url = new URL(request.url);
  const only = (name: string, value: string | null) => {
    const wanted = url.searchParams.getAll(name);
    return wanted.length === 0 || (value !== null && wanted.includes(value));
  };
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const entityId = url.searchParams.get('entityId');
  const found = events.filter(
    (e) =>
      only('users', e.actorId) &&
      only('actions', e.action) &&
      only('entityTypes', e.entityType) &&
      (!entityId || e.entityId === entityId) &&
      (!search || `${e.summary} ${e.actorUsername}`.toLowerCase().includes(search)),
  );
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

export function auditHandlers(events: readonly AuditEvent[] = AUDIT_EVENTS) {
  return [http.get('/api/audit', ({ request }) => answer(request, events)), ...adminHandlers()];
}

export const auditLoadingHandlers = [...pendingAt('/api/audit'), ...adminHandlers()];
export const auditErrorHandlers = [...failingAt({ '/api/audit': 'The audit log could not be loaded.' }), ...adminHandlers()];
