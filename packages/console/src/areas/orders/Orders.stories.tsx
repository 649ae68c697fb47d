import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { withDraft } from '../../stories/draftStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { ORDER_CAREGIVER_PERMISSIONS, ORDER_FULL_PERMISSIONS, ORDER_NO_PERMISSIONS, ORDER_READONLY_PERMISSIONS } from '../../testing/orderFixtures';
import { ADMIN_USER, CAREGIVER_USER } from '../../testing/fixtures';
import { orderErrorHandlers, orderHandlers, orderLoadingHandlers } from './orderHandlers';

const meta = {
  title: 'Console/Orders/Orders',
  component: ConsoleStory,
  args: { path: '/orders' },
  parameters: pageParameters(...orderHandlers()),
  beforeEach: withSession(ADMIN_USER, ORDER_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen.findByRole('table', { name: 'Orders' }));

/** Opens an order's actions menu and chooses an item. */
async function choose(orderNumber: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Order actions for order ${orderNumber}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/**
 * The ACTIVE orders, newest first, with the spec's columns; the overridden order is flagged with a label of its
 * own, and each order's menu offers what its status allows.
 */
export const Default: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SO1000001')).toBeVisible();
    for (const header of ['Account', 'Order No', 'Type', 'Nature', 'Created Time', 'Promised Time', 'Location', 'Contact Person', 'Order Status', 'Items', 'Assigned To', 'Assigned By', 'Overridden', 'Actions']) {
      await expect(rows.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    // The inactive order is not listed by default (status ACTIVE).
    await expect(rows.queryByText('SO1000006')).toBeNull();
    await expect(screen.getByText('Status: ACTIVE')).toBeVisible();
    const overridden = rows.getByRole('img', { name: 'Overridden' });
    await expect(overridden.closest('[role="row"]')).toHaveTextContent('SO1000003');
    await expect(rows.getAllByRole('img', { name: 'Overridden' })).toHaveLength(1);
    await expect(rows.getAllByText('PUMP-1 × 2').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Order actions for order SO1000001' }));
    await expect(await screen.findByRole('menuitem', { name: 'Assign…' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Complete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Order actions for order SO1000002' }));
    for (const item of ['Complete', 'Cancel Order', 'Reject']) await expect(await screen.findByRole('menuitem', { name: item })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Order actions for order SO1000003' }));
    for (const item of ['Signature', 'Fulfilment Details', 'Notes']) await expect(await screen.findByRole('menuitem', { name: item })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // A cancelled order has nothing more to do.
    await expect(screen.queryByRole('button', { name: 'Order actions for order SO1000005' })).toBeNull();
    // An administrator is not a caregiver: no entity actions.
    await expect(screen.queryByRole('button', { name: 'Deactivate order SO1000001' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Edit order SO1000001' })).toBeVisible();
  },
};

/** The caregiver (the seed's grants): entity actions, Cancel, and no assign, complete or reject. */
export const Caregiver: Story = {
  beforeEach: withSession(CAREGIVER_USER, ORDER_CAREGIVER_PERMISSIONS),
  play: async () => {
    await table();
    await expect(await screen.findByRole('button', { name: 'Deactivate order SO1000001' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Delete order SO1000001' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Order actions for order SO1000001' })).toBeNull();
    await choose('SO1000002', 'Cancel Order');
    await expect(await screen.findByRole('dialog', { name: 'Cancel order SO1000002' })).toBeVisible();
  },
};

/** Every status: the inactive order shows with its warning label, and may be activated by a caregiver. */
export const AllStatuses: Story = {
  args: { path: '/orders?statuses=ACTIVE&statuses=INACTIVE&statuses=REMOVED' },
  beforeEach: withSession(CAREGIVER_USER, ORDER_CAREGIVER_PERMISSIONS),
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SO1000006')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Activate order SO1000006' })).toBeVisible();
  },
};

/** The filter panel: facility, account, order status, order type and status. */
export const Filters: Story = {
  args: { path: '/orders?orderStatuses=COMPLETED' },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('SO1000003')).toBeVisible();
    await expect(rows.queryByText('SO1000001')).toBeNull();
    await expect(screen.getByText('Order Status: COMPLETED')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    for (const label of ['Status', 'Facility', 'Account', 'Order Status', 'Order Type']) await expect(screen.getByLabelText(label, { selector: 'input' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answeredBy(...orderHandlers({ orders: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: answeredBy(...orderLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: answeredBy(...orderErrorHandlers),
  play: async () => {
    await expect(await screen.findByText('The order list could not be loaded.')).toBeVisible();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, ORDER_NO_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** VIEW and DETAILS: no Add or Export, no assign or complete; a completed order's details still show. */
export const ReadOnly: Story = {
  beforeEach: withSession(ADMIN_USER, ORDER_READONLY_PERMISSIONS),
  play: async () => {
    await table();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Order actions for order SO1000001' })).toBeNull();
    await choose('SO1000003', 'Notes');
    await expect(await screen.findByRole('dialog', { name: 'Notes of order SO1000003' })).toBeVisible();
  },
};

/** Place New Order inline, on top of the list. */
export const PlaceNewOrderInline: Story = {
  play: async () => {
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = within(await screen.findByRole('form', { name: 'Place New Order' }));
    await expect(form.getByLabelText('Deliver To')).toBeVisible();
  },
};

/** The assign form: Assign with no user gives the spec's message; with one, the toast names the new status. */
export const Assign: Story = {
  play: async () => {
    await table();
    await choose('SO1000001', 'Assign…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign order SO1000001' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.assignUserRequired);
    await userEvent.click(dialog.getByLabelText('User', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tess Tech (tess@equipdesk.example)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await screen.findByText('Order SO1000001 is now ASSIGNED.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign order SO1000001' })).toBeNull());
  },
};

/** Another dispatcher assigned the order first: the server's 409 message is shown. */
export const AssignConflict: Story = {
  parameters: answeredBy(...orderHandlers({ actionConflict: 'Order SO1000001 has already been assigned to Omar Ops. Reload to see it.' })),
  play: async () => {
    await table();
    await choose('SO1000001', 'Assign…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign order SO1000001' }));
    await userEvent.click(dialog.getByLabelText('User', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tess Tech (tess@equipdesk.example)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await screen.findByText('Order SO1000001 has already been assigned to Omar Ops. Reload to see it.')).toBeVisible();
  },
};

/** Complete asks first; confirmed, the toast names the new status. */
export const Complete: Story = {
  play: async () => {
    await table();
    await choose('SO1000002', 'Complete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete order SO1000002' }));
    await expect(dialog.getByText('Are you sure you want to complete order SO1000002? It becomes COMPLETED.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Complete Order' }));
    await expect(await screen.findByText('Order SO1000002 is now COMPLETED.')).toBeVisible();
  },
};

/** Cancel asks first, with Keep Order to step back. */
export const CancelOrder: Story = {
  play: async () => {
    await table();
    await choose('SO1000002', 'Cancel Order');
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order SO1000002' }));
    await expect(dialog.getByText('Are you sure you want to cancel order SO1000002? It becomes CANCELLED.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    await expect(await screen.findByText('Order SO1000002 is now CANCELLED.')).toBeVisible();
  },
};

/** Reject asks first; Keep Order closes the dialog and changes nothing. */
export const Reject: Story = {
  play: async () => {
    await table();
    await choose('SO1000002', 'Reject');
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject order SO1000002' }));
    await expect(dialog.getByText('Are you sure you want to reject order SO1000002? It becomes REJECTED.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject order SO1000002' })).toBeNull());
    await choose('SO1000002', 'Reject');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reject order SO1000002' })).getByRole('button', { name: 'Reject Order' }));
    await expect(await screen.findByText('Order SO1000002 is now REJECTED.')).toBeVisible();
  },
};

/** The order moved on meanwhile: the server's 409 says what it has become. */
export const CompleteRefused: Story = {
  parameters: answeredBy(...orderHandlers({ actionConflict: 'Order SO1000002 is CANCELLED: only an ASSIGNED order can be completed.' })),
  play: async () => {
    await table();
    await choose('SO1000002', 'Complete');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Complete order SO1000002' })).getByRole('button', { name: 'Complete Order' }));
    await expect(await screen.findByText('Order SO1000002 is CANCELLED: only an ASSIGNED order can be completed.')).toBeVisible();
  },
};

/** A new order's draft kept before a reload: the list offers it, and Restore opens Place New Order with it. */
export const DraftOfferedOnList: Story = {
  beforeEach: withDraft(ADMIN_USER.username, 'order', { deliverTo: 'Nurse Joy' }),
  play: async () => {
    await expect(await screen.findByText('Restore your unsaved order?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const form = within(await screen.findByRole('form', { name: 'Place New Order' }));
    await waitFor(() => expect(form.getByLabelText('Deliver To')).toHaveValue('Nurse Joy'));
    await expect(screen.queryByText('Restore your unsaved order?')).toBeNull();
  },
};
