import { createRef, useState } from 'react';
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

  it('keeps a value typed past maxLength and says how long it may be, as the user types', async () => {
    function Controlled() {
      const [value, setValue] = useState('a'.repeat(99));
      return <TextField label="Name" value={value} onChange={(e) => setValue(e.target.value)} maxLength={100} />;
    }
    await render(<Controlled />, { wrapper: UiProvider });
    const input = page.getByLabelText('Name');
    await userEvent.type(input, 'b');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(input, 'cd');
    await expect.element(input).toHaveValue(`${'a'.repeat(99)}bcd`);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Up to 100 characters: 2 too many.');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Up to 100 characters: 2 too many.');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('says so for a pasted value too, uncontrolled', async () => {
    await render(<TextField label="Serial Number" maxLength={10} hint="As on the label." />, { wrapper: UiProvider });
    const input = page.getByLabelText('Serial Number');
    await input.fill('SN-0123456789');
    await expect.element(input).toHaveValue('SN-0123456789');
    await expect.element(input).toHaveAccessibleDescription('As on the label. Up to 10 characters: 3 too many.');
  });
});
