import { styled } from 'styled-components';

export const Wrapper = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledFg : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.size.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Box = styled.input`
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borders.focusWidth};
  }
`;
