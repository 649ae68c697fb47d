/**
 * The order's own actions (spec 3 §4): assign (a user picker), and complete, cancel and reject, each behind its own
 * confirmation. Each reports the server's answer as a toast (the new status, or why nothing changed: the order may
 * have moved on meanwhile) and then lets the list read the order again.
 */
import { useState } from 'react';
import { Button, ConfirmDialog, Modal, Select, useToast } from '@equipdesk/ui';
import { useApiClient, useUsersAssignables } from '@equipdesk/api-client/react';
import type { OrderStatusAction } from '@equipdesk/api-client';
import { ORDER_TRANSITIONS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS, assignOrderSchema } from '@equipdesk/api-client/contract';
import type { ActionResponse, Order } from '@equipdesk/api-client/contract';
import { useValidationToast } from '../../listing';

type ActedOrder = Pick<Order, 'externalId' | 'orderNumber'>;

/** Runs an order action with its toasts; resolves true when the order changed. */
function useOrderCall() {
  const toast = useToast();
  return async (call: () => Promise<ActionResponse>): Promise<boolean> => {
    try {
      const answer = await call();
      toast.show({ type: answer.success ? 'success' : 'danger', message: answer.message, durationMs: answer.success ? SUCCESS_TOAST_MS : VALIDATION_TOAST_MS });
      return answer.success;
    } catch (failure) {
      // Spec 3 §8: on failure the server's message is shown.
      toast.show({ type: 'danger', message: failure instanceof Error ? failure.message : 'The order could not be changed.', durationMs: VALIDATION_TOAST_MS });
      return false;
    }
  };
}

const WORDS: Record<OrderStatusAction, { verb: string; tone: 'primary' | 'danger' }> = {
  complete: { verb: 'Complete', tone: 'primary' },
  cancel: { verb: 'Cancel', tone: 'danger' },
  reject: { verb: 'Reject', tone: 'danger' },
};

export interface ConfirmOrderActionProps {
  /** The order acted on; null closes the dialog. */
  order: ActedOrder | null;
  action: OrderStatusAction;
  onClose(): void;
  /** After the server answered (changed or not): the list reads the order again. */
  onDone(): void;
}

export function ConfirmOrderAction({ order, action, onClose, onDone }: ConfirmOrderActionProps) {
  const client = useApiClient();
  const run = useOrderCall();
  const [busy, setBusy] = useState(false);
  const { verb, tone } = WORDS[action];
  const to = ORDER_TRANSITIONS[action].to;
  const confirm = async () => {
    if (!order) return;
    setBusy(true);
    await run(() => client.orderAction(order.externalId, action));
    setBusy(false);
    onClose();
    onDone();
  };
  return (
    <ConfirmDialog
      open={order !== null}
      busy={busy}
      tone={tone}
      title={`${verb} order ${order?.orderNumber ?? ''}`}
      message={`Are you sure you want to ${verb.toLowerCase()} order ${order?.orderNumber ?? ''}? It becomes ${to}.`}
      confirmLabel={`${verb} Order`}
      cancelLabel="Keep Order"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

export interface AssignOrderModalProps {
  order: ActedOrder | null;
  onClose(): void;
  onDone(): void;
}

/** The assign form: a user from GET users/assignables, required with the spec's message. */
export function AssignOrderModal({ order, onClose, onDone }: AssignOrderModalProps) {
  if (!order) return null;
  return <AssignOrderForm key={order.externalId} order={order} onClose={onClose} onDone={onDone} />;
}

function AssignOrderForm({ order, onClose, onDone }: AssignOrderModalProps & { order: ActedOrder }) {
  const client = useApiClient();
  const run = useOrderCall();
  const { validate } = useValidationToast();
  const { data: users, isLoading } = useUsersAssignables();
  const [user, setUser] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = (users ?? []).map((u) => ({ value: u.externalId, label: u.email ? `${u.name} (${u.email})` : u.name }));
  const assign = async () => {
    const form = validate(assignOrderSchema, { user: user ?? '' });
    if (!form) return;
    setBusy(true);
    const changed = await run(() => client.assignOrder(order.externalId, form.user));
    setBusy(false);
    // A user the server does not accept leaves the form open to pick another; any other answer closes it.
    if (changed) onClose();
    onDone();
  };
  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={`Assign order ${order.orderNumber}`}
      size="sm"
      dismissable={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void assign()} busy={busy}>
            Assign
          </Button>
        </>
      }
    >
      <form
        aria-label={`Assign order ${order.orderNumber}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void assign();
        }}
      >
        <Select label="User" options={options} value={user} onChange={setUser} placeholder={isLoading ? 'Loading users…' : 'Select a user'} />
      </form>
    </Modal>
  );
}
