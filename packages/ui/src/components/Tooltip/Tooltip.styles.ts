import { styled } from 'styled-components';

export const Trigger = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-width: 0;

  &[tabindex]:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borders.width};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Positioned with inline top/left computed from the trigger, so it escapes clipping cells. */
export const Bubble = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: ${({ theme }) => theme.sizes.tooltipMax};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.navbarBg};
  color: ${({ theme }) => theme.colors.navbarFg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: normal;
  overflow-wrap: anywhere;
  pointer-events: auto;
`;
