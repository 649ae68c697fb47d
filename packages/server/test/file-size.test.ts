/**
 * Every file of the workspace reads in one sitting: no source, test, bench, end-to-end or script file (TypeScript)
 * over 400 lines. A file that grows past that usually holds several things a newcomer could name apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const MAX_LINES = 400;
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.data']);

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return typeScriptFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** The files under `roots` longer than `max` lines, with their line counts (as `wc -l` counts them). */
function longFiles(roots: readonly string[], max: number): string[] {
  return roots
    .flatMap((root) => typeScriptFiles(join(ROOT, root)))
    .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > max)
    .map(({ file, lines }) => `${relative(ROOT, file)}: ${lines} lines`);
}

describe('the size of the files', () => {
  it('finds a file over the limit where there is one (the checker itself)', () => {
    expect(longFiles(['packages/server/test'], 20)).toContain(`packages/server/test/file-size.test.ts: ${readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').length - 1} lines`);
  });

  it(`keeps every source, test, bench, e2e and script file within ${MAX_LINES} lines`, () => {
    expect(longFiles(['packages', 'e2e', 'scripts'], MAX_LINES)).toEqual([]);
  });
});
