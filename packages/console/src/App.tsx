/** The console's providers around its routes: theme and toasts, then the API client. */
import type { ReactNode } from 'react';
import { UiProvider } from '@equipdesk/ui';
import { ApiClientProvider } from '@equipdesk/api-client/react';
import type { ApiClient } from '@equipdesk/api-client';

export interface AppProvidersProps {
  client: ApiClient;
  children?: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <UiProvider>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </UiProvider>
  );
}

export interface AppProps {
  client: ApiClient;
  /** The router with the console's routes (BrowserRouter in the browser, MemoryRouter in tests). */
  children: ReactNode;
}

export function App({ client, children }: AppProps) {
  return <AppProviders client={client}>{children}</AppProviders>;
}
