/**
 * msw handlers answering the administration calls from fixture data, for the console's stories:
 * lists with status filter, search and paging, exists checks, saves, entity actions, the matrix.
 */
import { http, HttpResponse } from 'msw';
import { failingAt, pendingAt } from './listingStory';
import { mfaHandlers, sessionHandlers } from './securityHandlers';
import type { Enterprise, Permission, Role, User } from '@equipdesk/api-client/contract';
import { ENTERPRISES, REFERENCE_LISTS, ROLES, USERS, permissionMatrix } from '../testing/adminFixtures';

/** The email the exists check reports as taken. */
export const TAKEN_EMAIL = 'jane.doe@equipdesk.example';

function page<T>(request: Request, rows: readonly T[], searchable: (row: T) => string, defaultActive = true) {
  const url = new URL(request.url);
  const statuses = url.searchParams.getAll('statuses');
  const wanted = statuses.length > 0 ? statuses : defaultActive ? ['ACTIVE'] : [];
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = rows.filter(
    (row) =>
      (wanted.length === 0 || wanted.includes((row as { status?: string }).status ?? 'ACTIVE')) &&
      (!search || searchable(row).toLowerCase().includes(search)),
  );
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

const saved = (result: unknown) => HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Saved successfully.', result });

export interface AdminData {
  users?: User[];
  enterprises?: Enterprise[];
  roles?: Role[];
  permissions?: Permission[];
}

/** The reference lists the shell loads after sign-in. */
export const referenceHandlers = [
  http.get('/api/facilities/ddlist', () => HttpResponse.json({ success: true, count: 0, items: REFERENCE_LISTS.facilities })),
  http.get('/api/accounts/ddlist', () => HttpResponse.json({ success: true, count: 0, items: REFERENCE_LISTS.accounts })),
  http.get('/api/:resource/ddlist', () => HttpResponse.json({ success: true, count: 0, items: [] })),
  http.get('/api/picklist-values/all', () => HttpResponse.json({ success: true, result: {} })),
];

export function adminHandlers({ users = USERS, enterprises = ENTERPRISES, roles = ROLES, permissions = permissionMatrix() }: AdminData = {}) {
  return [
    ...referenceHandlers,
    http.get('/api/users/exists', ({ request }) =>
      HttpResponse.json({ result: { valid: new URL(request.url).searchParams.get('handle') !== TAKEN_EMAIL } }),
    ),
    http.get('/api/:resource/exists', () => HttpResponse.json({ result: { valid: true } })),
    http.get('/api/users/mono', ({ request }) => {
      const found = users.find((u) => u.externalId === new URL(request.url).searchParams.get('q'));
      return found ? HttpResponse.json({ success: true, result: found }) : HttpResponse.json({ success: false, message: 'User was not found.' }, { status: 404 });
    }),
    ...sessionHandlers(),
    ...mfaHandlers(),
    http.get('/api/users/profile', () => HttpResponse.json({ success: true, result: users[0] ?? USERS[0] })),
    http.post('/api/users/profile', () => saved(users[0])),
    http.get('/api/users', ({ request }) => page(request, users, (u) => `${u.name} ${u.email}`)),
    http.get('/api/enterprises', ({ request }) => page(request, enterprises, (e) => e.name, false)),
    http.get('/api/roles', ({ request }) => page(request, roles, (r) => `${r.name} ${r.identifier}`, false)),
    http.get('/api/permissions/list', () => HttpResponse.json({ success: true, count: permissions.length, items: permissions })),
    http.get('/api/:resource/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="export.csv"' } })),
    http.put('/api/:resource', async ({ request }) => saved(await request.json())),
    http.post('/api/roles/:verb/:cell', async ({ params }) =>
      HttpResponse.json({ success: true, result: { granted: params.verb === 'grant', status: 'ACTIVE' } }),
    ),
    http.post('/api/users/:id/reset', () => HttpResponse.json({ success: true, message: 'Password reset.' })),
    http.post('/api/:resource/:id/:action', ({ params }) => HttpResponse.json({ success: true, message: `Done: ${String(params.action)}.` })),
    http.post('/api/:resource/:id', async ({ request }) => saved(await request.json())),
  ];
}

/** Every list stays pending: the loading state. */
export const loadingHandlers = [...referenceHandlers, ...pendingAt('/api/users', '/api/enterprises', '/api/roles', '/api/permissions/list')];

/** Every list fails with a server error. */
export const errorHandlers = [
  ...referenceHandlers,
  ...failingAt({
    '/api/users': 'The user list could not be loaded.',
    '/api/enterprises': 'The enterprise list could not be loaded.',
    '/api/roles': 'The role list could not be loaded.',
    '/api/permissions/list': 'The permissions could not be loaded.',
  }),
];
