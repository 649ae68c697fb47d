/** The offer of a kept draft, on top of its form or its list: "Restore your unsaved order?" with Restore and Discard. */
import styled from 'styled-components';
import { Alert, Button } from '@equipdesk/ui';
import { formatDateTime } from './format';

const Buttons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

export interface DraftOfferProps {
  /** What was being written: `order`, `visit`, `changes`. */
  noun: string;
  savedAt: Date;
  onRestore(): void;
  onDiscard(): void;
}

export function DraftOffer({ noun, savedAt, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <Alert tone="info" title={`Restore your unsaved ${noun}?`}>
      {`Kept in this browser at ${formatDateTime(savedAt)}, before it was saved.`}
      <Buttons>
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </Buttons>
    </Alert>
  );
}
