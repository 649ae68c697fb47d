import { styled } from 'styled-components';
import { smallIconButton } from '../../internal/toneStyles';
import type { Tone } from '../../theme/tokens';

export const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

export const IconButton = styled.button<{ $tone?: Tone }>`
  ${smallIconButton}
  color: ${({ theme, $tone }) => ($tone ? theme.colors.tone[$tone].accent : theme.colors.textMuted)};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.hoverOverlay};
    color: ${({ theme, $tone }) => ($tone ? theme.colors.tone[$tone].fg : theme.colors.text)};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;
