import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { UiProvider } from '@equipdesk/ui';
import { ApiError } from '@equipdesk/api-client';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { ActionResponse } from '@equipdesk/api-client/contract';
import { RESET_TEXT, ResetDialog } from './ResetDialog';
import type { ResetCheck } from './ResetDialog';

function inRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/reset/:recoveryId/:messageId', element },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/reset/r-1/m-1'] },
  );
  return { router, ui: <RouterProvider router={router} /> };
}

async function setup(check: ResetCheck, onReset = vi.fn(async (): Promise<ActionResponse> => ({ success: true, message: 'OK' }))) {
  const { router, ui } = inRouter(<ResetDialog check={check} onReset={onReset} />);
  await render(ui, { wrapper: UiProvider });
  return { router, onReset };
}

describe('ResetDialog', () => {
  it('names the user of the link and resets, then shows the confirmation with a Login link', async () => {
    const { router, onReset } = await setup({ state: 'valid', username: 'standard' });
    await expect.element(page.getByText('standard')).toBeVisible();
    await page.getByLabelText('New Password').fill('Better@2027');
    await page.getByLabelText('Confirm Password').fill('Better@2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(RESET_TEXT.confirmed);
    expect(onReset).toHaveBeenCalledWith('Better@2027');
    await page.getByRole('link', { name: 'Login' }).click();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows validation messages under the fields and as Validation Error toasts', async () => {
    const { onReset } = await setup({ state: 'valid', username: 'standard' });
    await page.getByLabelText('New Password').fill('short');
    await page.getByLabelText('Confirm Password').fill('other');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.element(page.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.newPasswordMin),
    );
    await expect.element(page.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.confirmationMismatch),
    );
    await expect.element(page.getByText(MESSAGES.validationErrorTitle).first()).toBeVisible();
    expect(page.getByText(MESSAGES.confirmationMismatch).all().length).toBeGreaterThanOrEqual(2);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('keeps the form and shows the server message as a toast when the reset fails', async () => {
    await setup(
      { state: 'valid', username: 'standard' },
      vi.fn(async (): Promise<ActionResponse> => {
        throw new ApiError(404, 'This reset link has already been used.');
      }),
    );
    await page.getByLabelText('New Password').fill('Better@2027');
    await page.getByLabelText('Confirm Password').fill('Better@2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.element(page.getByText('This reset link has already been used.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('says so clearly when the link is invalid', async () => {
    await setup({ state: 'invalid' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(RESET_TEXT.invalid);
    expect(page.getByLabelText('New Password').query()).toBeNull();
    await expect.element(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
