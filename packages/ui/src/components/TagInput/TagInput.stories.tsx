import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput } from './TagInput';

const RFID_MESSAGE = 'RFID value must be exactly 24 characters.';
const rfid = (tag: string) => (tag.length === 24 ? undefined : RFID_MESSAGE);
const TAG_A = 'E28011606000020A1B2C3D4E';
const TAG_B = 'E28011606000020A1B2C3D4F';

const meta = {
  title: 'UI/TagInput',
  tags: ['autodocs'],
  component: TagInput,
  args: { label: 'RFID Tags', onValueChange: fn(), validateTag: rfid, placeholder: 'Scan or type, then Enter' },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing a value and Enter adds it as a tag. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'RFID Tags' });
    await userEvent.type(box, `${TAG_A}{Enter}`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([TAG_A]);
    await expect(canvas.getByRole('button', { name: `Remove ${TAG_A}` })).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/** Two tags already there; each can be removed with its button. */
export const WithTags: Story = {
  args: { defaultValue: [TAG_A, TAG_B] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Added RFID Tags' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${TAG_B}` }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'RFID Tags' })).toHaveFocus();
  },
};

/** A tag of the wrong length stays, marked, with the message under the box. */
export const InvalidTag: Story = {
  args: { defaultValue: [TAG_A, 'SHORT-TAG'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RFID_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'RFID Tags' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A message about the field as a whole (from the form). */
export const WithError: Story = { args: { error: 'At most 20 RFID values.' } };

/** With help text under the box. */
export const WithHint: Story = { args: { hint: 'Each RFID value is exactly 24 characters.' } };

export const Disabled: Story = { args: { defaultValue: [TAG_A], disabled: true } };

/** Controlled by a parent that keeps the list. */
export const Controlled: Story = {
  render: function Render(args) {
    const [tags, setTags] = useState<string[]>([TAG_A]);
    return (
      <>
        <TagInput {...args} value={tags} onValueChange={setTags} />
        <p>{`${tags.length} tag(s)`}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'RFID Tags' }), `${TAG_B},`);
    await expect(canvas.getByText('2 tag(s)')).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText('1 tag(s)')).toBeVisible();
  },
};
