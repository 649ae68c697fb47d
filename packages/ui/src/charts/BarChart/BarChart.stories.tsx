import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BarChart } from './BarChart';
import { longNames, spread } from '../testing/fixtures';
import { drawingOf, labelProblems } from '../testing/labelBoxes';

const meta = {
  title: 'UI/Charts/BarChart',
  tags: ['autodocs'],
  component: BarChart,
  args: {
    title: 'Assets by Patient Care Unit',
    data: [
      { label: 'Floor 1', value: 42 },
      { label: 'Floor 2', value: 35 },
      { label: 'Floor 3', value: 18 },
      { label: 'Storage', value: 27 },
      { label: 'No location', value: 6 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five units; the table shows the same numbers. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Assets by Patient Care Unit' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('row', { name: 'Floor 2 35' })).toBeInTheDocument();
  },
};

/** Each bar is a link reachable with Tab. */
export const Linked: Story = {
  args: { getHref: (d) => `/assets?unit=${encodeURIComponent(d.label)}`, onSelect: fn((_d, event) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: 'Floor 3: 18' });
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { data: [] } };

export const Error: Story = { args: { error: 'The statistics could not be loaded.', onRetry: fn() } };

const models = longNames(120);

/**
 * 120 models with long names at full width: the 12 largest lie as bars with their names cut to fit, every label inside
 * the drawing and none over another; "Show all 120" opens the table of all.
 */
export const ManyCategories: Story = {
  args: { title: 'Orders by Model', categoryLabel: 'Model', data: models.map((label, i) => ({ label, value: spread(120, 1)[i] ?? 0 })) },
  decorators: [(Story) => <div style={{ width: 1400 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const drawing = drawingOf(await canvas.findByRole('group', { name: 'Orders by Model' }));
    await expect(labelProblems(drawing)).toEqual([]);
    await expect(drawing.querySelectorAll('[data-segment]')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 120 in the table' }));
    await expect(canvas.getByRole('table', { name: 'Orders by Model' }).querySelectorAll('tbody tr')).toHaveLength(120);
  },
};

/** The same on a phone's width. */
export const ManyCategoriesNarrow: Story = {
  ...ManyCategories,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

/** Eight units whose names fit under their bars at full width: the bars stand, each value above its bar, inside. */
export const ValuesInside: Story = {
  args: { data: ['Storage', 'Floor 2', 'Floor 4', 'Floor 6', 'Floor 3', 'No unit', 'Floor 5', 'Floor 1'].map((label, i) => ({ label, value: 249 - i * 12 })) },
  decorators: [(Story) => <div style={{ width: 1400 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const drawing = drawingOf(await canvas.findByRole('group', { name: 'Assets by Patient Care Unit' }));
    await expect(labelProblems(drawing)).toEqual([]);
    await expect(drawing).toHaveTextContent('249');
  },
};
