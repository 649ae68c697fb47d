// Inside the workspace, @equipdesk/{permissions,api-client,ui} resolve to their TypeScript sources through the
// `@equipdesk/source` export condition (first in each package's `exports`); an app that installs the packages knows
// no such condition and gets the built `dist/`. TypeScript reads it from tsconfig.base.json's `customConditions`,
// Node (tsx, the server's workers) from `--conditions`, and every Vite config of the workspace from here.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { UserConfig } from 'vite';

export const SOURCE_CONDITION = '@equipdesk/source';

/** Vite's resolve options with the source condition before Vite's own, for the browser and for SSR / Node tests. */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  // Vitest loads a project's globalSetup through an environment of its own, which takes neither option above: without
  // this, a checkout with no built dist/ cannot load the server's database set-up.
  environments: { __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
} satisfies UserConfig;

/** Node's flag for the same, for processes Vite does not resolve for (worker threads of the server). */
export const SOURCE_EXEC_ARGV = [`--conditions=${SOURCE_CONDITION}`];
