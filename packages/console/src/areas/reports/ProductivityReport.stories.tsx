import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { reportErrorHandlers, reportHandlers, reportLoadingHandlers, sentQueries } from '../../stories/reportHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { REPORT_PERMISSIONS, REPORT_VIEW_ONLY_PERMISSIONS } from '../../testing/reportFixtures';

const meta = {
  title: 'Console/Reports/Productivity Report',
  component: ConsoleStory,
  args: { path: '/reports/productivity' },
  parameters: pageParameters(...reportHandlers()),
  beforeEach: () => {
    // Each story starts from the page's default columns.
    window.localStorage.clear();
    sentQueries.length = 0;
    return withSession(ADMIN_USER, REPORT_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Productivity Report' }));

/** Every change, newest first; the old values are offered, not shown; no row actions and no Add New. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SN10000001')).toBeVisible();
    await expect(rows.getByText('North ICU (1001)')).toBeVisible();
    await expect(rows.getByText('Ward 4 Bed 2')).toBeVisible();
    await expect(rows.getByRole('columnheader', { name: 'Location' })).toBeVisible();
    await expect(rows.queryByRole('columnheader', { name: 'Old Location' })).toBeNull();
    await expect(rows.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    const [first] = rows.getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent('SN10000001');
  },
};

export const Empty: Story = {
  parameters: answeredBy(...reportHandlers([])),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { parameters: answeredBy(...reportLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...reportErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The productivity report could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW alone: the report without the filter toggle and the export. */
export const ViewOnly: Story = {
  beforeEach: withSession(ADMIN_USER, REPORT_VIEW_ONLY_PERMISSIONS),
  play: async () => {
    await (await table()).findByText('SN10000001');
    await expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

/** An "old" column chosen in the column picker shows the value before the change. */
export const OldValueColumn: Story = {
  play: async () => {
    const rows = await table();
    await rows.findByText('SN10000001');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Old Location' }));
    await userEvent.keyboard('{Escape}');
    await expect(await rows.findByRole('columnheader', { name: 'Old Location' })).toBeVisible();
    await expect(rows.getByText('Ward 4 Bed 1')).toBeVisible();
  },
};

/** Notes open in a popup with the notes before and after the change. */
export const NotesPopup: Story = {
  play: async () => {
    const rows = await table();
    await userEvent.click(await rows.findByRole('button', { name: 'View notes of SN10000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes of SN10000001' });
    await expect(dialog).toHaveTextContent('Moved for the night shift');
    await expect(dialog).toHaveTextContent('Checked by biomed');
    await expect(rows.queryByRole('button', { name: 'View notes of SN10000002' })).toBeNull();
  },
};

/** A change type from GET assets/productivity/types filters the rows and shows as a chip. */
export const FilteredByChangeType: Story = {
  play: async () => {
    const rows = await table();
    await rows.findByText('SN10000001');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const types = await screen.findByLabelText('Change Type');
    await userEvent.click(types);
    await userEvent.click(await screen.findByRole('option', { name: 'Scanned' }));
    await waitFor(() => expect(rows.queryByText('SN10000001')).toBeNull());
    await expect(rows.getByText('SN10000002')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Remove filter Change Type: Scanned' })).toBeVisible();
  },
};

/** A start time typed in local time goes to the server in UTC without its last five characters (spec 3 §7). */
export const StartTimeSentInUtc: Story = {
  play: async () => {
    await (await table()).findByText('SN10000001');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const start = await screen.findByLabelText('Start Time');
    await userEvent.type(start, '2026-11-19 08:30:00{Enter}');
    const expected = new Date(2026, 10, 19, 8, 30, 0).toISOString().slice(0, 19);
    await waitFor(() => expect(sentQueries.at(-1)?.get('startTimestamp')).toBe(expected));
    await expect(screen.getByRole('button', { name: 'Remove filter Start Time: 2026-11-19 08:30:00' })).toBeVisible();
  },
};

/** Sorting by a column asks the server for that order. */
export const SortedBySerialNumber: Story = {
  play: async () => {
    const rows = await table();
    await rows.findByText('SN10000001');
    await userEvent.click(rows.getByRole('button', { name: /Serial Number/ }));
    await waitFor(() => expect(sentQueries.at(-1)?.get('sortBy')).toBe('serialNumber'));
  },
};
