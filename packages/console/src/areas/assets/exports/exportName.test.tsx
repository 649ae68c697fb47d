import { describe, expect, it } from 'vitest';
import { EXPORT_REQUEST_NAME_MAX } from '@equipdesk/api-client/contract';
import { boundOf, cutName, exportRequestName, utcParam } from './exportName';
import { EMPTY_EXPORT_FORM, exportRequestOf } from './ExportRequestsPage';
import type { ExportFilterId } from './kinds';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);

const NO_OPTIONS = {
  facilities: [{ value: 'f-north', label: 'North General' }],
  accounts: [],
  users: [],
  models: [],
  utilizationStatuses: [],
  utilizationCategories: [],
  types: [{ value: 'UPDATED', label: 'Updated' }],
  serviceTypes: [],
  businessTypes: [],
  additionalFields: [{ value: 'identifier', label: 'Identifier' }],
} satisfies Record<ExportFilterId, { value: string; label: string }[]>;

describe('the generated request name', () => {
  it('names the kind, each chosen filter by its labels, the window and the note', () => {
    const name = exportRequestName({
      kind: 'Productivity',
      filters: [
        { label: 'Facilities', values: ['North General', 'South Clinic'] },
        { label: 'Accounts', values: [] },
        { label: 'Change Types', values: ['Updated'] },
      ],
      start: local(2026, 11, 1),
      end: local(2026, 11, 25, 23, 59, 59),
      note: '  weekly\n review ',
    });
    expect(name).toBe('Productivity: Facilities North General, South Clinic; Change Types Updated; 2026-11-01 00:00:00 to 2026-11-25 23:59:59; Note weekly review');
  });

  it('says so when nothing narrows it, and names a window open at one end', () => {
    expect(exportRequestName({ kind: 'Utilization', filters: [], start: null, end: null, note: '' })).toBe('Utilization: all rows, any time');
    expect(exportRequestName({ kind: 'Utilization', filters: [], start: local(2026, 1, 2), end: null, note: '' })).toBe('Utilization: from 2026-01-02 00:00:00');
    expect(exportRequestName({ kind: 'Utilization', filters: [], start: null, end: local(2026, 1, 2, 23, 59, 59), note: '' })).toBe('Utilization: until 2026-01-02 23:59:59');
  });

  it('is cut to at most 250 characters, ending with …', () => {
    const many = Array.from({ length: 60 }, (_, i) => `Facility number ${i}`);
    const name = exportRequestName({ kind: 'Productivity', filters: [{ label: 'Facilities', values: many }], start: null, end: null, note: 'n' });
    expect(Array.from(name)).toHaveLength(EXPORT_REQUEST_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(cutName('short')).toBe('short');
    expect(cutName('x'.repeat(EXPORT_REQUEST_NAME_MAX))).toHaveLength(EXPORT_REQUEST_NAME_MAX);
    // Emoji count as one character each, and are never split in half.
    expect(Array.from(cutName('🙂'.repeat(300)))).toHaveLength(EXPORT_REQUEST_NAME_MAX);
  });
});

describe('the time window', () => {
  it('takes a date without a time as 00:00:00 for the start and 23:59:59 for the end of that local day', () => {
    const chosen = local(2026, 11, 25, 14, 37, 12, 345);
    expect(boundOf(chosen, true, 'start')).toEqual(local(2026, 11, 25, 0, 0, 0));
    expect(boundOf(chosen, true, 'end')).toEqual(local(2026, 11, 25, 23, 59, 59));
    expect(boundOf(null, true, 'start')).toBeNull();
  });

  it('keeps a chosen date and time to the second', () => {
    expect(boundOf(local(2026, 11, 25, 14, 37, 12, 345), false, 'end')).toEqual(local(2026, 11, 25, 14, 37, 12));
  });

  it('sends the bounds in UTC', () => {
    const start = local(2026, 11, 25);
    expect(utcParam(start)).toBe(start.toISOString());
    expect(utcParam(null)).toBeUndefined();
  });

  it('builds the request of a form: the name, the chosen filters only, the bounds in UTC', () => {
    const query = exportRequestOf(
      'productivity',
      { ...EMPTY_EXPORT_FORM, filters: { facilities: ['f-north'], types: ['UPDATED'], accounts: [] }, start: local(2026, 11, 1, 9, 30), end: local(2026, 11, 2, 9, 30), note: 'audit' },
      NO_OPTIONS,
    );
    expect(query).toEqual({
      name: 'Productivity: Facilities North General; Change Types Updated; 2026-11-01 00:00:00 to 2026-11-02 23:59:59; Note audit',
      facilities: ['f-north'],
      types: ['UPDATED'],
      start: local(2026, 11, 1).toISOString(),
      end: local(2026, 11, 2, 23, 59, 59).toISOString(),
    });
    // Utilization sends its own filters only.
    const utilization = exportRequestOf('utilization', { ...EMPTY_EXPORT_FORM, filters: { types: ['UPDATED'], additionalFields: ['identifier'] } }, NO_OPTIONS);
    expect(utilization).toEqual({ name: 'Utilization: Additional Fields Identifier', additionalFields: ['identifier'], start: undefined, end: undefined });
  });
});
