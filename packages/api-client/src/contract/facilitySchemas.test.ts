import { describe, expect, it } from 'vitest';
import {
  LOCATION_RANGE_MAX,
  POWER_LEVEL_OPTIONS,
  accountFormSchema,
  contractFormSchema,
  expandLocationNames,
  facilityFormSchema,
  locationFormSchema,
  parDefinitionSchema,
  parEntrySchema,
  parseLocationNames,
} from './facilitySchemas';
import { MESSAGES } from './messages';
import { ACCOUNT_DEFAULTS } from './constants';

/** The messages of a failed parse, by dotted path. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] = issue.message;
  return out;
}

describe('expandLocationNames', () => {
  it('expands a trailing number range into one name per number', () => {
    expect(expandLocationNames('Bed 1-5')).toEqual(['Bed 1', 'Bed 2', 'Bed 3', 'Bed 4', 'Bed 5']);
    expect(expandLocationNames('ICU Bed 8 - 10')).toEqual(['ICU Bed 8', 'ICU Bed 9', 'ICU Bed 10']);
  });

  it('keeps any other name as it is, trimmed', () => {
    expect(expandLocationNames('  Room 12 ')).toEqual(['Room 12']);
    expect(expandLocationNames('ICU-North')).toEqual(['ICU-North']);
    expect(expandLocationNames('Bed 5-B')).toEqual(['Bed 5-B']);
  });

  it('keeps the width of a zero-padded start and takes a range of one', () => {
    expect(expandLocationNames('Bay 08-10')).toEqual(['Bay 08', 'Bay 09', 'Bay 10']);
    expect(expandLocationNames('Bed 3-3')).toEqual(['Bed 3']);
  });

  it('refuses a reversed range with a message', () => {
    expect(() => expandLocationNames('Bed 5-1')).toThrow(MESSAGES.locationNameRangeReversed);
    expect(parseLocationNames('Bed 5-1')).toEqual({ error: MESSAGES.locationNameRangeReversed });
  });

  it(`caps a range at ${LOCATION_RANGE_MAX} locations`, () => {
    expect(expandLocationNames(`Bed 1-${LOCATION_RANGE_MAX}`)).toHaveLength(LOCATION_RANGE_MAX);
    expect(() => expandLocationNames(`Bed 1-${LOCATION_RANGE_MAX + 1}`)).toThrow(/at most 100 locations/);
  });
});

describe('facilityFormSchema', () => {
  it('accepts a complete facility', () => {
    expect(facilityFormSchema.parse({ name: ' North Campus ', enterprise: 'e1', type: 'A2' })).toEqual({
      name: 'North Campus',
      enterprise: 'e1',
      type: 'A2',
    });
  });

  it('requires a name up to 100, an enterprise and a type', () => {
    const result = facilityFormSchema.safeParse({ name: 'x'.repeat(101), enterprise: '', type: undefined });
    expect(messagesOf(result)).toEqual({
      name: MESSAGES.facilityName,
      enterprise: MESSAGES.facilityEnterpriseRequired,
      type: MESSAGES.facilityTypeRequired,
    });
  });
});

describe('accountFormSchema', () => {
  const valid = { accountNo: '1234567890', name: 'Main', timeZone: 'America/Chicago', facility: 'f1', ...ACCOUNT_DEFAULTS };

  it('accepts the form with its defaults', () => {
    expect(accountFormSchema.parse(valid)).toMatchObject({ pmAlertsDurationDays: 30, visitTimeoutHours: 6 });
  });

  it('takes digits only, at most 10, for the account number', () => {
    for (const accountNo of ['', '12a', '12345678901', ' ']) {
      expect(messagesOf(accountFormSchema.safeParse({ ...valid, accountNo }))).toEqual({ accountNo: MESSAGES.accountNo });
    }
  });

  it('says the time zone must be picked', () => {
    expect(messagesOf(accountFormSchema.safeParse({ ...valid, timeZone: '' }))).toEqual({
      timeZone: 'Account Time Zone is required and must be picked.',
    });
  });

  it('requires the durations at least 1, the facility and both alert flags', () => {
    const result = accountFormSchema.safeParse({
      ...valid,
      pmAlertsDurationDays: 0,
      visitTimeoutHours: undefined,
      standardTimeMinutes: -5,
      statTimeMinutes: null,
      facility: '',
      sendLateOrderAlerts: undefined,
      sendDelayedOrderAlerts: 'no',
    });
    expect(messagesOf(result)).toEqual({
      pmAlertsDurationDays: MESSAGES.accountPmAlertsDuration,
      visitTimeoutHours: MESSAGES.accountVisitTimeout,
      standardTimeMinutes: MESSAGES.accountStandardTime,
      statTimeMinutes: MESSAGES.accountStatTime,
      facility: MESSAGES.accountFacilityRequired,
      sendLateOrderAlerts: MESSAGES.accountLateOrderAlerts,
      sendDelayedOrderAlerts: MESSAGES.accountDelayedOrderAlerts,
    });
  });
});

describe('contractFormSchema', () => {
  const valid = { contractNo: '42', type: 'SERVICE', facility: 'f1', startTimestamp: '2026-01-01T00:00:00Z', expiryTimestamp: '2027-01-01T00:00:00Z' };

  it('accepts a contract and normalises its timestamps', () => {
    expect(contractFormSchema.parse(valid)).toMatchObject({ startTimestamp: '2026-01-01T00:00:00.000Z' });
    expect(contractFormSchema.parse({ ...valid, startTimestamp: null, expiryTimestamp: undefined })).toMatchObject({
      startTimestamp: null,
      expiryTimestamp: null,
    });
  });

  it('takes digits only for the contract number, at most 10', () => {
    expect(messagesOf(contractFormSchema.safeParse({ ...valid, contractNo: 'C-1' }))).toEqual({
      contractNo: 'Contract no. is required and must be digits (0-9) only.',
    });
    expect(messagesOf(contractFormSchema.safeParse({ ...valid, contractNo: '' }))).toEqual({ contractNo: MESSAGES.contractNo });
    expect(messagesOf(contractFormSchema.safeParse({ ...valid, contractNo: '12345678901' }))).toEqual({
      contractNo: MESSAGES.contractNoTooLong,
    });
  });

  it('needs the start before the expiry', () => {
    expect(messagesOf(contractFormSchema.safeParse({ ...valid, expiryTimestamp: valid.startTimestamp }))).toEqual({
      expiryTimestamp: MESSAGES.contractStartBeforeExpiry,
    });
  });

  it('requires the facility and the type', () => {
    expect(messagesOf(contractFormSchema.safeParse({ ...valid, facility: '', type: '' }))).toEqual({
      facility: MESSAGES.contractFacilityRequired,
      type: MESSAGES.contractTypeRequired,
    });
  });
});

describe('locationFormSchema', () => {
  const valid = { name: 'Bed 1-3', account: 'a1', utilizationStatus: 'INVENTORY', type: 'BED' };

  it('defaults the power level to 300 and always sends hasRfidReaders false', () => {
    expect(locationFormSchema.parse({ ...valid, hasRfidReaders: true })).toMatchObject({
      inventoryPowerLevel: 300,
      hasRfidReaders: false,
      groupName: null,
      parent: null,
    });
  });

  it('takes power levels 0 to 300 in steps of 5 only', () => {
    expect(POWER_LEVEL_OPTIONS).toHaveLength(61);
    for (const level of [0, 5, 150, 300]) expect(locationFormSchema.safeParse({ ...valid, inventoryPowerLevel: level }).success).toBe(true);
    for (const level of [-5, 7, 305, 2.5, null]) {
      expect(messagesOf(locationFormSchema.safeParse({ ...valid, inventoryPowerLevel: level }))).toEqual({
        inventoryPowerLevel: 'Inventory power level is required and must be selected from the given options.',
      });
    }
  });

  it('takes a group name up to 20', () => {
    expect(locationFormSchema.parse({ ...valid, groupName: 'x'.repeat(20) }).groupName).toHaveLength(20);
    expect(messagesOf(locationFormSchema.safeParse({ ...valid, groupName: 'x'.repeat(21) }))).toEqual({
      groupName: 'Group name is required and must be provided.',
    });
  });

  it('requires the name (at most 100 as typed), the utilization status, the account and the type', () => {
    expect(
      messagesOf(locationFormSchema.safeParse({ name: 'x'.repeat(101), account: '', utilizationStatus: '', type: '' })),
    ).toEqual({
      name: MESSAGES.locationName,
      account: MESSAGES.locationAccountRequired,
      utilizationStatus: MESSAGES.locationUtilizationStatus,
      type: MESSAGES.locationTypeRequired,
    });
  });

  it('reports a reversed range on the name', () => {
    expect(messagesOf(locationFormSchema.safeParse({ ...valid, name: 'Bed 9-2' }))).toEqual({
      name: MESSAGES.locationNameRangeReversed,
    });
  });
});

describe('parDefinitionSchema', () => {
  it('needs at least one entry', () => {
    expect(messagesOf(parDefinitionSchema.safeParse({ notes: '', entries: [] }))).toEqual({
      entries: 'At the minimum one definition entry must be added.',
    });
  });

  it('adds an entry only with a model, min >= 0, max > 0 and max >= min', () => {
    expect(parEntrySchema.safeParse({ model: 'm1', min: 0, max: 1 }).success).toBe(true);
    expect(parEntrySchema.safeParse({ model: 'm1', min: 4, max: 4 }).success).toBe(true);
    expect(messagesOf(parEntrySchema.safeParse({ model: '', min: 0, max: 1 }))).toEqual({ model: MESSAGES.parEntryModel });
    expect(messagesOf(parEntrySchema.safeParse({ model: 'm1', min: -1, max: 1 }))).toEqual({ min: MESSAGES.parEntryMin });
    expect(messagesOf(parEntrySchema.safeParse({ model: 'm1', min: 0, max: 0 }))).toEqual({ max: MESSAGES.parEntryMax });
    expect(messagesOf(parEntrySchema.safeParse({ model: 'm1', min: 5, max: 3 }))).toEqual({ max: MESSAGES.parEntryMax });
  });

  it('refuses the same model twice and defaults the notes', () => {
    const entries = [
      { model: 'm1', min: 0, max: 2 },
      { model: 'm1', min: 1, max: 2 },
    ];
    expect(messagesOf(parDefinitionSchema.safeParse({ entries }))).toEqual({ 'entries.1.model': MESSAGES.parEntryModelRepeated });
    expect(parDefinitionSchema.parse({ entries: entries.slice(0, 1), notes: null }).notes).toBe('');
  });
});
