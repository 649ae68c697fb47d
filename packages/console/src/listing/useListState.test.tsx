import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderHook } from 'vitest-browser-react';
import { useListState } from './useListState';
import type { ListStateOptions } from './useListState';

const USERS_DEFAULTS: ListStateOptions = {
  defaultSort: { id: 'lastActivityTimestamp', direction: 'desc' },
  defaultFilters: { statuses: ['ACTIVE'] },
};

async function renderListState(url: string, options: ListStateOptions = USERS_DEFAULTS) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const state = useListState(options);
      const location = useLocation();
      return { state, search: location.search };
    },
    { wrapper },
  );
}

describe('useListState', () => {
  it('starts from the page defaults and keeps them out of the URL', async () => {
    const { result } = await renderListState('/users');
    expect(result.current.state.query).toEqual({
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'lastActivityTimestamp',
      sortDirection: 'desc',
      statuses: ['ACTIVE'],
    });
    expect(result.current.search).toBe('');
  });

  it('reads page, size, sort, search and repeated filters from a bookmarked URL', async () => {
    const { result } = await renderListState('/users?page=3&size=200&sort=name,asc&search=jane&statuses=INACTIVE&statuses=REMOVED&roles=r-admin');
    expect(result.current.state.query).toEqual({
      pageIndex: 2,
      pageSize: 200,
      sortBy: 'name',
      sortDirection: 'asc',
      search: 'jane',
      statuses: ['INACTIVE', 'REMOVED'],
      roles: ['r-admin'],
    });
  });

  it('ignores a page size the toolbar does not offer and a page below 1', async () => {
    const { result } = await renderListState('/users?size=7&page=0');
    expect(result.current.state.pageSize).toBe(50);
    expect(result.current.state.pageIndex).toBe(0);
  });

  it('writes changes to the URL, back to the first page, and drops values equal to the defaults', async () => {
    const { result } = await renderListState('/users?page=4');
    result.current.state.setSearch('  jane  ');
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).get('search')).toBe('jane'));
    expect(new URLSearchParams(result.current.search).has('page')).toBe(false);

    result.current.state.setFilter('facilities', ['f1', 'f2']);
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).getAll('facilities')).toEqual(['f1', 'f2']));

    result.current.state.setSort({ id: 'name', direction: 'asc' });
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).get('sort')).toBe('name,asc'));
    result.current.state.setSort({ id: 'lastActivityTimestamp', direction: 'desc' });
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).has('sort')).toBe(false));

    result.current.state.setPageSize(100);
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).get('size')).toBe('100'));
    result.current.state.setPageSize(50);
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).has('size')).toBe(false));

    result.current.state.setPageIndex(2);
    await vi.waitFor(() => expect(new URLSearchParams(result.current.search).get('page')).toBe('3'));
    expect(result.current.state.query.pageIndex).toBe(2);
  });

  it('keeps a default filter cleared on purpose as an empty value, and resets to the defaults', async () => {
    const { result } = await renderListState('/users');
    result.current.state.setFilter('statuses', []);
    await vi.waitFor(() => expect(result.current.search).toBe('?statuses='));
    expect(result.current.state.filters.statuses).toEqual([]);

    result.current.state.setFilter('statuses', ['ACTIVE']);
    await vi.waitFor(() => expect(result.current.search).toBe(''));

    result.current.state.setFilter('roles', ['r-admin']);
    await vi.waitFor(() => expect(result.current.search).toBe('?roles=r-admin'));
    result.current.state.setSearch('x');
    await vi.waitFor(() => expect(result.current.search).toBe('?roles=r-admin&search=x'));
    result.current.state.resetFilters();
    await vi.waitFor(() => expect(result.current.search).toBe('?search=x'));
    expect(result.current.state.filters).toEqual({ statuses: ['ACTIVE'] });
  });

  it("leaves the page's own params (reportMode) out of the filters and the query, and keeps them on a reset", async () => {
    const { result } = await renderListState('/assets?reportMode=true&accounts=a-1', { ...USERS_DEFAULTS, pageParams: ['reportMode'] });
    expect(result.current.state.filters).toEqual({ statuses: ['ACTIVE'], accounts: ['a-1'] });
    expect(result.current.state.query).not.toHaveProperty('reportMode');
    result.current.state.resetFilters();
    await vi.waitFor(() => expect(result.current.search).toBe('?reportMode=true'));
  });

  it('applies two changes made before the next render, neither losing the other', async () => {
    const { result } = await renderListState('/users');
    const { state } = result.current;
    state.setFilter('roles', ['r-admin']);
    state.setSearch('jane');
    await vi.waitFor(() => expect(result.current.search).toBe('?roles=r-admin&search=jane'));
    result.current.state.setFilter('roles', []);
    result.current.state.setPageSize(100);
    await vi.waitFor(() => expect(result.current.search).toBe('?search=jane&size=100'));
  });

  it('removes two chips clicked before the next render, both of them', async () => {
    const { result } = await renderListState('/alerts?statuses=OPEN&statuses=ACKNOWLEDGED', { defaultFilters: { statuses: ['OPEN', 'ACKNOWLEDGED'] } });
    const { state } = result.current;
    state.removeFilterValue('statuses', 'OPEN');
    state.removeFilterValue('statuses', 'ACKNOWLEDGED');
    await vi.waitFor(() => expect(result.current.search).toBe('?statuses='));
    expect(result.current.state.filters.statuses).toEqual([]);
  });

  it('removes one value of a default filter the URL does not name', async () => {
    const { result } = await renderListState('/alerts', { defaultFilters: { statuses: ['OPEN', 'ACKNOWLEDGED'] } });
    result.current.state.removeFilterValue('statuses', 'OPEN');
    await vi.waitFor(() => expect(result.current.state.filters.statuses).toEqual(['ACKNOWLEDGED']));
  });
});
