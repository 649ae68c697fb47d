import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { formatDateTime, toUtcIso } from './dates';

const meta = {
  title: 'UI/DatePicker',
  tags: ['autodocs'],
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
    await userEvent.click(await screen.findByRole('gridcell', { name: /November 15, 2026/ }));
    await expect(canvas.getByText('Sent as: 2026-11-15')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(canvas.getByText('Sent as: nothing')).toBeInTheDocument();
  },
};

/** A typed day before the earliest allowed one is not taken, and the field says why (the visit form's rule). */
export const PastDateRefused: Story = {
  args: {
    label: 'Start Date',
    showTime: false,
    value: null,
    minDate: new Date(2026, 10, 20),
    minDateMessage: 'Start Date must be greater than or equal to today',
    placeholder: 'yyyy-MM-dd',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start Date');
    await userEvent.type(input, '2026-11-02');
    await userEvent.tab();
    const message = '2026-11-02 is not taken: Start Date must be greater than or equal to today';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  },
};

/** The calendar open: weekdays in their short form (the full name is read to screen readers only). */
export const CalendarOpen: Story = {
  args: { showTime: false, label: 'Purchase date', value: new Date(2026, 10, 10) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Purchase date'));
    await expect(await screen.findByRole('columnheader', { name: 'Sunday' })).toHaveTextContent(/Su/);
  },
};
