/**
 * The console's one password input (sign-in, forgotten and reset password, change password, profile, MFA, a user's
 * password): a TextField that hides what is typed and tells password managers whether the password is the user's
 * own (`current`: fill it in) or one being chosen (`new`: offer to generate and save it).
 */
import { forwardRef } from 'react';
import { TextField } from '@equipdesk/ui';
import type { TextFieldProps } from '@equipdesk/ui';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** The user's own password, or a new one being chosen (and its confirmation). @default 'current' */
  purpose?: 'current' | 'new';
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ purpose = 'current', ...rest }, ref) {
  return <TextField ref={ref} type="password" autoComplete={`${purpose}-password`} {...rest} />;
});
