// Button looks: one block per variant and size, all read from the theme.
import { styled, css, keyframes } from 'styled-components';
import { touchTarget } from '../../internal/touchTarget';
import type { DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${c.secondary};
        color: ${c.onSecondary};
        border-color: ${c.borderStrong};
        &:hover:not(:disabled) {
          background: ${c.secondaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onDanger};
        border-color: ${c.danger};
        &:hover:not(:disabled) {
          background: ${c.dangerHover};
          border-color: ${c.dangerHover};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${c.link};
        border-color: transparent;
        text-decoration: underline;
        padding-left: ${theme.spacing.xxs};
        padding-right: ${theme.spacing.xxs};
        &:hover:not(:disabled) {
          color: ${c.primaryHover};
        }
      `;
  }
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.controlMd)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.spacing.sm : theme.spacing.lg)};
  border: ${({ theme }) => theme.borders.width} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.size.sm : theme.typography.size.md)};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  cursor: pointer;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.motion.fast};
  ${touchTarget}
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:disabled {
    cursor: not-allowed;
  }

  &:disabled:not([aria-busy='true']) {
    background: ${({ theme, $variant }) => ($variant === 'link' ? 'transparent' : theme.colors.disabledBg)};
    color: ${({ theme }) => theme.colors.disabledFg};
    border-color: ${({ theme, $variant }) => ($variant === 'link' ? 'transparent' : theme.colors.border)};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  border: ${({ theme }) => theme.borders.focusWidth} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
`;
