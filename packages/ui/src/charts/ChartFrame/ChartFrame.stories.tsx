import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChartFrame } from './ChartFrame';

const meta = {
  title: 'UI/Charts/ChartFrame',
  tags: ['autodocs'],
  component: ChartFrame,
  args: {
    title: 'Measured frame',
    empty: false,
    height: 120,
    table: { columns: ['Category', 'Count'], rows: [['Width', 1]] },
    children: ({ width, height }) => <p>{`Drawn at ${width} × ${height}`}</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing gets the container's width; the toggle shows the table. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Drawn at \d+ × 120/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('table', { name: 'Measured frame' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Measured frame…');
  },
};

export const Empty: Story = { args: { empty: true } };

export const Error: Story = {
  args: { error: 'The statistics could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
