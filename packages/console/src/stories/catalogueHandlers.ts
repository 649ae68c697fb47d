/**
 * msw handlers answering the catalogue calls from fixture data, for the console's stories: the model,
 * product and pick-list reference lists, the four lists with their status, search, model and pick-list
 * filters, the exists checks (one taken value each), saves (a pick-list pair taken meanwhile is refused
 * as the server refuses it), entity actions and exports.
 */
import { http, HttpResponse } from 'msw';
import type { Model, PicklistValue, Product, SyncConfig } from '@equipdesk/api-client/contract';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { failingAt, pendingAt } from './listingStory';
import { CATALOGUE_REFERENCE_LISTS, MODELS, PICKLIST_VALUES, PRODUCTS, SYNC_CONFIGS, TAKEN, picklistGroups } from '../testing/catalogueFixtures';

function page<T>(request: Request, rows: readonly T[], searchable: (row: T) => string) {
  const url = new URL(request.url);
  const statuses = url.searchParams.getAll('statuses').filter(Boolean);
  const models = url.searchParams.getAll('models').filter(Boolean);
  const names = url.searchParams.getAll('names').filter(Boolean);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = rows.filter((row) => {
    const r = row as { status?: string; model?: string; name?: string };
    return (
      (statuses.length === 0 || statuses.includes(r.status ?? 'ACTIVE')) &&
      (models.length === 0 || (r.model !== undefined && models.includes(r.model))) &&
      (names.length === 0 || (r.name !== undefined && names.includes(r.name))) &&
      (!search || searchable(row).toLowerCase().includes(search))
    );
  });
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

const saved = (message: string, result: unknown) => HttpResponse.json({ applyStatus: 'OK', success: true, message, result });

export interface CatalogueData {
  models?: Model[];
  products?: Product[];
  picklistValues?: PicklistValue[];
  syncConfigs?: SyncConfig[];
}

/** The reference lists the shell loads after sign-in. */
export function catalogueReferenceHandlers(picklistValues: readonly PicklistValue[] = PICKLIST_VALUES) {
  return [
    http.get('/api/models/ddlist', () => HttpResponse.json({ success: true, count: 0, items: CATALOGUE_REFERENCE_LISTS.models })),
    http.get('/api/products/ddlist', () => HttpResponse.json({ success: true, count: 0, items: CATALOGUE_REFERENCE_LISTS.products })),
    http.get('/api/:resource/ddlist', () => HttpResponse.json({ success: true, count: 0, items: [] })),
    http.get('/api/picklist-values/all', () => HttpResponse.json({ success: true, result: picklistGroups(picklistValues) })),
    http.get('/api/enterprises', () => HttpResponse.json({ success: true, count: 0, items: [] })),
    http.get('/api/roles', () => HttpResponse.json({ success: true, count: 0, items: [] })),
  ];
}

export function catalogueHandlers({ models = MODELS, products = PRODUCTS, picklistValues = PICKLIST_VALUES, syncConfigs = SYNC_CONFIGS }: CatalogueData = {}) {
  return [
    ...catalogueReferenceHandlers(picklistValues),
    http.get('/api/models/exists', ({ request }) => HttpResponse.json({ result: { valid: new URL(request.url).searchParams.get('modelCode') !== TAKEN.modelCode } })),
    http.get('/api/products/exists', ({ request }) => HttpResponse.json({ result: { valid: new URL(request.url).searchParams.get('itemCode') !== TAKEN.itemCode } })),
    http.get('/api/picklist-values/exists', ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({ result: { valid: !(params.get('name') === TAKEN.picklist.name && params.get('value') === TAKEN.picklist.value) } });
    }),
    http.get('/api/models', ({ request }) => page(request, models, (m) => `${m.modelCode} ${m.modelDescription ?? ''} ${m.family ?? ''} ${m.groupName ?? ''}`)),
    http.get('/api/products', ({ request }) => page(request, products, (p) => `${p.itemCode} ${p.itemDescription ?? ''} ${p.modelCode ?? ''}`)),
    http.get('/api/picklist-values', ({ request }) => page(request, picklistValues, (p) => `${p.name} ${p.value} ${p.displayLabel}`)),
    http.get('/api/sync/config', ({ request }) => page(request, syncConfigs, (c) => `${c.uri} ${c.description ?? ''}`)),
    http.get('/api/:resource/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="export.csv"' } })),
    http.get('/api/sync/config/export.:format', () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Disposition': 'attachment; filename="export.csv"' } })),
    http.put('/api/picklist-values', async ({ request }) => {
      const body = (await request.json()) as { name?: string; value?: string };
      if (body.name === TAKEN.racedPicklist.name && body.value === TAKEN.racedPicklist.value) {
        return HttpResponse.json(
          { success: false, message: MESSAGES.picklistValueExistsUnder, errors: [{ field: 'value', message: MESSAGES.picklistValueExistsUnder }] },
          { status: 400 },
        );
      }
      return saved('Pick-list value created successfully.', { ...body, externalId: 'pv-new', status: 'ACTIVE' });
    }),
    http.put('/api/sync/config', async ({ request }) => saved('Sync configuration created successfully.', { ...(await request.json() as object), externalId: 's-new' })),
    http.put('/api/:resource', async ({ request }) => saved('Saved successfully.', { ...(await request.json() as object), externalId: 'new' })),
    http.post('/api/sync/config/:id/:action', ({ params }) => HttpResponse.json({ success: true, message: `Done: ${String(params.action)}.` })),
    http.post('/api/sync/config/:id', async ({ request }) => saved('Sync configuration updated successfully.', await request.json())),
    http.post('/api/:resource/:id/:action', ({ params }) => HttpResponse.json({ success: true, message: `Done: ${String(params.action)}.` })),
    http.post('/api/:resource/:id', async ({ request }) => saved('Saved successfully.', await request.json())),
  ];
}

const LISTS = ['/api/models', '/api/products', '/api/picklist-values', '/api/sync/config'];

/** Every list stays pending: the loading state. */
export const catalogueLoadingHandlers = [...catalogueReferenceHandlers(), ...pendingAt(...LISTS)];

/** Every list fails with a server error. */
export const catalogueErrorHandlers = [
  ...catalogueReferenceHandlers(),
  ...failingAt({
    '/api/models': 'The model list could not be loaded.',
    '/api/products': 'The product list could not be loaded.',
    '/api/picklist-values': 'The pick-list values could not be loaded.',
    '/api/sync/config': 'The sync configurations could not be loaded.',
  }),
];
