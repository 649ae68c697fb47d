// A kit component rendered without UiProvider (a team's first page, a test without the kit's render helper) says
// what to do, instead of `Cannot read properties of undefined (reading 'sm')` from inside its styles.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BarChart } from '../charts/BarChart';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { theme } from '../theme/tokens';

/** An app's own theme; inside the kit's sources `DefaultTheme` is the kit's, so it is typed as the app would. */
const appTheme = { brand: 'teal' } as object as DefaultTheme;
/** An app theme that extends the kit's tokens. */
const extendedTheme = { ...theme, brand: 'teal' };

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <output>{this.state.message}</output>;
  }
}

// React reports each caught error on the console; the tests read it from the boundary.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a component outside UiProvider', () => {
  it.each([
    ['Button', <Button key="b">Save</Button>],
    ['TextField', <TextField key="t" label="Name" />],
    ['BarChart', <BarChart key="c" title="Assets" data={[{ label: 'IN USE', value: 3 }]} />],
  ])('%s says to wrap the app in UiProvider', async (name, element) => {
    await render(<Boundary>{element}</Boundary>);
    await expect.element(page.getByRole('status')).toHaveTextContent(`${name} from @equipdesk/ui has no theme: wrap your app in <UiProvider>`);
  });

  it("says so under an app's own theme without the kit's tokens, and renders under one that extends them", async () => {
    await render(
      <Boundary>
        <ThemeProvider theme={appTheme}>
          <Button>Save</Button>
        </ThemeProvider>
      </Boundary>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('wrap your app in <UiProvider>');
    await render(
      <ThemeProvider theme={extendedTheme}>
        <Button>Send</Button>
      </ThemeProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });
});
