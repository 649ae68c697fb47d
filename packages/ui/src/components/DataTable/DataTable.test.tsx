import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ROW_HEIGHT } from '../../theme/tokens';
import { UiProvider } from '../../theme/UiProvider';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableSort } from './DataTable';

interface Facility {
  id: string;
  name: string;
  city: string;
  status: 'ACTIVE' | 'INACTIVE' | 'REMOVED';
}

const makeRows = (n: number): Facility[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `f${i + 1}`,
    name: `Facility ${i + 1}`,
    city: i % 2 ? 'Lyon' : 'Nantes',
    status: i === 1 ? 'INACTIVE' : i === 2 ? 'REMOVED' : 'ACTIVE',
  }));

const columns: DataTableColumn<Facility>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  { id: 'city', header: 'City', cell: (row) => row.city, tooltip: (row) => `City of ${row.name}` },
  { id: 'notes', header: 'Notes', cell: () => 'none', defaultHidden: true },
];

const bodyRows = () => document.querySelectorAll('.dt-body [role="row"].dt-row');

describe('DataTable', () => {
  // A desk's window: the browser tests open at 414 px, where rows take the touch height (DataTable.touch.test.tsx).
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('renders a table with headers, cells and the default visible columns', async () => {
    await render(<DataTable aria-label="Facilities" columns={columns} rows={makeRows(3)} getRowId={(r) => r.id} height="400px" />, {
      wrapper: UiProvider,
    });
    await expect.element(page.getByRole('table', { name: 'Facilities' })).toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await expect.element(page.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    expect(page.getByRole('columnheader', { name: 'Notes' }).query()).toBeNull();
    await expect.element(page.getByRole('cell', { name: 'Facility 2' })).toBeInTheDocument();
  });

  it('styles rows from one stylesheet per theme, in the document head', async () => {
    await render(
      <>
        <DataTable aria-label="Facilities" columns={columns} rows={makeRows(3)} getRowId={(r) => r.id} getRowStatus={(r) => r.status} />
        <DataTable aria-label="Sites" columns={columns} rows={makeRows(3)} getRowId={(r) => r.id} />
      </>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('table', { name: 'Sites' })).toBeInTheDocument();
    const row = bodyRows()[0] as HTMLElement;
    expect(getComputedStyle(row).display).toBe('grid');
    expect(getComputedStyle(row).height).toBe(`${ROW_HEIGHT}px`);
    const removed = document.querySelector('.dt-row[data-status="REMOVED"]') as HTMLElement;
    expect(getComputedStyle(removed).backgroundColor).not.toBe(getComputedStyle(row).backgroundColor);
    expect(document.head.querySelectorAll('style[data-href^="equipdesk-datatable-"]')).toHaveLength(1);
  });

  it('keeps the DOM small whether it holds 50 or 1,000 rows', async () => {
    const { rerender } = await render(
      <DataTable aria-label="Facilities" columns={columns} rows={makeRows(50)} getRowId={(r) => r.id} height="600px" />,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('cell', { name: 'Facility 1', exact: true })).toBeInTheDocument();
    const with50 = bodyRows().length;
    await rerender(<DataTable aria-label="Facilities" columns={columns} rows={makeRows(1000)} getRowId={(r) => r.id} height="600px" />);
    const with1000 = bodyRows().length;
    expect(with50).toBeLessThanOrEqual(60);
    expect(with1000).toBeLessThanOrEqual(60);
    expect(with1000).toBeGreaterThan(10);
  });

  it('sorts from the header: first asc, then desc, announced with aria-sort', async () => {
    const onSortChange = vi.fn();
    function Harness() {
      const [sort, setSort] = useState<DataTableSort>({ id: 'city', direction: 'asc' });
      return (
        <DataTable
          aria-label="Facilities"
          columns={columns}
          rows={makeRows(3)}
          getRowId={(r) => r.id}
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Name' }).click();
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Name' }).click();
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('marks INACTIVE and REMOVED rows with a label as well as a colour', async () => {
    await render(
      <DataTable aria-label="Facilities" columns={columns} rows={makeRows(3)} getRowId={(r) => r.id} getRowStatus={(r) => r.status} />,
      { wrapper: UiProvider },
    );
    const inactive = page.getByRole('row', { name: /Facility 2/ });
    await expect.element(inactive).toHaveAttribute('data-status', 'INACTIVE');
    await expect.element(inactive).toHaveTextContent('Inactive');
    await expect.element(page.getByRole('row', { name: /Facility 3/ })).toHaveTextContent('Removed');
    await expect.element(page.getByRole('row', { name: /Facility 1/ })).not.toHaveTextContent('Removed');
  });

  it('selects a row on click with aria-selected and a Selected label', async () => {
    const onSelectedRowChange = vi.fn();
    await render(
      <DataTable
        aria-label="Facilities"
        columns={columns}
        rows={makeRows(3)}
        getRowId={(r) => r.id}
        onSelectedRowChange={onSelectedRowChange}
      />,
      { wrapper: UiProvider },
    );
    await page.getByRole('cell', { name: 'Facility 2' }).click();
    expect(onSelectedRowChange).toHaveBeenCalledWith('f2');
    const row = page.getByRole('row', { name: /Facility 2/ });
    await expect.element(row).toHaveAttribute('aria-selected', 'true');
    await expect.element(row).toHaveTextContent('Selected');
  });

  it('expands with Enter, closes with Escape and gives focus back to the row', async () => {
    const onExpandedRowChange = vi.fn();
    await render(
      <DataTable
        aria-label="Facilities"
        columns={columns}
        rows={makeRows(5)}
        getRowId={(r) => r.id}
        onExpandedRowChange={onExpandedRowChange}
        renderExpanded={(row) => <input aria-label={`Name of ${row.name}`} defaultValue={row.name} />}
      />,
      { wrapper: UiProvider },
    );
    const row = page.getByRole('row', { name: /Facility 2/ });
    await row.click();
    await expect.element(page.getByRole('textbox', { name: 'Name of Facility 2' })).toBeInTheDocument();
    expect(onExpandedRowChange).toHaveBeenLastCalledWith('f2');
    await row.click();
    expect(onExpandedRowChange).toHaveBeenLastCalledWith(null);
    await expect.element(page.getByRole('textbox', { name: 'Name of Facility 2' })).not.toBeInTheDocument();

    (row.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const input = page.getByRole('textbox', { name: 'Name of Facility 2' });
    await expect.element(input).toBeInTheDocument();
    await expect.element(row).toHaveAttribute('data-expanded', 'true');
    await input.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(input).not.toBeInTheDocument();
    expect(onExpandedRowChange).toHaveBeenLastCalledWith(null);
    await expect.element(row).toHaveFocus();
  });

  it('leaves an inline form open when Escape closes a dialog the form opened', async () => {
    function FormWithDialog({ name }: { name: string }) {
      const [asking, setAsking] = useState(false);
      return (
        <div>
          <input aria-label={`Name of ${name}`} defaultValue={name} />
          <button type="button" onClick={() => setAsking(true)}>
            Ask
          </button>
          <ConfirmDialog open={asking} title="Discard changes?" message="Discard?" onConfirm={() => setAsking(false)} onCancel={() => setAsking(false)} />
        </div>
      );
    }
    const onNewRowClose = vi.fn();
    await render(
      <DataTable
        aria-label="Facilities"
        columns={columns}
        rows={makeRows(5)}
        getRowId={(r) => r.id}
        defaultExpandedRowId="f2"
        renderExpanded={(row) => <FormWithDialog name={row.name} />}
        newRow={<FormWithDialog name="New facility" />}
        onNewRowClose={onNewRowClose}
      />,
      { wrapper: UiProvider },
    );
    for (const name of ['Facility 2', 'New facility']) {
      const form = page.getByRole('row', { name: name === 'New facility' ? 'New entry' : 'Details' });
      await form.getByRole('button', { name: 'Ask' }).click();
      await expect.element(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(page.getByRole('textbox', { name: `Name of ${name}` })).toBeInTheDocument();
    }
    expect(onNewRowClose).not.toHaveBeenCalled();
  });

  it('keeps typed input of the inline form when scrolled far away and back', async () => {
    await render(
      <DataTable
        aria-label="Facilities"
        columns={columns}
        rows={makeRows(500)}
        getRowId={(r) => r.id}
        height="300px"
        defaultExpandedRowId="f2"
        renderExpanded={(row) => <input aria-label={`Name of ${row.name}`} defaultValue={row.name} />}
      />,
      { wrapper: UiProvider },
    );
    const input = page.getByRole('textbox', { name: 'Name of Facility 2' });
    await input.fill('Renamed facility');
    const scroller = page.getByRole('table').element() as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await expect.element(page.getByRole('cell', { name: 'Facility 500' })).toBeInTheDocument();
    scroller.scrollTop = 0;
    await expect.element(page.getByRole('textbox', { name: 'Name of Facility 2' })).toHaveValue('Renamed facility');
  });

  it('does not activate the row when a control inside it is clicked', async () => {
    const onRowActivate = vi.fn();
    const onEdit = vi.fn();
    const withButton: DataTableColumn<Facility>[] = [
      ...columns,
      { id: 'actions', header: 'Actions', cell: (row) => <button type="button" onClick={() => onEdit(row.id)}>Edit {row.name}</button> },
    ];
    await render(
      <DataTable aria-label="Facilities" columns={withButton} rows={makeRows(2)} getRowId={(r) => r.id} onRowActivate={onRowActivate} />,
      { wrapper: UiProvider },
    );
    await page.getByRole('button', { name: 'Edit Facility 1' }).click();
    expect(onEdit).toHaveBeenCalledWith('f1');
    expect(onRowActivate).not.toHaveBeenCalled();
    await page.getByRole('cell', { name: 'Facility 1', exact: true }).click();
    expect(onRowActivate).toHaveBeenCalledTimes(1);
  });

  it('does not activate the row when a dialog its cell opened is clicked (a portal outside the row)', async () => {
    const onRowActivate = vi.fn();
    const onConfirm = vi.fn();
    const withDialog: DataTableColumn<Facility>[] = [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        cell: (row) => <ConfirmDialog open={row.id === 'f1'} title={`Delete ${row.name}`} message="Sure?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => undefined} />,
      },
    ];
    await render(
      <DataTable aria-label="Facilities" columns={withDialog} rows={makeRows(2)} getRowId={(r) => r.id} onRowActivate={onRowActivate} />,
      { wrapper: UiProvider },
    );
    const dialog = page.getByRole('dialog', { name: 'Delete Facility 1' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Sure?').click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onRowActivate).not.toHaveBeenCalled();
  });

  it('moves focus between rows with the arrow keys, with a single tab stop', async () => {
    await render(<DataTable aria-label="Facilities" columns={columns} rows={makeRows(5)} getRowId={(r) => r.id} />, {
      wrapper: UiProvider,
    });
    await expect.element(page.getByRole('cell', { name: 'Facility 1' })).toBeInTheDocument();
    expect(document.querySelectorAll('.dt-body [role="row"][tabindex="0"]')).toHaveLength(1);
    (page.getByRole('row', { name: /Facility 1/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(page.getByRole('row', { name: /Facility 3/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('row', { name: /Facility 5/ })).toHaveFocus();
  });

  it('shows the new-entry form as the first row, closing on Escape', async () => {
    const onNewRowClose = vi.fn();
    await render(
      <DataTable
        aria-label="Facilities"
        columns={columns}
        rows={makeRows(3)}
        getRowId={(r) => r.id}
        newRow={<input aria-label="New facility name" />}
        onNewRowClose={onNewRowClose}
      />,
      { wrapper: UiProvider },
    );
    const newRow = page.getByRole('row', { name: 'New entry' });
    await expect.element(newRow).toBeInTheDocument();
    const rows = Array.from(document.querySelectorAll('.dt-body [role="row"]'));
    expect(rows[0]?.getAttribute('aria-label')).toBe('New entry');
    await page.getByRole('textbox', { name: 'New facility name' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onNewRowClose).toHaveBeenCalledTimes(1);
  });

  it('shows empty, error and loading states', async () => {
    const { rerender } = await render(<DataTable aria-label="Facilities" columns={columns} rows={[]} getRowId={(r: Facility) => r.id} />, {
      wrapper: UiProvider,
    });
    await expect.element(page.getByText('No matching record(s) available.')).toBeInTheDocument();
    await rerender(<DataTable aria-label="Facilities" columns={columns} rows={[]} getRowId={(r: Facility) => r.id} error="Could not load facilities." />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not load facilities.');
    await rerender(<DataTable aria-label="Facilities" columns={columns} rows={makeRows(2)} getRowId={(r: Facility) => r.id} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading…');
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a cell tooltip on focus, described by it', async () => {
    await render(<DataTable aria-label="Facilities" columns={columns} rows={makeRows(2)} getRowId={(r) => r.id} />, {
      wrapper: UiProvider,
    });
    const trigger = page.getByText('Nantes');
    (trigger.element().closest('[tabindex="0"]:not([role="row"])') as HTMLElement).focus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('City of Facility 1');
    // Focus stays on the cell's trigger, which the open tooltip describes.
    const focused = document.activeElement as HTMLElement;
    expect(focused.textContent).toBe('Nantes');
    expect(focused.getAttribute('aria-describedby')).toBe(page.getByRole('tooltip').element().id);
    focused.blur();
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a cell tooltip on hover, and none for cells not hovered', async () => {
    await render(<DataTable aria-label="Facilities" columns={columns} rows={makeRows(2)} getRowId={(r) => r.id} />, {
      wrapper: UiProvider,
    });
    await userEvent.hover(page.getByText('Lyon'));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('City of Facility 2');
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(1);
    await userEvent.unhover(page.getByText('Lyon'));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows only the chosen columns and always the alwaysVisible ones', async () => {
    await render(
      <DataTable aria-label="Facilities" columns={columns} rows={makeRows(2)} getRowId={(r) => r.id} visibleColumnIds={['notes']} />,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(page.getByRole('columnheader', { name: 'City' }).query()).toBeNull();
  });
});
