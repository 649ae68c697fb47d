import { styled, css } from 'styled-components';
import { touchTarget } from '../../internal/touchTarget';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

/** The trigger inherits colour so it reads well both on the navbar and on a page. */
export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${touchTarget}

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.xs});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: ${({ theme }) => theme.sizes.menuMinWidth};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${touchTarget}

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.focusWidth});
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
    background: transparent;
  }
`;

export const ItemButton = styled.button`
  ${itemStyles}
`;

export const ItemLink = styled.a`
  ${itemStyles}
`;
