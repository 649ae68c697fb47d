// A labelled number input on TextField, handing the caller a number (or null when empty)
// instead of a string, with the native min/max/step the browser enforces and announces.
import { forwardRef } from 'react';
import type { ChangeEvent } from 'react';
import type { TextFieldProps } from '../TextField';
import { StyledNumberField } from './NumberField.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step'> {
  /** The number shown (controlled); null shows an empty field. */
  value?: number | null;
  /** Initial number when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the typed number, or null when the field is empty or not a number. */
  onValueChange?: (value: number | null) => void;
  /** Smallest allowed value. */
  min?: number;
  /** Largest allowed value. */
  max?: number;
  /** Step of the arrows and of valid values. @default 1 */
  step?: number | 'any';
}

export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { value, defaultValue, onValueChange, onChange, step = 1, inputMode, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('NumberField');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const raw = event.currentTarget.value;
    const parsed = raw.trim() === '' ? null : Number(raw);
    onValueChange?.(parsed === null || Number.isNaN(parsed) ? null : parsed);
  };
  return (
    <StyledNumberField
      ref={ref}
      type="number"
      step={step}
      inputMode={inputMode ?? (step === 1 ? 'numeric' : 'decimal')}
      value={value === undefined ? undefined : (value ?? '')}
      defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? '')}
      onChange={handleChange}
      {...rest}
    />
  );
});
