import { describe, expect, it } from 'vitest';
import { momentLabel, percentOf, trendSeries } from './trendSeries';

describe('trendSeries', () => {
  it('draws one line per category, an unknown category as UNKNOWN, each point matching / total × 100', () => {
    const drawn = trendSeries([
      { summaryDate: '2026-11-02T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 7, total: 21 },
      { summaryDate: '2026-11-01T00:00:00.000Z', utilizationCategory: 'UTILIZED', matching: 17, total: 50 },
      { summaryDate: '2026-11-01T00:00:00.000Z', utilizationCategory: 'RETIRED', matching: 3, total: 50 },
      { summaryDate: '2026-11-01T00:00:00.000Z', utilizationCategory: null, matching: 1, total: 50 },
      { summaryDate: '2026-11-01T00:00:00.000Z', utilizationCategory: 'AVAILABLE', matching: 5, total: 50 },
    ]);
    expect(drawn.categories).toEqual(['2026-11-01', '2026-11-02']);
    expect(drawn.series).toEqual([
      { name: 'AVAILABLE', values: [10, 0] },
      { name: 'UNKNOWN', values: [8, 0] },
      { name: 'UTILIZED', values: [34, 33.3] },
    ]);
  });

  it('draws nothing for no items', () => {
    expect(trendSeries([])).toEqual({ categories: [], series: [] });
  });

  const pad = (n: number) => String(n).padStart(2, '0');
  const localHour = (iso: string) => {
    const local = new Date(iso);
    return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:00:00`;
  };

  it('names a day by its UTC day and a finer moment by its local time', () => {
    expect(momentLabel('2026-11-01T00:00:00.000Z', true)).toBe('2026-11-01');
    expect(momentLabel('2026-11-01T10:00:00.000Z', false)).toBe(localHour('2026-11-01T10:00:00.000Z'));
  });

  it('names an hourly series\' midnight point by its hour, and a daily series\' live last point by its time', () => {
    const point = (summaryDate: string) => ({ summaryDate, utilizationCategory: 'UTILIZED', matching: 1, total: 2 });
    const hourly = trendSeries(['2026-11-26T00:00:00.000Z', '2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z'].map(point));
    expect(hourly.categories).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z'].map(localHour));
    const daily = trendSeries(['2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z', '2026-11-26T10:00:00.000Z'].map(point));
    expect(daily.categories).toEqual(['2026-11-25', '2026-11-26', localHour('2026-11-26T10:00:00.000Z')]);
  });

  it('rounds the percentage to one decimal and takes no total as 0', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 0)).toBe(0);
  });
});
