import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StackedBarChart } from './StackedBarChart';

const meta = {
  title: 'UI/Charts/StackedBarChart',
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
