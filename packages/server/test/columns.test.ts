/**
 * A resource's column map (resources/columns.ts): what a declaration used to spell out field by field is derived
 * from one entry per field, in the order and with the columns every list gives.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accounts, assetTags, assets, contracts, models, roles } from '../src/db/schema';
import { assetResource } from '../src/assets/resource';
import { orderResource } from '../src/orders/resource';
import { jsonLiteral, jsonObject } from '../src/resources/json';
import { jsonMap } from '../src/resources/jsonMap';
import { lookup, ownText } from '../src/resources/shown';
import { modelResource } from '../src/catalogue/models';
import { columnMap, loaded, mapped } from '../src/resources/columns';

describe('a column map', () => {
  const map = columnMap(models, {
    modelCode: { column: models.modelCode, header: 'Model' },
    modelDescription: { column: models.modelDescription, header: 'Description', sorts: false },
    family: { column: models.family, shown: false },
  });

  it('selects the externalId, the own fields in order, the status and the audit columns', () => {
    expect(Object.keys(map.fields)).toEqual(['externalId', 'modelCode', 'modelDescription', 'family', 'status', 'createdBy', 'createdTimestamp', 'lastModifiedBy', 'lastModifiedTimestamp']);
    expect(map.fields.modelCode).toBe(models.modelCode);
  });

  it('sorts by the own fields that sort, the status and the two timestamps', () => {
    expect(Object.keys(map.sort)).toEqual(['modelCode', 'family', 'status', 'createdTimestamp', 'lastModifiedTimestamp']);
  });

  it('shows and searches only the fields shown', () => {
    expect(Object.keys(map.columns)).toEqual(['modelCode', 'modelDescription', 'status']);
    expect(map.search).toEqual([models.modelCode, models.modelDescription]);
  });

  it('exports the fields with a header, then status, UUID and the audit columns', () => {
    expect(map.export.map((c) => c.header)).toEqual(['Model', 'Description', 'Status', 'UUID', 'Created By', 'Created', 'Last Modified By', 'Last Modified']);
  });

  it('maps a row to the item, in the order of the answer', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const row = { externalId: 'e', modelCode: 'M1', modelDescription: null, family: 'F', status: 'ACTIVE', createdBy: 'a', createdTimestamp: at, lastModifiedBy: null, lastModifiedTimestamp: at };
    expect(JSON.stringify(map.item(row))).toBe(
      '{"externalId":"e","modelCode":"M1","modelDescription":null,"family":"F","status":"ACTIVE","createdBy":"a","createdTimestamp":"2026-01-02T03:04:05.000Z","lastModifiedBy":null,"lastModifiedTimestamp":"2026-01-02T03:04:05.000Z"}',
    );
  });
});

describe('a column map laid out as its list', () => {
  const facilityName = sql<string | null>`(select f.name from facilities f where f.external_id = contracts.facility_id)`;
  const map = columnMap(
    contracts,
    {
      contractNo: { column: contracts.contractNo, header: 'Contract No', cell: (value: string) => `#${value}` },
      startTimestamp: { column: contracts.startTimestamp, header: 'Start' },
      facility: { column: contracts.facilityId, sorts: facilityName, shown: false },
      facilityName: { column: facilityName, header: 'Facility' },
    },
    { list: ['facilityName', 'contractNo', 'startTimestamp'], showsStatus: false },
  );
  const at = new Date('2026-01-02T03:04:05.000Z');
  const row = { externalId: 'e', contractNo: 'C1', startTimestamp: at, facility: 'f', facilityName: 'North', status: 'ACTIVE', createdBy: 'a', createdTimestamp: at, lastModifiedBy: null, lastModifiedTimestamp: at };

  it('shows and exports the list’s fields first, in its order, times as no text and the status only when asked', () => {
    expect(Object.keys(map.columns)).toEqual(['facilityName', 'contractNo', 'startTimestamp']);
    expect(map.columns.startTimestamp).toBeNull();
    expect(map.search).toEqual([facilityName, contracts.contractNo]);
    expect(map.export.map((c) => c.header)).toEqual(['Facility', 'Contract No', 'Start', 'Status', 'UUID', 'Created By', 'Created', 'Last Modified By', 'Last Modified']);
  });

  it('sorts a field by the expression it names, and keeps the item in the declared order', () => {
    expect(map.sort.facility).toBe(facilityName);
    expect(Object.keys(map.item(row))).toEqual(['externalId', 'contractNo', 'startTimestamp', 'facility', 'facilityName', 'status', 'createdBy', 'createdTimestamp', 'lastModifiedBy', 'lastModifiedTimestamp']);
  });

  it('writes times as ISO text in the item and as date-times in the export, and a cell as the field declares it', () => {
    const item = map.item(row);
    expect(item.startTimestamp).toBe('2026-01-02T03:04:05.000Z');
    const start = map.export.find((c) => c.header === 'Start')!;
    expect(start.kind).toBe('dateTime');
    expect(start.value(item)).toBe('2026-01-02T03:04:05.000Z');
    expect(map.export.find((c) => c.header === 'Contract No')!.value(item)).toBe('#C1');
  });
});

describe('the models declaration', () => {
  it('keeps the sort keys, shown columns, search and export headers it declared by hand', () => {
    expect(Object.keys(modelResource.sort)).toEqual(['modelCode', 'modelDescription', 'family', 'groupName', 'status', 'createdTimestamp', 'lastModifiedTimestamp']);
    expect(Object.keys(modelResource.columns)).toEqual(['modelCode', 'modelDescription', 'family', 'groupName', 'status']);
    expect(modelResource.search).toEqual([models.modelCode, models.modelDescription, models.family, models.groupName]);
    const declared = modelResource.export;
    const columns = typeof declared === 'function' || declared === undefined ? [] : declared;
    expect(columns.map((c) => c.header)).toEqual(['Model', 'Model Description', 'Family', 'Group Name', 'Status', 'UUID', 'Created By', 'Created', 'Last Modified By', 'Last Modified']);
  });
});

describe('a built item’s map', () => {
  const accountName = sql`(select a.name from accounts a where a.external_id = assets.account_id)`;
  const shownName = lookup(assets.accountId, accounts.externalId, accounts.name);
  const map = jsonMap(
    {
      externalId: assets.externalId,
      serialNumber: { value: assets.serialNumber, sorts: assets.serialNumber, shows: assets.serialNumber },
      account: { value: jsonObject({ externalId: assets.accountId }), sorts: { accountName }, shows: { accountName: shownName } },
      tags: { value: jsonLiteral(null), shows: lookup(assets.externalId, assetTags.assetId, assetTags.tag) },
      notes: assets.notes,
      purchaseDate: assets.purchaseDate,
      status: assets.status,
      createdTimestamp: assets.createdTimestamp,
    },
    { list: ['accountName', 'serialNumber', 'purchaseDate', 'tags'] },
  );

  it('sorts by what each field names, and by the status and times every list sorts by', () => {
    expect(map.sort).toEqual({ serialNumber: assets.serialNumber, accountName, status: assets.status, createdTimestamp: assets.createdTimestamp });
  });

  it('shows the list’s columns in its order, a column no field shows text for as none', () => {
    expect(Object.keys(map.columns)).toEqual(['accountName', 'serialNumber', 'purchaseDate', 'tags']);
    expect(map.columns.accountName).toBe(shownName);
    expect(map.columns.purchaseDate).toBeNull();
  });

  it('refuses a shown text the list does not place', () => {
    expect(() => jsonMap({ notes: { value: assets.notes, shows: assets.notes } }, { list: [] })).toThrow(/notes shown but not in the list/);
  });
});

describe('the assets and orders declarations', () => {
  it('keep the list’s columns in the order their search indexes join them', () => {
    expect(Object.keys(assetResource.columns)).toEqual([
      'accountName', 'serialNumber', 'modelCode', 'product', 'contract', 'manufacturerSerialNumber', 'businessType', 'serviceType', 'customerAssetNumber',
      'purchaseDate', 'erpOwner', 'tags', 'location', 'lastScannedBy', 'lastScannedTimestamp', 'utilizationStatus', 'preventiveMaintainenceDate',
    ]);
    expect(ownText(assetResource.columns, assetResource.search)).toBeDefined();
    expect(Object.keys(orderResource.sort).sort()).toEqual(
      ['accountName', 'assignedByName', 'assignedOn', 'assignedToName', 'createdTimestamp', 'deliverTo', 'deliveryLocationName', 'lastModifiedTimestamp', 'nature', 'orderNumber', 'orderStatus', 'overridden', 'promisedTime', 'status', 'type'],
    );
  });
});

describe('a column map that places the standard columns and loads values', () => {
  const map = columnMap(
    roles,
    {
      id: { column: roles.internalId, shown: false },
      externalId: { column: roles.externalId, header: 'UUID' },
      name: { column: roles.name, header: 'Name' },
      status: { column: roles.status, header: 'Status' },
      requireMfa: { column: mapped(roles.requireMfa, (on) => (on ? 'yes' : 'no')), header: 'MFA', sorts: false, shown: false },
      grants: { column: loaded((row, counts: Map<string, number>) => counts.get(row.externalId) ?? 0), header: 'Grants' },
    },
    { list: ['externalId', 'name'], showsStatus: false, showsAudit: true, export: ['name', 'externalId', { header: 'Both', value: (r) => `${r.name} ${r.status}` }, 'grants'], load: async () => new Map([['e', 3]]) },
  );
  const at = new Date('2026-01-02T03:04:05.000Z');
  const row = { id: 1, externalId: 'e', name: 'Admin', status: 'ACTIVE', requireMfa: true, createdBy: 'a', createdTimestamp: at, lastModifiedBy: null, lastModifiedTimestamp: at };

  it('keeps the standard columns where declared and selects no loaded value', () => {
    expect(Object.keys(map.fields)).toEqual(['id', 'externalId', 'name', 'status', 'requireMfa', 'createdBy', 'createdTimestamp', 'lastModifiedBy', 'lastModifiedTimestamp']);
    expect(map.fields.requireMfa).toBe(roles.requireMfa);
    expect(map.fields).not.toHaveProperty('grants');
  });

  it('builds the item in the declared order with the mapped and loaded values', async () => {
    const [item] = await map.toItems([row], { db: undefined as never });
    expect(JSON.stringify(item)).toBe(
      '{"id":1,"externalId":"e","name":"Admin","status":"ACTIVE","requireMfa":"yes","grants":3,"createdBy":"a","createdTimestamp":"2026-01-02T03:04:05.000Z","lastModifiedBy":null,"lastModifiedTimestamp":"2026-01-02T03:04:05.000Z"}',
    );
  });

  it('shows and sorts by who created and modified a row when asked, and searches an id as text with the list’s own texts', () => {
    expect(Object.keys(map.columns)).toEqual(['externalId', 'name', 'grants', 'createdBy', 'lastModifiedBy']);
    expect(map.search).toEqual([roles.name, roles.createdBy, roles.lastModifiedBy]);
    expect(Object.keys(map.sort)).toEqual(['id', 'externalId', 'name', 'status', 'createdBy', 'createdTimestamp', 'lastModifiedBy', 'lastModifiedTimestamp']);
  });

  it('exports the columns in the order it names, then the audit columns', () => {
    expect(map.export.map((c) => c.header)).toEqual(['Name', 'UUID', 'Both', 'Grants', 'Created By', 'Created', 'Last Modified By', 'Last Modified']);
  });
});
