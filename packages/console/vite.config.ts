// Vite build of the EquipDesk console. The server serves `dist/`; in development `/api` is proxied
// to the reference API (EQUIPDESK_API, default http://localhost:3000).
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { sourceResolution } from '../../scripts/sourceCondition.ts';

function reactRouterProduction(): Alias[] {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
  const dist = path.join(path.dirname(fromRouterDom.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Modules of the workspace's packages by their path under `packages/` (`/` stands for either separator), for the
 * build's chunk groups below.
 */
function workspace(...paths: string[]): RegExp {
  return new RegExp(`[\\\\/]packages[\\\\/](?:${paths.join('|').replaceAll('/', '[\\\\/]')})(?:[\\\\/.]|$)`);
}

/**
 * Chunk groups of the console's build. Left to itself, Rolldown puts each set of modules the same pages share in a
 * file of its own: /dashboard asked for a dozen files of 1–5 KB after the entry's, three rounds of requests on a
 * phone's connection (six at a time per host). Grouped, the dashboard's chunk comes with four others.
 */
const CHUNK_GROUPS = [
  // victory and the modules only it uses (d3, lodash, ...): loaded by a line chart's drawing only. The bench checks
  // that /login, /users and the dashboard's ASSETS tab never load it.
  { name: 'victory', test: /[\\/]node_modules[\\/](victory[\w-]*|d3-[\w-]+|internmap|lodash|react-fast-compare|json-stringify-safe)[\\/]/ },
  // The shell with what every protected page needs beside its area: the parts of the kit, the session and the
  // contract the areas share. None of the public pages' (RootLayout, PublicLayout and RouteError are the entry's).
  {
    name: 'Shell',
    test: workspace(
      'console/src/shell/(?:Shell|AppNavbar|NavDrawer|Footer|AboutDialog|menu)',
      'console/src/config',
      'console/src/session/(?:tabs|hooks|referenceLists)',
      'console/src/listing/(?:unsavedChanges|format)',
      'ui/src/components/(?:Navbar|Drawer|DropdownMenu|Tabs|NoPermission|ConfirmDialog|FilterPanel)',
      'ui/src/internal/linkSelect',
      'api-client/src/react/useChangeNotices',
      'api-client/src/contract/(?:dashboard|reference)',
    ),
  },
  // SWR and the client's hooks on it: every protected page's and the password reset's.
  { name: 'data', test: (id: string) => workspace('api-client/src/react/hooks').test(id) || /[\\/]node_modules[\\/](?:swr|use-sync-external-store|dequal)[\\/]/.test(id) },
  // The parts of the kit the sign-in page draws, which the shell draws too.
  { name: 'kit', test: workspace('ui/src/components/(?:Button|Modal|Alert|TextField)', 'ui/src/internal/(?:fieldParts|focusable)', 'console/src/auth/AuthCard\\.styles') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    ...sourceResolution.resolve,
    // react-router 7's exports map names only its development build (remix-run/react-router#14102): a build takes
    // the production one beside it, without the development warnings (~2 KB less JavaScript on /login).
    alias: command === 'build' ? reactRouterProduction() : [],
  },
  server: {
    proxy: {
      '/api': { target: process.env.EQUIPDESK_API ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The hashed files go under /_app/, a prefix no console route uses: the server caches them for a year and sends
    // them without the document policies by that folder (BUILD_DIR in the server's http/static.ts). Vite's default,
    // `assets/`, is also the console's /assets pages.
    assetsDir: '_app',
    // The server's CSP is script-src 'self': never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules it names, not what they import: React stays where it is, so no page pulls in a
          // group's chunk by way of a module it shares with it.
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
}));
