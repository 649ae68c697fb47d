import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EntityActions } from './EntityActions';

const meta = {
  title: 'UI/EntityActions',
  tags: ['autodocs'],
  component: EntityActions,
  args: {
    entityLabel: 'user Jane Doe',
    show: { reset: true, edit: true, activate: false, deactivate: true, remove: true, history: true, info: true },
    info: 'Created by admin on 2026-11-02 10:15:00',
    onEdit: fn(),
    onReset: fn(),
    onHistory: fn(),
    onActivate: fn(async () => ({ success: true, message: 'User activated.' })),
    onDeactivate: fn(async () => ({ success: true, message: 'User deactivated.' })),
    onRemove: fn(async () => ({ success: true, message: 'User removed.' })),
  },
} satisfies Meta<typeof EntityActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit user Jane Doe' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Inactive: Story = {
  args: { show: { edit: true, activate: true, remove: true, info: true } },
};

/** Without grants the console shows nothing but the info icon. */
export const NoPermission: Story = {
  args: { show: { info: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Edit|Delete|Deactivate/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Information about user Jane Doe' })).toBeInTheDocument();
  },
};

export const ConfirmFlow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate user Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user Jane Doe' });
    await expect(dialog).toHaveTextContent('Are you sure you want to deactivate user Jane Doe?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeactivate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate user Jane Doe' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onDeactivate).toHaveBeenCalledTimes(1);
    await expect(await screen.findByRole('status')).toHaveTextContent('User deactivated.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Failure: Story = {
  args: { onRemove: fn(async () => ({ success: false, message: 'This user still owns open orders.' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user Jane Doe' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('This user still owns open orders.');
  },
};
