import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: 'Account not expired', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Account not expired' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { checked: true } };

export const Disabled: Story = { args: { checked: true, disabled: true } };

/** A setting with what it means under it (the enterprise's password sign-in). */
export const WithHint: Story = {
  args: { label: 'Password sign-in', checked: true, hint: 'Users of this enterprise may sign in with an EquipDesk password as well as through its single sign-on provider.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Password sign-in' })).toHaveAccessibleDescription(/sign in with an EquipDesk password/);
  },
};
