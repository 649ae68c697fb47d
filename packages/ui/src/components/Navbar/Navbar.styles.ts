import { styled } from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  background: ${({ theme }) => theme.colors.navbarBg};
  color: ${({ theme }) => theme.colors.navbarFg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  /* The page's focus colour is too dark on the bar; white reads on it. */
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.navbarFg};
  }
`;

/** On a narrow screen the end (Help, the user menu) wraps under the menus instead of pushing the bar past the screen. */
export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  min-height: ${({ theme }) => theme.sizes.navbarHeight};
  padding: 0 ${({ theme }) => theme.spacing.lg};
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;

  a {
    color: inherit;
    text-decoration: none;
  }
`;

export const Menus = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const End = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: auto;
`;

export const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navbarActive};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: underline;
    text-underline-offset: ${({ theme }) => theme.spacing.xs};
  }
`;
