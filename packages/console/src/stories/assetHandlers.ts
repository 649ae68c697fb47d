/**
 * msw handlers answering the asset calls from fixture data, for the console's stories: the list
 * with its filters and search (serial, customer asset number, tags), the exists check (one taken
 * serial + model), saves, entity actions, bySerialNumber, the ddlist, an account's models, the
 * history and the change types; plus the reference lists the asset form picks from.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { Asset, ProductivityRow } from '@equipdesk/api-client/contract';
import { failingAt, pendingAt } from './listingStory';
import { ACCOUNT_MODELS, ASSET_DD_ITEMS, ASSET_HISTORY, ASSET_LOCATIONS, ASSET_REFERENCE_LISTS, ASSETS, CHANGE_TYPES } from '../testing/assetFixtures';
import { ddlistAnswer } from '../testing/ddlistAnswer';

/** The serial number + model the exists check reports as taken. */
export const TAKEN_ASSET = { serialNumber: 'SN-1002', model: 'm-bed' } as const;

const list = (items: readonly unknown[]) => HttpResponse.json({ success: true, count: items.length, items });

/** What GET assets matches a search against: serial, customer asset number and tags. */
export function assetMatches(asset: Asset, search: string): boolean {
  const term = search.toLowerCase();
  return [asset.serialNumber, asset.customerAssetNumber ?? '', ...asset.tags].some((value) => value.toLowerCase().includes(term));
}

function assetPage(request: Request, rows: readonly Asset[]) {
  const url = new URL(request.url);
  const all = (name: string) => url.searchParams.getAll(name).filter(Boolean);
  const statuses = all('statuses');
  const facilities = all('facilities');
  const accounts = all('accounts');
  const models = all('models');
  const search = url.searchParams.get('search') ?? '';
  const found = rows.filter(
    (a) =>
      (statuses.length === 0 ? a.status === 'ACTIVE' : statuses.includes(a.status)) &&
      (facilities.length === 0 || facilities.includes(a.account.facility)) &&
      (accounts.length === 0 || accounts.includes(a.account.externalId)) &&
      (models.length === 0 || models.includes(a.model.externalId)) &&
      (!search || assetMatches(a, search)),
  );
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

/** The reference lists the shell loads after sign-in, with the asset form's models, products, contracts and locations. */
export const assetReferenceHandlers: RequestHandler[] = [
  http.get('/api/facilities/ddlist', () => list(ASSET_REFERENCE_LISTS.facilities)),
  http.get('/api/accounts/ddlist', () => list(ASSET_REFERENCE_LISTS.accounts)),
  http.get('/api/models/ddlist', () => list(ASSET_REFERENCE_LISTS.models)),
  http.get('/api/products/ddlist', () => list(ASSET_REFERENCE_LISTS.products)),
  http.get('/api/contracts/ddlist', () => list(ASSET_REFERENCE_LISTS.contracts)),
  http.get('/api/locations/ddlist', ({ request }) => HttpResponse.json(ddlistAnswer(ASSET_LOCATIONS, new URL(request.url)))),
  http.get('/api/locations/groups', () => list(ASSET_REFERENCE_LISTS.locationGroups)),
  http.get('/api/:resource/ddlist', ({ params }) => (params.resource === 'assets' ? undefined : list([]))),
  http.get('/api/enterprises', () => list(ASSET_REFERENCE_LISTS.enterprises)),
  http.get('/api/roles', () => list(ASSET_REFERENCE_LISTS.roles)),
  http.get('/api/picklist-values/all', () => HttpResponse.json({ success: true, result: ASSET_REFERENCE_LISTS.picklists })),
];

export interface AssetData {
  assets?: Asset[];
  history?: ProductivityRow[];
  /** Make PUT/POST assets answer 400 with this message. */
  saveFailure?: string;
}

export function assetHandlers({ assets = ASSETS, history = ASSET_HISTORY, saveFailure }: AssetData = {}): RequestHandler[] {
  return [
    ...assetReferenceHandlers,
    http.get('/api/assets/exists', ({ request }) => {
      const url = new URL(request.url);
      const taken = url.searchParams.get('serialNumber') === TAKEN_ASSET.serialNumber && url.searchParams.get('model') === TAKEN_ASSET.model;
      return HttpResponse.json({ result: { valid: !taken || url.searchParams.get('externalId') === 'as-2' } });
    }),
    http.get('/api/assets/ddlist', ({ request }) => {
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const ids = url.searchParams.getAll('externalIds');
      const items = ASSET_DD_ITEMS.filter((a) => (ids.length === 0 || ids.includes(a.externalId)) && a.serialNumber.toLowerCase().includes(search));
      return list(items);
    }),
    http.get('/api/assets/bySerialNumber/:serial', ({ params }) => {
      const found = assets.find((a) => a.serialNumber === params.serial);
      return found ? HttpResponse.json({ success: true, result: found }) : HttpResponse.json({ success: false, message: 'Asset was not found.' }, { status: 404 });
    }),
    http.get('/api/assets/productivity/types', () => list(CHANGE_TYPES)),
    http.get('/api/assets/productivity/single', ({ request }) => {
      const url = new URL(request.url);
      const rows = url.searchParams.get('externalId') === 'as-1' ? history : [];
      const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
      return HttpResponse.json({ success: true, count: rows.length, items: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
    }),
    http.get('/api/accounts/:id/models', ({ params }) => {
      const ids = ACCOUNT_MODELS[String(params.id)] ?? [];
      return list(ASSET_REFERENCE_LISTS.models.filter((m) => ids.includes(m.externalId)));
    }),
    http.get('/api/assets/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="assets.csv"' } })),
    http.get('/api/assets', ({ request }) => assetPage(request, assets)),
    http.put('/api/assets', async ({ request }) =>
      saveFailure
        ? HttpResponse.json({ success: false, message: saveFailure, errors: [{ field: 'serialNumber', message: saveFailure }] }, { status: 400 })
        : HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Asset saved.', result: { ...((await request.json()) as object), externalId: 'as-new' } }),
    ),
    http.post('/api/assets/:id/:action', ({ params }) => HttpResponse.json({ success: true, message: `Asset ${String(params.action)} done.` })),
    http.post('/api/assets/:id', async ({ request }) =>
      saveFailure
        ? HttpResponse.json({ success: false, message: saveFailure, errors: [{ field: 'serialNumber', message: saveFailure }] }, { status: 400 })
        : HttpResponse.json({ applyStatus: 'OK', success: true, message: 'Asset saved.', result: await request.json() }),
    ),
  ];
}

/** The list never answers: the loading state. */
export const assetLoadingHandlers: RequestHandler[] = [...assetReferenceHandlers, ...pendingAt('/api/assets', '/api/assets/productivity/single')];

/** The list and the history fail with a server error. */
export const assetErrorHandlers: RequestHandler[] = [
  ...assetReferenceHandlers,
  ...failingAt({ '/api/assets': 'The asset list could not be loaded.', '/api/assets/productivity/single': 'The history could not be loaded.' }),
];

/** The ddlist answers slowly, to show the picker loading. */
export const slowAssetsDd: RequestHandler = http.get('/api/assets/ddlist', async () => {
  await delay('infinite');
  return list([]);
});
