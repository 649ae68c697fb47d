/**
 * What a COMPLETED or PARTIAL order shows (spec 3 §2.8, §4, details permission): the signature (who signed and
 * the image), the fulfilment details (the items delivered or removed) and the notes.
 */
import styled from 'styled-components';
import { Alert, Button, Modal, SimpleTable } from '@equipdesk/ui';
import { useOrderCompletion, useOrderSignature } from '@equipdesk/api-client/react';
import type { Order } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../listing';

const List = styled.dl`
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const SignatureImage = styled.img`
  display: block;
  max-width: 100%;
  min-height: 60px;
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

type ShownOrder = Pick<Order, 'externalId' | 'orderNumber'>;

interface ModalProps<T> {
  /** The order shown; null closes the modal. */
  order: T | null;
  onClose(): void;
}

const closeButton = (onClose: () => void) => (
  <Button variant="secondary" onClick={onClose}>
    Close
  </Button>
);

/**
 * A signature as an image source: a data URL of an image as sent, or bare base64 read as PNG. Anything else (a
 * link, a script) is not shown.
 */
export function signatureSource(signature: string | null): string | null {
  if (!signature) return null;
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/.test(signature)) return signature;
  return /^[A-Za-z0-9+/=\s]+$/.test(signature) ? `data:image/png;base64,${signature.replace(/\s/g, '')}` : null;
}

export function OrderSignatureModal({ order, onClose }: ModalProps<ShownOrder>) {
  const { data, error, isLoading } = useOrderSignature(order?.externalId ?? null);
  const source = signatureSource(data?.signature ?? null);
  return (
    <Modal open={order !== null} onClose={onClose} title={`Signature of order ${order?.orderNumber ?? ''}`} size="sm" footer={closeButton(onClose)}>
      {error ? (
        <Alert tone="danger">{error.message}</Alert>
      ) : isLoading || !data ? (
        <p role="status">Loading the signature…</p>
      ) : (
        <List>
          <dt>Signed By</dt>
          <dd>{data.contact || '—'}</dd>
          <dt>Signature</dt>
          <dd>{source ? <SignatureImage src={source} alt={`Signature of ${data.contact || 'the contact'}`} /> : 'No signature was captured for this order.'}</dd>
        </List>
      )}
    </Modal>
  );
}

export function OrderFulfilmentModal({ order, onClose }: ModalProps<ShownOrder & Pick<Order, 'nature'>>) {
  const { data, error, isLoading } = useOrderCompletion(order?.externalId ?? null);
  const what = order?.nature === 'REMOVAL' ? 'Removed' : 'Delivered';
  return (
    <Modal open={order !== null} onClose={onClose} title={`Fulfilment details of order ${order?.orderNumber ?? ''}`} footer={closeButton(onClose)}>
      {error ? (
        <Alert tone="danger">{error.message}</Alert>
      ) : isLoading || !data ? (
        <p role="status">Loading the fulfilment details…</p>
      ) : data.length === 0 ? (
        <p>{`No ${what.toLowerCase()} items were recorded for this order.`}</p>
      ) : (
        <SimpleTable aria-label={`${what} items`}>
          <caption>{`${what} items`}</caption>
          <thead>
            <tr>
              <th scope="col">Serial No</th>
              <th scope="col">Model</th>
              <th scope="col">Description</th>
              <th scope="col">{what} On</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item, i) => (
              <tr key={`${item.serialNumber}-${i}`}>
                <td>{item.serialNumber}</td>
                <td>{item.modelCode}</td>
                <td>{item.modelDescription ?? ''}</td>
                <td>{formatDateTime(item.associatedOn)}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Modal>
  );
}

export function OrderNotesModal({ order, onClose }: ModalProps<ShownOrder & Pick<Order, 'remarks' | 'deliveryNotes'>>) {
  return (
    <Modal open={order !== null} onClose={onClose} title={`Notes of order ${order?.orderNumber ?? ''}`} size="sm" footer={closeButton(onClose)}>
      <List>
        <dt>Remarks</dt>
        <dd>{order?.remarks || '—'}</dd>
        <dt>Delivery Notes</dt>
        <dd>{order?.deliveryNotes || '—'}</dd>
      </List>
    </Modal>
  );
}
