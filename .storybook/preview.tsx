// Every EquipDesk story renders inside UiProvider (theme, global styles, toasts), and any story
// may mock the API through `parameters.msw.handlers`.
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { UiProvider } from '../packages/ui/src';

// A console story's first render waits for its lazy area chunk and the mock worker; on a cold
// cache and a busy CI machine that takes longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

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
