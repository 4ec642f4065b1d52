import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';

const ApiContext = createContext<ApiClient | null>(null);

export type ApiProviderProps = {
  client: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
};

/** The API client and the query cache for everything below; app.tsx creates both once. */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  return (
    <ApiContext value={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiContext>
  );
}

export function useApi(): ApiClient {
  const client = use(ApiContext);
  if (client === null) throw new Error('useApi needs an ApiProvider above it');
  return client;
}
