// Which packages each entry of @equipdesk/api-client loads: the client and the contract run in Node and in apps
// without React, so only the `/react` entry may reach `react` or `swr` (optional peers an app may not have).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** The bare packages a module and the modules it imports (statically or by `import()`) load. */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) {
        packages.add(fileName.startsWith('@') ? fileName.split('/').slice(0, 2).join('/') : fileName.split('/')[0]!);
        continue;
      }
      const base = path.resolve(path.dirname(file), fileName);
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!found) throw new Error(`${file} imports ${fileName}, which is not a module of the package`);
      visit(found);
    }
  };
  visit(path.join(src, entry));
  return packages;
}

describe('the entries of @equipdesk/api-client', () => {
  it.each(['index.ts', 'contract/index.ts'])('%s loads neither React nor SWR', (entry) => {
    const reached = packagesReached(entry);
    expect(reached).not.toContain('react');
    expect(reached).not.toContain('swr');
  });

  it('react/index.ts is where the hooks are', () => {
    expect([...packagesReached('react/index.ts')]).toEqual(expect.arrayContaining(['react', 'swr']));
  });
});
