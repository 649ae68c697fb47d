import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  localDateTime,
  localDay,
  localTime,
  visitFieldsSchemaAt,
  visitFormSchemaAt,
  visitGapMessage,
  visitMinimumEnd,
  visitNameOf,
  visitOccurrence,
} from './visitSchemas';

// A fixed "now" in local time: 2026-06-10 09:00.
const NOW = new Date(2026, 5, 10, 9, 0);

const fields = {
  account: 'a-1',
  executive: 'tess',
  frequency: 'WEEKLY',
  locations: ['l-1', 'l-2'],
  name: '',
  startDate: '2026-06-11',
  startTime: '08:00',
  endDate: '2026-06-18',
  endTime: '08:00',
};

const messages = (value: unknown, kept = {}) => {
  const parsed = visitFieldsSchemaAt(NOW, kept).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('visitFieldsSchemaAt', () => {
  it('turns local dates and 24-hour times into UTC timestamps, an empty name into null', () => {
    const parsed = visitFieldsSchemaAt(NOW).parse(fields);
    expect(parsed).toEqual({
      account: 'a-1',
      executive: 'tess',
      frequency: 'WEEKLY',
      locations: ['l-1', 'l-2'],
      name: null,
      startTimestamp: new Date(2026, 5, 11, 8, 0).toISOString(),
      endTimestamp: new Date(2026, 5, 18, 8, 0).toISOString(),
    });
  });

  it('drops the end of a ONE_TIME visit and does not ask for one', () => {
    expect(visitFieldsSchemaAt(NOW).parse({ ...fields, frequency: 'ONE_TIME', endDate: '', endTime: 'soon' }).endTimestamp).toBeNull();
  });

  it('requires account, user, frequency and a location, each with its message', () => {
    expect(messages({ ...fields, account: '' })).toEqual([MESSAGES.visitAccountRequired]);
    expect(messages({ ...fields, executive: null })).toEqual([MESSAGES.visitUserRequired]);
    expect(messages({ ...fields, frequency: null })).toEqual([MESSAGES.visitFrequencyRequired]);
    // No frequency yet: the end is asked for, as the form shows it.
    expect(messages({ ...fields, frequency: null, endDate: '' })).toEqual([MESSAGES.visitFrequencyRequired, MESSAGES.visitEndDate]);
    expect(messages({ ...fields, locations: [] })).toEqual([MESSAGES.visitLocationRequired]);
    expect(messages({ ...fields, locations: undefined })).toEqual([MESSAGES.visitLocationRequired]);
    expect(messages({ ...fields, name: 'x'.repeat(101) })).toEqual([MESSAGES.visitName]);
  });

  it('wants a start date from today and a 24-hour HH:mm start time in the future', () => {
    expect(messages({ ...fields, startDate: '' })).toEqual([MESSAGES.visitStartDate]);
    expect(messages({ ...fields, startDate: '2026-06-09', endDate: '2026-06-30' })).toEqual([MESSAGES.visitStartDate]);
    expect(messages({ ...fields, startDate: '2026-02-30' })).toEqual([MESSAGES.visitStartDate]);
    for (const time of ['', '8:00', '24:00', '08:60', '8 am', '08:00:00']) expect(messages({ ...fields, startTime: time })).toEqual([MESSAGES.visitStartTime]);
    // Today, but earlier than now.
    expect(messages({ ...fields, startDate: '2026-06-10', startTime: '08:59' })).toEqual([MESSAGES.visitStartFuture]);
    expect(messages({ ...fields, startDate: '2026-06-10', startTime: '09:01', endDate: '2026-06-17', endTime: '09:01' })).toEqual([]);
  });

  it('wants an end date from today and an HH:mm end time for every recurring frequency', () => {
    expect(messages({ ...fields, endDate: '' })).toEqual([MESSAGES.visitEndDate]);
    expect(messages({ ...fields, endDate: '2026-06-09' })).toEqual([MESSAGES.visitEndDate, visitGapMessage('WEEKLY')]);
    expect(messages({ ...fields, endTime: '7pm' })).toEqual([MESSAGES.visitEndTime]);
  });

  it('holds the end to the minimum gap of each frequency, with its own message', () => {
    const cases = [
      ['DAILY', 'End Date/time value must be at least 1 day after the Start date/time for a DAILY visit.'],
      ['WEEKLY', 'End Date/time value must be at least 7 days after the Start date/time for a WEEKLY visit.'],
      ['MONTHLY', 'End Date/time value must be at least 1 month after the Start date/time for a MONTHLY visit.'],
      ['QUARTERLY', 'End Date/time value must be at least 3 months after the Start date/time for a QUARTERLY visit.'],
      ['HALF_YEARLY', 'End Date/time value must be at least 6 months after the Start date/time for a HALF_YEARLY visit.'],
      ['YEARLY', 'End Date/time value must be at least 12 months after the Start date/time for a YEARLY visit.'],
    ] as const;
    const start = new Date(2026, 5, 11, 8, 0);
    const expectedDays = { DAILY: 1, WEEKLY: 7, MONTHLY: 30, QUARTERLY: 92, HALF_YEARLY: 183, YEARLY: 365 };
    for (const [frequency, message] of cases) {
      const minimum = visitMinimumEnd(frequency, start);
      expect(Math.round((minimum.getTime() - start.getTime()) / 86_400_000), frequency).toBe(expectedDays[frequency]);
      const short = new Date(minimum.getTime() - 60_000);
      expect(messages({ ...fields, frequency, endDate: localDay(short), endTime: localTime(short) })).toEqual([message]);
      expect(messages({ ...fields, frequency, endDate: localDay(minimum), endTime: localTime(minimum) })).toEqual([]);
    }
  });

  it('reports every failing rule of one Save together', () => {
    expect(messages({ frequency: 'DAILY', locations: [] })).toEqual([
      MESSAGES.visitAccountRequired,
      MESSAGES.visitUserRequired,
      MESSAGES.visitLocationRequired,
      MESSAGES.visitStartDate,
      MESSAGES.visitStartTime,
      MESSAGES.visitEndDate,
      MESSAGES.visitEndTime,
    ]);
  });

  it('keeps the saved start and end of an edited visit without the "not in the past" rules', () => {
    const started = { ...fields, startDate: '2026-06-01', startTime: '08:00', endDate: '2026-06-30', endTime: '08:00' };
    expect(messages(started)).toEqual([MESSAGES.visitStartDate]);
    const kept = { startTimestamp: new Date(2026, 5, 1, 8, 0).toISOString(), endTimestamp: new Date(2026, 5, 30, 8, 0).toISOString() };
    expect(messages(started, kept)).toEqual([]);
    // A changed start is a new start again.
    expect(messages({ ...started, startTime: '08:30' }, kept)).toEqual([MESSAGES.visitStartDate]);
  });
});

describe('visitFormSchemaAt (the API body)', () => {
  const at = new Date('2026-06-10T09:00:00Z');
  const body = {
    account: 'a-1',
    executive: 'tess',
    frequency: 'MONTHLY',
    locations: ['l-1', 'l-1'],
    startTimestamp: '2026-06-11T08:00:00.000Z',
    endTimestamp: '2026-07-11T08:00:00.000Z',
  };
  const refused = (value: unknown, kept = {}) => {
    const parsed = visitFormSchemaAt(at, kept).safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('parses a valid body: repeated locations once, ONE_TIME without an end', () => {
    expect(visitFormSchemaAt(at).parse(body)).toMatchObject({ locations: ['l-1'], name: null, endTimestamp: '2026-07-11T08:00:00.000Z' });
    expect(visitFormSchemaAt(at).parse({ ...body, frequency: 'ONE_TIME' }).endTimestamp).toBeNull();
    // A zone-less timestamp is UTC.
    expect(visitFormSchemaAt(at).parse({ ...body, startTimestamp: '2026-06-11T08:00:00' }).startTimestamp).toBe('2026-06-11T08:00:00.000Z');
  });

  it('refuses a start that is missing, not ISO-8601 or not in the future', () => {
    expect(refused({ ...body, startTimestamp: undefined })).toEqual([MESSAGES.visitStartRequired]);
    expect(refused({ ...body, startTimestamp: 'tomorrow' })).toEqual([MESSAGES.visitStartRequired]);
    expect(refused({ ...body, startTimestamp: '2026-06-10T09:00:00Z' })).toEqual([MESSAGES.visitStartFuture]);
    expect(refused({ ...body, startTimestamp: '2026-06-10T09:00:00Z' }, { startTimestamp: '2026-06-10T09:00:00.000Z' })).toEqual([]);
  });

  it('wants the end of a recurring visit, one step of its frequency after the start', () => {
    expect(refused({ ...body, endTimestamp: null })).toEqual(['End Date/time value is required and must be a valid date and time for a MONTHLY visit.']);
    expect(refused({ ...body, endTimestamp: '2026-07-11T07:59:59Z' })).toEqual([visitGapMessage('MONTHLY')]);
    expect(refused({ ...body, frequency: 'YEARLY', endTimestamp: '2027-06-11T07:59:00Z' })).toEqual([visitGapMessage('YEARLY')]);
  });
});

describe('the schedule', () => {
  it('adds exact days, and calendar months from the start (the 31st stays the 31st where a month has one)', () => {
    const start = new Date('2026-01-31T10:15:00.000Z');
    expect(visitOccurrence('DAILY', start, 3).toISOString()).toBe('2026-02-03T10:15:00.000Z');
    expect(visitOccurrence('WEEKLY', start, 2).toISOString()).toBe('2026-02-14T10:15:00.000Z');
    expect([1, 2, 3].map((k) => visitOccurrence('MONTHLY', start, k).toISOString())).toEqual(['2026-02-28T10:15:00.000Z', '2026-03-31T10:15:00.000Z', '2026-04-30T10:15:00.000Z']);
    expect(visitOccurrence('QUARTERLY', start, 1).toISOString()).toBe('2026-04-30T10:15:00.000Z');
    expect(visitOccurrence('HALF_YEARLY', start, 1).toISOString()).toBe('2026-07-31T10:15:00.000Z');
    expect(visitOccurrence('YEARLY', new Date('2028-02-29T00:00:00Z'), 1).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(visitOccurrence('ONE_TIME', start, 0).toISOString()).toBe(start.toISOString());
  });

  it('names an unnamed visit from its frequency and locations, within 100 characters', () => {
    expect(visitNameOf('WEEKLY', ['ICU Bay 1', 'ICU Bay 2'])).toBe('Weekly visit: ICU Bay 1, ICU Bay 2');
    expect(visitNameOf('HALF_YEARLY', ['Theatre 4'])).toBe('Half-yearly visit: Theatre 4');
    const long = visitNameOf('DAILY', Array.from({ length: 30 }, (_, i) => `Bed ${i + 1}`));
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });

  it('reads local dates and times strictly', () => {
    expect(localDateTime('2026-06-11', '23:59')?.getTime()).toBe(new Date(2026, 5, 11, 23, 59).getTime());
    expect(localDateTime('2026-13-01', '10:00')).toBeNull();
    expect(localDateTime('2026-06-11', '10:0')).toBeNull();
  });
});
