// A labelled box of tags (RFID values, codes): type or scan a value and press Enter, a comma or
// Tab to add it; Backspace on the empty box removes the last tag; each tag has its own remove
// button. `validateTag` flags a tag the caller refuses (kept and marked, never dropped, so what
// was scanned is not lost) with its message tied to the tag and the box. Changes are announced
// through a polite live region.
import { forwardRef, useId, useRef } from 'react';
import type { FocusEvent, InputHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { CloseIcon, DangerIcon } from '../../internal/icons';
import { FieldError, FieldHint, FieldLabel } from '../../internal/fieldParts';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Box, Field, Input, RemoveButton, Tag, TagList } from './TagInput.styles';
import { useTagInput } from './useTagInput';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface TagInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** The field's name as users read it; rendered as a <label> of the text box and names the tag list. */
  label: ReactNode;
  /** The tags (controlled). */
  value?: string[];
  /** The first tags when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the whole new list whenever a tag is added or removed. */
  onValueChange?: (tags: string[]) => void;
  /** Called with each tag: a message marks the tag invalid and is shown under the box. @default none */
  validateTag?: (tag: string) => string | undefined;
  /** Accept the same value twice. @default false */
  allowDuplicates?: boolean;
  /** A message about the field as a whole; marks the box invalid. */
  error?: string;
  /** Help shown under the box and read with it. */
  hint?: string;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
  /** Accessible name of the list of tags; not the label itself, which names the text box alone. @default `Added <label>` */
  listLabel?: string;
  /** Accessible name of a tag's remove button. @default (tag) => `Remove ${tag}` */
  removeLabel?: (tag: string) => string;
}

export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    label,
    value,
    defaultValue,
    onValueChange,
    validateTag,
    allowDuplicates,
    error,
    hint,
    hideLabel = false,
    removeLabel = (tag) => `Remove ${tag}`,
    listLabel,
    id,
    className,
    disabled,
    onKeyDown,
    onPaste,
    onBlur,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('TagInput');
  const state = useTagInput({ value, defaultValue, onValueChange, validateTag, allowDuplicates });
  const generatedId = useId();
  const inputId = id ?? `taginput-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const tagErrors = [...new Set(state.errors.filter((message): message is string => message !== undefined))];
  const errorTexts = [...(error ? [error] : []), ...tagErrors];
  const errorId = errorTexts.length > 0 ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const removeAt = (index: number) => {
    state.remove(index);
    // The button goes away with its tag: give focus back to the box rather than to the page.
    inputRef.current?.focus();
  };

  const focusBox = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) inputRef.current?.focus();
  };

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Box $invalid={errorTexts.length > 0} $disabled={Boolean(disabled)} onClick={focusBox}>
        {state.tags.length > 0 && (
          <TagList aria-label={listLabel ?? (typeof label === 'string' ? `Added ${label}` : 'Added tags')}>
            {state.tags.map((tag, index) => {
              const problem = state.errors[index];
              return (
                <Tag key={`${tag}-${index}`} $invalid={problem !== undefined}>
                  {problem !== undefined && <DangerIcon aria-hidden="true" />}
                  <span title={tag}>{tag}</span>
                  {problem !== undefined && <VisuallyHidden>{`, invalid: ${problem}`}</VisuallyHidden>}
                  <RemoveButton
                    type="button"
                    aria-label={removeLabel(tag)}
                    disabled={disabled}
                    onClick={() => removeAt(index)}
                    onKeyDown={(event) => {
                      if (event.key === 'Backspace' || event.key === 'Delete') {
                        event.preventDefault();
                        removeAt(index);
                      }
                    }}
                  >
                    <CloseIcon aria-hidden="true" />
                  </RemoveButton>
                </Tag>
              );
            })}
          </TagList>
        )}
        <Input
          ref={setRefs}
          id={inputId}
          value={state.draft}
          disabled={disabled}
          aria-invalid={errorTexts.length > 0 ? true : undefined}
          aria-describedby={describedByIds}
          onChange={(event) => state.setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (!event.defaultPrevented) state.onKeyDown(event);
          }}
          onPaste={(event) => {
            onPaste?.(event);
            if (!event.defaultPrevented) state.onPaste(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            onBlur?.(event);
            // Leaving the box keeps what was typed as a tag instead of dropping it.
            state.commit();
          }}
          {...rest}
        />
      </Box>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {errorId && (
        <FieldError id={errorId}>
          {errorTexts.map((text) => (
            <span key={text}>
              {text}
              <br />
            </span>
          ))}
        </FieldError>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {state.announcement}
      </VisuallyHidden>
    </Field>
  );
});
