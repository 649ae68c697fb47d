// Size probe: the baseline plus a listing page of the kit: ListingToolbar over a DataTable, in UiProvider.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, ListingToolbar, UiProvider } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';

interface Asset {
  id: string;
  serial: string;
  status: string;
}

const columns: DataTableColumn<Asset>[] = [
  { id: 'serial', header: 'Serial No', cell: (row) => row.serial, sortable: true },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];
const rows: Asset[] = Array.from({ length: 100 }, (_, i) => ({ id: String(i), serial: `SN-${i}`, status: 'ACTIVE' }));

function Page() {
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  return (
    <>
      <ListingToolbar
        title="Assets"
        total={rows.length}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        search={search}
        onSearchChange={setSearch}
        onRefresh={() => undefined}
      />
      <DataTable aria-label="Assets" columns={columns} rows={rows} getRowId={(row) => row.id} />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <Page />
  </UiProvider>,
);
