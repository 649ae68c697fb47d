// End-to-end tests: the built console and a real EquipDesk server, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';
import { SOURCE_EXEC_ARGV, sourceResolution } from '../scripts/sourceCondition.ts';

export default defineConfig({
  ...sourceResolution,
  test: {
    // The server's upload worker thread loads the contract through Node itself, not through Vite.
    execArgv: SOURCE_EXEC_ARGV,
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one browser per file; files run one after another on our two cores.
    fileParallelism: false,
  },
});
