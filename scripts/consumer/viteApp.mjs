// Another team's Vite + React 19 app on the pnpm-packed kit (with swr for the hooks and victory for line charts):
// every entry loads in plain Node, the app type-checks strictly (library types too), builds, runs its jsdom tests
// through @equipdesk/ui/testing, and the size probes say what the kit adds to a minified bundle.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { installApp, root, run, step, workspaceVersion } from './shared.mjs';

/** Issue 7's goal: one small component costs at most this much minified beyond the provider. */
const COMPONENT_BUDGET = 10 * 1024;
/** Ceiling for UiProvider + Button beyond the baseline: 47 kB before the build marked styled definitions pure. */
const PROVIDER_AND_BUTTON_CEILING = 16 * 1024;
/**
 * Ceilings a little above today's figures, so neither grows unseen: a listing page 90.2 kB (87.7 kB before DataTable's
 * rowsInView, the small table sized to its rows), the SVG charts 20.0 kB. Raise one only for a feature that costs it.
 */
const LISTING_PAGE_CEILING = 92 * 1024;
const CHARTS_CEILING = 21 * 1024;

const ENTRIES = [
  '@equipdesk/ui',
  '@equipdesk/ui/charts',
  '@equipdesk/ui/charts/line',
  '@equipdesk/ui/tokens',
  '@equipdesk/ui/testing',
  '@equipdesk/api-client',
  '@equipdesk/api-client/react',
  '@equipdesk/api-client/contract',
  '@equipdesk/permissions',
];

/** `pnpm`: file: specs of the pnpm-packed tarballs. Returns the size figures. */
export function checkViteApp(work, pnpm) {
  step('a Vite app installs the kit with pnpm (from the store)');
  const app = path.join(work, 'vite');
  cpSync(path.join(root, 'e2e', 'consumer', 'vite'), app, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  const uiDir = path.join(root, 'packages', 'ui');
  installApp(app, {
    packer: 'pnpm',
    ours: pnpm,
    dependencies: {
      react: workspaceVersion('react'),
      'react-dom': workspaceVersion('react-dom'),
      'styled-components': workspaceVersion('styled-components', uiDir),
      swr: workspaceVersion('swr', path.join(root, 'packages', 'api-client')),
      victory: workspaceVersion('victory', uiDir),
    },
    devDependencies: {
      '@types/node': workspaceVersion('@types/node'),
      '@types/react': workspaceVersion('@types/react'),
      '@types/react-dom': workspaceVersion('@types/react-dom'),
      '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
      jsdom: '^27.0.0',
      typescript: workspaceVersion('typescript'),
      vite: workspaceVersion('vite'),
      vitest: workspaceVersion('vitest'),
    },
  });

  step("plain Node ESM loads every entry (what SSR and the app's Vitest do)");
  const load = `for (const entry of ${JSON.stringify(ENTRIES)}) await import(entry); console.log('loaded', ${ENTRIES.length}, 'entries');`;
  run(process.execPath, ['--input-type=module', '-e', load], app);

  const bin = (name) => path.join(app, 'node_modules', '.bin', name);
  step('tsc --noEmit (strict, library types checked too)');
  run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);

  step('vite build');
  run(bin('vite'), ['build', '--logLevel', 'warn'], app);

  step('vitest run (jsdom, through @equipdesk/ui/testing)');
  run(bin('vitest'), ['run'], app);

  step('tree-shaking: minified JS of one-entry builds');
  const out = execFileSync(process.execPath, [path.join(app, 'size.mjs')], { cwd: app, encoding: 'utf8' });
  return checkSizes(JSON.parse(out.trim().split('\n').at(-1)));
}

function checkSizes(sizes) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const over = (probe, base) => ({ bytes: sizes[probe].bytes - sizes[base].bytes, gzip: sizes[probe].gzip - sizes[base].gzip });
  const show = ({ bytes, gzip }) => `+${kb(bytes)} (gzip +${kb(gzip)})`;
  const figures = {
    provider: over('provider', 'baseline'),
    button: over('button', 'provider'),
    providerAndButton: over('button', 'baseline'),
    select: over('select', 'provider'),
    listingPage: over('datatable', 'baseline'),
    charts: over('charts', 'provider'),
    line: over('line', 'provider'),
  };
  console.log(`baseline (react, react-dom, styled-components): ${kb(sizes.baseline.bytes)} (gzip ${kb(sizes.baseline.gzip)})`);
  console.log(`+ UiProvider (theme, GlobalStyle, toasts): ${show(figures.provider)}`);
  console.log(`+ Button on top of UiProvider: ${show(figures.button)} (budget ${kb(COMPONENT_BUDGET)})`);
  console.log(`= UiProvider and Button: ${show(figures.providerAndButton)} (ceiling ${kb(PROVIDER_AND_BUTTON_CEILING)})`);
  console.log(`+ Select on top of UiProvider: ${show(figures.select)} (react-select: ${sizes.select.reactSelect}, react-datepicker: ${sizes.select.datepicker})`);
  console.log(`= a listing page (UiProvider, ListingToolbar, DataTable): ${show(figures.listingPage)} (ceiling ${kb(LISTING_PAGE_CEILING)})`);
  console.log(`+ bar, stacked bar, pie and gauge charts on top of UiProvider: ${show(figures.charts)} (ceiling ${kb(CHARTS_CEILING)}; victory: ${sizes.charts.victory})`);
  console.log(`+ LineChart on top of UiProvider, victory included: ${show(figures.line)}`);
  const failures = [];
  if (figures.button.bytes > COMPONENT_BUDGET) failures.push(`Button costs ${kb(figures.button.bytes)}, over ${kb(COMPONENT_BUDGET)}`);
  if (figures.providerAndButton.bytes > PROVIDER_AND_BUTTON_CEILING) failures.push(`UiProvider + Button cost ${kb(figures.providerAndButton.bytes)}`);
  if (figures.listingPage.bytes > LISTING_PAGE_CEILING) failures.push(`a listing page costs ${kb(figures.listingPage.bytes)}`);
  if (figures.charts.bytes > CHARTS_CEILING) failures.push(`the SVG charts cost ${kb(figures.charts.bytes)}`);
  for (const probe of ['provider', 'button', 'datatable', 'charts']) {
    if (sizes[probe].reactSelect || sizes[probe].datepicker) failures.push(`react-select or react-datepicker came with ${probe}`);
  }
  for (const probe of ['provider', 'button', 'select', 'datatable', 'charts']) {
    if (sizes[probe].victory) failures.push(`victory came with ${probe}`);
  }
  if (!sizes.select.reactSelect || sizes.select.datepicker) failures.push('Select did not bring react-select alone');
  if (!sizes.line.victory) failures.push('LineChart did not bring victory');
  if (failures.length > 0) throw new Error(failures.join('; '));
  return figures;
}
