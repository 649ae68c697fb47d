// End-to-end tests: the built console and a real EquipDesk server, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one browser per file; files run one after another on our two cores.
    fileParallelism: false,
  },
});
