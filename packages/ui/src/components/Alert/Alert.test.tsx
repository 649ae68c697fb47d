import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { UiProvider } from '../../theme/UiProvider';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is a danger alert by default that says so in words and closes from its button', async () => {
    const onDismiss = vi.fn();
    await render(<Alert onDismiss={onDismiss}>The par definition could not be loaded.</Alert>, { wrapper: UiProvider });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Error: The par definition could not be loaded.');
    await page.getByRole('button', { name: 'Dismiss alert' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('hides itself after autoHideMs, and restarts the time when resetKey changes', async () => {
    vi.useFakeTimers();
    try {
      const onDismiss = vi.fn();
      const { rerender } = await render(
        <Alert onDismiss={onDismiss} autoHideMs={5000} resetKey={1}>
          Failed.
        </Alert>,
        { wrapper: UiProvider },
      );
      vi.advanceTimersByTime(4000);
      await rerender(
        <Alert onDismiss={onDismiss} autoHideMs={5000} resetKey={2}>
          Failed again.
        </Alert>,
      );
      vi.advanceTimersByTime(4000);
      expect(onDismiss).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes away when the screen drops it on dismissal; an info alert is a status without a close button', async () => {
    function Screen() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <Alert onDismiss={() => setShown(false)}>Label could not be printed.</Alert>}
          <Alert tone="info">Nothing to do.</Alert>
        </>
      );
    }
    await render(<Screen />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Dismiss alert' }).click();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Information: Nothing to do.');
    expect(page.getByRole('button', { name: 'Dismiss alert' }).elements()).toHaveLength(0);
  });
});
