import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toggle } from './Toggle';

const meta = {
  title: 'UI/Toggle',
  tags: ['autodocs'],
  component: Toggle,
  args: { label: 'Enabled', checked: false, onChange: fn() },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Enabled' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { checked: true } };

export const Disabled: Story = { args: { checked: true, disabled: true } };

export const HiddenLabel: Story = { args: { label: 'Grant VIEW to Supervisor', hideLabel: true, stateLabels: null } };
