/**
 * Changes History (spec 3 §2.3): the asset's mutations, newest first, from GET
 * assets/productivity/single with only the asset's externalId; each row says when, what kind of
 * change, who, from where (module) and every value it changed, old → new.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Modal, Pagination, SimpleTable, SimpleTableHead } from '@equipdesk/ui';
import { useProductivitySingle } from '@equipdesk/api-client/react';
import { DEFAULT_PAGE_SIZE } from '@equipdesk/api-client/contract';
import type { Asset, ProductivityRow } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../listing';
import { changesOf } from './history';

/** Who made a change: the server's `changedBy` where it sends one, else who scanned. */
function changedBy(row: ProductivityRow): string {
  return row.changedBy || (row.newScannedBy ?? '');
}

/**
 * Rows a page of the history shows: the server's default page, so the first page is asked with the
 * externalId alone (spec 3 §7) and the later ones with their page and this size.
 */
export const HISTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const Table = styled(SimpleTable)`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const COLUMNS = ['Time', 'Change', 'By', 'Module', 'Values'] as const;

export interface AssetHistoryModalProps {
  /** The asset whose history is shown; null closes the modal. */
  asset: Pick<Asset, 'externalId' | 'serialNumber'> | null;
  onClose(): void;
}

export function AssetHistoryModal({ asset, onClose }: AssetHistoryModalProps) {
  return (
    <Modal
      open={asset !== null}
      onClose={onClose}
      title="Changes History"
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {asset && <History key={asset.externalId} asset={asset} />}
    </Modal>
  );
}

function History({ asset }: { asset: Pick<Asset, 'externalId' | 'serialNumber'> }) {
  const [pageIndex, setPageIndex] = useState(0);
  // Only the externalId (and the page): the spec's call for one asset's history.
  const { data, error, isLoading } = useProductivitySingle({
    externalId: asset.externalId,
    ...(pageIndex > 0 ? { pageIndex, pageSize: HISTORY_PAGE_SIZE } : {}),
  });
  const rows = data?.items ?? [];
  const count = data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));

  if (error) return <Alert tone="danger">{error.message || 'The history could not be loaded.'}</Alert>;
  if (isLoading) return <p role="status">Loading…</p>;
  if (rows.length === 0) return <p>{`No changes recorded for asset ${asset.serialNumber}.`}</p>;
  return (
    <>
      <Summary>{`${count} change(s) of asset ${asset.serialNumber}, newest first.`}</Summary>
      {/* The roles stay when a phone lays the table out as blocks (Table's styles). */}
      <Table size="sm" stackOnCompact role="table" aria-label={`Changes of asset ${asset.serialNumber}`}>
        <SimpleTableHead columns={COLUMNS} />
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={row.externalId ?? `${row.startTimestamp ?? ''}-${index}`} role="row">
              <td role="cell" data-label="Time">{formatDateTime(row.startTimestamp)}</td>
              <td role="cell" data-label="Change">{row.changeStatus ?? ''}</td>
              <td role="cell" data-label="By">{changedBy(row)}</td>
              <td role="cell" data-label="Module">{row.module ?? ''}</td>
              <td role="cell" data-label="Values">
                <ul>
                  {changesOf(row).map((change) => (
                    <li key={change.field}>
                      {change.from ? `${change.field}: ${change.from} → ${change.to || '(none)'}` : `${change.field}: ${change.to}`}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pageCount > 1 && <Pagination pageIndex={pageIndex} pageCount={pageCount} onPageChange={setPageIndex} aria-label="History pages" />}
    </>
  );
}
