import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { withDraft } from '../../stories/draftStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { ONE_ACCOUNT_REFERENCE_LISTS, ORDER_FULL_PERMISSIONS, ORDER_NO_PERMISSIONS } from '../../testing/orderFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { orderHandlers } from './orderHandlers';

const meta = {
  title: 'Console/Orders/Place New Order',
  component: ConsoleStory,
  args: { path: '/orders/new' },
  parameters: pageParameters(...orderHandlers()),
  beforeEach: withSession(ADMIN_USER, ORDER_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Form = ReturnType<typeof within>;

const form = async (): Promise<Form> => within(await screen.findByRole('form', { name: 'Place New Order' }));

async function choose(scope: Form, label: string, option: string) {
  await userEvent.click(scope.getByLabelText(label, { selector: 'input' }));
  // The pickers' options come with the reference lists the form asks for when it opens.
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

/** Fills every field but the items (and the minutes): a STAT delivery to ICU Bay 1 of North ICU. */
async function fill(scope: Form) {
  await choose(scope, 'Account', 'North ICU (1001)');
  await userEvent.type(scope.getByLabelText('Deliver To'), 'Nurse Joy');
  await choose(scope, 'Delivery Location', 'ICU Bay 1');
  await choose(scope, 'Type', 'STAT');
  await choose(scope, 'Nature', 'DELIVERY');
}

async function addItem(scope: Form, model: string | null, quantity: string) {
  if (model) await choose(scope, 'Item Model', model);
  const field = scope.getByLabelText('Quantity');
  await userEvent.clear(field);
  if (quantity) await userEvent.type(field, quantity);
  await userEvent.click(scope.getByRole('button', { name: 'Add Item' }));
}

const save = (scope: Form) => userEvent.click(scope.getByRole('button', { name: 'Save' }));
const validationToast = () => screen.findByRole('alert');
/** The alert (of several: a field over its limit says so too) that carries `text`. */
const toastWith = async (text: string) => (await screen.findAllByText(text, { exact: false })).find((el) => el.closest('[role="alert"]'))!;

/** The empty form at /orders/new; the minutes field shows until a type other than CUSTOM is chosen. */
export const Empty: Story = {
  play: async () => {
    const scope = await form();
    await expect(scope.getByRole('heading', { level: 1, name: 'Place New Order' })).toBeVisible();
    await expect(scope.getByLabelText('Completion Minutes')).toBeVisible();
    await expect(scope.getByText('No items added yet.')).toBeVisible();
    await expect(scope.queryByRole('button', { name: 'History' })).toBeNull();
  },
};

/** Nothing filled: every required field's message and the items' in one Validation Error toast. */
export const RequiredFields: Story = {
  play: async () => {
    const scope = await form();
    await save(scope);
    const toast = await validationToast();
    for (const message of [MESSAGES.orderAccountRequired, MESSAGES.orderDeliverTo, MESSAGES.orderDeliveryLocationRequired, MESSAGES.orderTypeRequired, MESSAGES.orderNatureRequired, MESSAGES.orderItemRequired]) {
      await expect(toast).toHaveTextContent(message);
    }
  },
};

/** Cancel on a changed form asks first: "Discard changes?", focus on Keep editing, both answers by keyboard. */
export const DiscardChangesAsked: Story = {
  play: async () => {
    const scope = await form();
    await userEvent.type(scope.getByLabelText('Deliver To'), 'Nurse Joy');
    await userEvent.click(scope.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    await expect(dialog.getByText(/Your changes to “Place New Order” are not saved/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  },
};

/** A draft kept before a reload is offered back; nothing is put in until the user chooses. */
export const DraftOffered: Story = {
  beforeEach: withDraft(ADMIN_USER.username, 'order', { deliverTo: 'Nurse Joy', remarks: 'Two pumps for bay 3' }),
  play: async () => {
    const scope = await form();
    await expect(scope.getByText('Restore your unsaved order?')).toBeVisible();
    await expect(scope.getByLabelText('Deliver To')).toHaveValue('');
    await expect(scope.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};

/** Restore puts the draft into the form. */
export const DraftRestored: Story = {
  beforeEach: withDraft(ADMIN_USER.username, 'order', { deliverTo: 'Nurse Joy', remarks: 'Two pumps for bay 3' }),
  play: async () => {
    const scope = await form();
    await userEvent.click(scope.getByRole('button', { name: 'Restore' }));
    await expect(scope.getByLabelText('Deliver To')).toHaveValue('Nurse Joy');
    await expect(scope.getByLabelText('Remarks')).toHaveValue('Two pumps for bay 3');
    await expect(scope.queryByText('Restore your unsaved order?')).toBeNull();
  },
};

/** A user with one account finds it chosen. */
export const OneAccountChosen: Story = {
  parameters: answeredBy(...orderHandlers({ lists: ONE_ACCOUNT_REFERENCE_LISTS })),
  play: async () => {
    const scope = await form();
    await waitFor(() => expect(scope.getByText('North ICU (1001)')).toBeVisible());
  },
};

/** The delivery location lists only the account's; another account clears it. */
export const LocationsOfTheAccount: Story = {
  play: async () => {
    const scope = await form();
    await choose(scope, 'Account', 'North Surgery (1002)');
    await userEvent.click(scope.getByLabelText('Delivery Location', { selector: 'input' }));
    await expect(await screen.findByRole('option', { name: 'Theatre 4' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'ICU Bay 1' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Theatre 4' }));
    await choose(scope, 'Account', 'North ICU (1001)');
    await expect(scope.queryByText('Theatre 4')).toBeNull();
  },
};

/** STAT and STANDARD hide the minutes; a change of type puts them back to 0. */
export const MinutesByType: Story = {
  play: async () => {
    const scope = await form();
    await choose(scope, 'Type', 'CUSTOM');
    await userEvent.clear(scope.getByLabelText('Completion Minutes'));
    await userEvent.type(scope.getByLabelText('Completion Minutes'), '30');
    await expect(scope.getByLabelText('Completion Minutes')).toHaveValue(30);
    await choose(scope, 'Type', 'STAT');
    await expect(scope.queryByLabelText('Completion Minutes')).toBeNull();
    await choose(scope, 'Type', 'CUSTOM');
    await expect(scope.getByLabelText('Completion Minutes')).toHaveValue(0);
  },
};

/** CUSTOM with no minutes: 'positive non zero integer'. */
export const CustomMinutesRequired: Story = {
  play: async () => {
    const scope = await form();
    await fill(scope);
    await choose(scope, 'Type', 'CUSTOM');
    await addItem(scope, 'PUMP-1 — Infusion pump', '1');
    await save(scope);
    await expect(await validationToast()).toHaveTextContent(MESSAGES.completionMinutesPositive);
  },
};

/** CUSTOM with 3 minutes: 'must be minimum 5'. */
export const CustomMinutesMinimum: Story = {
  play: async () => {
    const scope = await form();
    await fill(scope);
    await choose(scope, 'Type', 'CUSTOM');
    const minutes = scope.getByLabelText('Completion Minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '3');
    await addItem(scope, 'PUMP-1 — Infusion pump', '1');
    await save(scope);
    await expect(await validationToast()).toHaveTextContent('Completion minutes value must be minimum 5.');
  },
};

/** Deliver To holds at most 100 characters. */
export const DeliverToTooLong: Story = {
  play: async () => {
    const scope = await form();
    await fill(scope);
    await userEvent.type(scope.getByLabelText('Deliver To'), 'x'.repeat(95));
    // Said as it is typed, and nothing typed is cut.
    await expect(scope.getByLabelText('Deliver To')).toHaveAccessibleDescription(/Up to 100 characters: 4 too many\./);
    await expect(scope.getByLabelText('Deliver To')).toHaveValue(`Nurse Joy${'x'.repeat(95)}`);
    await addItem(scope, 'PUMP-1 — Infusion pump', '1');
    await save(scope);
    await expect(await toastWith(MESSAGES.orderDeliverTo)).toBeVisible();
  },
};

/** An item needs a model and a quantity of at least 1. */
export const ItemRules: Story = {
  play: async () => {
    const scope = await form();
    await addItem(scope, null, '1');
    await expect(await validationToast()).toHaveTextContent(MESSAGES.orderItemModel);
    await addItem(scope, 'BED-9 — Hospital bed', '0');
    await expect(await screen.findByText(MESSAGES.orderItemQuantity)).toBeVisible();
    await expect(scope.getByText('No items added yet.')).toBeVisible();
  },
};

/** Without items the order is refused with the spec's message. */
export const NoItems: Story = {
  play: async () => {
    const scope = await form();
    await fill(scope);
    await save(scope);
    const toast = await validationToast();
    await expect(toast).toHaveTextContent(MESSAGES.orderItemRequired);
  },
};

/** Items added and one removed again; the table lists what the order will carry. */
export const Items: Story = {
  play: async () => {
    const scope = await form();
    await addItem(scope, 'PUMP-1 — Infusion pump', '2');
    await choose(scope, 'Item Model', 'BED-9 — Hospital bed');
    await userEvent.type(scope.getByLabelText('Item Serial No'), 'SN-1002');
    await userEvent.click(scope.getByRole('button', { name: 'Add Item' }));
    const items = within(scope.getByRole('table', { name: 'Order items' }));
    await expect(items.getByText('SN-1002')).toBeVisible();
    await userEvent.click(items.getByRole('button', { name: 'Remove item PUMP-1 — Infusion pump' }));
    await expect(items.getAllByRole('row')).toHaveLength(2);
  },
};

/** A valid order is placed: the success toast, and back to /orders. */
export const Placed: Story = {
  play: async () => {
    const scope = await form();
    await fill(scope);
    await addItem(scope, 'PUMP-1 — Infusion pump', '2');
    await save(scope);
    await expect(await screen.findByText('Order created successfully.')).toBeVisible();
    await expect(await screen.findByRole('table', { name: 'Orders' })).toBeVisible();
  },
};

/** The server refuses (a location removed meanwhile): its message shows and the form stays filled. */
export const ServerRefusal: Story = {
  parameters: answeredBy(...orderHandlers({ saveFailure: MESSAGES.orderLocationOtherAccount })),
  play: async () => {
    const scope = await form();
    await fill(scope);
    await addItem(scope, 'PUMP-1 — Infusion pump', '2');
    await save(scope);
    await expect(await screen.findByText(MESSAGES.orderLocationOtherAccount)).toBeVisible();
    await expect(scope.getByLabelText('Deliver To')).toHaveValue('Nurse Joy');
  },
};

/** An assigned order opens read-only and says why. */
export const AssignedReadOnly: Story = {
  args: { path: '/orders' },
  play: async () => {
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order SO1000002' }));
    const scope = within(await screen.findByRole('form', { name: 'Edit Order SO1000002' }));
    await expect(scope.getByText('Order SO1000002 is ASSIGNED: only an unassigned order can be edited.')).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(scope.queryByRole('button', { name: 'Add Item' })).toBeNull();
  },
};

/** An unassigned order opens with its values, ready to edit. */
export const EditUnassigned: Story = {
  args: { path: '/orders' },
  play: async () => {
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order SO1000001' }));
    const scope = within(await screen.findByRole('form', { name: 'Edit Order SO1000001' }));
    await expect(scope.getByLabelText('Deliver To')).toHaveValue('Nurse Joy');
    await expect(scope.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const NoPermission: Story = {
  beforeEach: withSession(ADMIN_USER, ORDER_NO_PERMISSIONS),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};

/** An order's form offers its History in the audit log; a new order has none. */
export const EditHistory: Story = {
  args: { path: '/orders' },
  play: async () => {
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order SO1000001' }));
    const scope = within(await screen.findByRole('form', { name: 'Edit Order SO1000001' }));
    await userEvent.click(scope.getByRole('button', { name: 'History' }));
    await expect(await screen.findByText(/The history of entity o-1\./)).toBeVisible();
  },
};
