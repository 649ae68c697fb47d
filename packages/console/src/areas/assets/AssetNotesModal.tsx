/** The asset's notes and customer asset number (spec 3 §2.3 "view notes"). */
import styled from 'styled-components';
import { Button, Modal } from '@equipdesk/ui';
import { useItem } from '@equipdesk/api-client/react';
import type { Asset } from '@equipdesk/api-client/contract';

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

/** Whether the row offers View notes: only with notes or a customer asset number (spec 3 §2.3). */
export function hasNotes(asset: Pick<Asset, 'notes' | 'customerAssetNumber'>): boolean {
  return Boolean(asset.notes?.trim() || asset.customerAssetNumber?.trim());
}

export interface AssetNotesModalProps {
  /** The asset whose notes are shown, as its row has it; null closes the modal. */
  asset: Pick<Asset, 'externalId' | 'serialNumber' | 'notes' | 'customerAssetNumber'> | null;
  onClose(): void;
}

export function AssetNotesModal({ asset: row, onClose }: AssetNotesModalProps) {
  // The row may predate a save just made (the list is still being read again): the asset is read afresh, and shown
  // as its row has it until then.
  const { data: current } = useItem<Asset>('assets', row?.externalId ?? null);
  const asset = row && current?.externalId === row.externalId ? current : row;
  return (
    <Modal
      open={asset !== null}
      onClose={onClose}
      title={`Notes of asset ${asset?.serialNumber ?? ''}`}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <List>
        <dt>Customer Asset Number</dt>
        <dd>{asset?.customerAssetNumber || '—'}</dd>
        <dt>Notes</dt>
        <dd>{asset?.notes || '—'}</dd>
      </List>
    </Modal>
  );
}
