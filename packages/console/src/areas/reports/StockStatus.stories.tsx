import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { STOCK_PERMISSIONS } from '../../testing/stockFixtures';
import {
  oneFacilityHandlers,
  sentStockQueries,
  stockDetailsErrorHandlers,
  stockDetailsLoadingHandlers,
  stockErrorHandlers,
  stockHandlers,
  stockLoadingHandlers,
} from './stockHandlers';

const meta = {
  title: 'Console/Reports/Stock Status',
  component: ConsoleStory,
  args: { path: '/reports/stock-status-report' },
  parameters: pageParameters(...stockHandlers()),
  beforeEach: () => {
    window.localStorage.clear();
    sentStockQueries.length = 0;
    return withSession(ADMIN_USER, STOCK_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Stock Status' }));
const rowNames = (rows: Awaited<ReturnType<typeof table>>) =>
  rows
    .getAllByRole('row')
    .map((r) => r.getAttribute('aria-label'))
    .filter((name): name is string => !!name && !name.startsWith('Assets of'));

/** Every row with readable headers; min and max only with a model; a count outside its par says so in words. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('PUMP-1')).toBeVisible();
    for (const header of ['Assets', 'Facility', 'Location', 'Par Defined', 'Model', 'Model Description', 'Min', 'Max', 'Stock']) {
      await expect(rows.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(rowNames(rows)).toEqual(['Ward A, PUMP-1', 'Ward A, BED-9', 'Ward A, MON-2', 'Bed 1', 'South Store']);
    const pump = within(rows.getByRole('row', { name: 'Ward A, PUMP-1' }));
    await expect(pump.getByText('Short')).toBeVisible();
    await expect(pump.getByText('YES')).toBeVisible();
    await expect(within(rows.getByRole('row', { name: 'Ward A, BED-9' })).getByText('Over')).toBeVisible();
    await expect(within(rows.getByRole('row', { name: 'Ward A, MON-2' })).getByText('Within par')).toBeVisible();
    // A location without par: NO, no model, no min or max, its whole stock.
    const bed = rows.getByRole('row', { name: 'Bed 1' });
    await expect(within(bed).getByText('NO')).toBeVisible();
    // The last nine cells (the table's status gutter comes first).
    await expect(within(bed).getAllByRole('cell').slice(-9).map((c) => c.textContent)).toEqual(['Show', 'North General', 'Bed 1', 'NO', '', '', '', '', '2']);
    // Two facilities and more: the filter panel offers the facility and the location.
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const label of ['Facility', 'Location']) await expect(await screen.findByLabelText(label, { selector: 'input' })).toBeVisible();
  },
};

/** A user with one facility gets no facility filter; the location filter stays. */
export const OneFacility: Story = {
  parameters: answeredBy(...oneFacilityHandlers),
  play: async () => {
    const rows = await table();
    await rows.findByText('PUMP-1');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await expect(screen.getByLabelText('Location', { selector: 'input' })).toBeVisible();
    await expect(screen.queryByLabelText('Facility', { selector: 'input' })).toBeNull();
  },
};

/** A row opens the assets behind its count, from GET stock/details with the row's facility, location and model. */
export const ExpandedRow: Story = {
  play: async () => {
    const rows = await table();
    const toggle = await rows.findByRole('button', { name: 'Show assets of Ward A, BED-9' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const assets = within(await screen.findByRole('table', { name: 'Assets of Ward A, BED-9' }));
    for (const header of ['Serial Number', 'PM Date', 'Last Scanned', 'Utilization Status']) {
      await expect(assets.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(await assets.findByText('SN-BED-002')).toBeVisible();
    await expect(assets.getByText('STAND BY')).toBeVisible();
    await expect(screen.getByText('3 assets in stock at Ward A, BED-9.')).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Hide assets of Ward A, BED-9' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A row without par lists every asset of the location; Enter on a focused row opens it too. */
export const ExpandedRowWithoutPar: Story = {
  play: async () => {
    const rows = await table();
    await rows.findByText('PUMP-1');
    rows.getByRole('row', { name: 'Bed 1' }).focus();
    await userEvent.keyboard('{Enter}');
    const assets = within(await screen.findByRole('table', { name: 'Assets of Bed 1' }));
    await expect(await assets.findByText('SN-PUMP-007')).toBeVisible();
    await expect(assets.getByText('SN-BED-010')).toBeVisible();
  },
};

/** A row with no stock says so. */
export const ExpandedRowEmpty: Story = {
  play: async () => {
    const rows = await table();
    await userEvent.click(await rows.findByRole('button', { name: 'Show assets of South Store' }));
    await expect(await screen.findByText('No assets in stock at South Store.')).toBeVisible();
  },
};

export const ExpandedRowLoading: Story = {
  parameters: answeredBy(...stockDetailsLoadingHandlers),
  play: async () => {
    const rows = await table();
    await userEvent.click(await rows.findByRole('button', { name: 'Show assets of Bed 1' }));
    await expect(await screen.findByText('Loading the assets of Bed 1…')).toBeVisible();
  },
};

export const ExpandedRowError: Story = {
  parameters: answeredBy(...stockDetailsErrorHandlers),
  play: async () => {
    const rows = await table();
    await userEvent.click(await rows.findByRole('button', { name: 'Show assets of Bed 1' }));
    await expect(await screen.findByText('The assets of this row could not be loaded.')).toBeVisible();
  },
};

/** The search and the location filter go to the server and narrow the rows. */
export const Filtered: Story = {
  args: { path: '/reports/stock-status-report?locations=l-bed1' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Bed 1')).toBeVisible();
    await expect(rowNames(rows)).toEqual(['Bed 1']);
    await expect(await screen.findByText('Location: Bed 1 (North General)')).toBeVisible();
    await expect(sentStockQueries.at(-1)?.getAll('locations')).toEqual(['l-bed1']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Location: Bed 1 (North General)' }));
    await userEvent.type(screen.getByRole('searchbox'), 'bed-9{Enter}');
    await waitFor(() => expect(rowNames(rows)).toEqual(['Ward A, BED-9']));
    await expect(sentStockQueries.at(-1)?.get('search')).toBe('bed-9');
  },
};

export const Empty: Story = {
  parameters: answeredBy(...stockHandlers([])),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { parameters: answeredBy(...stockLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...stockErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The stock status could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};
