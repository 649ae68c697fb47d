/**
 * An asset's own fields declared once (src/assets/fields.ts): the export columns, the saved values and the history
 * row are derived from the declaration, so a field added there reaches all three.
 */
import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { AssetFormOutput } from '@equipdesk/api-client/contract';
import { assetMutations, assets } from '../src/db/schema';
import { ASSET_LIST, HISTORY_FIELDS, OWN_FIELDS, savedValues } from '../src/assets/fields';
import { ASSET_EXPORT_COLUMNS } from '../src/assets/exportColumns';
import { mutationRow, stateWithNames } from '../src/assets/mutations';
import { assetResource } from '../src/assets/resource';

const NAMES = { modelCode: null, modelDescription: null, accountNo: null, accountName: null, facilityName: null, location: null, erpAccount: null };

describe('an asset field declared once', () => {
  it('is a column of the assets, and the history has the pair of columns it names', () => {
    const columns = Object.keys(getTableColumns(assets));
    const history = Object.keys(getTableColumns(assetMutations));
    for (const [key] of OWN_FIELDS) expect(columns).toContain(key);
    for (const [, name] of HISTORY_FIELDS) expect(history).toEqual(expect.arrayContaining([`new${name}`, `old${name}`]));
  });

  it('is exported under its header, the listed ones in the list’s order', () => {
    const headers = ASSET_EXPORT_COLUMNS.map((c) => c.header);
    const exported = OWN_FIELDS.filter(([, field]) => field.header !== undefined);
    for (const [, field] of exported) expect(headers).toContain(field.header);
    const listed = exported.filter(([key]) => (ASSET_LIST as readonly string[]).includes(key));
    const positions = listed.map(([key, field]) => [ASSET_LIST.indexOf(key as (typeof ASSET_LIST)[number]), headers.indexOf(field.header!)]);
    for (const [list, header] of positions) expect(header).toBe(list);
    expect(assetResource.export).toBe(ASSET_EXPORT_COLUMNS);
  });

  it('is saved from the form as it is, a day from its ISO text', () => {
    const form = Object.fromEntries(OWN_FIELDS.map(([key, field]) => [key, field.kind === 'date' ? '2026-03-04T00:00:00.000Z' : `value of ${key}`])) as unknown as AssetFormOutput;
    const values = savedValues(form) as Record<string, unknown>;
    for (const [key, field] of OWN_FIELDS) {
      if (!field.saved) expect(values).not.toHaveProperty(key);
      else expect(values[key]).toEqual(field.kind === 'date' ? new Date('2026-03-04T00:00:00.000Z') : `value of ${key}`);
    }
  });

  it('is recorded by the history, before and after the change', () => {
    const row = (suffix: string) =>
      Object.fromEntries([...Object.keys(getTableColumns(assets)).map((key) => [key, null]), ...HISTORY_FIELDS.map(([key]) => [key, `${key} ${suffix}`])]) as unknown as typeof assets.$inferSelect;
    const change = { assetId: 'a', changeStatus: 'UPDATED' as const, module: 'WEB', at: new Date(0), userId: null, username: 'u' };
    const history = mutationRow(change, stateWithNames(row('before'), [], NAMES), stateWithNames(row('after'), [], NAMES)) as Record<string, unknown>;
    for (const [key, name] of HISTORY_FIELDS) {
      expect(history[`new${name}`]).toBe(`${key} after`);
      expect(history[`old${name}`]).toBe(`${key} before`);
    }
  });
});
