import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import type { ToastApi, ToastOptions } from './Toast';

/** Exposes the toast API to the test and a button to show `toast`. */
function Shower({ toast, onApi }: { toast: ToastOptions; onApi?: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi?.(api);
  }, [api, onApi]);
  return <Button onClick={() => api.show(toast)}>Show</Button>;
}

describe('toasts', () => {
  it('shows a toast as a status with its title, message and type label, until dismissed', async () => {
    await render(<Shower toast={{ title: 'Saved', message: 'Facility saved.', type: 'success', durationMs: null }} />, {
      wrapper: UiProvider,
    });
    await page.getByRole('button', { name: 'Show' }).click();
    const toast = page.getByRole('status');
    await expect.element(toast).toHaveTextContent('Success: SavedFacility saved.');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('says its type in words for every type (colour is not the only signal), danger as an alert', async () => {
    let api: ToastApi | undefined;
    await render(<Shower toast={{ message: 'x' }} onApi={(a) => (api = a)} />, { wrapper: UiProvider });
    api?.show({ type: 'info', message: 'i', durationMs: null });
    api?.show({ type: 'warning', message: 'w', durationMs: null });
    api?.show({ type: 'danger', message: 'd', durationMs: null });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error: d');
    await expect.element(page.getByRole('status').filter({ hasText: 'Warning: w' })).toBeInTheDocument();
    await expect.element(page.getByRole('status').filter({ hasText: 'Information: i' })).toBeInTheDocument();
  });

  it('stacks newest on top and keeps at most `max`', async () => {
    let api: ToastApi | undefined;
    await render(
      <ToastProvider max={2}>
        <Shower toast={{ message: 'x' }} onApi={(a) => (api = a)} />
      </ToastProvider>,
      { wrapper: UiProvider },
    );
    api?.show({ message: 'one', durationMs: null });
    api?.show({ message: 'two', durationMs: null });
    api?.show({ message: 'three', durationMs: null });
    await expect.element(page.getByText('three')).toBeInTheDocument();
    const texts = Array.from(document.querySelectorAll('[role="status"]')).map((el) => el.textContent);
    expect(texts).toEqual(['Information: three', 'Information: two']);
  });

  it('replaces a toast shown again with the same id and dismisses by id', async () => {
    let api: ToastApi | undefined;
    await render(<Shower toast={{ message: 'x' }} onApi={(a) => (api = a)} />, { wrapper: UiProvider });
    const id = api?.show({ id: 'broadcast-7', message: 'first text', durationMs: null });
    expect(id).toBe('broadcast-7');
    api?.show({ id: 'broadcast-7', message: 'second text', durationMs: null });
    await expect.element(page.getByRole('status')).toHaveTextContent('second text');
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    api?.dismiss('broadcast-7');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('hides itself after durationMs', async () => {
    await render(<Shower toast={{ message: 'Brief', durationMs: 300 }} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.element(page.getByRole('status')).toBeInTheDocument();
    await expect.element(page.getByRole('status'), { timeout: 2000 }).not.toBeInTheDocument();
  });

  it('shows the remaining time as m:ss, ticking each second', async () => {
    await render(<Shower toast={{ message: 'Downtime tonight', durationMs: 300_000, countdown: true }} />, {
      wrapper: UiProvider,
    });
    await page.getByRole('button', { name: 'Show' }).click();
    const countdown = page.getByTestId('toast-countdown');
    await expect.element(countdown).toHaveTextContent('5:00');
    await expect.element(countdown, { timeout: 2500 }).toHaveTextContent('4:59');
    // The ticking text sits outside the live region so it is not announced every second.
    await expect.element(page.getByRole('status')).not.toHaveTextContent('4:59');
  });

  it('has no countdown unless asked', async () => {
    await render(<Shower toast={{ message: 'Plain', durationMs: 300_000 }} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.element(page.getByRole('status')).toBeInTheDocument();
    await expect.element(page.getByTestId('toast-countdown')).not.toBeInTheDocument();
  });

  it('useToast outside a provider says what is missing', async () => {
    function Orphan() {
      useToast();
      return null;
    }
    await expect(render(<Orphan />)).rejects.toThrow(/ToastProvider/);
  });
});
