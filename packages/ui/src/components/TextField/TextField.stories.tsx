import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Username');
    await userEvent.type(input, 'admin');
    await expect(input).toHaveValue('admin');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'not-an-email', error: 'Please enter a valid email.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email.');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search', hideLabel: true, placeholder: 'Search assets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
  },
};
