/**
 * A resource's column map (resources/columns.ts): what a declaration used to spell out field by field is derived
 * from one entry per field, in the order and with the columns every list gives.
 */
import { describe, expect, it } from 'vitest';
import { models } from '../src/db/schema';
import { modelResource } from '../src/catalogue/models';
import { columnMap } from '../src/resources/columns';

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
