// A labelled checkbox: the native input inside its <label>, so a click on the text toggles it
// and assistive technology reads the label. Controlled (`checked`) or not (`defaultChecked`).
import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { FieldHint } from '../../internal/fieldParts';
import { Box, Wrapper } from './Checkbox.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> {
  /** The checkbox's label. */
  label: ReactNode;
  /** Checked state (controlled). */
  checked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
  /** What the choice means, under the checkbox; the checkbox is described by it. */
  hint?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked, onChange, hideLabel = false, hint, disabled = false, className, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Checkbox');
  const hintId = useId();
  const box = (
    <Wrapper className={hint ? undefined : className} $disabled={disabled}>
      <Box
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        aria-describedby={hint ? hintId : undefined}
        {...rest}
      />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Wrapper>
  );
  if (!hint) return box;
  return (
    <div className={className}>
      {box}
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
});
