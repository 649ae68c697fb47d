import { describe, expect, it } from 'vitest';
import { DEFAULT_TREND_PERIOD, TREND_PERIODS } from './enums';
import { PAR_LEVEL_LABELS, formatUtilizationPercentage, parLevelState, parseMetricViewConfig, trendCategoryOf, trendWindow, utilizationPercentage } from './reports';

describe('parLevelState', () => {
  it('is SHORT below the minimum, OVER above the maximum, and WITHIN at either bound and between', () => {
    expect(parLevelState(1, 2, 5)).toBe('SHORT');
    expect(parLevelState(2, 2, 5)).toBe('WITHIN');
    expect(parLevelState(5, 2, 5)).toBe('WITHIN');
    expect(parLevelState(6, 2, 5)).toBe('OVER');
    expect(parLevelState(0, 0, 0)).toBe('WITHIN');
  });

  it('names each state in words', () => {
    expect(PAR_LEVEL_LABELS).toEqual({ SHORT: 'Short', WITHIN: 'Within par', OVER: 'Over' });
  });
});

const now = new Date('2026-11-25T19:30:00.000Z');
const hoursBefore = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('trendWindow', () => {
  it.each([
    ['PAST HOUR', hoursBefore(1)],
    ['PAST 2 HOURS', hoursBefore(2)],
    ['PAST 4 HOURS', hoursBefore(4)],
    ['PAST 8 HOURS', hoursBefore(8)],
    ['PAST 12 HOURS', hoursBefore(12)],
    ['PAST 24 HOURS', '2026-11-24T19:30:00.000Z'],
    ['PAST 3 DAYS', '2026-11-22T19:30:00.000Z'],
    ['PAST WEEK', '2026-11-18T19:30:00.000Z'],
    ['PAST 2 WEEKS', '2026-11-11T19:30:00.000Z'],
    ['PAST 30 DAYS', '2026-10-26T19:30:00.000Z'],
    ['PAST 45 DAYS', '2026-10-11T19:30:00.000Z'],
    ['PAST 60 DAYS', '2026-09-26T19:30:00.000Z'],
    ['PAST 75 DAYS', '2026-09-11T19:30:00.000Z'],
    ['PAST 90 DAYS', '2026-08-27T19:30:00.000Z'],
    ['PAST 6 MONTHS', '2026-05-25T19:30:00.000Z'],
    ['PAST YEAR', '2025-11-25T19:30:00.000Z'],
  ] as const)('%s starts at %s and stays open at the end', (period, start) => {
    expect(trendWindow(period, now)).toEqual({ startTimestamp: start });
  });

  it('counts months on the calendar: six months before 31 August is 3 March (no 31 February)', () => {
    expect(trendWindow('PAST 6 MONTHS', new Date('2026-08-31T00:00:00.000Z'))).toEqual({ startTimestamp: '2026-03-03T00:00:00.000Z' });
  });

  it('asks OVERALL for everything', () => {
    expect(trendWindow('OVERALL', now)).toEqual({});
  });

  it('takes CUSTOM from the chosen start and end, either left open', () => {
    const start = new Date('2026-11-01T08:00:00.000Z');
    const end = new Date('2026-11-02T17:45:00.000Z');
    expect(trendWindow('CUSTOM', now, { start, end })).toEqual({ startTimestamp: '2026-11-01T08:00:00.000Z', endTimestamp: '2026-11-02T17:45:00.000Z' });
    expect(trendWindow('CUSTOM', now, { start: null, end })).toEqual({ endTimestamp: '2026-11-02T17:45:00.000Z' });
    expect(trendWindow('CUSTOM', now)).toEqual({});
  });

  it('knows every period of the spec, PAST 30 DAYS first chosen', () => {
    expect(TREND_PERIODS).toHaveLength(18);
    expect(DEFAULT_TREND_PERIOD).toBe('PAST 30 DAYS');
    for (const period of TREND_PERIODS) expect(() => trendWindow(period, now)).not.toThrow();
  });
});

describe('trendCategoryOf', () => {
  it('keeps the four categories and makes anything else UNKNOWN', () => {
    for (const category of ['AVAILABLE', 'TRANSITION', 'UNKNOWN', 'UTILIZED']) expect(trendCategoryOf(category)).toBe(category);
    expect(trendCategoryOf('RETIRED')).toBe('UNKNOWN');
    expect(trendCategoryOf('utilized')).toBe('UNKNOWN');
    expect(trendCategoryOf(null)).toBe('UNKNOWN');
    expect(trendCategoryOf(undefined)).toBe('UNKNOWN');
  });
});

describe('utilization percentage', () => {
  it('is matching / total × 100 with one decimal', () => {
    expect(utilizationPercentage(1, 3)).toBe(33.3);
    expect(utilizationPercentage(2, 3)).toBe(66.7);
    expect(utilizationPercentage(1, 8)).toBe(12.5);
    expect(utilizationPercentage(40, 40)).toBe(100);
    expect(utilizationPercentage(0, 7)).toBe(0);
  });

  it('has none without a total', () => {
    expect(utilizationPercentage(3, 0)).toBeNull();
    expect(utilizationPercentage(3, null)).toBeNull();
    expect(formatUtilizationPercentage(null)).toBe('');
  });

  it('is shown with one decimal always', () => {
    expect(formatUtilizationPercentage(utilizationPercentage(20, 40))).toBe('50.0%');
    expect(formatUtilizationPercentage(utilizationPercentage(1, 3))).toBe('33.3%');
  });
});

describe('metric view config', () => {
  it('reads roll-ups, columns in the listing order and the export flag', () => {
    expect(parseMetricViewConfig('{"rollUpFields":["modelCode"],"columns":["percentage","metricDate","modelCode"],"exportable":true}')).toEqual({
      rollUpFields: ['modelCode'],
      columns: ['metricDate', 'modelCode', 'percentage'],
      exportable: true,
    });
  });

  it('shows the base columns and the roll-ups by default, without an export', () => {
    expect(parseMetricViewConfig('{"rollUpFields":["businessType"]}')).toEqual({
      rollUpFields: ['businessType'],
      columns: ['metricDate', 'facilityName', 'businessType', 'utilizationCategory', 'total', 'matching', 'percentage'],
      exportable: false,
    });
  });

  it('refuses what it cannot show', () => {
    expect(parseMetricViewConfig('not json')).toBeNull();
    expect(parseMetricViewConfig('[]')).toBeNull();
    expect(parseMetricViewConfig('{"rollUpFields":["facility"]}')).toBeNull();
    expect(parseMetricViewConfig('{"columns":["passwordHash"]}')).toBeNull();
    expect(parseMetricViewConfig('{"exportable":"yes"}')).toBeNull();
  });
});
