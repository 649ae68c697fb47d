import { styled } from 'styled-components';
import { touchTargetFixed } from '../../internal/touchTarget';

export const Nav = styled.nav`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${touchTargetFixed}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
    cursor: not-allowed;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
