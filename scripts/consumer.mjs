#!/usr/bin/env node
// The published packages as another team installs them: packs @equipdesk/{permissions,api-client,ui},
// installs the tarballs into a temporary copy of e2e/consumer, and checks load, types, build, tests,
// publint/attw and the kit's tree-shaken size. `--keep` leaves the temporary app for a look.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const PACKAGES = ['permissions', 'api-client', 'ui'];
/** Issue 7's goal: one small component costs at most this much minified beyond the provider. */
const COMPONENT_BUDGET = 10 * 1024;
/** Ceiling for UiProvider + Button beyond the baseline: 47 kB before the build marked styled definitions pure. */
const PROVIDER_AND_BUTTON_CEILING = 16 * 1024;

const started = Date.now();
const step = (text) => console.log(`\n==> consumer: ${text} (${Math.round((Date.now() - started) / 1000)}s)`);
const run = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

/** The version the workspace resolved for a package, so the consumer tests what the workspace ships with. */
function workspaceVersion(name, from = root) {
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

/** npm install in `dir`, whose package.json names our tarballs as dependencies and overrides. */
function npmInstall(dir) {
  // Our scope never comes from a public registry: were a tarball not to satisfy a dependency, the
  // install fails at once here instead of fetching someone else's package of the same name.
  writeFileSync(path.join(dir, '.npmrc'), '@equipdesk:registry=http://127.0.0.1:9/\nfetch-retries=0\n');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
}

/**
 * What publint does not see in a packed manifest: a `workspace:` range (npm and yarn pack it as it is), or an
 * export that an app would resolve to the TypeScript sources instead of the build.
 */
function checkManifest(tarball, what) {
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

const work = mkdtempSync(path.join(tmpdir(), 'equipdesk-consumer-'));
try {
  step('build the packages');
  run('pnpm', ['--filter', '@equipdesk/permissions', '--filter', '@equipdesk/api-client', '--filter', '@equipdesk/ui', 'build'], root);

  step('pack with pnpm and with npm');
  /** Every tarball made, publint and attw check them all: a team may pack or publish with either tool. */
  const tarballs = [];
  /** `file:` specs of the pnpm tarballs, also used as overrides: api-client's own dependency on
   * @equipdesk/permissions must come from the tarball, not from a registry lookup. */
  const ours = {};
  for (const packer of ['pnpm', 'npm']) {
    const destination = path.join(work, packer);
    mkdirSync(destination);
    for (const name of PACKAGES) {
      const before = new Set(readdirSync(destination));
      run(packer, ['pack', '--pack-destination', destination, ...(packer === 'npm' ? ['--silent'] : [])], path.join(root, 'packages', name));
      const file = readdirSync(destination).find((entry) => entry.endsWith('.tgz') && !before.has(entry));
      if (!file) throw new Error(`${packer} pack wrote no tarball for ${name}`);
      const tarball = path.join(destination, file);
      checkManifest(tarball, `${packer} pack of ${name}`);
      tarballs.push(tarball);
      if (packer === 'pnpm') ours[`@equipdesk/${name}`] = `file:${tarball}`;
    }
  }

  step('publint --strict and attw on the tarballs');
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  for (const tarball of tarballs) {
    run(bin('publint'), ['run', '--strict', tarball], root);
    // ESM only, as each README says: checked for node16 (ESM importers) and bundler resolution.
    run(bin('attw'), ['--profile', 'esm-only', '--format', 'table-flipped', tarball], root);
  }

  step('a server installs api-client for its /contract alone: no React, no SWR');
  const server = path.join(work, 'server');
  mkdirSync(server);
  const serverTarballs = { '@equipdesk/permissions': ours['@equipdesk/permissions'], '@equipdesk/api-client': ours['@equipdesk/api-client'] };
  writeFileSync(
    path.join(server, 'package.json'),
    `${JSON.stringify({ name: 'server', private: true, type: 'module', dependencies: serverTarballs, overrides: serverTarballs }, null, 2)}\n`,
  );
  npmInstall(server);
  for (const peer of ['react', 'swr']) {
    if (existsSync(path.join(server, 'node_modules', peer))) throw new Error(`installing api-client brought ${peer} into a server`);
  }
  run(process.execPath, ['--input-type=module', '-e', "const c = await import('@equipdesk/api-client/contract'); console.log('contract loaded:', Object.keys(c).length, 'exports');"], server);

  step('install into a fresh copy of e2e/consumer');
  const app = path.join(work, 'app');
  cpSync(path.join(root, 'e2e', 'consumer'), app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const uiDir = path.join(root, 'packages', 'ui');
  const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
  pkg.dependencies = {
    ...ours,
    react: workspaceVersion('react'),
    'react-dom': workspaceVersion('react-dom'),
    'styled-components': workspaceVersion('styled-components', uiDir),
    swr: workspaceVersion('swr', path.join(root, 'packages', 'api-client')),
  };
  pkg.devDependencies = {
    '@types/node': workspaceVersion('@types/node'),
    '@types/react': workspaceVersion('@types/react'),
    '@types/react-dom': workspaceVersion('@types/react-dom'),
    '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
    jsdom: '^27.0.0',
    typescript: workspaceVersion('typescript'),
    vite: workspaceVersion('vite'),
    vitest: workspaceVersion('vitest'),
  };
  pkg.overrides = ours;
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  npmInstall(app);

  step("plain Node ESM loads every entry (what SSR and the consumer's Vitest do)");
  run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      [
        "const ui = await import('@equipdesk/ui');",
        "const client = await import('@equipdesk/api-client');",
        "const contract = await import('@equipdesk/api-client/contract');",
        "const permissions = await import('@equipdesk/permissions');",
        "if (typeof ui.Button !== 'object' || typeof ui.UiProvider !== 'function') throw new Error('ui exports');",
        "if (typeof client.createApiClient !== 'function' || typeof contract.MESSAGES !== 'object') throw new Error('api-client exports');",
        "if (typeof permissions.can !== 'function') throw new Error('permissions exports');",
        "console.log('loaded:', Object.keys(ui).length, 'ui exports');",
      ].join('\n'),
    ],
    app,
  );

  step('tsc --noEmit (strict, library types checked too)');
  run(path.join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);

  step('vite build');
  run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);

  step('vitest run (jsdom)');
  run(path.join(app, 'node_modules', '.bin', 'vitest'), ['run'], app);

  step('tree-shaking: minified JS of one-entry builds');
  const out = execFileSync(process.execPath, [path.join(app, 'size.mjs')], { cwd: app, encoding: 'utf8' });
  const sizes = JSON.parse(out.trim().split('\n').at(-1));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const provider = sizes.provider.bytes - sizes.baseline.bytes;
  const button = sizes.button.bytes - sizes.provider.bytes;
  const select = sizes.select.bytes - sizes.provider.bytes;
  console.log(`baseline (react, react-dom, styled-components): ${kb(sizes.baseline.bytes)}`);
  console.log(`+ UiProvider (theme, GlobalStyle, toasts): +${kb(provider)}`);
  console.log(`+ Button on top of UiProvider: +${kb(button)} (budget ${kb(COMPONENT_BUDGET)})`);
  console.log(`= UiProvider and Button: +${kb(provider + button)} (ceiling ${kb(PROVIDER_AND_BUTTON_CEILING)})`);
  console.log(`+ Select on top of UiProvider: +${kb(select)} (react-select: ${sizes.select.reactSelect}, react-datepicker: ${sizes.select.datepicker})`);
  const failures = [];
  if (button > COMPONENT_BUDGET) failures.push(`Button costs ${kb(button)}, over ${kb(COMPONENT_BUDGET)}`);
  if (provider + button > PROVIDER_AND_BUTTON_CEILING) failures.push(`UiProvider + Button cost ${kb(provider + button)}`);
  for (const probe of ['provider', 'button']) {
    if (sizes[probe].reactSelect || sizes[probe].datepicker) failures.push(`react-select or react-datepicker came with ${probe}`);
  }
  if (!sizes.select.reactSelect || sizes.select.datepicker) failures.push('Select did not bring react-select alone');
  if (failures.length > 0) throw new Error(failures.join('; '));

  step('done');
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
