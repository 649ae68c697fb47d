/**
 * The server's modules import one way: no file reaches itself again through its imports (type-only imports
 * included, as a reader follows them too). Relative imports only; packages are outside the circle question.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative imports and re-exports of a file, resolved to files of the tree. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.flatMap((spec) => {
    const base = resolve(dirname(file), spec.replace(/\.(js|ts)$/, ''));
    const found = [`${base}.ts`, `${base}.mts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
    return found ? [found] : [];
  });
}

/** Every cycle found by a depth-first walk, each as the files it passes through (first repeated at the end). */
function importCircles(root: string): string[][] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(f, known)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}

describe('the server source', () => {
  it('finds a circle where there is one (the checker itself)', () => {
    const graph = importCircles(resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures/circle'));
    expect(graph).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('has no import circle', () => {
    expect(importCircles(SRC)).toEqual([]);
  });
});
