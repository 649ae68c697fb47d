import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Button } from '../Button';
import { Modal } from './Modal';

function Harness({ dismissable, onClose = () => {} }: { dismissable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={close}
        title="Change password"
        dismissable={dismissable}
        footer={<Button onClick={close}>Done</Button>}
      >
        <label>
          Current password <input type="password" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', async () => {
    await render(<Modal open={false} onClose={() => {}} title="Hidden" />, { wrapper: UiProvider });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, in a portal, with focus moved inside', async () => {
    const screen = await render(<Harness />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.container.contains(dialog.element())).toBe(false);
    await expect.element(page.getByLabelText('Current password')).toHaveFocus();
  });

  it('closes on Escape, the close button and a backdrop click when dismissable, returning focus', async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} />, { wrapper: UiProvider });
    const opener = page.getByRole('button', { name: 'Open' });

    await opener.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();

    await opener.click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await opener.click();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('ignores Escape and backdrop clicks when not dismissable; only its buttons close it', async () => {
    const onClose = vi.fn();
    await render(<Harness dismissable={false} onClose={onClose} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Open' }).click();
    await userEvent.keyboard('{Escape}');
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a click inside the dialog is released on the backdrop', async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Open' }).click();
    const title = page.getByRole('heading', { name: 'Change password' });
    await title.dropTo(page.getByTestId('modal-backdrop'), { targetPosition: { x: 5, y: 5 } });
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    await render(<Harness />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Open' }).click();
    const field = page.getByLabelText('Current password');
    await expect.element(field).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    await render(<Harness />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Open' }).click();
    expect(document.body.style.overflow).toBe('hidden');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('only the topmost of two open dialogs answers Escape', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    await render(
      <>
        <Modal open onClose={outerClose} title="Outer">
          outer
        </Modal>
        <Modal open onClose={innerClose} title="Inner">
          inner
        </Modal>
      </>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
