// The DataTable bench page: 1,000 (or `?rows=50`) users × 18 columns, rendered once with the
// script time of that first render (render + a forced layout) recorded for bench/run.ts.
// A production build (bench/run.ts builds it in Vite's production mode).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, ListingToolbar, UiProvider } from '../src';
import type { DataTableColumn } from '../src';
import type { BenchPage } from './benchPage';

interface BenchRow {
  id: string;
  values: string[];
  status: 'ACTIVE' | 'INACTIVE' | 'REMOVED';
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

const noop = () => {};

function Page({ table }: { table: boolean }) {
  return (
    <UiProvider>
      <ListingToolbar
        title="Bench"
        total={rows.length}
        pageIndex={0}
        pageSize={rows.length}
        onPageChange={noop}
        onPageSizeChange={noop}
        search=""
        onSearchChange={noop}
        onRefresh={noop}
        onAdd={noop}
      />
      {table && (
        <DataTable
          aria-label="Bench"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowStatus={(row) => row.status}
          selectedRowId="row-5"
        />
      )}
    </UiProvider>
  );
}

/** Script time of one synchronous render, up to committed DOM with style and layout done. */
function timed(name: string, table: boolean): number {
  performance.mark(`${name}-start`);
  flushSync(() => root.render(<Page table={table} />));
  // Reading layout forces style and layout of what was rendered, so both count in the figure.
  void container.getBoundingClientRect().height;
  performance.mark(`${name}-end`);
  return performance.measure(name, `${name}-start`, `${name}-end`).duration;
}

// The table mounts into a running screen, as on every EquipDesk list page: the app shell (theme,
// global styles, toast stack) and the listing toolbar above the table are mounted and laid out
// first, timed on their own, so the browser's one-off costs of a fresh page (first text layout,
// font caches) are not counted as the table's; then the table's first render.
const shellMs = timed('app-shell', false);
const firstRenderMs = timed('datatable-first-render', true);

const bench: BenchPage = {
  production: process.env.NODE_ENV === 'production' && import.meta.env.PROD,
  speedyStyles: [...document.querySelectorAll('style[data-styled]')].every((tag) => tag.textContent === ''),
  shellMs,
  firstRenderMs,
  rowElements: () => document.querySelectorAll('[role="row"]').length,
};
window.__bench = bench;
