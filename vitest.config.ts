// Vitest projects for the whole workspace: unit (node), server (node + PGlite), ui (Chromium), storybook (Chromium).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/permissions/src/**/*.test.ts', 'packages/api-client/src/**/*.test.ts'],
        },
      },
    ],
  },
});
