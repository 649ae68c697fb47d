// An on/off switch: a native checkbox with role="switch" under a drawn track, so keyboard,
// forms and screen readers get the real control. The state is also written out (On/Off) unless
// the caller hides it, since the knob's side and colour alone are not a signal everyone sees.
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Input, StateText, Track, Wrapper } from './Toggle.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked' | 'role'> {
  /** The switch's label. */
  label: ReactNode;
  /** On (controlled). */
  checked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
  /** Words written beside the switch for its two states; `null` writes nothing. @default ['On', 'Off'] */
  stateLabels?: [on: string, off: string] | null;
}

export const Toggle = forwardRef<HTMLInputElement, ToggleProps>(function Toggle(
  { label, checked, onChange, hideLabel = false, stateLabels = ['On', 'Off'], disabled = false, className, defaultChecked, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Toggle');
  const on = checked ?? defaultChecked ?? false;
  return (
    <Wrapper className={className} $disabled={disabled}>
      <Input
        ref={ref}
        type="checkbox"
        role="switch"
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        {...rest}
      />
      <Track aria-hidden="true" />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      {stateLabels && checked !== undefined && <StateText aria-hidden="true">{on ? stateLabels[0] : stateLabels[1]}</StateText>}
    </Wrapper>
  );
});
