import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename=users.csv', 'users.csv'],
    ['attachment; filename="assets 2026-01-02.xlsx"', 'assets 2026-01-02.xlsx'],
    ['attachment; filename="a;b.csv"', 'a;b.csv'],
    ['attachment; filename="say \\"hi\\".csv"', 'say "hi".csv'],
    ["attachment; filename*=UTF-8''na%C3%AFve%20list.csv", 'naïve list.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''pr%C3%A9f%C3%A9r%C3%A9.csv", 'préféré.csv'],
    ["attachment; filename*=iso-8859-1''caf%E9.csv", 'café.csv'],
    ['attachment; FILENAME=upper.xlsx', 'upper.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['attachment'], ['inline; filename=""']])('%s → null', (header) => {
    expect(filenameFromContentDisposition(header)).toBeNull();
  });
});
