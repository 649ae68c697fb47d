import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PieChart } from './PieChart';
import { longNames, spread } from '../testing/fixtures';

const meta = {
  title: 'UI/Charts/PieChart',
  tags: ['autodocs'],
  component: PieChart,
  args: {
    title: 'Assets Status Breakdown',
    data: [
      { label: 'IN USE', value: 34 },
      { label: 'INVENTORY', value: 14 },
      { label: 'SOILED', value: 7 },
      { label: 'BROKEN / AM', value: 3 },
      { label: 'LOST', value: 2 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five statuses with their counts in the legend. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Assets Status Breakdown' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Assets Status Breakdown legend' })).toHaveTextContent('BROKEN / AM 3');
  },
};

/** Slices are links: BROKEN / AM opens its assets. */
export const Linked: Story = {
  args: { getHref: (d) => `/assets?utilizationStatuses=${encodeURIComponent(d.label)}`, onSelect: fn((_d, event) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    const slice = await canvas.findByRole('link', { name: 'BROKEN / AM: 3' });
    await expect(slice).toHaveAttribute('href', '/assets?utilizationStatuses=BROKEN%20%2F%20AM');
    await userEvent.click(slice);
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const Donut: Story = { args: { innerRadiusRatio: 0.55 } };

export const AsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('table', { name: 'Assets Status Breakdown' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { data: [] } };

export const Error: Story = { args: { error: 'The statistics could not be loaded.' } };

/** 120 parts with long names: the 11 largest slices and Others, which shows all 120 in the table. */
export const ManyCategories: Story = {
  args: { title: 'Assets by Model', data: longNames(120).map((label, i) => ({ label, value: (spread(120, 2)[i] ?? 0) + 1 })) },
  play: async ({ canvas }) => {
    const legend = await canvas.findByRole('list', { name: 'Assets by Model legend' });
    await expect(legend.querySelectorAll('li')).toHaveLength(12);
    await expect(legend).toHaveTextContent('Others (109)');
    const others = canvas.getByRole('button', { name: /^Others \(109\)/ });
    others.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('table', { name: 'Assets by Model' }).querySelectorAll('tbody tr')).toHaveLength(120);
  },
};
