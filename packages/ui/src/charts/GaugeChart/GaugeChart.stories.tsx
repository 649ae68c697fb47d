import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GaugeChart } from './GaugeChart';

const meta = {
  title: 'UI/Charts/GaugeChart',
  tags: ['autodocs'],
  component: GaugeChart,
  args: { title: 'Assets Commissioned', value: 712, max: 1000, valueLabel: 'Commissioned', maxLabel: 'Total' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof GaugeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over 66 %: the success colour. */
export const High: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Assets Commissioned: 71 % (712 of 1000)' })).toBeInTheDocument();
  },
};

/** Between 33 and 66 %: the warning colour. */
export const Middle: Story = { args: { value: 450 } };

/** Up to 33 %: the danger colour. */
export const Low: Story = { args: { value: 120 } };

export const Loading: Story = { args: { loading: true } };

/** Nothing to measure against. */
export const Empty: Story = { args: { value: 0, max: 0 } };

export const Error: Story = { args: { error: 'The statistics could not be loaded.' } };
