import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import type { ToastOptions } from './Toast';

/** Shows the story's toast from a button; stories are wrapped in UiProvider, whose stack is used. */
function ToastTrigger({ toasts, label = 'Show toast' }: { toasts: ToastOptions[]; label?: string }) {
  const { show } = useToast();
  return <Button onClick={() => toasts.forEach((toast) => show(toast))}>{label}</Button>;
}

const meta = {
  title: 'UI/Toast',
  tags: ['autodocs'],
  component: ToastProvider,
  // On the docs page each story has a frame of its own: an open dialog or a toast would cover the page.
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeStory = (type: NonNullable<ToastOptions['type']>, title: string, message: string, label: string): Story => ({
  render: () => <ToastTrigger toasts={[{ type, title, message, durationMs: null }]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole(type === 'danger' ? 'alert' : 'status');
    await expect(toast).toHaveTextContent(`${label}: ${title}${message}`);
  },
});

export const Info = typeStory('info', 'Maintenance', 'The console will restart at 22:00.', 'Information');
export const Success = typeStory('success', 'Saved', 'Facility saved.', 'Success');
export const Warning = typeStory('warning', 'Heads up', 'Two assets are overdue for service.', 'Warning');
export const Danger = typeStory('danger', 'Validation Error', 'Name is required.', 'Error');

export const BroadcastCountdown: Story = {
  render: () => (
    <ToastTrigger
      label="Show broadcast"
      toasts={[{ type: 'warning', message: 'Scheduled downtime tonight.', durationMs: 300_000, countdown: true }]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show broadcast' }));
    const countdown = await screen.findByTestId('toast-countdown');
    await expect(countdown).toHaveTextContent('5:00');
    await waitFor(() => expect(countdown).toHaveTextContent('4:59'), { timeout: 2500 });
  },
};

export const AutoHide: Story = {
  render: () => <ToastTrigger toasts={[{ type: 'success', message: 'Saved.', durationMs: 1500 }]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Stacked: Story = {
  render: () => (
    <ToastTrigger
      label="Show three"
      toasts={[
        { type: 'info', message: 'First broadcast', durationMs: null },
        { type: 'success', message: 'Second broadcast', durationMs: null },
        { type: 'warning', message: 'Newest broadcast', durationMs: null },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show three' }));
    const viewport = await screen.findByTestId('toast-viewport');
    await waitFor(() => expect(within(viewport).getAllByRole('status')).toHaveLength(3));
    const [top] = within(viewport).getAllByRole('status');
    await expect(top).toHaveTextContent('Newest broadcast');
    const dismissButtons = within(viewport).getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(dismissButtons[0] as HTMLElement);
    await waitFor(() => expect(within(viewport).getAllByRole('status')).toHaveLength(2));
  },
};
