import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const statuses = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'REMOVED', label: 'Removed' },
];

const meta = {
  title: 'UI/MultiSelect',
  tags: ['autodocs'],
  component: MultiSelect,
  args: { label: 'Statuses', options: statuses, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24em', minHeight: '16em' }}><Story /></div>],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState(['ACTIVE']);
  return (
    <MultiSelect
      label="Statuses"
      options={statuses}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled onChange={args.onChange ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Statuses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ACTIVE', 'INACTIVE']);
  },
};

export const Empty: Story = { args: { value: [] } };

export const Error: Story = { args: { value: [], error: 'Choose at least one facility.' } };

export const Disabled: Story = { args: { value: ['ACTIVE', 'REMOVED'], disabled: true } };

export const Lazy: Story = {
  args: {
    label: 'Facilities',
    options: [],
    loadOptions: async (input: string) =>
      Array.from({ length: 60 }, (_, i) => ({ value: `f${i}`, label: `Facility ${i}` })).filter((f) => f.label.includes(input)),
  },
};
