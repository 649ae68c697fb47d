import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { useValidationToast } from './showValidationErrors';

function SaveWithErrors({ messages }: { messages: string[] }) {
  const showErrors = useValidationToast();
  return <Button onClick={() => showErrors(messages)}>Save</Button>;
}

const meta = {
  title: 'UI/ValidationToast',
  tags: ['autodocs'],
  component: SaveWithErrors,
  // On the docs page each story has a frame of its own: an open dialog or a toast would cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { messages: ['Name is required.'] },
} satisfies Meta<typeof SaveWithErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('Validation Error');
    await expect(toast).toHaveTextContent('Name is required.');
  },
};

export const SeveralMessages: Story = {
  args: { messages: ['Name is required.', 'Email must be a valid email address.', 'Password must be at least 8 characters.'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  },
};
