import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DatePicker } from '../DatePicker';
import { MultiSelect } from '../MultiSelect';
import { Checkbox } from '../Checkbox';
import { FilterPanel } from './FilterPanel';

const meta = {
  title: 'UI/FilterPanel',
  tags: ['autodocs'],
  component: FilterPanel,
  args: {
    onReset: fn(),
    children: (
      <>
        <MultiSelect label="Statuses" options={[{ value: 'ACTIVE', label: 'Active' }, { value: 'INACTIVE', label: 'Inactive' }]} defaultValue={['ACTIVE']} />
        <MultiSelect label="Roles" options={[{ value: 'ROLE_ADMIN', label: 'Administrator' }]} />
        <DatePicker label="Active since" value={null} onChange={() => {}} />
        <Checkbox label="Pending only" />
      </>
    ),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const WithoutReset: Story = { args: { onReset: undefined, title: 'User filters' } };
