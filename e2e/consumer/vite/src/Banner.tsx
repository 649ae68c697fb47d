// The team's own theme for its own styled components, typed as the team types it: the kit's theme type stays the
// kit's (it once declared itself into DefaultTheme for the whole app, and this file failed tsc with TS2353).
import type { ReactNode } from 'react';
import { styled, ThemeProvider } from 'styled-components';

declare module 'styled-components' {
  export interface DefaultTheme {
    brand: string;
  }
}

const Note = styled.p`
  color: ${({ theme }) => theme.brand};
`;

export function Banner({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={{ brand: '#00695c' }}>
      <Note>{children}</Note>
    </ThemeProvider>
  );
}
