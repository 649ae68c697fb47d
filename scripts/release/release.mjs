#!/usr/bin/env node
// `pnpm release`: versions the published packages from the pending changesets (`changeset version` writes each one's
// CHANGELOG.md and bumps it, api-client's range on permissions with it), commits that as the release, builds the
// packages and publishes them (`changeset publish`: what the registry of each publishConfig lacks), tagging the release
// commit. Then push the commit and its tags. .github/workflows/release.yml runs the same on demand.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
const read = (cmd, args) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8' }).trim();

if (read('git', ['status', '--porcelain']) !== '') {
  console.error('release: the working tree has changes; commit them first, so the release commit holds the release alone.');
  process.exit(1);
}
const pending = readdirSync(path.join(root, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
if (pending.length === 0) {
  console.log('release: no pending changesets, nothing to release.');
  process.exit(0);
}

run('pnpm', ['exec', 'changeset', 'version']);
// The versions (and api-client's range on permissions) moved: the lockfile follows, without fetching anything new.
run('pnpm', ['install', '--lockfile-only', '--prefer-offline']);
run('git', ['add', '-A', '.changeset', 'packages', 'pnpm-lock.yaml']);
const released = ['permissions', 'api-client', 'ui'].map((name) => {
  const { version } = JSON.parse(read('git', ['show', `:packages/${name}/package.json`]));
  return `@equipdesk/${name}@${version}`;
});
run('git', ['commit', '-q', '-m', `Release ${released.join(', ')}`]);
run('pnpm', ['build:packages']);
run('pnpm', ['exec', 'changeset', 'publish']);
console.log('release: published and tagged; push the release commit and its tags (git push && git push --tags).');
