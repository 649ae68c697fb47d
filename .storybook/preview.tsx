// Every EquipDesk story renders inside UiProvider (theme, global styles, toasts), and any story
// may mock the API through `parameters.msw.handlers`.
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { UiProvider } from '../packages/ui/src';

// Requests no story mocks (Vite modules, fonts) go through untouched.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
