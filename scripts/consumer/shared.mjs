// What the steps of scripts/consumer.mjs share: running commands, the workspace's versions, installing an app.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const started = Date.now();
/** Seconds since the check began. */
export const elapsed = () => Math.round((Date.now() - started) / 1000);
export const step = (text) => console.log(`\n==> consumer: ${text} (${elapsed()}s)`);

export const run = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

/** The version the workspace resolved for a package, so the consumer tests what the workspace ships with. */
export function workspaceVersion(name, from = root) {
  // Node's own lookup (node_modules of `from`, then of each parent); reading package.json directly
  // also works for packages with no main entry (@types/*) or an exports map that hides it.
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      if (path.dirname(dir) === dir) throw new Error(`${name} is not installed in the workspace`);
    }
  }
}

/**
 * Fills in an app's package.json (our tarballs by `file:`, the rest by version) and installs it, with npm or with
 * pnpm. pnpm takes what the workspace already has from its store, offline-first (hard links, no download), so the
 * larger apps install fast; npm is what many teams use, and its flat node_modules is checked too.
 */
export function installApp(dir, { packer, ours, dependencies = {}, devDependencies = {} }) {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  pkg.dependencies = { ...ours, ...dependencies };
  pkg.devDependencies = devDependencies;
  // api-client's own dependency on @equipdesk/permissions must come from the tarball, not from a registry lookup.
  if (packer === 'pnpm') pkg.pnpm = { overrides: ours };
  else pkg.overrides = ours;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  // Our scope never comes from a public registry: were a tarball not to satisfy a dependency, the install fails at
  // once here instead of fetching someone else's package of the same name.
  writeFileSync(path.join(dir, '.npmrc'), '@equipdesk:registry=http://127.0.0.1:9/\nfetch-retries=0\n');
  if (packer === 'pnpm') run('pnpm', ['install', '--prefer-offline', '--reporter=silent', '--config.confirmModulesPurge=false'], dir);
  else run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
}
