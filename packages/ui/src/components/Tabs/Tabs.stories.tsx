import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: {
    'aria-label': 'Facility wizard',
    onValueChange: fn(),
    items: [
      { id: 'basic', label: 'Basic', content: <p>The facility form.</p> },
      { id: 'accounts', label: 'Accounts', content: <p>The accounts of the facility.</p> },
      { id: 'contracts', label: 'Contracts', content: <p>The contracts of the facility.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Contracts' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Contracts' })).toHaveTextContent('The contracts of the facility.');
    await expect(args.onValueChange).toHaveBeenCalledWith('contracts');
  },
};

/** An existing facility opens on its accounts. */
export const OpenOnSecondTab: Story = { args: { defaultValue: 'accounts' } };

/** A new facility: only the Basic tab. */
export const SingleTab: Story = {
  args: { items: [{ id: 'basic', label: 'Basic', content: <p>The facility form.</p> }] },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'details', label: 'Account Details', content: <p>The account form.</p> },
      { id: 'locations', label: 'Locations', content: <p>Locations.</p>, disabled: true },
      { id: 'users', label: 'Users', content: <p>Users.</p>, disabled: true },
    ],
  },
};
