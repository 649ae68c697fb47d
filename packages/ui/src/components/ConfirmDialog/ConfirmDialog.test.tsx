import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms and cancels, describing the dialog with its message', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog open title="Remove facility" message="Remove Main Hospital?" confirmLabel="Remove" onConfirm={onConfirm} onCancel={onCancel} />,
      { wrapper: UiProvider },
    );
    const dialog = page.getByRole('dialog', { name: 'Remove facility' });
    await expect.element(dialog).toHaveAccessibleDescription('Remove Main Hospital?');
    await page.getByRole('button', { name: 'Remove' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const onCancel = vi.fn();
    await render(<ConfirmDialog open busy title="Remove" message="Sure?" onConfirm={() => {}} onCancel={onCancel} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', async () => {
    await render(<ConfirmDialog open={false} title="Remove" message="Sure?" onConfirm={() => {}} onCancel={() => {}} />, { wrapper: UiProvider });
    expect(page.getByRole('dialog').query()).toBeNull();
  });
});
