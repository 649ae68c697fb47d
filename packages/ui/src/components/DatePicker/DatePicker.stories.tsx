import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { formatDateTime, toUtcIso } from './dates';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Start time', value: new Date(2026, 10, 22, 14, 30, 0), onChange: fn(), showTime: true },
  decorators: [(Story) => <div style={{ maxWidth: '20em', minHeight: '24em' }}><Story /></div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start time')).toHaveValue('2026-11-22 14:30:00');
  },
};

export const DateOnly: Story = { args: { label: 'Purchase date', showTime: false, value: new Date(2026, 0, 5) } };

export const Empty: Story = { args: { value: null } };

export const Error: Story = { args: { value: null, error: 'Start time is required.' } };

export const Disabled: Story = { args: { disabled: true } };

function Picking() {
  const [value, setValue] = useState<Date | null>(new Date(2026, 10, 10));
  return (
    <div>
      <DatePicker label="Purchase date" value={value} onChange={setValue} isClearable />
      <p>Sent as: {value ? toUtcIso(value, true) : 'nothing'}</p>
      <p>Shown as: {formatDateTime(value, true) || 'nothing'}</p>
    </div>
  );
}

export const PickADay: Story = {
  render: () => <Picking />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Purchase date'));
    await userEvent.click(await screen.findByRole('gridcell', { name: /November 15th, 2026/ }));
    await expect(canvas.getByText('Sent as: 2026-11-15')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(canvas.getByText('Sent as: nothing')).toBeInTheDocument();
  },
};
