/** The console's providers around its router: theme and toasts, then the API client. */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@equipdesk/ui';
import { ApiClientProvider } from '@equipdesk/api-client';
import type { ApiClient } from '@equipdesk/api-client';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

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
  router: AppRouter;
}

export function App({ client, router }: AppProps) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
