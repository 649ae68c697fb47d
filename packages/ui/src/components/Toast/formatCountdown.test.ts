import { describe, expect, it } from 'vitest';
import { formatCountdown } from './formatCountdown';

describe('formatCountdown', () => {
  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [299_000, '4:59'],
    [61_000, '1:01'],
    [9_500, '0:10'],
    [1, '0:01'],
    [0, '0:00'],
    [-500, '0:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
