import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { adminHandlers, loadingHandlers } from '../../stories/adminHandlers';
import { ADMIN_FULL_PERMISSIONS, USERS } from '../../testing/adminFixtures';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Admin/Profile',
  component: ConsoleStory,
  args: { path: '/profile' },
  parameters: pageParameters(...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Profile' });
    await expect(within(form).getByLabelText('Name')).toHaveValue(USERS[0]!.name);
    await expect(within(form).getByLabelText('Username')).toHaveAttribute('readonly');
  },
};

export const ProfileLoading: Story = {
  parameters: answeredBy(...loadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  },
};

export const ProfileValidation: Story = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Profile mode requires the password too: both rules are reported, and the form keeps its input.
    const alerts = await screen.findAllByRole('alert');
    const text = alerts.map((alert) => alert.textContent ?? '').join(' ');
    await expect(text).toContain(MESSAGES.emailNotWellFormed);
    await expect(text).toContain(MESSAGES.passwordPolicy);
    await expect(within(form).getByLabelText('Email')).toHaveValue('not-an-email');
  },
};

export const ProfileSaved: Story = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.type(within(form).getByLabelText('Password'), 'Demo@2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Saved successfully.')).toBeVisible();
    await expect(within(form).getByLabelText('Password')).toHaveValue('');
  },
};

export const ProfileNoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

export const ChangePassword: Story = {
  args: { path: '/change-password' },
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await expect(within(form).getByLabelText('Username')).toHaveValue(ADMIN_USER.username);
  },
};

/** The change rules: the current password is required, the confirmation must match. */
export const ChangePasswordValidation: Story = {
  args: { path: '/change-password' },
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'Secret#2026');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret#2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.currentPasswordRequired);
    await expect(toast).toHaveTextContent(MESSAGES.confirmationMismatch);
  },
};

/** The profile is the user's own entry: its History opens the audit log at that user. */
export const ProfileHistory: Story = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.click(within(form).getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(new RegExp(`The history of entity ${USERS[0]!.externalId}\\.`))).toBeVisible();
  },
};
