// Asks before a state change (remove, activate, deactivate, order actions). Focus starts on
// Cancel so a stray Enter never confirms; while the change is pending the dialog cannot be
// dismissed and the confirm button shows it is busy.
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Actions, Message } from './ConfirmDialog.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading and accessible name. */
  title: ReactNode;
  /** The question, read as the dialog's description. */
  message: ReactNode;
  /** Text of the confirming button. @default 'Confirm' */
  confirmLabel?: string;
  /** Text of the cancelling button. @default 'Cancel' */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called on Cancel, Escape or the close button (not while busy). */
  onCancel: () => void;
  /** The confirmed change is pending: buttons disabled, confirm shows a spinner. @default false */
  busy?: boolean;
  /** 'danger' for destructive changes (red confirm button). @default 'primary' */
  tone?: 'primary' | 'danger';
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('ConfirmDialog');
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="sm"
      dismissable={!busy}
      showCloseButton={false}
      initialFocusRef={cancelRef}
      aria-describedby={messageId}
      footer={
        <Actions>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Modal>
  );
}
