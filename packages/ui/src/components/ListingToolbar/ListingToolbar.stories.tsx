import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../DataTable';
import { sampleUsers, userColumns } from '../DataTable/storyFixtures';
import { useColumnChoice } from '../DataTable/useColumnChoice';
import { FilterPanel } from '../FilterPanel';
import { MultiSelect } from '../MultiSelect';
import { ListingToolbar } from './ListingToolbar';

const meta = {
  title: 'UI/ListingToolbar',
  tags: ['autodocs'],
  component: ListingToolbar,
  args: {
    title: 'Users',
    total: 1234,
    pageIndex: 0,
    pageSize: 50,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    search: '',
    onSearchChange: fn(),
    onRefresh: fn(),
    onAdd: fn(),
    onExport: fn(async () => {}),
    onFiltersOpenChange: fn(),
  },
} satisfies Meta<typeof ListingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1 to 50 of 1234')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matching record(s) available.')).toBeInTheDocument();
  },
};

/** A user without NEW, EXPORT or FILTER: the console leaves those callbacks out. */
export const NoPermission: Story = {
  args: { onAdd: undefined, onExport: undefined, onFiltersOpenChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

export const LastPage: Story = {
  args: { pageIndex: 24, pageSize: 50, total: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1201 to 1234 of 1234')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A very large list whose server answered an estimated count: the text says "about". */
export const EstimatedTotal: Story = {
  args: { pageIndex: 0, pageSize: 50, total: 903_417, totalEstimated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1 to 50 of about 900,000')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const SearchEnterAndEscape: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search Users' });
    await userEvent.type(box, 'jane');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('jane');
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
  },
};

export const ExportBusy: Story = {
  args: { onExport: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
    await expect(canvas.getByRole('button', { name: 'Exporting CSV…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled());
  },
};

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'REMOVED', label: 'Removed' },
];

function FilteredListing() {
  const [open, setOpen] = useState(true);
  const [statuses, setStatuses] = useState(['ACTIVE', 'INACTIVE']);
  return (
    <ListingToolbar
      title="Users"
      total={120}
      pageIndex={0}
      pageSize={50}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      search=""
      onSearchChange={() => {}}
      onRefresh={() => {}}
      filtersOpen={open}
      onFiltersOpenChange={setOpen}
      activeFilters={statuses.map((status) => ({
        id: status,
        label: `Status: ${STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status}`,
        onRemove: () => setStatuses((all) => all.filter((s) => s !== status)),
      }))}
    >
      <FilterPanel onReset={() => setStatuses(['ACTIVE'])}>
        <MultiSelect label="Statuses" options={STATUS_OPTIONS} value={statuses} onChange={setStatuses} />
      </FilterPanel>
    </ListingToolbar>
  );
}

export const FilterChips: Story = {
  render: () => <FilteredListing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Filtering On 2 filter(s)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Status: Inactive' }));
    await expect(canvas.getByText('Filtering On 1 filter(s)')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove filter Status: Inactive' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  },
};

function ListingWithColumns() {
  const [visible, setVisible] = useColumnChoice('story:users', userColumns);
  const [search, setSearch] = useState('');
  const rows = sampleUsers(120).filter((u) => u.name.toLowerCase().includes(search.toLowerCase()));
  return (
    <div>
      <ListingToolbar
        title="Users"
        total={rows.length}
        pageIndex={0}
        pageSize={50}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        search={search}
        onSearchChange={setSearch}
        onRefresh={() => {}}
        columnChoice={{ columns: userColumns, visible, onChange: setVisible }}
      />
      <DataTable aria-label="Users" columns={userColumns} rows={rows.slice(0, 50)} getRowId={(u) => u.id} visibleColumnIds={visible} height="360px" />
    </div>
  );
}

export const ColumnPickerHidesAColumn: Story = {
  render: () => <ListingWithColumns />,
  beforeEach: () => {
    window.localStorage.removeItem('story:users');
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await expect(canvas.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('group', { name: 'Visible columns' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Users' }), 'User 0011{Enter}');
    await expect(canvas.getByText('Showing 1 to 1 of 1')).toBeInTheDocument();
  },
};
