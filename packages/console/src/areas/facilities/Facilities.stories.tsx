import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { siteErrorHandlers, siteHandlers, siteLoadingHandlers, TAKEN } from '../../stories/facilityHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { SITE_FULL_PERMISSIONS, SITE_READONLY_PERMISSIONS, STANDARD_USER } from '../../testing/facilityFixtures';

const meta = {
  title: 'Console/Facilities/Facilities',
  component: ConsoleStory,
  args: { path: '/facilities' },
  parameters: pageParameters(...siteHandlers()),
  beforeEach: withSession(ADMIN_USER, SITE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Facilities' }));

/** The grid with the six counts; every toolbar action of an administrator. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('North General')).toBeVisible();
    for (const header of ['Enterprise', 'Locations', 'Sub-locations', 'Users', 'Zones', 'Contracts', 'Accounts']) {
      await expect(rows.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    for (const name of ['Add New', 'Export', 'Filters', 'Refresh']) await expect(screen.getByRole('button', { name })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Edit facility North General' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...siteHandlers({ facilities: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...siteLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Facilities' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...siteErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The facility list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW and DETAILS only: no Add New or Export; the pen still opens the wizard. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, SITE_READONLY_PERMISSIONS),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('North General')).toBeVisible();
    for (const name of ['Add New', 'Export']) await expect(screen.queryByRole('button', { name })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Edit facility North General' })).toBeVisible();
  },
};

/** A new facility: only the Basic tab; a name in use is refused. */
export const WizardNew: Story = {
  args: { path: '/facilities/new' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Create New Facility' })).toBeVisible();
    await expect(screen.getAllByRole('tab')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Name'), TAKEN.facilityName);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.validationErrorTitle);
  },
};

/** An existing facility opens on Accounts; Contracts is one tab away. */
export const WizardEdit: Story = {
  args: { path: '/facilities/f-north' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Edit Facility' })).toBeVisible();
    await expect(await screen.findByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(await screen.findByRole('table', { name: 'Accounts' })).findByText('North ICU')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Contracts' }));
    await expect(await within(await screen.findByRole('table', { name: 'Contracts' })).findByText('5001')).toBeVisible();
  },
};

/** A standard user edits but may not rename: the name is read-only. */
export const WizardNameReadOnly: Story = {
  args: { path: '/facilities/f-north' },
  beforeEach: withSession(STANDARD_USER, SITE_FULL_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Basic' }));
    await expect(await screen.findByLabelText('Name')).toHaveAttribute('readonly');
  },
};

export const WizardLoadError: Story = {
  args: { path: '/facilities/f-north' },
  parameters: answeredBy(...siteErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The facility could not be loaded.')).toBeVisible();
  },
};

export const WizardLoading: Story = {
  args: { path: '/facilities/f-north' },
  parameters: answeredBy(...siteLoadingHandlers),
};

/** The wizard's Basic tab offers the facility's History in the audit log. */
export const WizardHistory: Story = {
  args: { path: '/facilities/f-north' },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Basic' }));
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity f-north\./)).toBeVisible();
  },
};
