/**
 * msw handlers answering the site-data calls from fixture data, for the console's stories:
 * lists with status and facility filters, details, exists checks (one taken value each), saves,
 * time zones, account users and locations, par definitions and the barcode.
 */
import { http, HttpResponse } from 'msw';
import { failingAt, pendingAt } from './listingStory';
import type { Account, Contract, Facility, Location, ParDefinition } from '@equipdesk/api-client/contract';
import {
  ACCOUNTS,
  ACCOUNT_USERS,
  ASSIGNABLE_USERS,
  BARCODE_SVG,
  CONTRACTS,
  FACILITIES,
  LOCATIONS,
  PAR_DEFINITION,
  SITE_LOCATIONS,
  SITE_REFERENCE_LISTS,
  TIMEZONES,
} from '../testing/facilityFixtures';
import { ddlistAnswer } from '../testing/ddlistAnswer';

/** Values the exists checks report as taken. */
export const TAKEN = { facilityName: 'South Clinic', accountNo: '2001', contractNo: '5002' } as const;

function page<T>(request: Request, rows: readonly T[], searchable: (row: T) => string) {
  const url = new URL(request.url);
  const statuses = url.searchParams.getAll('statuses').filter(Boolean);
  const facilities = url.searchParams.getAll('facilities').filter(Boolean);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = rows.filter((row) => {
    const r = row as { status?: string; facility?: string };
    return (
      (statuses.length === 0 || statuses.includes(r.status ?? 'ACTIVE')) &&
      (facilities.length === 0 || (r.facility !== undefined && facilities.includes(r.facility))) &&
      (!search || searchable(row).toLowerCase().includes(search))
    );
  });
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

const saved = (message: string, result: unknown) => HttpResponse.json({ applyStatus: 'OK', success: true, message, result });
const notFound = (what: string) => HttpResponse.json({ success: false, message: `${what} was not found.` }, { status: 404 });

export interface SiteData {
  facilities?: Facility[];
  accounts?: Account[];
  contracts?: Contract[];
  locations?: Location[];
  par?: ParDefinition | null;
  /** Make GET locations/{id}/barcode fail with this message. */
  barcodeFailure?: string;
}

/** The reference lists the shell loads after sign-in. */
export const siteReferenceHandlers = [
  http.get('/api/facilities/ddlist', () => HttpResponse.json({ success: true, count: 0, items: SITE_REFERENCE_LISTS.facilities })),
  http.get('/api/accounts/ddlist', () => HttpResponse.json({ success: true, count: 0, items: SITE_REFERENCE_LISTS.accounts })),
  http.get('/api/models/ddlist', () => HttpResponse.json({ success: true, count: 0, items: SITE_REFERENCE_LISTS.models })),
  http.get('/api/locations/ddlist', ({ request }) => HttpResponse.json(ddlistAnswer(SITE_LOCATIONS, new URL(request.url)))),
  http.get('/api/locations/groups', () => HttpResponse.json({ success: true, count: 0, items: SITE_REFERENCE_LISTS.locationGroups })),
  http.get('/api/:resource/ddlist', () => HttpResponse.json({ success: true, count: 0, items: [] })),
  http.get('/api/enterprises', () => HttpResponse.json({ success: true, count: 1, items: SITE_REFERENCE_LISTS.enterprises })),
  http.get('/api/roles', () => HttpResponse.json({ success: true, count: 0, items: SITE_REFERENCE_LISTS.roles })),
  http.get('/api/picklist-values/all', () => HttpResponse.json({ success: true, result: SITE_REFERENCE_LISTS.picklists })),
];

export function siteHandlers({
  facilities = FACILITIES,
  accounts = ACCOUNTS,
  contracts = CONTRACTS,
  locations = LOCATIONS,
  par = PAR_DEFINITION,
  barcodeFailure,
}: SiteData = {}) {
  return [
    ...siteReferenceHandlers,
    http.get('/api/facilities/exists', ({ request }) =>
      HttpResponse.json({ result: { valid: new URL(request.url).searchParams.get('name') !== TAKEN.facilityName } }),
    ),
    http.get('/api/accounts/exists', ({ request }) =>
      HttpResponse.json({ result: { valid: new URL(request.url).searchParams.get('accountNo') !== TAKEN.accountNo } }),
    ),
    http.get('/api/contracts/exists', ({ request }) =>
      HttpResponse.json({ result: { valid: new URL(request.url).searchParams.get('contractNo') !== TAKEN.contractNo } }),
    ),
    http.get('/api/accounts/timezones', () => HttpResponse.json({ success: true, count: TIMEZONES.length, items: TIMEZONES })),
    http.get('/api/users/assignables', () => HttpResponse.json({ success: true, count: ASSIGNABLE_USERS.length, items: ASSIGNABLE_USERS })),
    http.get('/api/facilities/:id/details', ({ params }) => {
      const found = facilities.find((f) => f.externalId === params.id);
      if (!found) return notFound('Facility');
      return HttpResponse.json({
        success: true,
        result: { ...found, accounts: accounts.filter((a) => a.facility === found.externalId), contracts: contracts.filter((c) => c.facility === found.externalId) },
      });
    }),
    http.get('/api/accounts/:id/details', ({ params }) => {
      const found = accounts.find((a) => a.externalId === params.id);
      return found ? HttpResponse.json({ success: true, result: found }) : notFound('Account');
    }),
    http.get('/api/accounts/:id/users', () => HttpResponse.json({ success: true, count: ACCOUNT_USERS.length, items: ACCOUNT_USERS })),
    http.post('/api/accounts/:id/users', async ({ request }) => saved('Users allocated to the account.', await request.json())),
    http.get('/api/accounts/:id/locations', ({ params }) => {
      const items = locations.filter((l) => l.account === params.id);
      return HttpResponse.json({ success: true, count: items.length, items });
    }),
    http.get('/api/locations/:id/par', () => (par ? HttpResponse.json({ success: true, result: par }) : notFound('Par definition'))),
    http.post('/api/locations/:id/par', async ({ request }) => saved('Par definition saved.', await request.json())),
    http.get('/api/locations/:id/barcode', () =>
      barcodeFailure
        ? HttpResponse.json({ success: false, message: barcodeFailure }, { status: 500 })
        : new HttpResponse(BARCODE_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
    http.get('/api/facilities', ({ request }) => page(request, facilities, (f) => `${f.name} ${f.enterpriseName ?? ''}`)),
    http.get('/api/accounts', ({ request }) => page(request, accounts, (a) => `${a.name} ${a.accountNo}`)),
    http.get('/api/contracts', ({ request }) => page(request, contracts, (c) => c.contractNo)),
    http.get('/api/locations', ({ request }) => page(request, locations, (l) => l.name)),
    http.get('/api/:resource/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="export.csv"' } })),
    http.get('/api/contracts/:id', ({ params }) => {
      const found = contracts.find((c) => c.externalId === params.id);
      return found ? HttpResponse.json({ success: true, result: found }) : notFound('Contract');
    }),
    http.put('/api/facilities', async ({ request }) => saved('Facility saved.', { ...(await request.json() as object), externalId: 'f-new' })),
    http.put('/api/accounts', async ({ request }) => saved('Account saved.', { ...(await request.json() as object), externalId: 'a-new' })),
    http.put('/api/:resource', async ({ request }) => saved('Saved successfully.', await request.json())),
    http.post('/api/:resource/:id/:action', ({ params }) =>
      params.action === 'remove' && params.id === 'l-ward'
        ? HttpResponse.json({ success: false, message: 'Location Ward A still holds assets.' })
        : HttpResponse.json({ success: true, message: `Done: ${String(params.action)}.` }),
    ),
    http.post('/api/:resource/:id', async ({ request }) => saved('Saved successfully.', await request.json())),
  ];
}

/** Every list stays pending: the loading state. */
export const siteLoadingHandlers = [
  ...siteReferenceHandlers,
  ...pendingAt('/api/facilities/:id/details', '/api/accounts/:id/details', '/api/facilities', '/api/accounts', '/api/contracts', '/api/locations'),
];

/** Every list fails with a server error. */
export const siteErrorHandlers = [
  ...siteReferenceHandlers,
  ...failingAt({
    '/api/facilities/:id/details': 'The facility could not be loaded.',
    '/api/facilities': 'The facility list could not be loaded.',
    '/api/accounts': 'The account list could not be loaded.',
    '/api/contracts': 'The contract list could not be loaded.',
    '/api/locations': 'The location list could not be loaded.',
  }),
];
