import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { assetHandlers, TAKEN_ASSET } from '../../stories/assetHandlers';
import { ASSET_FULL_PERMISSIONS, ASSETS } from '../../testing/assetFixtures';
import { ADMIN_USER } from '../../testing/fixtures';

const meta = {
  title: 'Console/Assets/Asset form',
  component: ConsoleStory,
  args: { path: '/assets' },
  parameters: pageParameters(...assetHandlers()),
  beforeEach: withSession(ADMIN_USER, ASSET_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TAG = 'E28011606000020A1B2C3DFF';

async function createForm() {
  await screen.findByRole('table', { name: 'Assets' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('form', { name: 'Create New Asset' }));
}

async function editForm(serial: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit asset ${serial}` }));
  return within(await screen.findByRole('form', { name: `Edit Asset ${serial}` }));
}

async function choose(form: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(form.getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The empty create form on top of the list. */
export const Create: Story = {
  play: async () => {
    const form = await createForm();
    await expect(form.getByLabelText('Serial Number')).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'RFID Tags' })).toBeVisible();
  },
};

/** An asset's form filled from its row, contract and location included. */
export const Edit: Story = {
  play: async () => {
    const form = await editForm('SN-1001');
    await expect(form.getByLabelText('Serial Number')).toHaveValue('SN-1001');
    await expect(await form.findByText('5001 (SERVICE)')).toBeVisible();
    await expect(form.getByText('ICU Bay 1')).toBeVisible();
    await expect(form.getByRole('list', { name: 'Added RFID Tags' })).toBeVisible();
  },
};

/** Nothing filled: the three required fields' messages, as one Validation Error toast. */
export const RequiredFields: Story = {
  play: async () => {
    const form = await createForm();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.serialNumber);
    await expect(toast).toHaveTextContent(MESSAGES.assetModelRequired);
    await expect(toast).toHaveTextContent(MESSAGES.assetAccountRequired);
  },
};

/** An RFID value of the wrong length is marked in the box and refused with the spec's message. */
export const InvalidRfid: Story = {
  play: async () => {
    const form = await createForm();
    await userEvent.type(form.getByRole('textbox', { name: 'RFID Tags' }), 'E2801160{Enter}');
    await expect(form.getByText(MESSAGES.rfidLength)).toBeVisible();
    await userEvent.type(form.getByLabelText('Serial Number'), 'SN-9000');
    await choose(form, 'Model', 'PUMP-1 — Infusion pump');
    await choose(form, 'Account', 'North ICU (1001)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rfidLength);
  },
};

/** A serial number and model already used together: GET assets/exists says so. */
export const TakenSerialAndModel: Story = {
  play: async () => {
    const form = await createForm();
    await userEvent.type(form.getByLabelText('Serial Number'), TAKEN_ASSET.serialNumber);
    await choose(form, 'Model', 'BED-9 — Hospital bed');
    await choose(form, 'Account', 'South Wards (2001)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.assetExists);
    await expect(form.getByLabelText('Serial Number')).toHaveValue(TAKEN_ASSET.serialNumber);
  },
};

/** Another model clears the product; the products offered are the model's. */
export const ModelClearsProduct: Story = {
  play: async () => {
    const form = await editForm('SN-1001');
    await expect(await form.findByText('IT-PUMP-A — Pump, adult')).toBeVisible();
    await choose(form, 'Model', 'BED-9 — Hospital bed');
    await expect(form.queryByText('IT-PUMP-A — Pump, adult')).toBeNull();
    await userEvent.click(form.getByLabelText('Product', { selector: 'input' }));
    await expect(await screen.findByRole('option', { name: 'IT-BED-S — Bed, standard' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'IT-PUMP-P — Pump, paediatric' })).toBeNull();
  },
};

/** Another account clears the location; one in another facility clears the contract too. */
export const AccountClearsLocationAndContract: Story = {
  play: async () => {
    const form = await editForm('SN-1001');
    // Same facility (North General): the contract stays, the location goes.
    await choose(form, 'Account', 'North Surgery (1002)');
    await expect(form.queryByText('ICU Bay 1')).toBeNull();
    await expect(await form.findByText('5001 (SERVICE)')).toBeVisible();
    // Another facility (South Clinic): the contract goes too, and South's are offered.
    await choose(form, 'Account', 'South Wards (2001)');
    await expect(form.queryByText('5001 (SERVICE)')).toBeNull();
    await userEvent.click(form.getByLabelText('Contract', { selector: 'input' }));
    await expect(await screen.findByRole('option', { name: '5002 (RENTAL)' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: '5001 (SERVICE)' })).toBeNull();
  },
};

/** A valid new asset saves, with its tags as a list, and the form closes. */
export const Saved: Story = {
  play: async () => {
    const form = await createForm();
    await userEvent.type(form.getByLabelText('Serial Number'), 'SN-9001');
    await choose(form, 'Model', 'PUMP-1 — Infusion pump');
    await choose(form, 'Account', 'North ICU (1001)');
    await userEvent.type(form.getByRole('textbox', { name: 'RFID Tags' }), `${TAG}{Enter}`);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Asset saved.')).toBeVisible();
    await expect(screen.queryByRole('form', { name: 'Create New Asset' })).toBeNull();
  },
};

/** The server refuses the save: its message shows and the form keeps what was typed. */
export const SaveRefused: Story = {
  parameters: answeredBy(...assetHandlers({ saveFailure: 'RFID value E28011606000020A1B2C3DFF is already on another asset.' })),
  play: async () => {
    const form = await createForm();
    await userEvent.type(form.getByLabelText('Serial Number'), 'SN-9002');
    await choose(form, 'Model', 'PUMP-1 — Infusion pump');
    await choose(form, 'Account', 'North ICU (1001)');
    await userEvent.type(form.getByRole('textbox', { name: 'RFID Tags' }), `${TAG}{Enter}`);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('is already on another asset.');
    await expect(form.getByLabelText('Serial Number')).toHaveValue('SN-9002');
    await expect(form.getByRole('button', { name: `Remove ${TAG}` })).toBeVisible();
  },
};

/** An ERP owner outside the user's accounts cannot be kept by this form: it says so before a save clears it. */
export const ErpOwnerOutsideAccounts: Story = {
  parameters: answeredBy(...assetHandlers({ assets: [{ ...ASSETS[0]!, erpOwner: { accountNo: '9001', name: 'Far Away Clinic' } }] })),
  play: async () => {
    const form = await editForm('SN-1001');
    await expect(form.getByText('ERP owner Far Away Clinic (9001) is not among your accounts: saving this form clears it.')).toBeVisible();
  },
};
