import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { ConsoleStory, refuseOtherCalls, withSession } from '../stories/ConsoleStory';
import { RESET_TEXT } from './ResetDialog';

const validLink = [
  http.get('/api/reset/:recoveryId/:messageId', () => HttpResponse.json({ success: true, result: { username: 'standard' } })),
  http.post('/api/reset/:recoveryId/:messageId', () => HttpResponse.json({ success: true, message: 'Password reset.' })),
  refuseOtherCalls,
];

const meta = {
  title: 'Console/Password Reset',
  component: ConsoleStory,
  args: { path: '/reset/rec-123/msg-456' },
  parameters: { layout: 'fullscreen', msw: { handlers: validLink } },
  beforeEach: withSession(null),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: whose password it resets, the new password and its confirmation. */
export const Form: Story = {
  play: async () => {
    await expect(await screen.findByText('standard')).toBeVisible();
    await expect(screen.getByLabelText('New Password')).toBeVisible();
    await expect(screen.getByLabelText('Confirm Password')).toBeVisible();
  },
};

/** After the reset: the confirmed message and the Login link. */
export const Confirmed: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('New Password'), 'Better@2027');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Better@2027');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expect(await screen.findByRole('status')).toHaveTextContent(RESET_TEXT.confirmed);
    await expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** A link the server does not know (used or expired). */
export const Invalid: Story = {
  args: { path: '/reset/rec-used/msg-used' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/reset/:recoveryId/:messageId', () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })),
        refuseOtherCalls,
      ],
    },
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXT.invalid);
  },
};
