import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { catalogueErrorHandlers, catalogueHandlers, catalogueLoadingHandlers } from '../../stories/catalogueHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { CATALOGUE_DETAILS_PERMISSIONS, CATALOGUE_FULL_PERMISSIONS, CATALOGUE_NO_EDIT_PERMISSIONS, TAKEN } from '../../testing/catalogueFixtures';
import { CREATE_PICKLIST_VALUE_TITLE, EDIT_PICKLIST_VALUE_TITLE } from './PicklistValueModal';

const meta = {
  title: 'Console/Catalogue/Pick Lists',
  component: ConsoleStory,
  args: { path: '/picklist-values' },
  parameters: pageParameters(...catalogueHandlers()),
  beforeEach: withSession(ADMIN_USER, CATALOGUE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Pick Lists' }));

async function openCreate() {
  await table();
  await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('dialog', { name: CREATE_PICKLIST_VALUE_TITLE }));
}

async function pickName(dialog: ReturnType<typeof within>, name: string) {
  await userEvent.click(dialog.getByLabelText('Name'));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** The ACTIVE values: name of the type, value, label and actions. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    const row = await rows.findByRole('row', { name: 'pick-list value ServiceType PREVENTIVE' });
    await expect(within(row).getByText('Preventive Maintenance')).toBeVisible();
    // No default status in the spec: an inactive value stays in sight (ACTIVE and INACTIVE).
    await expect(await rows.findByText('PEAK_NEED')).toBeVisible();
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(-4)).toEqual(['Name', 'Value', 'Label', 'Actions']);
  },
};

export const Empty: Story = {
  parameters: answeredBy(...catalogueHandlers({ picklistValues: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...catalogueLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Pick Lists' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...catalogueErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The pick-list values could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** DETAILS without EDIT: the pen opens the modal read-only. */
export const DetailsOnly: Story = {
  beforeEach: withSession(ADMIN_USER, CATALOGUE_DETAILS_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pick-list value ServiceType PREVENTIVE' }));
    const dialog = within(await screen.findByRole('dialog', { name: EDIT_PICKLIST_VALUE_TITLE }));
    await expect(dialog.getByLabelText('Value')).toHaveValue('PREVENTIVE');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  },
};

/** Neither EDIT nor DETAILS: no pen, only the entity icons the grants allow. */
export const EntityIconsOnly: Story = {
  beforeEach: withSession(ADMIN_USER, CATALOGUE_NO_EDIT_PERMISSIONS),
  play: async () => {
    const row = await (await table()).findByRole('row', { name: 'pick-list value ServiceType PREVENTIVE' });
    await expect(within(row).queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Deactivate pick-list value ServiceType PREVENTIVE' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Delete pick-list value ServiceType PREVENTIVE' })).toBeVisible();
  },
};

/** Add New opens the modal: name select, value, label. */
export const CreateModal: Story = {
  play: async () => {
    const dialog = await openCreate();
    await expect(dialog.getByLabelText('Name')).toBeEnabled();
    await expect(dialog.getByLabelText('Value')).not.toHaveAttribute('readonly');
    await expect(dialog.getByLabelText('Label')).toBeVisible();
    // A new value has no history yet.
    await expect(dialog.queryByRole('button', { name: 'History' })).toBeNull();
  },
};

/** Saving without a name: the toast says 'Picklist name is required', the field 'Name is required.'. */
export const NameRequired: Story = {
  play: async () => {
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText('Value'), 'LOANER');
    await userEvent.type(dialog.getByLabelText('Label'), 'Loaner');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.picklistNameRequired);
    await expect(dialog.getByLabelText('Name')).toHaveAccessibleErrorMessage(MESSAGES.nameRequired);
    await expect(dialog.getByLabelText('Value')).toHaveValue('LOANER');
  },
};

/** Value and label left empty: their messages. */
export const ValueAndLabelRequired: Story = {
  play: async () => {
    const dialog = await openCreate();
    await pickName(dialog, 'ServiceType');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.picklistValue);
    await expect(alert).toHaveTextContent(MESSAGES.picklistLabel);
  },
};

/** Leaving the value of a pair in use marks the field: 'Value already exists.'. */
export const ValueTaken: Story = {
  play: async () => {
    const dialog = await openCreate();
    await pickName(dialog, TAKEN.picklist.name);
    await userEvent.type(dialog.getByLabelText('Value'), TAKEN.picklist.value);
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByLabelText('Value')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.picklistValueExists)));
    await expect(dialog.getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving a pair in use: 'Picklist already exists with this name and value.', the modal stays filled. */
export const PairTakenOnSave: Story = {
  play: async () => {
    const dialog = await openCreate();
    await pickName(dialog, TAKEN.picklist.name);
    await userEvent.type(dialog.getByLabelText('Value'), TAKEN.picklist.value);
    await userEvent.type(dialog.getByLabelText('Label'), 'Rental again');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.picklistExists);
    await expect(dialog.getByLabelText('Label')).toHaveValue('Rental again');
  },
};

/** A pair someone else saved between the check and the save: the server's 'Value already exists under picklist.'. */
export const PairTakenMeanwhile: Story = {
  play: async () => {
    const dialog = await openCreate();
    await pickName(dialog, TAKEN.racedPicklist.name);
    await userEvent.type(dialog.getByLabelText('Value'), TAKEN.racedPicklist.value);
    await userEvent.type(dialog.getByLabelText('Label'), 'Loaner');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.picklistValueExistsUnder);
    await expect(screen.getByRole('dialog', { name: CREATE_PICKLIST_VALUE_TITLE })).toBeVisible();
  },
};

/** Editing: name and value are read-only, the label is saved, the modal closes. */
export const EditLabel: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pick-list value ServiceType PREVENTIVE' }));
    const dialog = within(await screen.findByRole('dialog', { name: EDIT_PICKLIST_VALUE_TITLE }));
    await expect(dialog.getByLabelText('Name')).toBeDisabled();
    await expect(dialog.getByLabelText('Value')).toHaveAttribute('readonly');
    const label = dialog.getByLabelText('Label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Planned Maintenance');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: EDIT_PICKLIST_VALUE_TITLE })).toBeNull());
  },
};

/** The edit modal's History opens the audit log at that value. */
export const EditModalHistory: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pick-list value ServiceType PREVENTIVE' }));
    const dialog = within(await screen.findByRole('dialog', { name: EDIT_PICKLIST_VALUE_TITLE }));
    await userEvent.click(dialog.getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity pv-servicetype-preventive\./)).toBeVisible();
  },
};
