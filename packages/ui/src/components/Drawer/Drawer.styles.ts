import { styled } from 'styled-components';

export type DrawerSide = 'start' | 'end';

export const Backdrop = styled.div<{ $side: DrawerSide }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  justify-content: ${({ $side }) => ($side === 'end' ? 'flex-end' : 'flex-start')};
  background: ${({ theme }) => theme.colors.backdrop};
`;

/** A panel the height of the screen, at most `sizes.drawerWidth` wide and always leaving a strip of backdrop to tap. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.sizes.drawerWidth}, calc(100vw - ${({ theme }) => theme.sizes.touchTarget}));
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: ${({ theme }) => theme.sizes.navbarHeight};
  padding: 0 ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.lg};
  border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** The close button of a Modal's header: one look for every dialog's close. */
export { CloseButton } from '../Modal/Modal.styles';

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.sm} 0;
`;
