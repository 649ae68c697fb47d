// A DataTable on a phone (390 px, the console's compact layout): rows are tall enough for 44 × 44 px touch targets,
// and the virtual list places them by that height.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ROW_HEIGHT, TOUCH_ROW_HEIGHT, TOUCH_TARGET } from '../../theme/tokens';
import { UiProvider } from '../../theme/UiProvider';
import { EntityActions } from '../EntityActions';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';

interface Facility {
  id: string;
  name: string;
}

const rows: Facility[] = Array.from({ length: 200 }, (_, i) => ({ id: `f${i + 1}`, name: `Facility ${i + 1}` }));

const columns: DataTableColumn<Facility>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  {
    id: 'actions',
    header: 'Actions',
    width: 'auto',
    sticky: 'end',
    alwaysVisible: true,
    cell: (row) => <EntityActions entityLabel={row.name} show={{ edit: true, history: true }} onEdit={vi.fn()} onHistory={vi.fn()} />,
  },
];

const table = () => <DataTable aria-label="Facilities" columns={columns} rows={rows} getRowId={(r) => r.id} height="400px" />;

const box = (name: string) => page.getByRole('button', { name, exact: true }).element().getBoundingClientRect();
const rowBox = (name: string) => page.getByRole('button', { name, exact: true }).element().closest('[role="row"]')!.getBoundingClientRect();
const cellBox = (name: string) => page.getByRole('button', { name, exact: true }).element().closest('[role="cell"]')!.getBoundingClientRect();

describe('DataTable on a small screen', () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
  });

  it("gives a row's action buttons 44 × 44 px, whole inside their cell and their row", async () => {
    await render(table(), { wrapper: UiProvider });
    await expect.element(page.getByRole('button', { name: 'Edit Facility 2', exact: true })).toBeVisible();
    for (const name of ['Edit Facility 2', 'History of Facility 2']) {
      const button = box(name);
      expect(button.width, name).toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect(button.height, name).toBeGreaterThanOrEqual(TOUCH_TARGET);
      // Nothing of it is cut off by its cell (which clips its content) nor lies over the rows above and below.
      const cell = cellBox(name);
      expect(button.top, name).toBeGreaterThanOrEqual(cell.top);
      expect(button.bottom, name).toBeLessThanOrEqual(cell.bottom);
      const row = rowBox(name);
      expect(button.top, name).toBeGreaterThanOrEqual(row.top);
      expect(button.bottom, name).toBeLessThanOrEqual(row.bottom);
    }
  });

  it('gives a sortable header a 44 px target too, whole inside its header row', async () => {
    await render(table(), { wrapper: UiProvider });
    const sort = page.getByRole('button', { name: 'Name', exact: true });
    await expect.element(sort).toBeVisible();
    const button = sort.element().getBoundingClientRect();
    expect(button.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(button.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
    const header = sort.element().closest('[role="row"]')!.getBoundingClientRect();
    expect(button.top).toBeGreaterThanOrEqual(header.top);
    expect(button.bottom).toBeLessThanOrEqual(header.bottom);
  });

  it('places each row right below the one before, at the taller height', async () => {
    await render(table(), { wrapper: UiProvider });
    await expect.element(page.getByRole('button', { name: 'Edit Facility 3', exact: true })).toBeVisible();
    const first = rowBox('Edit Facility 1');
    const second = rowBox('Edit Facility 2');
    const third = rowBox('Edit Facility 3');
    expect(first.height).toBeGreaterThan(TOUCH_TARGET);
    expect(second.top).toBe(first.bottom);
    expect(third.top).toBe(second.bottom);
    // The header row is as tall as the rows, and the first row starts right under the header (and its border).
    const header = page.getByRole('columnheader', { name: 'Name' }).element();
    expect(header.closest('[role="row"]')!.getBoundingClientRect().height).toBe(first.height);
    expect(first.top).toBe(header.closest('[role="rowgroup"]')!.getBoundingClientRect().bottom);
  });

  it('reaches the last row by the keyboard, each row whole', async () => {
    await render(table(), { wrapper: UiProvider });
    const firstRow = page.getByRole('row').nth(1);
    (firstRow.element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('button', { name: 'Edit Facility 200', exact: true })).toBeVisible();
    const last = rowBox('Edit Facility 200');
    const scroller = page.getByRole('table').element().getBoundingClientRect();
    expect(last.bottom).toBeLessThanOrEqual(scroller.bottom + 0.5);
    expect(rowBox('Edit Facility 199').bottom).toBe(last.top);
  });

  it('goes back to the desk density when the window grows past compact', async () => {
    await render(table(), { wrapper: UiProvider });
    await expect.element(page.getByRole('button', { name: 'Edit Facility 2', exact: true })).toBeVisible();
    await page.viewport(1280, 800);
    await expect.poll(() => rowBox('Edit Facility 1').height).toBe(ROW_HEIGHT);
    expect(rowBox('Edit Facility 2').top).toBe(rowBox('Edit Facility 1').bottom);
  });

  it('sized to a number of rows, shows that many whole at the taller rows of a phone, and at the dense rows of a desk', async () => {
    const wide: DataTableColumn<Facility>[] = [
      { id: 'name', header: 'Name', cell: (row) => row.name, width: '400px' },
      { id: 'code', header: 'Code', cell: (row) => row.id, width: '300px' },
    ];
    const screen = await render(<DataTable aria-label="Panel" columns={wide} rows={rows.slice(0, 20)} getRowId={(r) => r.id} rowsInView={3} />, { wrapper: UiProvider });
    const scroller = () => page.getByRole('table', { name: 'Panel' }).element() as HTMLElement;
    // The bottom of what the table shows, above a horizontal scroll bar where one shows.
    const viewBottom = () => scroller().getBoundingClientRect().top + scroller().clientHeight;
    const rowBottom = (n: number) => page.getByRole('cell', { name: `Facility ${n}`, exact: true }).element().closest('[role="row"]')!.getBoundingClientRect().bottom;
    const shownWhole = async (n: number, rowHeight: number) => {
      await expect.poll(() => rowBottom(n) <= viewBottom()).toBe(true);
      // The next row, if any, starts where the view ends: exactly n rows in view.
      expect(viewBottom() - rowBottom(n)).toBeLessThan(rowHeight);
    };
    await expect.element(page.getByRole('cell', { name: 'Facility 3', exact: true })).toBeVisible();
    await shownWhole(3, TOUCH_ROW_HEIGHT);
    expect(rowBottom(3) - rowBottom(2)).toBe(TOUCH_ROW_HEIGHT);

    await page.viewport(1440, 900);
    await expect.poll(() => rowBottom(3) - rowBottom(2)).toBe(ROW_HEIGHT);
    await shownWhole(3, ROW_HEIGHT);
    // Fewer rows than asked for: the table is as tall as they are.
    await screen.rerender(<DataTable aria-label="Panel" columns={wide} rows={rows.slice(0, 2)} getRowId={(r) => r.id} rowsInView={3} />);
    await expect.poll(() => Math.round(viewBottom() - rowBottom(2))).toBe(0);
  });
});
