import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  tags: ['autodocs'],
  component: Alert,
  args: { children: 'The label of location Bed 1 could not be loaded.', onDismiss: fn() },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed location row action: danger, dismissible. */
export const Danger: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Hides itself after 5 s (ALERT_AUTO_DISMISS_MS). */
export const AutoHide: Story = { args: { autoHideMs: 5000 } };

export const WithTitle: Story = { args: { title: 'Par definition', children: 'At the minimum one definition entry must be added.' } };

export const Warning: Story = { args: { tone: 'warning', children: 'This location has no par definition yet.' } };

export const InfoWithoutClose: Story = { args: { tone: 'info', onDismiss: undefined, children: 'Five locations will be created.' } };
