// One Storybook for the EquipDesk workspace: the @equipdesk/ui components and the console's
// screens, each story also run as a Vitest browser test (addon-vitest) with the a11y checks on.
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { sourceResolution } from '../scripts/sourceCondition.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/console/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // msw's service worker (mockServiceWorker.js), so console stories can mock the API.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => mergeConfig(viteConfig, { plugins: [react()], resolve: sourceResolution.resolve }),
};

export default config;
