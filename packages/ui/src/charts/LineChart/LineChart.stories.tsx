import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LineChart } from './LineChart';
import { dayLabels } from '../testing/fixtures';
import { drawingOf, labelProblems, labelTexts } from '../testing/labelBoxes';

const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

const meta = {
  title: 'UI/Charts/LineChart',
  tags: ['autodocs'],
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

/** Ninety days at 2:1 (the trends chart's 1600 × 800): the height follows the width; the day labels that fit are shown. */
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

const year = dayLabels(365);
const yearSeries = ['AVAILABLE', 'TRANSITION', 'UNKNOWN', 'UTILIZED'].map((name, s) => ({ name, values: year.map((_, i) => 20 + s * 5 + 8 * Math.sin((i + s * 9) / 6)) }));

/**
 * A year of days and the live moment (366 points, the last label longer) at the trends chart's full width: every k-th
 * label counted back from the last, so the latest is named and no two overlap; all inside the drawing.
 */
export const ManyCategories: Story = {
  args: { title: 'Utilization by Category (%)', categoryLabel: 'Time', aspectRatio: 2, categories: year, series: yearSeries },
  decorators: [(Story) => <div style={{ width: 1400 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const drawing = drawingOf(await canvas.findByRole('group', { name: 'Utilization by Category (%)' }));
    await expect(labelProblems(drawing)).toEqual([]);
    await expect(labelTexts(drawing)).toContain(year.at(-1));
  },
};

/** The same on a phone's width. */
export const ManyCategoriesNarrow: Story = {
  ...ManyCategories,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};
