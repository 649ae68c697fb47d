import { styled } from 'styled-components';
import { touchTargetFixed } from '../../internal/touchTarget';

export type ModalSize = 'sm' | 'md' | 'lg';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.backdrop};

  /* A phone: the dialog takes the screen's width but a small margin. */
  @media ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.sm};
  }
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  /* Never wider than the screen (the backdrop's padding is the margin), whatever its size. */
  max-width: ${({ theme, $size }) =>
    $size === 'sm' ? theme.sizes.modalSm : $size === 'lg' ? theme.sizes.modalLg : theme.sizes.modalMd};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.xl};
  border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${touchTargetFixed}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

/**
 * Long words wrap. On a phone, content still wider than the dialog (a wide table) scrolls inside the body, sideways,
 * instead of spilling past the dialog and the screen (not on a desk: a scroller would clip a menu opened inside).
 */
export const Body = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xl};
  overflow-wrap: break-word;

  @media ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => theme.spacing.lg};
    overflow-x: auto;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.xl};
  border-top: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  }
`;
