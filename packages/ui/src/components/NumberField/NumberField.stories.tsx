import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  tags: ['autodocs'],
  component: NumberField,
  args: { label: 'Par level', min: 0, max: 999, onValueChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Par level' }), '12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  },
};

export const WithValue: Story = { args: { value: 40 } };

export const Error: Story = { args: { value: 1200, error: 'Par level must be at most 999.' } };

export const Disabled: Story = { args: { value: 5, disabled: true } };
