import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { PermissionEntry, PermissionType } from '@equipdesk/api-client/contract';
import { resetSession } from '../session/store';
import { ADMIN_USER } from '../testing/fixtures';
import { json } from '../testing/renderApp';
import { recordingFetch, renderWithClient } from '../testing/renderWithClient';
import { ListingPage } from './ListingPage';
import type { ListingFormProps } from './listingTypes';

interface Thing {
  externalId: string;
  code: string;
  status: 'ACTIVE';
}

const THINGS: Thing[] = [
  { externalId: 't-1', code: 'ALPHA-1', status: 'ACTIVE' },
  { externalId: 't-2', code: 'ALPHA-12', status: 'ACTIVE' },
  { externalId: 't-3', code: 'BETA-7', status: 'ACTIVE' },
];

function signIn(types: readonly PermissionType[]) {
  const permissions = types.map((type): PermissionEntry => ({ value: 'things', type, context: 'URI' }));
  resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions });
}

/** GET things answers the rows whose code contains the search. */
function thingsFetch() {
  return recordingFetch(({ path, url }) => {
    if (path !== '/api/things') return undefined;
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const items = THINGS.filter((t) => t.code.toLowerCase().includes(search));
    return json({ success: true, count: items.length, items });
  });
}

const exactCode = (search: string, rows: readonly Thing[]) => {
  const hits = rows.filter((row) => row.code === search.toUpperCase());
  return hits.length === 1 ? (hits[0] ?? null) : null;
};

function Form({ row, onCancel }: ListingFormProps<Thing>) {
  return (
    <form aria-label={row ? `Edit ${row.code}` : 'New thing'}>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

function Things(props: { reportMode?: boolean; single?: boolean }) {
  return (
    <ListingPage<Thing>
      resource="things"
      title="Things"
      columns={[{ id: 'code', header: 'Code', cell: (row) => row.code }]}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `thing ${row.code}`}
      renderForm={(form) => <Form {...form} />}
      filters={props.single ? [{ id: 'pending', label: 'Pending', options: [{ value: 'ALL', label: 'ALL' }, { value: 'PENDING ONLY', label: 'PENDING ONLY' }], single: true }] : []}
      reportMode={props.reportMode}
      pageParams={['reportMode']}
      findOnSearch={exactCode}
    />
  );
}

const lastListCall = (calls: { path: string; url: URL }[]) => calls.filter((c) => c.path === '/api/things').at(-1)?.url;

describe('ListingPage', () => {
  afterEach(() => resetSession());

  it('in report mode shows no Add button, no actions column, and rows do not open', async () => {
    signIn(['VIEW', 'NEW', 'EDIT', 'EXPORT']);
    const recorder = thingsFetch();
    await renderWithClient(<Things reportMode />, recorder.fake, '/things?reportMode=true');
    await expect.element(page.getByRole('row', { name: 'thing ALPHA-1', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await page.getByRole('row', { name: 'thing ALPHA-1', exact: true }).click();
    await expect.element(page.getByRole('form')).not.toBeInTheDocument();
    // The page's own URL param is never sent as a filter.
    expect(lastListCall(recorder.calls)?.searchParams.has('reportMode')).toBe(false);
  });

  it('outside report mode offers Add and the actions column', async () => {
    signIn(['VIEW', 'NEW', 'EDIT']);
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await expect.element(page.getByRole('button', { name: 'Add New' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  });

  it('opens the one row an applied search names exactly, and only then', async () => {
    signIn(['VIEW', 'EDIT']);
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await expect.element(page.getByRole('row', { name: 'thing BETA-7' })).toBeVisible();
    const search = page.getByRole('searchbox');
    // ALPHA matches two rows, neither exactly: the list is only filtered.
    await search.fill('alpha');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('row', { name: 'thing BETA-7' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('form')).not.toBeInTheDocument();
    // ALPHA-1 matches ALPHA-1 and ALPHA-12, and names ALPHA-1 exactly.
    await search.fill('alpha-1');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('form', { name: 'Edit ALPHA-1' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('form')).not.toBeInTheDocument();
    // The same code scanned again opens it again, though nothing is fetched anew.
    await search.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('form', { name: 'Edit ALPHA-1' })).toBeVisible();
  });

  it('selects the named row instead where the form may not open', async () => {
    signIn(['VIEW']);
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await page.getByRole('searchbox').fill('beta-7');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('row', { name: 'thing BETA-7' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('form')).not.toBeInTheDocument();
  });

  it('offers a single-choice filter as one select and sends its one value', async () => {
    signIn(['VIEW', 'FILTER']);
    const recorder = thingsFetch();
    await renderWithClient(<Things single />, recorder.fake, '/things');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Pending' }).click();
    await page.getByRole('option', { name: 'PENDING ONLY' }).click();
    await expect.element(page.getByRole('button', { name: 'Remove filter Pending: PENDING ONLY' })).toBeVisible();
    await expect.poll(() => lastListCall(recorder.calls)?.searchParams.getAll('pending')).toEqual(['PENDING ONLY']);
    await page.getByRole('combobox', { name: 'Pending' }).click();
    await page.getByRole('option', { name: 'ALL' }).click();
    await expect.poll(() => lastListCall(recorder.calls)?.searchParams.getAll('pending')).toEqual(['ALL']);
  });
});
