import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../../stories/listingStory';
import { ALERT_NO_PERMISSIONS, ALERT_PERMISSIONS, ALERT_VIEW_PERMISSIONS } from '../../../testing/alertFixtures';
import { ADMIN_USER } from '../../../testing/fixtures';
import { ALERT_LOAD_ERROR, alertErrorHandlers, alertHandlers, alertLoadingHandlers } from './alertHandlers';

const meta = {
  title: 'Console/Tasks/Alerts',
  component: ConsoleStory,
  args: { path: '/alerts/orders' },
  parameters: pageParameters(...alertHandlers()),
  beforeEach: withSession(ADMIN_USER, ALERT_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (name: string) => within(await screen.findByRole('table', { name }));

async function expectHeaders(rows: ReturnType<typeof within>, headers: readonly string[]) {
  for (const header of headers) await expect(rows.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
}

/** The names of the listed rows, top to bottom. */
const rowNames = (rows: ReturnType<typeof within>, prefix: RegExp): string[] =>
  rows.getAllByRole('row', { name: prefix }).map((row: HTMLElement) => row.getAttribute('aria-label') ?? row.textContent ?? '');

/**
 * Order alerts needing attention (OPEN and ACKNOWLEDGED by default, said by the chips), the spec's columns, newest
 * order first; read-only: no Add, no row actions.
 */
export const OrderAlerts: Story = {
  play: async () => {
    const rows = await table('Order Alerts');
    await expect(await rows.findByText('SO1000101')).toBeVisible();
    await expectHeaders(rows, ['Account', 'User', 'Order No', 'Nature', 'Type', 'Created', 'Promised Time', 'Message', 'Alert Status']);
    await expect(rows.queryByRole('columnheader', { name: /^Actions/ })).toBeNull();
    await expect(rows.getByText('Order SO1000102 is delayed: not yet assigned.')).toBeVisible();
    await expect(rows.queryByText('SO1000104')).toBeNull();
    await expect(screen.getByText('Status: OPEN')).toBeVisible();
    await expect(screen.getByText('Status: ACKNOWLEDGED')).toBeVisible();
    await expect(rowNames(rows, /^order alert/)).toEqual(['order alert SO1000101', 'order alert SO1000102', 'order alert SO1000103']);
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** An order alert leads to its order: the order number opens the orders list searched for it. */
export const OrderAlertLeadsToOrder: Story = {
  play: async () => {
    const rows = await table('Order Alerts');
    const link = await rows.findByRole('link', { name: 'SO1000101' });
    await expect(link).toHaveAttribute('href', '/orders?search=SO1000101');
    await userEvent.click(link);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(screen.getByRole('searchbox')).toHaveValue('SO1000101');
  },
};

/** A PM alert leads to its asset: the serial number opens the assets list searched for it. */
export const PmAlertLeadsToAsset: Story = {
  args: { path: '/alerts/pm' },
  play: async () => {
    const rows = await table('PM Alerts');
    const link = await rows.findByRole('link', { name: 'SN-2001' });
    await expect(link).toHaveAttribute('href', '/assets?search=SN-2001');
    await userEvent.click(link);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    await expect(screen.getByRole('searchbox')).toHaveValue('SN-2001');
  },
};

/** A PAR alert leads to its location: the location's own page. */
export const ParAlertLeadsToLocation: Story = {
  args: { path: '/alerts/par' },
  play: async () => {
    const rows = await table('PAR Alerts');
    const link = await rows.findByRole('link', { name: 'ICU Bay 1' });
    await expect(link).toHaveAttribute('href', '/locations/l-icu-1');
    await expect(rows.getByRole('link', { name: 'South Ward 2' })).toHaveAttribute('href', '/locations/l-ward-s');
    await userEvent.click(link);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  },
};

/** Without the grant to open an order, an asset or a location, the alert shows it as text: no link to a refusal. */
export const RecordsWithoutAccess: Story = {
  args: { path: '/alerts/orders' },
  beforeEach: withSession(ADMIN_USER, ALERT_PERMISSIONS.filter((entry) => !['orders', 'assets', 'locations'].includes(entry.value))),
  play: async () => {
    const rows = await table('Order Alerts');
    await expect(await rows.findByText('SO1000101')).toBeVisible();
    await expect(rows.queryByRole('link')).toBeNull();
  },
};

/** Removing the status chips shows every alert, resolved ones too; a header click sorts. */
export const OrderAlertsEveryStatus: Story = {
  play: async () => {
    const rows = await table('Order Alerts');
    await rows.findByText('SO1000101');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: OPEN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Status: ACKNOWLEDGED' }));
    await expect(await rows.findByText('SO1000104')).toBeVisible();
    await expect(rows.getByText('RESOLVED')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: /^Order No/ }));
    await waitFor(() => expect(rowNames(rows, /^order alert/)[0]).toBe('order alert SO1000101'));
    await userEvent.click(rows.getByRole('button', { name: /^Order No/ }));
    await waitFor(() => expect(rowNames(rows, /^order alert/)[0]).toBe('order alert SO1000104'));
  },
};

/** The filter panel: status, facility and account; an account chosen in the address narrows the list. */
export const OrderAlertsFilters: Story = {
  args: { path: '/alerts/orders?accounts=a-n2' },
  play: async () => {
    const rows = await table('Order Alerts');
    await expect(await rows.findByText('SO1000102')).toBeVisible();
    await expect(rows.queryByText('SO1000101')).toBeNull();
    await expect(await screen.findByText('Account: North Surgery (1002)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const label of ['Status', 'Facility', 'Account']) await expect(await screen.findByLabelText(label, { selector: 'input' })).toBeVisible();
  },
};

/** PM alerts: the asset, the due date, the soonest due first; the search narrows by serial number. */
export const PmAlerts: Story = {
  args: { path: '/alerts/pm' },
  play: async () => {
    const rows = await table('PM Alerts');
    await expect(await rows.findByText('SN-2001')).toBeVisible();
    await expectHeaders(rows, ['Account', 'Serial No', 'Model', 'Product', 'Message', 'PM Due Date', 'Created', 'Alert Status']);
    await expect(rowNames(rows, /^PM alert/)).toEqual(['PM alert SN-2003', 'PM alert SN-2001', 'PM alert SN-2002']);
    await userEvent.type(screen.getByRole('searchbox'), 'SN-2002{Enter}');
    await waitFor(() => expect(rowNames(rows, /^PM alert/)).toEqual(['PM alert SN-2002']));
  },
};

/** PAR alerts: the location and how many of its par entries are violated. */
export const ParAlerts: Story = {
  args: { path: '/alerts/par' },
  play: async () => {
    const rows = await table('PAR Alerts');
    await expect(await rows.findByText('ICU Bay 1')).toBeVisible();
    await expectHeaders(rows, ['Account', 'Location', 'Entries', 'Message', 'Created', 'Alert Status']);
    await expect(rows.getByRole('button', { name: 'Par entries of ICU Bay 1: 2 entries' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Par entries of South Ward 2: 1 entry' })).toBeVisible();
    await expect(rows.queryByText('Theatre 4')).toBeNull();
  },
};

/** A PAR alert's entries: each violated model with its min, max and stock, short or over in words. */
export const ParEntriesPopup: Story = {
  args: { path: '/alerts/par' },
  play: async () => {
    const rows = await table('PAR Alerts');
    await userEvent.click(await rows.findByRole('button', { name: 'Par entries of ICU Bay 1: 2 entries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Par Violations: ICU Bay 1' }));
    const entries = within(dialog.getByRole('table', { name: 'Par violations at ICU Bay 1' }));
    const cells = entries.getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    await expect(cells.filter((c) => c.length > 0)).toEqual([
      ['PUMP-1', 'Infusion pump', '4', '8', '1', 'Short'],
      ['BED-2', 'Hospital bed', '0', '2', '5', 'Over'],
    ]);
    // The header's close button and the footer's Close: the footer's.
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { path: '/alerts/pm' },
  parameters: answeredBy(...alertHandlers({ pm: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { path: '/alerts/par' },
  parameters: answeredBy(...alertLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'PAR Alerts' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...alertErrorHandlers),
  play: async () => {
    await expect(await screen.findByText(ALERT_LOAD_ERROR)).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, ALERT_NO_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW alone: the list, without the filter panel or Export. */
export const ViewOnly: Story = {
  args: { path: '/alerts/pm' },
  beforeEach: withSession(ADMIN_USER, ALERT_VIEW_PERMISSIONS),
  play: async () => {
    const rows = await table('PM Alerts');
    await expect(await rows.findByText('SN-2001')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};
