import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

export const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

export const IconButton = styled.button<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone ? theme.colors.tone[$tone].accent : theme.colors.textMuted)};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.hoverOverlay};
    color: ${({ theme, $tone }) => ($tone ? theme.colors.tone[$tone].fg : theme.colors.text)};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;
