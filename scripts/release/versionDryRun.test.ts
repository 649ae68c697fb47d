// A dry run of the release's first step: `changeset version` on a copy of the workspace's manifests and pending
// changesets writes a CHANGELOG.md for each published package, from every changeset naming it, and bumps the versions
// (api-client's range on permissions with them); the private packages stay as they are.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED, pendingChangesets } from './changesetCheck';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const copy = mkdtempSync(path.join(tmpdir(), 'equipdesk-release-'));
const manifest = (dir: string, name: string) =>
  JSON.parse(readFileSync(path.join(dir, 'packages', name, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };
const pending = pendingChangesets(path.join(root, '.changeset'));
const workspacePackages = readdirSync(path.join(root, 'packages')).filter((name) => existsSync(path.join(root, 'packages', name, 'package.json')));

beforeAll(() => {
  for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(path.join(root, file), path.join(copy, file));
  cpSync(path.join(root, '.changeset'), path.join(copy, '.changeset'), { recursive: true });
  for (const name of workspacePackages) {
    mkdirSync(path.join(copy, 'packages', name), { recursive: true });
    cpSync(path.join(root, 'packages', name, 'package.json'), path.join(copy, 'packages', name, 'package.json'));
  }
  execFileSync(path.join(root, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: copy, stdio: 'pipe' });
}, 120_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('changeset version on a copy', () => {
  it('has changesets to release (the dry run checks something)', () => {
    expect(pending.size).toBeGreaterThan(0);
  });

  it.each(PUBLISHED)('writes @equipdesk/%s a CHANGELOG.md with every changeset naming it, under the new version', (name) => {
    const before = manifest(root, name).version;
    const after = manifest(copy, name).version;
    const changelog = readFileSync(path.join(copy, 'packages', name, 'CHANGELOG.md'), 'utf8');
    const named = [...pending].filter(([, names]) => names.includes(`@equipdesk/${name}`));
    if (named.length > 0) expect(after).not.toBe(before);
    expect(changelog).toMatch(new RegExp(`^# @equipdesk/${name}\\n\\n## ${after.replaceAll('.', '\\.')}\\n`));
    for (const [file] of named) {
      const text = readFileSync(path.join(root, '.changeset', file), 'utf8');
      const summary = text.replace(/^---[\s\S]*?---\s*/, '').split('\n')[0]!.trim();
      expect(changelog, `${file} in ${name}'s CHANGELOG`).toContain(summary);
    }
  });

  it('consumes the changesets, keeps api-client on the new permissions, and leaves the private packages alone', () => {
    expect(readdirSync(path.join(copy, '.changeset')).sort()).toEqual(['README.md', 'config.json']);
    expect(manifest(copy, 'api-client').dependencies?.['@equipdesk/permissions']).toBe(`^${manifest(copy, 'permissions').version}`);
    for (const name of ['console', 'server']) {
      expect(manifest(copy, name).version).toBe(manifest(root, name).version);
      expect(existsSync(path.join(copy, 'packages', name, 'CHANGELOG.md'))).toBe(false);
    }
  });
});
