import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input with a real <label> and passes input props through', async () => {
    const onChange = vi.fn();
    await render(<TextField label="Username" name="username" onChange={onChange} autoComplete="username" />, {
      wrapper: UiProvider,
    });
    const input = page.getByLabelText('Username');
    await expect.element(input).toHaveAttribute('name', 'username');
    await expect.element(input).toHaveAttribute('autocomplete', 'username');
    const label = document.querySelector('label');
    expect(label?.tagName).toBe('LABEL');
    await userEvent.type(input, 'admin');
    await expect.element(input).toHaveValue('admin');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('is valid and undescribed without an error or hint', async () => {
    await render(<TextField label="Username" />, { wrapper: UiProvider });
    const input = page.getByLabelText('Username');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error with aria-invalid and describes the input with hint and error', async () => {
    await render(<TextField label="Password" hint="At least 8 characters." error="Password is required." />, {
      wrapper: UiProvider,
    });
    const input = page.getByLabelText('Password');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('At least 8 characters. Password is required.');
    await expect.element(page.getByText('Password is required.')).toBeVisible();
  });

  it('keeps the caller’s aria-describedby', async () => {
    await render(
      <>
        <p id="extra">Shown at login.</p>
        <TextField label="Username" aria-describedby="extra" error="Required" />
      </>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByLabelText('Username')).toHaveAccessibleDescription('Shown at login. Required');
  });

  it('hides the label visually but keeps the accessible name', async () => {
    await render(<TextField label="Search" hideLabel />, { wrapper: UiProvider });
    await expect.element(page.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    const label = document.querySelector('label');
    expect(label?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('uses the given id and forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<TextField label="Email" id="email" ref={ref} />, { wrapper: UiProvider });
    expect(ref.current?.id).toBe('email');
    await expect.element(page.getByLabelText('Email')).toHaveAttribute('id', 'email');
  });
});
