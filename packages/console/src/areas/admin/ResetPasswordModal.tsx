/** An administrator sets a user's new password (POST users/{id}/reset), with the policy of spec 1 §5. */
import { Button, Modal, useToast } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { SUCCESS_TOAST_MS, VALIDATION_TOAST_MS, resetPasswordSchema } from '@equipdesk/api-client/contract';
import type { User } from '@equipdesk/api-client/contract';
import { useFormSubmit, useSchemaForm } from '../../listing';
import { PasswordField } from '../../auth/PasswordField';

export interface ResetPasswordModalProps {
  user: Pick<User, 'externalId' | 'name'> | null;
  onClose(): void;
}

export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const client = useApiClient();
  const toast = useToast();
  const form = useSchemaForm(resetPasswordSchema, { password: '', confirmation: '' });

  const close = () => {
    form.update({ password: '', confirmation: '' });
    onClose();
  };

  const { submit, busy } = useFormSubmit({
    schema: resetPasswordSchema,
    // Every failure here is a danger toast, field errors included: the schema has already checked the policy.
    save: async (form) => {
      let message: string;
      try {
        const answer = await client.resetUserPassword(user?.externalId ?? '', { password: form.password });
        if (answer.success) {
          toast.show({ type: 'success', message: answer.message || 'Password reset.', durationMs: SUCCESS_TOAST_MS });
          return { ok: true, result: undefined };
        }
        message = answer.message || 'Password reset failed.';
      } catch (error) {
        message = error instanceof Error ? error.message : 'Password reset failed.';
      }
      toast.show({ type: 'danger', message, durationMs: VALIDATION_TOAST_MS });
      return { ok: false, message };
    },
    onSaved: close,
  });

  return (
    <Modal
      open={user !== null}
      onClose={close}
      title="Reset Password"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="reset-user-password" busy={busy}>
            Reset Password
          </Button>
        </>
      }
    >
      <form
        id="reset-user-password"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (user) void submit(form.values);
        }}
      >
        <p>Set a new password for {user?.name}.</p>
        <PasswordField label="New password" purpose="new" {...form.text('password')} />
        <PasswordField
          label="Confirm password"
          purpose="new"
          {...form.text('confirmation')}
          maxLength={form.text('password').maxLength}
        />
      </form>
    </Modal>
  );
}
