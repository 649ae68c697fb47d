// A labelled text input. The label is always a real <label> (hidden visually on request, never
// dropped), and an error is tied to the input with aria-invalid and aria-describedby so screen
// readers announce it with the field. A value longer than `maxLength` is never cut in silence:
// what was typed or pasted stays in view and the field says how long it may be.
import { forwardRef, useId, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel } from '../../internal/fieldParts';
import { Field, Input } from './TextField.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The field's name as users read it; rendered as a <label>. */
  label: ReactNode;
  /** A validation message; marks the input invalid and describes it. */
  error?: string;
  /** Help shown under the input and read with it. */
  hint?: string;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
  /**
   * The most characters the value may have. Longer input is kept as typed (nothing is cut), marked invalid and
   * described with "Up to N characters: M too many." as the user types. @default undefined (no limit)
   */
  maxLength?: number;
}

/** The message of a value over its limit. */
const tooLongMessage = (maxLength: number, length: number) => `Up to ${maxLength} characters: ${length - maxLength} too many.`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel = false, maxLength, id, className, 'aria-describedby': describedBy, onChange, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('TextField');
  const generatedId = useId();
  const inputId = id ?? `textfield-${generatedId}`;
  // The length of an uncontrolled field's value, as typed; a controlled one's comes from `value`.
  const [typedLength, setTypedLength] = useState(() => String(rest.defaultValue ?? '').length);
  const length = rest.value !== undefined && rest.value !== null ? String(rest.value).length : typedLength;
  const tooLong = maxLength !== undefined && length > maxLength ? tooLongMessage(maxLength, length) : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const tooLongId = tooLong ? `${inputId}-length` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, tooLongId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error || tooLong);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setTypedLength(event.target.value.length);
  };

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input
        ref={ref}
        id={inputId}
        $invalid={invalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByIds}
        onChange={change}
        {...rest}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {tooLong && (
        <FieldError id={tooLongId} role="alert">
          {tooLong}
        </FieldError>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
});
