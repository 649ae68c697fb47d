import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { catalogueErrorHandlers, catalogueHandlers, catalogueLoadingHandlers } from '../../stories/catalogueHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { CATALOGUE_DETAILS_PERMISSIONS, CATALOGUE_FULL_PERMISSIONS, TAKEN } from '../../testing/catalogueFixtures';

const meta = {
  title: 'Console/Catalogue/Product Models',
  component: ConsoleStory,
  args: { path: '/models' },
  parameters: pageParameters(...catalogueHandlers()),
  beforeEach: withSession(ADMIN_USER, CATALOGUE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Product Models' }));

async function openAdd() {
  await table();
  await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('form', { name: 'Create New Model' }));
}

/** The ACTIVE and INACTIVE models (the default status filter, the spec naming none): model, description, family, group name, status. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('INF-1000')).toBeVisible();
    await expect(rows.getByText('Baxter Infusion Pump 1000')).toBeVisible();
    await expect(rows.getByText('VEN-2000').closest('[role="row"]')).toHaveAttribute('data-status', 'INACTIVE');
    // After the table's own status gutter, the spec's columns in order.
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(-6)).toEqual(['Model', 'Model Description', 'Family', 'Group Name', 'Status', 'Actions']);
    await expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** Every status: the INACTIVE model is marked and can be activated. */
export const EveryStatus: Story = {
  args: { path: '/models?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED' },
  play: async () => {
    const rows = await table();
    const inactive = await rows.findByRole('row', { name: 'model VEN-2000' });
    await expect(inactive).toHaveAttribute('data-status', 'INACTIVE');
    await expect(within(inactive).getByRole('button', { name: 'Activate model VEN-2000' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...catalogueHandlers({ models: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...catalogueLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Product Models' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...catalogueErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The model list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** DETAILS without EDIT: the pen opens the form read-only; no Add New, no export. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, CATALOGUE_DETAILS_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit model INF-1000' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Model INF-1000' }));
    await expect(form.getByLabelText('Model Code')).toHaveValue('INF-1000');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

/** The empty add form on top of the list. */
export const CreateForm: Story = {
  play: async () => {
    const form = await openAdd();
    await expect(form.getByLabelText('Model Code')).toHaveFocus();
    await expect(form.getByLabelText('Model Code')).toHaveAccessibleDescription('At most 50 characters.');
    await expect(form.getByLabelText('Model Description')).toHaveAccessibleDescription('At most 250 characters.');
  },
};

/** Saving without a code: the rule's message, nothing sent, the form stays filled. */
export const CodeRequired: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Family'), 'Infusion Pump');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.modelCode);
    await expect(form.getByLabelText('Family')).toHaveValue('Infusion Pump');
  },
};

/** Every field over its limit: each rule's message in one toast. */
export const TooLong: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Model Code'), 'C'.repeat(51));
    await userEvent.type(form.getByLabelText('Family'), 'F'.repeat(51));
    await userEvent.type(form.getByLabelText('Group Name'), 'G'.repeat(51));
    await userEvent.click(form.getByLabelText('Model Description'));
    await userEvent.paste('D'.repeat(251));
    // Each field says it is over its limit as soon as it is, and keeps what was typed.
    await expect(form.getByText('Up to 250 characters: 1 too many.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(MESSAGES.modelCode, { exact: false })).closest('[role="alert"]');
    for (const message of [MESSAGES.modelCode, MESSAGES.modelDescription, MESSAGES.modelFamily, MESSAGES.modelGroupName]) {
      await expect(alert).toHaveTextContent(message);
    }
  },
};

/** A code in use: the exists check refuses it. */
export const TakenCode: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Model Code'), TAKEN.modelCode);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.modelExists);
  },
};

/** A saved model: the success toast and the form closes. */
export const Saved: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Model Code'), 'SCD-9000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully.');
    await expect(screen.queryByRole('form', { name: 'Create New Model' })).toBeNull();
  },
};
