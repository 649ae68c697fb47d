import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { catalogueErrorHandlers, catalogueHandlers, catalogueLoadingHandlers } from '../../stories/catalogueHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { CATALOGUE_DETAILS_PERMISSIONS, CATALOGUE_FULL_PERMISSIONS, TAKEN } from '../../testing/catalogueFixtures';

const meta = {
  title: 'Console/Catalogue/Products',
  component: ConsoleStory,
  args: { path: '/products' },
  parameters: pageParameters(...catalogueHandlers()),
  beforeEach: withSession(ADMIN_USER, CATALOGUE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Products' }));

async function openAdd() {
  await table();
  await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('form', { name: 'Create New Product' }));
}

async function pickModel(form: ReturnType<typeof within>, option: string) {
  await userEvent.click(form.getByLabelText('Model'));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The ACTIVE and INACTIVE products (the default status filter) with their model's code and description. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    const row = await rows.findByRole('row', { name: 'product INF-1000-V1' });
    await expect(within(row).getByText('Baxter Infusion Pump 1000 Standard')).toBeVisible();
    await expect(within(row).getByText('INF-1000')).toBeVisible();
    await expect(within(row).getByText('Baxter Infusion Pump 1000')).toBeVisible();
    await expect(rows.getByText('BED-1500-V1').closest('[role="row"]')).toHaveAttribute('data-status', 'INACTIVE');
    const headers = rows.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(-7)).toEqual(['Item Code', 'Item Description', 'Family', 'Model', 'Model Description', 'Status', 'Actions']);
  },
};

/** The filter panel's Model filter: only that model's products. */
export const FilteredByModel: Story = {
  args: { path: '/products?models=m-pump&statuses=ACTIVE&statuses=INACTIVE' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('INF-1000-V2')).toBeVisible();
    await expect(rows.queryByText('BED-1500-V1')).toBeNull();
    // The chip names the model once the cached models have loaded.
    await expect(await screen.findByRole('button', { name: 'Remove filter Model: Baxter Infusion Pump 1000 (INF-1000)' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...catalogueHandlers({ products: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...catalogueLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...catalogueErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The product list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** DETAILS without EDIT: a row opens its form read-only, the model shown by description and code. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, CATALOGUE_DETAILS_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit product INF-1000-V1' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Product INF-1000-V1' }));
    await expect(form.getByText('Baxter Infusion Pump 1000 (INF-1000)')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The add form: Item Code, Item Description and the Model picker listing description and code. */
export const CreateForm: Story = {
  play: async () => {
    const form = await openAdd();
    await expect(form.getByLabelText('Item Code')).toHaveFocus();
    await userEvent.click(form.getByLabelText('Model'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Baxter Infusion Pump 1000 (INF-1000)',
        'Hill-Rom Hospital Bed 1500 (BED-1500)',
        'Hamilton Ventilator 2000 (VEN-2000)',
      ]),
    );
  },
};

/** Nothing filled: the item code and model messages, word for word. */
export const Required: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.itemCode);
    await expect(alert).toHaveTextContent(MESSAGES.productModelRequired);
  },
};

/** Code and description over 100: both messages; the description alone may stay empty. */
export const TooLong: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.click(form.getByLabelText('Item Code'));
    await userEvent.paste('C'.repeat(101));
    await userEvent.click(form.getByLabelText('Item Description'));
    await userEvent.paste('D'.repeat(101));
    // Each field says it is over its limit as soon as it is, and keeps what was pasted.
    await expect(form.getAllByText('Up to 100 characters: 1 too many.')).toHaveLength(2);
    await pickModel(form, 'Baxter Infusion Pump 1000 (INF-1000)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(MESSAGES.itemCode, { exact: false })).closest('[role="alert"]');
    await expect(alert).toHaveTextContent(MESSAGES.itemCode);
    await expect(alert).toHaveTextContent(MESSAGES.itemDescription);
    await expect(alert).not.toHaveTextContent(MESSAGES.productModelRequired);
  },
};

/** An item code in use: the exists check's message. */
export const TakenItemCode: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Item Code'), TAKEN.itemCode);
    await pickModel(form, 'Baxter Infusion Pump 1000 (INF-1000)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.productExists);
  },
};

/** A saved product without a description: the success toast, the form closes. */
export const Saved: Story = {
  play: async () => {
    const form = await openAdd();
    await userEvent.type(form.getByLabelText('Item Code'), 'BED-1500-V9');
    await pickModel(form, 'Hill-Rom Hospital Bed 1500 (BED-1500)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully.');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create New Product' })).toBeNull());
  },
};
