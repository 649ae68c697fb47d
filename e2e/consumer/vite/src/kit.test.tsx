// A team's component tests in jsdom, through @equipdesk/ui/testing: one call renders a piece of a screen inside the
// kit's providers, with the stubs jsdom needs (ResizeObserver, matchMedia, scrolling).
import { act, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Button, DataTable, ListingToolbar, useToast } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { BarChart } from '@equipdesk/ui/charts';
import { cleanupUi, renderWithUi } from '@equipdesk/ui/testing';

afterEach(cleanupUi);

interface Asset {
  id: string;
  serial: string;
  status: string;
}

const assets: Asset[] = Array.from({ length: 1000 }, (_, i) => ({ id: String(i), serial: `SN-${1000 + i}`, status: 'ACTIVE' }));
const columns: DataTableColumn<Asset>[] = [
  { id: 'serial', header: 'Serial No', cell: (row) => row.serial, sortable: true },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];

const byText = (root: ParentNode, selector: string, text: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text);

it('renders a DataTable with its headers and a first window of its 1,000 rows, though jsdom lays nothing out', () => {
  const { container } = renderWithUi(<DataTable aria-label="Assets" columns={columns} rows={assets} getRowId={(row) => row.id} />);
  const table = container.querySelector('[role="table"]');
  expect(table?.getAttribute('aria-label')).toBe('Assets');
  const headers = [...container.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent?.trim());
  expect(headers).toEqual(expect.arrayContaining(['Serial No', 'Status']));
  const cells = [...container.querySelectorAll('[role="cell"], [role="gridcell"]')].map((cell) => cell.textContent?.trim());
  expect(cells).toContain('SN-1000');
  // A window, not the whole list: the table stays virtualized.
  const shown = cells.filter((text) => text?.startsWith('SN-')).length;
  expect(shown).toBeGreaterThanOrEqual(10);
  expect(shown).toBeLessThan(assets.length);
});

it('renders a ListingToolbar that counts, searches and refreshes', () => {
  const onRefresh = vi.fn();
  function Toolbar() {
    const [search, setSearch] = useState('');
    return (
      <ListingToolbar
        title="Assets"
        total={1000}
        pageIndex={0}
        pageSize={50}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
        search={search}
        onSearchChange={setSearch}
        onRefresh={onRefresh}
      />
    );
  }
  const { container } = renderWithUi(<Toolbar />);
  expect(byText(container, 'h2', 'Assets')).toBeDefined();
  expect(container.textContent).toContain('1000');
  act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Refresh"]')?.click());
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(container.querySelector('[role="search"] input')).not.toBeNull();
});

it('shows a toast', () => {
  function Save() {
    const toast = useToast();
    return <Button onClick={() => toast.show({ type: 'success', message: 'Asset saved' })}>Save</Button>;
  }
  const { container } = renderWithUi(<Save />);
  act(() => byText(container, 'button', 'Save')?.click());
  const status = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes('Asset saved'));
  expect(status).toBeDefined();
});

it('draws a chart at the stubbed width, and shows its numbers as a table', () => {
  const { container } = renderWithUi(
    <BarChart title="Assets by status" data={[{ label: 'IN USE', value: 34 }, { label: 'IN REPAIR', value: 5 }]} />,
  );
  const figure = container.querySelector('figure');
  expect(figure?.textContent).toContain('Assets by status');
  const svg = figure?.querySelector('svg');
  expect(Number(svg?.getAttribute('width'))).toBeGreaterThan(0);
  act(() => byText(container, 'button', 'Show as table')?.click());
  const cells = [...container.querySelectorAll('table tbody tr')].map((row) => row.textContent);
  expect(cells).toEqual(['IN USE34', 'IN REPAIR5']);
});
