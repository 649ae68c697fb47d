/**
 * msw handlers answering the visit calls from fixture data, for the visits stories: the list with its filters and
 * search, saves (answering with the saved visit, or a refusal), the entity actions, a visit's tasks, the exports,
 * and the reference lists the form and filters pick from.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { ReferenceLists, VisitDefinition, VisitTask } from '@equipdesk/api-client/contract';
import { failingAt, pendingAt } from '../../../stories/listingStory';
import { VISIT_REFERENCE_LISTS, VISIT_TASKS, VISITS } from '../../../testing/visitFixtures';
import { ASSET_LOCATIONS } from '../../../testing/assetFixtures';
import { ddlistAnswer } from '../../../testing/ddlistAnswer';

const list = (items: readonly unknown[]) => HttpResponse.json({ success: true, count: items.length, items });

/** The reference lists the shell loads after sign-in. */
export function visitReferenceHandlers(lists: ReferenceLists = VISIT_REFERENCE_LISTS): RequestHandler[] {
  return [
    http.get('/api/facilities/ddlist', () => list(lists.facilities)),
    http.get('/api/accounts/ddlist', () => list(lists.accounts)),
    http.get('/api/users/ddlist', () => list(lists.users)),
    http.get('/api/locations/ddlist', ({ request }) => HttpResponse.json(ddlistAnswer(ASSET_LOCATIONS, new URL(request.url)))),
    http.get('/api/locations/groups', () => list(lists.locationGroups)),
    http.get('/api/:resource/ddlist', () => list([])),
    http.get('/api/enterprises', () => list(lists.enterprises)),
    http.get('/api/roles', () => list(lists.roles)),
    http.get('/api/picklist-values/all', () => HttpResponse.json({ success: true, result: lists.picklists })),
  ];
}

function visitPage(request: Request, rows: readonly VisitDefinition[]) {
  const url = new URL(request.url);
  const all = (name: string) => url.searchParams.getAll(name).filter(Boolean);
  const [statuses, facilities, accounts, users, locations] = ['statuses', 'facilities', 'accounts', 'users', 'locations'].map(all) as [string[], string[], string[], string[], string[]];
  const userIds = new Map(VISIT_REFERENCE_LISTS.users.map((u) => [u.username, u.externalId]));
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = rows.filter(
    (v) =>
      (statuses.length === 0 ? v.status === 'ACTIVE' : statuses.includes(v.status)) &&
      (facilities.length === 0 || facilities.includes(v.facility)) &&
      (accounts.length === 0 || accounts.includes(v.account)) &&
      (users.length === 0 || users.includes(userIds.get(v.executive) ?? '')) &&
      (locations.length === 0 || v.locations.some((l) => locations.includes(l))) &&
      (!search || v.name.toLowerCase().includes(search) || (v.accountName ?? '').toLowerCase().includes(search)),
  );
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

export interface VisitData {
  visits?: VisitDefinition[];
  lists?: ReferenceLists;
  tasks?: VisitTask[];
  /** PUT/POST visits answer 400 with this message. */
  saveFailure?: string;
}

export function visitHandlers({ visits = VISITS, lists, tasks = VISIT_TASKS, saveFailure }: VisitData = {}): RequestHandler[] {
  const saved = async (request: Request, id: string) =>
    saveFailure
      ? HttpResponse.json({ success: false, message: saveFailure, errors: [{ field: 'startTimestamp', message: saveFailure }] }, { status: 400 })
      : HttpResponse.json({ applyStatus: 'OK', success: true, message: id ? 'Visit updated successfully.' : 'Visit created successfully.', result: { ...((await request.json()) as object), externalId: id || 'v-new' } });
  return [
    ...visitReferenceHandlers(lists),
    http.get('/api/visits/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="visits.csv"' } })),
    http.get('/api/visits/:id/tasks', () => list(tasks)),
    http.get('/api/visits', ({ request }) => visitPage(request, visits)),
    http.put('/api/visits', ({ request }) => saved(request, '')),
    http.post('/api/visits/:id/:action', ({ params }) => HttpResponse.json({ success: true, message: `Visit ${String(params.action)} done.` })),
    http.post('/api/visits/:id', ({ request, params }) => saved(request, String(params.id))),
  ];
}

/** The list never answers: the loading state. */
export const visitLoadingHandlers: RequestHandler[] = [...visitReferenceHandlers(), ...pendingAt('/api/visits')];

/** The list fails with a server error. */
export const visitErrorHandlers: RequestHandler[] = [...visitReferenceHandlers(), ...failingAt({ '/api/visits': 'The visit list could not be loaded.' })];

/** A visit's tasks never answer: the Tasks modal's loading state. */
export const slowTasks: RequestHandler = http.get('/api/visits/:id/tasks', () => delay('infinite'));
