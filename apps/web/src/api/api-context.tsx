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
    <ApiClientProvider client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
}

/** The API client alone: the login page's start (login-main.tsx) has no query cache. */
export function ApiClientProvider(props: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={props.client}>{props.children}</ApiContext>;
}

export function useApi(): ApiClient {
  const client = use(ApiContext);
  if (client === null) throw new Error('useApi needs an ApiProvider above it');
  return client;
}
