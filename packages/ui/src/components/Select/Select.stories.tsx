import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select';

const roles = [
  { value: 'ROLE_ADMIN', label: 'Administrator' },
  { value: 'ROLE_SUPERVISOR', label: 'Supervisor' },
  { value: 'ROLE_CAREGIVER', label: 'Caregiver' },
];

const accounts = Array.from({ length: 200 }, (_, i) => ({ value: `a${i}`, label: `Account ${String(i).padStart(3, '0')}` }));

const meta = {
  title: 'UI/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Role', options: roles, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20em', minHeight: '16em' }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Supervisor' }));
    await expect(args.onChange).toHaveBeenCalledWith('ROLE_SUPERVISOR');
  },
};

export const WithValue: Story = { args: { value: 'ROLE_CAREGIVER', isClearable: true } };

export const Empty: Story = { args: { options: [], noOptionsMessage: 'No roles available' } };

/** Opened with nothing to offer: the notice is the listbox's one (disabled) entry. */
export const EmptyOpen: Story = {
  args: { options: [], noOptionsMessage: 'No roles available' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await expect(await screen.findByRole('option', { name: 'No roles available' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Error: Story = { args: { value: null, error: 'Role is required.' } };

export const Disabled: Story = { args: { value: 'ROLE_ADMIN', disabled: true } };

export const LazyCappedAt20: Story = {
  args: {
    label: 'Account',
    options: [],
    loadOptions: async (input: string) => accounts.filter((a) => a.label.toLowerCase().includes(input.toLowerCase())),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Account' }));
    await expect(await screen.findByRole('option', { name: 'Account 000' })).toBeInTheDocument();
    await expect(screen.getAllByRole('option')).toHaveLength(20);
  },
};
