/**
 * "Reset multi-factor sign-in" in a user's row for an administrator (a lost phone and lost recovery codes): a confirm,
 * then the server clears the user's TOTP secret and recovery codes and ends their sessions (the list beside refreshes).
 */
import { useState } from 'react';
import { Button, ConfirmDialog, useToast } from '@equipdesk/ui';
import { useApiClient, useSessions } from '@equipdesk/api-client/react';

export interface MfaResetProps {
  userId: string;
  /** The user's name, in the question. */
  name: string;
}

export function MfaReset({ userId, name }: MfaResetProps) {
  const client = useApiClient();
  const toast = useToast();
  // The same list as the sessions beside: the reset ended them, so it is read again.
  const { mutate: refreshSessions } = useSessions(userId);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    try {
      const answer = await client.resetUserMfa(userId);
      toast.show({ type: 'success', message: answer.message });
      await refreshSessions();
    } catch (err) {
      toast.show({ type: 'danger', message: err instanceof Error && err.message ? err.message : 'The request failed. Please try again.' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        Reset multi-factor sign-in
      </Button>
      <ConfirmDialog
        open={asking}
        title="Reset multi-factor sign-in?"
        message={`${name}'s authenticator and recovery codes stop working and every session of theirs is signed out. They sign in with their password alone and set multi-factor sign-in up again.`}
        confirmLabel="Reset multi-factor sign-in"
        tone="danger"
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
