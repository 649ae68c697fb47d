import { describe, expect, it } from 'vitest';
import { formatUtilizationPercentage, parseMetricViewConfig, utilizationPercentage } from './reports';

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
