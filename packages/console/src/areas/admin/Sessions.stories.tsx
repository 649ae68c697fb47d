import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MFA_MESSAGES, SESSION_MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { adminHandlers } from '../../stories/adminHandlers';
import { mfaResetHandlers, sessionHandlers, STORY_SESSIONS } from '../../stories/securityHandlers';
import { ADMIN_FULL_PERMISSIONS, USERS } from '../../testing/adminFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { http, delay } from 'msw';

const meta = {
  title: 'Console/Admin/Profile/Sessions',
  component: ConsoleStory,
  args: { path: '/profile' },
  parameters: pageParameters(...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Active sessions' }));

/** The profile's list: device, address, started, last seen; the current session marked. */
export const Own: Story = {
  parameters: pageParameters(...sessionHandlers(), ...adminHandlers()),
  play: async () => {
    const sessions = await table();
    await expect(sessions.getAllByRole('row')).toHaveLength(STORY_SESSIONS.length + 1);
    await expect(sessions.getByText('This session')).toBeVisible();
    await expect(sessions.getByText('Safari on iOS')).toBeVisible();
    await expect(sessions.getByText('172.16.4.20')).toBeVisible();
  },
};

/** "Sign out" ends that session: it leaves the list. */
export const SignOutOne: Story = {
  parameters: pageParameters(...sessionHandlers(), ...adminHandlers()),
  play: async () => {
    const sessions = await table();
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out Safari on iOS from 172.16.4.20' }));
    await expect(await screen.findByText(SESSION_MESSAGES.ended)).toBeVisible();
    await waitFor(() => expect(sessions.getAllByRole('row')).toHaveLength(STORY_SESSIONS.length));
  },
};

/** "Sign out everywhere else" keeps only the current session. */
export const SignOutEverywhereElse: Story = {
  parameters: pageParameters(...sessionHandlers(), ...adminHandlers()),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await expect(await screen.findByText(SESSION_MESSAGES.endedOthers)).toBeVisible();
    const sessions = await table();
    await waitFor(() => expect(sessions.getAllByRole('row')).toHaveLength(2));
    await expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: answeredBy(http.get('/api/users/profile/sessions', () => delay('infinite')), ...adminHandlers()),
  play: async () => {
    const section = within((await screen.findByRole('heading', { name: 'Active sessions' })).closest('section')!);
    await expect(section.getByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageParameters(...sessionHandlers([]), ...adminHandlers()),
  play: async () => {
    await expect(await screen.findByText('No active sessions.')).toBeVisible();
  },
};

/** An administrator sees a user's sessions in the user's row of the users list, and can end them. */
export const InUserRow: Story = {
  args: { path: `/users/${USERS[0]!.externalId}` },
  parameters: pageParameters(...sessionHandlers(), ...adminHandlers()),
  play: async () => {
    const form = within(await screen.findByRole('form', { name: `Edit User ${USERS[0]!.name}` }));
    const sessions = within(await form.findByRole('table', { name: 'Active sessions' }));
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out Chrome on Linux from 10.20.3.2' }));
    await expect(await screen.findByText(SESSION_MESSAGES.ended)).toBeVisible();
    await waitFor(() => expect(sessions.getAllByRole('row')).toHaveLength(STORY_SESSIONS.length));
  },
};

/** "Reset multi-factor sign-in" in a user's row: a confirm first; Cancel leaves everything as it was. */
export const MfaResetConfirm: Story = {
  args: { path: `/users/${USERS[0]!.externalId}` },
  parameters: pageParameters(...mfaResetHandlers(), ...sessionHandlers(), ...adminHandlers()),
  play: async () => {
    const form = within(await screen.findByRole('form', { name: `Edit User ${USERS[0]!.name}` }));
    await userEvent.click(await form.findByRole('button', { name: 'Reset multi-factor sign-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset multi-factor sign-in?' }));
    await expect(dialog.getByText(/every session of theirs is signed out/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset multi-factor sign-in?' })).toBeNull());
    await userEvent.click(form.getByRole('button', { name: 'Reset multi-factor sign-in' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reset multi-factor sign-in?' })).getByRole('button', { name: 'Reset multi-factor sign-in' }));
    await expect(await screen.findByText(MFA_MESSAGES.resetDone)).toBeVisible();
  },
};

/** A user with no multi-factor sign-in: the server's words. */
export const MfaResetRefused: Story = {
  args: { path: `/users/${USERS[0]!.externalId}` },
  parameters: pageParameters(...mfaResetHandlers(MFA_MESSAGES.resetNotEnabled), ...sessionHandlers(), ...adminHandlers()),
  play: async () => {
    const form = within(await screen.findByRole('form', { name: `Edit User ${USERS[0]!.name}` }));
    await userEvent.click(await form.findByRole('button', { name: 'Reset multi-factor sign-in' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reset multi-factor sign-in?' })).getByRole('button', { name: 'Reset multi-factor sign-in' }));
    await expect(await screen.findByText(MFA_MESSAGES.resetNotEnabled)).toBeVisible();
  },
};
