// The toned message box that Alert and Toast share (border, left bar, background and text of one
// tone, its icon in the accent colour) and the small square icon button of Alert, Toast and
// EntityActions. Each component adds only its own placement.
import { styled, css } from 'styled-components';
import { touchTargetFixed } from './touchTarget';
import type { Tone } from '../theme/tokens';

export const toneBox = css<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme, $tone }) => theme.colors.tone[$tone].accent};
  border-left-width: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].fg};
`;

export const ToneIcon = styled.span<{ $tone: Tone }>`
  flex: none;
  display: inline-flex;
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].accent};

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

export const ToneContent = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ToneTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xxs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** A borderless square button around a small icon; the colour is the caller's. */
export const smallIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  ${touchTargetFixed}

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

/** The close button of a toned box. */
export const ToneDismiss = styled.button`
  ${smallIconButton}
  flex: none;
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }
`;
