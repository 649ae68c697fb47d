import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MFA_MESSAGES } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { pageParameters } from '../../stories/listingStory';
import { adminHandlers } from '../../stories/adminHandlers';
import { mfaHandlers, STORY_CODE, STORY_RECOVERY_CODES, STORY_SECRET } from '../../stories/securityHandlers';
import { ADMIN_FULL_PERMISSIONS } from '../../testing/adminFixtures';
import { ADMIN_USER } from '../../testing/fixtures';
import { session } from '../../session/store';

const meta = {
  title: 'Console/Admin/Profile/Multi-factor',
  component: ConsoleStory,
  args: { path: '/profile' },
  parameters: pageParameters(...mfaHandlers(), ...adminHandlers()),
  beforeEach: withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async () => within((await screen.findByRole('heading', { name: 'Multi-factor sign-in' })).closest('section')!);

/** Off: one button to set it up. */
export const Off: Story = {
  play: async () => {
    const mfa = await section();
    await expect(await mfa.findByRole('button', { name: 'Set up multi-factor sign-in' })).toBeVisible();
  },
};

/** The password, then the QR code and the secret; a wrong code is refused with the contract's words. */
export const Scanning: Story = {
  play: async () => {
    const mfa = await section();
    await userEvent.click(await mfa.findByRole('button', { name: 'Set up multi-factor sign-in' }));
    await userEvent.click(mfa.getByRole('button', { name: 'Continue' }));
    await expect(await mfa.findByText(MFA_MESSAGES.passwordRequired)).toBeVisible();
    await userEvent.type(mfa.getByLabelText('Current password'), 'Demo@2026');
    await userEvent.click(mfa.getByRole('button', { name: 'Continue' }));
    await expect(await mfa.findByRole('img', { name: 'QR code of the multi-factor secret' })).toBeVisible();
    await expect(mfa.getByText(STORY_SECRET)).toBeVisible();
    await userEvent.type(mfa.getByLabelText('Code from your app'), '000000');
    await userEvent.click(mfa.getByRole('button', { name: 'Turn on' }));
    await expect(await mfa.findByText(MFA_MESSAGES.codeWrong)).toBeVisible();
  },
};

/** Confirmed: the ten recovery codes, shown this once. */
export const RecoveryCodes: Story = {
  play: async (context) => {
    await Scanning.play!(context);
    const mfa = await section();
    const field = mfa.getByLabelText('Code from your app');
    await userEvent.clear(field);
    await userEvent.type(field, STORY_CODE);
    await userEvent.click(mfa.getByRole('button', { name: 'Turn on' }));
    const list = await mfa.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(STORY_RECOVERY_CODES);
  },
};

/** On: the recovery codes left, and turning it off with a code. */
export const On: Story = {
  parameters: pageParameters(...mfaHandlers({ enabled: true, recoveryCodesLeft: 7 }), ...adminHandlers()),
  play: async () => {
    const mfa = await section();
    await expect(await mfa.findByText(/7 recovery codes left/)).toBeVisible();
    await userEvent.type(mfa.getByLabelText('Code to turn it off'), STORY_CODE);
    await userEvent.click(mfa.getByRole('button', { name: 'Turn off' }));
    await expect(await mfa.findByText(MFA_MESSAGES.disabled)).toBeVisible();
  },
};

/** Required by the role: on, and it cannot be turned off. */
export const RequiredByRole: Story = {
  parameters: pageParameters(...mfaHandlers({ enabled: true, required: true, recoveryCodesLeft: 10 }), ...adminHandlers()),
  play: async () => {
    const mfa = await section();
    await expect(await mfa.findByText(MFA_MESSAGES.requiredByRole)).toBeVisible();
    await expect(mfa.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

/** A user of an OpenID provider: the provider asks for the second factor. */
export const ProviderUser: Story = {
  parameters: pageParameters(...mfaHandlers({ provider: true }), ...adminHandlers()),
  play: async () => {
    const mfa = await section();
    await expect(await mfa.findByText(MFA_MESSAGES.providerUser)).toBeVisible();
  },
};

/** A session whose role requires it and has not set it up: the console shows only the set-up, whatever the address. */
export const EnrolmentRequired: Story = {
  args: { path: '/users' },
  parameters: pageParameters(...mfaHandlers({ required: true }), ...adminHandlers()),
  beforeEach: () => {
    const end = withSession(ADMIN_USER, ADMIN_FULL_PERMISSIONS)();
    session.mfaEnrolment = true;
    return end;
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Set up multi-factor sign-in' })).toBeVisible();
    await expect(await screen.findByText(MFA_MESSAGES.enrolmentRequired)).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
  },
};
