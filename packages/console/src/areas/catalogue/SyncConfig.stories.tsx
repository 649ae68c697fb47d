import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { catalogueErrorHandlers, catalogueHandlers, catalogueLoadingHandlers } from '../../stories/catalogueHandlers';
import { ADMIN_PERMISSIONS, ADMIN_USER } from '../../testing/fixtures';
import { CATALOGUE_DETAILS_PERMISSIONS, CATALOGUE_FULL_PERMISSIONS } from '../../testing/catalogueFixtures';

const meta = {
  title: 'Console/Catalogue/Sync Configurations',
  component: ConsoleStory,
  args: { path: '/sync/config' },
  parameters: pageParameters(...catalogueHandlers()),
  beforeEach: withSession(ADMIN_USER, CATALOGUE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Sync Configurations' }));

async function openAdd() {
  await table();
  await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('form', { name: 'Create New Sync Configuration' }));
}

/** URI, Description, DDL (on one line) and Actions. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    const row = await rows.findByRole('row', { name: 'sync configuration erp/assets' });
    await expect(within(row).getByText('Nightly asset master from the ERP')).toBeVisible();
    await expect(within(row).getByText(/^CREATE TABLE erp_assets .*; CREATE INDEX erp_assets_serial/)).toBeInTheDocument();
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(-4)).toEqual(['URI', 'Description', 'DDL', 'Actions']);
  },
};

export const Empty: Story = {
  parameters: answeredBy(...catalogueHandlers({ syncConfigs: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...catalogueLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Sync Configurations' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...catalogueErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The sync configurations could not be loaded.')).toBeVisible();
  },
};

/** Menus and pages, but no VIEW on sync/config: the screen's own words. */
export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, ADMIN_PERMISSIONS.filter((entry) => entry.value !== 'sync/config' || entry.type === 'NAVIGATE')),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
    await expect(screen.queryByRole('table', { name: 'Sync Configurations' })).toBeNull();
  },
};

/** DETAILS without EDIT: the form opens read-only with the saved rows. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, CATALOGUE_DETAILS_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sync configuration erp/accounts' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Sync Configuration erp/accounts' }));
    await expect(form.getByLabelText('JSON Attribute 1')).toHaveValue('accountNo');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The add form: URI, Description, DDL statements, Relationships, one attribute row, Add Attribute. */
export const CreateForm: Story = {
  play: async () => {
    const form = await openAdd();
    await expect(form.getByLabelText('URI')).toHaveFocus();
    await expect(form.getByLabelText('DDL Statements')).toHaveAccessibleDescription('Separate statements with a semicolon and a new line.');
    await expect(form.getByLabelText('Relationships')).toHaveAccessibleDescription('Comma separated, for example: models, accounts.');
    await expect(form.getByLabelText('JSON Attribute 1')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Add Attribute' })).toBeVisible();
  },
};

/** The column follows the attribute in snake case until the user types a column of their own. */
export const SnakeCaseColumn: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('JSON Attribute 1'), 'serialNumber');
    await expect(form.getByLabelText('Column 1')).toHaveValue('serial_number');
    await userEvent.click(form.getByRole('button', { name: 'Add Attribute' }));
    await userEvent.type(form.getByLabelText('JSON Attribute 2'), 'accountNo');
    await expect(form.getByLabelText('Column 2')).toHaveValue('account_no');
    const column = form.getByLabelText('Column 2');
    await userEvent.clear(column);
    await userEvent.type(column, 'erp_account');
    await userEvent.type(form.getByLabelText('JSON Attribute 2'), 'ber');
    await expect(form.getByLabelText('Column 2')).toHaveValue('erp_account');
    await userEvent.click(form.getByRole('button', { name: 'Remove attribute 1' }));
    await expect(form.getByLabelText('JSON Attribute 1')).toHaveValue('accountNober');
  },
};

/** Saving without a URI: the rule's message, the rows kept. */
export const UriRequired: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('JSON Attribute 1'), 'serialNumber');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.syncUri);
    await expect(form.getByLabelText('Column 1')).toHaveValue('serial_number');
  },
};

/** A column without its attribute and an attribute given twice: both messages. */
export const AttributeRowsRefused: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('URI'), 'erp/orders');
    await userEvent.type(form.getByLabelText('Column 1'), 'orphan');
    await userEvent.click(form.getByRole('button', { name: 'Add Attribute' }));
    await userEvent.type(form.getByLabelText('JSON Attribute 2'), 'orderNo');
    await userEvent.click(form.getByRole('button', { name: 'Add Attribute' }));
    await userEvent.type(form.getByLabelText('JSON Attribute 3'), 'orderNo');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.syncAttribute);
    await expect(alert).toHaveTextContent(MESSAGES.syncAttributeRepeated);
  },
};

/** Editing a saved configuration: rows in their order, a chosen column kept; saving closes the form. */
export const EditAndSave: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sync configuration erp/assets' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Sync Configuration erp/assets' }));
    await expect(form.getByLabelText('Relationships')).toHaveValue('models, accounts');
    await expect(form.getByLabelText('JSON Attribute 3')).toHaveValue('accountNo');
    await userEvent.type(form.getByLabelText('JSON Attribute 3'), 'Old');
    await expect(form.getByLabelText('Column 3')).toHaveValue('erp_account');
    await userEvent.type(form.getByLabelText('JSON Attribute 1'), 'X');
    await expect(form.getByLabelText('Column 1')).toHaveValue('serial_number_x');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Sync configuration updated successfully.');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Sync Configuration erp/assets' })).toBeNull());
  },
};
