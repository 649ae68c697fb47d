import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoPermission } from './NoPermission';

const meta = {
  title: 'UI/NoPermission',
  tags: ['autodocs'],
  component: NoPermission,
  args: {
    message: 'You do not seem to have this permission as yet. Please contact support@equipdesk.example.',
  },
} satisfies Meta<typeof NoPermission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect(canvas.getByText(/Please contact support@equipdesk.example/)).toBeVisible();
  },
};

export const CustomTitle: Story = {
  args: { title: 'Assets are not available to you', headingLevel: 2 },
};
