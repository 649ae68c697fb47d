import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { siteErrorHandlers, siteHandlers, siteLoadingHandlers } from '../../stories/facilityHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { SITE_FULL_PERMISSIONS, SITE_READONLY_PERMISSIONS } from '../../testing/facilityFixtures';

const meta = {
  title: 'Console/Facilities/Accounts',
  component: ConsoleStory,
  args: { path: '/accounts' },
  parameters: pageParameters(...siteHandlers()),
  beforeEach: withSession(ADMIN_USER, SITE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Durations in days and hours, alert flags as YES/NO. */
export const Default: Story = {
  play: async () => {
    const rows = within(await screen.findByRole('table', { name: 'Accounts' }));
    await expect(await rows.findByText('North ICU')).toBeVisible();
    await expect(rows.getAllByText('YES').length).toBeGreaterThan(0);
    await expect(rows.getByText('1.5')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...siteHandlers({ accounts: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { parameters: answeredBy(...siteLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...siteErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The account list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** A new account from the facility wizard: defaults filled, the facility chosen, only one tab. */
export const WizardNew: Story = {
  args: { path: '/accounts/new?from=facility&facility=f-north' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Create New Account' })).toBeVisible();
    await expect(screen.getAllByRole('tab')).toHaveLength(1);
    await expect(screen.getByLabelText('PM Alerts Duration (days)')).toHaveValue(30);
    await expect(screen.getByLabelText('Visit Timeout (hours)')).toHaveValue(6);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.accountTimeZone);
  },
};

/** An existing account: Account Details, Locations and Users. */
export const WizardEdit: Story = {
  args: { path: '/accounts/a-n1' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
    await expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Account Details', 'Locations', 'Users']);
    await expect(await screen.findByLabelText('PM Alerts Duration (days)')).toHaveValue(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Locations' }));
    await expect((await within(await screen.findByRole('table', { name: 'Account locations' })).findAllByText('Ward A'))[0]).toBeVisible();
  },
};

/** The Users tab and the Pick Users modal. */
export const PickUsers: Story = {
  args: { path: '/accounts/a-n1' },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    await expect(await within(await screen.findByRole('table', { name: 'Account users' })).findByText('Jane Doe')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pick Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick Users' });
    await userEvent.click(within(dialog).getByLabelText('Users'));
    await userEvent.click(await screen.findByRole('option', { name: 'Lee Park (lee@equipdesk.example)' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Users allocated to the account.')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Pick Users' })).toBeNull();
  },
};

/** DETAILS only: the form opens but Save is disabled and users cannot be picked. */
export const WizardReadOnly: Story = {
  args: { path: '/accounts/a-n1' },
  beforeEach: withSession(ADMIN_USER, SITE_READONLY_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    await expect(screen.queryByRole('button', { name: 'Pick Users' })).toBeNull();
  },
};

/** The wizard's Account Details offer the account's History in the audit log. */
export const WizardHistory: Story = {
  args: { path: '/accounts/a-n1' },
  play: async () => {
    await screen.findByLabelText('PM Alerts Duration (days)');
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity a-n1\./)).toBeVisible();
  },
};
