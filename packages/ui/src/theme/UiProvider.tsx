// Everything an EquipDesk screen needs around it: the theme, the global styles and the toast stack.
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../components/Toast';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme } from './tokens';
import type { EquipDeskTheme } from './tokens';

export interface UiProviderProps {
  children?: ReactNode;
  /** A complete theme to use instead of EquipDesk's default. @default theme */
  theme?: EquipDeskTheme;
  /** Most toasts shown at once. @default 5 */
  maxToasts?: number;
}

export function UiProvider({ children, theme = defaultTheme, maxToasts }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider max={maxToasts}>{children}</ToastProvider>
    </ThemeProvider>
  );
}
