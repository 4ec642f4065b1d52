import { deviceCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';

export const sessionsKey = ['settings', 'sessions'] as const;

export function sessionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api.call(deviceCalls.getSessions, {}, { signal }),
  });
}

export function useSessions() {
  return useQuery(sessionsQuery(useApi()));
}
