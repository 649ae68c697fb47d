// A labelled text input. The label is always a real <label> (hidden visually on request, never
// dropped), and an error is tied to the input with aria-invalid and aria-describedby so screen
// readers announce it with the field.
import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel } from '../../internal/fieldParts';
import { Field, Input } from './TextField.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The field's name as users read it; rendered as a <label>. */
  label: ReactNode;
  /** A validation message; marks the input invalid and describes it. */
  error?: string;
  /** Help shown under the input and read with it. */
  hint?: string;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel = false, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `textfield-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...rest}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
});
