import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox, Select, TextField, UiProvider } from '@equipdesk/ui';
import { roleFormSchema } from '@equipdesk/api-client/contract';
import { useSchemaForm } from './schemaForm';

const TYPES = [
  { value: 'A', label: 'Type A' },
  { value: 'B', label: 'Type B' },
];

/** A form over the role schema (name and identifier up to its limits), with a picker and a checkbox beside. */
function RoleLikeForm({ name = '' }: { name?: string }) {
  const form = useSchemaForm(roleFormSchema, { name, identifier: '', type: 'A' as string | null, requireMfa: false });
  return (
    <>
      <TextField label="Name" {...form.text('name')} />
      <TextField label="Identifier" {...form.limitedText('identifier')} />
      <Select label="Type" options={TYPES} {...form.choice('type')} />
      <Checkbox label="Require multi-factor sign-in" {...form.checkbox('requireMfa')} />
      <output aria-label="State">{JSON.stringify({ ...form.values, dirty: form.dirty })}</output>
    </>
  );
}

const state = () => page.getByRole('status', { name: 'State' });

describe('useSchemaForm', () => {
  it("gives each field its value, change and the schema's limit, in one state piece that knows it changed", async () => {
    await render(<RoleLikeForm name="Nurse" />, { wrapper: UiProvider });
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveValue('Nurse');
    await expect.element(page.getByLabelText('Identifier')).toHaveAccessibleDescription('At most 100 characters.');
    await expect.element(state()).toHaveTextContent('"dirty":false');

    await page.getByLabelText('Name', { exact: true }).fill('x'.repeat(101));
    await expect.element(page.getByText('Up to 100 characters: 1 too many.')).toBeVisible();
    await page.getByLabelText('Require multi-factor sign-in').click();
    await page.getByLabelText('Type').click();
    await page.getByRole('option', { name: 'Type B' }).click();
    await expect.element(state()).toHaveTextContent(`{"name":"${'x'.repeat(101)}","identifier":"","type":"B","requireMfa":true,"dirty":true}`);

    await page.getByLabelText('Name', { exact: true }).fill('Nurse');
    await page.getByLabelText('Require multi-factor sign-in').click();
    await page.getByLabelText('Type').click();
    await page.getByRole('option', { name: 'Type A' }).click();
    await expect.element(state()).toHaveTextContent('"dirty":false');
  });
});
