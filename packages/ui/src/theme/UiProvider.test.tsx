import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button';
import { useToast } from '../components/Toast';
import { theme } from './tokens';
import { UiProvider } from './UiProvider';

function ToastButton() {
  const { show } = useToast();
  return <Button onClick={() => show({ message: 'Hello', durationMs: null })}>Greet</Button>;
}

describe('UiProvider', () => {
  it('applies the theme and global styles and provides toasts', async () => {
    await render(
      <UiProvider>
        <ToastButton />
      </UiProvider>,
    );
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(245, 247, 250)');
    await page.getByRole('button', { name: 'Greet' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Hello');
  });

  it('takes another complete theme', async () => {
    const custom = { ...theme, colors: { ...theme.colors, primary: '#000000' } };
    await render(
      <UiProvider theme={custom}>
        <Button>Dark</Button>
      </UiProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Dark' })).toHaveStyle({ backgroundColor: 'rgb(0, 0, 0)' });
  });
});
