/**
 * The catalogue over HTTP (spec 3 §2.7, §2.9, §2.10, §2.13, §5, §7): product models, products, pick-list
 * values and sync configurations — lists, filters, exists checks, saves with the spec's messages word for
 * word, the rules the spec leaves to us (a product carries its model's family; a pick-list value keeps its
 * name and value), the ddlists moved onto the resources, and the exports. Every route × role is walked by
 * route-walk.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { ListResponse, Model, ModelDdItem, PicklistGroups, PicklistValue, Product, ProductDdItem, SaveResponse, SyncConfig } from '@equipdesk/api-client/contract';
import { models, products } from '../src/db/schema';
import { authed, createTestDatabase, json, login, testApp, type TestDatabase } from './helpers';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;
let technician: Record<string, string>;
let support: Record<string, string>;
let supervisor: Record<string, string>;

const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers = admin) => app.inject({ method: 'PUT', url, headers, payload: payload as object });
const post = (url: string, payload?: unknown, headers = admin) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const errorsOf = (r: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries((json<{ errors?: { field: string; message: string }[] }>(r).errors ?? []).map((e) => [e.field, e.message]));
const list = async <T>(url: string, headers = admin): Promise<ListResponse<T>> => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListResponse<T>>(response);
};
const saved = <T>(r: LightMyRequestResponse): T => {
  expect(r.statusCode, r.body).toBe(200);
  const body = json<SaveResponse<T>>(r);
  expect(body).toMatchObject({ applyStatus: 'OK', success: true, result: expect.any(Object) });
  return body.result!;
};
const csvLines = (r: LightMyRequestResponse): string[] => r.body.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l.length > 0);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db);
  admin = authed(await login(app, 'admin'));
  technician = authed(await login(app, 'technician'));
  support = authed(await login(app, 'support'));
  supervisor = authed(await login(app, 'supervisor'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('product models', () => {
  it('lists model, description, family, group name and status, sorted by code, searchable', async () => {
    const page = await list<Model>('/api/models?pageSize=1000');
    expect(page.count).toBeGreaterThan(10);
    expect(page.items[0]).toMatchObject({
      externalId: expect.any(String),
      modelCode: expect.any(String),
      modelDescription: expect.any(String),
      family: expect.any(String),
      groupName: expect.any(String),
      status: 'ACTIVE',
      createdTimestamp: expect.any(String),
    });
    const codes = page.items.map((m) => m.modelCode);
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const family = page.items[0]!.family!;
    const found = await list<Model>(`/api/models?search=${encodeURIComponent(family.toLowerCase())}&pageSize=1000`);
    expect(found.count).toBeGreaterThan(0);
    expect(found.items.every((m) => [m.modelCode, m.modelDescription, m.family, m.groupName].some((v) => v?.toLowerCase().includes(family.toLowerCase())))).toBe(true);
    const byFamily = await list<Model>('/api/models?sortBy=family&sortDirection=desc&pageSize=5');
    expect(byFamily.items[0]!.family! >= byFamily.items[4]!.family!).toBe(true);
  });

  it('validates the form with the limits of §5 and refuses a code in use, whatever its case', async () => {
    const empty = await put('/api/models', {});
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual({ modelCode: MESSAGES.modelCode });
    const long = await put('/api/models', { modelCode: 'x'.repeat(51), modelDescription: 'x'.repeat(251), family: 'x'.repeat(51), groupName: 'x'.repeat(51) });
    expect(errorsOf(long)).toEqual({
      modelCode: MESSAGES.modelCode,
      modelDescription: MESSAGES.modelDescription,
      family: MESSAGES.modelFamily,
      groupName: MESSAGES.modelGroupName,
    });
    const taken = (await list<Model>('/api/models?pageSize=1')).items[0]!;
    const again = await put('/api/models', { modelCode: taken.modelCode.toLowerCase() });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ success: false, message: MESSAGES.modelExists, errors: [{ field: 'modelCode', message: MESSAGES.modelExists }] });
    expect(json(await get(`/api/models/exists?modelCode=${encodeURIComponent(taken.modelCode)}`))).toEqual({ result: { valid: false } });
    expect(json(await get(`/api/models/exists?modelCode=${encodeURIComponent(taken.modelCode)}&externalId=${taken.externalId}`))).toEqual({ result: { valid: true } });
    expect(json(await get('/api/models/exists?modelCode=NO-SUCH-MODEL'))).toEqual({ result: { valid: true } });
  });

  it('creates and updates a model, passing a new family on to its products', async () => {
    const created = saved<Model>(await put('/api/models', { modelCode: ' TST-100 ', modelDescription: 'Test pump 100', family: 'Test Family', groupName: '' }));
    expect(created).toMatchObject({ modelCode: 'TST-100', modelDescription: 'Test pump 100', family: 'Test Family', groupName: null, status: 'ACTIVE', createdBy: 'admin' });
    const product = saved<Product>(await put('/api/products', { itemCode: 'TST-100-V1', itemDescription: 'Test pump kit', model: created.externalId }));
    expect(product.family).toBe('Test Family');

    const updated = saved<Model>(await post(`/api/models/${created.externalId}`, { modelCode: 'TST-100', modelDescription: 'Test pump 100', family: 'Renamed Family', groupName: 'Tests' }));
    expect(updated).toMatchObject({ family: 'Renamed Family', groupName: 'Tests' });
    const [row] = await database.db.select().from(products).where(eq(products.externalId, product.externalId));
    expect(row!.family).toBe('Renamed Family');
    // The cached picker list follows.
    const dd = await list<ModelDdItem>('/api/models/ddlist');
    expect(dd.items.find((m) => m.externalId === created.externalId)).toMatchObject({ modelCode: 'TST-100', family: 'Renamed Family', groupName: 'Tests' });
  });

  it('removes and activates a model; the ddlist leaves out REMOVED', async () => {
    const model = saved<Model>(await put('/api/models', { modelCode: 'TST-REMOVE' }));
    expect(json(await post(`/api/models/${model.externalId}/remove`))).toEqual({ success: true, message: 'Model removed successfully.' });
    expect((await list<ModelDdItem>('/api/models/ddlist')).items.some((m) => m.externalId === model.externalId)).toBe(false);
    expect((await list<Model>('/api/models?search=TST-REMOVE')).count).toBe(0);
    expect((await list<Model>('/api/models?search=TST-REMOVE&statuses=REMOVED')).items[0]).toMatchObject({ status: 'REMOVED' });
    expect((await post(`/api/models/${model.externalId}`, { modelCode: 'TST-REMOVE' })).statusCode).toBe(400);
    expect(json(await post(`/api/models/${model.externalId}/activate`))).toMatchObject({ success: true });
  });

  it('exports CSV and XLSX with the columns of the list', async () => {
    const csv = await get('/api/models/export.csv?search=TST-100');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="models-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(csv);
    expect(lines[0]).toBe('Model,Model Description,Family,Group Name,Status,UUID,Created By,Created (UTC),Last Modified By,Last Modified (UTC)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^TST-100,Test pump 100,Renamed Family,Tests,ACTIVE,/);
    const xlsx = await get('/api/models/export.xlsx?search=TST-100');
    const sheet = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet.Sheets[sheet.SheetNames[0]!]!);
    expect(rows[0]).toMatchObject({ Model: 'TST-100', Family: 'Renamed Family' });
  });

  it('lets a technician read but not change, and the supervisor not even read', async () => {
    expect((await get('/api/models', technician)).statusCode).toBe(200);
    expect((await put('/api/models', { modelCode: 'TECH-1' }, technician)).statusCode).toBe(403);
    expect((await get('/api/models/export.csv', technician)).statusCode).toBe(403);
    expect((await get('/api/models/export.csv', support)).statusCode).toBe(200);
    expect((await get('/api/models', supervisor)).statusCode).toBe(403);
    // The picker list is for everyone signed in with a permission.
    expect((await get('/api/models/ddlist', supervisor)).statusCode).toBe(200);
  });
});

describe('products', () => {
  it('lists item code, description, family, model and model description, filtered by model', async () => {
    const page = await list<Product>('/api/products?pageSize=1000');
    expect(page.count).toBeGreaterThan(10);
    const first = page.items[0]!;
    const [model] = await database.db.select().from(models).where(eq(models.externalId, first.model));
    expect(first).toMatchObject({ itemCode: expect.any(String), modelCode: model!.modelCode, modelDescription: model!.modelDescription, family: model!.family, status: 'ACTIVE' });
    const ofModel = await list<Product>(`/api/products?models=${first.model}&pageSize=1000`);
    expect(ofModel.count).toBeGreaterThan(0);
    expect(ofModel.items.every((p) => p.model === first.model)).toBe(true);
    const byModelCode = await list<Product>(`/api/products?search=${encodeURIComponent(model!.modelCode)}&pageSize=1000`);
    expect(byModelCode.items.some((p) => p.externalId === first.externalId)).toBe(true);
    const sorted = await list<Product>('/api/products?sortBy=modelDescription&pageSize=20');
    const descriptions = sorted.items.map((p) => p.modelDescription ?? '');
    expect(descriptions).toEqual([...descriptions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // An id that is not one matches nothing.
    expect((await list<Product>('/api/products?models=not-a-uuid')).count).toBe(0);
  });

  it('answers the four messages of §5 word for word', async () => {
    const empty = await put('/api/products', {});
    expect(errorsOf(empty)).toEqual({ itemCode: MESSAGES.itemCode, model: MESSAGES.productModelRequired });
    const model = (await list<Model>('/api/models?pageSize=1')).items[0]!;
    const long = await put('/api/products', { itemCode: 'x'.repeat(101), itemDescription: 'x'.repeat(101), model: model.externalId });
    expect(errorsOf(long)).toEqual({ itemCode: MESSAGES.itemCode, itemDescription: MESSAGES.itemDescription });
    const taken = (await list<Product>('/api/products?pageSize=1')).items[0]!;
    const again = await put('/api/products', { itemCode: taken.itemCode.toLowerCase(), model: model.externalId });
    expect(json(again)).toMatchObject({ success: false, message: MESSAGES.productExists });
    expect(json(await get(`/api/products/exists?itemCode=${encodeURIComponent(taken.itemCode)}`))).toEqual({ result: { valid: false } });
    // A model that does not exist, or was removed, is not one of the given options.
    const unknown = await put('/api/products', { itemCode: 'NEW-1', model: '00000000-0000-4000-8000-000000000000' });
    expect(json(unknown)).toMatchObject({ success: false, message: MESSAGES.productModelRequired, errors: [{ field: 'model', message: MESSAGES.productModelRequired }] });
    const removed = saved<Model>(await put('/api/models', { modelCode: 'TST-GONE' }));
    await post(`/api/models/${removed.externalId}/remove`);
    expect(json(await put('/api/products', { itemCode: 'NEW-1', model: removed.externalId }))).toMatchObject({ message: MESSAGES.productModelRequired });
  });

  it('creates a product without a description, moves it to another model, and the ddlist follows', async () => {
    const [a, b] = (await list<Model>('/api/models?pageSize=2')).items;
    const created = saved<Product>(await put('/api/products', { itemCode: 'TST-P-1', itemDescription: '', model: a!.externalId }));
    expect(created).toMatchObject({ itemCode: 'TST-P-1', itemDescription: null, model: a!.externalId, modelCode: a!.modelCode, family: a!.family });
    const moved = saved<Product>(await post(`/api/products/${created.externalId}`, { itemCode: 'TST-P-1', itemDescription: 'Moved', model: b!.externalId }));
    expect(moved).toMatchObject({ itemDescription: 'Moved', model: b!.externalId, modelDescription: b!.modelDescription, family: b!.family });
    expect((await list<ProductDdItem>('/api/products/ddlist')).items.find((p) => p.externalId === created.externalId)).toEqual({
      externalId: created.externalId,
      itemCode: 'TST-P-1',
      itemDescription: 'Moved',
      model: b!.externalId,
      status: 'ACTIVE',
    });
    expect((await post('/api/products/00000000-0000-4000-8000-000000000000', { itemCode: 'X', model: b!.externalId })).statusCode).toBe(404);
  });

  it('exports the columns of the table', async () => {
    const lines = csvLines(await get('/api/products/export.csv?search=TST-P-1'));
    expect(lines[0]).toBe('Item Code,Item Description,Family,Model,Model Description,Status,UUID,Created By,Created (UTC),Last Modified By,Last Modified (UTC)');
    expect(lines[1]).toMatch(/^TST-P-1,Moved,/);
  });
});

describe('pick-list values', () => {
  it('lists name, value and label, filtered by pick list', async () => {
    const page = await list<PicklistValue>('/api/picklist-values?pageSize=1000');
    expect(page.count).toBeGreaterThan(20);
    expect(page.items[0]).toMatchObject({ name: 'BusinessType', value: expect.any(String), displayLabel: expect.any(String), status: 'ACTIVE' });
    const types = await list<PicklistValue>('/api/picklist-values?names=LocationType&names=ContractType&pageSize=1000');
    expect(new Set(types.items.map((p) => p.name))).toEqual(new Set(['LocationType', 'ContractType']));
    expect((await get('/api/picklist-values?names=Colour')).statusCode).toBe(400);
  });

  it('checks the name and value together', async () => {
    expect(json(await get('/api/picklist-values/exists?name=ContractType&value=rental'))).toEqual({ result: { valid: false } });
    // The same value under another pick list is free.
    expect(json(await get('/api/picklist-values/exists?name=ServiceType&value=RENTAL'))).toEqual({ result: { valid: true } });
    expect((await get('/api/picklist-values/exists?value=RENTAL')).statusCode).toBe(400);
  });

  it('validates with the spec’s messages and refuses a pair in use', async () => {
    expect(errorsOf(await put('/api/picklist-values', {}))).toEqual({
      name: MESSAGES.picklistNameRequired,
      value: MESSAGES.picklistValue,
      displayLabel: MESSAGES.picklistLabel,
    });
    expect(errorsOf(await put('/api/picklist-values', { name: 'Colour', value: 'RED', displayLabel: 'Red' }))).toEqual({ name: MESSAGES.picklistNameUnknown });
    expect(errorsOf(await put('/api/picklist-values', { name: 'ServiceType', value: 'x'.repeat(101), displayLabel: 'Long' }))).toEqual({ value: MESSAGES.picklistValue });
    const taken = await put('/api/picklist-values', { name: 'ContractType', value: ' rental ', displayLabel: 'Rental again' });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({ success: false, message: MESSAGES.picklistValueExistsUnder, errors: [{ field: 'value', message: MESSAGES.picklistValueExistsUnder }] });
  });

  it('creates a value that every picker then offers, and changes only its label', async () => {
    const created = saved<PicklistValue>(await put('/api/picklist-values', { name: 'ServiceType', value: ' LOANER ', displayLabel: 'Loaner' }));
    expect(created).toMatchObject({ name: 'ServiceType', value: 'LOANER', displayLabel: 'Loaner', status: 'ACTIVE' });
    const all = json<{ result: PicklistGroups }>(await get('/api/picklist-values/all', supervisor)).result;
    expect(all.ServiceType.map((p) => p.value)).toContain('LOANER');

    const relabelled = saved<PicklistValue>(await post(`/api/picklist-values/${created.externalId}`, { name: 'ServiceType', value: 'LOANER', displayLabel: 'Loaner unit' }));
    expect(relabelled.displayLabel).toBe('Loaner unit');
    for (const change of [
      { name: 'BusinessType', value: 'LOANER', displayLabel: 'Loaner' },
      { name: 'ServiceType', value: 'LOAN', displayLabel: 'Loaner' },
      // Even to a pair that is taken: the pair is fixed, whatever else is wrong with it.
      { name: 'ServiceType', value: 'PREVENTIVE', displayLabel: 'Loaner' },
    ]) {
      const refused = await post(`/api/picklist-values/${created.externalId}`, change);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ message: MESSAGES.picklistKeyReadOnly, errors: [{ field: 'value', message: MESSAGES.picklistKeyReadOnly }] });
    }

    expect(json(await post(`/api/picklist-values/${created.externalId}/deactivate`))).toMatchObject({ success: true });
    const after = json<{ result: PicklistGroups }>(await get('/api/picklist-values/all')).result;
    expect(after.ServiceType.map((p) => p.value)).not.toContain('LOANER');
  });

  it('lets the technician (VIEW, DETAILS) read the list but not save', async () => {
    expect((await get('/api/picklist-values', technician)).statusCode).toBe(200);
    const [value] = (await list<PicklistValue>('/api/picklist-values?pageSize=1', technician)).items;
    expect((await post(`/api/picklist-values/${value!.externalId}`, { ...value, displayLabel: 'Changed' }, technician)).statusCode).toBe(403);
    expect((await put('/api/picklist-values', { name: 'ServiceType', value: 'T', displayLabel: 'T' }, technician)).statusCode).toBe(403);
    expect((await get('/api/picklist-values', supervisor)).statusCode).toBe(403);
  });
});

describe('sync configurations', () => {
  it('lists URI, description, DDL and the mappings', async () => {
    const page = await list<SyncConfig>('/api/sync/config?statuses=ACTIVE');
    expect(page.count).toBe(2);
    expect(page.items.every((c) => c.status === 'ACTIVE')).toBe(true);
    expect((await list<SyncConfig>('/api/sync/config?statuses=INACTIVE')).items.map((c) => c.uri)).toEqual(['cmms/work-orders']);
    const erp = page.items.find((c) => c.uri === 'erp/assets')!;
    expect(erp).toMatchObject({
      description: expect.any(String),
      ddl: expect.stringContaining(';\n'),
      mappings: { attributes: { serialNumber: 'serial_number', modelCode: 'model_code', accountNo: 'account_no' }, relations: ['models', 'accounts'] },
    });
    expect(page.items.map((c) => c.uri)).toEqual([...page.items.map((c) => c.uri)].sort());
  });

  it('requires the URI and refuses mappings of the wrong shape', async () => {
    expect(errorsOf(await put('/api/sync/config', { description: 'no uri' }))).toEqual({ uri: MESSAGES.syncUri });
    const bad = await put('/api/sync/config', { uri: 'x/y', mappings: { attributes: { serialNumber: '' }, relations: 'models' } });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual({ 'mappings.attributes.serialNumber': MESSAGES.syncColumn, 'mappings.relations': MESSAGES.syncRelation });
  });

  it('creates and updates a configuration with its attribute map and relations', async () => {
    const created = saved<SyncConfig>(
      await put('/api/sync/config', {
        uri: 'erp/contracts',
        description: 'Contracts from the ERP',
        ddl: 'CREATE TABLE erp_contracts (contract_no text);\nCREATE INDEX erp_contracts_no ON erp_contracts (contract_no);',
        mappings: { attributes: { contractNo: 'contract_no' }, relations: ['facilities'] },
      }),
    );
    expect(created).toMatchObject({ uri: 'erp/contracts', mappings: { attributes: { contractNo: 'contract_no' }, relations: ['facilities'] }, status: 'ACTIVE' });
    const updated = saved<SyncConfig>(
      await post(`/api/sync/config/${created.externalId}`, { uri: 'erp/contracts', description: '', ddl: '', mappings: { attributes: { contractNo: 'contract_no', type: 'contract_type' }, relations: [] } }),
    );
    expect(updated).toMatchObject({ description: null, ddl: null, mappings: { attributes: { contractNo: 'contract_no', type: 'contract_type' }, relations: [] } });
    // The rows come back in the order they were typed (jsonb would sort an object's keys).
    expect(Object.keys(updated.mappings.attributes)).toEqual(['contractNo', 'type']);
    expect((await list<SyncConfig>('/api/sync/config?search=erp/contracts')).items.map((c) => c.externalId)).toEqual([created.externalId]);
    const lines = csvLines(await get('/api/sync/config/export.csv?search=erp/contracts'));
    expect(lines[0]).toBe('URI,Description,DDL,Attributes,Relationships,Status,UUID,Created By,Created (UTC),Last Modified By,Last Modified (UTC)');
    expect(lines[1]).toMatch(/^erp\/contracts,,,"contractNo=contract_no, type=contract_type",,ACTIVE,/);
  });

  it('is guarded by the sync/config grants', async () => {
    expect((await get('/api/sync/config', supervisor)).statusCode).toBe(403);
    expect((await get('/api/sync/config', support)).statusCode).toBe(200);
    expect((await put('/api/sync/config', { uri: 'a/b' }, support)).statusCode).toBe(403);
    expect((await post('/api/sync/config/00000000-0000-4000-8000-000000000000', { uri: 'a/b' })).statusCode).toBe(404);
  });
});
