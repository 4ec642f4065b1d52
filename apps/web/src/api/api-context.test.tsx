import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiProvider, useApi } from './api-context.tsx';

describe('ApiProvider', () => {
  it('hands the API client and the query client to everything below it', () => {
    const client = createApiClient({
      transport: { send: vi.fn(), fileUrl: vi.fn() },
      onNotLoggedIn: vi.fn(),
      onSessionTokenFailure: vi.fn(),
    });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client} queryClient={queryClient}>
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(() => ({ api: useApi(), cache: useQueryClient() }), { wrapper });
    expect(result.current.api).toBe(client);
    expect(result.current.cache).toBe(queryClient);
  });

  it('is required by useApi', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApi())).toThrow('useApi needs an ApiProvider above it');
  });
});
