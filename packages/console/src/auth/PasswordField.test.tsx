import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useState } from 'react';
import { render } from 'vitest-browser-react';
import { UiProvider } from '@equipdesk/ui';
import { PasswordField } from './PasswordField';

function Fields() {
  const [password, setPassword] = useState('');
  return (
    <>
      <PasswordField label="Password" value={password} onChange={(e) => setPassword(e.target.value)} hint="Your password, to confirm the change." />
      <PasswordField label="New password" purpose="new" defaultValue="" maxLength={10} />
    </>
  );
}

describe('PasswordField', () => {
  it("hides what is typed and names the user's own password by default", async () => {
    await render(<Fields />, { wrapper: UiProvider });
    const field = page.getByLabelText('Password', { exact: true });
    await field.fill('s3cret!pw');
    await expect.element(field).toHaveAttribute('type', 'password');
    await expect.element(field).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(field).toHaveValue('s3cret!pw');
    await expect.element(field).toHaveAccessibleDescription('Your password, to confirm the change.');
  });

  it('asks password managers for a new password, and keeps the TextField limit', async () => {
    await render(<Fields />, { wrapper: UiProvider });
    const field = page.getByLabelText('New password', { exact: true });
    await expect.element(field).toHaveAttribute('autocomplete', 'new-password');
    await field.fill('a-very-long-password');
    await expect.element(page.getByText('Up to 10 characters: 10 too many.')).toBeVisible();
  });
});
