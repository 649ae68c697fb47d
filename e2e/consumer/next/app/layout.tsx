// A server component: the root layout puts the kit's provider (a client component) around every page, inside the
// styled-components registry.
import type { ReactNode } from 'react';
import { UiProvider } from '@equipdesk/ui';
import { StyledComponentsRegistry } from './registry';

export const metadata = { title: 'Equipment' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <UiProvider>{children}</UiProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
