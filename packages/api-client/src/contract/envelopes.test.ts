import { describe, expect, it } from 'vitest';
import { isSaveOk } from './envelopes';

describe('isSaveOk', () => {
  it.each([
    [{ applyStatus: 'OK', success: true }, true],
    [{ applyStatus: 'PARTIAL', success: false }, true],
    [{ applyStatus: 'FAILED', success: true }, true],
    [{ success: true }, true],
    [{ applyStatus: 'FAILED', success: false }, false],
    [{ applyStatus: 'FAILED' }, false],
    [{ success: false }, false],
    [{ applyStatus: 'ok' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ] as const)('%j → %s', (response, expected) => {
    expect(isSaveOk(response)).toBe(expected);
  });
});
