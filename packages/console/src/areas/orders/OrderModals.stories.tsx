import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { ORDER_FULL_PERMISSIONS } from '../../testing/orderFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { orderHandlers, orderReferenceHandlers, slowSignature } from './orderHandlers';

const meta = {
  title: 'Console/Orders/Order modals',
  component: ConsoleStory,
  args: { path: '/orders' },
  parameters: pageParameters(...orderHandlers()),
  beforeEach: withSession(ADMIN_USER, ORDER_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(orderNumber: string, item: string, dialogName: string) {
  await screen.findByRole('table', { name: 'Orders' });
  await userEvent.click(await screen.findByRole('button', { name: `Order actions for order ${orderNumber}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  return within(await screen.findByRole('dialog', { name: dialogName }));
}

/** Who signed and the signature image. */
export const Signature: Story = {
  play: async () => {
    const dialog = await open('SO1000003', 'Signature', 'Signature of order SO1000003');
    await expect(await dialog.findByText('Nurse Joy')).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Signature of Nurse Joy' });
    await expect(image).toBeVisible();
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  },
};

/** A completed order without a captured signature says so. */
export const SignatureNotCaptured: Story = {
  parameters: answeredBy(...orderHandlers({ signature: { signature: null, contact: null } })),
  play: async () => {
    const dialog = await open('SO1000004', 'Signature', 'Signature of order SO1000004');
    await expect(await dialog.findByText('No signature was captured for this order.')).toBeVisible();
  },
};

/** The signature is on its way. */
export const SignatureLoading: Story = {
  parameters: answeredBy(slowSignature, ...orderHandlers()),
  play: async () => {
    const dialog = await open('SO1000003', 'Signature', 'Signature of order SO1000003');
    await expect(dialog.getByText('Loading the signature…')).toBeVisible();
  },
};

/** The items removed by a REMOVAL order, with when. */
export const FulfilmentDetails: Story = {
  play: async () => {
    const dialog = await open('SO1000003', 'Fulfilment Details', 'Fulfilment details of order SO1000003');
    const items = within(await dialog.findByRole('table', { name: 'Removed items' }));
    await expect(items.getByText('SN-1002')).toBeVisible();
    await expect(items.getByText('BED-9')).toBeVisible();
    await expect(items.getAllByRole('row')).toHaveLength(3);
  },
};

/** A DELIVERY order's items read as delivered. */
export const FulfilmentDelivered: Story = {
  play: async () => {
    const dialog = await open('SO1000004', 'Fulfilment Details', 'Fulfilment details of order SO1000004');
    await expect(await dialog.findByRole('table', { name: 'Delivered items' })).toBeVisible();
  },
};

/** The order's remarks and delivery notes. */
export const Notes: Story = {
  play: async () => {
    const dialog = await open('SO1000003', 'Notes', 'Notes of order SO1000003');
    await expect(dialog.getByText('Patient in isolation, gown up.')).toBeVisible();
    await expect(dialog.getByText('Left at the nurses’ station.')).toBeVisible();
  },
};

/** The assign form's picker with the users the server offers. */
export const AssignPicker: Story = {
  parameters: answeredBy(...orderReferenceHandlers(), ...orderHandlers()),
  play: async () => {
    const dialog = await open('SO1000001', 'Assign…', 'Assign order SO1000001');
    await userEvent.click(dialog.getByLabelText('User', { selector: 'input' }));
    await expect(await screen.findByRole('option', { name: 'Omar Ops (omar@equipdesk.example)' })).toBeVisible();
  },
};
