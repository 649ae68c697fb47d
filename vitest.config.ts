// Vitest projects for the whole EquipDesk workspace:
//   unit      pure TS packages in node (permissions, api-client)
//   server    the API against an in-memory PGlite (or DATABASE_URL)
//   ui        component tests in Debian's Chromium
//   storybook every story of .storybook as a browser test, with the a11y addon
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { SOURCE_EXEC_ARGV, sourceResolution } from './scripts/sourceCondition.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium, launched as DESIGN.md records (no browser download is possible here). */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

/** A fresh object per project: Vitest names the instances in place, so sharing one mislabels them. */
/**
 * Pre-bundle the kit's CommonJS-heavy dependencies up front: discovered mid-run on a fresh cache,
 * Vite re-optimises and reloads the page, and a test sees React loaded twice.
 */
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'msw',
    'msw/browser',
    // Dependencies of the workspace packages, reached through them (pnpm does not hoist them).
    '@equipdesk/ui > react-select',
    '@equipdesk/ui > react-select/async',
    '@equipdesk/ui > react-datepicker',
    '@equipdesk/ui > @tanstack/react-virtual',
    '@equipdesk/ui > victory',
    '@equipdesk/console > styled-components',
    '@equipdesk/console > react-router-dom',
    '@equipdesk/console > valtio',
    '@equipdesk/console > swr',
    '@equipdesk/console > @equipdesk/api-client > zod',
    '@equipdesk/console > @equipdesk/api-client > file-saver',
  ],
};

/**
 * Files at once of the node projects: two even on two cores. Vitest's default is one fewer than the cores, and a server
 * file is mostly one thread's work (its embedded database runs on the file's own thread), so one file at a time left a
 * core idle for the whole suite.
 */
const NODE_WORKERS = Math.max(2, availableParallelism() - 1);

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceResolution,
        test: {
          name: 'unit',
          environment: 'node',
          // Run with the server's files (`pnpm test:unit`): projects run together take the same number of workers.
          maxWorkers: NODE_WORKERS,
          include: ['packages/permissions/src/**/*.test.ts', 'packages/api-client/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        ...sourceResolution,
        test: {
          name: 'server',
          // The upload reader's worker thread loads the contract through Node itself, not through Vite.
          execArgv: SOURCE_EXEC_ARGV,
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          // One migrated and one seeded database per run, which every file's database is copied from.
          globalSetup: ['packages/server/test/databaseTemplates.ts'],
          maxWorkers: NODE_WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        ...sourceResolution,
        optimizeDeps,
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'packages/console/src/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        ...sourceResolution,
        optimizeDeps,
        test: {
          name: 'storybook',
          // addon-vitest (Storybook >= 10.3) applies .storybook/preview's annotations itself: no setup file.
          browser: browser(),
        },
      },
    ],
  },
});
