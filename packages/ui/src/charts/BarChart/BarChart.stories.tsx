import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'UI/Charts/BarChart',
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
