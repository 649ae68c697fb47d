import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { siteErrorHandlers, siteHandlers, siteLoadingHandlers } from '../../stories/facilityHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { SITE_FULL_PERMISSIONS, SITE_READONLY_PERMISSIONS } from '../../testing/facilityFixtures';

const meta = {
  title: 'Console/Facilities/Locations',
  component: ConsoleStory,
  args: { path: '/locations' },
  parameters: pageParameters(...siteHandlers()),
  beforeEach: withSession(ADMIN_USER, SITE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Locations' }));

/** Row actions by their conditions: a BED takes no sub-location. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect((await rows.findAllByText('Ward A'))[0]).toBeVisible();
    for (const name of ['Add sub-location to location Ward A', 'Par definition of location Ward A', 'Print label of location Ward A']) {
      await expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await expect(screen.queryByRole('button', { name: 'Add sub-location to location Bed 1' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Print label of location Bed 1' })).toBeVisible();
  },
};

/** INACTIVE rows too: no par or label actions on them. */
export const AllStatuses: Story = {
  args: { path: '/locations?statuses=ACTIVE&statuses=INACTIVE' },
  play: async () => {
    await expect(await (await table()).findByText('Store Room')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Print label of location Store Room' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...siteHandlers({ locations: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { parameters: answeredBy(...siteLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...siteErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The location list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW and DETAILS: par definitions open read-only, no sub-location or label. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, SITE_READONLY_PERMISSIONS),
  play: async () => {
    await expect((await (await table()).findAllByText('Ward A'))[0]).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add sub-location to location Ward A' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Print label of location Ward A' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Par definition of location Ward A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Par Definition of Ward A' });
    await expect(await within(dialog).findByText('PUMP-1 — Infusion pump')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Add Entry' })).toBeNull();
  },
};

/** Add New with a range: the form says how many locations it creates. */
export const AddRange: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = await screen.findByRole('form', { name: 'Create New Location' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Bed 1-5');
    await expect(within(form).getByText('5 locations will be created: Bed 1 to Bed 5.')).toBeVisible();
  },
};

/** Add sub-location opens the add form with the parent set. */
export const AddSubLocation: Story = {
  play: async () => {
    await (await table()).findAllByText('Ward A');
    await userEvent.click(screen.getByRole('button', { name: 'Add sub-location to location Ward A' }));
    const form = await screen.findByRole('form', { name: 'Create New Sub-location of Ward A' });
    await expect(within(form).getByLabelText('Parent')).toHaveValue('Ward A');
  },
};

/** The par definition editor with a saved entry. */
export const ParDefinition: Story = {
  play: async () => {
    await (await table()).findAllByText('Ward A');
    await userEvent.click(screen.getByRole('button', { name: 'Par definition of location Ward A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Par Definition of Ward A' });
    await expect(await within(dialog).findByText('PUMP-1 — Infusion pump')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Entry' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.parEntryModel);
  },
};

/** The label print view: the barcode is an <img>; its script never runs. */
export const Label: Story = {
  play: async () => {
    await (await table()).findAllByText('Ward A');
    await userEvent.click(screen.getByRole('button', { name: 'Print label of location Ward A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location Label' });
    await expect(await within(dialog).findByRole('img', { name: 'Barcode of location Ward A' })).toBeVisible();
    await expect(within(dialog).getByText('DO NOT REMOVE')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

/** A failed row action: a danger alert above the table, dismissible, gone after 5 s. */
export const RowActionFailure: Story = {
  parameters: answeredBy(...siteHandlers({ barcodeFailure: 'The barcode service is unavailable.' })),
  play: async () => {
    await (await table()).findAllByText('Ward A');
    await userEvent.click(screen.getByRole('button', { name: 'Print label of location Ward A' }));
    const alert = await screen.findByText('The barcode service is unavailable.');
    await expect(alert).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    await expect(screen.queryByText('The barcode service is unavailable.')).toBeNull();
  },
};

/** Delete refused by the server: the alert, not a toast. */
export const DeleteRefused: Story = {
  play: async () => {
    await (await table()).findAllByText('Ward A');
    await userEvent.click(screen.getByRole('button', { name: 'Delete location Ward A' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Location Ward A still holds assets.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Dismiss alert' })).toBeVisible();
  },
};

/** The par definition's changes are its location's events: its History opens the audit log at the location. */
export const ParDefinitionHistory: Story = {
  play: async () => {
    await (await table()).findAllByText('Ward A');
    await userEvent.click(screen.getByRole('button', { name: 'Par definition of location Ward A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Par Definition of Ward A' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity l-ward\./)).toBeVisible();
  },
};
