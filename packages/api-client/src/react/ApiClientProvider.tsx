/** Hands the app's ApiClient to the hooks below it; the library holds no client of its own. */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest ApiClientProvider; throws outside one, which is a wiring bug. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider client={...}>.');
  return client;
}
