import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

export const Root = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme, $tone }) => theme.colors.tone[$tone].accent};
  border-left-width: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].fg};
`;

export const IconSlot = styled.span<{ $tone: Tone }>`
  flex: none;
  display: inline-flex;
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].accent};

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xxs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Dismiss = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;
