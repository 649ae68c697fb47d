import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { adminHandlers, errorHandlers, loadingHandlers } from '../../stories/adminHandlers';
import { ADMIN_FULL_PERMISSIONS, NARROW_PERMISSIONS } from '../../testing/adminFixtures';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Admin/Roles',
  component: ConsoleStory,
  args: { path: '/roles' },
  parameters: pageParameters(...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Roles' }));

/** Sorted by name, descending, by default. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('ROLE_ADMIN')).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Empty: Story = {
  parameters: answeredBy(...adminHandlers({ roles: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...loadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Roles' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...errorHandlers),
  play: async () => {
    await expect(await screen.findByText('The role list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

export const NarrowRole: Story = {
  beforeEach: withSession(ADMIN_USER, NARROW_PERMISSIONS),
  play: async () => {
    await (await table()).findByText('ROLE_ADMIN');
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

export const FormValidation: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = await screen.findByRole('form', { name: 'Create New Role' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.roleName);
    await expect(toast).toHaveTextContent(MESSAGES.roleIdentifier);
  },
};

/** Once saved, the identifier is read-only. */
export const EditIdentifierReadOnly: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit role Administrator' }));
    const form = await screen.findByRole('form', { name: 'Edit Role Administrator' });
    await expect(within(form).getByLabelText('Identifier')).toHaveAttribute('readonly');
  },
};
