// The changeset check on a small repository of its own: releases found by their CHANGELOG, shipped files told from
// tests, a changed package without a changeset refused.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkChangesets, isShipped } from './changesetCheck';

let repo: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=EquipDesk', '-c', 'user.email=dev@equipdesk.example', ...args], { cwd: repo });
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const changeset = (file: string, name: string) => write(`.changeset/${file}`, `---\n'@equipdesk/${name}': patch\n---\n\nWhat changed.\n`);

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'equipdesk-changesets-'));
  git('init', '-q');
  write('.changeset/README.md', '# Changesets\n');
  for (const name of ['permissions', 'api-client', 'ui']) {
    write(`packages/${name}/package.json`, `{ "name": "@equipdesk/${name}", "version": "0.1.0" }\n`);
    write(`packages/${name}/src/index.ts`, 'export const one = 1;\n');
    changeset(`${name}-first.md`, name);
  }
  commit('First work');
});

afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
});

/** What `changeset version` leaves: the changesets consumed, each CHANGELOG written. */
function release() {
  for (const name of ['permissions', 'api-client', 'ui']) {
    rmSync(path.join(repo, `.changeset/${name}-first.md`), { force: true });
    write(`packages/${name}/CHANGELOG.md`, `# @equipdesk/${name}\n\n## 0.1.1\n`);
  }
  commit('Release');
}

describe('checkChangesets', () => {
  it('asks for a changeset for a package never released, and accepts its pending one', () => {
    expect(checkChangesets(repo).problems).toEqual([]);
    rmSync(path.join(repo, '.changeset/ui-first.md'));
    expect(checkChangesets(repo).problems).toEqual([expect.stringContaining('@equipdesk/ui changed (package.json, src/index.ts)')]);
  });

  it('counts from the last release, refusing a source change without a changeset, committed or not', () => {
    release();
    expect(checkChangesets(repo).problems).toEqual([]);
    write('packages/api-client/src/index.ts', 'export const one = 2;\n');
    expect(checkChangesets(repo).problems).toEqual([expect.stringContaining('@equipdesk/api-client changed (src/index.ts)')]);
    commit('A change');
    expect(checkChangesets(repo).problems).toHaveLength(1);
    changeset('api-client-second.md', 'api-client');
    expect(checkChangesets(repo).problems).toEqual([]);
  });

  it('lets tests, stories and files outside src change freely, but not a new source file', () => {
    release();
    write('packages/ui/src/Button.test.tsx', 'test\n');
    write('packages/ui/src/Button.stories.tsx', 'story\n');
    write('packages/ui/README.md', 'readme\n');
    expect(checkChangesets(repo).problems).toEqual([]);
    write('packages/ui/src/Button.tsx', 'export {};\n');
    expect(checkChangesets(repo).problems).toEqual([expect.stringContaining('@equipdesk/ui changed (src/Button.tsx)')]);
  });

  it('refuses a changeset that names no package', () => {
    write('.changeset/empty.md', '---\n---\n\nNothing.\n');
    expect(checkChangesets(repo).problems).toEqual(['.changeset/empty.md names no @equipdesk package with a bump']);
  });
});

describe('isShipped', () => {
  it.each([
    ['src/components/Button/Button.tsx', true],
    ['package.json', true],
    ['src/components/Button/Button.test.tsx', false],
    ['src/client.test-d.ts', false],
    ['src/components/Button/Button.stories.tsx', false],
    ['src/components/DataTable/storyFixtures.tsx', false],
    ['src/charts/testing/fixtures.ts', false],
    ['bench/run.ts', false],
    ['README.md', false],
  ])('%s: %s', (file, shipped) => {
    expect(isShipped(file)).toBe(shipped);
  });
});
