// One Storybook for the EquipDesk workspace: the @equipdesk/ui components and the console's
// screens, each story also run as a Vitest browser test (addon-vitest) with the a11y checks on.
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';
import { sourceResolution } from '../scripts/sourceCondition.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The guides first (Getting started opens the Storybook), then the kit's components, then the console's screens.
  stories: [
    '../packages/ui/docs/**/*.mdx',
    '../packages/ui/docs/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // The guides' tables are GitHub-flavoured Markdown.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  // msw's service worker (mockServiceWorker.js), so console stories can mock the API.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => mergeConfig(viteConfig, { plugins: [react()], resolve: sourceResolution.resolve }),
};

export default config;
