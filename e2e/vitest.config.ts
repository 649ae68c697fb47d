// End-to-end tests: the built console and a real EquipDesk server, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';
import { SOURCE_EXEC_ARGV, sourceResolution } from '../scripts/sourceCondition.ts';

/**
 * Files at once. Each file starts its own server (in-memory database, a port of its own) and browser, so two run
 * side by side without sharing anything; on our two cores two at a time took the suite from about 18 to about 12
 * minutes (docs/DECISIONS.md "End-to-end suite: shift journeys and two files at a time"). `E2E_WORKERS=1` runs them
 * one after another.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  ...sourceResolution,
  test: {
    // The server's upload worker thread loads the contract through Node itself, not through Vite.
    execArgv: SOURCE_EXEC_ARGV,
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // The demo migrated and seeded once per run; each file's server starts from a copy.
    globalSetup: ['e2e/templates.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
