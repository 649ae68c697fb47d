// One lint configuration for the whole EquipDesk workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TESTS = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**', '**/bench/**'];
/** What each package may not import (a regular expression over the import's name) and why. */
export const BOUNDARIES = [
  {
    files: ['packages/permissions/src/**/*.ts'],
    ignores: TESTS,
    forbid: '^(?![.]{1,2}/)',
    message: '@equipdesk/permissions is pure TypeScript: it imports nothing but its own files.',
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    forbid: '^(@equipdesk/(api-client|console|server|permissions)|react-router(-dom)?|swr)(/|$)',
    message: '@equipdesk/ui knows nothing of the API, the router or the session: take data and callbacks through props and context.',
    paths: [
      {
        name: 'styled-components',
        importNames: ['default'],
        message: "Import `{ styled }`: in a team's Node app the default import is styled-components' CommonJS module, without `styled.div`.",
      },
    ],
  },
  {
    files: ['packages/api-client/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    forbid: '^@equipdesk/(ui|console|server)(/|$)',
    message: '@equipdesk/api-client depends on @equipdesk/permissions alone.',
  },
  {
    files: ['packages/api-client/src/contract/**/*.ts'],
    ignores: TESTS,
    forbid: '^(react|react-dom|swr)(/|$)|^[.]{2}/(?!contract/)',
    message: "The contract is what the server imports: no React, no SWR, nothing of the client's.",
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: TESTS,
    forbid: '^(@equipdesk/(ui|console)|@equipdesk/api-client(?!/contract$)|react|react-dom|swr)(/|$)',
    message: 'The server imports only the contract of @equipdesk/api-client (and @equipdesk/permissions).',
  },
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    forbid: '^@equipdesk/server(/|$)',
    message: 'The console talks to the server through @equipdesk/api-client only.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'storybook-static/**', '**/mockServiceWorker.js', 'packages/server/drizzle/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The packages' boundaries (docs/DESIGN's one-way dependencies), kept by the linter so the house keeps its shape.
  ...BOUNDARIES.map(({ files, ignores, forbid, message, paths = [] }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths, patterns: [{ regex: forbid, message }] }] },
  })),
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/console/**/*.{ts,tsx}', 'packages/api-client/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
