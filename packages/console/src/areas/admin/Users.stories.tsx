import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { adminHandlers, errorHandlers, loadingHandlers, TAKEN_EMAIL } from '../../stories/adminHandlers';
import { ADMIN_FULL_PERMISSIONS, NARROW_PERMISSIONS, USERS, manyUsers } from '../../testing/adminFixtures';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Admin/Users',
  component: ConsoleStory,
  args: { path: '/users' },
  parameters: pageParameters(...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Users' }));

/** The active users, newest activity first, with every toolbar action of an administrator. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Jane Doe')).toBeVisible();
    await expect(rows.queryByText('Omar Haddad')).toBeNull();
    for (const name of ['Add New', 'Export', 'Filters', 'Refresh']) await expect(screen.getByRole('button', { name })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Actions for user Jane Doe' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reset password of user Jane Doe' })).toBeVisible();
    await expect(rows.getAllByRole('img', { name: 'Enabled' }).length).toBeGreaterThan(0);
  },
};

/** Every status: INACTIVE rows in warning, REMOVED in danger, each with its label. */
export const AllStatuses: Story = {
  args: { path: '/users?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Omar Haddad')).toBeVisible();
    await expect(rows.getByText('Lee Park')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Reset password of user Omar Haddad' })).toBeNull();
    await expect(screen.getByText(/Filtering On/)).toBeVisible();
  },
};

export const ManyRows: Story = {
  parameters: answeredBy(...adminHandlers({ users: manyUsers(240) })),
  play: async () => {
    await expect(await screen.findByText(/Showing 1 to 50 of 240/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...adminHandlers({ users: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...loadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...errorHandlers),
  play: async () => {
    await expect(await screen.findByText('The user list could not be loaded.')).toBeVisible();
  },
};

/** Without VIEW on users: the no-permission message. */
export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** A role that may only look: no Add New, Export, Filters or row actions. */
export const NarrowRole: Story = {
  beforeEach: withSession(ADMIN_USER, NARROW_PERMISSIONS),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Jane Doe')).toBeVisible();
    for (const name of ['Add New', 'Export', 'Filters']) await expect(screen.queryByRole('button', { name })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Delete user Jane Doe' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Edit user Jane Doe' })).toBeVisible();
  },
};

/** Add New opens the empty form on top; Save without input lists the schema's messages. */
export const FormValidation: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = await screen.findByRole('form', { name: 'Create New User' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.validationErrorTitle);
    await expect(toast).toHaveTextContent(MESSAGES.userName);
  },
};

const LONG_NAME = 'Maximiliana Alexandra Konstantinopoulou-Wolfeschlegelsteinhausen of the Northwind Regional Medical Ce';

/** A name typed past its 100 characters (101 here) is kept as typed, and the field says how long it may be. */
export const LongNameSaid: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = within(await screen.findByRole('form', { name: 'Create New User' }));
    const name = form.getByLabelText('Name');
    await userEvent.click(name);
    await userEvent.paste(LONG_NAME);
    await expect(name).toHaveValue(LONG_NAME);
    await expect(form.getByRole('alert')).toHaveTextContent('Up to 100 characters: 1 too many.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The email check: an address already in use is refused with the spec's message. */
export const EmailTaken: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit user Jane Doe' }));
    const form = await screen.findByRole('form', { name: 'Edit User Jane Doe' });
    await expect(within(form).getByLabelText('Email')).toHaveValue(TAKEN_EMAIL);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailExists);
  },
};

/** /users/{externalId} opens that user's form. */
export const DeepLink: Story = {
  args: { path: `/users/${USERS[0]!.externalId}` },
  play: async () => {
    await expect(await screen.findByRole('form', { name: `Edit User ${USERS[0]!.name}` })).toBeVisible();
  },
};

/** /users/{externalId} of a user not on the current page (INACTIVE here): loaded with users/mono. */
export const DeepLinkOffPage: Story = {
  args: { path: `/users/${USERS[1]!.externalId}` },
  play: async () => {
    await expect(await screen.findByRole('form', { name: `Edit User ${USERS[1]!.name}` })).toBeVisible();
  },
};

/** The key icon opens the reset-password modal. */
export const ResetPasswordModal: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password of user Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newPasswordMin);
  },
};
