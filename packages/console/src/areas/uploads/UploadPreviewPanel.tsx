/**
 * What an upload would do, as the server's preview tells it before anything is written: how many rows it would
 * create, update and reject, and each row with its outcome and the reason a row is rejected, rejected rows first.
 */
import { useId } from 'react';
import { SimpleTable } from '@equipdesk/ui';
import styled from 'styled-components';
import { UPLOAD_PREVIEW_ROWS } from '@equipdesk/api-client/contract';
import type { UploadPreview, UploadPreviewOutcome, UploadPreviewRow } from '@equipdesk/api-client/contract';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Scroll = styled.div`
  max-height: 40vh;
  overflow: auto;
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

const TONE: Record<UploadPreviewOutcome, 'success' | 'info' | 'danger'> = { CREATE: 'success', UPDATE: 'info', REJECT: 'danger' };

/** The outcome in words and colour: colour is never the only signal. */
const Outcome = styled.span<{ $outcome: UploadPreviewOutcome }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $outcome }) => theme.colors.tone[TONE[$outcome]].bg};
  color: ${({ theme, $outcome }) => theme.colors.tone[TONE[$outcome]].fg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** Rejected rows first, then in the sheet's order. */
export function previewRowsInOrder(rows: readonly UploadPreviewRow[]): UploadPreviewRow[] {
  return [...rows].sort((a, b) => Number(b.outcome === 'REJECT') - Number(a.outcome === 'REJECT') || a.row - b.row);
}

export interface UploadPreviewPanelProps {
  preview: UploadPreview;
  /** The header of the key column: Serial Number, Location Name, Account No. */
  keyHeader: string;
}

export function UploadPreviewPanel({ preview, keyHeader }: UploadPreviewPanelProps) {
  const headingId = useId();
  const rows = previewRowsInOrder(preview.rows);
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>Preview of {preview.originalFileName}</Heading>
      <Counts aria-label="Rows of the file">
        <div>
          <dt>Rows</dt>
          <dd>{preview.availableRowsCount}</dd>
        </div>
        <div>
          <dt>To create</dt>
          <dd>{preview.createCount}</dd>
        </div>
        <div>
          <dt>To update</dt>
          <dd>{preview.updateCount}</dd>
        </div>
        <div>
          <dt>To reject</dt>
          <dd>{preview.rejectCount}</dd>
        </div>
      </Counts>
      {preview.availableRowsCount > rows.length && (
        <p>
          The first {rows.length.toLocaleString()} of {preview.availableRowsCount.toLocaleString()} rows are shown
          {rows.length >= UPLOAD_PREVIEW_ROWS ? ', every rejected row among them' : ''}.
        </p>
      )}
      {rows.length > 0 && (
        // Focusable, so the rows can be scrolled from the keyboard.
        <Scroll tabIndex={0} role="region" aria-label={`Rows of ${preview.originalFileName}`}>
          <SimpleTable stickyHeader aria-label={`What each row of ${preview.originalFileName} would do`}>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">{keyHeader}</th>
                <th scope="col">Outcome</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.key}</td>
                  <td>
                    <Outcome $outcome={row.outcome}>{row.outcome}</Outcome>
                  </td>
                  <td>{row.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        </Scroll>
      )}
    </Panel>
  );
}
