/**
 * The violated entries of a PAR alert (spec 2 §2 "PAR Alerts": entries, the par violations): each model of the
 * location's par definition whose stock is outside its minimum and maximum, with the stock counted and whether it
 * is short or over (in words, not colour alone).
 */
import styled from 'styled-components';
import { Button, Modal, SimpleTable } from '@equipdesk/ui';
import { PAR_LEVEL_LABELS, parLevelState } from '@equipdesk/api-client/contract';
import type { ParAlert, ParAlertEntry } from '@equipdesk/api-client/contract';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Short (below the minimum), over (above the maximum), or within par, in the stock report's words. */
function entryState(entry: ParAlertEntry): string {
  return PAR_LEVEL_LABELS[entry.stockQuantity === undefined ? 'WITHIN' : parLevelState(entry.stockQuantity, entry.min, entry.max)];
}

export interface ParEntriesModalProps {
  /** The alert whose entries are shown; null closes the modal. */
  alert: ParAlert | null;
  onClose(): void;
}

export function ParEntriesModal({ alert, onClose }: ParEntriesModalProps) {
  return (
    <Modal
      open={alert !== null}
      onClose={onClose}
      title={alert ? `Par Violations: ${alert.location}` : 'Par Violations'}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {alert && (alert.entries.length === 0 ? <p>This alert lists no entries.</p> : <Entries alert={alert} />)}
    </Modal>
  );
}

function Entries({ alert }: { alert: ParAlert }) {
  return (
    <>
      <Summary>{`${alert.account}: ${alert.message}`}</Summary>
      <SimpleTable size="sm" aria-label={`Par violations at ${alert.location}`}>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Description</th>
            <th scope="col">Min</th>
            <th scope="col">Max</th>
            <th scope="col">Stock</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {alert.entries.map((entry, index) => (
            <tr key={`${entry.model}-${index}`}>
              <td>{entry.modelCode ?? entry.model}</td>
              <td>{entry.modelDescription ?? ''}</td>
              <td data-number="">{entry.min}</td>
              <td data-number="">{entry.max}</td>
              <td data-number="">{entry.stockQuantity ?? ''}</td>
              <td>{entryState(entry)}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </>
  );
}
