// EquipDesk's button: the four looks the console uses, a busy state for pending saves, and
// `type="button"` by default so no button submits a form by accident.
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What the button means. @default 'primary' */
  variant?: ButtonVariant;
  /** Control height and padding. @default 'md' */
  size?: ButtonSize;
  /** Work in progress: shows a spinner, sets `aria-busy` and disables the button. @default false */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', busy = false, type = 'button', disabled, children, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Button');
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner aria-hidden="true" data-testid="button-spinner" />}
      {children}
    </StyledButton>
  );
});
