import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { siteErrorHandlers, siteHandlers, siteLoadingHandlers, TAKEN } from '../../stories/facilityHandlers';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';
import { SITE_FULL_PERMISSIONS, SITE_READONLY_PERMISSIONS } from '../../testing/facilityFixtures';

const meta = {
  title: 'Console/Facilities/Contracts',
  component: ConsoleStory,
  args: { path: '/contracts' },
  parameters: pageParameters(...siteHandlers()),
  beforeEach: withSession(ADMIN_USER, SITE_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Contracts' }));

export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('5001')).toBeVisible();
    await expect(rows.getByText('South Clinic')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...siteHandlers({ contracts: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { parameters: answeredBy(...siteLoadingHandlers) };

export const LoadError: Story = {
  parameters: answeredBy(...siteErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The contract list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(CAREGIVER_USER, CAREGIVER_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, SITE_READONLY_PERMISSIONS),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit contract 5001' }));
    await expect(within(await screen.findByRole('form', { name: 'Edit Contract 5001' })).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Letters in the number: the spec's message. */
export const BadNumber: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = await screen.findByRole('form', { name: 'Create New Contract' });
    await userEvent.type(within(form).getByLabelText('Contract No'), '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contractNo);
  },
};

/** /contracts/{id} of a contract the searched page does not show: loaded with GET contracts/{id}. */
export const DeepLinkOffPage: Story = {
  args: { path: '/contracts/c-2?search=5001' },
  play: async () => {
    await expect(await screen.findByRole('form', { name: 'Edit Contract 5002' })).toBeVisible();
    await expect((await table()).queryByText('5002')).toBeNull();
  },
};

/** /contracts/{id} opens that contract's form; a number in use is refused. */
export const DeepLinkTakenNumber: Story = {
  args: { path: '/contracts/c-1' },
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Edit Contract 5001' });
    const number = within(form).getByLabelText('Contract No');
    await userEvent.clear(number);
    await userEvent.type(number, TAKEN.contractNo);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contractExists);
  },
};
