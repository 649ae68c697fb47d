import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  args: { content: 'Accounts: North Clinic (A-100), Riverside Care (A-204)', children: <Button variant="secondary">Supervisor</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Supervisor' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('North Clinic');
  },
};

export const OnText: Story = {
  args: { content: 'Created by admin, 2026-11-02 10:15:00', children: 'Main Hospital' },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Created by admin');
  },
};

export const Below: Story = { args: { placement: 'bottom' } };
