// Packs the three published packages with pnpm and with npm (a team may pack or publish with either), checks each
// packed manifest, and runs publint --strict and attw on every tarball.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root, run, step } from './shared.mjs';

export const PACKAGES = ['permissions', 'api-client', 'ui'];

/**
 * What publint does not see in a packed manifest: a `workspace:` range (npm and yarn pack it as it is), or an
 * export that an app would resolve to the TypeScript sources instead of the build.
 */
export function checkManifest(tarball, what) {
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:')) problems.push(`${field}.${name} is ${range}`);
    }
  }
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    if (entry === './package.json') continue;
    const { types, import: js } = typeof target === 'object' ? target : {};
    if (!types?.startsWith('./dist/') || !js?.startsWith('./dist/')) problems.push(`exports["${entry}"] is ${JSON.stringify(target)}`);
  }
  if (problems.length > 0) throw new Error(`${what}: ${problems.join('; ')}`);
}

/** Returns `{pnpm, npm}`: for each packer, `file:` specs of its tarballs by package name. */
export function packAll(work) {
  step('pack with pnpm and with npm');
  const specs = { pnpm: {}, npm: {} };
  for (const packer of ['pnpm', 'npm']) {
    const destination = path.join(work, `${packer}-pack`);
    mkdirSync(destination);
    for (const name of PACKAGES) {
      const before = new Set(readdirSync(destination));
      // Quiet: both list every packed file.
      execFileSync(packer, ['pack', '--pack-destination', destination], { cwd: path.join(root, 'packages', name), stdio: ['ignore', 'ignore', 'inherit'] });
      const file = readdirSync(destination).find((entry) => entry.endsWith('.tgz') && !before.has(entry));
      if (!file) throw new Error(`${packer} pack wrote no tarball for ${name}`);
      const tarball = path.join(destination, file);
      checkManifest(tarball, `${packer} pack of ${name}`);
      specs[packer][`@equipdesk/${name}`] = `file:${tarball}`;
    }
  }

  step('publint --strict and attw on every tarball');
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  for (const spec of [...Object.values(specs.pnpm), ...Object.values(specs.npm)]) {
    const tarball = spec.slice('file:'.length);
    run(bin('publint'), ['run', '--strict', tarball], root);
    // ESM only, as each README says: checked for node16 (ESM importers) and bundler resolution.
    run(bin('attw'), ['--profile', 'esm-only', '--format', 'table-flipped', tarball], root);
  }
  return specs;
}
