import { styled } from 'styled-components';
import { touchTarget } from '../../internal/touchTarget';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button<{ $selected: boolean }>`
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin-bottom: -${({ theme }) => theme.borders.width};
  border: ${({ theme }) => theme.borders.width} solid transparent;
  border-bottom: ${({ theme }) => theme.borders.focusWidth} solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.typography.weight.bold : theme.typography.weight.regular)};
  cursor: pointer;
  ${touchTarget}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.borders.focusWidth};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
`;

export const Panel = styled.div`
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;
