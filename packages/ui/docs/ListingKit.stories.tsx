// The listing kit composed as a screen is built from it (the Listing kit guide shows it): ListingToolbar over a
// DataTable, a FilterPanel, an inline form in an opened row and in a new row, EntityActions on each row, and toasts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DataTable,
  EntityActions,
  FilterPanel,
  ListingToolbar,
  Select,
  TextField,
  useToast,
} from '../src';
import type { DataTableColumn, DataTableRowStatus } from '../src';

interface Asset {
  id: string;
  serialNumber: string;
  model: string;
  status: 'ACTIVE' | 'INACTIVE';
}

const MODELS = ['Infusion pump', 'Patient monitor', 'Ventilator', 'Defibrillator'];
const initialAssets: Asset[] = Array.from({ length: 120 }, (_, i) => ({
  id: `a${i + 1}`,
  serialNumber: `SN-${String(10_400 + i)}`,
  model: MODELS[i % MODELS.length]!,
  status: i % 7 === 3 ? 'INACTIVE' : 'ACTIVE',
}));
const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'ACTIVE' },
  { value: 'INACTIVE', label: 'INACTIVE' },
];

/** The inline form of an opened row or of the new row: one field, Save and Cancel. */
function AssetForm({ asset, onSave, onCancel }: { asset?: Asset; onSave: (serialNumber: string) => void; onCancel: () => void }) {
  const [serialNumber, setSerialNumber] = useState(asset?.serialNumber ?? '');
  const error = serialNumber.trim() === '' ? 'Serial No is required.' : undefined;
  return (
    <form
      aria-label={asset ? `Edit ${asset.serialNumber}` : 'New asset'}
      style={{ display: 'flex', gap: '1em', alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!error) onSave(serialNumber.trim());
      }}
    >
      <TextField label="Serial No" value={serialNumber} onChange={(event) => setSerialNumber(event.target.value)} {...(error ? { error } : {})} />
      <Button type="submit" disabled={Boolean(error)}>
        Save
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

function AssetsScreen() {
  const toast = useToast();
  const [assets, setAssets] = useState(initialAssets);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const shown = useMemo(
    () =>
      assets.filter(
        (asset) => (!status || asset.status === status) && `${asset.serialNumber} ${asset.model}`.toLowerCase().includes(search.toLowerCase()),
      ),
    [assets, search, status],
  );
  const page = shown.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  const update = (id: string, change: Partial<Asset>) => setAssets((all) => all.map((asset) => (asset.id === id ? { ...asset, ...change } : asset)));

  const columns: DataTableColumn<Asset>[] = [
    { id: 'serialNumber', header: 'Serial No', cell: (asset) => asset.serialNumber, sortable: true },
    { id: 'model', header: 'Model', cell: (asset) => asset.model },
    { id: 'status', header: 'Status', cell: (asset) => asset.status },
    {
      id: 'actions',
      header: 'Actions',
      sticky: 'end',
      alwaysVisible: true,
      width: 'minmax(120px, auto)',
      cell: (asset) => (
        <EntityActions
          entityLabel={`asset ${asset.serialNumber}`}
          show={{ edit: true, activate: asset.status === 'INACTIVE', deactivate: asset.status === 'ACTIVE' }}
          onEdit={() => setExpanded(asset.id)}
          onActivate={async () => {
            update(asset.id, { status: 'ACTIVE' });
            return { success: true, message: `Asset ${asset.serialNumber} activated.` };
          }}
          onDeactivate={async () => {
            update(asset.id, { status: 'INACTIVE' });
            return { success: true, message: `Asset ${asset.serialNumber} deactivated.` };
          }}
        />
      ),
    },
  ];

  return (
    <div>
      <ListingToolbar
        title="Assets"
        total={shown.length}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        search={search}
        onSearchChange={(text) => {
          setSearch(text);
          setPageIndex(0);
        }}
        onRefresh={() => toast.show({ type: 'info', message: 'Assets refreshed.' })}
        onAdd={() => setAdding(true)}
        onExport={async (format) => {
          toast.show({ type: 'success', message: `Export of ${shown.length} assets as ${format.toUpperCase()} started.` });
        }}
        filtersOpen={filtersOpen}
        onFiltersOpenChange={setFiltersOpen}
        activeFilters={status ? [{ id: 'status', label: `Status: ${status}`, onRemove: () => setStatus(null) }] : []}
      >
        {filtersOpen && (
          <FilterPanel onReset={() => setStatus(null)}>
            <Select label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} isClearable />
          </FilterPanel>
        )}
      </ListingToolbar>
      <DataTable
        aria-label="Assets"
        columns={columns}
        rows={page}
        getRowId={(asset) => asset.id}
        getRowStatus={(asset): DataTableRowStatus => asset.status}
        height="420px"
        expandedRowId={expanded}
        onExpandedRowChange={setExpanded}
        expandedRowLabel={(asset) => `Edit ${asset.serialNumber}`}
        renderExpanded={(asset) => (
          <AssetForm
            asset={asset}
            onCancel={() => setExpanded(null)}
            onSave={(serialNumber) => {
              update(asset.id, { serialNumber });
              setExpanded(null);
              toast.show({ type: 'success', message: `Asset ${serialNumber} saved.` });
            }}
          />
        )}
        newRow={
          adding ? (
            <AssetForm
              onCancel={() => setAdding(false)}
              onSave={(serialNumber) => {
                setAssets((all) => [{ id: `new-${all.length + 1}`, serialNumber, model: MODELS[0]!, status: 'ACTIVE' }, ...all]);
                setAdding(false);
                toast.show({ type: 'success', message: `Asset ${serialNumber} added.` });
              }}
            />
          ) : undefined
        }
        newRowLabel="New asset"
        onNewRowClose={() => setAdding(false)}
      />
    </div>
  );
}

const meta = {
  title: 'Guides/Listing kit example',
  component: AssetsScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AssetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole screen: search, filter, add a row, edit one inline, deactivate one; each save says so in a toast. */
export const AssetsScreenStory: Story = {
  name: 'Assets screen',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Assets' }), 'SN-1040{Enter}');
    await expect(await canvas.findByText('Showing 1 to 10 of 10')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Add New' }));
    const newRow = canvas.getByRole('row', { name: 'New asset' });
    await userEvent.type(within(newRow).getByRole('textbox', { name: 'Serial No' }), 'SN-10409');
    await userEvent.click(within(newRow).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'New asset' })).not.toBeInTheDocument());
    await expect(await within(document.body).findByText('Asset SN-10409 added.')).toBeInTheDocument();
    await expect(await canvas.findByText('Showing 1 to 11 of 11')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit asset SN-10400' }));
    const form = await canvas.findByRole('form', { name: 'Edit SN-10400' });
    const serial = within(form).getByRole('textbox', { name: 'Serial No' });
    await userEvent.clear(serial);
    await userEvent.type(serial, 'SN-10400-B');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Asset SN-10400-B saved.')).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /SN-10400-B/ })).toBeInTheDocument();
  },
};
