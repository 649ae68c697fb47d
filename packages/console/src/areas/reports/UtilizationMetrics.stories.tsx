import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { sentUtilizationQueries, utilizationErrorHandlers, utilizationHandlers, utilizationLoadingHandlers } from '../../stories/utilizationHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { UTILIZATION_PERMISSIONS, UTILIZATION_VIEW_ONLY_PERMISSIONS } from '../../testing/utilizationFixtures';

const meta = {
  title: 'Console/Reports/Utilization Metrics',
  component: ConsoleStory,
  args: { path: '/reports/utilization' },
  parameters: pageParameters(...utilizationHandlers()),
  beforeEach: () => {
    // Each story starts from the page's default columns.
    window.localStorage.clear();
    sentUtilizationQueries.length = 0;
    return withSession(ADMIN_USER, UTILIZATION_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Utilization Metrics' }));

/** By day, facility and category, newest first; total, matching and the percentage to one decimal. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    const first = await rows.findByRole('row', { name: /^2026-11-24 North General UTILIZED$/ });
    // North General on 2026-11-24: 6 of its 14 assets in use.
    await expect(first).toHaveTextContent('2026-11-24North GeneralUTILIZED14642.9%');
    for (const header of ['Date', 'Facility', 'Util. Category', 'Total', 'Matching', 'Percentage']) {
      await expect(rows.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(rows.queryByRole('columnheader', { name: 'Model' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await waitFor(() => expect(sentUtilizationQueries.find((q) => q.path === '/api/utilization')?.query.get('sortBy')).toBe('metricDate'));
    const sent = sentUtilizationQueries.find((q) => q.path === '/api/utilization')!.query;
    await expect(sent.get('sortDirection')).toBe('desc');
    await expect(sent.has('rollUpFields')).toBe(false);
  },
};

export const Empty: Story = {
  parameters: answeredBy(...utilizationHandlers([])),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { parameters: answeredBy(...utilizationLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...utilizationErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The utilization metrics could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW alone: the metrics without the filter toggle and the export. */
export const ViewOnly: Story = {
  beforeEach: withSession(ADMIN_USER, UTILIZATION_VIEW_ONLY_PERMISSIONS),
  play: async () => {
    await (await table()).findAllByText('North General');
    await expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

/** A chosen optional column becomes the roll-up: the rows are by model, each total its model's assets. */
export const RolledUpByModel: Story = {
  play: async () => {
    const rows = await table();
    await rows.findAllByText('North General');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Model' }));
    await userEvent.keyboard('{Escape}');
    await expect(await rows.findByRole('columnheader', { name: 'Model' })).toBeVisible();
    // North General's BED-9 on 2026-11-24: 1 of its 6 assets in use.
    await expect(await rows.findByRole('row', { name: /^2026-11-24 North General BED-9 UTILIZED$/ })).toHaveTextContent('BED-9UTILIZED6116.7%');
    await waitFor(() => expect(sentUtilizationQueries.at(-1)?.query.getAll('rollUpFields')).toEqual(['modelCode']));
    await expect(sentUtilizationQueries.filter((q) => q.query.getAll('rollUpFields').includes('modelCode')).map((q) => q.path).sort()).toEqual(['/api/utilization', '/api/utilization/totals']);
  },
};

/** The nine filters; a category narrows the matching rows and shows as a chip. */
export const FilteredByCategory: Story = {
  play: async () => {
    const rows = await table();
    await rows.findAllByText('North General');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const label of ['Facility', 'Account', 'Model', 'Service Type', 'Business Type', 'Utilization Status', 'Utilization Category', 'Start Time', 'End Time']) {
      await expect(await screen.findByLabelText(label)).toBeVisible();
    }
    await userEvent.click(screen.getByLabelText('Utilization Category'));
    await userEvent.click(await screen.findByRole('option', { name: 'AVAILABLE' }));
    await waitFor(() => expect(rows.queryByText('UTILIZED')).toBeNull());
    await expect(rows.getAllByText('AVAILABLE').length).toBeGreaterThan(0);
    await expect(screen.getByRole('button', { name: 'Remove filter Utilization Category: AVAILABLE' })).toBeVisible();
  },
};

/** The export sends the list's query, roll-up included, to GET utilization/export.{format}. */
export const ExportCsv: Story = {
  play: async () => {
    await (await table()).findAllByText('North General');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(sentUtilizationQueries.some((q) => q.path === '/api/utilization/export.csv')).toBe(true));
    const sent = sentUtilizationQueries.find((q) => q.path === '/api/utilization/export.csv')!.query;
    await expect(sent.get('sortBy')).toBe('metricDate');
    await expect(sent.has('pageIndex')).toBe(false);
  },
};
