import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LineChart } from './LineChart';

const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

const meta = {
  title: 'UI/Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Hourly Order Summary',
    categoryLabel: 'Hour',
    categories: hours,
    series: [
      { name: 'STANDARD', values: [3, 2, 1, 4, 8, 12, 9, 7, 10, 6, 4, 2] },
      { name: 'STAT', values: [1, 0, 0, 1, 2, 4, 3, 2, 3, 2, 1, 1] },
      { name: 'CUSTOM', values: [0, 0, 1, 0, 1, 1, 2, 1, 0, 1, 0, 0] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three order types over the day; a legend entry hides its line, by mouse or keyboard. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('button', { name: 'STAT' });
    await expect(stat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(stat);
    await expect(stat).toHaveAttribute('aria-pressed', 'false');
    stat.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stat).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { categories: [], series: [] } };

export const Error: Story = { args: { error: 'The statistics could not be loaded.' } };

const days = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2026, 7, 28 + i)).toISOString().slice(0, 10));

/** Ninety days at 2:1 (the trends chart's 1600 × 800): the height follows the width, overlapping day labels are left out. */
export const WideDays: Story = {
  args: {
    title: 'Utilization',
    categoryLabel: 'Day',
    aspectRatio: 2,
    categories: days,
    series: [
      { name: 'UTILIZED', values: days.map((_, i) => 45 + 8 * Math.sin(i / 2.2)) },
      { name: 'AVAILABLE', values: days.map((_, i) => 30 - 6 * Math.sin(i / 2.2)) },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 1600 }}>{Story()}</div>],
};
