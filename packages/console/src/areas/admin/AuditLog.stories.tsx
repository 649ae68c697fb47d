import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { auditErrorHandlers, auditHandlers, auditLoadingHandlers } from '../../stories/auditHandlers';
import { ADMIN_FULL_PERMISSIONS, NARROW_PERMISSIONS } from '../../testing/adminFixtures';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Admin/Audit Log',
  component: ConsoleStory,
  args: { path: '/audit' },
  parameters: pageParameters(...auditHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Audit Log' }));

/** Every event newest first, with who, from where, what and on which entity; a user's page is a link. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('User "Jane Doe" updated: email')).toBeVisible();
    await expect(rows.getByText('Sign-in failed for "admn"')).toBeVisible();
    await expect(rows.getByRole('link', { name: 'u-1' })).toHaveAttribute('href', '/users/u-1');
    await expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** A row opens to its field changes: the old and the new value side by side. */
export const FieldChanges: Story = {
  play: async () => {
    const rows = await table();
    await userEvent.click(await rows.findByRole('button', { name: 'Show changes of event 104' }));
    const changes = await screen.findByRole('table', { name: 'Changes of event 104' });
    const email = within(changes).getByRole('row', { name: /email/ });
    await expect(email).toHaveTextContent('jane.doe@equipdesk.example');
    await expect(email).toHaveTextContent('jane.d@equipdesk.example');
  },
};

/** Opened from an entity's History: only that entity's events, with a way back to every event. */
export const OneEntity: Story = {
  args: { path: '/audit?entityId=u-1' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('User "Jane Doe" updated: email')).toBeVisible();
    await expect(rows.queryByText('admin signed in')).toBeNull();
    await expect(screen.getByRole('status')).toHaveTextContent('The history of entity u-1.');
    await userEvent.click(screen.getByRole('link', { name: 'Show every event' }));
    await expect(await rows.findByText('admin signed in')).toBeVisible();
  },
};

/** A user's form has a History action that opens the audit log at that user. */
export const HistoryFromUserForm: Story = {
  args: { path: '/users/u-1' },
  play: async () => {
    const form = await screen.findByRole('form', { name: /Edit User Jane Doe/ });
    await userEvent.click(within(form).getByRole('button', { name: 'History' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('The history of entity u-1.');
    await expect(await (await table()).findByText('User "Jane Doe" updated: email')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...auditHandlers([])),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...auditLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Audit Log' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...auditErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The audit log could not be loaded.')).toBeVisible();
  },
};

/** A role without the audit-log grant is told so. */
export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW without EXPORT or FILTER: the events, and no Export. */
export const ViewOnly: Story = {
  beforeEach: withSession(ADMIN_USER, NARROW_PERMISSIONS),
  play: async () => {
    await (await table()).findByText('admin signed in');
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};
