import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { ListingToolbar, showingText } from './ListingToolbar';
import type { ListingToolbarProps } from './ListingToolbar';

const base: ListingToolbarProps = {
  title: 'Users',
  total: 120,
  pageIndex: 0,
  pageSize: 50,
  onPageChange: () => {},
  onPageSizeChange: () => {},
  search: '',
  onSearchChange: () => {},
  onRefresh: () => {},
};

describe('showingText', () => {
  it('counts from 1 and stops at the total', () => {
    expect(showingText(120, 0, 50)).toBe('Showing 1 to 50 of 120');
    expect(showingText(120, 2, 50)).toBe('Showing 101 to 120 of 120');
    expect(showingText(0, 0, 50)).toBeNull();
  });

  it('says "about" an estimated total, rounded to two digits', () => {
    expect(showingText(903_417, 0, 50, true)).toBe('Showing 1 to 50 of about 900,000');
    expect(showingText(10_051, 1, 50, true)).toBe('Showing 51 to 100 of about 10,000');
    expect(showingText(10_051, 1, 50)).toBe('Showing 51 to 100 of 10051');
  });
});

describe('ListingToolbar', () => {
  it('shows the heading, the paging text and no optional buttons without their callbacks', async () => {
    await render(<ListingToolbar {...base} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await expect.element(page.getByText('Showing 1 to 50 of 120')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Add New' }).query()).toBeNull();
    expect(page.getByRole('button', { name: /Export/ }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Filters' }).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    await render(<ListingToolbar {...base} total={0} />, { wrapper: UiProvider });
    await expect.element(page.getByText('No matching record(s) available.')).toBeInTheDocument();
  });

  it('applies the search on Enter and clears it on Escape', async () => {
    const onSearchChange = vi.fn();
    await render(<ListingToolbar {...base} onSearchChange={onSearchChange} />, { wrapper: UiProvider });
    const box = page.getByRole('searchbox', { name: 'Search Users' });
    await box.fill('jane');
    expect(onSearchChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith('jane');
    await userEvent.keyboard('{Escape}');
    expect(onSearchChange).toHaveBeenLastCalledWith('');
    await expect.element(box).toHaveValue('');
  });

  it('changes page size and page', async () => {
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    await render(<ListingToolbar {...base} onPageSizeChange={onPageSizeChange} onPageChange={onPageChange} />, { wrapper: UiProvider });
    await page.getByRole('combobox', { name: 'Page size' }).selectOptions('200');
    expect(onPageSizeChange).toHaveBeenCalledWith(200);
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(onPageChange).toHaveBeenCalledWith(1);
    await page.getByRole('button', { name: 'Page 3' }).click();
    expect(onPageChange).toHaveBeenCalledWith(2);
    await expect.element(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('calls Add and Refresh', async () => {
    const onAdd = vi.fn();
    const onRefresh = vi.fn();
    await render(<ListingToolbar {...base} onAdd={onAdd} onRefresh={onRefresh} addLabel="Add User" />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('is busy while an export is pending and recovers when it fails', async () => {
    let reject: (error: Error) => void = () => {};
    const onExport = vi.fn(() => new Promise((_, fail) => (reject = fail)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(<ListingToolbar {...base} onExport={onExport} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'XLSX' }).click();
    expect(onExport).toHaveBeenCalledWith('xlsx');
    const busy = page.getByRole('button', { name: 'Exporting XLSX…' });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    reject(new Error('network down'));
    await expect.element(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('counts the filters and removes one with its chip', async () => {
    function Harness() {
      const [filters, setFilters] = useState(['Status: Active', 'Role: Admin']);
      return (
        <ListingToolbar
          {...base}
          activeFilters={filters.map((label) => ({ id: label, label, onRemove: () => setFilters((f) => f.filter((x) => x !== label)) }))}
        />
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    await expect.element(page.getByText('Filtering On 2 filter(s)')).toBeInTheDocument();
    await page.getByRole('button', { name: 'Remove filter Role: Admin' }).click();
    await expect.element(page.getByText('Filtering On 1 filter(s)')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Remove filter Role: Admin' }).query()).toBeNull();
  });

  it('toggles the filter panel', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <ListingToolbar {...base} filtersOpen={open} onFiltersOpenChange={setOpen}>
          <p>Filter fields</p>
        </ListingToolbar>
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Filter fields')).toBeInTheDocument();
  });

  it('hides a column with the column picker, keeping always-visible ones', async () => {
    const onChange = vi.fn();
    await render(
      <ListingToolbar
        {...base}
        columnChoice={{
          columns: [
            { id: 'name', header: 'Name', alwaysVisible: true },
            { id: 'email', header: 'Email' },
            { id: 'role', header: 'Role' },
          ],
          visible: ['name', 'email', 'role'],
          onChange,
        }}
      />,
      { wrapper: UiProvider },
    );
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Email' }).click();
    expect(onChange).toHaveBeenCalledWith(['name', 'role']);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('group', { name: 'Visible columns' })).not.toBeInTheDocument();
  });
});
