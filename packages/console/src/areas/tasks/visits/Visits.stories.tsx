import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../../stories/listingStory';
import { VISIT_FULL_PERMISSIONS, VISIT_NO_PERMISSIONS, VISIT_READONLY_PERMISSIONS } from '../../../testing/visitFixtures';
import { ADMIN_USER } from '../../../testing/fixtures';
import { visitErrorHandlers, visitHandlers, visitLoadingHandlers } from './visitHandlers';

const meta = {
  title: 'Console/Tasks/Manage Visits',
  component: ConsoleStory,
  args: { path: '/visits' },
  parameters: pageParameters(...visitHandlers()),
  beforeEach: withSession(ADMIN_USER, VISIT_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Manage Visits' }));

/** The ACTIVE and INACTIVE visits, newest first, with the spec's columns and each row's View Tasks and entity actions. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('ICU weekly round')).toBeVisible();
    for (const header of ['Account', 'Visit Name', 'User', 'Locations', 'Frequency', 'Start Time', 'End Time', 'Actions']) {
      await expect(rows.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    await expect(within(rows.getByRole('row', { name: 'visit ICU weekly round' })).getByText('ICU Bay 1, ICU Bay 2')).toBeVisible();
    await expect(rows.getAllByText('Tess Tech').length).toBeGreaterThan(0);
    // ACTIVE and INACTIVE by default (the spec names no default): the inactive visit is listed, marked as such;
    // removed visits are not.
    await expect(rows.getByText('Paused monthly round').closest('[role="row"]')).toHaveAttribute('data-status', 'INACTIVE');
    await expect(rows.queryByText('Old yearly round')).toBeNull();
    await expect(screen.getByText('Status: ACTIVE')).toBeVisible();
    await expect(screen.getByText('Status: INACTIVE')).toBeVisible();
    for (const action of ['View tasks of', 'Edit', 'Deactivate', 'Delete']) await expect(rows.getByRole('button', { name: `${action} visit ICU weekly round` })).toBeVisible();
    // A ONE_TIME visit has no end.
    const oneTime = rows.getByText('Theatre check').closest('[role="row"]');
    await expect(oneTime).toHaveTextContent('ONE_TIME');
  },
};

/** Every status: the inactive visit shows with its label and may be activated, the removed one in red. */
export const AllStatuses: Story = {
  args: { path: '/visits?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Paused monthly round')).toBeVisible();
    await expect(rows.getByText('Old yearly round')).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Activate visit Paused monthly round' })).toBeVisible();
  },
};

/** The filter panel: status, facility, account, user and location. */
export const Filters: Story = {
  args: { path: '/visits?accounts=a-s1' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('South ward quarterly')).toBeVisible();
    await expect(rows.queryByText('ICU weekly round')).toBeNull();
    await expect(await screen.findByText('Account: South Wards (2001)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const label of ['Status', 'Facility', 'Account', 'User', 'Location']) await expect(screen.getByLabelText(label, { selector: 'input' })).toBeVisible();
  },
};

/** The filter by user: Sam's visit only. */
export const FilteredByUser: Story = {
  args: { path: '/visits?users=u-sam' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Theatre check')).toBeVisible();
    await expect(rows.queryByText('ICU weekly round')).toBeNull();
    await expect(await screen.findByText('User: Sam Service')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...visitHandlers({ visits: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...visitLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Manage Visits' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...visitErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The visit list could not be loaded.')).toBeVisible();
  },
};

/** Without VIEW on visits: the spec's 'You do not have privilege'. */
export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, VISIT_NO_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
    await expect(screen.queryByRole('table', { name: 'Manage Visits' })).toBeNull();
  },
};

/** VIEW and DETAILS: no Add, Export or entity actions; the tasks and the read-only form still open. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, VISIT_READONLY_PERMISSIONS),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('ICU weekly round')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await expect(rows.queryByRole('button', { name: 'Deactivate visit ICU weekly round' })).toBeNull();
    await userEvent.click(rows.getByRole('button', { name: 'View tasks of visit ICU weekly round' }));
    await expect(await screen.findByRole('dialog', { name: 'Tasks of visit ICU weekly round' })).toBeVisible();
  },
};
