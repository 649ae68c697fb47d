import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SSO_MESSAGES } from '@equipdesk/api-client/contract';
import { http, HttpResponse } from 'msw';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { adminHandlers, errorHandlers, loadingHandlers } from '../../stories/adminHandlers';
import { ADMIN_FULL_PERMISSIONS, NARROW_PERMISSIONS } from '../../testing/adminFixtures';
import { ADMIN_USER, CAREGIVER_PERMISSIONS, CAREGIVER_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Admin/Enterprises',
  component: ConsoleStory,
  args: { path: '/enterprises' },
  parameters: pageParameters(...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Enterprises' }));

/** The ACTIVE enterprises (the default status filter, shown as a chip), 100 a page. */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Northwind Health')).toBeVisible();
    await expect(rows.queryByText('Old Mill Clinic')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Remove filter Status: ACTIVE' })).toBeVisible();
    await expect(screen.getByLabelText('Page size')).toHaveTextContent('100');
  },
};

/** Every status chosen in the filter: INACTIVE and REMOVED rows marked, a deleted enterprise can be activated. */
export const EveryStatus: Story = {
  args: { path: '/enterprises?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('Old Mill Clinic')).toBeVisible();
    const removed = rows.getByRole('row', { name: 'enterprise Old Mill Clinic' });
    await expect(removed).toHaveAttribute('data-status', 'REMOVED');
    await expect(within(removed).getByRole('button', { name: /^Activate enterprise/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...adminHandlers({ enterprises: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...loadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Enterprises' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...errorHandlers),
  play: async () => {
    await expect(await screen.findByText('The enterprise list could not be loaded.')).toBeVisible();
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
    await (await table()).findByText('Northwind Health');
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

/** Add New opens the inline row; an empty name is refused with the spec's message. */
export const FormValidation: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = await screen.findByRole('form', { name: 'Create New Enterprise' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.enterpriseName);
  },
};

/** The pen expands the row's details form. */
export const EditExpanded: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit enterprise Northwind Health' }));
    const form = await screen.findByRole('form', { name: 'Edit Enterprise Northwind Health' });
    await expect(within(form).getByLabelText('Name')).toHaveValue('Northwind Health');
    await expect(within(form).getByLabelText('UUID')).toHaveAttribute('readonly');
  },
};

/** Password sign-in switched off: the hint says what it means, and the save sends it. */
export const PasswordSignInOff: Story = {
  parameters: pageParameters(
    http.post('/api/enterprises/:id', async ({ request }) => {
      const body = (await request.json()) as { passwordSignIn?: boolean };
      if (body.passwordSignIn !== false) return HttpResponse.json({ success: false, message: 'Expected passwordSignIn false.' }, { status: 400 });
      return HttpResponse.json({ success: true, message: 'Enterprise saved.', result: { ...body } });
    }),
    ...adminHandlers(),
  ),
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit enterprise Northwind Health' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Enterprise Northwind Health' }));
    const box = form.getByRole('checkbox', { name: 'Password sign-in' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).toHaveAccessibleDescription(/sign in only through its single sign-on provider/);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Enterprise Northwind Health' })).toBeNull());
  },
};

/** The server refuses it for an enterprise no single sign-on provider serves: its words under the form. */
export const PasswordSignInRefused: Story = {
  parameters: pageParameters(
    http.post('/api/enterprises/:id', () =>
      HttpResponse.json(
        { success: false, message: SSO_MESSAGES.passwordSignInNoProvider, errors: [{ field: 'passwordSignIn', message: SSO_MESSAGES.passwordSignInNoProvider }] },
        { status: 400 },
      ),
    ),
    ...adminHandlers(),
  ),
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit enterprise Northwind Health' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Enterprise Northwind Health' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Password sign-in' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(SSO_MESSAGES.passwordSignInNoProvider)).toBeVisible();
    await expect(screen.getByRole('form', { name: 'Edit Enterprise Northwind Health' })).toBeVisible();
  },
};
