import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

/** Opens the dialog from a real button so focus return can be shown. */
function ModalDemo({ open: initiallyOpen, onClose, footer, ...props }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={
          footer ?? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Save</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  tags: ['autodocs'],
  component: Modal,
  // On the docs page each story has a frame of its own: an open dialog or a toast would cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    open: false,
    onClose: fn(),
    title: 'Edit facility',
    children: <TextField label="Facility name" defaultValue="North Wing" />,
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit facility' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByLabelText('Facility name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const NonDismissable: Story = {
  args: {
    title: 'About EquipDesk',
    dismissable: false,
    size: 'sm',
    children: 'Version 0.1.0 · © 2026 EquipDesk',
    footer: undefined,
  },
  render: (args) => (
    <ModalDemo {...args} footer={<Button onClick={args.onClose}>Close</Button>} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'About EquipDesk' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    // No header close button: the footer's Close is the only way out.
    await expect(screen.queryByRole('button', { name: 'Close' })).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FocusTrap: Story = {
  args: { open: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    const field = screen.getByLabelText('Facility name');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const Large: Story = {
  args: { open: true, size: 'lg', title: 'Facility details', children: 'A wide dialog for forms with two columns.' },
};
