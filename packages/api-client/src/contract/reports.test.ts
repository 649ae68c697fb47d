import { describe, expect, it } from 'vitest';
import { PAR_LEVEL_LABELS, parLevelState } from './reports';

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
