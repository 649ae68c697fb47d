import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { assetErrorHandlers, assetHandlers, assetLoadingHandlers } from '../../stories/assetHandlers';
import { ASSET_FULL_PERMISSIONS, ASSET_NO_PERMISSIONS, ASSET_READONLY_PERMISSIONS, ASSETS, SUPERVISOR_USER, TAG_3 } from '../../testing/assetFixtures';
import { ADMIN_USER, withoutAuditLog } from '../../testing/fixtures';

const meta = {
  title: 'Console/Assets/Assets',
  component: ConsoleStory,
  args: { path: '/assets' },
  parameters: pageParameters(...assetHandlers()),
  beforeEach: withSession(ADMIN_USER, ASSET_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Assets' }));

/**
 * The active and inactive assets with the default columns; an administrator has every grant but is not a
 * supervisor, so the rows offer edit, history and notes, and no activate, deactivate or delete.
 */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SN-1001')).toBeVisible();
    // ACTIVE and INACTIVE by default (no default in the spec): the inactive asset is listed, marked as such.
    await expect(rows.getByText('SN-10015').closest('[role="row"]')).toHaveAttribute('data-status', 'INACTIVE');
    for (const header of ['Account', 'Serial No', 'Model', 'Product', 'Contract', 'RFID', 'Location', 'Util. Status', 'Actions']) {
      await expect(rows.getByRole('columnheader', { name: new RegExp(`^${header.replace('.', '\\.')}`) })).toBeVisible();
    }
    await expect(rows.queryByRole('columnheader', { name: /^ERP Owner/ })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Edit asset SN-1001' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'History of asset SN-1001' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'View notes of asset SN-1001' })).toBeVisible();
    // SN-1002 has neither notes nor a customer asset number.
    await expect(screen.queryByRole('button', { name: 'View notes of asset SN-1002' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Deactivate asset SN-1001' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Delete asset SN-1001' })).toBeNull();
  },
};

/** A supervisor with the grants gets the entity actions too. */
export const Supervisor: Story = {
  beforeEach: withSession(SUPERVISOR_USER, ASSET_FULL_PERMISSIONS),
  play: async () => {
    await table();
    await expect(await screen.findByRole('button', { name: 'Deactivate asset SN-1001' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Delete asset SN-1001' })).toBeVisible();
  },
};

/** A supervisor without ACTIVATE, DEACTIVATE and DELETE on assets gets no entity actions either. */
export const SupervisorWithoutActionGrants: Story = {
  beforeEach: withSession(
    SUPERVISOR_USER,
    ASSET_FULL_PERMISSIONS.filter((entry) => entry.value !== 'assets' || !['ACTIVATE', 'DEACTIVATE', 'DELETE'].includes(entry.type)),
  ),
  play: async () => {
    await table();
    await expect(await screen.findByRole('button', { name: 'Edit asset SN-1001' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Deactivate asset SN-1001' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Delete asset SN-1001' })).toBeNull();
  },
};

/** Every status: the inactive asset shows in warning with its label, and a supervisor may activate it. */
export const AllStatuses: Story = {
  args: { path: '/assets?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED' },
  beforeEach: withSession(SUPERVISOR_USER, ASSET_FULL_PERMISSIONS),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SN-10015')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Activate asset SN-10015' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...assetHandlers({ assets: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

/**
 * A hospital network's register: the server counts a list this large by its estimate (`countEstimated`), and the
 * toolbar says "about".
 */
export const EstimatedCount: Story = {
  parameters: answeredBy(
    http.get('*/api/assets', () => HttpResponse.json({ success: true, count: 903_417, countEstimated: true, items: ASSETS.slice(0, 5) })),
    ...assetHandlers(),
  ),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SN-1001')).toBeVisible();
    await expect(screen.getByText('Showing 1 to 50 of about 900,000')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: answeredBy(...assetLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Assets' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...assetErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The asset list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, ASSET_NO_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW and DETAILS only: no Add, Export or Filters; the pen opens the form with Save disabled. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, ASSET_READONLY_PERMISSIONS),
  play: async () => {
    await table();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'History of asset SN-1001' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit asset SN-1001' }));
    await expect(within(await screen.findByRole('form', { name: 'Edit Asset SN-1001' })).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** /assets?reportMode=true: no Add button and no actions column, rows do not open. */
export const ReportMode: Story = {
  args: { path: '/assets?reportMode=true' },
  beforeEach: withSession(SUPERVISOR_USER, ASSET_FULL_PERMISSIONS),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SN-1001')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(rows.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Edit asset SN-1001' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** The account cell's tooltip: number, name and facility. */
export const AccountTooltip: Story = {
  play: async () => {
    const rows = await table();
    const row = (await rows.findByText('SN-1001')).closest('[role="row"]') as HTMLElement;
    await userEvent.hover(within(row).getByText('North ICU'));
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Account No1001');
    await expect(tip).toHaveTextContent('FacilityNorth General');
  },
};

/** The contract cell's tooltip, reached with the keyboard. */
export const ContractTooltip: Story = {
  play: async () => {
    const rows = await table();
    const row = (await rows.findByText('SN-1001')).closest('[role="row"]') as HTMLElement;
    within(row).getByText('5001').focus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('TypeSERVICE');
    await expect(tip).toHaveTextContent('Period2026-01-01 to 2027-01-01');
  },
};

/** The column picker: account, serial no, model and actions cannot be hidden; ERP Owner can be shown. */
export const ColumnChoice: Story = {
  beforeEach: () => {
    localStorage.removeItem('equipdesk.columns.admin.assets');
    return withSession(ADMIN_USER, ASSET_FULL_PERMISSIONS)();
  },
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    for (const name of ['Account', 'Serial No', 'Model', 'Actions']) await expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'ERP Owner' }));
    await expect((await table()).getByRole('columnheader', { name: /^ERP Owner/ })).toBeVisible();
    await expect(localStorage.getItem('equipdesk.columns.admin.assets')).toContain('erpOwner');
  },
};

/** The filter panel: the spec's filters, pending and commission status one choice each. */
export const Filters: Story = {
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const label of ['Status', 'Facility', 'Account', 'Model', 'Business Type', 'Service Type', 'Product', 'Utilization Status', 'Pending', 'Commission Status']) {
      await expect(screen.getByLabelText(label, { selector: 'input' })).toBeVisible();
    }
    await userEvent.click(screen.getByLabelText('Commission Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'UNCOMMISSIONED' }));
    await expect(await screen.findByRole('button', { name: 'Remove filter Commission Status: UNCOMMISSIONED' })).toBeVisible();
  },
};

/** A scanned serial number: the one asset carrying it opens its form. */
export const ScanSerial: Story = {
  play: async () => {
    await table();
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'sn-1001{Enter}');
    await expect(await screen.findByRole('form', { name: 'Edit Asset SN-1001' })).toBeVisible();
  },
};

/** A scanned RFID value (24 characters): its asset opens. */
export const ScanTag: Story = {
  play: async () => {
    await table();
    await userEvent.type(screen.getByRole('searchbox'), `${TAG_3}{Enter}`);
    await expect(await screen.findByRole('form', { name: 'Edit Asset SN-1002' })).toBeVisible();
  },
};

/** A search that names no single asset exactly only filters the list. */
export const SearchWithoutScan: Story = {
  play: async () => {
    await table();
    await userEvent.type(screen.getByRole('searchbox'), 'SN-100{Enter}');
    // SN-1001, SN-1002 and the inactive SN-10015 (ACTIVE and INACTIVE are listed by default).
    await waitFor(async () => expect(await screen.findByText(/Showing 1 to 3 of 3/)).toBeVisible());
    await expect(screen.queryByRole('form')).toBeNull();
  },
};

/** An asset's form offers its History in the audit log (besides the asset's own Changes History). */
export const EditHistory: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit asset SN-1001' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Asset SN-1001' }));
    await userEvent.click(form.getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity as-1\./)).toBeVisible();
  },
};

/** Without VIEW on the audit log, the form offers no History. */
export const EditWithoutAuditLog: Story = {
  beforeEach: withSession(ADMIN_USER, withoutAuditLog(ASSET_FULL_PERMISSIONS)),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit asset SN-1001' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Asset SN-1001' }));
    await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(form.queryByRole('button', { name: 'History' })).toBeNull();
  },
};
