import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

export const Viewport = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.lg};
  bottom: ${({ theme }) => theme.spacing.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: min(${({ theme }) => theme.sizes.toastWidth}, calc(100vw - 2 * ${({ theme }) => theme.spacing.lg}));
  pointer-events: none;

  &:empty {
    display: none;
  }
`;

export const Card = styled.div<{ $type: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme, $type }) => theme.colors.tone[$type].accent};
  border-left-width: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $type }) => theme.colors.tone[$type].bg};
  color: ${({ theme, $type }) => theme.colors.tone[$type].fg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
`;

export const IconSlot = styled.span<{ $type: Tone }>`
  flex: none;
  display: inline-flex;
  color: ${({ theme, $type }) => theme.colors.tone[$type].accent};

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

export const Message = styled.div`
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const Countdown = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.spacing.xs};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
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

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;
