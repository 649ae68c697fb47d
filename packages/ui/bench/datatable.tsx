// The DataTable bench page: 1,000 (or `?rows=50`) users × 18 columns, rendered once with the
// script time of that first render (render + a forced layout) recorded for bench/run.ts.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, UiProvider } from '../src';
import type { DataTableColumn } from '../src';

interface BenchRow {
  id: string;
  values: string[];
  status: 'ACTIVE' | 'INACTIVE' | 'REMOVED';
}

declare global {
  interface Window {
    __bench?: { firstRenderMs: number; rowElements: () => number };
  }
}

const COLUMN_COUNT = 18;
const count = new URLSearchParams(window.location.search).get('rows') === '50' ? 50 : 1000;

const rows: BenchRow[] = Array.from({ length: count }, (_, r) => ({
  id: `row-${r}`,
  values: Array.from({ length: COLUMN_COUNT }, (_, c) => `R${r} C${c} ${(r * 7919 + c * 104729) % 100000}`),
  status: r % 11 === 3 ? 'REMOVED' : r % 7 === 2 ? 'INACTIVE' : 'ACTIVE',
}));

const columns: DataTableColumn<BenchRow>[] = Array.from({ length: COLUMN_COUNT }, (_, c) => ({
  id: `c${c}`,
  header: `Column ${c + 1}`,
  cell: (row: BenchRow) => row.values[c],
  sortable: c < 4,
  tooltip: c === 2 ? (row: BenchRow) => `Details of ${row.id}` : undefined,
}));

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);

performance.mark('datatable-render-start');
flushSync(() => {
  root.render(
    <UiProvider>
      <DataTable
        aria-label="Bench"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowStatus={(row) => row.status}
        selectedRowId="row-5"
      />
    </UiProvider>,
  );
});
// Reading layout forces style and layout of what was rendered, so both count in the figure.
void container.getBoundingClientRect().height;
performance.mark('datatable-render-end');
const measure = performance.measure('datatable-first-render', 'datatable-render-start', 'datatable-render-end');

window.__bench = {
  firstRenderMs: measure.duration,
  rowElements: () => document.querySelectorAll('[role="row"]').length,
};
