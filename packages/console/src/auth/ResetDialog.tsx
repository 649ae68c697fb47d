/**
 * The password reset dialog of spec 1 §2: the form for a valid link, then the confirmed message
 * with a Login link. Validation messages appear under the fields and as 'Validation Error' toasts.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal, useToast } from '@equipdesk/ui';
import { MESSAGES, VALIDATION_TOAST_MS, resetPasswordSchema } from '@equipdesk/api-client/contract';
import type { ActionResponse } from '@equipdesk/api-client/contract';
import { LOGIN_PATH } from '../routes';
import { distinctMessages, fieldErrors } from './formErrors';
import type { FieldErrors } from './formErrors';
import { Actions, ErrorMessage, Form, InfoMessage } from './AuthCard.styles';
import { PasswordField } from './PasswordField';
import { useFormValues } from '../listing/formValues';

export const RESET_TEXT = {
  checking: 'Checking your reset link…',
  invalid: 'This password reset link is invalid or has expired. Please request a new one from the login page.',
  confirmed: 'Your password has been reset. You can now sign in with your new password.',
  failed: 'The password could not be reset. Please try again.',
} as const;

const LoginLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export type ResetCheck = { state: 'checking' } | { state: 'invalid' } | { state: 'valid'; username: string };

export interface ResetDialogProps {
  /** What the link check found. */
  check: ResetCheck;
  /** POST reset with the new password. */
  onReset: (password: string) => Promise<ActionResponse>;
  /** Start on the confirmed message (stories). @default false */
  initiallyConfirmed?: boolean;
}

type Field = 'password' | 'confirmation';

export function ResetDialog({ check, onReset, initiallyConfirmed = false }: ResetDialogProps) {
  const { show } = useToast();
  const { values, set } = useFormValues({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(initiallyConfirmed);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      for (const message of distinctMessages(parsed.error)) {
        show({ title: MESSAGES.validationErrorTitle, message, type: 'danger', durationMs: VALIDATION_TOAST_MS });
      }
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await onReset(parsed.data.password);
      if (!response.success) throw new Error(response.message || RESET_TEXT.failed);
      setConfirmed(true);
    } catch (error) {
      // Spec 1 §8: a reset failure shows the server's message as a toast.
      show({ message: error instanceof Error && error.message ? error.message : RESET_TEXT.failed, type: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (confirmed) {
    body = (
      <Form as="div">
        <InfoMessage role="status">{RESET_TEXT.confirmed}</InfoMessage>
        <Actions>
          <LoginLink to={LOGIN_PATH}>Login</LoginLink>
        </Actions>
      </Form>
    );
  } else if (check.state === 'checking') {
    body = <InfoMessage aria-live="polite">{RESET_TEXT.checking}</InfoMessage>;
  } else if (check.state === 'invalid') {
    body = (
      <Form as="div">
        <ErrorMessage role="alert">{RESET_TEXT.invalid}</ErrorMessage>
        <Actions>
          <LoginLink to={LOGIN_PATH}>Login</LoginLink>
        </Actions>
      </Form>
    );
  } else {
    body = (
      <Form noValidate onSubmit={submit}>
        <InfoMessage>
          Choose a new password for <strong>{check.username}</strong>.
        </InfoMessage>
        <PasswordField
          label="New Password"
          name="password"
          purpose="new"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          hint={MESSAGES.passwordHint}
          error={errors.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmation"
          purpose="new"
          value={values.confirmation}
          onChange={(e) => set('confirmation', e.target.value)}
          error={errors.confirmation}
        />
        <Actions>
          <LoginLink to={LOGIN_PATH}>Return to Login</LoginLink>
          <Button type="submit" variant="primary" busy={busy}>
            Reset Password
          </Button>
        </Actions>
      </Form>
    );
  }

  return (
    <Modal open onClose={() => undefined} title="Reset Password" dismissable={false} size="sm">
      {body}
    </Modal>
  );
}
