import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  // On the docs page each story has a frame of its own: an open dialog or a toast would cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    open: true,
    title: 'Deactivate role Auditor',
    message: 'Are you sure you want to deactivate role Auditor?',
    confirmLabel: 'Deactivate',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'Delete user Jane Doe', message: 'Are you sure you want to delete user Jane Doe?', confirmLabel: 'Delete' },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
