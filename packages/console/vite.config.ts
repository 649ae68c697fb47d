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
          // victory and the modules only it uses (d3, lodash, ...) in a chunk of its own, loaded by the dashboard's
          // chunk only. React stays where it is (no recursive capture), so no other page pulls this chunk in; the
          // bench checks that /login and /users never load it.
          includeDependenciesRecursively: false,
          groups: [{ name: 'victory', test: /[\\/]node_modules[\\/](victory[\w-]*|d3-[\w-]+|internmap|lodash|react-fast-compare|json-stringify-safe)[\\/]/ }],
        },
      },
    },
  },
}));
