// Document-wide base styles for EquipDesk screens: box model, body font and colours, a visible
// focus ring for keyboard users, and calmer motion for people who ask for it.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html, body {
    margin: 0;
    padding: 0;
  }

  body {
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  :focus-visible {
    outline: ${({ theme }) => `${theme.borders.focusWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.borders.focusWidth};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
