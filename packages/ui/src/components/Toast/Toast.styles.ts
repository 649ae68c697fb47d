import { styled } from 'styled-components';
import { toneBox } from '../../internal/toneStyles';
import type { Tone } from '../../theme/tokens';

export { ToneContent as Content, ToneDismiss as Dismiss, ToneIcon as IconSlot, ToneTitle as Title } from '../../internal/toneStyles';

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

export const Card = styled.div<{ $tone: Tone }>`
  ${toneBox}
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
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
