import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { TagInput } from './TagInput';

const MESSAGE = 'RFID value must be exactly 24 characters.';
const rfid = (tag: string) => (tag.length === 24 ? undefined : MESSAGE);
const A = 'E28011606000020A1B2C3D4E';
const B = 'E28011606000020A1B2C3D4F';

describe('TagInput', () => {
  it('adds a tag on Enter and on a comma, never submitting the form around it', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <TagInput label="RFID Tags" onValueChange={onValueChange} />
      </form>,
      { wrapper: UiProvider },
    );
    const box = page.getByLabelText('RFID Tags', { exact: true });
    await box.fill(A);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([A]);
    await userEvent.keyboard(`${B},`);
    expect(onValueChange).toHaveBeenLastCalledWith([A, B]);
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(box).toHaveValue('');
    await expect.element(page.getByRole('listitem')).toHaveLength(2);
  });

  it('keeps typed text as a tag when Tab moves focus on', async () => {
    const onValueChange = vi.fn();
    await render(
      <>
        <TagInput label="RFID Tags" onValueChange={onValueChange} />
        <button type="button">Next</button>
      </>,
      { wrapper: UiProvider },
    );
    await page.getByLabelText('RFID Tags', { exact: true }).click();
    await userEvent.keyboard(A);
    await userEvent.keyboard('{Tab}');
    expect(onValueChange).toHaveBeenLastCalledWith([A]);
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('removes the last tag with Backspace on the empty box, and any tag by its button or the keyboard', async () => {
    const onValueChange = vi.fn();
    await render(<TagInput label="RFID Tags" defaultValue={[A, B, 'C-TAG']} onValueChange={onValueChange} />, { wrapper: UiProvider });
    await page.getByLabelText('RFID Tags', { exact: true }).click();
    await userEvent.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith([A, B]);
    await page.getByRole('button', { name: `Remove ${A}` }).click();
    expect(onValueChange).toHaveBeenLastCalledWith([B]);
    await expect.element(page.getByLabelText('RFID Tags', { exact: true })).toHaveFocus();
    (page.getByRole('button', { name: `Remove ${B}` }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Delete}');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('flags a tag the validation refuses, keeps it, and describes the box with the message', async () => {
    await render(<TagInput label="RFID Tags" validateTag={rfid} />, { wrapper: UiProvider });
    const box = page.getByLabelText('RFID Tags', { exact: true });
    await box.fill('TOO-SHORT');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listitem')).toHaveTextContent('TOO-SHORT');
    await expect.element(page.getByRole('listitem')).toHaveTextContent(`invalid: ${MESSAGE}`);
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription(MESSAGE);
    await expect.element(page.getByRole('status')).toHaveTextContent(`Added tag TOO-SHORT, ${MESSAGE}`);
    await page.getByRole('button', { name: 'Remove TOO-SHORT' }).click();
    await expect.element(box).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByRole('status')).toHaveTextContent('Removed tag TOO-SHORT');
  });

  it('splits a pasted list and skips a value already there', async () => {
    const onValueChange = vi.fn();
    await render(<TagInput label="RFID Tags" defaultValue={[A]} onValueChange={onValueChange} />, { wrapper: UiProvider });
    await page.getByLabelText('RFID Tags', { exact: true }).click();
    const data = new DataTransfer();
    data.setData('text', `${A}\n${B}; C-TAG`);
    (page.getByLabelText('RFID Tags', { exact: true }).element() as HTMLInputElement).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith([A, B, 'C-TAG']));
    await expect.element(page.getByRole('status')).toHaveTextContent(`${A} is already added`);
  });

  it('works controlled: the parent decides the list', async () => {
    const onValueChange = vi.fn();
    await render(<TagInput label="RFID Tags" value={[A]} onValueChange={onValueChange} />, { wrapper: UiProvider });
    await page.getByLabelText('RFID Tags', { exact: true }).fill(B);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([A, B]);
    // Not accepted by the parent: still one tag shown.
    await expect.element(page.getByRole('listitem')).toHaveLength(1);
  });
});
