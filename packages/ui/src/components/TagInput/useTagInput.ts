// The behaviour of TagInput, apart from its view: the tag list (controlled or not), the text being
// typed, adding on Enter / comma / paste (Tab, and any other way out, adds through the view's
// blur), Backspace on an empty box removing the last tag, per-tag validation and the words
// announced to screen readers.
import { useCallback, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';

export interface TagInputState {
  /** The tags shown, in the order they were added. */
  tags: string[];
  /** The text typed in the box, not yet a tag. */
  draft: string;
  setDraft(draft: string): void;
  /** Adds the draft (or the given text, split on separators) as tags; empty text adds nothing. */
  commit(text?: string): void;
  remove(index: number): void;
  /** The message of each tag `validateTag` refuses, by index. */
  errors: (string | undefined)[];
  /** The latest change in words ("Added tag X"), for a polite live region. */
  announcement: string;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onPaste(event: ClipboardEvent<HTMLInputElement>): void;
}

export interface TagInputOptions {
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (tags: string[]) => void;
  validateTag?: (tag: string) => string | undefined;
  allowDuplicates?: boolean;
}

/** Commas, semicolons and line breaks separate pasted tags; spaces inside a tag are kept. */
const SEPARATORS = /[,;\r\n]+/;

export function useTagInput({ value, defaultValue = [], onValueChange, validateTag, allowDuplicates = false }: TagInputOptions): TagInputState {
  const [inner, setInner] = useState<string[]>(defaultValue);
  const tags = value ?? inner;
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const change = useCallback(
    (next: string[]) => {
      if (value === undefined) setInner(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );

  const commit = useCallback(
    (text: string = draft) => {
      const pieces = text
        .split(SEPARATORS)
        .map((piece) => piece.trim())
        .filter(Boolean);
      setDraft('');
      if (pieces.length === 0) return;
      const next = [...tags];
      const added: string[] = [];
      const repeated: string[] = [];
      for (const piece of pieces) {
        if (!allowDuplicates && next.includes(piece)) repeated.push(piece);
        else {
          next.push(piece);
          added.push(piece);
        }
      }
      if (added.length > 0) change(next);
      const words = [
        ...added.map((tag) => {
          const problem = validateTag?.(tag);
          return problem ? `Added tag ${tag}, ${problem}` : `Added tag ${tag}`;
        }),
        ...repeated.map((tag) => `${tag} is already added`),
      ];
      setAnnouncement(words.join('. '));
    },
    [draft, tags, allowDuplicates, change, validateTag],
  );

  const remove = useCallback(
    (index: number) => {
      const tag = tags[index];
      if (tag === undefined) return;
      change(tags.filter((_, i) => i !== index));
      setAnnouncement(`Removed tag ${tag}`);
    },
    [tags, change],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag instead of submitting the form the box sits in (a scanner ends with Enter).
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags.length - 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!SEPARATORS.test(text)) return;
    event.preventDefault();
    commit(`${draft}${text}`);
  };

  const errors = tags.map((tag) => validateTag?.(tag));
  return { tags, draft, setDraft, commit, remove, errors, announcement, onKeyDown, onPaste };
}
