import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StackedBarChart } from './StackedBarChart';
import { longNames, spread } from '../testing/fixtures';
import { drawingOf, labelProblems } from '../testing/labelBoxes';

const meta = {
  title: 'UI/Charts/StackedBarChart',
  tags: ['autodocs'],
  component: StackedBarChart,
  args: {
    title: 'Availability by Model',
    categoryLabel: 'Model',
    categories: ['PCA-100', 'IV-220', 'SCD-7', 'BP-42'],
    series: [
      { name: 'AVAILABLE', values: [12, 9, 4, 7] },
      { name: 'TRANSITION', values: [5, 3, 2, 1] },
      { name: 'UNKNOWN', values: [1, 0, 2, 0] },
      { name: 'UTILIZED', values: [20, 14, 6, 9] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four models, four availabilities; the table adds each model's total. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Availability by Model' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('row', { name: 'PCA-100 12 5 1 20 38' })).toBeInTheDocument();
  },
};

/** Segments lead to the assets of that model and availability. */
export const Linked: Story = {
  args: { getHref: (s) => `/assets?model=${s.category}&availability=${s.series}`, onSelect: fn((_s, event) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'IV-220, UTILIZED: 14' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { categories: [] } };

export const Error: Story = { args: { error: 'The statistics could not be loaded.' } };

const models = longNames(110);
const availabilities = ['AVAILABLE', 'TRANSITION', 'UNKNOWN', 'UTILIZED'];

/**
 * 110 models with long names, four series: the 12 largest stacks lie, names cut to fit, no label over another or
 * outside the drawing; "Show all 110" opens the table of all.
 */
export const ManyCategories: Story = {
  args: { categories: models, series: availabilities.map((name, s) => ({ name, values: spread(110, s) })), height: 320 },
  decorators: [(Story) => <div style={{ width: 1400 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const drawing = drawingOf(await canvas.findByRole('group', { name: 'Availability by Model' }));
    await expect(labelProblems(drawing)).toEqual([]);
    await expect(new Set([...drawing.querySelectorAll('[data-segment]')].map((s) => s.getAttribute('aria-label')?.split(',')[0])).size).toBe(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 110 in the table' }));
    await expect(canvas.getByRole('table', { name: 'Availability by Model' }).querySelectorAll('tbody tr')).toHaveLength(110);
  },
};

/** The same on a phone's width. */
export const ManyCategoriesNarrow: Story = {
  ...ManyCategories,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

/** Order statuses in a third of a wide screen: UNASSIGNED does not fit under its bar, so the bars lie, names whole. */
export const LongLabels: Story = {
  args: {
    title: "Today's Orders",
    categoryLabel: 'Order Status',
    categories: ['UNASSIGNED', 'ASSIGNED', 'COMPLETED', 'PARTIAL', 'CANCELLED', 'REJECTED'],
    series: [
      { name: 'STANDARD', values: [1, 4, 26, 3, 4, 1] },
      { name: 'STAT', values: [2, 5, 13, 1, 0, 0] },
      { name: 'CUSTOM', values: [1, 0, 4, 0, 0, 1] },
    ],
  },
  decorators: [(Story) => <div style={{ width: 440 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const drawing = drawingOf(await canvas.findByRole('group', { name: "Today's Orders" }));
    await expect(labelProblems(drawing)).toEqual([]);
    await expect(drawing).toHaveTextContent(/UNASSIGNED.*ASSIGNED/);
  },
};
