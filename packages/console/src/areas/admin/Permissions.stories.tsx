import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { adminHandlers, errorHandlers, loadingHandlers } from '../../stories/adminHandlers';
import { ADMIN_FULL_PERMISSIONS, NARROW_PERMISSIONS, permissionMatrix } from '../../testing/adminFixtures';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Admin/Permissions',
  component: ConsoleStory,
  args: { path: '/permissions' },
  parameters: pageParameters(...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The matrix: fixed columns, one toggle column per role, a locked cell. */
export const Default: Story = {
  play: async () => {
    const cell = await screen.findByRole('button', { name: 'Grant VIEW users to ROLE_ADMIN' });
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('button', { name: 'Unlock VIEW users for ROLE_SUPPORT' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Locked' })).toBeVisible();
  },
};

/** 300 permissions: only the rows in view are in the page. */
export const LargeMatrix: Story = {
  parameters: answeredBy(...adminHandlers({ permissions: permissionMatrix(300) })),
  play: async () => {
    await expect(await screen.findByText(/Showing 1 to 300 of 300/)).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Permissions' })).getAllByRole('row');
    await expect(rows.length).toBeLessThan(80);
  },
};

/** Toggling flips the cell. */
export const Toggle: Story = {
  play: async () => {
    const cell = await screen.findByRole('button', { name: 'Grant VIEW roles to ROLE_STANDARD' });
    await userEvent.click(cell);
    await expect(await screen.findByRole('button', { name: 'Grant VIEW roles to ROLE_STANDARD', pressed: true })).toBeVisible();
  },
};

/** Toggling without EDIT: the no-privilege toast. */
export const NoPrivilegeToast: Story = {
  beforeEach: withSession(ADMIN_USER, NARROW_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Grant VIEW roles to ROLE_STANDARD' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notPrivileged);
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...adminHandlers({ permissions: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...loadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Permissions' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...errorHandlers),
  play: async () => {
    await expect(await screen.findByText('The permissions could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** Add New: the create modal; Save without input lists the required fields. */
export const CreateModalValidation: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Permission' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.permissionValue);
    await expect(toast).toHaveTextContent(MESSAGES.permissionDescription);
  },
};

/** The pen: the edit modal with platform, context, type and value fixed. */
export const EditModal: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit permission VIEW users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await expect(within(dialog).getByLabelText('Value')).toHaveAttribute('readonly');
    await expect(within(dialog).getByLabelText('Description')).not.toHaveAttribute('readonly');
  },
};

/** The edit modal's History opens the audit log at that permission; a new one has none. */
export const EditModalHistory: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    await expect(within(await screen.findByRole('dialog', { name: 'Create New Permission' })).queryByRole('button', { name: 'History' })).toBeNull();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Create New Permission' })).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit permission VIEW users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity permission-1\./)).toBeVisible();
  },
};
