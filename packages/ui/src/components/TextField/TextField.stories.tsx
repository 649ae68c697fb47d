import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  tags: ['autodocs'],
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

/** A value past the field's limit stays as typed, and the field says how long it may be. */
export const TooLong: Story = {
  args: { label: 'Name', maxLength: 100, defaultValue: 'Northwind Regional Medical Center, Department of Biomedical Engineering and Clin' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Name');
    await userEvent.type(input, 'ical Equipment Services');
    await expect(input).toHaveValue('Northwind Regional Medical Center, Department of Biomedical Engineering and Clinical Equipment Services');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Up to 100 characters: 3 too many.');
    await expect(input).toBeInvalid();
  },
};
